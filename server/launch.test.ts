import { describe, expect, test } from 'vitest'
import { billingModeOf, type AppEnv } from './env.js'
import { describeStartup, resolveLaunch } from './launch.js'

describe('telling a laptop from a deployment', () => {
	test('npm start on a laptop (NODE_ENV unset) runs production code with test-mode billing', () => {
		const env: Record<string, string | undefined> = {}
		expect(resolveLaunch(env)).toMatchObject({ local: true })
		expect(env).toMatchObject({ NODE_ENV: 'production', BILLING_MODE: 'test' })
	})

	test('NODE_ENV=production is a deployment: nothing is switched on for free', () => {
		const env: Record<string, string | undefined> = { NODE_ENV: 'production' }
		expect(resolveLaunch(env)).toMatchObject({ local: false })
		expect(env.BILLING_MODE).toBeUndefined()
		expect(billingModeOf({ NODE_ENV: 'production' })).toBe('off')
	})

	test.each([
		[{ FLY_APP_NAME: 'vibecast' }],
		[{ APP_URL: 'https://vibecast.example' }],
		[{ LITEFS_DIR: '/litefs' }],
	])('a deployed environment without NODE_ENV still counts as production: %o', (signals) => {
		const env: Record<string, string | undefined> = { ...signals }
		expect(resolveLaunch(env)).toMatchObject({ local: false })
		expect(env.NODE_ENV).toBe('production')
		expect(env.BILLING_MODE).toBeUndefined()
	})

	test('a laptop with a Stripe key or an explicit mode keeps it', () => {
		const withKey: Record<string, string | undefined> = { STRIPE_SECRET_KEY: 'sk_test_x' }
		resolveLaunch(withKey)
		expect(withKey.BILLING_MODE).toBeUndefined()
		const off: Record<string, string | undefined> = { BILLING_MODE: 'off' }
		resolveLaunch(off)
		expect(off.BILLING_MODE).toBe('off')
		const local: Record<string, string | undefined> = { APP_URL: 'http://localhost:3000' }
		expect(resolveLaunch(local)).toMatchObject({ local: true })
	})
})

describe('what the server says at start', () => {
	const base = {
		NODE_ENV: 'production',
		PORT: 3000,
		DATA_DIR: '/srv/data',
		SESSION_SECRET: 'session-secret-that-must-never-be-printed',
		ENCRYPTION_KEY: 'f'.repeat(64),
	} as unknown as AppEnv

	test('production with no keys says plainly what is off, and prints no secret', () => {
		const lines = describeStartup(base, {
			local: false,
			reason: 'NODE_ENV=production',
			heapLimitMb: 204,
			secretsFromFile: true,
		})
		const text = lines.join('\n')
		expect(text).toMatch(/Billing: OFF.*paid plans cannot be bought/)
		expect(text).toMatch(/Mail: no SMTP_URL.*\/srv\/data\/outbox.*never logged/)
		expect(text).toMatch(/Social sign-in: OFF/)
		expect(text).toMatch(/APP_URL: unset/)
		expect(text).toMatch(/heap limit 204 MB/)
		expect(text).not.toContain('session-secret')
		expect(text).not.toContain('f'.repeat(64))
	})

	test('names the SMTP host and the Stripe key kind, never their credentials', () => {
		const text = describeStartup(
			{
				...base,
				SMTP_URL: 'smtps://mailer:hunter2@smtp.example.com:465',
				STRIPE_SECRET_KEY: 'sk_live_abcdef',
				APP_URL: 'https://vibecast.example',
			} as AppEnv,
			{ local: false, reason: 'NODE_ENV=production' },
		).join('\n')
		expect(text).toContain('Mail: SMTP via smtp.example.com:465')
		expect(text).toContain('Billing: Stripe (live key)')
		expect(text).toMatch(/Stripe webhooks: OFF/)
		expect(text).not.toContain('hunter2')
		expect(text).not.toContain('sk_live_abcdef')
	})

	test('a local start says test-mode billing and the outbox', () => {
		const text = describeStartup({ ...base, BILLING_MODE: 'test' } as AppEnv, {
			local: true,
			reason: 'NODE_ENV is unset',
		}).join('\n')
		expect(text).toMatch(/^Local start/)
		expect(text).toMatch(/Billing: TEST MODE/)
	})
})
