// Backups of a real SQLite database taken while the app writes to it, restored into a fresh
// folder and served by the real server; the S3 upload goes to a local fake endpoint.
import { spawn } from 'node:child_process'
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
			LOG_REQUESTS: 'true',
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
	test('a backup taken while users and generations are being written restores into a fresh folder, and the app serves every user and generation from it', async () => {
		const live = makeTempDir('backup-live')
		const liveDb = path.join(live, 'app.db')
		const app = await serve(liveDb)

		// One user through the real API, for a generation exactly as the app stores it.
		const first = await post(`${app.url}/api/auth/signup`, {
			email: 'first@backup.test',
			password: PASSWORD,
		})
		expect(first.status).toBe(201)
		const generated = await post(
			`${app.url}/api/generate`,
			{ sourceContent: SOURCE, brandVoice: 'Plain and direct', contentGoal: 'Try LiteFS' },
			cookieOf(first),
		)
		expect(generated.status).toBe(200)
		const [model] = await rows(liveDb, 'SELECT * FROM "Generation"')
		const passwordHash = String((await rows(liveDb, 'SELECT hash FROM "Password"'))[0]?.hash ?? '')
		// Enough history that the snapshot takes a while: 1,500 generations of a bulk account.
		const writer = createClient({ url: `file:${liveDb}` })
		const insertGeneration = (userId: string, id: string) => ({
			sql: `INSERT INTO "Generation" (id, "userId", kind, "inputType", "sourceContent", "brandVoice",
				"contentGoal", options, engine, output, "durationMs", "updatedAt")
				VALUES (?, ?, 'posts', 'text', ?, ?, ?, ?, ?, ?, 1, CURRENT_TIMESTAMP)`,
			args: [
				id,
				userId,
				String(model?.sourceContent),
				String(model?.brandVoice),
				String(model?.contentGoal),
				String(model?.options),
				String(model?.engine),
				String(model?.output),
			],
		})
		const insertUser = (id: string, email: string) => [
			{
				sql: `INSERT INTO "User" (id, email, "usageResetDate", "updatedAt", "socialPostsUsedThisMonth")
					VALUES (?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 2)`,
				args: [id, email],
			},
			{ sql: 'INSERT INTO "Password" (hash, "userId") VALUES (?, ?)', args: [passwordHash, id] },
		]
		await writer.batch(insertUser('bulk', 'bulk@backup.test'), 'write')
		for (let i = 0; i < 15; i++) {
			await writer.batch(
				Array.from({ length: 100 }, (_, j) => insertGeneration('bulk', `bulk-${i}-${j}`)),
				'write',
			)
		}

		// Writers: each transaction adds a user with two generations, as a sign-up and two
		// generations would, while `npm run backup` runs in its own process.
		const committed: { email: string; start: number; end: number }[] = []
		let backupEnd = Infinity
		const writing = (async () => {
			// Until a few writes have begun after the backup finished (at most 200 users).
			for (let n = 0; n < 200 && committed.filter((w) => w.start > backupEnd).length < 3; n++) {
				const start = Date.now()
				await writer.batch(
					[
						...insertUser(`w${n}`, `writer-${n}@backup.test`),
						insertGeneration(`w${n}`, `w${n}-a`),
						insertGeneration(`w${n}`, `w${n}-b`),
					],
					'write',
				)
				committed.push({ email: `writer-${n}@backup.test`, start, end: Date.now() })
				await new Promise((resolve) => setTimeout(resolve, 15))
			}
		})()
		while (committed.length < 3) await new Promise((resolve) => setTimeout(resolve, 5))

		const backupDir = path.join(live, 'backups')
		const backupStart = Date.now()
		// The real command, in its own process, while this one keeps writing.
		const command = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
			const child = spawn(process.execPath, ['server/backup.js'], {
				env: {
					PATH: process.env.PATH ?? '',
					...SECRETS,
					DATABASE_URL: `file:${liveDb}`,
					BACKUP_DIR: backupDir,
				},
			})
			let stdout = ''
			child.stdout.on('data', (chunk) => (stdout += chunk))
			child.stderr.on('data', (chunk) => (stdout += chunk))
			child.on('close', (status) => resolve({ status, stdout }))
		})
		backupEnd = Date.now()
		await writing
		writer.close()
		await app.stop()
		expect(command.status, command.stdout).toBe(0)
		const report = JSON.parse(command.stdout.trim().split('\n').at(-1) ?? '{}')
		expect(report.msg).toMatch(/^backup: wrote .*vibecast-\d{8}T\d{6}Z\.db\.gz/)
		const file = String(report.file)
		expect(fs.statSync(file).mode & 0o777).toBe(0o600)
		// Compressed: smaller than the database it holds.
		expect(fs.statSync(file).size).toBeLessThan(zlib.gunzipSync(fs.readFileSync(file)).length)
		expect(committed.some((w) => w.end < backupStart)).toBe(true)
		expect(committed.some((w) => w.start > backupEnd)).toBe(true)

		// Restore into a folder that has never seen the database.
		const fresh = makeTempDir('backup-restored')
		const restoredDb = path.join(fresh, 'app.db')
		const { safetyCopy } = await restoreBackup({
			source: file,
			databaseUrl: `file:${restoredDb}`,
			backupDir: path.join(fresh, 'backups'),
		})
		expect(safetyCopy).toBeNull()

		const restoredUsers = (await rows(restoredDb, 'SELECT email FROM "User"')).map((r) =>
			String(r.email),
		)
		// Everyone written before the backup began is there, and no later write half-way:
		// every user has both generations of the transaction that created it.
		for (const { email } of committed.filter((w) => w.end < backupStart)) {
			expect(restoredUsers).toContain(email)
		}
		const partial = await rows(
			restoredDb,
			`SELECT u.email FROM "User" u WHERE u.id LIKE 'w%'
			AND (SELECT COUNT(*) FROM "Generation" g WHERE g."userId" = u.id) != 2`,
		)
		expect(partial).toEqual([])
		expect(
			(await rows(restoredDb, `SELECT COUNT(*) AS n FROM "Generation" WHERE "userId" = 'bulk'`))[0]
				?.n,
		).toBe(1500)

		// The restored app serves each user and each of their generations.
		const restored = await serve(restoredDb)
		const generations = await rows(
			restoredDb,
			`SELECT g.id, u.email FROM "Generation" g JOIN "User" u ON u.id = g."userId" WHERE u.id != 'bulk'`,
		)
		for (const email of restoredUsers.filter((e) => e !== 'bulk@backup.test')) {
			const signin = await post(`${restored.url}/api/auth/signin`, { email, password: PASSWORD })
			expect(signin.status, email).toBe(200)
			const history = await fetch(`${restored.url}/history`, {
				headers: { cookie: cookieOf(signin) },
			})
			expect(history.status).toBe(200)
			const html = await history.text()
			const theirs = generations.filter((g) => g.email === email)
			expect(theirs.length).toBeGreaterThan(0)
			for (const generation of theirs) expect(html).toContain(String(generation.id))
		}
	}, 120_000)

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
