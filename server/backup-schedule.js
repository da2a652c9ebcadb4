// Backups on a schedule, by the machine that writes (the LiteFS primary, or a lone server). Each
// runs `node server/backup.js` as a child process, so compressing a large database never stalls
// requests. A machine that was stopped (Fly stops idle machines) catches up at its next start.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { backupDirOf, newestBackupTime } from './backup.js'
import { databaseRole } from './database-startup.js'

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'backup.js')

/**
 * @param {{ env: import('./env.js').AppEnv, logger: import('pino').Logger, intervalHours: number, firstDelayMs?: number }} options
 * @returns {() => void} stops the schedule
 */
export function scheduleBackups({ env, logger, intervalHours, firstDelayMs = 60_000 }) {
	const intervalMs = intervalHours * 3_600_000
	const dir = backupDirOf(env)
	let running = false
	const run = () => {
		if (running) return
		running = true
		const child = spawn(process.execPath, [script], {
			stdio: 'inherit',
			env: {
				...process.env,
				DATA_DIR: env.DATA_DIR,
				BACKUP_DIR: dir,
				DATABASE_URL: env.DATABASE_URL,
			},
		})
		child.on('exit', (code) => {
			running = false
			if (code !== 0) logger.error(`backup: the scheduled backup failed (exit ${code})`)
		})
	}
	const due = () => {
		const newest = newestBackupTime(dir)
		return !newest || Date.now() - newest.getTime() >= intervalMs
	}
	// Due-ness is read from the newest file, so restarts neither skip nor repeat a backup.
	// The role is read at each tick: LiteFS may move the primary lease to another machine.
	const tick = () => {
		if (databaseRole(env.LITEFS_DIR).role !== 'replica' && due()) run()
	}
	const first = setTimeout(tick, firstDelayMs)
	const every = setInterval(tick, Math.min(intervalMs, 10 * 60_000))
	first.unref()
	every.unref()
	logger.info(
		`Backups: every ${intervalHours} h to ${dir}, by whichever machine is the LiteFS primary (or this one without LiteFS)`,
	)
	return () => {
		clearTimeout(first)
		clearInterval(every)
	}
}
