import { expect, test } from 'vitest'
import { passwordMeetsRules, passwordRules } from './password-rules.ts'

test('a password needs 8+ characters, an uppercase and a lowercase letter and a number', () => {
	expect(passwordMeetsRules('Sunrise2026')).toBe(true)
	expect(passwordMeetsRules('Short1A')).toBe(false)
	expect(passwordMeetsRules('alllowercase1')).toBe(false)
	expect(passwordMeetsRules('ALLUPPERCASE1')).toBe(false)
	expect(passwordMeetsRules('NoDigitsHere')).toBe(false)
})

test('accented letters count as upper and lower case', () => {
	expect(passwordMeetsRules('Ñandú2026')).toBe(true)
})

test('each rule reports on its own for the live checklist', () => {
	const met = passwordRules.filter((rule) => rule.test('abcdefgh')).map((rule) => rule.id)
	expect(met).toEqual(['length', 'lowercase'])
})

test('the length rule counts as the server does (UTF-16 units), so the browser agrees with it', () => {
	const length = passwordRules.find((rule) => rule.id === 'length')!
	expect(length.test('abcdefg')).toBe(false)
	expect(length.test('😀😀😀😀')).toBe('😀😀😀😀'.length >= 8)
	// The browser rebuilds each rule from its pattern and flags.
	for (const rule of passwordRules) {
		expect(new RegExp(rule.pattern, rule.flags).test('Ñandú2026')).toBe(true)
	}
})
