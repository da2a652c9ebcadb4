import path from 'node:path'
import { createClient, LibsqlError, type Client } from '@libsql/client/sqlite3'
import { expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { clientWithPreparedStatements, plainFilePath } from './sqlite-statements.server.ts'

/** The same statements through @libsql/client's own client and through this one. */
function twoClients() {
	const dir = makeTempDir('sqlite-statements')
	const own = createClient({ url: `file:${path.join(dir, 'own.db')}` })
	const prepared = clientWithPreparedStatements(path.join(dir, 'prepared.db'))
	return { own, prepared }
}

/** A result as plain data: its rows by index and by name, and its counts. */
async function answer(client: Client, sql: string, args: unknown[] = []) {
	try {
		const result = await client.execute({ sql, args: args as never })
		return {
			columns: result.columns,
			columnTypes: result.columnTypes,
			rows: result.rows.map((row) => ({ byName: { ...row }, byIndex: Array.from(row) })),
			rowsAffected: result.rowsAffected,
			lastInsertRowid: result.lastInsertRowid,
			json: JSON.stringify(result.toJSON()),
		}
	} catch (error) {
		return {
			error:
				error instanceof LibsqlError ? `${error.code} ${error.rawCode} ${error.message}` : error,
		}
	}
}

test('answers every statement exactly as @libsql/client does, run again and again', async () => {
	const { own, prepared } = twoClients()
	const statements: Array<[string, unknown[]?]> = [
		[
			'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT UNIQUE, at DATETIME, ok BOOLEAN, score REAL, data BLOB)',
		],
		[
			'INSERT INTO t (name, at, ok, score, data) VALUES (?, ?, ?, ?, ?)',
			['a', '2026-11-27T10:00:00.000+00:00', true, 1.5, new Uint8Array([1, 2]).buffer],
		],
		[
			'INSERT INTO t (name, at, ok, score, data) VALUES (?, ?, ?, ?, ?)',
			['b', null, false, 2, null],
		],
		['INSERT INTO t (name, at, ok, score, data) VALUES (?, ?, ?, ?, ?)', ['a', null, 0, 0, null]], // UNIQUE
		['SELECT id, name, at, ok, score, data FROM t WHERE id >= ? ORDER BY id', [1]],
		['SELECT id, name, at, ok, score, data FROM t WHERE id >= ? ORDER BY id', [2]],
		['SELECT name AS x, name AS x FROM t WHERE id = ?', [1]], // a repeated column name
		['UPDATE t SET score = score + ? WHERE name = ? RETURNING id, score', [1, 'a']],
		['UPDATE t SET score = score + ? WHERE name = ? RETURNING id, score', [1, 'a']],
		['UPDATE t SET score = 0 WHERE name = ?', ['nobody']],
		['SELECT 9007199254740993 AS big'], // past a safe integer: a RangeError
		['SELECT count(*) AS n FROM t'],
		['BEGIN DEFERRED'],
		['INSERT INTO t (name) VALUES (?)', ['c']],
		['ROLLBACK'],
		['SELECT count(*) AS n FROM t'],
		['SELEC nonsense'],
		['ALTER TABLE t ADD COLUMN extra TEXT'],
		['SELECT id, name FROM t WHERE id >= ? ORDER BY id', [1]], // prepared before, schema changed since
		['INSERT INTO t (name) VALUES (?)', [undefined]],
	]
	for (const [sql, args] of [...statements, ...statements.slice(4)]) {
		expect(await answer(prepared, sql, args), sql).toEqual(await answer(own, sql, args))
	}
	own.close()
	prepared.close()
})

test('a statement held prepared neither keeps a read open nor blocks a checkpoint', async () => {
	const { prepared } = twoClients()
	await prepared.execute('PRAGMA journal_mode = WAL')
	await prepared.execute('CREATE TABLE t (x)')
	await prepared.execute({ sql: 'INSERT INTO t VALUES (?)', args: [1] })
	await prepared.execute({ sql: 'SELECT x FROM t WHERE x = ?', args: [1] })
	const [busy] = (await prepared.execute('PRAGMA wal_checkpoint(TRUNCATE)')).rows
	expect(busy?.[0]).toBe(0)
	prepared.close()
	await expect(prepared.execute('SELECT 1')).rejects.toThrow(/closed/i)
})

test('only a plain file path gets its statements prepared once', () => {
	expect(plainFilePath('file:./data/app.db')).toBe('./data/app.db')
	expect(plainFilePath('file:/var/data/app.db')).toBe('/var/data/app.db')
	for (const url of [
		'file:///abs.db',
		'file:a.db?mode=ro',
		'file:a%20b.db',
		':memory:',
		'file::memory:',
		'libsql://x',
	])
		expect(plainFilePath(url), url).toBeNull()
})
