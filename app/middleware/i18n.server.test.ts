import { expect, test } from 'vitest'
import { detectLanguage, languageCookie, languageFromAcceptLanguage } from './i18n.server.ts'

test('Accept-Language picks the highest-weighted language we have, by its primary subtag', () => {
	expect(languageFromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt')
	expect(languageFromAcceptLanguage('fr-FR, es;q=0.7, en;q=0.9')).toBe('en')
	expect(languageFromAcceptLanguage('de, es-MX;q=0.5')).toBe('es')
})

test('Accept-Language without a language of ours, with q=0 or garbled, says nothing', () => {
	expect(languageFromAcceptLanguage('de-DE,fr;q=0.5,*;q=0.1')).toBeNull()
	expect(languageFromAcceptLanguage('es;q=0')).toBeNull()
	expect(languageFromAcceptLanguage(';;;,q=,')).toBeNull()
	expect(languageFromAcceptLanguage(null)).toBeNull()
})

test('?lng= wins over the cookie, which wins over Accept-Language; English otherwise', async () => {
	const cookie = await languageCookie.serialize('pt')
	const request = (url: string, headers: Record<string, string> = {}) =>
		new Request(`http://localhost${url}`, { headers })
	expect(await detectLanguage(request('/?lng=es', { cookie, 'accept-language': 'en' }))).toBe('es')
	expect(await detectLanguage(request('/', { cookie, 'accept-language': 'es' }))).toBe('pt')
	expect(await detectLanguage(request('/?lng=xx', { 'accept-language': 'es-AR' }))).toBe('es')
	expect(await detectLanguage(request('/', { 'accept-language': 'ja' }))).toBe('en')
})
