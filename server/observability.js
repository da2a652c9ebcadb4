// Per-request observability: a request id (sent back as X-Request-Id, and given to the app as a
// request header), one structured log line and one histogram sample per request, and the
// Prometheus endpoint. Kept cheap: no per-request allocation beyond the id and the log object.
import crypto from 'node:crypto'
import { metrics } from './metrics.js'

const INCOMING_ID = /^[\w.:-]{8,128}$/

/**
 * The id a proxy we trust gave the request (Fly's edge sets Fly-Request-Id), else a fresh one.
 * @param {import('express').Request} req
 * @param {boolean} trustProxy
 */
export function requestIdOf(req, trustProxy) {
	if (trustProxy) {
		const given = req.get('x-request-id') ?? req.get('fly-request-id')
		if (given && INCOMING_ID.test(given)) return given
	}
	return crypto.randomUUID()
}

/**
 * Route patterns from the React Router build, so that metrics are labelled `/reels/download/:id`
 * and not one label per id. Anything else gets a fixed label: the label set stays bounded
 * whatever paths clients send.
 * @param {{ routes?: Record<string, { path?: string, parentId?: string, index?: boolean }> } | undefined} build
 * @returns {(path: string, status: number) => string}
 */
export function createRouteLabeler(build) {
	/** @type {{ pattern: string, regex: RegExp }[]} */
	const patterns = []
	const routes = build?.routes ?? {}
	for (const [id, route] of Object.entries(routes)) {
		const segments = []
		for (let current = route; current; current = routes[current.parentId ?? '']) {
			if (current.path) segments.unshift(current.path)
			if (!current.parentId) break
		}
		const pattern = `/${segments.join('/')}`.replace(/\/+/g, '/')
		if (pattern.includes('*') || id === 'root') continue
		const regex = new RegExp(
			`^${pattern
				.split('/')
				.map((part) =>
					part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
				)
				.join('/')}/?$`,
		)
		patterns.push({ pattern, regex })
	}
	const exact = new Map(
		patterns.filter((p) => !p.pattern.includes(':')).map((p) => [p.pattern, p.pattern]),
	)
	const dynamic = patterns.filter((p) => p.pattern.includes(':'))
	return (path, status) => {
		// Single-fetch data requests (`/history.data`) belong to their page.
		const page = path.endsWith('.data') ? path.slice(0, -5) || '/' : path
		const known = exact.get(page) ?? exact.get(page.replace(/\/$/, ''))
		if (known) return known
		for (const { pattern, regex } of dynamic) if (regex.test(page)) return pattern
		if (path === '/metrics') return '/metrics'
		if (path.startsWith('/assets/')) return '/assets/*'
		return status === 404 ? 'not_found' : 'other'
	}
}

/**
 * @param {{ logger: import('pino').Logger, logRequests: boolean, trustProxy: boolean, routeLabel: (path: string, status: number) => string }} options
 * @returns {import('express').RequestHandler}
 */
export function observeRequests({ logger, logRequests, trustProxy, routeLabel }) {
	return (req, res, next) => {
		const started = process.hrtime.bigint()
		const id = requestIdOf(req, trustProxy)
		// The app reads it from here (whatever a client sent under this name is replaced).
		req.headers['x-request-id'] = id
		res.setHeader('X-Request-Id', id)
		res.on('finish', () => {
			const seconds = Number(process.hrtime.bigint() - started) / 1e9
			const status = res.statusCode
			metrics.httpDuration.observe(
				{ method: req.method, route: routeLabel(req.path, status), status },
				seconds,
			)
			if (logRequests) {
				// Path only: query strings can carry tokens (reset links, OAuth codes).
				logger.info({
					reqId: id,
					method: req.method,
					path: req.path,
					status,
					ms: Math.round(seconds * 1e4) / 10,
				})
			}
		})
		next()
	}
}

/**
 * GET /metrics for Prometheus, only with `Authorization: Bearer <token>`. Without a token
 * configured the endpoint does not exist (404), so nothing is exposed by default.
 * @param {string | undefined} token
 * @returns {import('express').RequestHandler}
 */
export function metricsEndpoint(token) {
	const expected = token ? Buffer.from(`Bearer ${token}`) : null
	return async (req, res) => {
		if (!expected) {
			res.status(404).type('text/plain').send('Not found')
			return
		}
		const given = Buffer.from(req.get('authorization') ?? '')
		if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
			res.set('WWW-Authenticate', 'Bearer realm="metrics"')
			res.status(401).type('text/plain').send('A valid metrics token is required')
			return
		}
		res.set('Cache-Control', 'no-store')
		res.type(metrics.registry.contentType).send(await metrics.registry.metrics())
	}
}
