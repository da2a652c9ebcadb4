import { expect, test } from 'vitest'
import { cachedI18n } from './create-i18n.ts'

test('the same messages give the same shared instance, which translates them', () => {
	const messages = { greeting: { hello: 'Hola, {{name}}' } }
	const i18n = cachedI18n('es', messages)
	expect(cachedI18n('es', messages)).toBe(i18n)
	expect(i18n.t('greeting.hello', { name: 'Ana' })).toBe('Hola, Ana')
	expect(i18n.language).toBe('es')
	// What react-i18next copies per component: nothing of the instance's own.
	expect(Object.getOwnPropertyNames(i18n)).toEqual([])
})

test('other messages or another language get their own instance', () => {
	const messages = { a: 'b' }
	expect(cachedI18n('pt', messages)).not.toBe(cachedI18n('pt', { a: 'b' }))
	expect(cachedI18n('en', messages).language).toBe('en')
})
