import { describe, expect, test } from 'vitest'
import {
	assessPost,
	countGraphemes,
	countHashtags,
	extractHashtags,
	twitterWeightedLength,
	violatesHardLimit,
} from './platform-rules.ts'

describe('countGraphemes', () => {
	test('counts what a reader sees, not UTF-16 units', () => {
		expect(countGraphemes('abc')).toBe(3)
		expect(countGraphemes('👨‍👩‍👧')).toBe(1)
		expect(countGraphemes('e\u0301')).toBe(1)
		expect(countGraphemes('🇧🇷 ok')).toBe(4)
		expect(countGraphemes('a\r\nb')).toBe(3)
		expect(countGraphemes('café ¿qué? 👍🏽')).toBe(12)
	})

	test('joins a plain symbol or letter to the complex character before it', () => {
		// ⚕ and ✈ are in the fast path's plain range, but a zero-width joiner binds them.
		expect(countGraphemes('🧑‍⚕️ and 👩‍✈️')).toBe(7)
		expect(countGraphemes('🏴‍☠️!')).toBe(2)
		// U+0600 (Arabic number sign) is prepended to the digit after it.
		expect(countGraphemes('x\u06001')).toBe(2)
	})

	test('agrees with Intl.Segmenter on mixed text', () => {
		const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
		const pieces = ['a', ' ', '\n', '\r', '\r\n', 'é', 'e\u0301', '\u0301', '👍', '🏽', '\u200d']
		pieces.push('⚕', '\ufe0f', '❤', '🧑', '🇧', '🇷', 'ש', 'ع', '\u0600', '1', 'क', '\u0903')
		pieces.push('한', '\u1100', '\u1161', '世', 'Ж', '\u0483', '—', '☠', '\u20dd', 'ก', '\u0e33')
		let seed = 7
		const next = () => (seed = (seed * 48271) % 2147483647)
		for (let run = 0; run < 3000; run++) {
			const text = Array.from(
				{ length: 1 + (next() % 10) },
				() => pieces[next() % pieces.length],
			).join('')
			expect(countGraphemes(text), JSON.stringify(text)).toBe([...segmenter.segment(text)].length)
		}
	})
})

describe('twitterWeightedLength', () => {
	test('counts a URL as 23 and an emoji or CJK character as 2', () => {
		expect(twitterWeightedLength('hello')).toBe(5)
		expect(twitterWeightedLength('https://example.com/a/very/long/path/indeed')).toBe(23)
		expect(twitterWeightedLength('👍')).toBe(2)
		expect(twitterWeightedLength('日本')).toBe(4)
	})
})

describe('hashtags', () => {
	test('finds hashtags with accents and ignores "#1" and URL fragments', () => {
		expect(extractHashtags('Links #1 #Saúde #CleanCode see https://x.com/#anchor and a#b')).toEqual(
			['#Saúde', '#CleanCode'],
		)
		expect(countHashtags('#a #b #c')).toBe(3)
	})
})

describe('assessPost for X', () => {
	test('shows the characters remaining up to 240', () => {
		const result = assessPost('twitter', 'a'.repeat(200))
		expect(result).toMatchObject({ level: 'ok', code: 'twitter-ok', remaining: 80 })
		expect(result.message).toBe('80 characters remaining')
	})

	test('warns above 240 and errors above 280', () => {
		expect(assessPost('twitter', 'a'.repeat(240)).level).toBe('ok')
		expect(assessPost('twitter', 'a'.repeat(241))).toMatchObject({
			level: 'warning',
			code: 'twitter-near-limit',
		})
		expect(assessPost('twitter', 'a'.repeat(280)).level).toBe('warning')
		expect(assessPost('twitter', 'a'.repeat(281))).toMatchObject({
			level: 'error',
			code: 'twitter-too-long',
			remaining: -1,
		})
	})

	test('weights emoji when measuring', () => {
		expect(assessPost('twitter', '👍'.repeat(140)).level).toBe('warning')
		expect(assessPost('twitter', '👍'.repeat(141)).level).toBe('error')
	})
})

describe('assessPost for LinkedIn', () => {
	test('calls 150-300 characters optimal', () => {
		expect(assessPost('linkedin', 'a'.repeat(150))).toMatchObject({
			level: 'ok',
			message: 'Optimal length',
		})
		expect(assessPost('linkedin', 'a'.repeat(300)).level).toBe('ok')
	})

	test('suggests more below 150 and flags above 300', () => {
		expect(assessPost('linkedin', 'a'.repeat(149))).toMatchObject({
			level: 'warning',
			message: 'Could be longer',
		})
		expect(assessPost('linkedin', 'a'.repeat(301))).toMatchObject({
			level: 'error',
			message: 'Too long for optimal engagement',
		})
		expect(assessPost('linkedin', 'a'.repeat(3001)).code).toBe('linkedin-over-max')
	})
})

describe('assessPost for Instagram', () => {
	const tags = (n: number) =>
		Array.from({ length: n }, (_, i) => `#tag${String.fromCharCode(97 + (i % 26))}${i}`).join(' ')

	test('calls 3-7 hashtags optimal', () => {
		expect(assessPost('instagram', `Caption\n\n${tags(3)}`)).toMatchObject({
			level: 'ok',
			hashtagCount: 3,
		})
		expect(assessPost('instagram', `Caption\n\n${tags(7)}`).level).toBe('ok')
	})

	test('asks for more below 3 and fewer above 7', () => {
		expect(assessPost('instagram', `Caption ${tags(2)}`)).toMatchObject({
			level: 'warning',
			code: 'instagram-add-hashtags',
		})
		expect(assessPost('instagram', `Caption ${tags(8)}`)).toMatchObject({
			level: 'warning',
			code: 'instagram-too-many-hashtags',
		})
	})

	test('errors over 30 hashtags or 2200 characters', () => {
		expect(assessPost('instagram', tags(31)).code).toBe('instagram-over-hashtag-max')
		expect(assessPost('instagram', `${'a'.repeat(2201)} ${tags(3)}`).code).toBe(
			'instagram-over-max',
		)
	})
})

describe('violatesHardLimit', () => {
	test('holds each platform to the limit it enforces', () => {
		expect(violatesHardLimit('twitter', 'a'.repeat(280))).toBe(false)
		expect(violatesHardLimit('twitter', 'a'.repeat(281))).toBe(true)
		expect(violatesHardLimit('linkedin', 'a'.repeat(3000))).toBe(false)
		expect(violatesHardLimit('linkedin', 'a'.repeat(3001))).toBe(true)
		expect(violatesHardLimit('instagram', 'a'.repeat(2200))).toBe(false)
		expect(violatesHardLimit('instagram', 'a'.repeat(2201))).toBe(true)
		expect(
			violatesHardLimit(
				'instagram',
				Array.from({ length: 31 }, (_, i) => `#t${'x'.repeat(i + 1)}`).join(' '),
			),
		).toBe(true)
	})

	test('counts an emoji-heavy caption in graphemes', () => {
		expect(violatesHardLimit('instagram', '👨‍👩‍👧'.repeat(2200))).toBe(false)
	})
})
