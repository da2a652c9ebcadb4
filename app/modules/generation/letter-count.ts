// Counting helpers for the engine's hot checks, cheaper than building an array of matches to
// take its length (ADR 037).

/**
 * The letters of a text, counted as `(text.match(/\p{L}/gu) ?? []).length` counts them (one per
 * code point), without an array of one-letter strings: the letters are kept as one string, in
 * which a letter outside the BMP is a surrogate pair, counted once.
 */
export function letterCount(text: string): number {
	const letters = text.replace(/\P{L}+/gu, '')
	let count = letters.length
	for (let i = 0; i < letters.length; i++) {
		const unit = letters.charCodeAt(i)
		// The second half of a pair: its letter was counted with the first half.
		if (unit >= 0xdc00 && unit <= 0xdfff) count--
	}
	return count
}

/**
 * The characters of a text that `/\s/u` matches (ECMAScript's white space and line
 * terminators, all in the BMP), counted without building the text without them.
 */
export function whitespaceCount(text: string): number {
	let count = 0
	for (let i = 0; i < text.length; i++) {
		const unit = text.charCodeAt(i)
		if (
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
			count++
	}
	return count
}
