// The built-in engines run in worker threads (ADR 029), so that one generation's engine work
// and another's HTTP, session and database work use two cores at once. A worker takes one task
// at a time; tasks wait in a queue in arrival order. A task that runs too long (a bug on some
// input) ends its worker, which is replaced, and fails like any engine error: the caller gives
// the quota unit back and answers "generation failed". A busy worker is also sent the next task
// in the queue, which waits in its port: it starts as soon as the one before ends, without
// waiting for this thread to read the answer and send it (the worker waited 12 % of a
// generation load for that, ADR 045). Idle workers are given tasks first.
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

type Slot = {
	worker: Worker
	/** the task the worker runs */
	job: Pending | null
	/** the task sent to it next, waiting in its port (not started) */
	next: Pending | null
	timer: NodeJS.Timeout | null
}

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
		const slot: Slot = { worker, job: null, next: null, timer: null }
		worker.on(
			'message',
			(message: { id: number; ok: boolean; result?: unknown; message?: string }) => {
				const job = slot.job
				if (!job || job.id !== message.id) return
				finish(slot)
				// The task waiting in the worker's port has started: it is the running one now.
				if (slot.next) start(slot, slot.next)
				slot.next = null
				if (message.ok) job.resolve(message.result)
				else job.reject(new EngineTaskError(message.message ?? 'engine task failed'))
				dispatch()
			},
		)
		const lost = (error: Error) => {
			const job = slot.job
			const waiting = slot.next
			finish(slot)
			slot.next = null
			const index = slots.indexOf(slot)
			if (index >= 0) slots.splice(index, 1)
			job?.reject(error)
			giveBack(waiting)
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

	/** A task the worker has not started goes back to the front of the queue (or fails at close). */
	function giveBack(waiting: Pending | null) {
		if (!waiting) return
		if (closed) waiting.reject(new EngineTaskError('engine pool closed'))
		else queue.unshift(waiting)
	}

	/** `job` is the task the worker runs now: its time starts. */
	function start(slot: Slot, job: Pending) {
		slot.job = job
		// A worker with a task keeps the process alive until it answers (or times out).
		slot.worker.ref()
		slot.timer = setTimeout(() => {
			const timedOut = slot.job
			const waiting = slot.next
			slot.timer = null
			slot.job = null
			slot.next = null
			// Out of the pool at once, so no task is sent to it while it is being ended; the
			// tasks waiting get a fresh worker, the one it was sent next too.
			const index = slots.indexOf(slot)
			if (index >= 0) slots.splice(index, 1)
			void slot.worker.terminate()
			timedOut?.reject(new EngineTaskError(`engine task ${timedOut.task} timed out`))
			giveBack(waiting)
			dispatch()
		}, options.timeoutMs)
	}

	function send(slot: Slot, job: Pending) {
		slot.worker.postMessage({ id: job.id, task: job.task, args: job.args })
	}

	function dispatch() {
		if (closed) return
		// Idle workers first (a new one while the pool may grow), then one task waiting per busy
		// worker.
		while (queue.length > 0) {
			let slot = slots.find((each) => each.job === null)
			if (!slot && slots.length < options.size) slot = spawn()
			if (!slot) break
			const job = queue.shift()!
			start(slot, job)
			send(slot, job)
		}
		while (queue.length > 0) {
			const slot = slots.find((each) => each.job !== null && each.next === null)
			if (!slot) return
			const job = queue.shift()!
			slot.next = job
			send(slot, job)
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
			queued: queue.length + slots.filter((slot) => slot.next).length,
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
