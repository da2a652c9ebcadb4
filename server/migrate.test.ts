import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { applyMigrations } from './migrate.js'

test('applies every checked-in migration once, in WAL mode', async () => {
	const dir = makeTempDir('migrate')
	const url = `file:${path.join(dir, 'app.db')}`
	const first = await applyMigrations(url, { log: false })
	expect(first.length).toBeGreaterThan(0)
	expect(await applyMigrations(url, { log: false })).toEqual([])
	const client = createClient({ url })
	const mode = await client.execute('PRAGMA journal_mode')
	expect(String(mode.rows[0]?.journal_mode)).toBe('wal')
	const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
	expect(tables.rows.map((row) => row.name)).toEqual(
		expect.arrayContaining(['User', 'Password', 'Session', '_prisma_migrations']),
	)
	client.close()
})

test('creates the database readable by its owner only, and closes one left open', async () => {
	const dir = makeTempDir('migrate-mode')
	const file = path.join(dir, 'app.db')
	await applyMigrations(`file:${file}`, { log: false })
	expect(fs.statSync(file).mode & 0o777).toBe(0o600)
	// An install from before this rule: the file is world-readable until the next start.
	fs.chmodSync(file, 0o644)
	await applyMigrations(`file:${file}`, { log: false })
	expect(fs.statSync(file).mode & 0o777).toBe(0o600)
	const client = createClient({ url: `file:${file}` })
	await client.execute('SELECT 1')
	for (const extra of [`${file}-wal`, `${file}-shm`]) {
		if (fs.existsSync(extra)) expect(fs.statSync(extra).mode & 0o777).toBe(0o600)
	}
	client.close()
})
