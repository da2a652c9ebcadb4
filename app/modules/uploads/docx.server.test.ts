import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { extractDocxText } from './docx.server'
import {
	CONTENT_TYPES_XML,
	PACKAGE_RELS_XML,
	WORD_NAMESPACE,
	buildDocx,
	buildZip,
	documentXml,
	paragraph,
	repeatedDeflate,
} from './test-utils/zip'
import { corpusAvailable, corpusDir } from '#tests/fixtures/fixtures.ts'

const docxCorpusDir = path.join(corpusDir, 'docx')

type Expectation =
	| { contains: string[]; excludes?: string[] }
	| { code: 'corrupt' | 'too-large-uncompressed' | 'empty' | 'timeout' }

// What each corpus file must yield. Every .docx in the folder needs an entry, so a new corpus
// file fails here until someone decides what it should produce.
const corpus: Record<string, Expectation> = {
	'001-headings.docx': {
		contains: [
			'A Test of Headers\n\nSecond Level\n\nSome plain text.\n\nThird level',
			'Sixth level',
			'Seventh level\n\nSince no Heading 7 style exists in styles.xml, this gets converted to Span.',
		],
	},
	'002-nested-lists.docx': {
		contains: [
			'Some nested lists',
			'1. one\n2. two\n  1. a\n  2. b',
			'- one\n- two\n  - three\n    - four',
			'- Same list\n- Different list adjacent to the one above.',
		],
	},
	'004-footnote-endnote.docx': {
		contains: [
			'Test footnote.[1] Test endnote.[2]',
			'[1] My note.\n[2] This is an endnote at the end of the document.',
		],
		excludes: ['↑'],
	},
	'005-image.docx': { contains: ['An image:'], excludes: ['data:', 'base64', '<img'] },
	'008-tracked-deletion.docx': {
		contains: ['This is a text with a deletion.'],
		excludes: ['excessively modified'],
	},
	'009-unicode-cjk-euro.docx': { contains: ['Hello, 世界. This costs €10.'] },
	'010-block-quotes.docx': {
		contains: [
			'Some block quotes, in different ways',
			'This is called the Intense Quote style.',
			'I just indented this, so it looks like a block quote.',
			'And back to the normal style.',
		],
	},
	'011-empty.docx': { code: 'empty' },
	'012-word-default-blank.docx': { code: 'empty' },
	'013-xml-with-bom.docx': { contains: ['This XML has a byte order mark.'] },
	'014-text-box.docx': { contains: ['Datum plane'] },
	'015-strict-ooxml.docx': { contains: ['Test'] },
	'016-header-footer-unicode.docx': {
		contains: [
			'This is a fairly simple word document, over two pages, with headers and footers.',
			'GBP - £\n\nEUR - €',
			'Molière',
			"L'Avare ou l'École du mensonge",
			'This is page two. Les Précieuses ridicules. The end.',
		],
		// Headers and footers repeat on every page and are left out on purpose.
		excludes: ['simple header'],
	},
	'018-real-russian-calendar-table-image.docx': {
		contains: [
			'МБУ «МЦБ»',
			'Календарь знаменательных и памятных дат на 2017 год.',
			'Январь\n1 | 90 лет со дня рождения русского детского писателя',
			'7 | Рождество Христово',
			'30 лет | А. Н. Рыбаков «Дети Арбата» (1987)',
		],
	},
	'019-corrupt-truncated.docx': { code: 'corrupt' },
	'021-empty-zip-named-docx.docx': { code: 'corrupt' },
}

describe.skipIf(!corpusAvailable)('extractDocxText on the shared corpus', () => {
	test('every corpus file has an expectation', () => {
		const files = fs.readdirSync(docxCorpusDir).filter((name) => name.endsWith('.docx'))
		expect(files.sort()).toEqual(Object.keys(corpus).sort())
	})

	for (const [file, expected] of Object.entries(corpus)) {
		test(`${file} ${'code' in expected ? `is refused as ${expected.code}` : 'yields readable text'}`, async () => {
			const result = await extractDocxText(fs.readFileSync(path.join(docxCorpusDir, file)))
			if ('code' in expected) {
				expect(result).toEqual({ ok: false, code: expected.code })
				return
			}
			if (!result.ok) throw new Error(`expected text, got ${result.code}`)
			for (const phrase of expected.contains) expect(result.text).toContain(phrase)
			for (const phrase of expected.excludes ?? []) expect(result.text).not.toContain(phrase)
			expect(result.text).toBe(result.text.trim())
			expect(result.text).not.toMatch(/\n{3,}/)
			expect(result.text).not.toMatch(/<\/?[a-z]+[ >]/)
		})
	}

	test('text that sits in a text box appears once, not once per drawing fallback', async () => {
		const result = await extractDocxText(
			fs.readFileSync(path.join(docxCorpusDir, '014-text-box.docx')),
		)
		expect(result.ok && result.text.split('Datum plane').length - 1).toBe(1)
	})
})

