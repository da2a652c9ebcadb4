// A LiteFS replica simulated on one machine: the LiteFS mount is a folder holding the database
// and a `.primary` file (which LiteFS writes on replicas only), and the real server starts on it.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { startServer, type RunningServer } from '#tests/setup/server-process.ts'
import { applyMigrations, migrationNames } from './migrate.js'

const SECRETS = {
	SESSION_SECRET: 'replica-test-session-secret-0123456789abcdef',
	ENCRYPTION_KEY: 'a'.repeat(64),
}
const PRIMARY = 'primary-machine-1'

let running: RunningServer | undefined
afterEach(async () => {
	await running?.stop()
	running = undefined
})

/** A LiteFS mount as a replica sees it: the replicated database and `.primary`. */
async function replicaMount({ withoutNewest = false } = {}) {
	const dir = makeTempDir('replica')
	const mount = path.join(dir, 'litefs')
	fs.mkdirSync(mount)
	fs.writeFileSync(path.join(mount, '.primary'), `${PRIMARY}\n`)
	const db = path.join(mount, 'app.db')
	let migrationsDir: string | undefined
	if (withoutNewest) {
		// The primary has not yet applied (or LiteFS not yet shipped) this release's last migration.
		migrationsDir = path.join(dir, 'older-migrations')
		const all = path.resolve('prisma', 'migrations')
		for (const name of migrationNames().slice(0, -1)) {
			fs.cpSync(path.join(all, name), path.join(migrationsDir, name), { recursive: true })
		}
	}
	await applyMigrations(`file:${db}`, { log: false, migrationsDir })
	// Read-only, as LiteFS serves it to a replica (root ignores the mode: the hash check below
	// is what proves nothing was written).
	fs.chmodSync(db, 0o444)
	return { dir, mount, db }
}

const fingerprint = (file: string) =>
	crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

async function appliedMigrations(db: string) {
	const client = createClient({ url: `file:${db}` })
	try {
		const rows = await client.execute('SELECT migration_name FROM _prisma_migrations')
		return rows.rows.map((row) => String(row.migration_name)).sort()
	} finally {
		client.close()
	}
}

function replicaEnv(mount: string, db: string, extra: Record<string, string> = {}) {
	return {
		...SECRETS,
		LITEFS_DIR: mount,
		DATABASE_URL: `file:${db}`,
		DATA_DIR: path.dirname(mount),
		...extra,
	}
}

test('a replica on a read-only copy serves reads, answers writes with fly-replay and never writes', async () => {
	const { mount, db } = await replicaMount()
	const before = fingerprint(db)
	running = await startServer({ env: replicaEnv(mount, db) })
	expect(running.url, JSON.stringify(running.logs())).not.toBe('')

	const health = await fetch(`${running.url}/resources/healthcheck`)
	expect(health.status).toBe(200)
	expect(await health.json()).toMatchObject({
		ok: true,
		role: 'replica',
		database: 'ok',
		write: 'skipped (replica)',
	})
	const page = await fetch(`${running.url}/pricing`)
	expect(page.status).toBe(200)
	expect(await page.text()).toContain('Creator Pro')

	for (const [url, init] of [
		['/signup', { method: 'POST', body: new URLSearchParams({ email: 'a@b.co' }) }],
		['/api/auth/signin', { method: 'POST', body: JSON.stringify({ email: 'a@b.co' }) }],
		['/api/logout', { method: 'GET' }],
	] as const) {
		const response = await fetch(`${running.url}${url}`, { ...init, redirect: 'manual' })
		expect(response.status, url).toBe(409)
		expect(response.headers.get('fly-replay'), url).toBe(`instance=${PRIMARY}`)
	}

	const messages = running.logs().map((line) => line.msg)
	expect(messages.join('\n')).toMatch(/LiteFS replica of primary-machine-1: no migrations here/)
	expect(messages.join('\n')).not.toMatch(/migrations: applied/)
	await running.stop()
	expect(fingerprint(db)).toBe(before)
})

test('a replica on an older schema waits for the primary instead of migrating, then serves', async () => {
	const { mount, db } = await replicaMount({ withoutNewest: true })
	const newest = migrationNames().at(-1) ?? ''
	const before = fingerprint(db)
	const appliedBefore = await appliedMigrations(db)
	running = await startServer({
		env: replicaEnv(mount, db, { LITEFS_SCHEMA_WAIT_MS: '60000' }),
		untilLog: /waiting for the primary/,
	})
	expect(running.url).toBe('')
	const waiting = running.logs().find((line) => /waiting for the primary/.test(line.msg))
	expect(waiting?.level).toBe('warn')
	expect(waiting?.msg).toContain(PRIMARY)
	expect(waiting?.msg).toContain(newest)
	// Still waiting a moment later: nothing written, not serving.
	await new Promise((resolve) => setTimeout(resolve, 1500))
	expect(running.child.exitCode).toBeNull()
	expect(fingerprint(db)).toBe(before)
	expect(await appliedMigrations(db)).toEqual(appliedBefore)
	expect(running.logs().some((line) => /ready/.test(line.msg))).toBe(false)

	// The primary migrates and LiteFS ships the pages: here, the test writes them.
	fs.chmodSync(db, 0o644)
	await applyMigrations(`file:${db}`, { log: false })
	const deadline = Date.now() + 10_000
	let ready
	while (!ready && Date.now() < deadline) {
		ready = running.logs().find((line) => typeof line.port === 'number')
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	expect(ready, 'the replica starts serving once the schema arrived').toBeTruthy()
	expect(running.logs().map((line) => line.msg)).toContainEqual(
		expect.stringMatching(/schema has been replicated, serving/),
	)
	const health = await fetch(`http://127.0.0.1:${ready?.port}/resources/healthcheck`)
	expect(health.status).toBe(200)
})

test('a replica whose schema never arrives gives up after the wait with a clear message', async () => {
	const { mount, db } = await replicaMount({ withoutNewest: true })
	const before = fingerprint(db)
	running = await startServer({
		env: replicaEnv(mount, db, { LITEFS_SCHEMA_WAIT_MS: '1200' }),
	})
	if (running.child.exitCode === null) {
		await new Promise((resolve) => running?.child.once('exit', resolve))
	}
	expect(running.child.exitCode).toBe(1)
	const fatal = running.logs().find((line) => line.level === 'fatal')
	expect(fatal?.msg).toMatch(/gave up after .* lacks migration\(s\) .*primary-machine-1/)
	expect(fingerprint(db)).toBe(before)
})
