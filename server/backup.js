// `npm run backup`: a consistent snapshot of the SQLite database (VACUUM INTO reads one
// transaction's view while the app keeps writing), checked, gzip-compressed into BACKUP_DIR,
// the oldest pruned, and, when a bucket is configured, uploaded to S3-compatible storage
// (AWS S3, Fly's Tigris, Cloudflare R2, MinIO) through the AWS SDK. See ADR 017.
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
// The local-file client only (see migrate.js).
import { createClient } from '@libsql/client/sqlite3'

const BACKUP_NAME = /^vibecast-\d{8}T\d{6}Z\.db\.gz$/

/** @param {Date} date → 20261123T201500Z */
function stampOf(date) {
	return date
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d+Z$/, 'Z')
}

/** @param {string} databaseUrl */
export function databaseFile(databaseUrl) {
	return path.resolve(databaseUrl.replace(/^file:/, ''))
}

/**
 * The S3 settings from the environment, or null when no bucket is set. Fly's `fly storage
 * create` sets BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_REGION and the key pair; BACKUP_S3_* win.
 * @param {Record<string, string | undefined>} env
 */
export function s3ConfigFrom(env) {
	const bucket = env.BACKUP_S3_BUCKET ?? env.BUCKET_NAME
	if (!bucket) return null
	return {
		bucket,
		prefix: env.BACKUP_S3_PREFIX ?? 'backups/',
		endpoint: env.BACKUP_S3_ENDPOINT ?? env.AWS_ENDPOINT_URL_S3,
		region: env.BACKUP_S3_REGION ?? env.AWS_REGION ?? 'auto',
		forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE === 'true',
		accessKeyId: env.AWS_ACCESS_KEY_ID,
		secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
	}
}

/** @typedef {NonNullable<ReturnType<typeof s3ConfigFrom>>} S3Config */

/** @param {S3Config} config */
export async function s3ClientFor(config) {
	const { S3Client } = await import('@aws-sdk/client-s3')
	return new S3Client({
		region: config.region,
		endpoint: config.endpoint,
		forcePathStyle: config.forcePathStyle,
		// S3-compatible stores differ in the newer checksum headers; send them only when required.
		requestChecksumCalculation: 'WHEN_REQUIRED',
		responseChecksumValidation: 'WHEN_REQUIRED',
		...(config.accessKeyId &&
			config.secretAccessKey && {
				credentials: {
					accessKeyId: config.accessKeyId,
					secretAccessKey: config.secretAccessKey,
				},
			}),
	})
}

/**
 * Copies the database as one consistent snapshot into `target` (a new file) and checks it.
 * @param {string} databaseUrl
 * @param {string} target
 */
export async function snapshotDatabase(databaseUrl, target) {
	fs.rmSync(target, { force: true })
	const client = createClient({ url: databaseUrl })
	try {
		await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
	} finally {
		client.close()
	}
	await checkDatabaseFile(target)
}

/**
 * Throws unless `file` is a sound SQLite database of this app (it has the migrations table).
 * @param {string} file
 */
export async function checkDatabaseFile(file) {
	const client = createClient({ url: `file:${file}` })
	try {
		const check = await client.execute('PRAGMA quick_check')
		const verdict = String(check.rows[0]?.[0] ?? check.rows[0]?.quick_check)
		if (verdict !== 'ok') throw new Error(`${file} failed SQLite's check: ${verdict}`)
		const table = await client.execute(
			"SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
		)
		if (table.rows.length === 0) throw new Error(`${file} is not a Vibecast database`)
	} catch (error) {
		if (error instanceof Error && /not a database|file is not/i.test(error.message)) {
			throw new Error(`${file} is not an SQLite database`)
		}
		throw error
	} finally {
		client.close()
	}
}

/**
 * @param {{ databaseUrl: string, backupDir: string, keep?: number, s3?: S3Config | null, now?: Date, prefix?: string }} options
 * @returns {Promise<{ file: string, bytes: number, uploaded: string | null, pruned: string[] }>}
 */
export async function createBackup({
	databaseUrl,
	backupDir,
	keep = 14,
	s3 = null,
	now = new Date(),
	prefix = 'vibecast',
}) {
	fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 })
	const name = `${prefix}-${stampOf(now)}.db.gz`
	const file = path.join(backupDir, name)
	const snapshot = path.join(backupDir, `.${name}.snapshot`)
	const partial = path.join(backupDir, `.${name}.partial`)
	try {
		await snapshotDatabase(databaseUrl, snapshot)
		await pipeline(
			fs.createReadStream(snapshot),
			zlib.createGzip({ level: 6 }),
			fs.createWriteStream(partial, { mode: 0o600 }),
		)
		// A file under the final name is always complete.
		fs.renameSync(partial, file)
	} finally {
		fs.rmSync(snapshot, { force: true })
		fs.rmSync(partial, { force: true })
	}
	const bytes = fs.statSync(file).size
	let uploaded = null
	if (s3) {
		const { PutObjectCommand } = await import('@aws-sdk/client-s3')
		const client = await s3ClientFor(s3)
		const key = `${s3.prefix}${name}`
		try {
			await client.send(
				new PutObjectCommand({
					Bucket: s3.bucket,
					Key: key,
					Body: fs.createReadStream(file),
					ContentLength: bytes,
					ContentType: 'application/gzip',
				}),
			)
		} finally {
			client.destroy()
		}
		uploaded = `s3://${s3.bucket}/${key}`
	}
	const pruned =
		prefix === 'vibecast'
			? fs
					.readdirSync(backupDir)
					.filter((entry) => BACKUP_NAME.test(entry))
					.sort()
					.reverse()
					.slice(keep)
			: []
	for (const old of pruned) fs.rmSync(path.join(backupDir, old), { force: true })
	return { file, bytes, uploaded, pruned }
}

/**
 * The newest local backup's time, or null.
 * @param {string} backupDir
 */
export function newestBackupTime(backupDir) {
	try {
		const newest = fs
			.readdirSync(backupDir)
			.filter((entry) => BACKUP_NAME.test(entry))
			.sort()
			.at(-1)
		return newest ? fs.statSync(path.join(backupDir, newest)).mtime : null
	} catch {
		return null
	}
}

/** @param {import('./env.js').AppEnv} env */
export function backupDirOf(env) {
	return path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
	const { getEnv } = await import('./env.js')
	const { logger } = await import('./logger.js')
	try {
		const env = getEnv()
		if (!fs.existsSync(databaseFile(env.DATABASE_URL))) {
			throw new Error(`No database at ${databaseFile(env.DATABASE_URL)} (DATABASE_URL)`)
		}
		const started = Date.now()
		const result = await createBackup({
			databaseUrl: env.DATABASE_URL,
			backupDir: backupDirOf(env),
			keep: env.BACKUP_KEEP,
			s3: s3ConfigFrom(process.env),
		})
		logger.info(
			{ file: result.file, bytes: result.bytes, uploaded: result.uploaded },
			`backup: wrote ${result.file} (${Math.ceil(result.bytes / 1024)} kB) in ${Date.now() - started} ms` +
				(result.uploaded
					? `, uploaded to ${result.uploaded}`
					: ', kept on this machine only (no BACKUP_S3_BUCKET)') +
				(result.pruned.length ? `; removed ${result.pruned.length} old backup(s)` : ''),
		)
	} catch (error) {
		logger.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
		process.exitCode = 1
	}
}
