import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { frontMatterAsProse } from '#app/modules/generation/front-matter.ts'
import type { DocxErrorCode } from './docx.server'
import {
	type UploadErrorCode,
	UPLOAD_ERROR_MESSAGES,
	baseFileName,
	checkUploadMeta,
} from './upload-rules'

export type ExtractUploadTextResult =
	| { ok: true; text: string; characterCount: number; originalFilename: string }
	| { ok: false; code: UploadErrorCode; message: string }

const DOCX_ERROR_CODES: Record<DocxErrorCode, UploadErrorCode> = {
	corrupt: 'docx-corrupt',
	'too-large-uncompressed': 'docx-too-large',
	timeout: 'docx-timeout',
	empty: 'no-text',
}

// The readers of each kind of file (chardet and iconv-lite for text, yauzl for .docx) load with
// the first upload of that kind, not at start (ADR 035).

/**
 * Turns an uploaded file into editable source text. Markdown stays Markdown (it reads fine and
 * the generator understands it). Front matter is site metadata, apart from the post's title and
 * description, which become its heading and first paragraph.
 */
export async function extractUploadText({
	name,
	bytes,
}: {
	name: string
	bytes: Uint8Array
}): Promise<ExtractUploadTextResult> {
	const originalFilename = baseFileName(name)
	const meta = checkUploadMeta({ name: originalFilename, size: bytes.length })
	if (!meta.ok) return failure(meta.code)

	let text: string
	if (meta.kind === 'docx') {
		const buffer = Buffer.isBuffer(bytes)
			? bytes
			: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
		const { extractDocxText } = await import('./docx.server')
		const result = await extractDocxText(buffer)
		if (!result.ok) return failure(DOCX_ERROR_CODES[result.code])
		text = result.text
	} else {
		const { decodeTextFile } = await import('./decode-text.server')
		const decoded = decodeTextFile(bytes)
		if (!decoded.ok) return failure(decoded.code)
		text = meta.kind === 'md' ? frontMatterAsProse(decoded.text) : decoded.text
	}

	text = text.trim()
	if (!text) return failure('no-text')
	return { ok: true, text, characterCount: countCharacters(text), originalFilename }
}

function failure(code: UploadErrorCode): ExtractUploadTextResult {
	return { ok: false, code, message: UPLOAD_ERROR_MESSAGES[code] }
}

// The counter of the editor and the form limits, so an upload's count is the one the form checks.
export { countCharacters }
