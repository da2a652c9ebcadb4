import { PrismaLibSQL } from '@prisma/adapter-libsql'
import type {
	Client,
	Config,
	InStatement,
	ResultSet,
	InValue,
	Transaction,
	TransactionMode,
} from '@libsql/client'
import { clientWithPreparedStatements, plainFilePath } from './sqlite-statements.server.ts'

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
	onEnd: () => void = () => {},
): Promise<Transaction> {
	await client.execute(BEGIN[mode])
	let open = true
	const end = () => {
		if (!open) return
		open = false
		onEnd()
	}
	const checkOpen = () => {
		if (!open) throw new Error('The transaction is closed')
	}
	// After COMMIT or ROLLBACK the connection must be out of the transaction whatever happened,
	// or the next request's statements would run inside it.
	const rollback = async () => {
		end()
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
				end()
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
 * Who has the connection between the statements of a transaction: a transaction (Prisma's or
 * one of `SqlOnConnection`'s) holds it from BEGIN to COMMIT or ROLLBACK, and any other
 * statement waits for it. A statement alone does not take it: the local client runs a
 * statement synchronously inside `execute()`, so nothing can come between its start and end.
 * Prisma already serialises its own statements and transactions (its adapter holds a lock from
 * `startTransaction` to `commit`); the gate is for the statements that bypass Prisma (ADR 037).
 */
class ConnectionGate {
	#held = false
	#waiting: Array<() => void> = []

	async acquire() {
		if (!this.#held) {
			this.#held = true
			return
		}
		// Handed over by release(), in arrival order.
		await new Promise<void>((resolve) => this.#waiting.push(resolve))
	}

	release() {
		const next = this.#waiting.shift()
		if (next) next()
		else this.#held = false
	}

	/** Runs a lone statement, after the transaction that holds the connection, if any. */
	async alone<T>(run: () => Promise<T>): Promise<T> {
		if (!this.#held) return run()
		await this.acquire()
		try {
			return await run()
		} finally {
			this.release()
		}
	}
}

/** A statement as `Prisma.sql` builds it: `?` placeholders and their values. */
export type SqlStatement = { sql: string; values: readonly unknown[] }

/** A row as SQLite gives it: DATETIME columns are text, BOOLEAN ones 0 or 1. */
export type SqlRow = Record<string, unknown>

export type SqlResult = { rows: SqlRow[]; rowsAffected: number }

/**
 * A value bound the way Prisma and its libsql adapter bind it, so a row written here is stored
 * as Prisma would store it: a Date as Prisma's text form of a DateTime (ISO 8601 with
 * `+00:00`), and everything else as the libsql client binds it (booleans as 1 and 0).
 */
function toSqlArg(value: unknown) {
	if (value instanceof Date) return value.toISOString().replace('Z', '+00:00')
	if (value === undefined) throw new TypeError('undefined cannot be bound to a statement')
	return value as InValue
}

const toStatement = (statement: SqlStatement) => ({
	sql: statement.sql,
	args: statement.values.map(toSqlArg),
})

/**
 * Plain SQL on Prisma's own connection, without Prisma: the request path's statements (a
 * generation's quota, its history row, its analytics event) were about half of the request
 * thread's work, most of it Prisma's query compiler and client around a statement SQLite runs
 * in microseconds (ADR 037). Reads return SQLite's values; a caller converts a DATETIME itself.
 * Errors are the libsql client's (`LibsqlError`), not Prisma's.
 */
export class SqlOnConnection {
	/** `connect` gives the gated client (SingleConnectionLibSQL's), opening it if need be. */
	constructor(private readonly connect: () => Client) {}

	/** The rows of a SELECT (or of a statement with RETURNING). */
	async query<T extends SqlRow = SqlRow>(statement: SqlStatement): Promise<T[]> {
		const result = await this.connect().execute(toStatement(statement))
		return result.rows as unknown as T[]
	}

	/** The number of rows a statement changed. */
	async execute(statement: SqlStatement): Promise<number> {
		const result = await this.connect().execute(toStatement(statement))
		return result.rowsAffected
	}

	/**
	 * The statements in one transaction (BEGIN DEFERRED, as Prisma's `$transaction` ran them),
	 * all or nothing: each one's rows and the number of rows it changed, in order.
	 */
	async transaction(statements: SqlStatement[]): Promise<SqlResult[]> {
		const tx = await this.connect().transaction('deferred')
		try {
			const results: SqlResult[] = []
			for (const statement of statements) {
				const result = await tx.execute(toStatement(statement))
				results.push({
					rows: result.rows as unknown as SqlRow[],
					rowsAffected: result.rowsAffected,
				})
			}
			await tx.commit()
			return results
		} catch (error) {
			await tx.rollback()
			throw error
		}
	}
}

/**
 * The libsql adapter with one SQLite connection for the whole process: transactions run on it
 * too (see transactionOnSameConnection), so per-connection settings stick. The connection runs
 * with `synchronous = NORMAL`: in WAL mode (server/migrate.js) a commit is then written to the
 * WAL without an fsync, which happens at checkpoints instead. An application crash loses
 * nothing; a power cut or kernel crash may lose the last commits, never corrupt the file
 * (ADR 027). `sql` runs plain SQL on that same connection without Prisma (ADR 037).
 */
export class SingleConnectionLibSQL extends PrismaLibSQL {
	readonly #config: Config
	#connection: Client | null = null

	constructor(...args: ConstructorParameters<typeof PrismaLibSQL>) {
		super(...args)
		this.#config = args[0]
	}

	/** Plain SQL on the connection Prisma uses (opened here if Prisma has not yet). */
	readonly sql = new SqlOnConnection(() => {
		if (!this.#connection || this.#connection.closed) this.createClient(this.#config)
		return this.#connection!
	})

	override createClient(config: Config): Client {
		// Prisma connects with the factory's own config; its shadow database (`:memory:`, for
		// `migrate dev`) gets a client of its own.
		const main = config === this.#config || config.url === this.#config.url
		if (main && this.#connection && !this.#connection.closed) return this.#connection
		// The app's database file (a plain `file:` path): its statements are prepared once
		// (sqlite-statements.server.ts, ADR 037). Anything else goes to @libsql/client as before.
		const file =
			main && Object.keys(config).every((key) => key === 'url') ? plainFilePath(config.url) : null
		const client = file !== null ? clientWithPreparedStatements(file) : super.createClient(config)
		// The local client runs a statement synchronously inside execute(), so this is in
		// effect before anything else uses the connection.
		client.execute('PRAGMA synchronous = NORMAL').catch((error: unknown) => {
			console.error('could not set synchronous = NORMAL:', error)
		})
		const gate = new ConnectionGate()
		const proxy = new Proxy(client, {
			get(target, property) {
				if (property === 'transaction') {
					return async (mode?: TransactionMode) => {
						await gate.acquire()
						try {
							return await transactionOnSameConnection(target, mode, () => gate.release())
						} catch (error) {
							// BEGIN failed: no transaction, nothing holds the connection.
							gate.release()
							throw error
						}
					}
				}
				if (property === 'execute') {
					const execute = target.execute.bind(target) as (...args: unknown[]) => Promise<ResultSet>
					return (...args: unknown[]) => gate.alone(() => execute(...args))
				}
				if (property === 'batch' || property === 'executeMultiple') {
					// Each runs its own BEGIN and COMMIT: it waits for a transaction that holds the
					// connection, and holds it meanwhile.
					return async (...args: unknown[]) => {
						await gate.acquire()
						try {
							return await (target[property] as (...a: unknown[]) => Promise<unknown>)(...args)
						} finally {
							gate.release()
						}
					}
				}
				const value = Reflect.get(target, property, target)
				// The client keeps its connection in private fields: call its methods on itself.
				return typeof value === 'function' ? value.bind(target) : value
			},
		})
		if (main) this.#connection = proxy
		return proxy
	}
}
