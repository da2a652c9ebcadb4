import type busboy from 'busboy'

export type ReadSingleUploadErrorCode =
	'file-too-large' | 'too-many-files' | 'no-file' | 'bad-request'

export type ReadSingleUploadResult =
	| { ok: true; name: string; bytes: Buffer; fields: Record<string, string> }
	| { ok: false; code: ReadSingleUploadErrorCode }

// Room for boundaries, part headers and the few small text fields a form may send beside the
// file. A body larger than maxBytes plus this cannot hold an acceptable file.
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024
const MAX_FIELDS = 10
const MAX_FIELD_BYTES = 16 * 1024

export type ReadSingleUploadOptions = {
	maxBytes: number
	fieldName?: string
	/**
	 * What to do with the unread rest of the body after a refusal. 'cancel' (default) stops the
	 * stream at once. Under @react-router/express that destroys the socket, so the client sees a
	 * connection reset instead of the error response. 'release' only stops reading: the response
	 * goes out and Node discards the rest of the upload, so the client gets the error message.
	 * Neither buffers more than the limit.
	 */
	afterRefusal?: 'cancel' | 'release'
}

/**
 * Reads one file (form field "file") from a multipart request, streaming, so memory never holds
 * more than maxBytes + 1 bytes of file: as soon as the file passes the limit, reading stops and
 * the answer is file-too-large. Files under other field names are skipped; a second file is
 * refused.
 */
export async function readSingleUpload(
	request: Request,
	{ maxBytes, fieldName = 'file', afterRefusal = 'cancel' }: ReadSingleUploadOptions,
): Promise<ReadSingleUploadResult> {
	const refuseUnread = async (code: ReadSingleUploadErrorCode): Promise<ReadSingleUploadResult> => {
		if (afterRefusal === 'cancel') await cancelBody(request)
		return { ok: false, code }
	}
	const contentType = request.headers.get('content-type') ?? ''
	if (!/^multipart\/form-data\b/i.test(contentType) || !request.body || request.bodyUsed) {
		return refuseUnread('bad-request')
	}
	const maxBodyBytes = maxBytes + MULTIPART_OVERHEAD_BYTES
	const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN)
	if (Number.isFinite(declaredLength) && declaredLength > maxBodyBytes) {
		// Refuse before reading a byte: the body cannot fit.
		return refuseUnread('file-too-large')
	}

	// busboy loads with the first upload, not at start (ADR 035).
	const { default: createParser } = await import('busboy')
	let parser: busboy.Busboy
	try {
		parser = createParser({
			headers: { 'content-type': contentType },
			// Browsers send UTF-8 file names; busboy's default would read them as Latin-1.
			defParamCharset: 'utf8',
			limits: {
				files: 1,
				// busboy reports 'limit' when a file reaches fileSize, even if it ends exactly
				// there, so allow one byte more and treat reaching it as "over maxBytes".
				fileSize: maxBytes + 1,
				fields: MAX_FIELDS,
				fieldSize: MAX_FIELD_BYTES,
				parts: MAX_FIELDS + 2,
			},
		})
	} catch {
		// Missing or malformed boundary.
		return refuseUnread('bad-request')
	}

	const reader = request.body.getReader()
	return new Promise<ReadSingleUploadResult>((resolve) => {
		let settled = false
		let fileName: string | null = null
		const chunks: Buffer[] = []
		let fileBytes = 0
		const fields: Record<string, string> = {}

		const finish = (result: ReadSingleUploadResult) => {
			if (settled) return
			settled = true
			if (!result.ok) {
				// Stop reading the rest of the request and drop what was buffered.
				if (afterRefusal === 'cancel') reader.cancel().catch(() => {})
				else reader.releaseLock()
				parser.destroy()
				chunks.length = 0
			}
			resolve(result)
		}

		parser.on('file', (field, stream, info) => {
			if (field !== fieldName || fileName !== null) {
				// Drain and ignore; the error handler stops a destroyed parser from crashing us.
				stream.on('error', () => {})
				stream.resume()
				return
			}
			fileName = info.filename ?? ''
			stream.on('data', (chunk: Buffer) => {
				chunks.push(chunk)
				fileBytes += chunk.length
			})
			stream.on('limit', () => finish({ ok: false, code: 'file-too-large' }))
			stream.on('error', () => finish({ ok: false, code: 'bad-request' }))
		})
		parser.on('field', (name, value) => {
			fields[name] = value
		})
		parser.on('filesLimit', () => finish({ ok: false, code: 'too-many-files' }))
		parser.on('fieldsLimit', () => finish({ ok: false, code: 'bad-request' }))
		parser.on('partsLimit', () => finish({ ok: false, code: 'bad-request' }))
		parser.on('error', () => finish({ ok: false, code: 'bad-request' }))
		// 'finish' comes after the form ended and every file stream has ended.
		parser.on('finish', () => {
			if (!fileName) {
				// No file part, or a file input submitted with nothing chosen (empty name).
				finish({ ok: false, code: 'no-file' })
				return
			}
			finish({ ok: true, name: fileName, bytes: Buffer.concat(chunks, fileBytes), fields })
		})

		void (async () => {
			let bodyBytes = 0
			try {
				while (!settled) {
					const { done, value } = await reader.read()
					if (done) break
					if (settled) return
					bodyBytes += value.byteLength
					if (bodyBytes > maxBodyBytes) {
						// Without Content-Length (chunked upload) this is where an oversized body stops.
						finish({ ok: false, code: 'file-too-large' })
						return
					}
					const accepted = parser.write(
						Buffer.from(value.buffer, value.byteOffset, value.byteLength),
					)
					if (!accepted && !settled) await drained(parser)
				}
				if (!settled) parser.end()
			} catch {
				finish({ ok: false, code: 'bad-request' })
			}
		})()
	})
}

function drained(parser: busboy.Busboy): Promise<void> {
	return new Promise<void>((resolve) => {
		const done = () => {
			parser.off('drain', done)
			parser.off('close', done)
			resolve()
		}
		parser.on('drain', done)
		parser.on('close', done)
	})
}

async function cancelBody(request: Request): Promise<void> {
	try {
		await request.body?.cancel()
	} catch {
		// Already consumed or errored: nothing left to stop.
	}
}
