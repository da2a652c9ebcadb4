// The checks that let a text skip the voice's rewriting rules (ADR 045): a text they pass over
// is one no rule would change, on random texts made of what the rules look for.
import { describe, expect, test } from 'vitest'
import { CONTRACT_EN, EXPAND_EN, MAY_CONTRACT_EN, MAY_EXPAND_EN } from './voice-profile.ts'
import { tidySpacing, tidySpacingEverywhere, UNTIDY } from './voice-style.ts'

function random(seed: number) {
	return (n: number) => {
		seed = (seed * 1103515245 + 12345) % 2 ** 31
		return Math.floor((seed / 2 ** 31) * n)
	}
}

// The words and signs the rules read, in both cases, and every kind of space and stop.
const PIECES = [
	...['do', 'Do', 'does', 'did', 'is', 'Is', 'are', 'was', 'will', 'not', 'only', 'cannot'],
	...['Cannot', 'it', 'It', 'I', 'am', 'we', 'We', 'you', 'You', 'they', 'They', 'Let', 'us'],
	...['don', 'doesn', 'isn', 'can', 'won', 'shouldn', 'wouldn', 'that', 'That', 'been'],
	...['s', 't', 'm', 've', 're', 'll', 'd', 'a', 'é', 'x'],
	...["'", '’', '"', '“', '”', ' ', ' ', ' ', '  ', '\t', '\n', '\n\n', '\r', '\u00a0', '\u2009'],
	...[',', '.', ';', ':', '!', '?', '…', '(', ')', '¿', '¡', '-', '_', '1', '.NET'],
]

function texts(seed: number, count: number): string[] {
	const next = random(seed)
	return Array.from({ length: count }, () =>
		Array.from({ length: 1 + next(14) }, () => PIECES[next(PIECES.length)]).join(''),
	)
}

const applyAll = (rules: Array<[RegExp, string]>, text: string) =>
	rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)

describe('the checks before the voice rules', () => {
	const random = texts(45, 20_000)
	const plain = ['We are here.', 'It is not done', 'Let us go', 'Plain words only.', 'a  b ,c']

	test('a text no contraction rule changes may skip them; one that passes the check is read', () => {
		for (const text of [...plain, ...random]) {
			if (!MAY_CONTRACT_EN.test(text)) expect(applyAll(CONTRACT_EN, text)).toBe(text)
			if (!MAY_EXPAND_EN.test(text)) expect(applyAll(EXPAND_EN, text)).toBe(text)
		}
	})

	test('tidySpacing says what it said before, and skips only texts it leaves as they are', () => {
		let skipped = 0
		for (const text of [...plain, ...random]) {
			expect(tidySpacing(text)).toBe(tidySpacingEverywhere(text))
			if (!UNTIDY.test(text)) {
				skipped++
				expect(tidySpacingEverywhere(text)).toBe(text)
			}
		}
		expect(skipped).toBeGreaterThan(100)
	})
})
