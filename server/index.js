// Production entry: tell a local start from a deployment, validate env, bring the database to
// this release's schema the way this machine's role allows (ADR 017), say what is on and off,
// then serve the built app.
// First: the launch mode sets NODE_ENV before anything loads React (see launch-mode.js).
import { launch } from './launch-mode.js'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import v8 from 'node:v8'
import { createApp } from './app.js'
import { scheduleBackups } from './backup-schedule.js'
import { prepareDatabase } from './database-startup.js'
import { getEnv } from './env.js'
import { describeStartup } from './launch.js'
import { logger, requestLogger } from './logger.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// Every line the process writes is one JSON object, the app's own console calls included.
console.log = (...args) => logger.info(format(...args))
console.info = console.log
console.warn = (...args) => logger.warn(format(...args))
console.error = (...args) => logger.error(format(...args))

const secretsFromFile = !process.env.SESSION_SECRET || !process.env.ENCRYPTION_KEY

let env
try {
	env = getEnv()
} catch (error) {
	logger.fatal(error instanceof Error ? error.message : String(error))
	process.exit(1)
}
logger.level = env.LOG_LEVEL
requestLogger.level = env.LOG_LEVEL

const startupLog = {
	info: (/** @type {string} */ msg) => logger.info(msg),
	warn: (/** @type {string} */ msg) => logger.warn(msg),
	error: (/** @type {string} */ msg) => logger.error(msg),
}
try {
	await prepareDatabase({
		databaseUrl: env.DATABASE_URL,
		litefsDir: env.LITEFS_DIR,
		log: startupLog,
		schemaWaitMs: env.LITEFS_SCHEMA_WAIT_MS,
	})
} catch (error) {
	logger.fatal(error instanceof Error ? error.message : String(error))
	process.exit(1)
}
process.env.DATABASE_URL = env.DATABASE_URL

const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024)
for (const line of describeStartup(env, { ...launch, heapLimitMb, secretsFromFile })) {
	logger.info(line)
}

const build = await import(path.join(root, 'build', 'server', 'index.js'))
const app = createApp({ build, env, clientDir: path.join(root, 'build', 'client') })

const server = app.listen(env.PORT, env.HOST, () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : env.PORT
	logger.info({ port }, `Vibecast ready on http://localhost:${port} (${env.NODE_ENV})`)
	// The built-in engines load at their first use, not at start (ADR 035). When they run in this
	// thread (one core), they are loaded a moment after the server is up, so that neither the
	// first page nor the first generation waits for them.
	setTimeout(() => {
		build.entry.module.preloadEngines?.().catch((/** @type {unknown} */ error) => {
			logger.error(`could not load the engines: ${String(error)}`)
		})
	}, 2000).unref()
})

// Every machine keeps the schedule; only the one that is the primary at each tick backs up (a
// replica's copy is the same database, and the lease can move).
const stopBackups =
	env.BACKUP_INTERVAL_HOURS > 0
		? scheduleBackups({ env, logger, intervalHours: env.BACKUP_INTERVAL_HOURS })
		: () => {}

let closing = false
/** @param {string} signal */
function shutdown(signal) {
	if (closing) return
	closing = true
	stopBackups()
	logger.info(`${signal} received: finishing open requests, then exiting`)
	server.close(() => {
		logger.flush()
		process.exit(0)
	})
	server.closeIdleConnections?.()
	// Requests that hang must not keep the machine from stopping.
	setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
