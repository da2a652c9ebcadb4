import { expect, test } from 'vitest'
import { isTimeZone, timeZoneFromCookie } from './time-zone.ts'

test('the time-zone cookie names an IANA zone, or the server falls back to UTC', () => {
	expect(timeZoneFromCookie('lng=es; tz=America%2FSao_Paulo')).toBe('America/Sao_Paulo')
	expect(timeZoneFromCookie('tz=Pacific/Kiritimati')).toBe('Pacific/Kiritimati')
	expect(timeZoneFromCookie(null)).toBe('UTC')
	expect(timeZoneFromCookie('tz=Mars%2FOlympus')).toBe('UTC')
	expect(timeZoneFromCookie('tz=%E0%A4%A')).toBe('UTC')
	expect(timeZoneFromCookie(`tz=${'A'.repeat(500)}`)).toBe('UTC')
	expect(isTimeZone('Europe/Lisbon')).toBe(true)
	expect(isTimeZone('')).toBe(false)
})
