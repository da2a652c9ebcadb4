// Builds one migrated template database for the whole run; workers copy it (see vitest-setup.ts).
import fs from 'node:fs'
import path from 'node:path'
import { applyMigrations } from '../../server/migrate.js'
import { corpusAvailable, corpusMissingReason } from '../fixtures/fixtures.ts'

export default async function setup() {
	if (!corpusAvailable)
		console.log(`Skipping the tests that read the shared corpus: ${corpusMissingReason}.`)
	// A folder of this run's own: other runs (and the browser tests) may be using tests/.tmp too.
	const dir = path.join(process.cwd(), 'tests', '.tmp', `vitest-${process.pid}`)
	fs.rmSync(dir, { recursive: true, force: true })
	fs.mkdirSync(dir, { recursive: true })
	const templatePath = path.join(dir, 'template.db')
	await applyMigrations(`file:${templatePath}`, { log: false })
	process.env.TEMPLATE_DATABASE_PATH = templatePath
	process.env.TEST_DATABASE_DIR = dir
	return () => fs.rmSync(dir, { recursive: true, force: true })
}
