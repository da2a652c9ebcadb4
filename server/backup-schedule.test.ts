import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { scheduleBackups } from './backup-schedule.js'
import { applyMigrations } from './migrate.js'

const quiet = { info: () => {}, error: () => {} } as never
const stops: (() => void)[] = []
afterEach(() => {
	for (const stop of stops.splice(0)) stop()
})

async function setup({ replica }: { replica: boolean }) {
	const dir = makeTempDir('backup-schedule')
	const db = path.join(dir, 'app.db')
	await applyMigrations(`file:${db}`, { log: false })
	const litefs = path.join(dir, 'litefs')
	fs.mkdirSync(litefs)
	if (replica) fs.writeFileSync(path.join(litefs, '.primary'), 'primary-machine-1')
	const env = {
		DATABASE_URL: `file:${db}`,
		DATA_DIR: dir,
		LITEFS_DIR: litefs,
		SESSION_SECRET: 's'.repeat(40),
		ENCRYPTION_KEY: 'e'.repeat(64),
	} as never
	return { dir, env }
}

const backupsIn = (dir: string) =>
	fs.existsSync(path.join(dir, 'backups'))
		? fs.readdirSync(path.join(dir, 'backups')).filter((f) => f.endsWith('.db.gz'))
		: []

test('the primary takes a backup when one is due', async () => {
	const { dir, env } = await setup({ replica: false })
	stops.push(scheduleBackups({ env, logger: quiet, intervalHours: 24, firstDelayMs: 10 }))
	const deadline = Date.now() + 15_000
	while (backupsIn(dir).length === 0 && Date.now() < deadline) {
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	expect(backupsIn(dir)).toHaveLength(1)
	expect(backupsIn(dir)[0]).toMatch(/^vibecast-\d{8}T\d{6}Z\.db\.gz$/)
})

test('a replica keeps the schedule but does not back up (the primary does)', async () => {
	const { dir, env } = await setup({ replica: true })
	stops.push(scheduleBackups({ env, logger: quiet, intervalHours: 24, firstDelayMs: 10 }))
	await new Promise((resolve) => setTimeout(resolve, 1500))
	expect(backupsIn(dir)).toEqual([])
})
