import fs from 'node:fs'
import path from 'node:path'
import iconv from 'iconv-lite'
import { describe, expect, test } from 'vitest'
import { countCharacters, extractUploadText } from './extract-text.server'
import { corpusAvailable, corpusDir, truncatedDocx } from '#tests/fixtures/fixtures.ts'
import { buildDocx, buildZip, paragraph } from './test-utils/zip'
import {
	BINARY_MESSAGE,
	DOCX_CORRUPT_MESSAGE,
	FILE_INVALID_TYPE_MESSAGE,
	FILE_TOO_LARGE_MESSAGE,
	MAX_UPLOAD_BYTES,
	NO_TEXT_MESSAGE,
} from './upload-rules'

const encodingsDir = path.join(corpusDir, 'encodings')

function readCorpus(dir: string, file: string) {
	return { name: file, bytes: fs.readFileSync(path.join(dir, file)) }
}

// Distinctive phrases from each file of the encodings corpus. Every text file in the folder
// needs an entry, so a new corpus file fails here until someone decides what it should yield.
const encodingCorpus: Record<
	string,
	{ startsWith: string; contains: string[]; excludes?: string[] }
> = {
	'01-crlf-utf8-recipe.md': {
		// Front matter is gone but for its title, now the heading; the Markdown itself is kept.
		startsWith:
			'# Pasta Arrabbiata\n\n![arrabiata](/pix/pasta-arrabbiata.webp)\n\n- ⏲️ Prep time: 5 min',
		contains: ['- 🍳 Cook time: 20 min', '## Ingredients\n\n- Pasta\n- Olive oil', '## Directions'],
		excludes: ['title:', 'klisurovi4', '\r'],
	},
	'02-utf8-bom-talk-subtitles.srt.txt': {
		startsWith: '1\n00:00:06,500 --> 00:00:09,000\nAbout 2 months ago I found myself on',
		contains: ['on a video about the famous Ayn Rand', 'organize a global awareness day'],
		excludes: ['\uFEFF'],
	},
	'03-latin1-portuguese-prose.txt': {
		startsWith: 'Nas paginas que em seguida se leem acha-se tão bem determinada',
		contains: [
			'tão profunda observação, a missão da poesia',
			'O autor das Radiações da Noite',
			'a poesia é como a canção de um',
		],
		excludes: ['\uFFFD', 'Ã'],
	},
	'06-latin1-finnish-museum-news.txt': {
		startsWith: 'Vielä ehdit perehtyä Sibeliuksen elämään Ateneumissa, aina 22. maaliskuuta asti.',
		contains: ['Kolmella eurolla saat käyttöösi musiikkiääniooppaan', 'Älä unohda myöskään'],
		excludes: ['\uFFFD', 'Ã'],
	},
	'07-utf8-bom-crlf-bilingual-tm-export.txt': {
		startsWith: '{0>Der Aaa Satz.<}0{>The Aaa phrase.<0}',
		contains: [
			'{0>Ein Zeil\nenumbruch mittendrin.<}0{>A soft\nreturn in the center.<0}',
			'{0>Ein—Geviertstrich hier.<}0{>An—EMdash here.<0}',
			'{0>Es sind 25°C heute.<}0{>It is 25°C today.<0}',
		],
		excludes: ['\uFEFF', '\r'],
	},
}

describe.skipIf(!corpusAvailable)('extractUploadText on the encodings corpus', () => {
	test('every corpus text file has an expectation', () => {
		const files = fs.readdirSync(encodingsDir).filter((name) => !name.endsWith('.tsv'))
		expect(files.sort()).toEqual(Object.keys(encodingCorpus).sort())
	})

	for (const [file, expected] of Object.entries(encodingCorpus)) {
		test(`${file} yields readable text`, async () => {
			const result = await extractUploadText(readCorpus(encodingsDir, file))
			if (!result.ok) throw new Error(`expected text, got ${result.code}`)
			expect(result.originalFilename).toBe(file)
			expect(result.text.startsWith(expected.startsWith)).toBe(true)
			for (const phrase of expected.contains) expect(result.text).toContain(phrase)
			for (const phrase of expected.excludes ?? []) expect(result.text).not.toContain(phrase)
			expect(result.characterCount).toBe(countCharacters(result.text))
		})
	}
})

describe('extractUploadText on .docx files', () => {
	test('returns the document text with its file name and length', async () => {
		const result = await extractUploadText({
			name: 'unicode.docx',
			bytes: buildDocx(paragraph('Hello, 世界. This costs €10.∨∨')),
		})
		expect(result).toEqual({
			ok: true,
			text: 'Hello, 世界. This costs €10.∨∨',
			characterCount: 28,
			originalFilename: 'unicode.docx',
		})
	})

	test('dispatches on the extension case-insensitively', async () => {
		const result = await extractUploadText({
			name: 'REPORT.DOCX',
			bytes: buildDocx(paragraph('Hi')),
		})
		expect(result).toMatchObject({ ok: true, text: 'Hi', originalFilename: 'REPORT.DOCX' })
	})

	test('reports a document without text as having no text', async () => {
		const result = await extractUploadText({
			name: 'blank.docx',
			bytes: buildDocx('<w:p><w:pPr><w:spacing w:after="160"/></w:pPr></w:p>'),
		})
		expect(result).toEqual({ ok: false, code: 'no-text', message: NO_TEXT_MESSAGE })
	})

	test('reports a damaged .docx as corrupt', async () => {
		const result = await extractUploadText({ name: 'cut.docx', bytes: truncatedDocx() })
		expect(result).toEqual({ ok: false, code: 'docx-corrupt', message: DOCX_CORRUPT_MESSAGE })
	})

	test('reports a plain zip renamed to .docx as corrupt', async () => {
		const result = await extractUploadText({ name: 'empty.docx', bytes: buildZip([]) })
		expect(result).toMatchObject({ ok: false, code: 'docx-corrupt' })
	})

	test('reports a text file renamed to .docx as corrupt', async () => {
		const result = await extractUploadText({ name: 'notes.docx', bytes: Buffer.from('just text') })
		expect(result).toMatchObject({ ok: false, code: 'docx-corrupt' })
	})
})

