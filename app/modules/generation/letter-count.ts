// Counting helpers for the engine's hot checks, cheaper than building an array of matches to
// take its length (ADR 037).

/**
 * The letters of a text, counted as `(text.match(/\p{L}/gu) ?? []).length` counts them (one per
 * code point), without an array of one-letter strings: the letters are kept as one string, in
 * which a letter outside the BMP is a surrogate pair, counted once.
 */
export function letterCount(text: string): number {
	// A character of the table's range is looked up; any other code point is asked of the
	// pattern itself (ADR 039).
	const classes = characterClasses()
	let count = 0
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i)
		if (unit < TABLE_END) {
			if (classes[unit] === LETTER) count++
			continue
		}
		const width = codePointWidth(text, i, unit)
		if (LETTER_PATTERN.test(text.slice(i, i + width))) count++
		i += width - 1
	}
	return count
}

// Letters and digits by table (ADR 039): each code unit below TABLE_END is classed once per
// process, by the same patterns (\p{L}, \p{N}) the engine's checks use, so a count from the
// table is the count those patterns give. That range holds the scripts the engine writes and the
// punctuation around them (Latin, General Punctuation, currency signs); a character past it, or
// outside the BMP, is tested with the pattern itself.
const TABLE_END = 0x2100
const LETTER = 1
const NUMBER = 2
const LETTER_PATTERN = /^\p{L}$/u
const LETTER_OR_NUMBER_PATTERN = /^[\p{L}\p{N}]$/u
let table: Uint8Array | null = null

function characterClasses(): Uint8Array {
	if (table) return table
	table = new Uint8Array(TABLE_END)
	for (let unit = 0; unit < TABLE_END; unit++) {
		const char = String.fromCharCode(unit)
		table[unit] = /\p{L}/u.test(char) ? LETTER : /\p{N}/u.test(char) ? NUMBER : 0
	}
	return table
}

/** 2 for a surrogate pair at i (one code point), else 1 (a lone surrogate is a code point). */
function codePointWidth(text: string, i: number, unit: number): number {
	if (unit < 0xd800 || unit > 0xdbff || i + 1 >= text.length) return 1
	const next = text.charCodeAt(i + 1)
	return next >= 0xdc00 && next <= 0xdfff ? 2 : 1
}

/**
 * The runs of letters and digits in a text, counted as
 * `(text.match(/[\p{L}\p{N}]+/gu) ?? []).length` counts them, without the array (ADR 039).
 */
export function wordRunCount(text: string): number {
	return runCount(text, false)
}

/** The runs of letters in a text, counted as `(text.match(/\p{L}+/gu) ?? []).length` (ADR 039). */
export function letterRunCount(text: string): number {
	return runCount(text, true)
}

/** Runs of letters (and digits, unless `lettersOnly`): one loop for both counts. */
function runCount(text: string, lettersOnly: boolean): number {
	const classes = characterClasses()
	const pattern = lettersOnly ? LETTER_PATTERN : LETTER_OR_NUMBER_PATTERN
	let count = 0
	let inRun = false
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i)
		let inClass: boolean
		if (unit < TABLE_END) inClass = lettersOnly ? classes[unit] === LETTER : classes[unit] !== 0
		else {
			const width = codePointWidth(text, i, unit)
			inClass = pattern.test(text.slice(i, i + width))
			i += width - 1
		}
		if (inClass && !inRun) count++
		inRun = inClass
	}
	return count
}

/**
 * `text.replace(/[^\p{L}\p{N}]+/gu, ' ')`: each run of characters that are neither letters nor
 * digits as one space (ADR 039).
 */
export function spacedWords(text: string): string {
	const classes = characterClasses()
	let result = ''
	// The start of the run being kept, or -1 in a gap.
	let kept = 0
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i)
		let inWord: boolean
		let width = 1
		if (unit < TABLE_END) inWord = classes[unit] !== 0
		else {
			width = codePointWidth(text, i, unit)
			inWord = LETTER_OR_NUMBER_PATTERN.test(text.slice(i, i + width))
		}
		if (inWord) {
			if (kept < 0) kept = i
		} else if (kept >= 0) {
			result += `${text.slice(kept, i)} `
			kept = -1
		}
		i += width - 1
	}
	return kept >= 0 ? result + text.slice(kept) : result
}

/** `\s`: ECMAScript's white space and line terminators, all in the BMP (ASCII tested first). */
export function whiteSpaceUnit(unit: number): boolean {
	return (
		unit === 0x20 ||
		(unit >= 0x09 && unit <= 0x0d) ||
		(unit > 0x7f &&
			(unit === 0xa0 ||
				unit === 0x1680 ||
				(unit >= 0x2000 && unit <= 0x200a) ||
				unit === 0x2028 ||
				unit === 0x2029 ||
				unit === 0x202f ||
				unit === 0x205f ||
				unit === 0x3000 ||
				unit === 0xfeff))
	)
}

/**
 * The characters of a text that `/\s/u` matches, counted without building the text without
 * them.
 */
export function whitespaceCount(text: string): number {
	let count = 0
	for (let i = 0; i < text.length; i++) if (whiteSpaceUnit(text.charCodeAt(i))) count++
	return count
}

/**
 * The runs of letters in a text that are at most `maxLength` code units long, in order: those of
 * `text.match(/\p{L}+/gu)` no longer than that, without making a string of the longer ones (ADR
 * 039).
 */
export function shortLetterRuns(text: string, maxLength: number): string[] {
	const classes = characterClasses()
	const runs: string[] = []
	let start = -1
	for (let i = 0; i <= text.length; i++) {
		let letter = false
		let width = 1
		if (i < text.length) {
			const unit = text.charCodeAt(i)
			if (unit < TABLE_END) letter = classes[unit] === LETTER
			else {
				width = codePointWidth(text, i, unit)
				letter = LETTER_PATTERN.test(text.slice(i, i + width))
			}
		}
		if (letter) {
			if (start < 0) start = i
		} else if (start >= 0) {
			if (i - start <= maxLength) runs.push(text.slice(start, i))
			start = -1
		}
		i += width - 1
	}
	return runs
}

/**
 * Whether the code point just before `i` is a letter, as `(?<=\p{L})` reads it with the `u` flag
 * at i (a surrogate pair ending at i is one code point; a lone surrogate is not a letter). ADR 041.
 */
export function letterBefore(text: string, i: number): boolean {
	if (i <= 0) return false
	const unit = text.charCodeAt(i - 1)
	if (unit < TABLE_END) return characterClasses()[unit] === LETTER
	const start =
		unit >= 0xdc00 &&
		unit <= 0xdfff &&
		i >= 2 &&
		codePointWidth(text, i - 2, text.charCodeAt(i - 2)) === 2
			? i - 2
			: i - 1
	return LETTER_PATTERN.test(text.slice(start, i))
}

/** Whether the code point at `i` is a letter, as `(?=\p{L})` reads it with the `u` flag. ADR 041. */
export function letterAt(text: string, i: number): boolean {
	if (i >= text.length) return false
	const unit = text.charCodeAt(i)
	if (unit < TABLE_END) return characterClasses()[unit] === LETTER
	return LETTER_PATTERN.test(text.slice(i, i + codePointWidth(text, i, unit)))
}
