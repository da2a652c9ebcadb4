// The built-in, offline, deterministic post engine. It writes nothing of its own except fixed
// template phrases (calls to action, a list header, a few emoji): every other word is a source
// sentence, whole or cut at a clause or word boundary. So it cannot invent facts or numbers.
//
// Output language: posts are written in the source's language. When the user picks another
// `outputLanguage`, only the template phrases switch language; source sentences are quoted as
// written, never machine-translated (an offline engine has no translator, and a bad
// translation would put words in the author's mouth). The AI provider is the way to get a
// translated post.
import { callToAction, classifyGoal, type GoalKind } from './goal.ts'
import {
	countGraphemes,
	extractHashtags,
	PLATFORM_LIMITS,
	twitterWeightedLength,
	violatesHardLimit,
} from './platform-rules.ts'
import {
	analyzeSourceDetailed,
	type ContentLanguage,
	type DetailedSourceAnalysis,
} from './source-analysis.ts'
import { fitText, type Measure } from './text-fitting.ts'
import type { LearnedVoice } from './voice-samples.ts'
import {
	applyVoiceToText,
	containsAvoidedWord,
	parseBrandVoice,
	type VoiceStyle,
} from './voice-style.ts'

export type Platform = 'twitter' | 'linkedin' | 'instagram'

export type GenerateInput = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	seoOptimize: boolean
	/** Template phrases in this language; source sentences stay as written (see above). */
	outputLanguage?: ContentLanguage
	/** The page to send readers to (the "Link to share" field); else the goal's or the source's. */
	link?: string
	/** The user's own past posts, when the voice was learned from samples. */
	voiceSamples?: string[]
	/** What was learned from those samples (voice-samples.ts). */
	learnedVoice?: LearnedVoice
}

export type GeneratedPost = { platform: Platform; content: string }

export const PLATFORMS: readonly Platform[] = ['twitter', 'linkedin', 'instagram']

// Targets inside the platform limits: X stays clear of the warning band, LinkedIn inside the
// optimal range, Instagram short enough to read without "more".
const TWITTER_TARGET = PLATFORM_LIMITS.twitter.warnAbove
const LINKEDIN_MIN = PLATFORM_LIMITS.linkedin.optimalMin
const LINKEDIN_MAX = PLATFORM_LIMITS.linkedin.optimalMax
const INSTAGRAM_TARGET = 900

type Candidate = {
	text: string
	index: number
	score: number
	isTitle: boolean
	isList: boolean
	blockIndex: number
}

/** Consecutive usable sentences of one paragraph: they read as a unit, in the author's order. */
type Passage = { sentences: Candidate[]; score: number }

type Context = {
	analysis: DetailedSourceAnalysis
	style: VoiceStyle
	goal: GoalKind
	language: ContentLanguage
	seo: boolean
	hooks: Candidate[]
	passages: Passage[]
	/** runs of list items from one list, best list first */
	lists: Candidate[][]
	/** relevant source terms, best first */
	hashtags: string[]
	/** weaker terms (seen once, maybe verbs): only to reach Instagram's minimum of three */
	fillerHashtags: string[]
}

// Sentences opening with these lean on the previous one ("But it…", "Eso es…"): poor openers.
const DANGLING_START: Record<ContentLanguage, RegExp> = {
	en: /^(?:and|but|so|or|this|that|these|those|it|its|they|them|he|she|his|her|also|then|however|which|because|yeah|well|anyway|plus|still|instead|otherwise|therefore|thus)\b/iu,
	es: /^(?:y|e|o|pero|entonces|esto|eso|esta|este|estas|estos|también|además|porque|así|ello|por eso|aunque|sino|pues|bueno|sin embargo|no obstante|por lo tanto|en cambio)(?![\p{L}])/iu,
	pt: /^(?:e|ou|mas|então|isso|isto|essa|esse|essas|esses|também|além|porque|assim|aí|ele|ela|eles|elas|pois|bom|enfim|no entanto|contudo|porém|todavia|portanto)(?![\p{L}])/iu,
}

// "For example, …" needs the claim it illustrates.
const EXAMPLE_START =
	/^(?:for example|for instance|e\.g\.|like this|por ejemplo|como por ejemplo|por exemplo|tipo assim)\b/iu

