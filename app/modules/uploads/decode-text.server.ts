import chardet from 'chardet'
import iconv from 'iconv-lite'

type Encoding = Parameters<typeof iconv.decode>[1]

export type DecodeTextResult =
	{ ok: true; text: string; encoding: string } | { ok: false; code: 'undecodable' | 'binary' }

// Western European text is by far the most common legacy upload. windows-1252 is a superset of
// ISO-8859-1 for printable text (it adds curly quotes, dashes and € in 0x80-0x9F, where Latin-1
// has only control codes), so it is the safer reading of anything detected as Latin-1.
const WESTERN_FALLBACK: Encoding = 'windows-1252'
const WESTERN_NAMES = new Set(['iso-8859-1', 'iso-8859-15', 'windows-1252', 'ascii'])
// chardet's single-byte guesses are close calls on short text (a Finnish Latin-1 file scores
// windows-1257 22 vs ISO-8859-1 19). Another encoding only wins when it beats the Western one
// clearly; otherwise a near-tie would turn common text into mojibake.
const OTHER_ENCODING_MARGIN = 15
const MIN_OTHER_CONFIDENCE = 30
const MIN_PLAUSIBLE_WORDS = 0.6
// chardet takes seconds on a full 5 MB file, blocking the server; a sample decides as well.
const DETECTION_SAMPLE_BYTES = 64 * 1024
// What single-byte decoders produce for bytes their code page leaves undefined.
const UNDEFINED_CHARS = /[\uFFFD\u0080-\u009F]/

/**
 * Decodes an uploaded text file to a string with LF line endings and no BOM.
 *
 * Order matters: a BOM is authoritative; then strict UTF-8 (valid UTF-8 is almost never an
 * accident for non-ASCII text); only then statistical guessing for legacy encodings.
 */
export function decodeTextFile(bytes: Uint8Array): DecodeTextResult {
	const bom = detectBom(bytes)
	if (bom) {
		const text = decodeStrict(bytes.subarray(bom.length), bom.encoding)
		if (text === null) return { ok: false, code: 'undecodable' }
		return finish(text, bom.encoding)
	}

	const utf16 = guessBomlessUtf16(bytes)
	if (utf16) {
		const text = decodeStrict(bytes, utf16)
		if (text !== null) return finish(text, utf16)
	}

	// NUL never appears in text in a byte-oriented encoding; it is the clearest sign of binary.
	if (bytes.includes(0)) return { ok: false, code: 'binary' }

	const utf8 = decodeStrict(bytes, 'utf-8')
	if (utf8 !== null) return finish(utf8, 'utf-8')
	const mostlyUtf8 = decodeMostlyUtf8(bytes)
	if (mostlyUtf8 !== null) return finish(mostlyUtf8, 'utf-8')

	const legacy = decodeLegacy(bytes)
	return finish(legacy.text, legacy.encoding)
}

function finish(text: string, encoding: string): DecodeTextResult {
	const stripped = text.startsWith('\uFEFF') ? text.slice(1) : text
	const problem = findProblem(stripped)
	if (problem) return { ok: false, code: problem }
	return { ok: true, text: normalizeNewlines(stripped), encoding }
}

function detectBom(bytes: Uint8Array): { encoding: string; length: number } | null {
	const [a, b, c] = bytes
	if (a === 0xef && b === 0xbb && c === 0xbf) return { encoding: 'utf-8', length: 3 }
	if (a === 0xff && b === 0xfe) return { encoding: 'utf-16le', length: 2 }
	if (a === 0xfe && b === 0xff) return { encoding: 'utf-16be', length: 2 }
	return null
}

/** Decodes with TextDecoder in fatal mode: invalid sequences give null instead of U+FFFD. */
function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
	try {
		return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes)
	} catch {
		return null
	}
}

/**
 * UTF-8 with a few stray invalid bytes (files glued together, a bad copy-paste) is still UTF-8:
 * reading it as windows-1252 would garble every accented character to fix a handful. Legacy
 * text read as UTF-8 is the opposite: almost every non-ASCII byte is invalid. The stray bytes
 * stay visible as U+FFFD for the user to fix in the editor.
 */
function decodeMostlyUtf8(bytes: Uint8Array): string | null {
	const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
	let valid = 0
	let invalid = 0
	for (const ch of text) {
		if (ch === '\uFFFD') invalid++
		else if (ch > '\u007f') valid++
	}
	return valid > 0 && valid >= 3 * invalid ? text : null
}

/**
 * UTF-16 without a BOM (some Windows tools write it) is mostly Latin text with a zero high
 * byte, so zeros cluster on one side: odd offsets for little-endian, even for big-endian.
 * Binary files have zeros scattered over both.
 */
function guessBomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
	if (bytes.length < 4 || bytes.length % 2 !== 0) return null
	let evenZeros = 0
	let oddZeros = 0
	for (let i = 0; i < bytes.length; i += 2) {
		if (bytes[i] === 0) evenZeros++
		if (bytes[i + 1] === 0) oddZeros++
	}
	const pairs = bytes.length / 2
	if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le'
	if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be'
	return null
}

function decodeLegacy(bytes: Uint8Array): { text: string; encoding: string } {
	const encoding = chooseLegacyEncoding(bytes.subarray(0, DETECTION_SAMPLE_BYTES))
	return { text: iconv.decode(bytes, encoding), encoding: encoding.toLowerCase() }
}

