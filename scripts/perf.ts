// Budgets of DESIGN.md, measured: `npm run perf` (after `npm run build`).
// Prints JavaScript weight on `/` (signed out and in), time from start to ready, requests per
// second on /signin from concurrent local clients, the server's memory under that load, and the
// built-in engine's p95. Loopback only; every loop is bounded in time.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { generatePosts } from '#app/modules/generation/built-in-engine.ts'

const PORT = Number(process.env.PERF_PORT ?? 3477)
const base = `http://127.0.0.1:${PORT}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibecast-perf-'))

function percentile(values: number[], p: number) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

function rssMb(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function javascriptWeight(url: string, cookie?: string) {
	const html = await (await fetch(url, { headers: cookie ? { cookie } : {} })).text()
	const sources = new Set(
		[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
	)
	// Dynamic imports in the inline bootstrap script count too.
	for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) sources.add(m[1]!)
	let gzip = 0
	for (const source of sources) {
		const body = Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())
		gzip += zlib.gzipSync(body, { level: 9 }).length
	}
	return { files: sources.size, kb: gzip / 1024 }
}

async function load(pathname: string, seconds: number, connections: number, pid: number) {
	const deadline = Date.now() + seconds * 1000
	let done = 0
	let failed = 0
	let peakRss = 0
	const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200)
	await Promise.all(
		Array.from({ length: connections }, async () => {
			while (Date.now() < deadline) {
				const response = await fetch(`${base}${pathname}`).catch(() => null)
				if (response?.ok) {
					await response.arrayBuffer()
					done += 1
				} else failed += 1
			}
		}),
	)
	clearInterval(sampler)
	return { rps: done / seconds, failed, peakRss }
}

const started = performance.now()
const server = spawn(process.execPath, ['server/index.js'], {
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: String(PORT),
		DATABASE_URL: `file:${path.join(dir, 'app.db')}`,
		LOG_REQUESTS: 'false',
		AUTH_RATE_LIMIT_MAX: '100000',
	},
	stdio: 'ignore',
})
let readyMs = 0
for (let i = 0; i < 200; i++) {
	const ok = await fetch(`${base}/resources/healthcheck`)
		.then((r) => r.ok)
		.catch(() => false)
	if (ok) {
		readyMs = performance.now() - started
		break
	}
	await new Promise((resolve) => setTimeout(resolve, 25))
}

try {
	const signup = await fetch(`${base}/api/auth/signup`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: `perf-${Date.now()}@example.com`, password: 'Perf-test-2026' }),
	})
	const cookie = signup.headers.get('set-cookie')?.split(';')[0]
	const landing = await javascriptWeight(`${base}/`)
	const dashboard = await javascriptWeight(`${base}/`, cookie)
	const signin = await load('/signin', 10, 50, server.pid!)

	// A corpus text when the shared corpus is there (see README), else the tests' own.
	const corpusText = path.resolve('../shared/corpus/texts/001-overreacted-goodbye-clean-code.md')
	const source = fs
		.readFileSync(
			fs.existsSync(corpusText)
				? corpusText
				: path.resolve('tests/fixtures/texts/english-newsletter.md'),
			'utf8',
		)
		.slice(0, 3000)
	const times: number[] = []
	for (let i = 0; i < 200; i++) {
		const t0 = performance.now()
		generatePosts({
			sourceContent: source,
			brandVoice: 'Friendly, no emoji',
			contentGoal: 'Drive traffic',
			seoOptimize: true,
		})
		times.push(performance.now() - t0)
	}

	const rows: [string, string, string, boolean][] = [
		[
			'JavaScript on / (signed out, gzip)',
			`${landing.kb.toFixed(1)} kB in ${landing.files} files`,
			'≤ 100 kB',
			landing.kb <= 100,
		],
		[
			'JavaScript on / (signed in, gzip)',
			`${dashboard.kb.toFixed(1)} kB in ${dashboard.files} files`,
			'≤ 150 kB',
			dashboard.kb <= 150,
		],
		['start to first 200', `${readyMs.toFixed(0)} ms`, '< 1500 ms', readyMs > 0 && readyMs < 1500],
		[
			'GET /signin, 50 concurrent, 10 s',
			`${signin.rps.toFixed(0)} req/s (${signin.failed} failed)`,
			'≥ 2 × Epic Stack (≥ 432 req/s)',
			signin.rps >= 432,
		],
		[
			'server RSS under that load (peak)',
			`${signin.peakRss.toFixed(0)} MB`,
			'< 300 MB',
			signin.peakRss < 300,
		],
		[
			'built-in generation, 3000 chars, p95',
			`${percentile(times, 95).toFixed(1)} ms (p50 ${percentile(times, 50).toFixed(1)} ms)`,
			'< 30 ms',
			percentile(times, 95) < 30,
		],
	]
	for (const [name, value, budget, ok] of rows)
		console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(40)} ${value.padEnd(32)} budget ${budget}`)
	console.log(
		'(the load generator shares the 2 cores with the server; wrk from Debian measures higher)',
	)
} finally {
	server.kill('SIGTERM')
}
