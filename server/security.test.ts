import { describe, expect, test } from 'vitest'
import { isCrossSiteWrite, isTokenApiCall } from './security.js'

const host = 'app.example.com'

describe('isCrossSiteWrite', () => {
	test('lets reads through whatever their origin', () => {
		expect(
			isCrossSiteWrite({
				method: 'GET',
				host,
				origin: 'https://evil.example',
				secFetchSite: 'cross-site',
			}),
		).toBe(false)
	})

	test('accepts a post from the same host', () => {
		expect(
			isCrossSiteWrite({
				method: 'POST',
				host,
				origin: 'https://app.example.com',
				secFetchSite: 'same-origin',
			}),
		).toBe(false)
	})

	test('refuses a post whose Origin names another site', () => {
		expect(
			isCrossSiteWrite({
				method: 'POST',
				host,
				origin: 'https://evil.example',
				secFetchSite: undefined,
			}),
		).toBe(true)
	})

	test('accepts a configured public origin behind a proxy', () => {
		expect(
			isCrossSiteWrite({
				method: 'POST',
				host: 'internal:8080',
				origin: 'https://app.example.com',
				secFetchSite: 'same-origin',
				allowedOrigins: ['https://app.example.com'],
			}),
		).toBe(false)
	})

	test('refuses Origin null unless the browser says same-origin', () => {
		expect(
			isCrossSiteWrite({ method: 'POST', host, origin: 'null', secFetchSite: 'cross-site' }),
		).toBe(true)
		expect(
			isCrossSiteWrite({ method: 'POST', host, origin: 'null', secFetchSite: undefined }),
		).toBe(true)
		expect(
			isCrossSiteWrite({ method: 'POST', host, origin: 'null', secFetchSite: 'same-origin' }),
		).toBe(false)
	})

	test('refuses a post the browser marks cross-site even without Origin', () => {
		expect(
			isCrossSiteWrite({ method: 'POST', host, origin: undefined, secFetchSite: 'cross-site' }),
		).toBe(true)
	})

	test('lets non-browser clients without Origin through (curl, webhooks)', () => {
		expect(
			isCrossSiteWrite({ method: 'POST', host, origin: undefined, secFetchSite: undefined }),
		).toBe(false)
	})
})

describe('isTokenApiCall', () => {
	test('an /api/* call with an Authorization header is judged by its token, not its origin', () => {
		expect(isTokenApiCall({ path: '/api/generate', authorization: 'Bearer vc_abc' })).toBe(true)
	})

	test('pages and cookie calls keep the cross-site check', () => {
		expect(isTokenApiCall({ path: '/settings/api', authorization: 'Bearer vc_abc' })).toBe(false)
		expect(isTokenApiCall({ path: '/api/generate', authorization: undefined })).toBe(false)
		expect(isTokenApiCall({ path: '/api/generate', authorization: '' })).toBe(false)
	})
})
