// `npm run restore -- <backup.db.gz | backup.db | s3:<key>>`: puts a backup back as the
// database. The backup is checked first; the current database is kept as a safety copy
// (`pre-restore-<time>.db.gz` in BACKUP_DIR). Without LiteFS the app must be stopped while it
// runs; with LiteFS, run it on the primary while the app runs: `litefs import` swaps the
// database in and replicates it. See README "Backups and restore".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import {
	backupDirOf,
	checkDatabaseFile,
	createBackup,
	databaseFile,
	s3ClientFor,
	s3ConfigFrom,
} from './backup.js'

/**
 * Writes the backup `source` (gzip or plain SQLite) to `target` and checks it.
 * @param {string} source
 * @param {string} target
 */
export async function unpackBackup(source, target) {
	const head = Buffer.alloc(2)
	const fd = fs.openSync(source, 'r')
	try {
		fs.readSync(fd, head, 0, 2, 0)
	} finally {
		fs.closeSync(fd)
	}
	const gzipped = head[0] === 0x1f && head[1] === 0x8b
	await pipeline(
		fs.createReadStream(source),
		...(gzipped ? [zlib.createGunzip()] : []),
		fs.createWriteStream(target, { mode: 0o600 }),
	)
	await checkDatabaseFile(target)
}

/**
 * @param {{ source: string, databaseUrl: string, backupDir: string, litefsDir?: string, now?: Date }} options
 * @returns {Promise<{ safetyCopy: string | null }>}
 */
export async function restoreBackup({
	source,
	databaseUrl,
	backupDir,
	litefsDir,
	now = new Date(),
}) {
	if (!fs.existsSync(source)) throw new Error(`No backup at ${source}`)
	const target = databaseFile(databaseUrl)
	const staging = litefsDir
		? path.join(backupDir, `.restore-${process.pid}.db`)
		: `${target}.restore-${process.pid}`
	fs.mkdirSync(path.dirname(staging), { recursive: true })
	try {
		await unpackBackup(source, staging)
		let safetyCopy = null
		if (fs.existsSync(target) && fs.statSync(target).size > 0) {
			safetyCopy = (await createBackup({ databaseUrl, backupDir, now, prefix: 'pre-restore' })).file
		}
		if (litefsDir) {
			// LiteFS owns the file: it imports the copy as one transaction and replicates it.
			const result = spawnSync('litefs', ['import', '-name', path.basename(target), staging], {
				stdio: 'inherit',
			})
			if (result.status !== 0)
				throw new Error('litefs import failed (is this machine the primary?)')
		} else {
			for (const extra of ['-wal', '-shm']) fs.rmSync(`${target}${extra}`, { force: true })
			fs.renameSync(staging, target)
		}
		return { safetyCopy }
	} finally {
		fs.rmSync(staging, { force: true })
	}
}

/**
 * Downloads `key` from the backup bucket to `file`.
 * @param {import('./backup.js').S3Config} s3
 * @param {string} key
 * @param {string} file
 */
export async function downloadBackup(s3, key, file) {
	const { GetObjectCommand } = await import('@aws-sdk/client-s3')
	const client = await s3ClientFor(s3)
	try {
		const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
		if (!object.Body) throw new Error(`s3://${s3.bucket}/${key} is empty`)
		await pipeline(
			/** @type {NodeJS.ReadableStream} */ (object.Body),
			fs.createWriteStream(file, { mode: 0o600 }),
		)
	} finally {
		client.destroy()
	}
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
	const { getEnv } = await import('./env.js')
	const { databaseRole } = await import('./database-startup.js')
	const arg = process.argv[2]
	if (!arg) {
		console.error(
			'Usage: npm run restore -- <file.db.gz | file.db | s3:<key>>\n' +
				'  e.g. npm run restore -- data/backups/vibecast-20261123T020000Z.db.gz\n' +
				'       npm run restore -- s3:backups/vibecast-20261123T020000Z.db.gz',
		)
		process.exit(2)
	}
	const env = getEnv()
	const role = databaseRole(env.LITEFS_DIR)
	if (role.role === 'replica') {
		console.error(
			`This machine is a LiteFS replica; run the restore on the primary (${role.primary}).`,
		)
		process.exit(1)
	}
	const backupDir = backupDirOf(env)
	let source = path.resolve(arg)
	let downloaded = null
	try {
		if (arg.startsWith('s3:')) {
			const s3 = s3ConfigFrom(process.env)
			if (!s3) throw new Error('s3: needs BACKUP_S3_BUCKET (or BUCKET_NAME) and its credentials')
			fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 })
			downloaded = path.join(backupDir, `.download-${process.pid}.db.gz`)
			await downloadBackup(s3, arg.slice(3), downloaded)
			source = downloaded
		}
		if (!env.LITEFS_DIR) {
			console.log('Restoring over the database file: the app must not be running (stop it first).')
		}
		const { safetyCopy } = await restoreBackup({
			source,
			databaseUrl: env.DATABASE_URL,
			backupDir,
			litefsDir: env.LITEFS_DIR,
		})
		console.log(
			`Restored ${arg} into ${databaseFile(env.DATABASE_URL)}.` +
				(safetyCopy ? ` The database it replaced is kept in ${safetyCopy}.` : ''),
		)
		console.log('Start the app: it applies any migration the backup is missing.')
	} catch (error) {
		console.error(
			`Restore failed, nothing was changed: ${error instanceof Error ? error.message : error}`,
		)
		process.exitCode = 1
	} finally {
		if (downloaded) fs.rmSync(downloaded, { force: true })
	}
}
