import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import * as yauzl from 'yauzl'
import { docxHtmlToText } from './docx-html-to-text'

export type DocxErrorCode = 'corrupt' | 'too-large-uncompressed' | 'empty' | 'timeout'

export type ExtractDocxResult = { ok: true; text: string } | { ok: false; code: DocxErrorCode }

export type DocxLimits = {
	/** Sum of all entries' uncompressed sizes, declared and actual. */
	maxTotalUncompressedBytes: number
	/** Largest allowed uncompressed/compressed ratio for the whole archive once it is big. */
	maxCompressionRatio: number
	/** The ratio is only judged above this size: tiny parts compress absurdly well harmlessly. */
	ratioCheckAboveBytes: number
	maxEntries: number
	/** Heap of the mammoth worker; a file that needs more kills only the worker. */
	workerHeapMb: number
	timeoutMs: number
	/** mammoth's HTML for a document within the limits above stays far below this. */
	maxHtmlChars: number
}

// A legitimate Word file within the 5 MB upload limit inflates to a few MB of XML; these bounds
// leave a wide margin while keeping mammoth (which holds whole parts and a DOM in memory, and
// used 883 MB on a 213 KB hostile file) well inside the worker heap.
export const DEFAULT_DOCX_LIMITS: DocxLimits = {
	maxTotalUncompressedBytes: 50 * 1024 * 1024,
	maxCompressionRatio: 200,
	ratioCheckAboveBytes: 1024 * 1024,
	maxEntries: 1000,
	workerHeapMb: 192,
	timeoutMs: 10_000,
	maxHtmlChars: 20 * 1024 * 1024,
}

// More parallel conversions than this queue up: each worker may use up to workerHeapMb.
const MAX_CONCURRENT_WORKERS = 1

/**
 * Extracts readable text from a .docx.
 *
 * Two lines of defence against hostile files: first the zip is checked here without mammoth
 * (declared sizes, entry count, ratio, then every entry is inflated as a stream and its real
 * size counted, so a central directory that lies about sizes is caught without holding the
 * data); then mammoth runs in a worker thread with a heap limit and a timeout.
 */
export async function extractDocxText(
	bytes: Buffer,
	limits: Partial<DocxLimits> = {},
): Promise<ExtractDocxResult> {
	const effective: DocxLimits = { ...DEFAULT_DOCX_LIMITS, ...limits }
	const inspection = await inspectDocxZip(bytes, effective)
	if (!inspection.ok) return inspection

	const converted = await withWorkerSlot(() => convertInWorker(bytes, effective))
	if (!converted.ok) return converted
	const text = docxHtmlToText(converted.html)
	if (!text) return { ok: false, code: 'empty' }
	return { ok: true, text }
}

type Inspection = { ok: true } | { ok: false; code: DocxErrorCode }

/** Validates the archive structure and sizes before any of it reaches mammoth. */
export async function inspectDocxZip(bytes: Buffer, limits: DocxLimits): Promise<Inspection> {
	let zip: yauzl.ZipFile
	try {
		zip = await yauzl.fromBufferPromise(bytes, {
			lazyEntries: true,
			// yauzl then errors as soon as an entry inflates past its declared size.
			validateEntrySizes: true,
			strictFileNames: false,
		})
	} catch {
		return { ok: false, code: 'corrupt' }
	}
	if (zip.entryCount === 0) return { ok: false, code: 'corrupt' }
	if (zip.entryCount > limits.maxEntries) return { ok: false, code: 'too-large-uncompressed' }

	return new Promise<Inspection>((resolve) => {
		let settled = false
		let declaredTotal = 0
		let actualTotal = 0
		const names = new Set<string>()

		const settle = (result: Inspection) => {
			if (settled) return
			settled = true
			try {
				zip.close()
			} catch {
				// Already closed; nothing holds a file descriptor for an in-memory zip anyway.
			}
			resolve(result)
		}

		zip.on('error', () => settle({ ok: false, code: 'corrupt' }))
		zip.on('end', () => {
			if (!names.has('word/document.xml') && !names.has('_rels/.rels')) {
				// Not an Office package at all (for example an ordinary zip renamed to .docx).
				settle({ ok: false, code: 'corrupt' })
				return
			}
			settle({ ok: true })
		})
		zip.on('entry', (entry: yauzl.Entry) => {
			if (settled) return
			if (entry.fileName.endsWith('/')) {
				zip.readEntry()
				return
			}
			// Word writes stored or deflated parts only; anything else mammoth cannot read either.
			if (!entry.canDecodeFileData()) {
				settle({ ok: false, code: 'corrupt' })
				return
			}
			declaredTotal += entry.uncompressedSize
			if (declaredTotal > limits.maxTotalUncompressedBytes) {
				settle({ ok: false, code: 'too-large-uncompressed' })
				return
			}
			if (
				declaredTotal > limits.ratioCheckAboveBytes &&
				declaredTotal / Math.max(bytes.length, 1) > limits.maxCompressionRatio
			) {
				settle({ ok: false, code: 'too-large-uncompressed' })
				return
			}
			names.add(entry.fileName)
			zip.openReadStream(entry, (error, stream) => {
				if (settled) {
					stream?.destroy()
					return
				}
				if (error) {
					settle({ ok: false, code: 'corrupt' })
					return
				}
				stream.on('data', (chunk: Buffer) => {
					actualTotal += chunk.length
					if (actualTotal > limits.maxTotalUncompressedBytes) {
						stream.destroy()
						settle({ ok: false, code: 'too-large-uncompressed' })
					}
				})
				// Bad deflate data, or more (or fewer) bytes than the directory declared.
				stream.on('error', () => settle({ ok: false, code: 'corrupt' }))
				stream.on('end', () => {
					if (!settled) zip.readEntry()
				})
			})
		})
		zip.readEntry()
	})
}

