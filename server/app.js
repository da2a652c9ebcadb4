// The Express app around the React Router request handler: request ids, one structured log line
// and one metrics sample per request, compression, security headers, the cross-site write check,
// /metrics and static assets.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { replayWritesToPrimary } from './litefs.js'
import { requestLogger as defaultRequestLogger } from './logger.js'
import { createRouteLabeler, metricsEndpoint, observeRequests } from './observability.js'
import { isCrossSiteWrite, isTokenApiCall } from './security.js'

// Sign in with Apple returns to its callback with a cross-site form POST. That route only turns
// the POST into a same-site GET and changes nothing, so it is let through.
const CROSS_SITE_POST_PATHS = new Set(['/api/auth/apple/callback'])

const UPLOAD_PATHS = new Set(['/resources/upload', '/api/upload'])
const MAX_FORM_BYTES = 1024 * 1024

/**
 * Fly.io's edge sets Fly-Client-IP and overwrites any value a client sent, so behind it that is
 * the address to trust; elsewhere Express's one-hop `req.ip`.
 * @param {import('express').Request} req
 * @param {import('./env.js').AppEnv} env
 */
function clientIp(req, env) {
	if (env.TRUST_PROXY) {
		const fly = req.get('fly-client-ip')
		if (fly) return fly
	}
	return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

/**
 * Leaves only the encodings the compression middleware should use: without `br` and `zstd`
 * in Accept-Encoding it picks gzip. Nothing after it reads the header.
 * @type {import('express').RequestHandler}
 */
export function preferGzip(req, _res, next) {
	const accepted = req.headers['accept-encoding']
	if (accepted && /\b(?:br|zstd)\b/i.test(accepted)) {
		req.headers['accept-encoding'] = accepted
			.split(',')
			.filter((part) => !/^\s*(?:br|zstd)\b/i.test(part))
			.join(',')
	}
	next()
}

/**
 * The URL paths of the files at the top of the client build outside /assets (public/ copied in).
 * @param {string} clientDir
 * @returns {Set<string>}
 */
export function listPublicFiles(clientDir) {
	/** @type {Set<string>} */
	const files = new Set()
	/** @param {string} dir @param {string} prefix */
	const walk = (dir, prefix) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			if (prefix === '' && entry.name === 'assets') continue
			if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`)
			else files.add(`${prefix}/${entry.name}`)
		}
	}
	if (fs.existsSync(clientDir)) walk(clientDir, '')
	return files
}

/**
 * @param {{ build: any | (() => Promise<any>), env: import('./env.js').AppEnv, clientDir?: string, viteMiddleware?: import('express').RequestHandler, requestLogger?: import('pino').Logger }} options
 */
export function createApp({
	build,
	env,
	clientDir,
	viteMiddleware,
	requestLogger = defaultRequestLogger,
}) {
	const app = express()
	app.disable('x-powered-by')
	// Behind one proxy, the client is the last X-Forwarded-For entry that proxy added; `true`
	// would take the first entry, which the client writes itself (and could rotate to dodge
	// every per-IP limit).
	if (env.TRUST_PROXY) app.set('trust proxy', 1)

	app.use(
		observeRequests({
			logger: requestLogger,
			logRequests: env.LOG_REQUESTS,
			trustProxy: env.TRUST_PROXY,
			// In development the build is a function (Vite reloads it): no patterns to read.
			routeLabel: createRouteLabeler(typeof build === 'function' ? undefined : build),
		}),
	)
	app.use((req, res, next) => {
		res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
		// Internal headers the app reads; whatever a client sent under these names is replaced.
		req.headers['x-csp-nonce'] = res.locals.cspNonce
		req.headers['x-client-ip'] = clientIp(req, env)
		next()
	})

	// Before compression and the page handler: Prometheus reads it with its token (or 404).
	app.get('/metrics', metricsEndpoint(env.METRICS_TOKEN))

	// A response can go out before the request's body was read (a signed-out POST redirected to
	// sign in, a form refused before parsing). The React Router adapter pauses the body then, and
	// the kept-alive connection would stall and be reset under the client's next request. Once
	// the response is done, the rest of such a body is read and dropped.
	app.use((req, res, next) => {
		res.on('finish', () => {
			if (req.complete) return
			req.removeAllListeners('data')
			req.resume()
		})
		next()
	})

	// The optional Google Analytics tag (issue 13): its hosts are allowed only when it is configured.
	const gaScript = env.GA_MEASUREMENT_ID ? ['https://www.googletagmanager.com'] : []
	const gaConnect = env.GA_MEASUREMENT_ID
		? [
				'https://*.google-analytics.com',
				'https://*.analytics.google.com',
				'https://*.googletagmanager.com',
			]
		: []

	// Measured on /signin (ADR 019): Brotli, which browsers prefer, cost 6 ms of CPU per page
	// (twice the whole render; zlib sets up a large Brotli state for every response) against 1 ms
	// for gzip, for the same 7 kB. So dynamic responses are gzipped, never Brotli or zstd, and a
	// response that fits in one TCP segment anyway (about 1.4 kB) is sent as it is.
	app.use(preferGzip)
	app.use(compression({ threshold: 1400 }))
	app.use(
		helmet({
			contentSecurityPolicy: {
				useDefaults: true,
				directives: {
					'script-src': [
						"'self'",
						(_req, res) => `'nonce-${/** @type {any} */ (res).locals.cspNonce}'`,
						...gaScript,
					],
					'style-src': ["'self'", "'unsafe-inline'"],
					'img-src': ["'self'", 'data:', 'https:'],
					'connect-src': [
						"'self'",
						...(env.NODE_ENV === 'development' ? ['ws:'] : []),
						...gaConnect,
					],
					// A no-JS plan change posts here and is redirected to Stripe's checkout or portal.
					'form-action': ["'self'", 'https://checkout.stripe.com', 'https://billing.stripe.com'],
					'upgrade-insecure-requests': env.COOKIE_SECURE ? [] : null,
				},
			},
			strictTransportSecurity: env.COOKIE_SECURE,
			crossOriginEmbedderPolicy: false,
			// Unlike no-referrer, this keeps a real Origin header on same-site form posts.
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		}),
	)

	// Forms and JSON are small; only the upload routes stream more (and cap it at 5 MB there).
	app.use((req, res, next) => {
		if (req.method === 'GET' || req.method === 'HEAD' || UPLOAD_PATHS.has(req.path)) return next()
		const length = req.get('content-length')
		if (length === undefined && req.get('transfer-encoding')) {
			res.status(411).json({ message: 'A Content-Length is required', code: 'LENGTH_REQUIRED' })
			return
		}
		if (Number(length ?? 0) > MAX_FORM_BYTES) {
			res.status(413).json({ message: 'Request body too large', code: 'BODY_TOO_LARGE' })
			return
		}
		next()
	})

	app.use((req, res, next) => {
		const crossSite = isCrossSiteWrite({
			method: req.method,
			host: req.get('host'),
			origin: req.get('origin'),
			secFetchSite: req.get('sec-fetch-site'),
			allowedOrigins: env.APP_URL ? [new URL(env.APP_URL).origin] : [],
		})
		const tokenCall = isTokenApiCall({ path: req.path, authorization: req.get('authorization') })
		if (crossSite && !tokenCall && !CROSS_SITE_POST_PATHS.has(req.path)) {
			res.status(403).json({ message: 'Cross-site request refused', code: 'CROSS_SITE' })
			return
		}
		next()
	})

	if (env.LITEFS_DIR) app.use(replayWritesToPrimary({ litefsDir: env.LITEFS_DIR }))

	if (viteMiddleware) {
		app.use(viteMiddleware)
	} else if (clientDir) {
		// Fingerprinted assets never change; everything else in public/ may.
		app.use(
			'/assets',
			express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
		)
		// The files beside /assets (favicon and the like) are listed once at start: a page request
		// then skips express.static, whose file-system lookup for a path that is no file was the
		// largest single cost of serving /signin (ADR 019).
		const publicFiles = listPublicFiles(clientDir)
		const servePublic = express.static(clientDir, { maxAge: '1h', index: false })
		app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()))
	}

	app.use(
		createRequestHandler({
			build,
			mode: env.NODE_ENV === 'development' ? 'development' : 'production',
		}),
	)
	return app
}
