import { describe, expect, it } from 'vitest'
import {
	countGraphemes,
	countWords,
	inventedNumbers,
	trimToGraphemes,
	trimToWords,
} from './reel-text.ts'

describe('countWords', () => {
	it('counts accented words, contractions and version numbers as one word each', () => {
		expect(countWords('¿Lo dejas todo para mañana?')).toBe(5)
		expect(countWords("It's Rust 1.62.0 — finally!")).toBe(4)
	})

	it('does not count emoji or punctuation', () => {
		expect(countWords('🚀 — ... !')).toBe(0)
	})
})

describe('countGraphemes', () => {
	it('counts an emoji with modifiers as one character', () => {
		expect(countGraphemes('👍🏽a')).toBe(2)
	})
})

describe('trimToWords', () => {
	it('returns short text unchanged', () => {
		expect(trimToWords('Add sea salt.', 5)).toBe('Add sea salt.')
	})

	it('keeps whole sentences when they fit', () => {
		expect(trimToWords('Add sea salt. Wet your hands and fold the dough gently.', 6)).toBe(
			'Add sea salt.',
		)
	})

	it('cuts a long sentence at a clause break before cutting at a word', () => {
		const text = 'The old code was a mess, and mine was clean and tidy and short!'
		expect(trimToWords(text, 8)).toBe('The old code was a mess…')
	})

	it('ends a step whole before what only qualifies it ("according to…", "or however…")', () => {
		const text =
			'Cook your chosen amount of spaghetti 3-4 minutes under the time on the package according to the directions on the package or however you usually do it.'
		expect(trimToWords(text, 16)).toBe(
			'Cook your chosen amount of spaghetti 3-4 minutes under the time on the package.',
		)
	})

	it('never cuts inside a word and does not end on a dangling article', () => {
		const text = 'Moonlighting means working other professional jobs outside of the company'
		const trimmed = trimToWords(text, 9)
		expect(trimmed).toBe('Moonlighting means working other professional jobs outside…')
		for (const word of trimmed.replace('…', '').split(' ')) expect(text.split(' ')).toContain(word)
	})

	it('does not split a hyphenated compound', () => {
		const trimmed = trimToWords(
			'Desde música clásica a pop-rock incluso bandas sonoras de juegos',
			5,
		)
		expect(trimmed).toBe('Desde música clásica…')
	})
})

describe('trimToGraphemes', () => {
	it('cuts at a sentence end that fits', () => {
		const text = 'First sentence here. Second sentence is longer than the room.'
		expect(trimToGraphemes(text, 30)).toBe('First sentence here.')
	})

	it('keeps line breaks', () => {
		expect(trimToGraphemes('Line one.\n\nLine two is here.', 100)).toBe(
			'Line one.\n\nLine two is here.',
		)
	})
})

describe('inventedNumbers', () => {
	it('lists numbers that the source never states', () => {
		expect(inventedNumbers('Bake 45 minutes at 230 degrees', 'Bake for 45 minutes.')).toEqual([
			'230',
		])
	})

	it('does not accept a number just because it is part of a longer one', () => {
		expect(inventedNumbers('30 g', 'Use 330g warm water')).toEqual(['30'])
	})
})
