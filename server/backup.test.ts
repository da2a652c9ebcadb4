// Backups of a real SQLite database taken while the app writes to it, restored into a fresh
// folder and served by the real server; the S3 upload goes to a local fake endpoint.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { startServer, type RunningServer } from '#tests/setup/server-process.ts'
import { createBackup, s3ConfigFrom } from './backup.js'
import { applyMigrations } from './migrate.js'
import { downloadBackup, restoreBackup } from './restore.js'

const PASSWORD = 'Backup-pass-2026'
const SECRETS = {
	SESSION_SECRET: 'backup-test-session-secret-0123456789abcdef',
	ENCRYPTION_KEY: 'b'.repeat(64),
}
const SOURCE =
	'Our team moved every service to a single SQLite file replicated with LiteFS. Reads got faster, ' +
	'deploys got simpler, and the bill went down. Here is what we learned about backups, failover ' +
	'and the one query that needed an index.'

const servers: RunningServer[] = []
afterEach(async () => {
	for (const server of servers.splice(0)) await server.stop()
})

async function serve(databaseFile: string) {
	const server = await startServer({
		env: {
			...SECRETS,
			DATABASE_URL: `file:${databaseFile}`,
			AUTH_RATE_LIMIT_MAX: '100000',
			LOG_REQUESTS: 'false',
		},
	})
	servers.push(server)
	expect(server.url, JSON.stringify(server.logs().slice(-3))).not.toBe('')
	return server
}

function cookieOf(response: Response) {
	return response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.join('; ')
}

async function post(url: string, body: unknown, cookie = '') {
	return fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', cookie },
		body: JSON.stringify(body),
	})
}

async function rows(databaseFile: string, sql: string) {
	const client = createClient({ url: `file:${databaseFile}` })
	try {
		return (await client.execute(sql)).rows
	} finally {
		client.close()
	}
}

