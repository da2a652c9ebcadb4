import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { corpusAvailable, loadCorpusTexts } from './corpus-fixtures.ts'
import { wordSegments } from './word-segments.ts'

const LANGUAGES = ['en', 'es', 'pt'] as const
const segmenters = LANGUAGES.map(
	(language) => new Intl.Segmenter(language, { granularity: 'word' }),
)

/** Intl's segments of the text in each language, or a message naming the first that differs. */
function compare(text: string): string | null {
	const fast = wordSegments(text)
	if (!fast) return null
	const ours = JSON.stringify(fast)
	for (const [i, segmenter] of segmenters.entries()) {
		const theirs = JSON.stringify(
			[...segmenter.segment(text)].map(({ segment, isWordLike }) => ({
				segment,
				isWordLike: isWordLike ?? false,
			})),
		)
		if (theirs !== ours) return `${LANGUAGES[i]} ${JSON.stringify(text)}: ${theirs} ≠ ${ours}`
	}
	return null
}

// A small deterministic generator, so that a failure can be replayed.
function random(seed: number) {
	let state = seed >>> 0
	return (n: number) => {
		state = (Math.imul(state, 1664525) + 1013904223) >>> 0
		return Math.floor((state / 2 ** 32) * n)
	}
}

// Every class the fast path handles, the characters that join words and numbers most often.
const POOL = [
	...`aAzZmé09 .,;:'’‘·-_!"?()\n\r\t…—–“”ñçÃõ«»¡¿ªºµ#$%&*+/<=>@[]^\`{|}~§¶°•′″€£¥¢`,
	'\u00a0', // not handled: Intl alone
	'🚀', // not handled: Intl alone
	'e\u0301', // a combining mark: Intl alone
]

describe('wordSegments', () => {
	test('segments as Intl does, with the same word-like flags', () => {
		for (const text of [
			'',
			'Clean code is a trap.',
			"Don't repeat yourself; it's 3.5x better — 1,000 users, 12:30 a.m. e.g. U.S. ‘quoted’",
			'Ação, coração e pão: ¿Qué pasó? ¡Olé! 3,5 %',
			"a:b a·b a.b a’b a'b 1.5 1,5 1;5 1:5 a1 1a a.1 1.a",
			'line\r\nbreak\n\nand  double  spaces\t\ttabs',
			'end with a mark. ',
		]) {
			expect(wordSegments(text), JSON.stringify(text)).not.toBeNull()
			expect(compare(text)).toBeNull()
		}
	})

	test('leaves to Intl what it does not handle', () => {
		for (const text of [
			'rocket 🚀',
			'snake_case',
			'cafe\u0301',
			'non\u00a0breaking',
			'漢字',
			'½ cup',
		])
			expect(wordSegments(text), JSON.stringify(text)).toBeNull()
	})

	test('agrees with Intl on random strings of the characters it handles', () => {
		const next = random(39)
		let checked = 0
		for (let n = 0; n < 30_000; n++) {
			let text = ''
			const length = 1 + next(14)
			for (let i = 0; i < length; i++) {
				const roll = next(20)
				text +=
					roll < 3
						? String.fromCharCode(0xc0 + next(0x190))
						: roll < 5
							? String.fromCharCode(0x20 + next(0x60))
							: (POOL[next(POOL.length)] ?? '')
			}
			if (wordSegments(text)) checked++
			const difference = compare(text)
			if (difference) expect.fail(difference)
		}
		expect(checked).toBeGreaterThan(20_000)
	})

	test('agrees with Intl on every paragraph of the fixtures and the corpus', () => {
		const texts = fs
			.readdirSync('tests/fixtures/texts')
			.map((file) => fs.readFileSync(path.join('tests/fixtures/texts', file), 'utf8'))
		if (corpusAvailable) texts.push(...loadCorpusTexts(100_000).map((corpus) => corpus.text))
		let handled = 0
		for (const text of texts)
			for (const paragraph of text.split(/\n{2,}/u)) {
				if (wordSegments(paragraph)) handled++
				const difference = compare(paragraph)
				if (difference) expect.fail(difference)
			}
		expect(handled).toBeGreaterThan(0)
	})
})
