// Numbers a text states that its source does not: the facts check behind the eval's
// "numbers not in source" metric, the engines' tests and the vetting of AI output, for posts and
// reels alike. No imports, so browser-bundled modules (reel-text) can use it too.

/** Digits with their inner separators, kept whole: 1.62.0, 10,000, 3,5, 24/7, 10:30. */
const NUMBER_PATTERN = /\d+(?:[.,:/]\d+)*/gu

/** Every number token in a text, as written, in order. */
export function extractNumbers(text: string): string[] {
	return text.match(NUMBER_PATTERN) ?? []
}

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/giu
const HASHTAG = /#[\p{L}\p{M}\p{N}_]+/gu

export type NumberCheckOptions = {
	/**
	 * For model-written text. Links, hashtags, keycap emoji ("1️⃣") and list markers at the start
	 * of a line are structure, not claims, so they are left out; "1,5" and "1.5" (or "1,000" and
	 * "1.000") are one number in two locales, since a model translating a post rewrites the
	 * separator; each number is reported once. The built-in engines only quote their source, so
	 * their checks stay literal: a digit they add anywhere, even in a tag, is a bug to count.
	 */
	lenient?: boolean
}

/**
 * The numbers in `text` that `source` never states. Literal by default: a token must appear in
 * the source exactly as written, so "30" is invented when the source only says "330g", and every
 * occurrence is listed.
 */
export function numbersNotInSource(
	text: string,
	source: string,
	{ lenient = false }: NumberCheckOptions = {},
): string[] {
	if (!lenient) {
		const known = new Set(extractNumbers(source))
		return extractNumbers(text).filter((number) => !known.has(number))
	}
	const key = (number: string) => number.replace(/,/gu, '.')
	const known = new Set(extractNumbers(source).map(key))
	const claims = text
		.replace(URL_PATTERN, ' ')
		.replace(HASHTAG, ' ')
		.replace(/\d\uFE0F?\u20E3/gu, ' ')
		.replace(/^(\s*)\d{1,2}[.)](?=\s)/gmu, '$1')
	return [...new Set(extractNumbers(claims).map(key))].filter((number) => !known.has(number))
}
