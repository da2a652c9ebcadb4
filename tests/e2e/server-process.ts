// Starting the built server as its own process, for the specs that test a start, a crash or a
// restart rather than a page in the shared test server.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

export async function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

export type ServerProcess = { child: ChildProcess; output: () => string }

/**
 * The built app on `port`, with its database in `dir`. `entry` is server/index.js (as the test
 * server runs it) or server/start.js (what `npm start` runs). `env` values of `undefined` remove
 * a variable; nothing about the engine or the services leaks in from the shell.
 */
export function startServer(
	dir: string,
	port: number,
	{
		entry = 'server/index.js',
		env = {},
	}: { entry?: string; env?: Record<string, string | undefined> } = {},
): ServerProcess {
	const merged: Record<string, string | undefined> = {
		...process.env,
		AI_API_KEY: undefined,
		AI_BASE_URL: undefined,
		STRIPE_SECRET_KEY: undefined,
		SMTP_URL: undefined,
		NODE_ENV: 'production',
		BILLING_MODE: 'test',
		PORT: String(port),
		DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
		DATA_DIR: dir,
		AUTH_RATE_LIMIT_MAX: '10000',
		LOG_REQUESTS: 'false',
		...env,
	}
	const childEnv = Object.fromEntries(
		Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
	)
	const child = spawn(process.execPath, [entry], {
		env: childEnv,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout?.on('data', (chunk) => (output += String(chunk)))
	child.stderr?.on('data', (chunk) => (output += String(chunk)))
	return { child, output: () => output }
}

export async function waitUntilHealthy(base: string, server: ServerProcess) {
	for (let attempt = 0; attempt < 150; attempt++) {
		if (server.child.exitCode !== null) break
		try {
			if ((await fetch(`${base}/resources/healthcheck`)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`server did not start:\n${server.output()}`)
}

/** Stops the process at once (SIGKILL), as a crash would. */
export function killHard(child: ChildProcess) {
	return new Promise<void>((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) return resolve()
		child.once('exit', () => resolve())
		child.kill('SIGKILL')
	})
}

/** Stops the process the way a platform does (SIGTERM) and waits for it. */
export function stop(child: ChildProcess) {
	return new Promise<void>((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) return resolve()
		child.once('exit', () => resolve())
		child.kill('SIGTERM')
	})
}
