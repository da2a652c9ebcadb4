import { expect, test } from 'vitest'
import { rememberMessages } from '#app/modules/i18n/message-store.ts'
import { messageAt, translatedTitle } from './meta.ts'

const ref = { language: 'es' as const, page: '/meta-test', version: 'v1' }
rememberMessages(ref, { signin: { title: 'Iniciar sesión' } })
const matches = [{ id: 'root', loaderData: { messages: ref } }, { id: 'page' }]

test("a page's title is its message in the page's language, then the product name", () => {
	expect(translatedTitle(matches, 'signin.title')).toEqual([{ title: 'Iniciar sesión · Vibecast' }])
	expect(messageAt(matches, 'signin.title')).toBe('Iniciar sesión')
})

test('without the message (or the root data) the title is the product name alone', () => {
	expect(translatedTitle(matches, 'signin.missing')).toEqual([{ title: 'Vibecast' }])
	expect(translatedTitle([{ id: 'page' }], 'signin.title')).toEqual([{ title: 'Vibecast' }])
	expect(messageAt(matches, 'signin')).toBeNull()
})