const GENERIC_HEADING =
	/^(?:introduction|intro|conclusion|summary|tl;?dr|table of contents|contents|references|links|resources|update|notes?|introducci[oó]n|conclusi[oó]n|resumen|[ií]ndice|referencias|enlaces|introdu[cç][aã]o|conclus[aã]o|resumo|sum[aá]rio|refer[eê]ncias)[:.!]?$/iu

const METADATA =
	/©|all rights reserved|posted (?:by|on)|published (?:by|on)|^tags?:|^categor(?:y|ies):|subscribe to our|derechos reservados|direitos reservados/iu

const TONE_EMOJI: Record<VoiceStyle['tone'], readonly string[]> = {
	playful: ['😄', '🙌', '🎉'],
	casual: ['👋', '💬', '🙌'],
	inspirational: ['✨', '🚀', '💡'],
	professional: ['📌', '💡', '🔎'],
	neutral: ['📌', '💡', '👉'],
}

const GOAL_EMOJI: Record<GoalKind, string> = {
	traffic: '👉',
	leads: '📩',
	sales: '🛒',
	engagement: '💬',
	community: '🤝',
	awareness: '🔁',
}

const LIST_HEADER: Record<
	ContentLanguage,
	Record<VoiceStyle['person'], { informal: string; formal: string }>
> = {
	en: {
		'first-plural': { informal: "Here's what we cover:", formal: 'What we cover:' },
		'first-singular': { informal: "Here's what I cover:", formal: 'What I cover:' },
		second: { informal: "Here's what you'll find:", formal: 'What you will find:' },
		neutral: { informal: 'Key points:', formal: 'Key points:' },
	},
	es: {
		'first-plural': { informal: 'Esto es lo que contamos:', formal: 'Lo que contamos:' },
		'first-singular': { informal: 'Esto es lo que cuento:', formal: 'Lo que cuento:' },
		second: { informal: 'Esto es lo que vas a encontrar:', formal: 'Esto es lo que encontrará:' },
		neutral: { informal: 'Puntos clave:', formal: 'Puntos clave:' },
	},
	pt: {
		'first-plural': { informal: 'Veja o que contamos:', formal: 'O que abordamos:' },
		'first-singular': { informal: 'Veja o que eu conto:', formal: 'O que eu abordo:' },
		second: { informal: 'Veja o que você vai encontrar:', formal: 'O que você vai encontrar:' },
		neutral: { informal: 'Pontos-chave:', formal: 'Pontos-chave:' },
	},
}

/** Every fixed phrase the engine may add, for checks that a post says nothing beyond its source. */
export function templatePhrases(): string[] {
	const headers = Object.values(LIST_HEADER).flatMap((byPerson) =>
		Object.values(byPerson).flatMap((header) => [header.informal, header.formal]),
	)
	return [...headers, ...Object.values(TONE_EMOJI).flat(), ...Object.values(GOAL_EMOJI), '•', '…']
}

function wordSet(text: string): Set<string> {
	return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
}

/** "Feito é melhor que perfeito." after the title "Feito é melhor que perfeito" says it twice. */
function repeats(a: string, b: string): boolean {
	const x = wordSet(a)
	const y = wordSet(b)
	let shared = 0
	for (const word of x) if (y.has(word)) shared++
	return shared / Math.max(Math.min(x.size, y.size), 1) >= 0.75
}

function wordCount(text: string): number {
	return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length
}

