import path from 'node:path'
import { expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { SingleConnectionLibSQL } from './db-connection.server.ts'
import { prisma } from './db.server.ts'

function newClient() {
	const url = `file:${path.join(makeTempDir('db-connection'), 'app.db')}`
	return new SingleConnectionLibSQL({ url }).createClient({ url })
}

/** A factory with its connection, and the plain-SQL runner on that connection (ADR 037). */
function newConnection() {
	const url = `file:${path.join(makeTempDir('db-connection'), 'app.db')}`
	const factory = new SingleConnectionLibSQL({ url })
	return { client: factory.createClient({ url }), sql: factory.sql }
}

const statement = (sql: string, ...values: unknown[]) => ({ sql, values })

/** A TEMP table lives only on the connection that made it: seeing it means the same one. */
async function sameConnection(client: ReturnType<typeof newClient>) {
	const rows = await client.execute(
		"SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'marker'",
	)
	return Number(rows.rows[0]?.n) === 1
}

async function inTransaction(client: ReturnType<typeof newClient>) {
	// BEGIN fails inside a transaction; outside it starts one, ended again here.
	try {
		await client.execute('BEGIN')
	} catch {
		return true
	}
	await client.execute('ROLLBACK')
	return false
}

test('transactions run on the client’s one connection, which keeps synchronous = NORMAL', async () => {
	const client = newClient()
	await client.execute('CREATE TABLE t (x)')
	await client.execute('CREATE TEMP TABLE marker (x)')
	const tx = await client.transaction('deferred')
	await tx.execute({ sql: 'INSERT INTO t VALUES (?)', args: [1] })
	await tx.commit()
	expect(tx.closed).toBe(true)
	expect(await sameConnection(client)).toBe(true)
	// 1 is NORMAL (2 would be SQLite's default, FULL).
	expect((await client.execute('PRAGMA synchronous')).rows[0]?.synchronous).toBe(1)
	expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1)
	client.close()
})

test('a rolled-back transaction leaves nothing, and the connection out of the transaction', async () => {
	const client = newClient()
	await client.execute('CREATE TABLE t (x UNIQUE)')
	await client.execute('INSERT INTO t VALUES (1)')
	const tx = await client.transaction('write')
	await tx.execute('INSERT INTO t VALUES (2)')
	await expect(tx.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/UNIQUE/)
	await tx.rollback()
	await tx.rollback() // a second rollback is a no-op, as Prisma may call it after an error
	expect(await inTransaction(client)).toBe(false)
	expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(1)
	await expect(tx.execute('SELECT 1')).rejects.toThrow(/closed/)
	client.close()
})

test('a COMMIT that fails rolls back, so the next statement does not run inside the old transaction', async () => {
	const client = newClient()
	await client.execute('PRAGMA foreign_keys = ON')
	await client.execute('CREATE TABLE parent (id INTEGER PRIMARY KEY)')
	await client.execute(
		'CREATE TABLE child (parentId INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)',
	)
	const tx = await client.transaction('write')
	// A deferred foreign key is checked at COMMIT, which then fails and leaves SQLite's
	// transaction open.
	await tx.execute('INSERT INTO child VALUES (42)')
	await expect(tx.commit()).rejects.toThrow(/FOREIGN KEY/)
	expect(await inTransaction(client)).toBe(false)
	expect((await client.execute('SELECT count(*) AS n FROM child')).rows[0]?.n).toBe(0)
	client.close()
})

test('the app’s Prisma client keeps synchronous = NORMAL across its transactions', async () => {
	await prisma.$transaction([
		prisma.$queryRawUnsafe('SELECT 1'),
		prisma.$queryRawUnsafe('SELECT 2'),
	])
	await prisma.$transaction(async (tx) => tx.$queryRawUnsafe('SELECT 3'))
	const [row] =
		await prisma.$queryRawUnsafe<Array<{ synchronous: number | bigint }>>('PRAGMA synchronous')
	expect(Number(row?.synchronous)).toBe(1)
})

test('plain SQL runs on the connection Prisma uses, and the factory gives Prisma that one client', async () => {
	const { client, sql } = newConnection()
	await client.execute('CREATE TEMP TABLE marker (x)')
	expect(
		await sql.query(
			statement("SELECT count(*) AS n FROM sqlite_temp_master WHERE name = 'marker'"),
		),
	).toEqual([expect.objectContaining({ n: 1 })])
	client.close()
})

test('plain SQL binds values as Prisma does: a Date as its DateTime text, a boolean as 1', async () => {
	const { client, sql } = newConnection()
	await sql.execute(statement('CREATE TABLE t (at DATETIME, yes BOOLEAN, n INTEGER, s TEXT)'))
	const at = new Date('2026-11-27T10:11:12.345Z')
	expect(await sql.execute(statement('INSERT INTO t VALUES (?, ?, ?, ?)', at, true, 7, null))).toBe(
		1,
	)
	expect(await sql.query(statement('SELECT at, yes, n, s FROM t'))).toEqual([
		expect.objectContaining({ at: '2026-11-27T10:11:12.345+00:00', yes: 1, n: 7, s: null }),
	])
	await expect(sql.execute(statement('INSERT INTO t (n) VALUES (?)', undefined))).rejects.toThrow(
		/undefined/,
	)
	client.close()
})

test('a plain-SQL transaction is all or nothing, and leaves the connection out of it', async () => {
	const { client, sql } = newConnection()
	await sql.execute(statement('CREATE TABLE t (x UNIQUE)'))
	const [first, second] = await sql.transaction([
		statement('INSERT INTO t VALUES (?)', 1),
		statement('UPDATE t SET x = x + 1 RETURNING x'),
	])
	expect(first?.rowsAffected).toBe(1)
	expect(second?.rows).toEqual([expect.objectContaining({ x: 2 })])
	await expect(
		sql.transaction([
			statement('INSERT INTO t VALUES (?)', 3),
			statement('INSERT INTO t VALUES (?)', 2),
		]),
	).rejects.toThrow(/UNIQUE/)
	expect(await inTransaction(client)).toBe(false)
	expect(await sql.query(statement('SELECT x FROM t ORDER BY x'))).toEqual([
		expect.objectContaining({ x: 2 }),
	])
	client.close()
})

test('plain SQL waits for a transaction that holds the connection, and Prisma’s statements wait for its own', async () => {
	const { client, sql } = newConnection()
	await client.execute('CREATE TABLE t (x)')
	// A transaction of Prisma's, left open across a turn of the event loop as Prisma leaves it.
	const tx = await client.transaction('deferred')
	await tx.execute('INSERT INTO t VALUES (1)')
	const outside = sql.execute(statement('INSERT INTO t VALUES (2)'))
	await new Promise((resolve) => setTimeout(resolve, 10))
	// Rolled back: had the plain statement run inside it, its row would be gone too.
	await tx.rollback()
	await outside
	expect(await sql.query(statement('SELECT x FROM t'))).toEqual([expect.objectContaining({ x: 2 })])

	// And the other way: a statement of Prisma's sent while a plain-SQL transaction holds the
	// connection runs after its COMMIT, not inside it.
	const order: string[] = []
	const transaction = sql
		.transaction([statement('INSERT INTO t VALUES (3)'), statement('INSERT INTO t VALUES (4)')])
		.then(() => order.push('transaction'))
	const alone = client.execute('INSERT INTO t VALUES (5)').then(() => order.push('alone'))
	await Promise.all([transaction, alone])
	expect(order).toEqual(['transaction', 'alone'])
	expect(await inTransaction(client)).toBe(false)
	expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(4)
	client.close()
})
