// A server killed (kill -9) in the middle of concurrent generations must not cost anyone a unit
// of their allowance: after a restart every user's counters equal their saved generations.
// This starts its own production server (the built app) on a fresh database and a free port.
// No browser is involved: only one project runs it (playwright.config.ts, `.once.spec.ts`).
import fs from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test } from '@playwright/test'
import { freePort, killHard, startServer, waitUntilHealthy } from './server-process.ts'

test.setTimeout(120_000)

const SOURCE =
	'Remote teams ship faster when decisions are written down. A short weekly memo replaces three meetings, ' +
	'gives new hires the context they need and keeps everyone honest about trade-offs. ' +
	'We tried it for a quarter: fewer meetings, clearer priorities and calmer launches.'

/** An OpenAI-compatible endpoint that accepts requests and never answers them. */
async function slowProvider() {
	const sockets = new Set<net.Socket>()
	let count = 0
	const waiters: Array<{ n: number; resolve: () => void }> = []
	const server = http.createServer(() => {
		count += 1
		for (const waiter of waiters) if (count >= waiter.n) waiter.resolve()
	})
	server.on('connection', (socket) => sockets.add(socket))
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		port: (server.address() as net.AddressInfo).port,
		received: (n: number) =>
			new Promise<void>((resolve) => {
				if (count >= n) resolve()
				else waiters.push({ n, resolve })
			}),
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy()
				server.close(() => resolve())
			}),
	}
}

type Counts = { posts: number; reels: number; savedPosts: number; savedReels: number }

async function countersAndSaved(dbFile: string) {
	const client = createClient({ url: `file:${dbFile}` })
	try {
		const rows = await client.execute(`
			SELECT u."email",
				u."socialPostsUsedThisMonth" AS posts,
				u."reelScriptsUsedThisMonth" AS reels,
				(SELECT COUNT(*) FROM "Generation" g WHERE g."userId" = u."id" AND g."kind" = 'posts' AND g."countedAgainstQuota") AS savedPosts,
				(SELECT COUNT(*) FROM "Generation" g WHERE g."userId" = u."id" AND g."kind" = 'reel' AND g."countedAgainstQuota") AS savedReels
			FROM "User" u ORDER BY u."email"`)
		const reservations = await client.execute('SELECT COUNT(*) AS n FROM "QuotaReservation"')
		return {
			users: Object.fromEntries(
				rows.rows.map((row) => [
					String(row.email),
					{
						posts: Number(row.posts),
						reels: Number(row.reels),
						savedPosts: Number(row.savedPosts),
						savedReels: Number(row.savedReels),
					} satisfies Counts,
				]),
			),
			reservations: Number(reservations.rows[0]?.n ?? 0),
		}
	} finally {
		client.close()
	}
}

test('a kill -9 during concurrent generations costs nobody a unit after the restart', async () => {
	const dir = path.resolve(`tests/.tmp/crash-${process.pid}-${Date.now()}`)
	fs.mkdirSync(dir, { recursive: true })
	const dbFile = path.join(dir, 'app.db')
	const port = await freePort()
	const base = `http://127.0.0.1:${port}`
	let server = startServer(dir, port)
	try {
		await waitUntilHealthy(base, server)

		// Six users: free ones (3 posts, 1 reel) and Creator Pro ones (test-mode upgrade).
		const cookies: string[] = []
		for (let i = 0; i < 6; i++) {
			const response = await fetch(`${base}/api/auth/signup`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ email: `crash-${i}@example.com`, password: 'Sunrise2026x' }),
			})
			expect(response.status).toBe(201)
			const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!
			cookies.push(cookie)
			if (i % 2 === 1) {
				const upgraded = await fetch(`${base}/api/upgrade-to-pro`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', cookie },
					body: '{}',
				})
				expect(upgraded.status).toBe(200)
			}
		}

		const body = { sourceContent: SOURCE, brandVoice: 'Warm and direct', contentGoal: 'Sign-ups' }
		const generate = (cookie: string, round: number) =>
			round % 3 === 0
				? fetch(`${base}/api/generate-reel`, {
						method: 'POST',
						headers: { 'content-type': 'application/json', cookie },
						body: JSON.stringify({
							...body,
							duration: 30,
							category: 'educational',
							hookType: 'curiosity',
						}),
					})
				: fetch(`${base}/api/generate`, {
						method: 'POST',
						headers: { 'content-type': 'application/json', cookie },
						body: JSON.stringify(body),
					})

		// Some generations finish and are saved first (the built-in engine).
		for (const [i, cookie] of cookies.entries()) {
			expect((await generate(cookie, i + 1)).status).toBe(200)
			if (i % 2 === 1) expect((await generate(cookie, 0)).status).toBe(200)
		}

		// Then the server runs on an AI provider that takes its time (it never answers), and is
		// killed with 20 generations in flight: units taken, results not saved.
		await killHard(server.child)
		const provider = await slowProvider()
		server = startServer(dir, port, {
			env: { AI_BASE_URL: `http://127.0.0.1:${provider.port}/v1` },
		})
		await waitUntilHealthy(base, server)
		const inFlight = Array.from({ length: 20 }, (_, i) =>
			generate(cookies[i % cookies.length]!, i).then(
				(response) => response.status,
				() => 'killed' as const,
			),
		)
		// 12 generations have reached the provider: each took its unit and has nothing saved.
		await provider.received(12)
		await killHard(server.child)
		await Promise.all(inFlight)
		await provider.close()

		server = startServer(dir, port)
		await waitUntilHealthy(base, server)
		const after = await countersAndSaved(dbFile)
		expect(after.reservations).toBe(0)
		expect(Object.keys(after.users)).toHaveLength(6)
		for (const [email, counts] of Object.entries(after.users)) {
			expect({ email, posts: counts.posts, reels: counts.reels }).toEqual({
				email,
				posts: counts.savedPosts,
				reels: counts.savedReels,
			})
		}
		expect(server.output()).toMatch(/quota: gave back \d+ unit/)
	} finally {
		await killHard(server.child).catch(() => {})
		fs.rmSync(dir, { recursive: true, force: true })
	}
})
