import { describe, expect, it } from 'vitest'
import { CATEGORY_LABELS, HOOK_COPY } from './hook-copy.ts'
import { HOOK_TYPES, REEL_CATEGORIES } from './reel-options.ts'

const languages = ['en', 'es', 'pt'] as const

describe('hook and category copy', () => {
	it('has a label, an explanation and an example for every hook type in every language', () => {
		for (const hook of HOOK_TYPES) {
			for (const language of languages) {
				const copy = HOOK_COPY[hook][language]
				expect(copy.label.trim(), `${hook}/${language}`).not.toBe('')
				expect(copy.explanation.length, `${hook}/${language}`).toBeGreaterThan(20)
				expect(copy.example.length, `${hook}/${language}`).toBeGreaterThan(15)
			}
		}
	})

	it('writes Spanish and Portuguese examples of their own rather than copies of the English', () => {
		for (const hook of HOOK_TYPES) {
			expect(HOOK_COPY[hook].es.example).not.toBe(HOOK_COPY[hook].en.example)
			expect(HOOK_COPY[hook].pt.example).not.toBe(HOOK_COPY[hook].es.example)
		}
	})

	it('labels every category in every language, with the English labels of the spec', () => {
		for (const category of REEL_CATEGORIES) {
			for (const language of languages) expect(CATEGORY_LABELS[category][language]).toBeTruthy()
		}
		expect(CATEGORY_LABELS.educational.en).toBe('Educational/Tutorial')
		expect(CATEGORY_LABELS.lifestyle.en).toBe('Day-in-the-life')
	})
})
