import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { useHydrated } from './use-hydrated.ts'

// Dates are written in the reader's time zone, and the server and the browser must write the
// same text while the page hydrates (otherwise React throws away the page: error #418). The
// browser tells the server its zone in a cookie; until the server has it (a first visit, or no
// JavaScript), both render in UTC, and the browser switches to its own zone once hydrated.

export const TIME_ZONE_COOKIE = 'tz'
export const FALLBACK_TIME_ZONE = 'UTC'

export function isTimeZone(value: unknown): value is string {
	if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false
	try {
		new Intl.DateTimeFormat('en', { timeZone: value })
		return true
	} catch {
		return false
	}
}

/** The zone named by the request's time-zone cookie, or UTC. */
export function timeZoneFromCookie(cookieHeader: string | null): string {
	for (const part of cookieHeader?.split(';') ?? []) {
		const [name, ...rest] = part.trim().split('=')
		if (name !== TIME_ZONE_COOKIE) continue
		let value: string
		try {
			value = decodeURIComponent(rest.join('='))
		} catch {
			return FALLBACK_TIME_ZONE
		}
		return isTimeZone(value) ? value : FALLBACK_TIME_ZONE
	}
	return FALLBACK_TIME_ZONE
}

function browserTimeZone() {
	const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
	return isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE
}

/** The zone to write dates in: the server's answer while hydrating, the browser's after. */
export function useTimeZone(): string {
	const hydrated = useHydrated()
	const serverZone = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? FALLBACK_TIME_ZONE
	return hydrated ? browserTimeZone() : serverZone
}

/** Remembers the browser's zone in a cookie, so the next page arrives in it. */
export function useRememberTimeZone() {
	useEffect(() => {
		const zone = browserTimeZone()
		if (timeZoneFromCookie(document.cookie) === zone) return
		document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`
	}, [])
}

/** Formats instants (ISO strings) in the reader's language and time zone. */
export function useDateTimeFormat(language: string, options: Intl.DateTimeFormatOptions) {
	const timeZone = useTimeZone()
	const format = new Intl.DateTimeFormat(language, { ...options, timeZone })
	// Without the reader's zone (no JavaScript, a first visit), a time says which zone it is in.
	const showsTime = options.timeStyle !== undefined || options.hour !== undefined
	const suffix = showsTime && timeZone === FALLBACK_TIME_ZONE ? ' UTC' : ''
	return (iso: string) => `${format.format(new Date(iso))}${suffix}`
}
