// Social sign-in's first leg and a declined consent, through the OAuth2 strategy that loads at
// the first social sign-in (social-strategy.server.ts, ADR 035). No provider is called.
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { finishSocialSignIn, startSocialSignIn } from '#app/modules/auth/social.server.ts'
import { resetEnvForTests } from '../../server/env.js'

const PROVIDER_ENV = [
	'GOOGLE_CLIENT_ID',
	'GOOGLE_CLIENT_SECRET',
	'APPLE_CLIENT_ID',
	'APPLE_CLIENT_SECRET',
] as const

beforeEach(() => {
	process.env.GOOGLE_CLIENT_ID = 'google-client-id'
	process.env.GOOGLE_CLIENT_SECRET = 'google-client-secret'
	process.env.APPLE_CLIENT_ID = 'apple-client-id'
	process.env.APPLE_CLIENT_SECRET = 'apple-client-secret'
	resetEnvForTests()
})

afterEach(() => {
	for (const name of PROVIDER_ENV) delete process.env[name]
	resetEnvForTests()
})

/** The cookies a response sets, as one Cookie header. */
function cookieHeader(response: Response) {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

describe('social sign-in', () => {
	test('sends the browser to the provider with PKCE, a state and a state cookie', async () => {
		const response = await startSocialSignIn(
			new Request('http://localhost/api/auth/google?redirectTo=/history'),
			'google',
		)
		expect(response.status).toBe(302)
		const location = new URL(response.headers.get('location') ?? '')
		expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
		expect(location.searchParams.get('client_id')).toBe('google-client-id')
		expect(location.searchParams.get('redirect_uri')).toBe(
			'http://localhost/api/auth/google/callback',
		)
		expect(location.searchParams.get('code_challenge_method')).toBe('S256')
		expect(location.searchParams.get('state')).toBeTruthy()
		const cookies = response.headers.getSetCookie()
		expect(cookies.some((cookie) => cookie.startsWith('oauth2-google'))).toBe(true)
		expect(cookies.some((cookie) => cookie.startsWith('__oauth='))).toBe(true)
	})

	test("Apple's request has no PKCE and asks for a form post back", async () => {
		const response = await startSocialSignIn(
			new Request('http://localhost/api/auth/apple'),
			'apple',
		)
		const location = new URL(response.headers.get('location') ?? '')
		expect(location.origin).toBe('https://appleid.apple.com')
		expect(location.searchParams.get('code_challenge')).toBeNull()
		expect(location.searchParams.get('response_mode')).toBe('form_post')
	})

	test('a declined consent comes back as cancelled, a foreign state as failed', async () => {
		const started = await startSocialSignIn(
			new Request('http://localhost/api/auth/google'),
			'google',
		)
		const state = new URL(started.headers.get('location') ?? '').searchParams.get('state')
		const cookie = cookieHeader(started)

		const declined = await finishSocialSignIn(
			new Request(`http://localhost/api/auth/google/callback?state=${state}&error=access_denied`, {
				headers: { cookie },
			}),
			'google',
		)
		expect(declined.status).toBe(302)
		expect(declined.headers.get('location')).toBe('/signin?error=social-cancelled')

		const foreign = await finishSocialSignIn(
			new Request('http://localhost/api/auth/google/callback?state=not-ours&error=access_denied', {
				headers: { cookie },
			}),
			'google',
		)
		expect(foreign.headers.get('location')).toBe('/signin?error=social-failed')
	})

	test('a provider without a client id and secret is unavailable', async () => {
		const response = await startSocialSignIn(
			new Request('http://localhost/api/auth/twitter'),
			'twitter',
		)
		expect(response.headers.get('location')).toBe('/signin?error=social-unavailable')
	})
})
