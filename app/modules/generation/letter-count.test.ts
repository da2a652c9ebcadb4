import { describe, expect, test } from 'vitest'
import {
	letterCount,
	letterRunCount,
	shortLetterRuns,
	spacedWords,
	whitespaceCount,
	wordRunCount,
} from './letter-count.ts'

const byMatch = (text: string) => (text.match(/\p{L}/gu) ?? []).length

describe('letterCount', () => {
	test('counts letters as a /\\p{L}/gu match does', () => {
		for (const text of [
			'',
			'   ',
			'Hello, world!',
			'¿Qué pasó? Ação e coração.',
			'2019 was 3.5× better — 100%',
			'ＡＢＣ 漢字 かな',
			'𝐀𝐁𝐂 math letters', // outside the BMP: a surrogate pair each
			'emoji 🚀✨ are not letters',
			'e\u0301 combining mark',
			'\ud835 lone high, lone low \udc00',
		])
			expect(letterCount(text), JSON.stringify(text)).toBe(byMatch(text))
	})

	test('agrees with the match on random strings of mixed code points', () => {
		const pool = [
			'a',
			'Z',
			'é',
			'ß',
			'中',
			'1',
			' ',
			'.',
			'🚀',
			'𝐀',
			'\u0301',
			'\ud835',
			'\udc00',
			'_',
		]
		let seed = 7
		const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
		for (let i = 0; i < 2000; i++) {
			let text = ''
			for (let k = Math.floor(next() * 30); k > 0; k--)
				text += pool[Math.floor(next() * pool.length)]
			expect(letterCount(text)).toBe(byMatch(text))
		}
	})
})

describe('whitespaceCount', () => {
	test('counts exactly the code units /\\s/u matches, over the whole BMP', () => {
		for (let unit = 0; unit <= 0xffff; unit++) {
			const char = String.fromCharCode(unit)
			expect(whitespaceCount(char), unit.toString(16)).toBe(/\s/u.test(char) ? 1 : 0)
		}
		const text = ' a\tb\n\u00a0c\u2003 \u3000d\ufeff 𝐀 '
		expect(whitespaceCount(text)).toBe(text.length - text.replace(/\s/gu, '').length)
	})
})

describe('wordRunCount and spacedWords', () => {
	const runs = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length
	const spaced = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ')

	test('agree with the patterns on every code unit, and on pairs around the table', () => {
		for (let unit = 0; unit <= 0xffff; unit++) {
			const char = String.fromCharCode(unit)
			for (const text of [char, `a${char}b`, `${char}${char}1`]) {
				expect(wordRunCount(text), unit.toString(16)).toBe(runs(text))
				expect(spacedWords(text), unit.toString(16)).toBe(spaced(text))
				expect(letterRunCount(text), unit.toString(16)).toBe((text.match(/\p{L}+/gu) ?? []).length)
			}
			expect(letterCount(`a${char}`), unit.toString(16)).toBe(byMatch(`a${char}`))
		}
	})

	test('agree with the patterns on random strings of mixed code points', () => {
		const pool = ['a', 'Z', 'é', 'ß', '中', '1', '٣', '½', ' ', '.', '’', '—', '🚀', '𝐀', '𝟙']
		const more = ['\u0301', '\ud835', '\udc00', '_', '\u2100', '\u20ac', '\u3000', '\n']
		const all = [...pool, ...more]
		let seed = 39
		const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
		for (let i = 0; i < 5000; i++) {
			let text = ''
			for (let k = Math.floor(next() * 30); k > 0; k--) text += all[Math.floor(next() * all.length)]
			expect(wordRunCount(text), JSON.stringify(text)).toBe(runs(text))
			expect(spacedWords(text), JSON.stringify(text)).toBe(spaced(text))
			expect(letterCount(text), JSON.stringify(text)).toBe(byMatch(text))
			expect(letterRunCount(text), JSON.stringify(text)).toBe((text.match(/\p{L}+/gu) ?? []).length)
			for (const max of [0, 1, 3, 10, 100])
				expect(shortLetterRuns(text, max), JSON.stringify(text)).toEqual(
					(text.match(/\p{L}+/gu) ?? []).filter((run) => run.length <= max),
				)
		}
	})
})
