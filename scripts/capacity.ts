// `npm run capacity` (after `npm run build`): the figures of docs/operations.md, measured on this
// machine. For each machine size (its memory decides the V8 heap, as server/start.js does on Fly;
// the server is pinned to one core, like a 1-CPU VM) it starts the real server on a fresh
// database and measures, over loopback only, with every loop bounded in time:
//   - pages: GET /pricing (server-rendered) requests per second, p50/p99 (wrk when installed);
//   - sign-ups per second through POST /api/auth/signup (Argon2id hashing dominates);
//   - generations per second through POST /api/generate (built-in engine, quota + history write);
//   - memory: RSS idle and peak under those loads.
// Then the single writer's ceiling without HTTP: the generation write path (reserve a unit,
// save the generation, settle) back to back on one SQLite file, as the LiteFS primary does.
// Options: --sizes 512,1024,2048 (MB)  --seconds 8  --out report.json
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { heapLimitMb, serverEnv, serverNodeFlags } from '../server/memory.js'

const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i += 2) {
	args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '')
}
const sizes = (args.get('sizes') ?? '512,1024,2048')
	.split(',')
	.filter((size) => size && size !== 'none')
	.map(Number)
const seconds = Number(args.get('seconds') ?? 8)
const outFile = args.get('out')
const hasTaskset = spawnSync('taskset', ['--version']).status === 0
const hasWrk =
	spawnSync('wrk', ['--version']).status !== null && !spawnSync('wrk', ['--version']).error
const cores = os.cpus().length
// The server gets core 0; this script and wrk the others, so the load does not slow the server.
if (hasTaskset && cores > 1)
	spawnSync('taskset', ['-p', '-c', `1-${cores - 1}`, String(process.pid)])

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibecast-capacity-'))
const PASSWORD = 'Capacity-pass-2026'
const SOURCE = fs.readFileSync(path.resolve('tests/fixtures/texts/english-newsletter.md'), 'utf8')

function rssMb(pid: number) {
	try {
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
	} catch {
		return 0
	}
}

function percentile(values: number[], p: number) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function startServer(sizeMb: number, db: string) {
	// The flags and malloc settings server/start.js gives a VM of this size (ADR 031).
	const node = [
		...serverNodeFlags({ nodeOptions: '', memoryBytes: sizeMb * 1024 * 1024 }),
		'server/index.js',
	]
	const [command, commandArgs] = hasTaskset
		? ['taskset', ['-c', '0', process.execPath, ...node]]
		: [process.execPath, node]
	const child = spawn(command, commandArgs as string[], {
		env: serverEnv({
			...process.env,
			NODE_ENV: 'production',
			PORT: '0',
			HOST: '127.0.0.1',
			DATABASE_URL: `file:${db}`,
			DATA_DIR: path.dirname(db),
			SESSION_SECRET: 'capacity-session-secret-0123456789abcdef',
			ENCRYPTION_KEY: 'c'.repeat(64),
			AUTH_RATE_LIMIT_MAX: '1000000',
			LOG_REQUESTS: 'true',
		}),
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	let output = ''
	child.stdout?.on('data', (chunk) => {
		// Keep only what is needed to find the ready line; the rest is drained like a log shipper.
		if (!output.includes('"port"')) output += chunk
	})
	const deadline = Date.now() + 30_000
	while (Date.now() < deadline) {
		const port = /"port":(\d+)/.exec(output)?.[1]
		if (port) return { child, base: `http://127.0.0.1:${port}` }
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
	child.kill()
	throw new Error(`server did not start:\n${output}`)
}

function stop(child: ChildProcess) {
	return new Promise<void>((resolve) => {
		child.once('exit', () => resolve())
		child.kill('SIGTERM')
	})
}

/** Runs `task` from `connections` loops for `seconds`; counts successes, keeps latencies. */
async function loadLoop(
	connections: number,
	task: (worker: number) => Promise<boolean>,
	pid: number,
) {
	const deadline = Date.now() + seconds * 1000
	const latencies: number[] = []
	let ok = 0
	let failed = 0
	let peak = 0
	const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
	await Promise.all(
		Array.from({ length: connections }, async (_, worker) => {
			while (Date.now() < deadline) {
				const started = performance.now()
				if (await task(worker).catch(() => false)) {
					ok += 1
					latencies.push(performance.now() - started)
				} else failed += 1
			}
		}),
	)
	clearInterval(sampler)
	return {
		perSecond: ok / seconds,
		failed,
		p50: percentile(latencies, 50),
		p95: percentile(latencies, 95),
		peakRssMb: peak,
	}
}

async function wrk(url: string, pid: number) {
	let peak = 0
	const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100)
	// Asynchronous, so the memory sampler runs while wrk does.
	const out = await new Promise<string>((resolve) => {
		const child = spawn('wrk', ['-t1', '-c16', `-d${seconds}s`, '--latency', url])
		let text = ''
		child.stdout.on('data', (chunk) => (text += chunk))
		child.on('close', () => resolve(text))
	})
	clearInterval(sampler)
	const ms = (label: string) => {
		const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out)
		if (!match) return 0
		const value = Number(match[1])
		return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
	}
	const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0)
	return {
		perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
		failed: non2xx,
		p50: ms('50'),
		p95: ms('99'), // wrk prints 99th; labelled below
		peakRssMb: peak,
	}
}

