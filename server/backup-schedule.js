// Backups on a schedule, in the machine that writes (the LiteFS primary, or a lone server). Each
// runs `node server/backup.js` as a child process, so compressing a large database never stalls
// requests. A machine that was stopped (Fly stops idle machines) catches up at its next start.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { backupDirOf, newestBackupTime } from './backup.js'

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'backup.js')

/**
 * @param {{ env: import('./env.js').AppEnv, logger: import('pino').Logger, intervalHours: number, firstDelayMs?: number }} options
 * @returns {() => void} stops the schedule
 */
export function scheduleBackups({ env, logger, intervalHours, firstDelayMs = 60_000 }) {
	const intervalMs = intervalHours * 3_600_000
	let running = false
	const run = () => {
		if (running) return
		running = true
		const child = spawn(process.execPath, [script], { stdio: 'inherit', env: process.env })
		child.on('exit', (code) => {
			running = false
			if (code !== 0) logger.error(`backup: the scheduled backup failed (exit ${code})`)
		})
	}
	const dir = backupDirOf(env)
	const due = () => {
		const newest = newestBackupTime(dir)
		return !newest || Date.now() - newest.getTime() >= intervalMs
	}
	// Due-ness is read from the newest file, so restarts neither skip nor repeat a backup.
	const tick = () => {
		if (due()) run()
	}
	const first = setTimeout(tick, firstDelayMs)
	const every = setInterval(tick, Math.min(intervalMs, 10 * 60_000))
	first.unref()
	every.unref()
	logger.info(
		`Backups: every ${intervalHours} h to ${dir}${due() ? ' (one is due: in a minute)' : ''}`,
	)
	return () => {
		clearTimeout(first)
		clearInterval(every)
	}
}
