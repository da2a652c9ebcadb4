// Applies the checked-in Prisma migrations at start-up without the Prisma CLI (which is slow to
// boot and needs engine files). It keeps Prisma's own `_prisma_migrations` bookkeeping table, so
// `prisma migrate deploy` and this runner agree about what has been applied.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
// The local-file client only: the package's main entry also loads its HTTP and WebSocket clients
// (about 100 ms of CPU at every start, ADR 035).
import { createClient } from '@libsql/client/sqlite3'

const defaultMigrationsDir = path.resolve(
	path.dirname(fileURLToPath(import.meta.url)),
	'..',
	'prisma',
	'migrations',
)

/**
 * The checked-in migrations, in the order they apply.
 * @param {string} [migrationsDir]
 */
export function migrationNames(migrationsDir = defaultMigrationsDir) {
	return fs
		.readdirSync(migrationsDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name)
		.sort()
}

/**
 * The checked-in migrations the database has not applied yet, read without writing anything
 * (a LiteFS replica's database is read-only). A missing file or bookkeeping table means none is
 * applied; nothing is created.
 * @param {string} databaseUrl a `file:` URL
 * @param {{ migrationsDir?: string }} [options]
 * @returns {Promise<string[]>}
 */
export async function pendingMigrations(databaseUrl, { migrationsDir } = {}) {
	const names = migrationNames(migrationsDir)
	const filePath = databaseUrl.replace(/^file:/, '')
	if (!fs.existsSync(filePath) || fs.statSync(filePath).size === 0) return names
	const client = createClient({ url: databaseUrl })
	try {
		const table = await client.execute(
			"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
		)
		if (table.rows.length === 0) return names
		const applied = new Set(
			(
				await client.execute(
					'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
				)
			).rows.map((row) => String(row.migration_name)),
		)
		return names.filter((name) => !applied.has(name))
	} finally {
		client.close()
	}
}

/**
 * @param {string} databaseUrl a `file:` URL
 * @param {{ log?: boolean, migrationsDir?: string }} [options]
 * @returns {Promise<string[]>} the names of the migrations applied now
 */
export async function applyMigrations(
	databaseUrl,
	{ log = true, migrationsDir = defaultMigrationsDir } = {},
) {
	const filePath = databaseUrl.replace(/^file:/, '')
	fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true })
	makeOwnerOnly(filePath)
	const client = createClient({ url: databaseUrl })
	try {
		// WAL lets readers proceed while a write is in progress; it is a property of the file.
		await client.execute('PRAGMA journal_mode = WAL')
		await client.execute(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
			"id" TEXT PRIMARY KEY NOT NULL,
			"checksum" TEXT NOT NULL,
			"finished_at" DATETIME,
			"migration_name" TEXT NOT NULL,
			"logs" TEXT,
			"rolled_back_at" DATETIME,
			"started_at" DATETIME NOT NULL DEFAULT current_timestamp,
			"applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0
		)`)
		const applied = new Set(
			(
				await client.execute(
					'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
				)
			).rows.map((row) => String(row.migration_name)),
		)
		const names = migrationNames(migrationsDir)
		const appliedNow = []
		for (const name of names) {
			if (applied.has(name)) continue
			const sql = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8')
			const checksum = crypto.createHash('sha256').update(sql).digest('hex')
			const id = crypto.randomUUID()
			const startedAt = new Date().toISOString()
			await client.executeMultiple(`BEGIN;\n${sql}\nCOMMIT;`).catch(async (error) => {
				await client.execute('ROLLBACK').catch(() => {})
				throw new Error(`Migration ${name} failed: ${error.message}`)
			})
			await client.execute({
				sql: 'INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count) VALUES (?, ?, ?, ?, ?, 1)',
				args: [id, checksum, new Date().toISOString(), name, startedAt],
			})
			appliedNow.push(name)
			if (log) console.log(`migrations: applied ${name}`)
		}
		// Fold the WAL into the main file so a copy of the file alone is a complete database
		// (tests copy a template; backups copy the file).
		await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
		return appliedNow
	} finally {
		client.close()
		makeOwnerOnly(filePath)
	}
}

/**
 * The database holds every account: only the app's user may read it (0600, like secrets.json).
 * SQLite would create it with the umask's default (usually 0644), so a new file is created empty
 * with 0600 first (SQLite takes an empty file as a new database, and gives its -wal and -shm
 * files the database's mode); one left open by an older install is closed. Best effort: some
 * file systems (a FUSE mount such as LiteFS) decide modes themselves.
 * @param {string} filePath
 */
function makeOwnerOnly(filePath) {
	try {
		fs.closeSync(fs.openSync(filePath, fs.constants.O_CREAT | fs.constants.O_WRONLY, 0o600))
		for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
			if (fs.existsSync(file)) fs.chmodSync(file, 0o600)
		}
	} catch {
		// the folder decides (see above)
	}
}
