import { PrismaLibSQL } from '@prisma/adapter-libsql'
import type { Client, Config, InStatement, Transaction, TransactionMode } from '@libsql/client'

const BEGIN: Record<TransactionMode, string> = {
	write: 'BEGIN IMMEDIATE',
	read: 'BEGIN TRANSACTION READONLY',
	deferred: 'BEGIN DEFERRED',
}

function isNoTransaction(error: unknown) {
	return error instanceof Error && /no transaction is active/i.test(error.message)
}

/**
 * A transaction on the client's own connection. @libsql/client's `transaction()` hands the
 * client's connection to the transaction and opens a new one for whatever comes next, so every
 * Prisma transaction cost a new SQLite connection: opening the file, reading the schema again
 * for each statement's first `prepare`, and a connection left for the garbage collector to
 * close (ADR 022). The Prisma adapter already holds its lock from `startTransaction` until
 * `commit` or `rollback`, so nothing else runs on the client meanwhile and one connection
 * serves both (ADR 027).
 */
async function transactionOnSameConnection(
	client: Client,
	mode: TransactionMode = 'write',
): Promise<Transaction> {
	await client.execute(BEGIN[mode])
	let open = true
	const checkOpen = () => {
		if (!open) throw new Error('The transaction is closed')
	}
	// After COMMIT or ROLLBACK the connection must be out of the transaction whatever happened,
	// or the next request's statements would run inside it.
	const rollback = async () => {
		open = false
		try {
			await client.execute('ROLLBACK')
		} catch (error) {
			// SQLite already rolled back (an I/O error, a full disk): nothing is left to undo.
			if (!isNoTransaction(error)) throw error
		}
	}
	return {
		async execute(stmt: InStatement) {
			checkOpen()
			return client.execute(stmt)
		},
		async batch(stmts) {
			const results = []
			for (const stmt of stmts) {
				checkOpen()
				results.push(await client.execute(stmt))
			}
			return results
		},
		async executeMultiple() {
			// The client's own executeMultiple rolls back an open transaction when it ends.
			throw new Error('executeMultiple is not supported inside a transaction')
		},
		async commit() {
			checkOpen()
			try {
				await client.execute('COMMIT')
				open = false
			} catch (error) {
				await rollback().catch(() => {})
				throw error
			}
		},
		async rollback() {
			if (open) await rollback()
		},
		close() {
			if (open) void rollback().catch(() => {})
		},
		get closed() {
			return !open
		},
	}
}

/**
 * The libsql adapter with one SQLite connection for the whole process: transactions run on it
 * too (see transactionOnSameConnection), so per-connection settings stick. The connection runs
 * with `synchronous = NORMAL`: in WAL mode (server/migrate.js) a commit is then written to the
 * WAL without an fsync, which happens at checkpoints instead. An application crash loses
 * nothing; a power cut or kernel crash may lose the last commits, never corrupt the file
 * (ADR 027).
 */
export class SingleConnectionLibSQL extends PrismaLibSQL {
	override createClient(config: Config): Client {
		const client = super.createClient(config)
		// The local client runs a statement synchronously inside execute(), so this is in
		// effect before anything else uses the connection.
		client.execute('PRAGMA synchronous = NORMAL').catch((error: unknown) => {
			console.error('could not set synchronous = NORMAL:', error)
		})
		return new Proxy(client, {
			get(target, property) {
				if (property === 'transaction') {
					return (mode?: TransactionMode) => transactionOnSameConnection(target, mode)
				}
				const value = Reflect.get(target, property, target)
				// The client keeps its connection in private fields: call its methods on itself.
				return typeof value === 'function' ? value.bind(target) : value
			},
		})
	}
}
