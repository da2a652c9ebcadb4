import iconv from 'iconv-lite'
import { describe, expect, test } from 'vitest'
import { decodeTextFile } from './decode-text.server'

const sample = 'Café “naïve” – costs €5…\nSecond line ✓'

function utf16be(text: string): Buffer {
	const le = Buffer.from(text, 'utf16le')
	return le.swap16()
}

describe('decodeTextFile', () => {
	test('reads plain UTF-8', () => {
		expect(decodeTextFile(Buffer.from(sample, 'utf8'))).toEqual({
			ok: true,
			text: sample,
			encoding: 'utf-8',
		})
	})

	test('strips a UTF-8 byte order mark', () => {
		const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(sample, 'utf8')])
		expect(decodeTextFile(bytes)).toEqual({ ok: true, text: sample, encoding: 'utf-8' })
	})

	test('reads UTF-16 LE with a byte order mark', () => {
		const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sample, 'utf16le')])
		expect(decodeTextFile(bytes)).toEqual({ ok: true, text: sample, encoding: 'utf-16le' })
	})

	test('reads UTF-16 BE with a byte order mark', () => {
		const bytes = Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(sample)])
		expect(decodeTextFile(bytes)).toEqual({ ok: true, text: sample, encoding: 'utf-16be' })
	})

	test('reads UTF-16 without a byte order mark when the zero bytes give it away', () => {
		const text = 'Plain notes saved by an old Windows editor.\nSecond line.'
		expect(decodeTextFile(Buffer.from(text, 'utf16le'))).toEqual({
			ok: true,
			text,
			encoding: 'utf-16le',
		})
		expect(decodeTextFile(utf16be(text))).toEqual({ ok: true, text, encoding: 'utf-16be' })
	})

	test('reads Windows-1252 with curly quotes, dashes and the euro sign', () => {
		const text =
			'“Smart quotes” aren’t ASCII – and neither is €12.50… Café crème, naïve façade, Zoë.'
		const bytes = iconv.encode(text, 'windows-1252')
		expect(decodeTextFile(bytes)).toEqual({ ok: true, text, encoding: 'windows-1252' })
	})

	test('reads Latin-1 prose as windows-1252, its printable superset', () => {
		const text = 'Não há nada mais difícil do que começar. A lição é simples: faça já, não amanhã.'
		const result = decodeTextFile(iconv.encode(text, 'latin1'))
		expect(result).toEqual({ ok: true, text, encoding: 'windows-1252' })
	})

	test('reads Cyrillic in windows-1251 when the detector is confident', () => {
		const text =
			'Привет! Это обычный текст на русском языке, сохранённый в старой кодировке Windows. ' +
			'Мы проверяем, что он читается правильно, а не превращается в набор странных символов.'
		const result = decodeTextFile(iconv.encode(text, 'windows-1251'))
		expect(result).toEqual({ ok: true, text, encoding: 'windows-1251' })
	})

	test('reads mostly-UTF-8 text with one stray byte as UTF-8, marking only that byte', () => {
		// Legacy text read as UTF-8 is the opposite case: nearly every non-ASCII byte is invalid.
		const good = 'Crème brûlée, café au lait, piñata, naïve, smörgåsbord, jalapeño. '
		const bytes = Buffer.concat([Buffer.from(good), Buffer.from([0xe9]), Buffer.from(' end')])
		expect(decodeTextFile(bytes)).toEqual({
			ok: true,
			text: `${good}\uFFFD end`,
			encoding: 'utf-8',
		})
	})

	test('normalises CRLF and lone CR line endings to LF', () => {
		expect(decodeTextFile(Buffer.from('a\r\nb\rc\nd'))).toMatchObject({
			ok: true,
			text: 'a\nb\nc\nd',
		})
	})

	test('refuses binary data renamed to .txt', () => {
		const png = Buffer.from([
			0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
			0x52, 0x00, 0x00, 0x01, 0x00,
		])
		expect(decodeTextFile(png)).toEqual({ ok: false, code: 'binary' })
	})

	test('refuses binary data even without NUL bytes', () => {
		const bytes = Buffer.alloc(512)
		for (let i = 0; i < bytes.length; i++) bytes[i] = 1 + ((i * 37) % 255)
		expect(decodeTextFile(bytes)).toEqual({ ok: false, code: 'binary' })
	})

	test('tolerates the odd stray control character in real text', () => {
		const text = `${'A long line of ordinary text. '.repeat(20)}\u0007\fEnd`
		expect(decodeTextFile(Buffer.from(text))).toMatchObject({ ok: true })
	})

	test('refuses UTF-16 with a byte order mark that is not valid UTF-16', () => {
		// Odd length, so the last code unit is cut in half.
		const bytes = Buffer.concat([
			Buffer.from([0xff, 0xfe]),
			Buffer.from('Hi', 'utf16le'),
			Buffer.from([0x41]),
		])
		expect(decodeTextFile(bytes)).toEqual({ ok: false, code: 'undecodable' })
	})

	test('decodes an empty file to empty text', () => {
		expect(decodeTextFile(new Uint8Array())).toEqual({ ok: true, text: '', encoding: 'utf-8' })
	})
})
