// Prepared statements kept for the process's one SQLite connection (ADR 037). @libsql/client's
// local client prepares every statement anew, and asks each one twice for its columns and once
// whether it returns rows (an exception when it does not): for the small statements of a
// generation that was more than SQLite's own work. This client is @libsql/client's, on a
// connection opened here, whose `execute` keeps each statement prepared and answers exactly as
// the client's own `execute` does (intMode "number", the one Prisma's adapter uses).
import { Buffer } from 'node:buffer'
import {
	LibsqlError,
	Sqlite3Client,
	type Client,
	type InStatement,
	type InValue,
	type ResultSet,
	type Row,
} from '@libsql/client/sqlite3'
import Database from 'libsql'

type Prepared = {
	statement: ReturnType<Database.Database['prepare']>
	returnsData: boolean
	columns: string[]
	columnTypes: string[]
}

/** Bounded: Prisma writes a statement per list length (`IN (?, ?, …)`, multi-row INSERTs). */
const MAX_PREPARED = 500

/**
 * The database file of a `file:` URL when it is a plain path (what `DATABASE_URL` is here);
 * null for anything else (an authority, a query, percent escapes, `:memory:`), which is left to
 * @libsql/client's own parsing.
 */
export function plainFilePath(url: string): string | null {
	if (!url.startsWith('file:')) return null
	const path = url.slice('file:'.length)
	if (path === '' || path.startsWith('//') || /[?#%]/u.test(path) || path === ':memory:')
		return null
	return path
}

/** A value as @libsql/client binds it (its valueToSql with intMode "number"). */
function toSqlValue(value: InValue | undefined): unknown {
	if (typeof value === 'number') {
		if (!Number.isFinite(value))
			throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments')
		return value
	}
	if (typeof value === 'bigint') {
		if (value < -9223372036854775808n || value > 9223372036854775807n)
			throw new RangeError(
				'bigint is too large to be represented as a 64-bit integer and passed as argument',
			)
		return value
	}
	if (typeof value === 'boolean') return value ? 1 : 0
	if (value instanceof ArrayBuffer) return Buffer.from(value)
	if (value instanceof Date) return value.valueOf()
	if (value === undefined)
		throw new TypeError('undefined cannot be passed as argument to the database')
	return value
}

/** A value as @libsql/client reads it (its valueFromSql with intMode "number"). */
function fromSqlValue(value: unknown): unknown {
	if (typeof value === 'bigint') {
		if (value < -9007199254740991n || value > 9007199254740991n)
			throw new RangeError(
				'Received integer which cannot be safely represented as a JavaScript number',
			)
		return Number(value)
	}
	if (value instanceof Buffer) return value.buffer
	return value
}

/** A row as @libsql/client builds it: values by index (not enumerable) and by column name. */
function toRow(values: unknown[], columns: string[]): Row {
	const row = {}
	Object.defineProperty(row, 'length', { value: values.length })
	for (let i = 0; i < values.length; i++) {
		const value = fromSqlValue(values[i])
		Object.defineProperty(row, i, { value })
		const column = columns[i]!
		if (!Object.hasOwn(row, column))
			Object.defineProperty(row, column, {
				value,
				enumerable: true,
				configurable: true,
				writable: true,
			})
	}
	return row as Row
}

function resultSet(
	columns: string[],
	columnTypes: string[],
	rows: Row[],
	rowsAffected: number,
	lastInsertRowid: bigint | undefined,
): ResultSet {
	return {
		columns,
		columnTypes,
		rows,
		rowsAffected,
		lastInsertRowid,
		toJSON: () => ({
			columns,
			columnTypes,
			rows: rows.map((row) =>
				Array.prototype.map.call(row, (value) =>
					typeof value === 'bigint'
						? `${value}`
						: value instanceof ArrayBuffer
							? Buffer.from(value).toString('base64')
							: value,
				),
			),
			rowsAffected,
			lastInsertRowid: lastInsertRowid !== undefined ? `${lastInsertRowid}` : null,
		}),
	}
}

function mapError(error: unknown) {
	return error instanceof Database.SqliteError
		? new LibsqlError(error.message, error.code, error.rawCode, error)
		: error
}

/**
 * @libsql/client's local client on `path`, whose `execute` prepares each distinct statement
 * once. A prepared statement is reused only after it has run to the end (`all` reads every
 * row), so no read stays open between two uses; SQLite prepares it again by itself if the
 * schema changes.
 */
export function clientWithPreparedStatements(path: string): Client {
	const options = {
		authToken: undefined,
		encryptionKey: undefined,
		syncUrl: undefined,
		syncPeriod: undefined,
	}
	const db = new Database(path, options)
	const prepared = new Map<string, Prepared>()

	function prepare(sql: string): Prepared {
		let entry = prepared.get(sql)
		if (entry) return entry
		const statement = db.prepare(sql)
		statement.safeIntegers(true)
		let returnsData = true
		try {
			statement.raw(true)
		} catch {
			// raw() throws for a statement that returns no rows.
			returnsData = false
		}
		const columns = returnsData ? statement.columns() : []
		entry = {
			statement,
			returnsData,
			columns: columns.map((column) => column.name),
			columnTypes: columns.map((column) => column.type ?? ''),
		}
		if (prepared.size >= MAX_PREPARED) prepared.clear()
		prepared.set(sql, entry)
		return entry
	}

	function run(sql: string, args: unknown[]): ResultSet {
		try {
			const { statement, returnsData, columns, columnTypes } = prepare(sql)
			if (returnsData) {
				const rows = (statement.all(args) as unknown[][]).map((values) => toRow(values, columns))
				return resultSet(columns, columnTypes, rows, 0, undefined)
			}
			const info = statement.run(args)
			return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid))
		} catch (error) {
			throw mapError(error)
		}
	}

	run('SELECT 1 AS checkThatTheDatabaseCanBeOpened', [])
	const client = new Sqlite3Client(path, options, db, 'number')
	return new Proxy(client, {
		get(target, property) {
			if (property === 'execute') {
				return async (statement: InStatement, args?: InValue[]) => {
					if (target.closed) return target.execute(statement as never)
					const sql = typeof statement === 'string' ? statement : statement.sql
					const values = typeof statement === 'string' ? (args ?? []) : statement.args
					// Named arguments ({ id: … }) are the client's own business; nothing here uses them.
					if (values !== undefined && !Array.isArray(values))
						return target.execute(statement as never)
					return run(sql, (values ?? []).map(toSqlValue))
				}
			}
			const value = Reflect.get(target, property, target)
			return typeof value === 'function' ? value.bind(target) : value
		},
	})
}
