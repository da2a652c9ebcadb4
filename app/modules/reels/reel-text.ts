// Text measuring and trimming shared by the reel engine, the script checks and the eval.
// Words and graphemes are counted with Intl.Segmenter so accented Spanish/Portuguese words,
// contractions and emoji count the way a reader (or a teleprompter) would count them.
import { countGraphemes } from '#app/modules/generation/generation-limits.ts'

// Re-exported so the reel modules take every measure from here.
export { countGraphemes }

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' })
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const sentenceSegmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' })

// Segmenting is the slow part of composing a script, and the same lines are measured again and
// again while scenes are fitted, so counts are remembered for a while.
const wordCounts = new Map<string, number>()

export function countWords(text: string): number {
	const known = wordCounts.get(text)
	if (known !== undefined) return known
	let count = 0
	for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) count++
	if (wordCounts.size > 5000) wordCounts.clear()
	wordCounts.set(text, count)
	return count
}

export function splitSentences(text: string): string[] {
	const sentences: string[] = []
	for (const { segment } of sentenceSegmenter.segment(text)) {
		const trimmed = segment.trim()
		if (trimmed) sentences.push(trimmed)
	}
	return sentences
}

// Words that read as an unfinished thought when a cut leaves them at the end of a line.
const DANGLING_WORDS = new Set(
	[
		// en
		'a an the and or but of to in on at for with from by as that which who whose than so if',
		'is are was were be been my your our their his her its this these those into about not',
		// es
		'el la los las un una unos unas y o u pero de del al en con por para que como sin sobre',
		'su sus mi mis tu tus se lo le les es son muy más ni entre hasta desde cuando porque',
		// pt
		'o os as um uma uns umas e ou mas do da dos das no na nos nas em com por para que como',
		'sem sobre seu sua seus suas meu minha teu tua se é são muito mais nem entre até desde',
		'quando porque pelo pela pelos pelas num numa',
	]
		.join(' ')
		.split(' '),
)

// Where the Nth word-like segment ends, so a cut never lands inside a word.
function endOfWord(text: string, wordCount: number): number {
	let seen = 0
	for (const segment of wordSegmenter.segment(text)) {
		if (!segment.isWordLike) continue
		seen++
		if (seen === wordCount) return segment.index + segment.segment.length
	}
	return text.length
}

function stripDanglingTail(text: string): string {
	let result = text.replace(/[\s,;:(\-–—"'“‘«]+$/u, '')
	for (;;) {
		const match = /(?:^|\s)([\p{L}']+)$/u.exec(result)
		if (!match?.[1] || !DANGLING_WORDS.has(match[1].toLowerCase())) break
		const shorter = result.slice(0, match.index).replace(/[\s,;:(\-–—"'“‘«]+$/u, '')
		if (countWords(shorter) < 2) break
		result = shorter
	}
	return result
}

const CLAUSE_BREAK = /[,;:]\s|\s[–—-]\s|\s\(/gu
const QUALIFIER_START =
	/\s(?=(?:according to|or however|or whatever|as long as|because|so that|unless|depending on|seg[uú]n|dependiendo de|porque|de acordo com|dependendo d[eoa])\s)/giu

/** Where the last match of a global pattern starts at or before `limit`, or -1. */
function lastMatchBefore(text: string, pattern: RegExp, limit: number): number {
	let last = -1
	for (const match of text.matchAll(pattern)) {
		if (match.index > limit) break
		last = match.index
	}
	return last
}

/**
 * Shortens text to at most maxWords words. Whole sentences are kept when any fit; otherwise
 * the first sentence is cut at a clause break, and only then at a word boundary (marked "…").
 * Never cuts inside a word.
 */
export function trimToWords(text: string, maxWords: number): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (maxWords <= 0) return ''
	if (countWords(clean) <= maxWords) return clean

	const kept: string[] = []
	let used = 0
	for (const sentence of splitSentences(clean)) {
		const words = countWords(sentence)
		if (used + words > maxWords) break
		kept.push(sentence)
		used += words
	}
	if (kept.length > 0) return kept.join(' ')

	const first = splitSentences(clean)[0] ?? clean
	let limit = endOfWord(first, maxWords)
	// "pop-rock" is one word to a reader even though the segmenter splits it: never cut inside.
	if (/^[-‐][\p{L}\p{N}]/u.test(first.slice(limit))) {
		limit = first.slice(0, limit).search(/\S+$/u)
	}
	const clauseEnd = lastMatchBefore(first, CLAUSE_BREAK, limit)
	if (clauseEnd > 0) {
		const clause = stripDanglingTail(first.slice(0, clauseEnd))
		// A clause much shorter than the room left reads like a stub; prefer the longer word cut.
		if (countWords(clause) >= Math.max(3, Math.floor(maxWords * 0.5))) return `${clause}…`
	}
	// "Cook the spaghetti 3-4 minutes under the time on the package according to the directions…":
	// what follows "according to", "or however", "because" only qualifies the sentence, which
	// ends whole before it.
	const qualifierStart = lastMatchBefore(first, QUALIFIER_START, limit)
	if (qualifierStart > 0) {
		const main = stripDanglingTail(first.slice(0, qualifierStart))
		if (countWords(main) >= Math.max(4, Math.floor(maxWords * 0.5)))
			return `${main.replace(/[,;:]$/u, '')}${/[.!?]$/u.test(first.trim()) ? first.trim().slice(-1) : '.'}`
	}
	const cut = stripDanglingTail(first.slice(0, limit))
	return `${cut}…`
}

/**
 * Shortens text to at most maxGraphemes user-visible characters, at the last sentence end that
 * fits (or else the last space), keeping line breaks. Never cuts inside a word.
 */
export function trimToGraphemes(text: string, maxGraphemes: number): string {
	if (countGraphemes(text) <= maxGraphemes) return text
	if (maxGraphemes <= 1) return ''
	let end = 0
	let count = 0
	for (const { index, segment } of graphemeSegmenter.segment(text)) {
		if (count === maxGraphemes - 1) break
		end = index + segment.length
		count++
	}
	const room = text.slice(0, end)
	const sentenceEnds = [...room.matchAll(/[.!?…](?=\s)/g)]
	const lastSentence = sentenceEnds.at(-1)
	if (lastSentence && lastSentence.index > room.length / 2) {
		return room.slice(0, lastSentence.index + 1)
	}
	const lastSpace = room.search(/\s\S*$/)
	const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room
	return `${stripDanglingTail(cut)}…`
}

// Numbers in output that never appear in the source, literally: the check the posts use too.
export { numbersNotInSource as inventedNumbers } from '#app/modules/generation/source-numbers.ts'
