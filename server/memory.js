// Sizes the V8 heap from the machine's memory. Left to itself V8 picks a limit for a big machine
// and collects garbage lazily up to it: under load the process grew to 1.65 GB, which on a
// 512 MB Fly VM means swap or an OOM kill. With a limit that fits, V8 collects sooner instead.
import fs from 'node:fs'
import os from 'node:os'

const MB = 1024 * 1024

/** The memory this process may use: the machine's, or a smaller container (cgroup) limit. */
export function availableMemoryBytes({
	totalmem = os.totalmem(),
	readFile = (/** @type {string} */ file) => fs.readFileSync(file, 'utf8'),
} = {}) {
	let limit = totalmem
	for (const file of [
		'/sys/fs/cgroup/memory.max', // cgroup v2
		'/sys/fs/cgroup/memory/memory.limit_in_bytes', // cgroup v1
	]) {
		try {
			const value = Number(readFile(file).trim())
			// "max" (no limit) parses as NaN; v1 reports "no limit" as a huge number.
			if (Number.isFinite(value) && value > 0 && value < limit) limit = value
		} catch {
			// not in a container, or no such controller
		}
	}
	return limit
}

/**
 * 40% of the memory for the old generation, between 128 MB and 2 GB: the ceiling against running out
 * of memory (the growth setting below keeps the heap near its live size long before it). The rest
 * is for the young generation (semiSpaceMb), code and buffers (about 60 MB), the .docx extraction worker (one at a time, its
 * heap capped at 192 MB), the engine workers (one per core beyond the first, none on one core;
 * each about 40 MB, its heap capped at 96 MB, ADR 029), SQLite's page cache and, on Fly, LiteFS (about 30 MB).
 * A 512 MB VM gets 204 MB; 1 GB gets 409 MB; 2 GB gets 819 MB.
 * @param {number} memoryBytes
 */
export function heapLimitMb(memoryBytes) {
	return Math.min(2048, Math.max(128, Math.floor((memoryBytes / MB) * 0.4)))
}

/**
 * The young generation. Node 24 gives every isolate a 64 MB semi-space (128 MB of new space, all
 * of it touched under load) whatever the heap limit, so on a 512 MB VM the young generation was
 * as large as half the old one. 16 MB (32 MB of new space) from 1 GB up, 8 MB below. 8 MB saved
 * another 20-30 MB here but cost about a tenth more CPU per page (more short-lived request
 * objects survive to be copied and promoted); 64 MB bought no CPU we could measure (ADR 031).
 * @param {number} memoryBytes
 */
export function semiSpaceMb(memoryBytes) {
	return memoryBytes >= 1024 * MB ? 16 : 8
}

/**
 * How far the old generation may grow past what the last full collection kept before the next
 * one starts: 30% (V8's factor 1.3). V8 picks up to 4× on a heap limit of 1 GB or more, so a
 * server that keeps about 50 MB let 150-300 MB of promoted garbage pile up under load. The heap
 * limit above stays the ceiling against running out of memory; this keeps RSS near the live heap.
 * The price is more full collections: about 15-25% more CPU per page in a cold 15 s page load
 * on 2 shared cores (ADR 031). This is the one number to raise if CPU matters more than RSS.
 */
export const HEAP_GROWING_PERCENT = 30

/**
 * The node flags for the server. Each one is left out when the operator already set it in
 * NODE_OPTIONS. The flags apply to the engine and .docx worker threads too (V8 flags are
 * per process).
 * @param {{ nodeOptions?: string, memoryBytes?: number }} [options]
 */
export function serverNodeFlags({
	nodeOptions = process.env.NODE_OPTIONS ?? '',
	memoryBytes = availableMemoryBytes(),
} = {}) {
	/** @type {string[]} */
	const flags = []
	if (!/--max-old-space-size/.test(nodeOptions)) {
		flags.push(`--max-old-space-size=${heapLimitMb(memoryBytes)}`)
	}
	if (!/--max-semi-space-size/.test(nodeOptions)) {
		flags.push(`--max-semi-space-size=${semiSpaceMb(memoryBytes)}`)
	}
	if (!/--heap-growing-percent/.test(nodeOptions)) {
		flags.push(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
	}
	return flags
}

/**
 * glibc's malloc settings for the server process (an operator's value wins). glibc gives each
 * thread that allocates its own arena (V8's GC helpers, libuv's pool, libsql's runtime: 13
 * threads) and keeps freed space in each; it also raises its mmap threshold as the process frees
 * large blocks, so later ones come from arenas it cannot give back. Two arenas and fixed 128 kB
 * thresholds took about 15-25 MB off the RSS under load with no CPU cost we could measure
 * (ADR 031). glibc reads these once, at the start: they must be in the environment the process
 * starts with. Other C libraries ignore them.
 */
export const MALLOC_ENV = {
	MALLOC_ARENA_MAX: '2',
	MALLOC_MMAP_THRESHOLD_: '131072',
	MALLOC_TRIM_THRESHOLD_: '131072',
}

/**
 * The environment to start the server with: `env` plus the malloc settings it does not set.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverEnv(env = process.env) {
	return { ...MALLOC_ENV, ...env }
}
