// Per-worker setup: each worker gets its own copy of the migrated template database, so
// integration tests run against a real SQLite file without sharing state across workers.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll } from 'vitest'
import { removeTempDirs } from './temp-dir.ts'

const templatePath = process.env.TEMPLATE_DATABASE_PATH
if (templatePath) {
	const dir = process.env.TEST_DATABASE_DIR ?? path.dirname(templatePath)
	const workerDb = path.join(dir, `worker-${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}.db`)
	fs.copyFileSync(templatePath, workerDb)
	process.env.DATABASE_URL = `file:${workerDb}`
}
process.env.NODE_ENV = 'test'

// Folders a test file made with makeTempDir go when the file is done.
afterAll(removeTempDirs)
