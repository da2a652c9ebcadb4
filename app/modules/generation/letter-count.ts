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
