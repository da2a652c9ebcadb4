import { PrismaClient } from '@prisma/client'
import {
	SingleConnectionLibSQL,
	type SqlOnConnection,
	type SqlRow,
	type SqlStatement,
} from './db-connection.server.ts'
import { getEnv } from './env.server.ts'

// One client per process (and per test worker): the libsql adapter holds the SQLite file open,
// on one connection (db-connection.server.ts).
const globalForPrisma = globalThis as unknown as {
	prisma?: PrismaClient
	prismaUrl?: string
	prismaSql?: SqlOnConnection
}

export function getPrisma(): PrismaClient {
	const url = process.env.DATABASE_URL ?? getEnv().DATABASE_URL
	if (!globalForPrisma.prisma || globalForPrisma.prismaUrl !== url) {
		const adapter = new SingleConnectionLibSQL({ url })
		globalForPrisma.prisma = new PrismaClient({ adapter })
		globalForPrisma.prismaSql = adapter.sql
		globalForPrisma.prismaUrl = url
	}
	return globalForPrisma.prisma
}

/**
 * Plain SQL on the Prisma client's own connection, without Prisma's query compiler: for the
 * few statements every generation runs (ADR 037). Build statements with `Prisma.sql`.
 */
export const sql = {
	query<T extends SqlRow = SqlRow>(statement: SqlStatement) {
		return connectionSql().query<T>(statement)
	},
	execute(statement: SqlStatement) {
		return connectionSql().execute(statement)
	},
	transaction(statements: SqlStatement[]) {
		return connectionSql().transaction(statements)
	},
}

function connectionSql(): SqlOnConnection {
	getPrisma()
	return globalForPrisma.prismaSql!
}

export const prisma = new Proxy({} as PrismaClient, {
	get(_target, property) {
		const client = getPrisma()
		const value = Reflect.get(client, property, client)
		return typeof value === 'function' ? value.bind(client) : value
	},
})