describe('npm run backup / npm run restore', () => {
	test('a backup taken while users sign up and generate restores into a fresh folder, and the app serves every user and generation from it', async () => {
		const live = makeTempDir('backup-live')
		const liveDb = path.join(live, 'app.db')
		const app = await serve(liveDb)

		// Writers: each signs a user up and generates posts until the plan's allowance runs out.
		const finishedSignups: { email: string; at: number }[] = []
		const writes: { start: number; end: number }[] = []
		const failures: string[] = []
		let inFlight = 0
		let stop = false
		let next = 0
		async function writer() {
			while (!stop) {
				const email = `writer-${next++}@backup.test`
				const start = Date.now()
				inFlight += 1
				const signup = await post(`${app.url}/api/auth/signup`, { email, password: PASSWORD })
				inFlight -= 1
				if (signup.status !== 201) {
					failures.push(`signup ${signup.status}: ${await signup.text()}`)
					break
				}
				writes.push({ start, end: Date.now() })
				finishedSignups.push({ email, at: Date.now() })
				const cookie = cookieOf(signup)
				for (let i = 0; i < 3 && !stop; i++) {
					const started = Date.now()
					inFlight += 1
					const generated = await post(
						`${app.url}/api/generate`,
						{
							sourceContent: SOURCE,
							brandVoice: 'Plain and direct',
							contentGoal: 'Get readers to try LiteFS',
						},
						cookie,
					)
					inFlight -= 1
					if (generated.status !== 200) {
						failures.push(`generate ${generated.status}: ${await generated.text()}`)
						break
					}
					writes.push({ start: started, end: Date.now() })
				}
			}
		}
		const writers = [writer(), writer(), writer()]
		const failed = () =>
			failures.length > 0 &&
			expect(failures, JSON.stringify(app.logs().filter((l) => l.level !== 'info'))).toEqual([])
		while (finishedSignups.length < 4 && !failed()) {
			await new Promise((resolve) => setTimeout(resolve, 20))
		}
		// Start while a write is in progress on the server.
		while (inFlight === 0) await new Promise((resolve) => setImmediate(resolve))

		const backupDir = path.join(live, 'backups')
		const backupStart = Date.now()
		const backup = await createBackup({ databaseUrl: `file:${liveDb}`, backupDir })
		const backupEnd = Date.now()
		// Writes go on after it (one that started after it finished), then the writers stop.
		while (!writes.some((w) => w.start > backupEnd) && !failed()) {
			await new Promise((resolve) => setTimeout(resolve, 20))
		}
		stop = true
		await Promise.all(writers)
		await app.stop()
		expect(failures).toEqual([])

		expect(writes.some((w) => w.start <= backupStart && w.end >= backupStart)).toBe(true)
		expect(writes.some((w) => w.start > backupEnd)).toBe(true)
		expect(path.basename(backup.file)).toMatch(/^vibecast-\d{8}T\d{6}Z\.db\.gz$/)
		expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600)
		// Compressed: smaller than the database it holds.
		const unpackedBytes = zlib.gunzipSync(fs.readFileSync(backup.file)).length
		expect(backup.bytes).toBeLessThan(unpackedBytes)

		// Restore into a folder that has never seen the database.
		const fresh = makeTempDir('backup-restored')
		const restoredDb = path.join(fresh, 'app.db')
		const { safetyCopy } = await restoreBackup({
			source: backup.file,
			databaseUrl: `file:${restoredDb}`,
			backupDir: path.join(fresh, 'backups'),
		})
		expect(safetyCopy).toBeNull()

		const restoredUsers = (await rows(restoredDb, 'SELECT email FROM "User"')).map((r) =>
			String(r.email),
		)
		// Everyone who had signed up before the backup began is there; no one is there twice.
		for (const { email } of finishedSignups.filter((s) => s.at < backupStart)) {
			expect(restoredUsers).toContain(email)
		}
		expect(new Set(restoredUsers).size).toBe(restoredUsers.length)

		// The restored app serves each user and each of their generations.
		const restored = await serve(restoredDb)
		const generations = await rows(
			restoredDb,
			'SELECT g.id, u.email FROM "Generation" g JOIN "User" u ON u.id = g."userId"',
		)
		expect(generations.length).toBeGreaterThanOrEqual(4)
		for (const email of restoredUsers) {
			const signin = await post(`${restored.url}/api/auth/signin`, { email, password: PASSWORD })
			expect(signin.status, email).toBe(200)
			const history = await fetch(`${restored.url}/history`, {
				headers: { cookie: cookieOf(signin) },
			})
			expect(history.status).toBe(200)
			const html = await history.text()
			const theirs = generations.filter((g) => g.email === email)
			for (const generation of theirs) expect(html).toContain(String(generation.id))
		}
		// Quota counters match the saved generations (a reservation caught mid-flight by the
		// snapshot is given back when the restored server starts).
		const mismatched = await rows(
			restoredDb,
			`SELECT u.email FROM "User" u WHERE u."socialPostsUsedThisMonth" !=
			(SELECT COUNT(*) FROM "Generation" g WHERE g."userId" = u.id AND g.kind = 'posts')`,
		)
		expect(mismatched).toEqual([])
	}, 90_000)

	test('restoring over a database keeps the one it replaces as a safety copy, and refuses a file that is not a backup', async () => {
		const dir = makeTempDir('backup-safety')
		const db = path.join(dir, 'app.db')
		await applyMigrations(`file:${db}`, { log: false })
		const backupDir = path.join(dir, 'backups')
		const first = await createBackup({ databaseUrl: `file:${db}`, backupDir })

		const client = createClient({ url: `file:${db}` })
		await client.execute(
			`INSERT INTO "User" (id, email, "usageResetDate", "updatedAt")
			VALUES ('after-backup', 'late@backup.test', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`,
		)
		client.close()

		const { safetyCopy } = await restoreBackup({
			source: first.file,
			databaseUrl: `file:${db}`,
			backupDir,
		})
		expect(await rows(db, 'SELECT id FROM "User"')).toEqual([])
		expect(safetyCopy).toMatch(/pre-restore-\d{8}T\d{6}Z\.db\.gz$/)
		const kept = path.join(dir, 'kept.db')
		fs.writeFileSync(kept, zlib.gunzipSync(fs.readFileSync(safetyCopy ?? '')))
		expect((await rows(kept, 'SELECT email FROM "User"')).map((r) => r.email)).toEqual([
			'late@backup.test',
		])

		const junk = path.join(dir, 'notes.txt')
		fs.writeFileSync(junk, 'not a database at all, just some text long enough to look like one')
		await expect(
			restoreBackup({ source: junk, databaseUrl: `file:${db}`, backupDir }),
		).rejects.toThrow(/not an SQLite database|not a database/i)
		// Refused before anything changed: no new safety copy, the database as it was.
		expect(fs.readdirSync(backupDir).filter((f) => f.startsWith('pre-restore'))).toHaveLength(1)
		expect(await rows(db, 'SELECT id FROM "User"')).toEqual([])
	})

	test('keeps the newest BACKUP_KEEP backups and removes older ones', async () => {
		const dir = makeTempDir('backup-keep')
		const db = path.join(dir, 'app.db')
		await applyMigrations(`file:${db}`, { log: false })
		const backupDir = path.join(dir, 'backups')
		for (let day = 1; day <= 4; day++) {
			await createBackup({
				databaseUrl: `file:${db}`,
				backupDir,
				keep: 2,
				now: new Date(`2026-11-0${day}T02:00:00Z`),
			})
		}
		expect(fs.readdirSync(backupDir).sort()).toEqual([
			'vibecast-20261103T020000Z.db.gz',
			'vibecast-20261104T020000Z.db.gz',
		])
	})

	test('uploads the backup to S3-compatible storage and restores it from there', async () => {
		const stored = new Map<string, Buffer>()
		const seen: { method: string; url: string; authorization: string }[] = []
		const fake = http.createServer((req, res) => {
			const chunks: Buffer[] = []
			req.on('data', (chunk: Buffer) => chunks.push(chunk))
			req.on('end', () => {
				seen.push({
					method: req.method ?? '',
					url: req.url ?? '',
					authorization: String(req.headers.authorization ?? ''),
				})
				const key = (req.url ?? '').split('?')[0] ?? ''
				if (req.method === 'PUT') {
					stored.set(key, Buffer.concat(chunks))
					res.writeHead(200, { ETag: '"fake"' }).end()
				} else if (req.method === 'GET' && stored.has(key)) {
					res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(stored.get(key))
				} else {
					res.writeHead(404).end()
				}
			})
		})
		await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
		const { port } = fake.address() as { port: number }
		try {
			const dir = makeTempDir('backup-s3')
			const db = path.join(dir, 'app.db')
			await applyMigrations(`file:${db}`, { log: false })
			const s3 = s3ConfigFrom({
				BACKUP_S3_BUCKET: 'vibecast-backups',
				BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
				BACKUP_S3_FORCE_PATH_STYLE: 'true',
				AWS_REGION: 'auto',
				AWS_ACCESS_KEY_ID: 'test-access-key',
				AWS_SECRET_ACCESS_KEY: 'test-secret-key',
			})
			expect(s3).not.toBeNull()
			const backup = await createBackup({
				databaseUrl: `file:${db}`,
				backupDir: path.join(dir, 'b'),
				s3,
			})
			const name = path.basename(backup.file)
			expect(backup.uploaded).toBe(`s3://vibecast-backups/backups/${name}`)
			const put = seen.find((request) => request.method === 'PUT')
			expect(put?.url.split('?')[0]).toBe(`/vibecast-backups/backups/${name}`)
			// Signed with the configured key (SigV4), not sent anonymously.
			expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\//)
			expect(
				stored.get(`/vibecast-backups/backups/${name}`)?.equals(fs.readFileSync(backup.file)),
			).toBe(true)

			const downloaded = path.join(dir, 'downloaded.db.gz')
			await downloadBackup(s3!, `backups/${name}`, downloaded)
			expect(fs.readFileSync(downloaded).equals(fs.readFileSync(backup.file))).toBe(true)
		} finally {
			await new Promise((resolve) => fake.close(resolve))
		}
	})

	test('Fly Tigris settings (fly storage create) are picked up without BACKUP_S3_*', () => {
		expect(
			s3ConfigFrom({
				BUCKET_NAME: 'tigris-bucket',
				AWS_ENDPOINT_URL_S3: 'https://fly.storage.tigris.dev',
				AWS_REGION: 'auto',
			}),
		).toMatchObject({
			bucket: 'tigris-bucket',
			endpoint: 'https://fly.storage.tigris.dev',
			prefix: 'backups/',
		})
		expect(s3ConfigFrom({})).toBeNull()
	})
})
