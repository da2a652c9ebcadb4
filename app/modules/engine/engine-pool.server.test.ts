import fs from 'node:fs'
import path from 'node:path'
import { build } from 'vite'
import { hostileSources } from '#app/modules/generation/hostile-inputs.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEnginePool, defaultEngineWorkers, EngineTaskError } from './engine-pool.server.ts'
import { runTask } from './engine-tasks.ts'

const fixtures = path.resolve('tests/fixtures/texts')
const texts = fs
	.readdirSync(fixtures)
	.map((file) => fs.readFileSync(path.join(fixtures, file), 'utf8'))
const inputs = texts.flatMap((sourceContent) =>
	[
		['Friendly, no emoji', 'Drive traffic to the blog'],
		['Bold and playful 🚀', 'Grow followers'],
	].map(([brandVoice, contentGoal]) => ({
		sourceContent,
		brandVoice: brandVoice!,
		contentGoal: contentGoal!,
		seoOptimize: true,
	})),
)

let dir: string
let workerFile: string

beforeAll(async () => {
	// The worker as `npm run build` makes it, into a folder of this test's own inside the project
	// (the worker imports its npm dependencies from node_modules, as in production).
	dir = path.join(
		process.env.TEST_DATABASE_DIR ?? path.resolve('tests/.tmp'),
		`engine-worker-${process.pid}`,
	)
	await build({
		configFile: path.resolve('vite.engine.config.ts'),
		logLevel: 'silent',
		build: { outDir: dir, emptyOutDir: true },
	})
	workerFile = path.join(dir, 'engine-worker.js')
}, 60_000)

describe('engine pool', () => {
	const pools: ReturnType<typeof createEnginePool>[] = []
	const pool = (options: Partial<Parameters<typeof createEnginePool>[0]> = {}) => {
		const made = createEnginePool({
			file: workerFile,
			size: 2,
			timeoutMs: 10_000,
			heapMb: 96,
			...options,
		})
		pools.push(made)
		return made
	}
	afterAll(async () => {
		await Promise.all(pools.map((each) => each.close()))
		fs.rmSync(dir, { recursive: true, force: true })
	})

	it('answers exactly what the engines answer in this thread (posts, one post, reels)', async () => {
		const engines = pool()
		expect(engines.inThread).toBe(false)
		const answers = await Promise.all(
			inputs.flatMap((input) => [
				engines.run('posts', input),
				engines.run('post', input, 'linkedin', 2),
				engines.run('reel', { ...input, duration: 60, category: 'tips', hookType: 'list' }),
			]),
		)
		const expected = inputs.flatMap((input) => [
			runTask('posts', [input]),
			runTask('post', [input, 'linkedin', 2]),
			runTask('reel', [{ ...input, duration: 60, category: 'tips', hookType: 'list' }]),
		])
		expect(JSON.stringify(answers)).toBe(JSON.stringify(expected))
		expect(engines.stats()).toEqual({ workers: 2, busy: 0, queued: 0 })
	})

	it('rejects a task that throws, and the worker stays for the next one', async () => {
		const engines = pool({ size: 1 })
		// A task the table does not have throws inside the worker, as an engine bug would.
		const run = engines.run as unknown as (task: string) => Promise<unknown>
		await expect(run('no-such-task')).rejects.toBeInstanceOf(EngineTaskError)
		await expect(engines.run('posts', inputs[0]!)).resolves.toEqual(runTask('posts', [inputs[0]!]))
		expect(engines.stats().workers).toBe(1)
	})

	it('ends a worker whose task runs too long and serves the next task with a new one', async () => {
		// A stand-in worker that never answers a task named "hang".
		const file = path.join(dir, 'hanging-worker.mjs')
		fs.writeFileSync(
			file,
			`import { parentPort } from 'node:worker_threads'
parentPort.on('message', ({ id, task }) => {
	if (task === 'hang') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
	parentPort.postMessage({ id, ok: true, result: task })
})
`,
		)
		const engines = pool({ file, size: 1, timeoutMs: 200 })
		const run = engines.run as unknown as (task: string) => Promise<unknown>
		const hung = run('hang')
		const queued = run('posts')
		await expect(hung).rejects.toThrow(/timed out/)
		// Sent while the stuck worker is being ended: it goes to the new one.
		const next = run('reel')
		await expect(queued).resolves.toBe('posts')
		await expect(next).resolves.toBe('reel')
		expect(engines.stats()).toEqual({ workers: 1, busy: 0, queued: 0 })
	})

	it('sends a busy worker its next task before it answers, and idle workers first', async () => {
		// A stand-in worker that runs one task at a time, 100 ms each, and answers with the tasks it
		// has been sent so far.
		const file = path.join(dir, 'recording-worker.mjs')
		fs.writeFileSync(
			file,
			`import { parentPort } from 'node:worker_threads'
const sent = []
const waiting = []
let running = false
const next = () => {
	const job = waiting.shift()
	if (!job) return void (running = false)
	running = true
	setTimeout(() => {
		parentPort.postMessage({ id: job.id, ok: true, result: [...sent] })
		next()
	}, 100)
}
parentPort.on('message', (job) => {
	sent.push(job.task)
	waiting.push(job)
	if (!running) next()
})
`,
		)
		const engines = pool({ file, size: 1 })
		const run = engines.run as unknown as (task: string) => Promise<string[]>
		const answers = Promise.all([run('a'), run('b'), run('c')])
		expect(engines.stats()).toEqual({ workers: 1, busy: 1, queued: 2 })
		// "b" waited in the worker's port while "a" ran; "c" was sent when "a" was answered.
		expect(await answers).toEqual([
			['a', 'b'],
			['a', 'b', 'c'],
			['a', 'b', 'c'],
		])
		expect(engines.stats()).toEqual({ workers: 1, busy: 0, queued: 0 })

		const two = pool({ file, size: 2 })
		const runTwo = two.run as unknown as (task: string) => Promise<string[]>
		// Two tasks on two workers: each worker gets one.
		expect(await Promise.all([runTwo('x'), runTwo('y')])).toEqual([['x'], ['y']])
	})

	it('fits the hostile inputs in a worker with the production heap cap (96 MB)', async () => {
		const engines = pool({ heapMb: 96 })
		const posts = Object.values(hostileSources(3000)).map((sourceContent) =>
			engines.run('posts', { ...inputs[0]!, sourceContent }),
		)
		const reels = Object.values(hostileSources(8000)).map((sourceContent) =>
			engines.run('reel', {
				...inputs[0]!,
				sourceContent,
				duration: 90,
				category: 'tips',
				hookType: 'list',
			}),
		)
		const answers = await Promise.allSettled([...posts, ...reels])
		expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([])
	}, 120_000)

	it('runs tasks in this thread without a worker file or with no workers', async () => {
		for (const engines of [pool({ file: null }), pool({ size: 0 })]) {
			expect(engines.inThread).toBe(true)
			await expect(engines.run('posts', inputs[1]!)).resolves.toEqual(
				runTask('posts', [inputs[1]!]),
			)
		}
	})

	it('sizes the pool from the cores: one per core beyond the first, at most four', () => {
		expect(defaultEngineWorkers(1)).toBe(0)
		expect(defaultEngineWorkers(2)).toBe(1)
		expect(defaultEngineWorkers(4)).toBe(3)
		expect(defaultEngineWorkers(64)).toBe(4)
	})
})
