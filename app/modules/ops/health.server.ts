// What the health check reports: the database answers a read and, on a machine that writes (the
// LiteFS primary, or a server without LiteFS), takes the write lock: an UPDATE that matches no
// row still starts a write transaction (SQLite refuses it on a read-only or locked database), in
// a transaction that is rolled back, so a check changes no page and no schema.
import { readPrimaryInstance } from '../../../server/litefs.js'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

export type HealthReport = {
	ok: boolean
	role: 'primary' | 'replica' | 'standalone'
	database: 'ok' | 'error'
	write: 'ok' | 'error' | 'skipped (replica)'
}

class ProbeRolledBack extends Error {}

async function probeWrite() {
	try {
		await prisma.$transaction(async (tx) => {
			await tx.$executeRawUnsafe(
				'UPDATE "_prisma_migrations" SET "logs" = "logs" WHERE "id" IS NULL',
			)
			throw new ProbeRolledBack()
		})
	} catch (error) {
		if (error instanceof ProbeRolledBack) return
		throw error
	}
}

export async function checkHealth(): Promise<HealthReport> {
	const litefsDir = getEnv().LITEFS_DIR
	const role = !litefsDir ? 'standalone' : readPrimaryInstance(litefsDir) ? 'replica' : 'primary'
	const report: HealthReport = {
		ok: false,
		role,
		database: 'error',
		write: role === 'replica' ? 'skipped (replica)' : 'error',
	}
	try {
		await prisma.$queryRaw`SELECT 1`
		report.database = 'ok'
		if (role !== 'replica') {
			await probeWrite()
			report.write = 'ok'
		}
	} catch (error) {
		console.error('healthcheck: the database failed', error)
	}
	report.ok = report.database === 'ok' && report.write !== 'error'
	return report
}
