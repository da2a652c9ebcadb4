import { expect, test } from 'vitest'
import { createI18n } from './create-i18n.ts'
import { supportedLanguages } from './languages.ts'
import { resources } from './resources.ts'
import { cachedTranslator, createTranslator } from './translator.ts'

type Tree = Record<string, unknown>

function keysOf(tree: Tree, prefix = ''): string[] {
	return Object.entries(tree).flatMap(([key, value]) =>
		value && typeof value === 'object'
			? keysOf(value as Tree, `${prefix}${key}.`)
			: [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
	)
}

test('says what i18next says for every message of every language, plurals and values included', () => {
	for (const language of supportedLanguages) {
		const messages = resources[language].translation as Tree
		const i18next = createI18n(language, messages)
		const ours = createTranslator(language, messages)
		const keys = [...new Set(keysOf(messages))]
		expect(keys.length).toBeGreaterThan(500)
		for (const key of keys) {
			for (const options of [
				undefined,
				{ count: 0 },
				{ count: 1 },
				{ count: 2 },
				{ count: 5 },
				{ count: 21, name: 'Ana', email: 'ana@example.com', plan: 'Agency', days: 14 },
			]) {
				expect(ours.t(key, options), `${language} ${key} ${JSON.stringify(options)}`).toBe(
					i18next.t(key, options),
				)
			}
		}
	}
})

test('a missing key is the key, or the default given', () => {
	const { t } = createTranslator('en', { a: { b: 'B' } })
	expect(t('a.c')).toBe('a.c')
	expect(t('a.c', { defaultValue: 'Fallback' })).toBe('Fallback')
	expect(t('a.b.c')).toBe('a.b.c')
})

test('plural forms follow the language: zero is plural in Spanish, singular in Portuguese', () => {
	const messages = { days_one: '{{count}} día', days_other: '{{count}} días' }
	const spanish = createTranslator('es', messages).t
	expect(spanish('days', { count: 1 })).toBe('1 día')
	expect(spanish('days', { count: 0 })).toBe('0 días')
	expect(spanish('days', { count: 3 })).toBe('3 días')
	const portuguese = createTranslator('pt', { d_one: '{{count}} dia', d_other: '{{count}} dias' }).t
	expect(portuguese('d', { count: 0 })).toBe('0 dia')
	expect(portuguese('d', { count: 2 })).toBe('2 dias')
})

test('the same messages object gives the same translator', () => {
	const messages = { a: 'b' }
	expect(cachedTranslator('es', messages)).toBe(cachedTranslator('es', messages))
	expect(cachedTranslator('es', { a: 'b' })).not.toBe(cachedTranslator('es', messages))
})
