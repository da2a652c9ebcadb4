// Test helpers that write zip files by hand, so tests can build hostile archives (bombs, lying
// size fields) on the fly instead of committing binaries. Not used by application code.
import zlib from 'node:zlib'

export type ZipEntryInput = {
	name: string
	/** Content to store or deflate. Omit when passing `deflated`. */
	data?: Buffer | string
	/** Ready-made raw deflate data, with the real size and CRC of what it inflates to. */
	deflated?: { bytes: Buffer; size: number; crc32: number }
	method?: 0 | 8
	/** Lie about the uncompressed size in the central directory and/or the local header. */
	declaredSize?: { central?: number; local?: number }
}

export function buildZip(entries: ZipEntryInput[]): Buffer {
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const entry of entries) {
		const name = Buffer.from(entry.name, 'utf8')
		let method: number
		let payload: Buffer
		let size: number
		let crc: number
		if (entry.deflated) {
			method = 8
			payload = entry.deflated.bytes
			size = entry.deflated.size
			crc = entry.deflated.crc32
		} else {
			const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8')
			method = entry.method ?? 8
			payload = method === 8 ? zlib.deflateRawSync(data) : data
			size = data.length
			crc = zlib.crc32(data)
		}
		const localSize = entry.declaredSize?.local ?? size
		const centralSize = entry.declaredSize?.central ?? size

		const local = Buffer.alloc(30)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt16LE(20, 4)
		local.writeUInt16LE(0x0800, 6) // UTF-8 names
		local.writeUInt16LE(method, 8)
		local.writeUInt16LE(0, 10)
		local.writeUInt16LE(0x21, 12) // 1980-01-01
		local.writeUInt32LE(crc >>> 0, 14)
		local.writeUInt32LE(payload.length, 18)
		local.writeUInt32LE(localSize, 22)
		local.writeUInt16LE(name.length, 26)
		local.writeUInt16LE(0, 28)
		locals.push(local, name, payload)

		const central = Buffer.alloc(46)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt16LE(20, 4)
		central.writeUInt16LE(20, 6)
		central.writeUInt16LE(0x0800, 8)
		central.writeUInt16LE(method, 10)
		central.writeUInt16LE(0, 12)
		central.writeUInt16LE(0x21, 14)
		central.writeUInt32LE(crc >>> 0, 16)
		central.writeUInt32LE(payload.length, 20)
		central.writeUInt32LE(centralSize, 24)
		central.writeUInt16LE(name.length, 28)
		central.writeUInt32LE(offset, 42)
		centrals.push(central, name)

		offset += local.length + name.length + payload.length
	}
	const centralDirectory = Buffer.concat(centrals)
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(entries.length, 8)
	end.writeUInt16LE(entries.length, 10)
	end.writeUInt32LE(centralDirectory.length, 12)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, centralDirectory, end])
}

/**
 * Raw deflate data for prefix + unit repeated `count` times + suffix, without ever holding the
 * inflated data: each piece is compressed on its own and ended with a full flush (byte-aligned,
 * no references to earlier data), so compressed pieces can simply be concatenated.
 */
export function repeatedDeflate({
	prefix,
	unit,
	count,
	suffix,
}: {
	prefix: string
	unit: Buffer
	count: number
	suffix: string
}): { bytes: Buffer; size: number; crc32: number } {
	const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH }
	const prefixBytes = Buffer.from(prefix, 'utf8')
	const suffixBytes = Buffer.from(suffix, 'utf8')
	const unitDeflated = zlib.deflateRawSync(unit, flush)
	let crc = zlib.crc32(prefixBytes)
	for (let i = 0; i < count; i++) crc = zlib.crc32(unit, crc)
	crc = zlib.crc32(suffixBytes, crc)
	const pieces = [zlib.deflateRawSync(prefixBytes, flush)]
	for (let i = 0; i < count; i++) pieces.push(unitDeflated)
	pieces.push(zlib.deflateRawSync(suffixBytes))
	return {
		bytes: Buffer.concat(pieces),
		size: prefixBytes.length + unit.length * count + suffixBytes.length,
		crc32: crc,
	}
}

export const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'

export const CONTENT_TYPES_XML =
	'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
	'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
	'<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
	'<Default Extension="xml" ContentType="application/xml"/>' +
	'<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
	'</Types>'

export const PACKAGE_RELS_XML =
	'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
	'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
	'<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
	'</Relationships>'

export function documentXml(bodyXml: string): string {
	return (
		'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
		`<w:document xmlns:w="${WORD_NAMESPACE}"><w:body>${bodyXml}</w:body></w:document>`
	)
}

/** A minimal valid .docx whose body is the given WordprocessingML. */
export function buildDocx(bodyXml: string, extraEntries: ZipEntryInput[] = []): Buffer {
	return buildZip([
		{ name: '[Content_Types].xml', data: CONTENT_TYPES_XML },
		{ name: '_rels/.rels', data: PACKAGE_RELS_XML },
		{ name: 'word/document.xml', data: documentXml(bodyXml) },
		...extraEntries,
	])
}

export function paragraph(text: string): string {
	return `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
}
