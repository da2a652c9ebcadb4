// The figures /metrics reports come from the app's real paths: generations through the API,
// refusals at the quota, webhook outcomes and mail failures; and the health check's write probe.
import { afterEach, expect, test } from 'vitest'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { handleStripeWebhook } from '#app/modules/billing/webhook.server.ts'
import { loader as healthcheckLoader } from '#app/routes/resources/healthcheck.ts'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { prisma } from '#app/utils/db.server.ts'
import { metrics } from '#app/utils/metrics.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { resetEnvForTests } from '../../server/env.js'
import { createTestUser, jsonRequest, routeArgs, settle } from './helpers.ts'

const saved = { ...process.env }
afterEach(() => {
	process.env = { ...saved }
	resetEnvForTests()
})

/** The current value of one series of a metric (0 when it has none yet). */
async function value(name: string, labels: Record<string, string>, field = '') {
	const metric = metrics.registry.getSingleMetric(name)
	const data = await metric?.get()
	const sample = data?.values.find(
		(v) =>
			(field ? (v as { metricName?: string }).metricName === `${name}${field}` : true) &&
			Object.entries(labels).every(([key, expected]) => String(v.labels[key]) === expected),
	)
	return sample?.value ?? 0
}

test('generations are timed by engine and kind, and refusals at the quota are counted', async () => {
	const { cookie } = await createTestUser()
	const body = {
		sourceContent: fixtureText('english-newsletter'),
		brandVoice: 'Friendly and straightforward.',
		contentGoal: 'Drive traffic to the blog',
	}
	const timedBefore = await value(
		'generation_duration_seconds',
		{ engine: 'built-in', kind: 'posts' },
		'_count',
	)
	const refusedBefore = await value('quota_refusals_total', { kind: 'posts' })
	// The Free plan allows three generations of posts a month.
	for (let i = 0; i < 3; i++) {
		const response = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
		)
		expect(response.status).toBe(200)
	}
	const refused = await settle(() =>
		generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
	)
	expect(refused.status).toBe(429)
	expect(
		await value('generation_duration_seconds', { engine: 'built-in', kind: 'posts' }, '_count'),
	).toBe(timedBefore + 3)
	expect(await value('quota_refusals_total', { kind: 'posts' })).toBe(refusedBefore + 1)
})

test('webhook outcomes and mail failures are counted', async () => {
	const notConfigured = await value('webhook_events_total', {
		provider: 'stripe',
		outcome: 'not_configured',
	})
	const response = await handleStripeWebhook(
		new Request('http://localhost/webhooks/stripe', { method: 'POST', body: '{}' }),
	)
	expect(response.status).toBe(404)
	expect(
		await value('webhook_events_total', { provider: 'stripe', outcome: 'not_configured' }),
	).toBe(notConfigured + 1)

	// An SMTP server that is not there: the send fails, and the failure is counted.
	process.env.SMTP_URL = 'smtp://127.0.0.1:9'
	resetEnvForTests()
	const failedBefore = await value('mail_failures_total', { transport: 'smtp' })
	await expect(
		sendEmail({ to: 'someone@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
	).rejects.toThrow()
	expect(await value('mail_failures_total', { transport: 'smtp' })).toBe(failedBefore + 1)
})

test('the health check reads the database and, on a machine that writes, takes the write lock without changing anything', async () => {
	const response = await healthcheckLoader()
	expect(response.status).toBe(200)
	expect(await response.json()).toEqual({
		ok: true,
		role: 'standalone',
		database: 'ok',
		write: 'ok',
	})
	const probe = await prisma.$queryRaw<
		unknown[]
	>`SELECT name FROM sqlite_master WHERE name = '_health_probe'`
	expect(probe).toEqual([])
})