describe('extractDocxText on generated documents', () => {
	test('tables become one line per row with cells separated by pipes', async () => {
		const cell = (text: string) => `<w:tc>${paragraph(text)}</w:tc>`
		const docx = buildDocx(
			paragraph('Prices') +
				`<w:tbl><w:tr>${cell('Plan')}${cell('Price')}</w:tr>` +
				`<w:tr>${cell('Pro')}${cell('$39')}</w:tr></w:tbl>`,
		)
		expect(await extractDocxText(docx)).toEqual({
			ok: true,
			text: 'Prices\n\nPlan | Price\nPro | $39',
		})
	})

	test('comments are left out and tracked insertions are kept', async () => {
		const body =
			'<w:p><w:commentRangeStart w:id="0"/><w:r><w:t xml:space="preserve">Kept text </w:t></w:r>' +
			'<w:ins w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"><w:r><w:t>inserted</w:t></w:r></w:ins>' +
			'<w:del w:id="2" w:author="A" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>removed</w:delText></w:r></w:del>' +
			'<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>'
		const comments =
			`<w:comments xmlns:w="${WORD_NAMESPACE}"><w:comment w:id="0" w:author="Reviewer">` +
			`${paragraph('Reviewer remark')}</w:comment></w:comments>`
		const documentRels =
			'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
			'<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>' +
			'</Relationships>'
		const docx = buildDocx(body, [
			{ name: 'word/_rels/document.xml.rels', data: documentRels },
			{ name: 'word/comments.xml', data: comments },
		])
		expect(await extractDocxText(docx)).toEqual({ ok: true, text: 'Kept text inserted' })
	})

	test('a document of only whitespace paragraphs is empty', async () => {
		expect(await extractDocxText(buildDocx(paragraph('   ') + '<w:p/>'))).toEqual({
			ok: false,
			code: 'empty',
		})
	})

	test('a package without a main document part is corrupt', async () => {
		const zip = buildZip([{ name: 'hello.txt', data: 'not a word file' }])
		expect(await extractDocxText(zip)).toEqual({ ok: false, code: 'corrupt' })
	})

	test('malformed document XML is corrupt, not a crash', async () => {
		const zip = buildZip([
			{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
			{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
			{ name: 'word/document.xml', data: '<w:document><w:body><w:p>unclosed' },
		])
		expect(await extractDocxText(zip)).toEqual({ ok: false, code: 'corrupt' })
	})

	test('bytes that are not a zip at all are corrupt', async () => {
		expect(await extractDocxText(Buffer.from('PK\u0003\u0004 this is not really a zip'))).toEqual({
			ok: false,
			code: 'corrupt',
		})
	})

	test('a compression method Word never uses is corrupt', async () => {
		const docx = buildDocx(paragraph('Hello'))
		// Patch every method field (local and central) from deflate (8) to an unsupported 99.
		const patched = Buffer.from(docx)
		for (let i = 0; i + 4 <= patched.length; i++) {
			const signature = patched.readUInt32LE(i)
			if (signature === 0x04034b50) patched.writeUInt16LE(99, i + 8)
			if (signature === 0x02014b50) patched.writeUInt16LE(99, i + 10)
		}
		expect(await extractDocxText(patched)).toEqual({ ok: false, code: 'corrupt' })
	})
})

describe('extractDocxText against hostile archives', () => {
	const megabyte = Buffer.alloc(1024 * 1024, 'a')
	// 300 MB of XML text compressed to about 300 KB.
	const bomb = repeatedDeflate({
		prefix: documentXml('<w:p><w:r><w:t>'),
		unit: megabyte,
		count: 300,
		suffix: '</w:t></w:r></w:p></w:body></w:document>',
	})
	const bombDocx = (declaredSize?: { central?: number; local?: number }) =>
		buildZip([
			{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
			{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
			{ name: 'word/document.xml', deflated: bomb, declaredSize },
		])

	async function measure(run: () => Promise<unknown>) {
		const before = process.memoryUsage()
		const started = performance.now()
		const result = await run()
		const elapsedMs = performance.now() - started
		const after = process.memoryUsage()
		const growthMb =
			(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20
		return { result, elapsedMs, growthMb }
	}

	test('a zip bomb that declares its size is refused in under a second with bounded memory', async () => {
		const docx = bombDocx()
		expect(docx.length).toBeLessThan(1024 * 1024)
		const { result, elapsedMs, growthMb } = await measure(() => extractDocxText(docx))
		expect(result).toEqual({ ok: false, code: 'too-large-uncompressed' })
		expect(elapsedMs).toBeLessThan(1000)
		expect(growthMb).toBeLessThan(64)
	})

	test('a zip bomb whose headers claim a tiny size is refused once it inflates past the claim', async () => {
		const docx = bombDocx({ central: 2000, local: 2000 })
		const { result, elapsedMs, growthMb } = await measure(() => extractDocxText(docx))
		expect(result).toMatchObject({ ok: false })
		expect(elapsedMs).toBeLessThan(1000)
		expect(growthMb).toBeLessThan(64)
	})

	test('a document that inflates under the size limit but by an absurd ratio is refused', async () => {
		const dense = repeatedDeflate({
			prefix: documentXml('<w:p><w:r><w:t>'),
			unit: megabyte,
			count: 45,
			suffix: '</w:t></w:r></w:p></w:body></w:document>',
		})
		const docx = buildZip([
			{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
			{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
			{ name: 'word/document.xml', deflated: dense },
		])
		const { result, elapsedMs } = await measure(() => extractDocxText(docx))
		expect(result).toEqual({ ok: false, code: 'too-large-uncompressed' })
		expect(elapsedMs).toBeLessThan(1000)
	})

	test('a zip bomb that claims a size under the limits is stopped while inflating', async () => {
		const docx = bombDocx({ central: 40 * 1024 * 1024, local: 40 * 1024 * 1024 })
		const { result, elapsedMs, growthMb } = await measure(() => extractDocxText(docx))
		expect(result).toMatchObject({ ok: false })
		// Up to 40 MB really is inflated (streamed, not kept) before the lie shows: typically
		// ~100 ms; the bound leaves room for a loaded CI machine.
		expect(elapsedMs).toBeLessThan(3000)
		expect(growthMb).toBeLessThan(64)
	})

	test('inflated bytes are counted, so a lie under every declared limit is still stopped', async () => {
		// Ratio check off and limits above the claim: only the running count can stop this one.
		const docx = bombDocx({ central: 20 * 1024 * 1024, local: 20 * 1024 * 1024 })
		const started = performance.now()
		const result = await extractDocxText(docx, {
			maxCompressionRatio: Number.POSITIVE_INFINITY,
			maxTotalUncompressedBytes: 30 * 1024 * 1024,
		})
		expect(result).toMatchObject({ ok: false })
		expect(performance.now() - started).toBeLessThan(3000)
	})

	test('a local header that lies while the central directory is honest does not fool the check', async () => {
		const docx = buildDocx(paragraph('Honest directory'), [])
		const lying = buildZip([
			{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
			{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
			{
				name: 'word/document.xml',
				data: documentXml(paragraph('Honest directory')),
				declaredSize: { local: 0xffff },
			},
		])
		expect(await extractDocxText(docx)).toEqual({ ok: true, text: 'Honest directory' })
		const result = await extractDocxText(lying)
		// Sizes come from the central directory, which is truthful here; either reading is safe.
		expect(result.ok ? result.text : result.code).toMatch(/^(Honest directory|corrupt)$/)
	})

	test('too many entries are refused before any is inflated', async () => {
		const entries = Array.from({ length: 1001 }, (_, i) => ({
			name: `word/media/${i}.bin`,
			data: 'x',
		}))
		const zip = buildZip([
			{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
			{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
			...entries,
		])
		expect(await extractDocxText(zip)).toEqual({ ok: false, code: 'too-large-uncompressed' })
	})

	test('a conversion that runs past the time limit is stopped', async () => {
		const docx = buildDocx(paragraph('Slow'))
		expect(await extractDocxText(docx, { timeoutMs: 1 })).toEqual({ ok: false, code: 'timeout' })
	})

	test('a conversion that runs out of worker memory kills only the worker', async () => {
		// Plenty of small paragraphs: mammoth's document tree outgrows a tiny heap.
		const docx = buildDocx(paragraph('Lots of words in a paragraph. ').repeat(100_000))
		const result = await extractDocxText(docx, { workerHeapMb: 16 })
		expect(result).toEqual({ ok: false, code: 'too-large-uncompressed' })
		// The process is still fine and the next file converts normally.
		expect(await extractDocxText(buildDocx(paragraph('Still alive')))).toEqual({
			ok: true,
			text: 'Still alive',
		})
	})
})