const json = (base: string, route: string, body: unknown, cookie = '') =>
	fetch(`${base}${route}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', cookie },
		body: JSON.stringify(body),
	})

type Row = {
	sizeMb: number
	heapMb: number
	idleRssMb: number
	pages: Awaited<ReturnType<typeof loadLoop>>
	signups: Awaited<ReturnType<typeof loadLoop>>
	generations: Awaited<ReturnType<typeof loadLoop>>
}
const rows: Row[] = []

try {
	for (const sizeMb of sizes) {
		const db = path.join(dir, `size-${sizeMb}`, 'app.db')
		fs.mkdirSync(path.dirname(db), { recursive: true })
		const { child, base } = await startServer(sizeMb, db)
		const pid = child.pid ?? 0
		try {
			await fetch(`${base}/pricing`).then((r) => r.arrayBuffer())
			await new Promise((resolve) => setTimeout(resolve, 500))
			const idleRssMb = rssMb(pid)
			const pages = hasWrk
				? await wrk(`${base}/pricing`, pid)
				: await loadLoop(
						16,
						async () =>
							await fetch(`${base}/pricing`).then(async (r) => (await r.arrayBuffer(), r.ok)),
						pid,
					)
			let next = 0
			const signups = await loadLoop(
				4,
				async () =>
					(
						await json(base, '/api/auth/signup', {
							email: `cap-${sizeMb}-${next++}@capacity.test`,
							password: PASSWORD,
						})
					).status === 201,
				pid,
			)
			// Agency accounts (500 generations a month), so the quota does not stop the run.
			const cookies: string[] = []
			for (let i = 0; i < 8; i++) {
				const response = await json(base, '/api/auth/signup', {
					email: `gen-${sizeMb}-${i}@capacity.test`,
					password: PASSWORD,
				})
				cookies.push(
					response.headers
						.getSetCookie()
						.map((c) => c.split(';')[0])
						.join('; '),
				)
			}
			const client = createClient({ url: `file:${db}` })
			await client.execute(`UPDATE "User" SET "planType" = 'agency' WHERE email LIKE 'gen-%'`)
			client.close()
			const generations = await loadLoop(
				8,
				async (worker) =>
					(
						await json(
							base,
							'/api/generate',
							{
								sourceContent: SOURCE,
								brandVoice: 'Plain and direct',
								contentGoal: 'Drive traffic to the blog',
							},
							cookies[worker],
						)
					).status === 200,
				pid,
			)
			rows.push({
				sizeMb,
				heapMb: heapLimitMb(sizeMb * 1024 * 1024),
				idleRssMb,
				pages,
				signups,
				generations,
			})
		} finally {
			await stop(child)
		}
	}

	// The single writer without HTTP: the generation write path back to back on one file.
	const writerDb = path.join(dir, 'writer', 'app.db')
	fs.mkdirSync(path.dirname(writerDb), { recursive: true })
	process.env.DATABASE_URL = `file:${writerDb}`
	process.env.SESSION_SECRET = 'capacity-session-secret-0123456789abcdef'
	process.env.ENCRYPTION_KEY = 'c'.repeat(64)
	const { applyMigrations } = await import('../server/migrate.js')
	await applyMigrations(`file:${writerDb}`, { log: false })
	const { prisma } = await import('#app/utils/db.server.ts')
	const { runMeteredGeneration } =
		await import('#app/modules/generation/metered-generation.server.ts')
	const user = await prisma.user.create({
		data: {
			email: 'writer@capacity.test',
			planType: 'agency',
			usageResetDate: new Date(Date.now() + 30 * 864e5),
		},
	})
	const output = [{ platform: 'x', content: 'A post' }]
	const record = {
		kind: 'posts' as const,
		inputType: 'text' as const,
		sourceContent: SOURCE.slice(0, 3000),
		brandVoice: 'Plain',
		contentGoal: 'Drive traffic',
		options: {},
	}
	// Agency allows 500 a month: lift the limit for this user by resetting the counter as it goes.
	let writes = 0
	const writerDeadline = Date.now() + seconds * 1000
	while (Date.now() < writerDeadline) {
		const result = await runMeteredGeneration(user.id, 'posts', record, () => output, 'posts')
		if (result.ok) writes += 1
		else await prisma.user.update({ where: { id: user.id }, data: { socialPostsUsedThisMonth: 0 } })
	}
	const signupWrites = { count: 0 }
	const signupDeadline = Date.now() + seconds * 1000
	while (Date.now() < signupDeadline) {
		await prisma.user.create({
			data: {
				email: `raw-${signupWrites.count}@capacity.test`,
				usageResetDate: new Date(),
				password: { create: { hash: '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder' } },
			},
		})
		signupWrites.count += 1
	}
	await prisma.$disconnect()

	// The commit rate itself, with SQLite's default durability in WAL mode (synchronous=FULL, a
	// sync per commit) and with synchronous=NORMAL (syncs at checkpoints; a power cut may lose
	// the last commits, never corrupt the file): the first lever if writes ever become the limit.
	const commitRate = async (mode: 'FULL' | 'NORMAL') => {
		const file = path.join(dir, `commits-${mode}.db`)
		const client = createClient({ url: `file:${file}` })
		await client.execute('PRAGMA journal_mode = WAL')
		await client.execute(`PRAGMA synchronous = ${mode}`)
		await client.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)')
		let commits = 0
		const until = Date.now() + Math.min(seconds, 4) * 1000
		while (Date.now() < until) {
			await client.execute({ sql: 'INSERT INTO t (body) VALUES (?)', args: ['x'.repeat(2000)] })
			commits += 1
		}
		client.close()
		return commits / Math.min(seconds, 4)
	}
	const commits = { full: await commitRate('FULL'), normal: await commitRate('NORMAL') }

	const report = {
		machine: `${os.cpus()[0]?.model ?? 'cpu'} (${cores} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the end), server pinned to 1 core: ${hasTaskset}`,
		seconds,
		rows,
		singleWriter: {
			generationWritesPerSecond: writes / seconds,
			accountWritesPerSecond: signupWrites.count / seconds,
			commitsPerSecondSynchronousFull: commits.full,
			commitsPerSecondSynchronousNormal: commits.normal,
		},
	}
	const fixed = (n: number, digits = 0) => n.toFixed(digits)
	console.log(`\nCapacity on this machine: ${report.machine}; ${seconds} s per measure\n`)
	console.log(
		'VM memory  heap   idle RSS  pages/s (p50/p99 ms)   sign-ups/s (p95 ms)  generations/s (p50/p95 ms)  peak RSS',
	)
	for (const row of rows) {
		const peak = Math.max(row.pages.peakRssMb, row.signups.peakRssMb, row.generations.peakRssMb)
		console.log(
			`${String(row.sizeMb).padStart(6)} MB ${String(row.heapMb).padStart(4)} MB ${fixed(row.idleRssMb).padStart(6)} MB  ` +
				`${fixed(row.pages.perSecond).padStart(6)} (${fixed(row.pages.p50, 1)}/${fixed(row.pages.p95, 1)})`.padEnd(
					24,
				) +
				`${fixed(row.signups.perSecond, 1).padStart(8)} (${fixed(row.signups.p95)})`.padEnd(22) +
				`${fixed(row.generations.perSecond, 1).padStart(8)} (${fixed(row.generations.p50)}/${fixed(row.generations.p95)})`.padEnd(
					28,
				) +
				`${fixed(peak)} MB`,
		)
	}
	console.log(
		`\nSingle writer (SQLite, no HTTP): ${fixed(report.singleWriter.generationWritesPerSecond)} generation writes/s ` +
			`(reserve + save + settle), ${fixed(report.singleWriter.accountWritesPerSecond)} account inserts/s; ` +
			`bare commits ${fixed(commits.full)}/s (synchronous=FULL, the default) vs ${fixed(commits.normal)}/s (NORMAL)`,
	)
	if (outFile) fs.writeFileSync(outFile, JSON.stringify(report, null, 2))
} finally {
	fs.rmSync(dir, { recursive: true, force: true })
}
