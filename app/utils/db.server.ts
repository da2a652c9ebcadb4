import { PrismaClient } from '@prisma/client'
import { SingleConnectionLibSQL } from './db-connection.server.ts'
import { getEnv } from './env.server.ts'

// One client per process (and per test worker): the libsql adapter holds the SQLite file open,
// on one connection (db-connection.server.ts).
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; prismaUrl?: string }

function createClient(url: string) {
	const adapter = new SingleConnectionLibSQL({ url })
	return new PrismaClient({ adapter })
}

export function getPrisma(): PrismaClient {
	const url = process.env.DATABASE_URL ?? getEnv().DATABASE_URL
	if (!globalForPrisma.prisma || globalForPrisma.prismaUrl !== url) {
		globalForPrisma.prisma = createClient(url)
		globalForPrisma.prismaUrl = url
	}
	return globalForPrisma.prisma
}

export const prisma = new Proxy({} as PrismaClient, {
	get(_target, property) {
		const client = getPrisma()
		const value = Reflect.get(client, property, client)
		return typeof value === 'function' ? value.bind(client) : value
	},
})
