// Upload rules shared by the drop zone (browser) and the upload action (server), so both sides
// refuse the same files with the same codes. No node imports: this file ships to the browser.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.docx'] as const

export type UploadKind = 'txt' | 'md' | 'docx'

export type UploadMetaErrorCode = 'file-too-large' | 'file-invalid-type' | 'file-too-small'

export type UploadErrorCode =
	| UploadMetaErrorCode
	| 'too-many-files'
	| 'no-file'
	| 'bad-request'
	| 'docx-corrupt'
	| 'docx-too-large'
	| 'docx-timeout'
	| 'no-text'
	| 'undecodable'
	| 'binary'
	| 'upload-failed'

// English defaults; i18n owns the final wording and keys on the code.
export const FILE_TOO_LARGE_MESSAGE = 'File too large (max 5MB)'
export const FILE_INVALID_TYPE_MESSAGE =
	'Unsupported file type. Only .txt, .md, and .docx files are supported.'
export const UPLOAD_FAILED_MESSAGE = 'Upload failed'
export const FILE_EMPTY_MESSAGE = 'The file is empty.'
export const TOO_MANY_FILES_MESSAGE = 'Please upload one file at a time.'
export const NO_FILE_MESSAGE = 'No file was uploaded.'
export const DOCX_CORRUPT_MESSAGE =
	'This .docx file could not be read. It may be damaged or not a Word document.'
export const DOCX_TOO_LARGE_MESSAGE =
	'This .docx file is too complex to process. Please save a simpler copy or paste the text.'
export const DOCX_TIMEOUT_MESSAGE =
	'Reading this .docx file took too long. Please try a smaller file or paste the text.'
export const NO_TEXT_MESSAGE = 'No text was found in this file.'
export const UNDECODABLE_MESSAGE =
	'The text in this file could not be read. Please save it as UTF-8 and try again.'
export const BINARY_MESSAGE =
	'This file does not look like a text file. Only .txt, .md, and .docx files are supported.'

export const UPLOAD_ERROR_MESSAGES: Record<UploadErrorCode, string> = {
	'file-too-large': FILE_TOO_LARGE_MESSAGE,
	'file-invalid-type': FILE_INVALID_TYPE_MESSAGE,
	'file-too-small': FILE_EMPTY_MESSAGE,
	'too-many-files': TOO_MANY_FILES_MESSAGE,
	'no-file': NO_FILE_MESSAGE,
	'bad-request': UPLOAD_FAILED_MESSAGE,
	'docx-corrupt': DOCX_CORRUPT_MESSAGE,
	'docx-too-large': DOCX_TOO_LARGE_MESSAGE,
	'docx-timeout': DOCX_TIMEOUT_MESSAGE,
	'no-text': NO_TEXT_MESSAGE,
	undecodable: UNDECODABLE_MESSAGE,
	binary: BINARY_MESSAGE,
	'upload-failed': UPLOAD_FAILED_MESSAGE,
}

export type CheckUploadMetaResult =
	{ ok: true; kind: UploadKind } | { ok: false; code: UploadMetaErrorCode }

/**
 * The last path segment of a client-supplied file name: some browsers and tools send a full
 * path (C:\Users\...\notes.txt), and we never want directories in names we show or store.
 */
export function baseFileName(name: string): string {
	const segments = name.split(/[\\/]/)
	return (segments[segments.length - 1] ?? '').trim()
}

/** The upload kind for a file name, by its extension (case-insensitive), or null. */
export function uploadKindFromName(name: string): UploadKind | null {
	const base = baseFileName(name).toLowerCase()
	const dot = base.lastIndexOf('.')
	if (dot < 0) return null
	switch (base.slice(dot)) {
		case '.txt':
			return 'txt'
		case '.md':
			return 'md'
		case '.docx':
			return 'docx'
		default:
			return null
	}
}

/**
 * Checks what is known before reading the bytes. Type is checked first so that a wrong file is
 * reported as the wrong type even when it is also too big.
 */
export function checkUploadMeta({
	name,
	size,
}: {
	name: string
	size: number
}): CheckUploadMetaResult {
	const kind = uploadKindFromName(name)
	if (!kind) return { ok: false, code: 'file-invalid-type' }
	if (size > MAX_UPLOAD_BYTES) return { ok: false, code: 'file-too-large' }
	if (size <= 0) return { ok: false, code: 'file-too-small' }
	return { ok: true, kind }
}