let activeWorkers = 0
const waiting: Array<() => void> = []

async function withWorkerSlot<T>(task: () => Promise<T>): Promise<T> {
	if (activeWorkers >= MAX_CONCURRENT_WORKERS) {
		await new Promise<void>((resolve) => waiting.push(resolve))
	}
	activeWorkers++
	try {
		return await task()
	} finally {
		activeWorkers--
		waiting.shift()?.()
	}
}

// The worker runs from a string (eval: true), not from a separate file. React Router/Vite bundle
// app/ into build/server/index.js, so a sibling worker file would not exist in production, and
// vitest runs this module from TypeScript source. A plain-JS string works in both. mammoth is not
// imported here at all: its absolute path is resolved at run time from this module's location
// (node_modules next to the app in dev, test and production, where Vite keeps dependencies
// external) and passed in workerData, so the string never needs interpolation.
const WORKER_SOURCE = `
'use strict'
const { parentPort, workerData } = require('node:worker_threads')
const mammoth = require(workerData.mammothPath)
const bytes = workerData.bytes
// Images are never read: the editor wants text, and data URIs would multiply memory use.
const skipImages = mammoth.images.imgElement(function () { return Promise.resolve({ src: '' }) })
mammoth
	.convertToHtml(
		{ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
		{ convertImage: skipImages },
	)
	.then(function (result) { parentPort.postMessage({ ok: true, html: result.value }) })
	.catch(function (error) {
		parentPort.postMessage({ ok: false, message: String((error && error.message) || error) })
	})
`

let mammothPath: string | undefined

function resolveMammoth(): string {
	mammothPath ??= createRequire(import.meta.url).resolve('mammoth')
	return mammothPath
}

type WorkerOutcome = { ok: true; html: string } | { ok: false; code: DocxErrorCode }

function convertInWorker(bytes: Uint8Array, limits: DocxLimits): Promise<WorkerOutcome> {
	return new Promise<WorkerOutcome>((resolve) => {
		let settled = false
		// A compact copy handed over (transferred, not cloned): a Buffer can be a view on a larger
		// pooled ArrayBuffer, and cloning would copy all of that.
		const copy = new Uint8Array(bytes)
		const worker = new Worker(WORKER_SOURCE, {
			eval: true,
			workerData: { mammothPath: resolveMammoth(), bytes: copy },
			transferList: [copy.buffer],
			resourceLimits: {
				maxOldGenerationSizeMb: limits.workerHeapMb,
				maxYoungGenerationSizeMb: 32,
			},
		})
		const finish = (outcome: WorkerOutcome) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			void worker.terminate()
			resolve(outcome)
		}
		const timer = setTimeout(() => finish({ ok: false, code: 'timeout' }), limits.timeoutMs)
		worker.on('message', (message: { ok: boolean; html?: unknown }) => {
			if (message.ok && typeof message.html === 'string') {
				if (message.html.length > limits.maxHtmlChars) {
					finish({ ok: false, code: 'too-large-uncompressed' })
				} else {
					finish({ ok: true, html: message.html })
				}
			} else {
				// mammoth rejected the package: missing main part, malformed XML, bad zip data.
				finish({ ok: false, code: 'corrupt' })
			}
		})
		worker.on('error', (error: Error & { code?: string }) => {
			finish({
				ok: false,
				code: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-large-uncompressed' : 'corrupt',
			})
		})
		worker.on('exit', () => finish({ ok: false, code: 'corrupt' }))
	})
}
