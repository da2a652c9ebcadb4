// Shortening source sentences without breaking them: cuts happen at clause or word boundaries
// only, and a cut is marked with an ellipsis. Shared by the post and reel engines.
import { type ContentLanguage, stopwordsFor } from './source-analysis.ts'

export type Measure = (text: string) => number

const ELLIPSIS = '…'

/** Drops trailing punctuation and dangling function words ("the…", "de…") before an ellipsis. */
function closeCut(prefix: string, language: ContentLanguage): string {
	const stopwords = stopwordsFor(language)
	let text = prefix.replace(/[\s,;:–—\-(“"'«]+$/u, '')
	for (let i = 0; i < 4; i++) {
		const match = /\s+([\p{L}']+)$/u.exec(text)
		if (!match?.[1] || !stopwords.has(match[1].toLowerCase()) || match[1].length > 6) break
		text = text.slice(0, match.index).replace(/[\s,;:–—\-(“"'«]+$/u, '')
	}
	// An unclosed bracket or quote left open by the cut reads as a typo: cut before it.
	const opens = (text.match(/[(“«]/gu) ?? []).length
	const closes = (text.match(/[)”»]/gu) ?? []).length
	if (opens > closes) {
		const lastOpen = Math.max(text.lastIndexOf('('), text.lastIndexOf('“'), text.lastIndexOf('«'))
		if (lastOpen > text.length / 3) text = text.slice(0, lastOpen).replace(/[\s,;:]+$/u, '')
	}
	if (/[.!?…]$/u.test(text)) return text
	return `${text}${ELLIPSIS}`
}

/**
 * The text itself when it fits; otherwise its longest prefix that fits, ending at a clause
 * boundary when one keeps most of the text, else at a word boundary, followed by an ellipsis.
 * Returns '' when not even the first words fit.
 */
export function fitText(
	text: string,
	max: number,
	measure: Measure,
	language: ContentLanguage,
): string {
	const trimmed = text.trim()
	if (measure(trimmed) <= max) return trimmed
	// Clause boundaries first: the cut then reads like a deliberate pause.
	const clauseEnds = [...trimmed.matchAll(/[,;:—–](?=\s)|\s[—–](?=\s)/gu)].map(
		(m) => (m.index ?? 0) + 1,
	)
	for (let i = clauseEnds.length - 1; i >= 0; i--) {
		const end = clauseEnds[i] ?? 0
		const candidate = closeCut(trimmed.slice(0, end), language)
		if (candidate.length >= trimmed.length * 0.45 && measure(candidate) <= max) return candidate
	}
	const spaces = [...trimmed.matchAll(/\s+/gu)].map((m) => m.index ?? 0)
	for (let i = spaces.length - 1; i >= 0; i--) {
		const candidate = closeCut(trimmed.slice(0, spaces[i]), language)
		if (candidate.length > 0 && measure(candidate) <= max && /\p{L}/u.test(candidate))
			return candidate
	}
	return ''
}
