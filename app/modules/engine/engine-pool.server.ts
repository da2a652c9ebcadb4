// The built-in engines run in worker threads (ADR 029), so that one generation's engine work
// and another's HTTP, session and database work use two cores at once. A worker takes one task
// at a time; tasks wait in a queue in arrival order. A task that runs too long (a bug on some
// input) ends its worker, which is replaced, and fails like any engine error: the caller gives
// the quota unit back and answers "generation failed".
//
// ENGINE_WORKERS sets the number of workers (default: the cores less one, so none on one core).
// With none, or without the built worker file (tests and `npm run dev` run the TypeScript
// sources), tasks run in this thread, as before: same answers, the engines are pure.
import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { getEnv } from '#app/utils/env.server.ts'
import type { EngineTask, EngineTasks } from './engine-tasks.ts'

// In this thread the engines load at their first task, not at start: with workers (every
// machine with two cores or more) this thread never runs them (ADR 035).
const loadEngines = () => import('./engine-tasks.ts')

export type EnginePoolOptions = {
	/** the built worker (build/engine/engine-worker.js); null: run in this thread */
	file: string | null
	/** worker threads; 0: run in this thread */
	size: number
	/** a task still running after this long ends its worker and fails */
	timeoutMs: number
	/** the old-generation heap of each worker (MB) */
	heapMb: number
}

type Pending = {
	id: number
	task: EngineTask
	args: unknown[]
	resolve: (value: unknown) => void
	reject: (error: Error) => void
}

type Slot = { worker: Worker; job: Pending | null; timer: NodeJS.Timeout | null }

export class EngineTaskError extends Error {
	override name = 'EngineTaskError'
}

export function createEnginePool(options: EnginePoolOptions) {
	const inThread = !options.file || options.size <= 0
	const slots: Slot[] = []
	const queue: Pending[] = []
	let nextId = 1
	let closed = false

	function spawn(): Slot {
		const worker = new Worker(options.file!, {
			resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
		})
		// An idle worker never keeps the process alive.
		worker.unref()
		const slot: Slot = { worker, job: null, timer: null }
		worker.on(
			'message',
			(message: { id: number; ok: boolean; result?: unknown; message?: string }) => {
				const job = slot.job
				if (!job || job.id !== message.id) return
				finish(slot)
				if (message.ok) job.resolve(message.result)
				else job.reject(new EngineTaskError(message.message ?? 'engine task failed'))
				dispatch()
			},
		)
		const lost = (error: Error) => {
			const job = slot.job
			finish(slot)
			const index = slots.indexOf(slot)
			if (index >= 0) slots.splice(index, 1)
			job?.reject(error)
			dispatch()
		}
		worker.on('error', (error) =>
			lost(new EngineTaskError(`engine worker failed: ${error.message}`)),
		)
		worker.on('exit', (code) => lost(new EngineTaskError(`engine worker exited (${code})`)))
		slots.push(slot)
		return slot
	}

	function finish(slot: Slot) {
		if (slot.timer) clearTimeout(slot.timer)
		slot.timer = null
		slot.job = null
		slot.worker.unref()
	}

	function dispatch() {
		if (closed) return
		while (queue.length > 0) {
			let slot = slots.find((each) => each.job === null)
			if (!slot && slots.length < options.size) slot = spawn()
			if (!slot) return
			const job = queue.shift()!
			slot.job = job
			// A worker with a task keeps the process alive until it answers (or times out).
			slot.worker.ref()
			const busy = slot
			busy.timer = setTimeout(() => {
				const timedOut = busy.job
				busy.timer = null
				busy.job = null
				// Out of the pool at once, so no task is sent to it while it is being ended; the
				// tasks waiting get a fresh worker.
				const index = slots.indexOf(busy)
				if (index >= 0) slots.splice(index, 1)
				void busy.worker.terminate()
				timedOut?.reject(new EngineTaskError(`engine task ${timedOut.task} timed out`))
				dispatch()
			}, options.timeoutMs)
			busy.worker.postMessage({ id: job.id, task: job.task, args: job.args })
		}
	}

	function run<K extends EngineTask>(
		task: K,
		...args: Parameters<EngineTasks[K]>
	): Promise<ReturnType<EngineTasks[K]>> {
		if (inThread || closed) return loadEngines().then(({ runTask }) => runTask(task, args))
		return new Promise((resolve, reject) => {
			queue.push({
				id: nextId++,
				task,
				args,
				resolve: resolve as (value: unknown) => void,
				reject,
			})
			dispatch()
		})
	}

	async function close() {
		closed = true
		for (const job of queue.splice(0)) job.reject(new EngineTaskError('engine pool closed'))
		await Promise.all(slots.map((slot) => slot.worker.terminate()))
	}

	return {
		run,
		close,
		/** for tests and metrics */
		stats: () => ({
			workers: slots.length,
			busy: slots.filter((slot) => slot.job).length,
			queued: queue.length,
		}),
		inThread,
	}
}

/**
 * One worker per core beyond the one serving requests, at most four. On one core (Fly's shared
 * CPU VM) none: a worker would add its heap (about 40 MB) and no second core to run on.
 */
export function defaultEngineWorkers(cores = os.availableParallelism()) {
	return Math.min(4, Math.max(0, cores - 1))
}

/** build/engine/engine-worker.js beside build/server/index.js, when this runs from the build. */
function builtWorkerFile() {
	const file = fileURLToPath(new URL('../engine/engine-worker.js', import.meta.url))
	return import.meta.url.endsWith('/build/server/index.js') && fs.existsSync(file) ? file : null
}

let shared: ReturnType<typeof createEnginePool> | null = null

function sharedPool() {
	shared ??= createEnginePool({
		file: builtWorkerFile(),
		size: getEnv().ENGINE_WORKERS ?? defaultEngineWorkers(),
		timeoutMs: 10_000,
		heapMb: 96,
	})
	return shared
}

/** Runs a built-in engine task in the process's engine pool (created at first use). */
export function runEngine<K extends EngineTask>(
	task: K,
	...args: Parameters<EngineTasks[K]>
): Promise<ReturnType<EngineTasks[K]>> {
	return sharedPool().run(task, ...args)
}

/**
 * Loads the engines now when they run in this thread (one core, or ENGINE_WORKERS=0), so that
 * the first generation does not wait for them; with workers, nothing (each worker loads its
 * own). The server calls it once it is up (server/index.js), not at start (ADR 035).
 */
export async function preloadEngines() {
	if (sharedPool().inThread) await loadEngines()
}