/** Picks a single-byte (or legacy CJK) encoding from a sample of the file. */
function chooseLegacyEncoding(sample: Uint8Array): Encoding {
	// Strict UTF-8 already failed, so UTF guesses are wrong here.
	const candidates: Candidate[] = chardet
		.analyse(sample)
		.flatMap(({ name, confidence }) =>
			!name.toLowerCase().startsWith('utf') && iconv.encodingExists(name)
				? [{ name, confidence }]
				: [],
		)
	const chosen = pickByConfidence(candidates)
	// Bytes the guessed code page does not define mean the guess is wrong.
	if (
		!WESTERN_NAMES.has(chosen.toLowerCase()) &&
		!UNDEFINED_CHARS.test(iconv.decode(sample, chosen))
	) {
		return chosen
	}
	if (!looksLikeMojibake(iconv.decode(sample, WESTERN_FALLBACK))) return WESTERN_FALLBACK
	// The Western reading is mostly accented letters: typical of Cyrillic or Greek bytes read as
	// Latin-1, which chardet scores low on short text. Re-read with each other candidate and take
	// the one whose words look most like words, if any does convincingly. (The Western reading
	// itself is not scored: its mojibake is made of Latin letters and would look fine.)
	let best: { encoding: Encoding; score: number } | null = null
	for (const candidate of candidates) {
		if (WESTERN_NAMES.has(candidate.name.toLowerCase())) continue
		const decoded = iconv.decode(sample, candidate.name)
		if (UNDEFINED_CHARS.test(decoded)) continue
		const score = wordPlausibility(decoded)
		if (!best || score > best.score) best = { encoding: candidate.name, score }
	}
	return best && best.score >= MIN_PLAUSIBLE_WORDS ? best.encoding : WESTERN_FALLBACK
}

type Candidate = { name: Encoding; confidence: number }

function pickByConfidence(candidates: Candidate[]): Encoding {
	const western = candidates.find((c) => WESTERN_NAMES.has(c.name.toLowerCase()))
	const top = candidates[0]
	if (!top || WESTERN_NAMES.has(top.name.toLowerCase())) return WESTERN_FALLBACK
	const beatsWestern = !western || top.confidence >= western.confidence + OTHER_ENCODING_MARGIN
	if (beatsWestern && top.confidence >= MIN_OTHER_CONFIDENCE) return top.name
	return WESTERN_FALLBACK
}

/** Western text is mostly ASCII letters with some accents; mis-read text is mostly accents. */
function looksLikeMojibake(text: string): boolean {
	let letters = 0
	let nonAscii = 0
	for (const ch of text) {
		if (!/\p{L}/u.test(ch)) continue
		letters++
		if (ch > '\u007f') nonAscii++
	}
	return letters >= 20 && nonAscii / letters >= 0.5
}

const SCRIPTS = [
	/\p{Script=Latin}/u,
	/\p{Script=Cyrillic}/u,
	/\p{Script=Greek}/u,
	/\p{Script=Hebrew}/u,
	/\p{Script=Arabic}/u,
]
const WELL_CASED = /^(?:\p{Lu}?[\p{Ll}\p{Lo}\p{M}]*|[\p{Lu}\p{M}]+)$/u

/**
 * Share of words that look real: letters only, one script, and cased as words are (lower,
 * Capitalised or UPPER). A wrong single-byte reading mixes scripts, swaps case (windows-1251
 * read as KOI8-R) or scatters symbols and U+FFFD through words.
 */
function wordPlausibility(text: string): number {
	const words = text.split(/[\s\d.,;:!?()"'«»“”„\-–—/]+/u).filter((word) => word !== '')
	if (words.length === 0) return 0
	let good = 0
	for (const word of words) {
		if (!/^[\p{L}\p{M}]+$/u.test(word) || !WELL_CASED.test(word)) continue
		const script = SCRIPTS.find((pattern) => pattern.test(word))
		if (!script) continue
		const singleScript = [...word].every((ch) => /\p{M}/u.test(ch) || script.test(ch))
		if (singleScript) good++
	}
	return good / words.length
}

// C0 controls other than tab, LF, VT, FF, CR; DEL; C1 controls. Matching control characters is
// the point here, hence the lint exception.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g
const REPLACEMENT_CHARS = /\uFFFD/g

/**
 * Text may contain tabs, form feeds and the odd stray control character; binary data renamed to
 * .txt has many. U+FFFD is what a wrong or partial decode leaves behind. Regex scanning keeps
 * this fast on multi-megabyte files.
 */
function findProblem(text: string): 'binary' | 'undecodable' | null {
	if (text.includes('\u0000')) return 'binary'
	const limit = Math.max(2, Math.floor(text.length * 0.01))
	if (countUpTo(text, CONTROL_CHARS, limit) > limit) return 'binary'
	if (countUpTo(text, REPLACEMENT_CHARS, limit) > limit) return 'undecodable'
	return null
}

/** Counts matches of a global regex, stopping once the count passes limit. */
function countUpTo(text: string, pattern: RegExp, limit: number): number {
	pattern.lastIndex = 0
	let count = 0
	while (pattern.exec(text) && count <= limit) count++
	pattern.lastIndex = 0
	return count
}

export function normalizeNewlines(text: string): string {
	return text.replace(/\r\n?/g, '\n')
}
