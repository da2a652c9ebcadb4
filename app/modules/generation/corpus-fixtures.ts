// Test helpers: the shared evaluation corpus sits beside the repository (../shared/corpus),
// in a developer checkout and in CI alike. Tests that need it skip when it is absent.
import fs from 'node:fs'
import path from 'node:path'
import { type ContentLanguage } from './source-analysis.ts'

export const CORPUS_DIR = path.resolve(process.cwd(), '../shared/corpus')
export const corpusAvailable = fs.existsSync(path.join(CORPUS_DIR, 'texts', 'SOURCES.tsv'))

export type CorpusText = { file: string; text: string; language: ContentLanguage }
export type CorpusVoice = { id: string; text: string }

function readTsv(file: string): Array<Record<string, string>> {
	const [header = '', ...rows] = fs.readFileSync(file, 'utf8').replace(/\r\n?/gu, '\n').split('\n')
	const columns = header.split('\t')
	return rows
		.filter((row) => row.trim() !== '')
		.map((row) => {
			const cells = row.split('\t')
			return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))
		})
}

/** Corpus texts cut to the app's 3000-character limit at a sentence end, with their language. */
export function loadCorpusTexts(limit = 3000): CorpusText[] {
	const sources = readTsv(path.join(CORPUS_DIR, 'texts', 'SOURCES.tsv'))
	return sources.map((row) => {
		const file = row.file ?? ''
		const full = fs.readFileSync(path.join(CORPUS_DIR, 'texts', file), 'utf8')
		return { file, text: cutAtSentenceEnd(full, limit), language: row.language as ContentLanguage }
	})
}

export function loadCorpusVoices(): CorpusVoice[] {
	return readTsv(path.join(CORPUS_DIR, 'voices.tsv')).map((row) => ({
		id: row.id ?? '',
		text: (row.voice_text ?? '').replace(/\\n/gu, '\n'),
	}))
}

export function cutAtSentenceEnd(text: string, limit: number): string {
	if (text.length <= limit) return text
	const head = text.slice(0, limit)
	const last = [...head.matchAll(/[.!?](?=\s)|\n\s*\n/gu)].at(-1)
	if (!last || (last.index ?? 0) < limit / 2) return head.slice(0, head.lastIndexOf(' '))
	return head.slice(0, (last.index ?? 0) + last[0].length)
}
