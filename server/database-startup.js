// What a starting machine may do to the database. Only a writer migrates: the LiteFS primary, or
// a server without LiteFS. A replica's database is read-only (LiteFS applies the primary's pages
// to it), so a replica that tried to migrate would fail and crash-loop; instead it waits until
// the primary's migrations have been replicated, then serves (ADR 017).
import { readPrimaryInstance } from './litefs.js'
import { applyMigrations, pendingMigrations } from './migrate.js'
import { refundAbandonedReservations } from './reconcile-quota.js'

/**
 * @typedef {{ info: (msg: string) => void, warn: (msg: string) => void, error: (msg: string) => void }} StartupLog
 * @typedef {{ role: 'primary' | 'standalone' } | { role: 'replica', primary: string }} DatabaseRole
 */

/**
 * @param {string | undefined} litefsDir
 * @returns {DatabaseRole}
 */
export function databaseRole(litefsDir) {
	if (!litefsDir) return { role: 'standalone' }
	const primary = readPrimaryInstance(litefsDir)
	return primary ? { role: 'replica', primary } : { role: 'primary' }
}

/**
 * Waits until the replicated database has every migration this code needs, checking every
 * `pollMs`, for at most `timeoutMs`. Never writes. Throws when the time is up.
 * @param {{ databaseUrl: string, primary: string, log: StartupLog, timeoutMs: number, pollMs?: number, migrationsDir?: string }} options
 */
export async function waitForReplicatedSchema({
	databaseUrl,
	primary,
	log,
	timeoutMs,
	pollMs = 1000,
	migrationsDir,
}) {
	const started = Date.now()
	let lastReport = 0
	for (;;) {
		const pending = await pendingMigrations(databaseUrl, { migrationsDir })
		if (pending.length === 0) {
			if (lastReport) {
				log.info(`replica: the schema has been replicated, serving (waited ${elapsed(started)})`)
			}
			return
		}
		const waited = Date.now() - started
		if (waited >= timeoutMs) {
			throw new Error(
				`replica: gave up after ${elapsed(started)}: the database still lacks migration(s) ${pending.join(', ')}. ` +
					`The primary (${primary}) applies them when it starts with this release; check that it is running ` +
					`(fly status, fly logs) and that LiteFS replicates (LITEFS_SCHEMA_WAIT_MS sets how long replicas wait).`,
			)
		}
		if (!lastReport || Date.now() - lastReport >= 10_000) {
			log.warn(
				`replica: waiting for the primary (${primary}) to apply and replicate migration(s) ${pending.join(', ')}; not writing (${elapsed(started)} of ${Math.round(timeoutMs / 1000)} s)`,
			)
			lastReport = Date.now()
		}
		await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, timeoutMs - waited)))
	}
}

/** @param {number} started */
function elapsed(started) {
	return `${((Date.now() - started) / 1000).toFixed(1)} s`
}

/**
 * Brings the database to the schema this code needs, the way this machine's role allows.
 * @param {{ databaseUrl: string, litefsDir?: string, log: StartupLog, schemaWaitMs: number }} options
 * @returns {Promise<DatabaseRole>}
 */
export async function prepareDatabase({ databaseUrl, litefsDir, log, schemaWaitMs }) {
	const role = databaseRole(litefsDir)
	if (role.role === 'replica') {
		log.info(
			`database: LiteFS replica of ${role.primary}: no migrations here, writes are replayed to the primary`,
		)
		await waitForReplicatedSchema({
			databaseUrl,
			primary: role.primary,
			log,
			timeoutMs: schemaWaitMs,
		})
		return role
	}
	for (const name of await applyMigrations(databaseUrl, { log: false })) {
		log.info(`migrations: applied ${name}`)
	}
	// Every reservation left belongs to a process that died mid-generation (only writers get here).
	const refunded = await refundAbandonedReservations(databaseUrl)
	if (refunded > 0) {
		log.info(`quota: gave back ${refunded} unit(s) of generations interrupted by a crash`)
	}
	if (role.role === 'primary') log.info('database: LiteFS primary: migrations applied here')
	return role
}