describe('extractUploadText on text files', () => {
	test('trims surrounding whitespace', async () => {
		const result = await extractUploadText({ name: 'a.txt', bytes: Buffer.from('\n\n  Hello\n\n') })
		expect(result).toEqual({
			ok: true,
			text: 'Hello',
			characterCount: 5,
			originalFilename: 'a.txt',
		})
	})

	test('keeps front matter in .txt files, where it is not a convention', async () => {
		const result = await extractUploadText({
			name: 'a.txt',
			bytes: Buffer.from('---\nx: 1\n---\nBody'),
		})
		expect(result).toMatchObject({ ok: true, text: '---\nx: 1\n---\nBody' })
	})

	test('strips front matter from Markdown and keeps the Markdown', async () => {
		const markdown = '+++\ntitle = "Post"\n+++\n\n# Post\n\n- **one**\n- two\n'
		const result = await extractUploadText({ name: 'post.md', bytes: Buffer.from(markdown) })
		expect(result).toMatchObject({ ok: true, text: '# Post\n\n- **one**\n- two' })
	})

	test("keeps a Markdown post's front matter title and description as its heading and lede", async () => {
		const markdown =
			'---\nlayout: post\ntitle: "Arroz Chaufa"\ndescription: A quick Peruvian rice dish.\n---\n\nCook the rice.\n'
		const result = await extractUploadText({ name: 'post.md', bytes: Buffer.from(markdown) })
		expect(result).toMatchObject({
			ok: true,
			text: '# Arroz Chaufa\n\n*A quick Peruvian rice dish.*\n\nCook the rice.',
		})
	})

	test('reads UTF-16 LE and BE files with a byte order mark', async () => {
		const text = 'Grüße aus Köln – 20 €'
		const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
		const be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])
		expect(await extractUploadText({ name: 'le.txt', bytes: le })).toMatchObject({ ok: true, text })
		expect(await extractUploadText({ name: 'be.txt', bytes: be })).toMatchObject({ ok: true, text })
	})

	test('reads a Windows-1252 file with curly quotes and the euro sign', async () => {
		const text = 'He said “it’s only €20” — and left.\r\nSecond line…'
		const result = await extractUploadText({
			name: 'quote.txt',
			bytes: iconv.encode(text, 'windows-1252'),
		})
		expect(result).toMatchObject({
			ok: true,
			text: 'He said “it’s only €20” — and left.\nSecond line…',
		})
	})

	test('refuses a binary file renamed to .txt', async () => {
		const binary = Buffer.from([
			0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x3e, 0x00,
		])
		const result = await extractUploadText({ name: 'program.txt', bytes: binary })
		expect(result).toEqual({ ok: false, code: 'binary', message: BINARY_MESSAGE })
	})

	test('reports a file of only whitespace as having no text', async () => {
		const result = await extractUploadText({ name: 'blank.md', bytes: Buffer.from(' \r\n\t\n') })
		expect(result).toMatchObject({ ok: false, code: 'no-text' })
	})

	test('reports an empty file as too small', async () => {
		const result = await extractUploadText({ name: 'empty.txt', bytes: new Uint8Array() })
		expect(result).toMatchObject({ ok: false, code: 'file-too-small' })
	})
})

describe('extractUploadText checks the file before reading it', () => {
	test('refuses an unsupported type with the spec message', async () => {
		const result = await extractUploadText({ name: 'photo.pdf', bytes: Buffer.from('%PDF-1.7') })
		expect(result).toEqual({
			ok: false,
			code: 'file-invalid-type',
			message: FILE_INVALID_TYPE_MESSAGE,
		})
	})

	test('refuses a file over 5 MB with the spec message', async () => {
		const result = await extractUploadText({
			name: 'big.txt',
			bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a'),
		})
		expect(result).toEqual({ ok: false, code: 'file-too-large', message: FILE_TOO_LARGE_MESSAGE })
	})

	test('reports only the base name of a file sent with a path', async () => {
		const result = await extractUploadText({
			name: 'C:\\Users\\me\\notes.txt',
			bytes: Buffer.from('Hi'),
		})
		expect(result).toMatchObject({ ok: true, originalFilename: 'notes.txt' })
	})
})

describe('countCharacters', () => {
	test('counts what the reader sees as one character once', () => {
		expect(countCharacters('abc')).toBe(3)
		expect(countCharacters('e\u0301')).toBe(1)
		expect(countCharacters('👍🏽')).toBe(1)
		expect(countCharacters('👨‍👩‍👧')).toBe(1)
		expect(countCharacters('世界')).toBe(2)
	})
})
