// Structured logs: one JSON object a line on stdout (pino), which Fly's log shipping and any log
// store read as they are. Fields that may hold a secret are replaced before a line is written.
import pino from 'pino'

// Keys that carry credentials wherever they appear in a logged object (one level deep, and at
// the top). Paths and messages are never built from query strings or bodies (see app.js).
const SECRET_KEYS = [
	'password',
	'newPassword',
	'currentPassword',
	'token',
	'secret',
	'apiKey',
	'encryptedKey',
	'encryptedSecret',
	'authorization',
	'cookie',
	'set-cookie',
	'SESSION_SECRET',
	'ENCRYPTION_KEY',
	'ENCRYPTION_KEY_PREVIOUS',
	'METRICS_TOKEN',
	'STRIPE_SECRET_KEY',
	'STRIPE_WEBHOOK_SECRET',
	'SMTP_URL',
	'AI_API_KEY',
	'AWS_SECRET_ACCESS_KEY',
]

export const REDACTED_PATHS = [
	...SECRET_KEYS.map((key) => `["${key}"]`),
	...SECRET_KEYS.map((key) => `*["${key}"]`),
	'req.headers.authorization',
	'req.headers.cookie',
	'res.headers["set-cookie"]',
]

/**
 * Writes asynchronously (buffered by sonic-boom, flushed on exit): a synchronous write to a pipe
 * (stdout under LiteFS) stalls the event loop whenever the pipe is full.
 */
export function stdoutDestination() {
	return pino.destination({ dest: 1, sync: false })
}

/**
 * @param {{ level?: string, destination?: import('pino').DestinationStream, redact?: boolean }} [options]
 */
export function createLogger({
	level = process.env.LOG_LEVEL ?? 'info',
	destination = stdoutDestination(),
	redact = true,
} = {}) {
	return pino(
		{
			level,
			base: { pid: process.pid, ...(process.env.FLY_REGION && { region: process.env.FLY_REGION }) },
			timestamp: pino.stdTimeFunctions.isoTime,
			// "level":"info" reads better in a log viewer than pino's numbers.
			formatters: { level: (label) => ({ level: label }) },
			...(redact && { redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }),
		},
		destination,
	)
}

const KEY = Symbol.for('vibecast.logger')

function createLoggers() {
	const destination = stdoutDestination()
	return {
		logger: createLogger({ destination }),
		// The one line per request has a fixed shape (id, method, path without query, status,
		// time) built in server/observability.js, so it skips the redaction pass, which cost
		// about 30-50 µs a line here (measured: docs/operations.md).
		requestLogger: createLogger({ destination, redact: false }),
	}
}

/** @type {ReturnType<typeof createLoggers>} */
const loggers = /** @type {any} */ (globalThis)[KEY] ?? createLoggers()
;/** @type {any} */ (globalThis)[KEY] = loggers

/** The process's logger, shared by the server and the app bundle. */
export const logger = loggers.logger
/** For the per-request line only (see createLoggers). */
export const requestLogger = loggers.requestLogger
