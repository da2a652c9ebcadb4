// Input limits of SPEC §5, shared by the live counters and the server's schema, and the one
// grapheme counter of the app (forms, uploads, platform limits, reels). No imports: the upload
// editor and the reel form bundle it without pulling in twitter-text.

export const POST_SOURCE_MAX_CHARS = 3000
export const BRAND_VOICE_MAX_CHARS = 500
export const CONTENT_GOAL_MAX_CHARS = 300

export type CounterLevel = 'normal' | 'warning' | 'danger'

/** Yellow above 80% of the limit, red above 90% (2400/2700, 400/450, 240/270). */
export function counterLevel(length: number, max: number): CounterLevel {
	if (length > max * 0.9) return 'danger'
	if (length > max * 0.8) return 'warning'
	return 'normal'
}

// Made at the first text that needs it: building one loads ICU's break data, about 20 ms of CPU
// at every start of the server otherwise (ADR 035).
let graphemeSegmenter: Intl.Segmenter | undefined
// Tab, newline and printable characters up to U+02FF, Greek and Cyrillic letters, general
// punctuation and symbols: two of them in a row are always two graphemes. One right after a
// complex character may still join it (🧑‍⚕️ after a zero-width joiner, a digit after U+0600,
// LF after CR), so a complex run takes the next character along.
const SIMPLE_TEXT = /^[\t\n\u0020-\u02ff\u0370-\u0482\u048a-\u0590\u2010-\u20cf\u2100-\u2bff]*$/
const COMPLEX_RUN =
	/(?:[^\t\n\u0020-\u02ff\u0370-\u0482\u048a-\u0590\u2010-\u20cf\u2100-\u2bff]+[\s\S]?)+/g

/**
 * User-visible characters (graphemes), as a person counts them: an emoji with modifiers or a
 * letter with accents counts once. The one counter behind the live counters, the input limits,
 * the platform limits, reel captions and uploaded files.
 */
export function countGraphemes(text: string): number {
	// Fast path: text with no combining marks, joiners, surrogate pairs or CR has one grapheme
	// per UTF-16 unit. The engines measure candidate texts many times per post, so only the
	// complex stretches (with the character on each side that they may join) go through the
	// segmenter.
	if (SIMPLE_TEXT.test(text)) return text.length
	let count = 0
	let last = 0
	for (const match of text.matchAll(COMPLEX_RUN)) {
		const start = match.index
		const from = Math.max(last, start - 1)
		count += from - last
		graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
		for (const _ of graphemeSegmenter.segment(text.slice(from, start + match[0].length))) count++
		last = start + match[0].length
	}
	return count + text.length - last
}

/** The name the forms and schemas use for countGraphemes. */
export const countCharacters = countGraphemes