function isUsableSentence(text: string): boolean {
	const words = wordCount(text)
	if (words < 4 || words > 60) return false
	if (/[{}<>=|`\\]|\$\{|=>|\(\)|;\s*$|:\s*$|#\[|::|[\p{L}\d_]\(/u.test(text)) return false
	if (METADATA.test(text)) return false
	if (!/^[\p{Lu}\p{N}¿¡"“«'(]/u.test(text)) return false
	// A quote or bracket the sentence splitter cut open reads as broken text.
	if ((text.match(/"/gu) ?? []).length % 2 === 1) return false
	if ((text.match(/[“«(]/gu) ?? []).length !== (text.match(/[”»)]/gu) ?? []).length) return false
	const visible = text.replace(/\s/gu, '')
	const letters = (visible.match(/\p{L}/gu) ?? []).length
	// Figures are welcome ("grew 45% to 1,200 customers"); symbol soup is not.
	return letters / Math.max(visible.length, 1) >= 0.45
}

function isQuotableFragment(text: string): boolean {
	return wordCount(text) >= 2 && !/[{}<>=|`\\]|=>|::/u.test(text) && /\p{L}{2}/u.test(text)
}

function buildContext(input: GenerateInput): Context {
	const analysis = analyzeSourceDetailed(input.sourceContent)
	const style = parseBrandVoice(input.brandVoice)
	const goal = classifyGoal(input.contentGoal)
	const language = input.outputLanguage ?? analysis.language
	const avoid = style.avoidWords

	const collect = (accept: (text: string) => boolean, strict: boolean) => {
		const found: Candidate[] = []
		analysis.sentences.forEach((sentence, i) => {
			const detail = analysis.details[i]
			if (!detail || !accept(sentence.text)) return
			if (strict && (detail.linkOnly || detail.promotional)) return
			found.push({
				text: sentence.text,
				index: sentence.index,
				score: sentence.score,
				isTitle: false,
				isList: detail.blockKind === 'list',
				blockIndex: detail.blockIndex,
			})
		})
		return found
	}
	let candidates = collect(isUsableSentence, true)
	// A source with no sentence that passes (notes, fragments, a link list) still has words to
	// quote: anything that is not code will do.
	if (candidates.length === 0) candidates = collect(isQuotableFragment, false)
	// Sentences with a word the brand avoids are a last resort: removing the word can leave
	// clumsy grammar, so prefer sentences that never had it.
	const clean = candidates.filter((c) => !containsAvoidedWord(c.text, avoid))
	const pool = clean.length >= 3 ? clean : candidates

	const firstIndex = pool[0]?.index ?? -1
	const dangling = DANGLING_START[analysis.language]
	const hookScore = (c: Candidate) => {
		const words = wordCount(c.text)
		let score = c.score
		if (/\?["”»']?$/u.test(c.text)) score *= style.tone === 'professional' ? 1.15 : 1.35
		if (/!["”»']?$/u.test(c.text))
			score *= style.tone === 'playful' || style.tone === 'casual' ? 1.2 : 1.05
		if (c.index === firstIndex) score *= 1.15
		if (analysis.details[c.index]?.blockKind === 'quote') score *= 1.3
		if (dangling.test(c.text)) score *= 0.4
		score *= words >= 6 && words <= 22 ? 1.1 : words > 30 ? 0.6 : 0.85
		if (c.isList) score *= 0.7
		return score
	}
	const hooks = pool
		.map((c) => ({ ...c, score: hookScore(c) }))
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, 5)
	const title = analysis.title
	if (
		title &&
		wordCount(title) >= 2 &&
		wordCount(title) <= 20 &&
		!GENERIC_HEADING.test(title) &&
		!containsAvoidedWord(title, avoid)
	) {
		// A sentence restating the title would make a second, identical-sounding hook.
		for (let i = hooks.length - 1; i >= 0; i--) {
			if (repeats(hooks[i]?.text ?? '', title)) hooks.splice(i, 1)
		}
		hooks.unshift({
			text: title,
			index: -1,
			score: 2,
			isTitle: true,
			isList: false,
			blockIndex: -1,
		})
	}
	// Supporting points: salient, early (the lede summarises), self-contained, of a length that
	// reads well on its own.
	const total = Math.max(analysis.sentences.length - 1, 1)
	const pointScore = (c: Candidate) => {
		const words = wordCount(c.text)
		let score = c.score * (1.35 - 0.5 * (c.index / total))
		if (words < 8) score *= 0.6
		else if (words >= 12 && words <= 35) score *= 1.1
		else if (words > 40) score *= 0.7
		if (analysis.details[c.index]?.opensBlock) score *= 1.15
		if (EXAMPLE_START.test(c.text)) score *= 0.5
		return score
	}
	const passages: Passage[] = []
	for (const candidate of pool) {
		const last = passages.at(-1)?.sentences.at(-1)
		if (
			last &&
			last.blockIndex === candidate.blockIndex &&
			last.index === candidate.index - 1 &&
			!candidate.isList
		) {
			passages.at(-1)?.sentences.push(candidate)
		} else {
			passages.push({ sentences: [candidate], score: 0 })
		}
	}
	for (const passage of passages) {
		const scores = passage.sentences.slice(0, 3).map(pointScore)
		const first = scores[0] ?? 0
		const mean = scores.reduce((sum, x) => sum + x, 0) / Math.max(scores.length, 1)
		passage.score = first * 0.6 + mean * 0.4
		// A passage opening mid-thought ("But…") needs what came before it.
		if (dangling.test(passage.sentences[0]?.text ?? '')) passage.score *= 0.3
		if (passage.sentences[0]?.isList) passage.score *= 0.8
	}
	passages.sort(
		(a, b) => b.score - a.score || (a.sentences[0]?.index ?? 0) - (b.sentences[0]?.index ?? 0),
	)
	const best = passages[0]?.score ?? 0
	// Weak passages ("Okay, let's go!") are dropped rather than used to fill space.
	const strongPassages = passages.filter((passage) => passage.score >= best * 0.3)
	// A list is a run of list blocks with no paragraph between them.
	const listOf = new Map<number, number>()
	let listId = 0
	let previousBlock = -2
	let previousWasList = false
	for (const detail of analysis.details) {
		const isList = detail.blockKind === 'list'
		if (isList && !(previousWasList && detail.blockIndex <= previousBlock + 1)) listId++
		if (isList) listOf.set(detail.index, listId)
		previousBlock = detail.blockIndex
		previousWasList = isList
	}
	const listGroups = new Map<number, Candidate[]>()
	for (const c of pool) {
		const id = listOf.get(c.index)
		if (id === undefined || wordCount(c.text) < 3 || wordCount(c.text) > 25 || c.text.length > 160)
			continue
		listGroups.set(id, [...(listGroups.get(id) ?? []), c])
	}
	const listScore = (items: Candidate[]) => {
		const top = [...items].sort((a, b) => b.score - a.score).slice(0, 5)
		return top.reduce((sum, c) => sum + c.score, 0) / Math.max(top.length, 1)
	}
	const lists = [...listGroups.values()]
		.filter((items) => items.length >= 3)
		.sort((a, b) => listScore(b) - listScore(a) || (a[0]?.index ?? 0) - (b[0]?.index ?? 0))
	const allowed = (tag: string) => !containsAvoidedWord(tag.slice(1), avoid)
	const strongTags = preferDistinctTags(
		analysis.hashtags.slice(0, analysis.strongHashtagCount).filter(allowed),
	)
	const weakTags = analysis.hashtags.slice(analysis.strongHashtagCount).filter(allowed)
	return {
		analysis,
		style,
		goal,
		language,
		seo: input.seoOptimize,
		hooks,
		passages: strongPassages,
		lists,
		hashtags: strongTags,
		fillerHashtags: weakTags,
	}
}

function platformIndex(platform: Platform): number {
	return PLATFORMS.indexOf(platform)
}

/** The hook for a platform and variant: each platform starts from a different candidate. */
function pickHook(ctx: Context, platform: Platform, variant: number): Candidate | null {
	if (ctx.hooks.length === 0) return ctx.passages[0]?.sentences[0] ?? null
	return ctx.hooks[(platformIndex(platform) + variant) % ctx.hooks.length] ?? null
}

/**
 * Passages in the order a platform should try them, without the hook sentence. Passages are
 * dealt out like cards (ranks 0, 3, 6… to one platform, 1, 4, 7… to the next) so the three
 * posts say different things; the rest follow as fallbacks.
 */
function orderedPassages(
	ctx: Context,
	platform: Platform,
	variant: number,
	hook: Candidate | null,
): Candidate[][] {
	const dangling = DANGLING_START[ctx.analysis.language]
	const usable: Candidate[][] = []
	for (const passage of ctx.passages) {
		const sentences = passage.sentences.filter(
			(s) => s.index !== hook?.index && !(hook && repeats(s.text, hook.text)),
		)
		const first = sentences[0]
		if (!first) continue
		// Without the hook, the rest of its paragraph may open mid-thought; fine only right after it.
		if (dangling.test(first.text) && first.index !== (hook?.index ?? -2) + 1) continue
		usable.push(sentences)
	}
	const lane = (platformIndex(platform) + variant) % 3
	const shift = Math.floor(variant / 3)
	const preferred = usable.filter((_, rank) => rank % 3 === lane).slice(shift)
	const rest = usable.filter((p) => !preferred.includes(p))
	// Text that follows the hook in the source reads on from it; text before it reads backwards.
	const afterHook = (p: Candidate[]) => (p[0]?.index ?? 0) > (hook?.index ?? -1)
	return [
		...preferred.filter(afterHook),
		...preferred.filter((p) => !afterHook(p)),
		...rest.filter(afterHook),
		...rest.filter((p) => !afterHook(p)),
	]
}

function foldTag(tag: string): string {
	return tag.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/^#/u, '')
}

/** #Code next to #CleanCode wastes a slot: the more specific tag stays, the other goes back. */
function preferDistinctTags(tags: string[]): string[] {
	const folded = new Map(tags.map((tag) => [tag, foldTag(tag)]))
	const foldTagCached = (tag: string) => folded.get(tag) ?? foldTag(tag)
	const distinct: string[] = []
	const overlapping: string[] = []
	for (const tag of tags) {
		const key = foldTagCached(tag)
		const broader = distinct.findIndex((kept) => key.includes(foldTagCached(kept)))
		if (broader >= 0) {
			const replaced = distinct.filter((kept) => key.includes(foldTagCached(kept)))
			overlapping.push(...replaced)
			distinct.splice(broader, 1, tag)
			for (const old of replaced.slice(1)) distinct.splice(distinct.indexOf(old), 1)
		} else if (distinct.some((kept) => foldTagCached(kept).includes(key))) {
			overlapping.push(tag)
		} else {
			distinct.push(tag)
		}
	}
	return [...distinct, ...overlapping]
}

function pickHashtags(
	ctx: Context,
	count: number,
	variant: number,
	exclude: string,
	minimum = 0,
): string[] {
	const present = new Set(extractHashtags(exclude).map((tag) => tag.toLowerCase()))
	const notPresent = (tag: string) => !present.has(tag.toLowerCase())
	const available = ctx.hashtags.filter(notPresent)
	if (available.length < minimum) {
		available.push(...ctx.fillerHashtags.filter(notPresent).slice(0, minimum - available.length))
	}
	if (available.length <= count) return available
	// Later variants swap the weaker half for the next-best tags, keeping the strongest.
	const keep = Math.ceil(count / 2)
	const extra = available.slice(keep)
	const offset = (variant * (count - keep)) % extra.length
	const rotated = [...extra.slice(offset), ...extra.slice(0, offset)]
	return [...available.slice(0, keep), ...rotated.slice(0, count - keep)]
}

function emojiFor(ctx: Context, variant: number): string {
	const choices = TONE_EMOJI[ctx.style.tone]
	return choices[variant % choices.length] ?? ''
}

function ctaLine(ctx: Context, platform: Platform, variant: number, withEmoji: boolean): string {
	const cta = callToAction(ctx.goal, ctx.language, platform, {
		variant: variant + platformIndex(platform),
		formality: ctx.style.formality,
	})
	return withEmoji && ctx.style.useEmoji ? `${GOAL_EMOJI[ctx.goal]} ${cta}` : cta
}

function joinBlocks(blocks: Array<string | null | undefined | false>): string {
	return blocks.filter((b): b is string => typeof b === 'string' && b.trim() !== '').join('\n\n')
}

const twitterMeasure: Measure = (text) => twitterWeightedLength(text)

function composeTwitter(ctx: Context, variant: number): string {
	const hook = pickHook(ctx, 'twitter', variant)
	const cta = ctaLine(ctx, 'twitter', variant, true)
	const hookText = hook ? fitText(hook.text, 180, twitterMeasure, ctx.analysis.language) : ''
	let tags = pickHashtags(ctx, ctx.seo ? 2 : 0, variant, hookText)
	const closing = () => [cta, ...tags].join(' ')
	let post = joinBlocks([hookText, closing()])
	// Fewer hashtags before less substance.
	while (twitterWeightedLength(post) > TWITTER_TARGET && tags.length > 0) {
		tags = tags.slice(0, -1)
		post = joinBlocks([hookText, closing()])
	}
	if (twitterWeightedLength(post) > PLATFORM_LIMITS.twitter.maxWeightedLength) {
		const room = PLATFORM_LIMITS.twitter.maxWeightedLength - twitterWeightedLength(closing()) - 2
		post = joinBlocks([fitText(hookText, room, twitterMeasure, ctx.analysis.language), closing()])
	}
	// One supporting sentence when one fits whole: X rewards one sharp point over a list.
	const passages = orderedPassages(ctx, 'twitter', variant, hook)
	for (const passage of passages.slice(0, 8)) {
		const point = passage[0]
		if (!point) continue
		const candidate = joinBlocks([hookText, point.text, closing()])
		if (twitterWeightedLength(candidate) <= TWITTER_TARGET) return candidate
	}
	// None fits whole: the first one, cut at a clause or word boundary, when enough remains.
	const first = passages[0]?.[0]
	const room = TWITTER_TARGET - twitterWeightedLength(post) - 2
	if (first && room >= 60) {
		const fitted = fitText(first.text, room, twitterMeasure, ctx.analysis.language)
		if (wordCount(fitted) >= 6) return joinBlocks([hookText, fitted, closing()])
	}
	return post
}

/** As many consecutive sentences of a passage as fit in `room`; at least one or none. */
function takeSentences(passage: Candidate[], room: number, measure: Measure, max = 3): string[] {
	const taken: string[] = []
	for (const sentence of passage.slice(0, max)) {
		// A trailing "Okay, let's go!" adds length, not meaning.
		if (taken.length > 0 && wordCount(sentence.text) < 6) break
		const next = [...taken, sentence.text].join(' ')
		if (measure(next) > room) break
		taken.push(sentence.text)
	}
	return taken.length > 0 ? [taken.join(' ')] : []
}

function composeLinkedIn(ctx: Context, variant: number): string {
	const measure: Measure = countGraphemes
	const hook = pickHook(ctx, 'linkedin', variant)
	const cta = ctaLine(ctx, 'linkedin', variant, false)
	const emoji = ctx.style.useEmoji ? `${emojiFor(ctx, variant)} ` : ''
	let hookText = hook ? `${emoji}${fitText(hook.text, 170, measure, ctx.analysis.language)}` : ''
	let tags = pickHashtags(ctx, ctx.seo ? 3 : 0, variant, hookText)
	const build = (body: string[]) => joinBlocks([hookText, ...body, cta, tags.join(' ')])
	while (measure(build([])) > LINKEDIN_MAX && tags.length > 0) tags = tags.slice(0, -1)
	if (measure(build([])) > LINKEDIN_MAX && hook) {
		const room = LINKEDIN_MAX - measure(build([])) + measure(hookText) - measure(emoji)
		hookText = `${emoji}${fitText(hook.text, room, measure, ctx.analysis.language)}`
	}
	const passages = orderedPassages(ctx, 'linkedin', variant, hook)
	let body: string[] = []
	for (const passage of passages.slice(0, 10)) {
		const room = LINKEDIN_MAX - measure(build([])) - 2
		body = takeSentences(passage, room, measure)
		if (body.length > 0) break
	}
	if (body.length === 0) {
		// No passage fits whole: the best one, cut at a clause or word boundary, beats no body.
		const first = passages[0]?.[0]
		const room = LINKEDIN_MAX - measure(build([])) - 2
		const fitted =
			first && room >= 70 ? fitText(first.text, room, measure, ctx.analysis.language) : ''
		if (fitted && wordCount(fitted) >= 6) body = [fitted]
	}
	let post = build(body)
	// Still under the optimal band: the best passage, cut at a clause or word boundary.
	if (measure(post) < LINKEDIN_MIN) {
		const next = passages.find((passage) => !body[0]?.includes(passage[0]?.text ?? '\u0000'))?.[0]
		if (next) {
			const room = LINKEDIN_MAX - measure(post) - 2
			const fitted = fitText(next.text, room, measure, ctx.analysis.language)
			if (fitted && wordCount(fitted) >= 4) {
				post = build(
					next.index < (hook?.index ?? Infinity) && body.length > 0
						? [fitted, ...body]
						: [...body, fitted],
				)
			}
		}
	}
	return post
}

function composeInstagram(ctx: Context, variant: number): string {
	const measure: Measure = countGraphemes
	const hook = pickHook(ctx, 'instagram', variant)
	const emoji = ctx.style.useEmoji ? `${emojiFor(ctx, variant + 1)} ` : ''
	const hookText = hook ? `${emoji}${fitText(hook.text, 220, measure, ctx.analysis.language)}` : ''
	const cta = ctaLine(ctx, 'instagram', variant, true)

	let body: string[] = []
	const lists = ctx.lists
		.map((items) => items.filter((item) => !(hook && repeats(item.text, hook.text))))
		.filter((items) => items.length >= 3)
	const list = lists[variant % Math.max(lists.length, 1)]
	if (list) {
		// The strongest items of one list, shown in the author's order.
		const ranked = [...list].sort((a, b) => b.score - a.score || a.index - b.index)
		const skip = Math.floor(variant / Math.max(lists.length, 1)) % Math.max(ranked.length - 4, 1)
		const picked = ranked.slice(skip, skip + 5).sort((a, b) => a.index - b.index)
		const header = LIST_HEADER[ctx.language][ctx.style.person][ctx.style.formality]
		body = [`${header}\n${picked.map((item) => `• ${item.text}`).join('\n')}`]
	} else {
		// One passage as a short paragraph, a second when the first is brief.
		for (const passage of orderedPassages(ctx, 'instagram', variant, hook)) {
			if (body.length >= 2 || measure(body.join(' ')) >= 280) break
			const room = INSTAGRAM_TARGET - measure(joinBlocks([hookText, ...body, cta])) - 2
			body.push(...takeSentences(passage, Math.min(room, 450), measure))
		}
	}
	const withoutTags = joinBlocks([hookText, ...body, cta])
	const existing = extractHashtags(withoutTags).length
	// SEO on: 5 tags (inside the 3-7 sweet spot even when the body already has one or two).
	// SEO off: at most two, so the caption still reads as written by a person.
	const wanted = ctx.seo ? Math.max(0, 5 - existing) : Math.max(0, 2 - existing)
	const max = PLATFORM_LIMITS.instagram.optimalHashtagsMax - existing
	const minimum = ctx.seo ? Math.max(0, PLATFORM_LIMITS.instagram.optimalHashtagsMin - existing) : 0
	const tags = pickHashtags(ctx, Math.min(wanted, max), variant, withoutTags, minimum)
	return joinBlocks([withoutTags, tags.join(' ')])
}

/** Last line of defence: a post over a hard limit is shortened, never returned broken. */
function enforceHardLimit(platform: Platform, content: string, language: ContentLanguage): string {
	if (!violatesHardLimit(platform, content)) return content
	const measure: Measure = platform === 'twitter' ? twitterMeasure : countGraphemes
	const max =
		platform === 'twitter'
			? PLATFORM_LIMITS.twitter.maxWeightedLength
			: platform === 'linkedin'
				? PLATFORM_LIMITS.linkedin.maxLength
				: PLATFORM_LIMITS.instagram.maxLength
	let text = content
	if (platform === 'instagram') {
		let seen = 0
		text = text.replace(/#[\p{L}\p{M}\p{N}_]+/gu, (tag) =>
			++seen > PLATFORM_LIMITS.instagram.maxHashtags ? '' : tag,
		)
	}
	return fitText(text, max, measure, language)
}

function compose(ctx: Context, platform: Platform, variant: number): GeneratedPost {
	const raw =
		platform === 'twitter'
			? composeTwitter(ctx, variant)
			: platform === 'linkedin'
				? composeLinkedIn(ctx, variant)
				: composeInstagram(ctx, variant)
	const styled = applyVoiceToText(raw, ctx.style)
	return { platform, content: enforceHardLimit(platform, styled, ctx.analysis.language) }
}

/** One post per platform, in the order twitter, linkedin, instagram. */
export function generatePosts(input: GenerateInput): GeneratedPost[] {
	const ctx = buildContext(input)
	return PLATFORMS.map((platform) => compose(ctx, platform, 0))
}

/**
 * One post for one platform. Variant 0 is what generatePosts returns; 1, 2… are different
 * takes (another hook, other supporting sentences, another CTA phrasing), deterministic.
 */
export function generatePost(
	input: GenerateInput,
	platform: Platform,
	variant: number,
): GeneratedPost {
	const ctx = buildContext(input)
	const safeVariant = Number.isFinite(variant) ? Math.max(0, Math.trunc(variant)) : 0
	const post = compose(ctx, platform, safeVariant)
	if (safeVariant > 0 && post.content === compose(ctx, platform, 0).content) {
		// Tiny sources leave little to vary: at least the CTA phrasing changes.
		return compose(ctx, platform, safeVariant + 1)
	}
	return post
}
