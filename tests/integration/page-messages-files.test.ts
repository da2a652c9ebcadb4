// The messages file a page loads (ADR 020): /resources/messages/<language>.(js|json).
import { expect, test } from 'vitest'
import { loader } from '#app/routes/resources/messages.ts'
import { messagesFor, messagesRefFor } from '#app/modules/i18n/messages.server.ts'
import { messagesScript, messagesUrl } from '#app/modules/i18n/message-store.ts'

function get(url: string, file: string) {
	const request = new Request(`http://localhost${url}`)
	return loader({ request, params: { file } } as never) as Response
}

test("a page's current file is its messages, cached for a year", async () => {
	const ref = messagesRefFor('es', 'history')
	const json = get(messagesUrl(ref, 'json'), 'es.json')
	expect(json.status).toBe(200)
	expect(json.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
	expect(await json.json()).toEqual(messagesFor('es', 'history'))

	const script = get(messagesUrl(ref, 'js'), 'es.js')
	expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
	const body = await script.text()
	expect(body).toBe(messagesScript(ref, messagesFor('es', 'history')))
	// Run as the browser would: the messages are filed under the page's reference.
	const window: { __vcMessages?: Record<string, unknown> } = {}
	new Function('window', body)(window)
	expect(window.__vcMessages?.[`es /history ${ref.version}`]).toEqual(messagesFor('es', 'history'))
})

test('a version from before a deploy gets the current messages, not cached, under its name', async () => {
	const ref = messagesRefFor('pt', 'history')
	const stale = { ...ref, version: 'old0000000' }
	const response = get(messagesUrl(stale, 'js'), 'pt.js')
	expect(response.headers.get('cache-control')).toBe('no-cache')
	expect(await response.text()).toBe(messagesScript(stale, messagesFor('pt', 'history')))
})

test('the version changes with the content: each page and language has its own', () => {
	const versions = new Set(
		(['en', 'es', 'pt'] as const).flatMap((language) =>
			['', 'history', 'voices'].map((page) => messagesRefFor(language, page).version),
		),
	)
	expect(versions.size).toBe(9)
})

test('an unknown language, page or file name is a 404, and nothing is cached for it', () => {
	expect(get('/resources/messages/de.json?page=%2Fhistory', 'de.json').status).toBe(404)
	expect(get('/resources/messages/en.json?page=%2Fnope', 'en.json').status).toBe(404)
	expect(get('/resources/messages/en.css?page=%2Fhistory', 'en.css').status).toBe(404)
	expect(get('/resources/messages/en.json', 'en.json').status).toBe(404)
	// '*' is a page not listed: every message of the language.
	expect(get('/resources/messages/en.json?page=*', 'en.json').status).toBe(200)
})
