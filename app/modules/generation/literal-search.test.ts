// The searches that stand in for patterns compiled per word (ADR 041): each against the pattern
// it replaces, on random texts made of the characters those patterns care about.
import { describe, expect, test } from 'vitest'
import { letterAt, letterBefore } from './letter-count.ts'
import { midSentenceCount } from './post-writer.ts'
import {
	afterDeterminerIn,
	afterLowerCase,
	afterDeterminerPattern,
	tagMatcher,
	tagPattern,
	wordUses,
} from './source-model.ts'

function outcome<T>(run: () => T): T | string {
	try {
		return run()
	} catch (error) {
		return `throws ${String(error)}`
	}
}

function random(seed: number) {
	return (n: number) => {
		seed = (seed * 1103515245 + 12345) % 2 ** 31
		return Math.floor((seed / 2 ** 31) * n)
	}
}

// Letters (ASCII, Latin-1, Greek, an astral letter), digits, marks, spaces of every kind the
// patterns read, apostrophes, hyphens, lone and paired surrogates.
const PIECES = [
	'a',
	'é',
	'ß',
	'Ω',
	'𝐀',
	'𝟘',
	'1',
	'٣',
	'\u0301',
	' ',
	'  ',
	'\n',
	'\t',
	'\u00a0',
	'\u2009',
	'\u3000',
	'\ufeff',
	"'",
	'’',
	'-',
	'.',
	',',
	'"',
	'\ud800',
	'\udc00',
	'_',
	'#',
	'the',
	'a ',
	'la',
	'os',
	'del',
	'our',
	'new',
	'x',
]

describe('letterBefore and letterAt', () => {
	test('read the code point before and at an index as the look-arounds do', () => {
		const next = random(41)
		for (let n = 0; n < 3000; n++) {
			let text = ''
			for (let i = next(8); i > 0; i--) text += PIECES[next(PIECES.length)] ?? ''
			for (let i = 0; i <= text.length; i++) {
				const before = /(?<=\p{L})/uy
				before.lastIndex = i
				const at = /(?=\p{L})/uy
				at.lastIndex = i
				// A sticky pattern cannot start inside a surrogate pair; neither search does.
				const inside =
					i > 0 &&
					i < text.length &&
					/[\ud800-\udbff]/.test(text[i - 1] ?? '') &&
					/[\udc00-\udfff]/.test(text[i] ?? '')
				if (inside) continue
				expect(letterBefore(text, i), `${JSON.stringify(text)} ${i}`).toBe(before.test(text))
				expect(letterAt(text, i), `${JSON.stringify(text)} ${i}`).toBe(at.test(text))
			}
		}
	})
})

describe('searches for a word instead of a pattern for it', () => {
	const WORDS = ['pricing', 'a', 'café', 'no', 'c++', 'x1', 'la', 'ω', '𝐀b', '', 'a-b', "it's"]

	function text(next: (n: number) => number, word: string) {
		let text = ''
		for (let i = next(14); i > 0; i--)
			text += next(3) === 0 ? word : (PIECES[next(PIECES.length)] ?? '')
		return text
	}

	test('wordUses finds where the pattern matches', () => {
		const next = random(43)
		for (let n = 0; n < 6000; n++) {
			const word = WORDS[next(WORDS.length)] ?? 'pricing'
			const body = text(next, word)
			const escaped = word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
			const expected = [
				...body.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu')),
			].map((use) => use.index)
			expect(wordUses(word, body), `${word} ${JSON.stringify(body)}`).toEqual(expected)
		}
	})

	test('afterDeterminerIn answers as afterDeterminerPattern does', () => {
		const next = random(47)
		let found = 0
		for (let n = 0; n < 6000; n++) {
			const word = WORDS[next(WORDS.length)] ?? 'pricing'
			const body = text(next, word)
			for (const language of ['en', 'es', 'pt'] as const) {
				const expected = afterDeterminerPattern(word, language).test(body)
				if (expected) found++
				expect(
					afterDeterminerIn(word, body, language),
					`${language} ${word} ${JSON.stringify(body)}`,
				).toBe(expected)
			}
		}
		expect(found).toBeGreaterThan(300)
	})

	test('afterLowerCase answers as its pattern does', () => {
		const next = random(59)
		let found = 0
		for (let n = 0; n < 6000; n++) {
			const word = (['Pricing', 'Café', 'x1', 'Ω', 'a', 'C++', '𝐀b'] as const)[next(7)] ?? 'Pricing'
			const body = text(next, word)
			const expected = outcome(() =>
				new RegExp(`[\\p{Ll},]\\s+${word}(?![\\p{L}])`, 'u').test(body),
			)
			if (expected === true) found++
			expect(
				outcome(() => afterLowerCase(word, body)),
				`${word} ${JSON.stringify(body)}`,
			).toEqual(expected)
		}
		expect(found).toBeGreaterThan(300)
	})

	test('midSentenceCount counts as its pattern does', () => {
		const next = random(61)
		let found = 0
		for (let n = 0; n < 6000; n++) {
			const word =
				(['Pricing', 'pricing', 'Café', 'Ωmega', 'a', 'La'] as const)[next(6)] ?? 'Pricing'
			let body = ''
			for (let i = next(14); i > 0; i--)
				body +=
					next(3) === 0
						? word
						: (([...PIECES, ';', ', ', 'b '] as const)[next(PIECES.length + 3)] ?? '')
			const expected = (body.match(new RegExp(`(?<=[\\p{Ll},;] )${word}(?![\\p{L}])`, 'gu')) ?? [])
				.length
			if (expected > 0) found++
			expect(midSentenceCount(word, body), `${word} ${JSON.stringify(body)}`).toBe(expected)
		}
		expect(found).toBeGreaterThan(300)
	})

	test('tagMatcher tests and counts as tagPattern does', () => {
		const TAGS = [
			'#Pricing',
			'#CoffeeCan',
			'#coffeecan',
			'#Café',
			'#PostMortem',
			'#CSS',
			'#C++',
			'#X1Y',
			'#a',
			'#Ωmega',
			'#𝐀b',
			'#Year2024',
			'#GoogleSummerOfCode',
			'#it’s',
			'#A_B',
			'#',
		]
		const SEPARATED = [
			'coffee',
			'can',
			'post',
			'mortem',
			'café',
			'pricing',
			'year',
			'2024',
			'ωmega',
		]
		const next = random(53)
		let found = 0
		for (let n = 0; n < 6000; n++) {
			const tag = TAGS[next(TAGS.length)] ?? '#Pricing'
			let body = ''
			for (let i = next(14); i > 0; i--)
				body +=
					next(2) === 0
						? (SEPARATED[next(SEPARATED.length)] ?? '')
						: (PIECES[next(PIECES.length)] ?? '')
			// A tag that is no pattern ("#C++") fails as it did: when it is first asked.
			const expectedTest = outcome(() => tagPattern(tag).test(body))
			const expected = outcome(
				() => (body.match(new RegExp(tagPattern(tag).source, 'gu')) ?? []).length,
			)
			if (typeof expected === 'number' && expected > 0) found++
			const matcher = tagMatcher(tag)
			expect(
				outcome(() => matcher.test(body)),
				`${tag} ${JSON.stringify(body)}`,
			).toEqual(expectedTest)
			expect(
				outcome(() => matcher.count(body)),
				`${tag} ${JSON.stringify(body)}`,
			).toEqual(expected)
		}
		expect(found).toBeGreaterThan(300)
	})
})
