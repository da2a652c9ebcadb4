import { afterEach, describe, expect, test } from 'vitest'
import { createApp } from './app.js'
import { getEnv, resetEnvForTests } from './env.js'

// The content-security policy allows Google's hosts only when the optional tag is configured.

async function cspFor(measurementId: string | undefined) {
	if (measurementId) process.env.GA_MEASUREMENT_ID = measurementId
	else delete process.env.GA_MEASUREMENT_ID
	resetEnvForTests()
	const app = createApp({
		// Never reached: the static file handler answers first.
		build: () => Promise.reject(new Error('no build in this test')),
		env: getEnv(),
		clientDir: new URL('../public', import.meta.url).pathname,
	})
	const server = app.listen(0)
	try {
		const { port } = server.address() as { port: number }
		const response = await fetch(`http://127.0.0.1:${port}/favicon.svg`)
		return response.headers.get('content-security-policy') ?? ''
	} finally {
		server.close()
	}
}

afterEach(() => {
	delete process.env.GA_MEASUREMENT_ID
	resetEnvForTests()
})

describe('content-security policy and Google Analytics', () => {
	test('without GA_MEASUREMENT_ID no Google host is allowed', async () => {
		const csp = await cspFor(undefined)
		expect(csp).toContain("script-src 'self' 'nonce-")
		expect(csp).not.toContain('google')
	})

	test('with GA_MEASUREMENT_ID exactly the tag and its collection hosts are allowed', async () => {
		const csp = await cspFor('G-TEST12345')
		const directive = (name: string) =>
			csp
				.split(';')
				.map((part) => part.trim())
				.find((part) => part.startsWith(`${name} `)) ?? ''
		expect(directive('script-src')).toContain('https://www.googletagmanager.com')
		expect(directive('connect-src')).toContain('https://*.google-analytics.com')
		expect(directive('img-src')).not.toContain('googletagmanager')
		expect(directive('frame-src')).toBe('')
	})
})
