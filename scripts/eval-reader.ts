// What a reader notices, measured over an eval run: sentences that only make sense inside the
// source, how much the voice and the goal change the words, whether hashtags are topics, how
// many post shapes each platform uses, X posts that open with the title, and whether link goals
// carry a link. Written apart from the engine's own checks, with the issue's examples as its
// definition, so it can catch what the engine misses.
import { LINK_PLACEHOLDER } from '../app/modules/generation/post-links.ts'
import {
	analyzeSourceDetailed,
	type ContentLanguage,
} from '../app/modules/generation/source-analysis.ts'
import { isCommonFirstName } from '../app/modules/generation/topic-words.ts'
import { readGoal } from '../app/modules/generation/goal-reading.ts'

export type ReaderPost = {
	file: string
	voiceId: string
	goal: string
	platform: 'twitter' | 'linkedin' | 'instagram'
	content: string
	shape?: string
	source: string
}

// A sentence (or line) that opens leaning on something before it, per language.
const LEANING_OPENER: Record<ContentLanguage, RegExp> = {
	en: /^(?:it|this|that|these|those|they|he|she|his|her|its|but|and|so|also|however|which|such|both|here|then|none of (?:this|that|these|those)|all of (?:this|that))(?![\p{L}\p{N}’'])/iu,
	es: /^(?:todo esto|todo eso|esto|eso|esta|este|estos|estas|ese|esa|pero|además|también|él|ella|ellos|ellas)(?![\p{L}\p{N}’'])/iu,
	pt: /^(?:isso|isto|tudo isso|essa|esse|esta|este|mas|além disso|também|ele|ela|eles|elas)(?![\p{L}\p{N}’'])/iu,
}
const EXPLETIVE =
	/^it(?:['’]s| is| was| takes| will be)\s+(?:\p{L}+\s+){0,2}?(?:to|that|worth|easy|hard|important|critical|not|time|a good idea)\b/iu
const POINTS_AT =
	/\b(?:this|that) (?:post|article|episode|video|thread|newsletter|section|chapter|pep|guide)\b|\b(?:above|below|aforementioned|as mentioned|mentioned earlier|the following)\b|\b(?:step|point|tip|item|part)\s+\d+\b|\bthe (?:first|last) (?:two|three|four|five)\b|\b(?:este|esta) (?:post|artículo|episodio|vídeo|video)\b|\b(?:este|esta|neste|nesse|nesta|nessa) (?:post|artigo|texto|episódio|vídeo)\b|(?<![\p{L}])(?:arriba|abajo|acima|abaixo|(?:paso|passo|punto|ponto)\s+\d+)(?![\p{L}])/iu

function sentencesOf(content: string): string[] {
	const lines = content
		.split('\n')
		.map((line) =>
			line
				.replace(/^(?:[\s•→–\-*]|✔️)+/u, '')
				.replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, '')
				.trim(),
		)
		.filter((line) => line && !line.startsWith('#'))
	const sentences: string[] = []
	const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' })
	for (const line of lines) {
		for (const { segment } of segmenter.segment(line)) {
			// A label ("Key takeaway:") leads into its sentence.
			const text = segment
				.trim()
				.replace(/^[^:]{2,24}:\s+(?=\p{Lu})/u, '')
				.replace(/^["“«]/u, '')
			if (text) sentences.push(text)
		}
	}
	return sentences
}

/** People the source names in full (a common first name and a surname), by first name. */
function introducedFirstNames(source: string): Map<string, string> {
	const names = new Map<string, string>()
	for (const match of source.matchAll(
		/(?<![\p{L}])(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)(?![\p{L}])/gu,
	)) {
		const first = match[1] ?? ''
		if (!isCommonFirstName(first) || names.has(first)) continue
		names.set(first, `${first} ${match[2] ?? ''}`)
	}
	return names
}

/** The sentences of a post that only make sense inside its source. */
export function contextDependentSentences(post: ReaderPost): string[] {
	const names = introducedFirstNames(post.source)
	const { language, title } = foldedSource(post.source)
	const found: string[] = []
	for (const sentence of sentencesOf(post.content)) {
		// The source's title is a name, whatever word it starts with ("This Week in Rust").
		if (title && fold(sentence).startsWith(fold(title))) continue
		const leaning = LEANING_OPENER[language].test(sentence) && !EXPLETIVE.test(sentence)
		const pointing = POINTS_AT.test(sentence)
		const strayName = [...names.entries()].some(
			([first, full]) =>
				new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, 'u').test(sentence) &&
				!post.content.includes(full),
		)
		if (leaning || pointing || strayName) found.push(sentence)
	}
	return found
}

function wordsOf(text: string): string[] {
	return (
		text
			.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ')
			.replace(/\bhttps?:\/\/\S+/gu, ' ')
			.toLowerCase()
			.match(/[\p{L}\p{N}’']+/gu) ?? []
	)
}

/** Share of words that differ between two texts (multiset), 0 = same words, 1 = none shared. */
export function wordDifference(a: string, b: string): number {
	const x = wordsOf(a)
	const y = wordsOf(b)
	if (x.length === 0 && y.length === 0) return 0
	const counts = new Map<string, number>()
	for (const word of x) counts.set(word, (counts.get(word) ?? 0) + 1)
	let shared = 0
	for (const word of y) {
		const left = counts.get(word) ?? 0
		if (left > 0) {
			shared++
			counts.set(word, left - 1)
		}
	}
	return 1 - shared / Math.max(x.length, y.length)
}

/** The post without its call-to-action line and hashtags: what the goal should change. */
export function bodyWithoutCta(content: string): string {
	const blocks = content.split(/\n{2,}/u).filter((block) => !/^#/u.test(block.trim()))
	// The CTA is the last block that is not hashtags; on X it may share a line with the tags.
	return blocks.slice(0, -1).join('\n\n') || blocks.join('\n\n')
}

function fold(text: string): string {
	return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

const foldedSources = new Map<
	string,
	{ headings: string; body: string; title: string | null; language: ContentLanguage }
>()

function foldedSource(source: string) {
	let cached = foldedSources.get(source)
	if (!cached) {
		const analysis = analyzeSourceDetailed(source)
		cached = {
			headings: fold([analysis.title ?? '', ...analysis.headings].join(' ')),
			body: fold(analysis.plainText),
			title: analysis.title,
			language: analysis.language,
		}
		foldedSources.set(source, cached)
	}
	return cached
}

/** A hashtag is a topic when its words are in the title or a heading, or come back in the text. */
export function isTopicalHashtag(tag: string, source: string): boolean {
	const folded = foldedSource(source)
	const words = tag
		.replace(/^#/u, '')
		.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
		.map((w) => fold(w).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
	const pattern = new RegExp(`(?<![\\p{L}])${words.join("[\\s'’-]*")}`, 'gu')
	if (new RegExp(pattern.source, 'u').test(folded.headings)) return true
	return (folded.body.match(pattern) ?? []).length >= 2
}

export function opensWithTitle(content: string, source: string): boolean {
	const title = foldedSource(source).title
	if (!title) return false
	const firstLine = fold(content.split('\n')[0] ?? '')
	return firstLine.includes(fold(title))
}

export function carriesLink(post: ReaderPost): boolean {
	const goal = readGoal(post.goal)
	if (goal.url) return post.content.includes(goal.url)
	return /\bhttps?:\/\/\S+/u.test(post.content) || post.content.includes(LINK_PLACEHOLDER)
}

export type ReaderSummary = {
	contextDependentPercent: number
	voiceDifferencePercent: number
	voiceIdenticalPercent: number
	goalBodyDifferencePercent: number
	topicalHashtagPercent: number
	shapesPerPlatform: Record<string, number>
	xTitleOpenersPercent: number
	linkGoalPostsWithLinkPercent: number
	examples: { contextDependent: string[]; nonTopicalHashtags: string[] }
}

function percent(part: number, whole: number): number {
	return whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10
}

export function summariseForReader(posts: ReaderPost[]): ReaderSummary {
	const dependent = posts.map((post) => ({ post, found: contextDependentSentences(post) }))
	const withDependent = dependent.filter((d) => d.found.length > 0)

	// Voice: same text, goal and platform, every pair of voices.
	const byTextGoalPlatform = new Map<string, ReaderPost[]>()
	for (const post of posts) {
		const key = `${post.file}|${post.goal}|${post.platform}`
		byTextGoalPlatform.set(key, [...(byTextGoalPlatform.get(key) ?? []), post])
	}
	const voiceDiffs: number[] = []
	for (const group of byTextGoalPlatform.values()) {
		for (let i = 0; i < group.length; i++)
			for (let j = i + 1; j < group.length; j++)
				voiceDiffs.push(wordDifference(group[i]?.content ?? '', group[j]?.content ?? ''))
	}
	// Goal: same text, voice and platform, every pair of goals, without the CTA line.
	const byTextVoicePlatform = new Map<string, ReaderPost[]>()
	for (const post of posts) {
		const key = `${post.file}|${post.voiceId}|${post.platform}`
		byTextVoicePlatform.set(key, [...(byTextVoicePlatform.get(key) ?? []), post])
	}
	const goalDiffs: number[] = []
	for (const group of byTextVoicePlatform.values()) {
		for (let i = 0; i < group.length; i++)
			for (let j = i + 1; j < group.length; j++)
				goalDiffs.push(
					wordDifference(
						bodyWithoutCta(group[i]?.content ?? ''),
						bodyWithoutCta(group[j]?.content ?? ''),
					),
				)
	}
	const tagChecks: Array<{ tag: string; ok: boolean; file: string }> = []
	const topicalCache = new Map<string, boolean>()
	for (const post of posts) {
		for (const tag of post.content.match(/#[\p{L}\p{M}\p{N}_]+/gu) ?? []) {
			const key = `${post.file}|${tag}`
			let ok = topicalCache.get(key)
			if (ok === undefined) {
				ok = isTopicalHashtag(tag, post.source)
				topicalCache.set(key, ok)
			}
			tagChecks.push({ tag, ok, file: post.file })
		}
	}
	const shapes: Record<string, Set<string>> = {}
	for (const post of posts) {
		if (!post.shape) continue
		;(shapes[post.platform] ??= new Set()).add(post.shape)
	}
	const xPosts = posts.filter((post) => post.platform === 'twitter')
	const linkPosts = posts.filter(
		(post) => post.platform !== 'instagram' && readGoal(post.goal).wantsLink,
	)
	const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(values.length, 1)
	return {
		contextDependentPercent: percent(withDependent.length, posts.length),
		voiceDifferencePercent: Math.round(mean(voiceDiffs) * 1000) / 10,
		voiceIdenticalPercent: percent(voiceDiffs.filter((d) => d === 0).length, voiceDiffs.length),
		goalBodyDifferencePercent: Math.round(mean(goalDiffs) * 1000) / 10,
		topicalHashtagPercent: percent(tagChecks.filter((t) => t.ok).length, tagChecks.length),
		shapesPerPlatform: Object.fromEntries(Object.entries(shapes).map(([p, set]) => [p, set.size])),
		xTitleOpenersPercent: percent(
			xPosts.filter((post) => opensWithTitle(post.content, post.source)).length,
			xPosts.length,
		),
		linkGoalPostsWithLinkPercent: percent(linkPosts.filter(carriesLink).length, linkPosts.length),
		examples: {
			contextDependent: withDependent
				.slice(0, 8)
				.map((d) => `${d.post.file} ${d.post.platform}: ${d.found[0]}`),
			nonTopicalHashtags: [
				...new Set(tagChecks.filter((t) => !t.ok).map((t) => `${t.tag} (${t.file.slice(0, 3)})`)),
			].slice(0, 12),
		},
	}
}

/** Each figure against its target (issue 10's acceptance list). */
export function readerTargets(
	summary: ReaderSummary,
): Array<{ name: string; value: string; target: string; ok: boolean }> {
	const shapeCounts = Object.values(summary.shapesPerPlatform)
	return [
		{
			name: 'posts with a context-dependent sentence',
			value: `${summary.contextDependentPercent}%`,
			target: '≤ 5%',
			ok: summary.contextDependentPercent <= 5,
		},
		{
			name: 'words changed by the voice (voice pairs)',
			value: `${summary.voiceDifferencePercent}%`,
			target: '≥ 20%',
			ok: summary.voiceDifferencePercent >= 20,
		},
		{
			name: 'identical posts across voices',
			value: `${summary.voiceIdenticalPercent}%`,
			target: '≤ 10%',
			ok: summary.voiceIdenticalPercent <= 10,
		},
		{
			name: 'body words changed by the goal (CTA left out)',
			value: `${summary.goalBodyDifferencePercent}%`,
			target: '≥ 20%',
			ok: summary.goalBodyDifferencePercent >= 20,
		},
		{
			name: 'hashtags that are topics of the source',
			value: `${summary.topicalHashtagPercent}%`,
			target: '≥ 90%',
			ok: summary.topicalHashtagPercent >= 90,
		},
		{
			name: 'X posts opening with the title',
			value: `${summary.xTitleOpenersPercent}%`,
			target: '≤ 30%',
			ok: summary.xTitleOpenersPercent <= 30,
		},
		{
			name: 'post shapes per platform (X, LinkedIn, Instagram)',
			value: ['twitter', 'linkedin', 'instagram']
				.map((p) => summary.shapesPerPlatform[p] ?? 0)
				.join(', '),
			target: '≥ 3 each',
			ok: shapeCounts.length === 3 && shapeCounts.every((count) => count >= 3),
		},
		{
			name: 'X/LinkedIn posts for link goals with a link',
			value: `${summary.linkGoalPostsWithLinkPercent}%`,
			target: '100%',
			ok: summary.linkGoalPostsWithLinkPercent === 100,
		},
	]
}
