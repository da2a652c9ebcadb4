import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import { describe, expect, test } from 'vitest'
import { MULTIPART_OVERHEAD_BYTES, readSingleUpload } from './parse-multipart.server'
import { MAX_UPLOAD_BYTES } from './upload-rules'

const url = 'http://localhost/api/upload'
const boundary = '----voicecast-test-boundary'

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer }

function multipartBody(parts: Part[]): Buffer {
	const chunks: Buffer[] = []
	for (const part of parts) {
		const disposition =
			'filename' in part
				? `form-data; name="${part.name}"; filename="${part.filename}"`
				: `form-data; name="${part.name}"`
		const type = 'filename' in part ? 'Content-Type: application/octet-stream\r\n' : ''
		chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`))
		chunks.push('filename' in part ? part.data : Buffer.from(part.value))
		chunks.push(Buffer.from('\r\n'))
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`))
	return Buffer.concat(chunks)
}

/**
 * A request whose body is streamed in chunks (no Content-Length, like a chunked upload), that
 * records how many bytes were pulled and whether the reader cancelled it.
 */
function streamingRequest(
	source: Buffer | (() => Buffer | null),
	{
		chunkSize = 64 * 1024,
		headers = {},
	}: { chunkSize?: number; headers?: Record<string, string> } = {},
) {
	const stats = { pulledBytes: 0, cancelled: false }
	let offset = 0
	const next =
		typeof source === 'function'
			? source
			: () => {
					if (offset >= source.length) return null
					const chunk = source.subarray(offset, offset + chunkSize)
					offset += chunk.length
					return chunk
				}
	const body = new ReadableStream<Uint8Array>(
		{
			pull(controller) {
				const chunk = next()
				if (!chunk) {
					controller.close()
					return
				}
				stats.pulledBytes += chunk.length
				controller.enqueue(new Uint8Array(chunk))
			},
			cancel() {
				stats.cancelled = true
			},
		},
		// Pull only when the reader asks, so pulledBytes is what the code under test read.
		{ highWaterMark: 0 },
	)
	const request = new Request(url, {
		method: 'POST',
		headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
		body,
		duplex: 'half',
	} as RequestInit)
	return { request, stats }
}

describe('readSingleUpload', () => {
	test('reads the file, its name and the other fields from a browser-style form', async () => {
		const form = new FormData()
		form.append('intent', 'upload')
		form.append('file', new File(['Hello, world'], 'notes.txt', { type: 'text/plain' }))
		const request = new Request(url, { method: 'POST', body: form })
		const result = await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })
		if (!result.ok) throw new Error(result.code)
		expect(result.name).toBe('notes.txt')
		expect(result.bytes.toString('utf8')).toBe('Hello, world')
		expect(result.fields).toEqual({ intent: 'upload' })
	})

	test('keeps non-ASCII file names intact', async () => {
		const form = new FormData()
		form.append('file', new File(['x'], 'résumé – 履歴書.docx'))
		const result = await readSingleUpload(new Request(url, { method: 'POST', body: form }), {
			maxBytes: MAX_UPLOAD_BYTES,
		})
		expect(result).toMatchObject({ ok: true, name: 'résumé – 履歴書.docx' })
	})

	test('accepts a file of exactly the limit', async () => {
		const data = Buffer.alloc(MAX_UPLOAD_BYTES, 'a')
		const { request } = streamingRequest(multipartBody([{ name: 'file', filename: 'a.txt', data }]))
		const result = await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })
		expect(result.ok && result.bytes.length).toBe(MAX_UPLOAD_BYTES)
	})

	test('refuses a file of 5 MB + 1 byte', async () => {
		const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a')
		const { request } = streamingRequest(multipartBody([{ name: 'file', filename: 'a.txt', data }]))
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'file-too-large',
		})
	})

	test('stops reading an endless upload soon after the limit and cancels the body', async () => {
		const head = Buffer.from(
			`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n\r\n`,
		)
		const filler = Buffer.alloc(64 * 1024, 'a')
		let sentHead = false
		const { request, stats } = streamingRequest(() => {
			if (sentHead) return filler
			sentHead = true
			return head
		})
		const maxBytes = 1024 * 1024
		expect(await readSingleUpload(request, { maxBytes })).toEqual({
			ok: false,
			code: 'file-too-large',
		})
		expect(stats.cancelled).toBe(true)
		// A couple of chunks of slack for what the stream had queued.
		expect(stats.pulledBytes).toBeLessThan(maxBytes + 4 * filler.length)
	})

	test('refuses a body bigger than any acceptable upload without reading it', async () => {
		const { request, stats } = streamingRequest(Buffer.alloc(16), {
			headers: { 'content-length': String(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES + 1) },
		})
		expect(request.headers.get('content-length')).not.toBeNull()
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'file-too-large',
		})
		expect(stats.pulledBytes).toBe(0)
	})

	test('refuses a second file', async () => {
		// Built by hand rather than with FormData: undici's FormData body stream rejects
		// unhandled when cancelled mid-form, which real (Node stream) request bodies do not.
		const body = multipartBody([
			{ name: 'file', filename: 'one.txt', data: Buffer.from('one') },
			{ name: 'file', filename: 'two.txt', data: Buffer.from('two') },
		])
		const { request } = streamingRequest(body)
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'too-many-files',
		})
	})

	test('reports a form without a file', async () => {
		const form = new FormData()
		form.append('intent', 'upload')
		const result = await readSingleUpload(new Request(url, { method: 'POST', body: form }), {
			maxBytes: MAX_UPLOAD_BYTES,
		})
		expect(result).toEqual({ ok: false, code: 'no-file' })
	})

	test('reports a file input submitted with nothing chosen as no file', async () => {
		const body = multipartBody([{ name: 'file', filename: '', data: Buffer.alloc(0) }])
		const { request } = streamingRequest(body)
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'no-file',
		})
	})

	test('ignores a file sent under another field name', async () => {
		const body = multipartBody([{ name: 'attachment', filename: 'a.txt', data: Buffer.from('x') }])
		const { request } = streamingRequest(body)
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'no-file',
		})
	})

	test('refuses a request that is not multipart', async () => {
		const request = new Request(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"file":"x"}',
		})
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'bad-request',
		})
	})

	test('refuses a multipart request without a boundary', async () => {
		const request = new Request(url, {
			method: 'POST',
			headers: { 'content-type': 'multipart/form-data' },
			body: 'x',
		})
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'bad-request',
		})
	})

	test('refuses a body that ends in the middle of the form', async () => {
		const whole = multipartBody([{ name: 'file', filename: 'a.txt', data: Buffer.from('hello') }])
		const { request } = streamingRequest(whole.subarray(0, whole.length - 20))
		expect(await readSingleUpload(request, { maxBytes: MAX_UPLOAD_BYTES })).toEqual({
			ok: false,
			code: 'bad-request',
		})
	})

	test('with afterRefusal "release", leaves the unread body alone instead of cancelling it', async () => {
		const data = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a')
		const { request, stats } = streamingRequest(
			multipartBody([{ name: 'file', filename: 'a.txt', data }]),
		)
		const result = await readSingleUpload(request, {
			maxBytes: MAX_UPLOAD_BYTES,
			afterRefusal: 'release',
		})
		expect(result).toEqual({ ok: false, code: 'file-too-large' })
		expect(stats.cancelled).toBe(false)
	})
})

