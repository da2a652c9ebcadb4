// Starts the real production server (server/index.js) as a child process for tests that need
// the whole start-up (migrations, LiteFS roles, the built app). It listens on a port the system
// picks (PORT=0) and reports it in its "ready" log line.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')
const serverBuild = path.join(root, 'build', 'server', 'index.js')
const engineBuild = path.join(root, 'build', 'engine', 'engine-worker.js')
const lockDir = path.join(root, 'tests', '.tmp', 'build.lock')

/** The newest modification time of the files the server build is made from. */
function newestSource() {
	let newest = 0
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name)
			if (entry.isDirectory()) walk(full)
			else newest = Math.max(newest, fs.statSync(full).mtimeMs)
		}
	}
	for (const dir of ['app', 'server']) walk(path.join(root, dir))
	return newest
}

function buildIsCurrent() {
	const newest = newestSource()
	return [serverBuild, engineBuild].every(
		(file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= newest,
	)
}

/**
 * The server serves build/. `npm test` runs Vitest before the browser tests build the app, so a
 * test that starts the server builds it first when it is missing or older than the code. One
 * worker at a time holds the lock, and the others wait for it to be released, never for the
 * build's first file (a build in progress is not a build).
 */
export async function ensureBuild() {
	if (buildIsCurrent() && !fs.existsSync(lockDir)) return
	fs.mkdirSync(path.dirname(lockDir), { recursive: true })
	const deadline = Date.now() + 120_000
	for (;;) {
		try {
			fs.mkdirSync(lockDir)
			break
		} catch {
			// A lock left by a killed run is stale after two minutes.
			if (Date.now() > deadline) fs.rmSync(lockDir, { recursive: true, force: true })
			await new Promise((resolve) => setTimeout(resolve, 200))
		}
	}
	try {
		if (buildIsCurrent()) return
		// `npm run build`: the app, then the engine worker (ADR 029).
		for (const [command, args] of [
			[path.join(root, 'node_modules', '.bin', 'react-router'), ['build']],
			[process.execPath, ['other/build-engine.js']],
		] as const) {
			const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' })
			if (result.status !== 0) throw new Error(`${command} ${args[0]} failed:\n${result.stderr}`)
		}
	} finally {
		fs.rmSync(lockDir, { recursive: true, force: true })
	}
}

export type LogLine = { level: string; msg: string; [key: string]: unknown }

export type RunningServer = {
	url: string
	child: ChildProcess
	logs: () => LogLine[]
	stop: () => Promise<void>
}

/** Lines the server printed, parsed (pino writes one JSON object a line). */
function parseLines(text: string): LogLine[] {
	// The last piece may be a line still being written.
	return text
		.split('\n')
		.slice(0, -1)
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as LogLine)
}

/**
 * Spawns the server and waits for its "ready" line (or its exit, or `untilLog` matching a line
 * before it is ready: then `url` is empty and the process still runs).
 */
export async function startServer({
	env,
	timeoutMs = 20_000,
	untilLog,
}: {
	env: Record<string, string>
	timeoutMs?: number
	untilLog?: RegExp
}): Promise<RunningServer> {
	await ensureBuild()
	const child = spawn(process.execPath, [path.join(root, 'server', 'index.js')], {
		cwd: root,
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			HOST: '127.0.0.1',
			LOG_REQUESTS: 'true',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) {
			child.kill('SIGTERM')
			await exited
		}
	}
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const lines = parseLines(output)
		const ready = lines.find((line) => typeof line.port === 'number' && /ready/.test(line.msg))
		if (ready) {
			return { url: `http://127.0.0.1:${ready.port}`, child, logs: () => parseLines(output), stop }
		}
		if (untilLog && lines.some((line) => untilLog.test(line.msg))) {
			return { url: '', child, logs: () => parseLines(output), stop }
		}
		if (child.exitCode !== null) {
			return { url: '', child, logs: () => parseLines(output), stop }
		}
		if (Date.now() > deadline) {
			await stop()
			throw new Error(`The server did not start in ${timeoutMs} ms:\n${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}
