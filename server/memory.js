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
 * 40% of the memory for the old generation, between 128 MB and 2 GB. The rest is for the young
 * generation, code and buffers (about 60 MB), the .docx extraction worker (one at a time, its
 * heap capped at 192 MB), the engine workers (one per core beyond the first, none on one core;
 * each about 40 MB, its heap capped at 96 MB, ADR 029), SQLite's page cache and, on Fly, LiteFS (about 30 MB).
 * A 512 MB VM gets 204 MB; 1 GB gets 409 MB; 2 GB gets 819 MB.
 * @param {number} memoryBytes
 */
export function heapLimitMb(memoryBytes) {
	return Math.min(2048, Math.max(128, Math.floor((memoryBytes / MB) * 0.4)))
}

/**
 * The node flags for the server, unless the operator already chose a heap size in NODE_OPTIONS.
 * @param {{ nodeOptions?: string, memoryBytes?: number }} [options]
 */
export function serverNodeFlags({
	nodeOptions = process.env.NODE_OPTIONS ?? '',
	memoryBytes = availableMemoryBytes(),
} = {}) {
	if (/--max-old-space-size/.test(nodeOptions)) return []
	return [`--max-old-space-size=${heapLimitMb(memoryBytes)}`]
}