describe('readSingleUpload behind a Node HTTP server (as under @react-router/express)', () => {
	async function uploadThroughServer(afterRefusal: 'cancel' | 'release', chunked: boolean) {
		const server = http.createServer(async (req, res) => {
			const request = new Request(`http://localhost${req.url}`, {
				method: 'POST',
				headers: req.headers as Record<string, string>,
				body: createReadableStreamFromReadable(req),
				duplex: 'half',
			} as RequestInit)
			const result = await readSingleUpload(request, { maxBytes: 1024 * 1024, afterRefusal })
			res.statusCode = result.ok ? 200 : 413
			res.end(JSON.stringify(result.ok ? { ok: true } : result))
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.address() as AddressInfo
		const body = multipartBody([
			{ name: 'file', filename: 'big.txt', data: Buffer.alloc(8 * 1024 * 1024, 'a') },
		])
		try {
			return await new Promise<string>((resolve) => {
				const client = http.request(
					{
						host: '127.0.0.1',
						port,
						method: 'POST',
						headers: {
							'content-type': `multipart/form-data; boundary=${boundary}`,
							...(chunked
								? { 'transfer-encoding': 'chunked' }
								: { 'content-length': String(body.length) }),
						},
					},
					(response) => {
						let text = ''
						response.on('data', (chunk: Buffer) => (text += chunk.toString()))
						response.on('end', () => resolve(`${response.statusCode} ${text}`))
					},
				)
				client.on('error', (error) => resolve(`error ${error.message}`))
				let offset = 0
				const write = () => {
					while (offset < body.length) {
						const chunk = body.subarray(offset, offset + 64 * 1024)
						offset += chunk.length
						if (!client.write(chunk)) {
							client.once('drain', write)
							return
						}
					}
					client.end()
				}
				write()
			})
		} finally {
			server.closeAllConnections()
			await new Promise((resolve) => server.close(resolve))
		}
	}

	test('"release" lets the client receive the refusal, streamed or with Content-Length', async () => {
		const expected = `413 ${JSON.stringify({ ok: false, code: 'file-too-large' })}`
		expect(await uploadThroughServer('release', true)).toBe(expected)
		expect(await uploadThroughServer('release', false)).toBe(expected)
	})

	test('"cancel" drops the connection, so the client only sees a network error', async () => {
		expect(await uploadThroughServer('cancel', true)).toMatch(/^error /)
	})
})
