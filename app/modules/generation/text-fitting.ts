// Shortening source sentences without breaking them: cuts happen at clause or word boundaries
// only, and a cut is marked with an ellipsis. Used by the post engine and the AI provider.
import { wordRunCount } from './letter-count.ts'
import { type ContentLanguage, stopwordsFor } from './source-analysis.ts'

export type Measure = (text: string) => number

const ELLIPSIS = '…'

const DEBRIS = /[\s,;:–—\-(“"'«]/u
const SEPARATOR = /[\s,;:]/u
// A dangling word is at most six letters (longer ones are kept), so a short tail holds it and
// its leading space.
const TAIL = 16

/**
 * The text without its trailing run of `chars`. A loop from the end: an end-anchored regex
 * would scan the whole prefix, once per cut tried.
 */
function trimEndOf(text: string, chars: RegExp): string {
	let end = text.length
	while (end > 0 && chars.test(text.charAt(end - 1))) end--
	return text.slice(0, end)
}

/** Drops trailing punctuation and dangling function words ("the…", "de…") before an ellipsis. */
function closeCut(prefix: string, language: ContentLanguage): string {
	const stopwords = stopwordsFor(language)
	let text = trimEndOf(prefix, DEBRIS)
	for (let i = 0; i < 4; i++) {
		const start = Math.max(0, text.length - TAIL)
		const match = /\s+([\p{L}']+)$/u.exec(text.slice(start))
		if (!match?.[1] || !stopwords.has(match[1].toLowerCase()) || match[1].length > 6) break
		text = trimEndOf(text.slice(0, start + match.index), DEBRIS)
	}
	// An unclosed bracket or quote left open by the cut reads as a typo: cut before it.
	const opens = (text.match(/[(“«]/gu) ?? []).length
	const closes = (text.match(/[)”»]/gu) ?? []).length
	if (opens > closes) {
		const lastOpen = Math.max(text.lastIndexOf('('), text.lastIndexOf('“'), text.lastIndexOf('«'))
		if (lastOpen > text.length / 3) text = trimEndOf(text.slice(0, lastOpen), SEPARATOR)
	}
	if (/[.!?…]$/u.test(text)) return text
	return `${text}${ELLIPSIS}`
}

// closeCut can make a prefix that is slightly too long fit (it drops up to four trailing
// function words, or cuts before an open bracket), so a few cut points past the longest fitting
// prefix are tried too: six covers the four words with room to spare.
const LOOK_AHEAD = 6
// Below the longest fitting prefix a candidate fails only when the ellipsis tips it over, or
// when a bracket cut leaves it too short, which then holds for every shorter prefix too.
const LOOK_BEHIND = 8

/**
 * The cut points that can give a different cut: one reached from the previous over nothing but
 * punctuation and spaces ("go — go —") closes exactly like it, since closeCut drops that debris.
 * Skipping those keeps LOOK_AHEAD counted in words.
 */
function distinctCuts(text: string, ends: readonly number[]): number[] {
	return ends.filter((end, i) => i === 0 || trimEndOf(text.slice(ends[i - 1], end), DEBRIS) !== '')
}

/**
 * The last index i whose prefix `text.slice(0, ends[i])` fits, or -1 when none does. Measuring
 * is linear in the prefix, and a longer prefix never measures less (whole words are only ever
 * added), so a galloping search from the start costs O(log n) measures of prefixes at most
 * twice as long as the answer, instead of one measure per cut point.
 */
function lastFitting(ends: readonly number[], fits: (end: number) => boolean): number {
	let good = -1
	let step = 1
	let bad = ends.length
	while (good + step < bad) {
		const probe = good + step
		if (fits(ends[probe] ?? 0)) {
			good = probe
			step *= 2
		} else {
			bad = probe
			break
		}
	}
	while (bad - good > 1) {
		const middle = Math.floor((good + bad) / 2)
		if (fits(ends[middle] ?? 0)) good = middle
		else bad = middle
	}
	return good
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
	const fits = (end: number) => measure(trimmed.slice(0, end)) <= max
	// Clause boundaries first: the cut then reads like a deliberate pause. A clause cut must keep
	// 45% of the text; closeCut only shortens (plus one ellipsis), so shorter clauses are skipped.
	const minClause = trimmed.length * 0.45
	const clauseEnds = distinctCuts(
		trimmed,
		[...trimmed.matchAll(/[,;:—–](?=\s)|\s[—–](?=\s)/gu)].map((m) => m.index + 1),
	).filter((end) => end + 1 >= minClause)
	const lastClause = lastFitting(clauseEnds, fits)
	const clauseFloor = Math.max(0, lastClause - LOOK_BEHIND)
	for (let i = Math.min(lastClause + LOOK_AHEAD, clauseEnds.length - 1); i >= clauseFloor; i--) {
		const candidate = closeCut(trimmed.slice(0, clauseEnds[i]), language)
		if (candidate.length >= minClause && measure(candidate) <= max) return candidate
	}
	const spaces = distinctCuts(
		trimmed,
		[...trimmed.matchAll(/\s+/gu)].map((m) => m.index),
	)
	const lastSpace = lastFitting(spaces, fits)
	for (let i = Math.min(lastSpace + LOOK_AHEAD, spaces.length - 1); i >= 0; i--) {
		const prefix = trimmed.slice(0, spaces[i])
		// No letter in this prefix means none in any shorter one either.
		if (!/\p{L}/u.test(prefix)) break
		const candidate = closeCut(prefix, language)
		if (candidate.length > 0 && measure(candidate) <= max && /\p{L}/u.test(candidate))
			return candidate
	}
	return ''
}

// What follows a comma and only adds to the clause before it: "…is incredibly simple, ideal for
// lazy cooks who…", "…runs offline, which means…", "…es muy fácil, ideal para…".
const ADDED_AFTER_COMMA =
	/^(.{40,}?[\p{L}\p{N})]),\s+(?:ideal|perfect|great|good|best|easy|ready|made|served|which|especially|particularly|even|perfect[oa]|perfeit[oa]|ideales|ideais|lo que|o que|sobre todo|principalmente)(?![\p{L}])/iu

/**
 * A long sentence's main clause, said as a sentence: "Cacio e Pepe (meaning cheese and pepper) is
 * not only based but also incredibly simple." from the intro that goes on about who it is for;
 * null when nothing after a comma only adds to what was said.
 */
export function mainClause(text: string): string | null {
	const match = ADDED_AFTER_COMMA.exec(text.trim())
	return match?.[1] ? `${match[1]}.` : null
}

// "If you plan ahead, …", "Cuando llega diciembre, …": the clause before the comma needs the one
// after it.
const OPENS_SUBORDINATE =
	/^(?:if|when|whenever|while|although|though|because|since|unless|as|once|after|before|until|si|cuando|mientras|aunque|porque|como|ya que|puesto que|una vez|después de|antes de|hasta que|se|quando|enquanto|embora|pois|já que|depois de|até que)(?![\p{L}])/iu

// "Por la proximidad de las fiestas, la alcaldesa…", "After months of talks, the council…": a
// phrase of time or cause before the subject, which the news can do without.
// "In Porto Alegre, the council…" says where: a capital after the preposition keeps the phrase.
const LEADING_PHRASE =
	/^(?:[Pp]or|[Pp]ara|[Ee]n|[Cc]on|[Tt]ras|[Dd]urante|[Aa]nte|[Dd]esde|[Aa]fter|[Dd]uring|[Ii]n|[Oo]n|[Ww]ith|[Ff]or|[Aa]head of|[Ff]ollowing|[Aa]mid|[Cc]om|[Aa]pós|[Ee]m|[Nn]a|[Nn]o|[Dd]iante)\s(?!\p{Lu})[^,]{3,90},\s+(?=(?:la|el|los|las|the|a|an|o|os|as|um|uma|un|una)\s)/u
// "La Presidente Municipal…", "The council…": a sentence that opens on its subject.
const HEAD_SUBJECT = /^(?:la|el|los|las|the|a|an|o|os|as|um|uma|un|una)\s/iu
// ", but only after boiling", ", salvo en las colonias del norte": a clause that takes back part
// of what was said; without it the sentence says the opposite.
const RESTRICTING_CLAUSE =
	/^(?:but|except|unless|only|not|although|though|yet|pero|salvo|excepto|menos|a menos que|aunque|sino|s[oó]lo|solamente|no|mas|exceto|menos|a não ser|embora|s[oó]|apenas|n[aã]o|sem)(?![\p{L}])/iu

/**
 * The last paragraph's one long sentence said shorter, as a sentence with a full stop: its
 * trailing clauses dropped ("…a residentes de Playas de Rosarito, particularmente a familias…" →
 * "…a residentes de Playas de Rosarito."), and a leading phrase of time or cause too when that is
 * not enough ("Por la proximidad de las fiestas, la alcaldesa inició…" → "La alcaldesa
 * inició…"). As much as fits is kept. Null when a cut would keep too little, the sentence opens
 * on a clause that needs what follows, or nothing fits.
 *
 * `toHeadClause`: when no cut of half the sentence fits (an X post beside its call to action),
 * the sentence's first clause alone, its subject and what it did ("La alcaldesa inició este lunes
 * los recorridos por diversas comunidades."), ten words at least.
 */
export function withTrailingClausesDropped(
	text: string,
	fits: (text: string) => boolean,
	toHeadClause = false,
): string | null {
	const start = text.lastIndexOf('\n') + 1
	const head = text.slice(0, start)
	const sentence = text.slice(start)
	if (!sentence.endsWith('.') || OPENS_SUBORDINATE.test(sentence)) return null
	// One sentence: "Done. Next, …" holds two, and its first may be the one to keep whole.
	if (/[.!?…]\s+\p{Lu}/u.test(sentence.slice(0, -1))) return null
	const total = wordRunCount(sentence)
	// A lede is one breath long; a run-on of hundreds of words is no lede (and each cut costs a
	// pass over it).
	if (total > 80) return null
	const leading = LEADING_PHRASE.exec(sentence)?.[0]
	const withoutLeading = leading
		? sentence.charAt(leading.length).toUpperCase() + sentence.slice(leading.length + 1)
		: null
	// Each cut costs a clause: the leading phrase is one, like each trailing clause, and the
	// fewest cuts that fit win ("…comunidades, con el fin de hacer entrega de cenas…" keeps its
	// news when the phrase of time before it goes instead).
	const cuts: { text: string; cost: number; leading: boolean }[] = []
	for (const [whole, cost] of withoutLeading
		? ([
				[sentence, 0],
				[withoutLeading, 1],
			] as const)
		: ([[sentence, 0]] as const)) {
		if (cost > 0) cuts.push({ text: whole.slice(0, -1), cost, leading: true })
		let kept = whole.slice(0, -1)
		let dropped = cost
		for (;;) {
			const comma = kept.lastIndexOf(', ')
			if (comma < 0) break
			// Nothing before a clause that restricts what comes before it may stand without it.
			if (RESTRICTING_CLAUSE.test(kept.slice(comma + 2))) break
			kept = kept.slice(0, comma)
			dropped++
			const keptWords = wordRunCount(kept)
			if (keptWords < 10) break
			if (keptWords < total * 0.5) {
				if (!toHeadClause) break
				// The head clause: it opens on its subject (an article, once a leading phrase is gone),
				// its last part is no name set off by commas ("…de Mérida, Ana Ruiz Soto, anunció…"),
				// and what it leaves out goes on in lower case.
				const lastPart = kept.slice(kept.lastIndexOf(', ') + 1)
				const headClause =
					HEAD_SUBJECT.test(cost > 0 ? kept : whole) &&
					/\s\p{Ll}/u.test(lastPart) &&
					/^\p{Ll}/u.test(whole.slice(kept.length + 2))
				if (headClause) cuts.push({ text: kept, cost: dropped, leading: cost > 0 })
				continue
			}
			// A cut inside brackets or quotes leaves them open.
			const opens = (kept.match(/[(“«]/gu) ?? []).length
			const closes = (kept.match(/[)”»]/gu) ?? []).length
			if (opens !== closes || (kept.match(/"/gu) ?? []).length % 2 === 1) continue
			cuts.push({ text: kept, cost: dropped, leading: cost > 0 })
		}
	}
	// At the same cost, the cut that keeps more of the sentence; at the same length, the one that
	// keeps its opening.
	cuts.sort(
		(a, b) =>
			a.cost - b.cost || b.text.length - a.text.length || Number(a.leading) - Number(b.leading),
	)
	for (const cut of cuts) if (fits(`${head}${cut.text}.`)) return `${head}${cut.text}.`
	return null
}

// "…minutiae that may affect the style of a business, but in fact, do not define that
// business…": a relative clause that grants something and then takes it back. The grant is
// the author's aside; the point is what comes after "but in fact".
const CONCEDED_IN_RELATIVE =
	/(?<![\p{L}])(that|which|who|que|quem)\s+(?:may|might|can|could|puede|pueden|podría|podrían|pode|podem|poderia|poderiam)\s[^,;.]{1,120},\s+(?:but|pero|mas|porém)\s+(?:in fact|actually|really|en realidad|de hecho|na verdade|na realidade|de fato),?\s+/iu

const COORDINATED_VERB =
	/^(?:are|is|was|were|will|would|can|could|may|might|do|does|did|have|has|had)\s/u

/**
 * A sentence too long for a post (over `words` words) said by its main clause, as a whole
 * sentence with its full stop: the clause before a semicolon ("…success or failure; whereas it
 * may be nice…" keeps what comes before; each side of a semicolon is a sentence of its own), a
 * conceded "may …, but in fact" inside a relative clause dropped ("minutiae that may affect the
 * style…, but in fact, do not define that business" → "minutiae that do not define that
 * business"). Null when the sentence is short enough already, ends on no full stop, or no such
 * cut brings it within `words` with ten words kept.
 */
export function mainClauseOfLong(text: string, words = 50): string | null {
	const sentence = text.trim()
	if (!sentence.endsWith('.') || wordRunCount(sentence) <= words) return null
	let kept = sentence.slice(0, -1)
	const semicolon = kept.indexOf('; ')
	if (semicolon >= 0) kept = kept.slice(0, semicolon)
	kept = kept.replace(CONCEDED_IN_RELATIVE, '$1 ')
	if (kept === sentence.slice(0, -1)) return null
	// "…minutiae that do not define that business and are probably not the factors that…":
	// a second verb joined by "and" adds to the first, which still holds without it. Dropped
	// while the sentence is longer than a post's opening line can carry.
	// The last few "and"s only: each try counts the words before it.
	const long = wordRunCount(kept) > 35
	for (let at = long ? kept.lastIndexOf(' and ') : -1, tries = 0; at > 0 && tries < 6; tries++) {
		const head = kept.slice(0, at)
		if (COORDINATED_VERB.test(kept.slice(at + 5, at + 12)) && wordRunCount(head) >= 12) {
			kept = head
			break
		}
		at = kept.lastIndexOf(' and ', at - 1)
	}
	const count = wordRunCount(kept)
	if (count < 10 || count > words) return null
	// A cut inside brackets or quotes leaves them open.
	const opens = (kept.match(/[(“«]/gu) ?? []).length
	const closes = (kept.match(/[)”»]/gu) ?? []).length
	if (opens !== closes || (kept.match(/"/gu) ?? []).length % 2 === 1) return null
	return `${kept.replace(/[,:–—\s]+$/u, '')}.`
}
