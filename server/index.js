// Production entry: tell a local start from a deployment, validate env, migrate the database,
// say what is on and off, then serve the built app.
// First: the launch mode sets NODE_ENV before anything loads React (see launch-mode.js).
import { launch } from './launch-mode.js'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import { createApp } from './app.js'
import { getEnv } from './env.js'
import { describeStartup } from './launch.js'
import { readPrimaryInstance } from './litefs.js'
import { applyMigrations } from './migrate.js'
import { refundAbandonedReservations } from './reconcile-quota.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const secretsFromFile = !process.env.SESSION_SECRET || !process.env.ENCRYPTION_KEY

let env
try {
	env = getEnv()
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}

await applyMigrations(env.DATABASE_URL)
process.env.DATABASE_URL = env.DATABASE_URL
// Only the primary writes; a replica's reservations belong to the primary's live work.
if (!readPrimaryInstance(env.LITEFS_DIR)) {
	const refunded = await refundAbandonedReservations(env.DATABASE_URL)
	if (refunded > 0) {
		console.log(`quota: gave back ${refunded} unit(s) of generations interrupted by a crash`)
	}
}

const heapLimitMb = Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024)
for (const line of describeStartup(env, { ...launch, heapLimitMb, secretsFromFile })) {
	console.log(line)
}

const build = await import(path.join(root, 'build', 'server', 'index.js'))
const app = createApp({ build, env, clientDir: path.join(root, 'build', 'client') })

const server = app.listen(env.PORT, env.HOST, () => {
	console.log(`Vibecast ready on http://localhost:${env.PORT} (${env.NODE_ENV})`)
})

let closing = false
function shutdown(signal) {
	if (closing) return
	closing = true
	console.log(`${signal} received: finishing open requests, then exiting`)
	server.close(() => process.exit(0))
	server.closeIdleConnections?.()
	// Requests that hang must not keep the machine from stopping.
	setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
