import type { Server } from 'node:http'
import { Writable } from 'node:stream'
import express from 'express'
import { afterEach, describe, expect, test } from 'vitest'
import { createLogger } from './logger.js'
import { metrics } from './metrics.js'
import { createRouteLabeler, metricsEndpoint, observeRequests } from './observability.js'

function captureLogger() {
	const lines: string[] = []
	const destination = new Writable({
		write(chunk, _encoding, callback) {
			lines.push(...String(chunk).split('\n').filter(Boolean))
			callback()
		},
	})
	return { logger: createLogger({ destination }), lines }
}

const servers: Server[] = []
afterEach(() => {
	for (const server of servers.splice(0)) server.close()
})

async function listen(app: express.Express) {
	const server = app.listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((resolve) => server.once('listening', resolve))
	return `http://127.0.0.1:${(server.address() as { port: number }).port}`
}

function appWith(options: { trustProxy?: boolean; token?: string } = {}) {
	const { logger, lines } = captureLogger()
	const app = express()
	app.use(
		observeRequests({
			logger,
			logRequests: true,
			trustProxy: options.trustProxy ?? false,
			routeLabel: createRouteLabeler(undefined),
		}),
	)
	app.get('/metrics', metricsEndpoint(options.token))
	app.get('/echo', (req, res) => {
		res.json({ id: req.headers['x-request-id'] })
	})
	app.get('/reset-password', (_req, res) => {
		res.send('ok')
	})
	return { app, lines }
}

describe('logs', () => {
	test('secrets in logged objects are replaced, at the top level and one level down', () => {
		const { logger, lines } = captureLogger()
		logger.info(
			{
				password: 'hunter2-password',
				token: 'reset-token-value',
				SESSION_SECRET: 'session-secret-value',
				user: { apiKey: 'sk-live-abcdef', email: 'a@b.co' },
				req: { headers: { authorization: 'Bearer abc.def', cookie: '__session=xyz' } },
				config: { ENCRYPTION_KEY: 'f'.repeat(64), STRIPE_SECRET_KEY: 'sk_live_123' },
			},
			'signed in',
		)
		const line = lines.join('\n')
		for (const secret of [
			'hunter2-password',
			'reset-token-value',
			'session-secret-value',
			'sk-live-abcdef',
			'Bearer abc.def',
			'__session=xyz',
			'f'.repeat(64),
			'sk_live_123',
		]) {
			expect(line).not.toContain(secret)
		}
		const entry = JSON.parse(lines[0] ?? '{}')
		expect(entry).toMatchObject({ level: 'info', msg: 'signed in', password: '[Redacted]' })
		expect(entry.user).toEqual({ apiKey: '[Redacted]', email: 'a@b.co' })
	})

	test('each request gets an id, sent back as X-Request-Id, given to the app and written in its log line without the query string', async () => {
		const { app, lines } = appWith()
		const base = await listen(app)
		const response = await fetch(`${base}/echo`, {
			headers: { 'x-request-id': 'client-chosen-id-1' },
		})
		const id = response.headers.get('x-request-id')
		expect(id).toMatch(/^[0-9a-f-]{36}$/)
		// A client cannot choose its id unless a trusted proxy set it.
		expect(id).not.toBe('client-chosen-id-1')
		expect(await response.json()).toEqual({ id })

		await fetch(`${base}/reset-password?token=super-secret-reset-token`)
		await new Promise((resolve) => setTimeout(resolve, 20))
		const entries = lines.map((line) => JSON.parse(line))
		expect(entries[0]).toMatchObject({ reqId: id, method: 'GET', path: '/echo', status: 200 })
		expect(typeof entries[0].ms).toBe('number')
		expect(entries[1]).toMatchObject({ path: '/reset-password' })
		expect(lines.join('\n')).not.toContain('super-secret-reset-token')
	})

	test("behind Fly's proxy the edge's request id is kept", async () => {
		const { app } = appWith({ trustProxy: true })
		const base = await listen(app)
		const response = await fetch(`${base}/echo`, {
			headers: { 'fly-request-id': '01JDEADBEEF-iad' },
		})
		expect(response.headers.get('x-request-id')).toBe('01JDEADBEEF-iad')
	})
})

describe('/metrics', () => {
	test('does not exist without METRICS_TOKEN, and wants the token when it is set', async () => {
		const off = await listen(appWith().app)
		expect((await fetch(`${off}/metrics`)).status).toBe(404)

		const base = await listen(appWith({ token: 'metrics-token-0123456789' }).app)
		expect((await fetch(`${base}/metrics`)).status).toBe(401)
		const wrong = await fetch(`${base}/metrics`, {
			headers: { authorization: 'Bearer metrics-token-0123456780' },
		})
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/)
	})

	test('serves request durations by route, generation, quota, webhook and mail figures, event-loop lag and heap', async () => {
		const base = await listen(appWith({ token: 'metrics-token-0123456789' }).app)
		await fetch(`${base}/echo`)
		metrics.generationDuration.observe({ engine: 'built-in', kind: 'posts' }, 0.02)
		const response = await fetch(`${base}/metrics`, {
			headers: { authorization: 'Bearer metrics-token-0123456789' },
		})
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
		const body = await response.text()
		expect(body).toMatch(
			/http_request_duration_seconds_count\{method="GET",route="other",status="200"\} \d+/,
		)
		expect(body).toMatch(/generation_duration_seconds_count\{engine="built-in",kind="posts"\} \d+/)
		for (const name of [
			'generation_failures_total',
			'quota_refusals_total',
			'webhook_events_total',
			'mail_failures_total',
			'nodejs_eventloop_lag_seconds',
			'nodejs_heap_size_used_bytes',
			'process_resident_memory_bytes',
		]) {
			expect(body).toContain(`# TYPE ${name}`)
		}
	})
})

describe('route labels', () => {
	const label = createRouteLabeler({
		routes: {
			root: { path: '' },
			'routes/_index': { index: true, parentId: 'root' },
			'routes/history': { path: 'history', parentId: 'root' },
			'routes/reels/download': { path: 'reels/download/:id', parentId: 'root' },
			'routes/api/auth.social-callback': { path: 'api/auth/:provider/callback', parentId: 'root' },
			'routes/not-found': { path: '*', parentId: 'root' },
		},
	})

	test('use the route pattern, so ids do not make a label each', () => {
		expect(label('/', 200)).toBe('/')
		expect(label('/history', 200)).toBe('/history')
		expect(label('/history.data', 200)).toBe('/history')
		expect(label('/reels/download/cmwtq0z2v0000o57d4eg1en8f', 200)).toBe('/reels/download/:id')
		expect(label('/api/auth/google/callback', 302)).toBe('/api/auth/:provider/callback')
	})

	test('whatever paths clients invent, the label set stays small', () => {
		expect(label('/wp-admin/setup.php', 404)).toBe('not_found')
		expect(label('/assets/entry.client-abc123.js', 200)).toBe('/assets/*')
		expect(label('/favicon.ico', 200)).toBe('other')
	})
})
