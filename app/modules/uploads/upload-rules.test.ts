import { describe, expect, test } from 'vitest'
import {
	ACCEPTED_EXTENSIONS,
	MAX_UPLOAD_BYTES,
	UPLOAD_ERROR_MESSAGES,
	baseFileName,
	checkUploadMeta,
} from './upload-rules'

describe('checkUploadMeta', () => {
	test('accepts .txt, .md and .docx up to exactly 5 MB', () => {
		expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024)
		expect(ACCEPTED_EXTENSIONS).toEqual(['.txt', '.md', '.docx'])
		expect(checkUploadMeta({ name: 'a.txt', size: 1 })).toEqual({ ok: true, kind: 'txt' })
		expect(checkUploadMeta({ name: 'a.md', size: 10 })).toEqual({ ok: true, kind: 'md' })
		expect(checkUploadMeta({ name: 'a.docx', size: MAX_UPLOAD_BYTES })).toEqual({
			ok: true,
			kind: 'docx',
		})
	})

	test('matches the extension case-insensitively', () => {
		expect(checkUploadMeta({ name: 'NOTES.TXT', size: 1 })).toEqual({ ok: true, kind: 'txt' })
		expect(checkUploadMeta({ name: 'Readme.Md', size: 1 })).toEqual({ ok: true, kind: 'md' })
		expect(checkUploadMeta({ name: 'Report.DocX', size: 1 })).toEqual({ ok: true, kind: 'docx' })
	})

	test('goes by the last extension only', () => {
		expect(checkUploadMeta({ name: 'talk.srt.txt', size: 1 })).toEqual({ ok: true, kind: 'txt' })
		expect(checkUploadMeta({ name: 'notes.txt.exe', size: 1 })).toEqual({
			ok: false,
			code: 'file-invalid-type',
		})
	})

	test('refuses other types, old .doc and names without an extension', () => {
		for (const name of ['a.pdf', 'a.doc', 'a.rtf', 'README', 'a.', 'docx']) {
			expect(checkUploadMeta({ name, size: 1 })).toEqual({ ok: false, code: 'file-invalid-type' })
		}
	})

	test('refuses a file one byte over 5 MB', () => {
		expect(checkUploadMeta({ name: 'a.txt', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
			ok: false,
			code: 'file-too-large',
		})
	})

	test('refuses an empty file as too small', () => {
		expect(checkUploadMeta({ name: 'a.txt', size: 0 })).toEqual({
			ok: false,
			code: 'file-too-small',
		})
	})

	test('reports the wrong type before the size', () => {
		expect(checkUploadMeta({ name: 'a.zip', size: MAX_UPLOAD_BYTES * 2 })).toEqual({
			ok: false,
			code: 'file-invalid-type',
		})
	})
})

describe('upload messages', () => {
	test('use the spec wording for size, type and generic failure', () => {
		expect(UPLOAD_ERROR_MESSAGES['file-too-large']).toBe('File too large (max 5MB)')
		expect(UPLOAD_ERROR_MESSAGES['file-invalid-type']).toBe(
			'Unsupported file type. Only .txt, .md, and .docx files are supported.',
		)
		expect(UPLOAD_ERROR_MESSAGES['upload-failed']).toBe('Upload failed')
	})

	test('exist for every code', () => {
		for (const message of Object.values(UPLOAD_ERROR_MESSAGES)) expect(message).toMatch(/\S/)
	})
})

describe('baseFileName', () => {
	test('drops Windows and POSIX directories', () => {
		expect(baseFileName('C:\\fakepath\\notes.txt')).toBe('notes.txt')
		expect(baseFileName('/home/me/notes.md')).toBe('notes.md')
		expect(baseFileName('notes.docx')).toBe('notes.docx')
	})
})
