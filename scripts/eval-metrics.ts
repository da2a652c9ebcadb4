// Quality checks for generated posts over a corpus of texts × brand voices × goals. The metric
// functions are plain and exported so other engines (reel scripts) can add their own section
// to the same report; scripts/eval.ts is the thin command-line wrapper.
import fs from 'node:fs'
import path from 'node:path'
import {
	generatePost,
	type GeneratedPost,
	PLATFORMS,
} from '../app/modules/generation/built-in-engine.ts'
import { writePosts } from '../app/modules/generation/post-writer.ts'
import {
	countGraphemes,
	countHashtags,
	violatesHardLimit,
} from '../app/modules/generation/platform-rules.ts'
import {
	hashtagsNotFromSource,
	numbersNotInSource,
	wordsNotFromSource,
} from '../app/modules/generation/post-checks.ts'
import {
	type ContentLanguage,
	analyzeSource,
	detectLanguage,
} from '../app/modules/generation/source-analysis.ts'

export type CorpusText = { file: string; text: string }
export type BrandVoice = { id: string; text: string }

export const DEFAULT_GOALS = [
	'Drive traffic to the blog',
	'Grow engagement',
	'Get more newsletter subscribers',
	'Build awareness',
	'Sell the product',
	'Get readers to our full guide at https://example.com/guide',
]

/** `--goals`: a file with one goal per line, or goals separated by commas. */
export function loadGoals(value: string | undefined): string[] {
	if (!value) return DEFAULT_GOALS
	const text =
		fs.existsSync(value) && fs.statSync(value).isFile()
			? fs.readFileSync(value, 'utf8')
			: value.replace(/,/gu, '\n')
	return text
		.split(/\r?\n/u)
		.map((goal) => goal.trim())
		.filter((goal) => goal && !goal.startsWith('#'))
}

export const SOURCE_CHARACTER_LIMIT = 3000

export function loadCorpusTexts(dir: string): CorpusText[] {
	return fs
		.readdirSync(dir)
		.filter((file) => /\.(?:md|txt)$/iu.test(file))
		.sort()
		.map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }))
}

/** voices.tsv: a header row with `id` and `voice_text`; newlines in the text escaped as \n. */
export function loadVoices(tsvPath: string): BrandVoice[] {
	const [header = '', ...rows] = fs
		.readFileSync(tsvPath, 'utf8')
		.replace(/\r\n?/gu, '\n')
		.split('\n')
	const columns = header.split('\t')
	const idColumn = columns.indexOf('id')
	const textColumn = columns.indexOf('voice_text')
	return rows
		.filter((row) => row.trim() !== '')
		.map((row) => {
			const cells = row.split('\t')
			return {
				id: cells[idColumn] ?? '',
				text: (cells[textColumn] ?? '').replace(/\\n/gu, '\n').replace(/\\t/gu, '\t'),
			}
		})
}

/** The app accepts 3000 characters: longer sources are cut at the last sentence end before it. */
export function cutAtSentenceBoundary(text: string, limit = SOURCE_CHARACTER_LIMIT): string {
	if (text.length <= limit) return text
	const head = text.slice(0, limit)
	const ends = [...head.matchAll(/[.!?…](?=\s)|\n\s*\n/gu)]
	const last = ends.at(-1)
	if (!last || (last.index ?? 0) < limit / 2) return head.slice(0, head.lastIndexOf(' ')).trim()
	return head.slice(0, (last.index ?? 0) + last[0].length).trim()
}

// ---------------------------------------------------------------------------------------------
// Metrics on one post

function trigrams(text: string): Set<string> {
	const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
	const result = new Set<string>()
	for (let i = 0; i + 2 < words.length; i++)
		result.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`)
	return result
}

/** Word-trigram Jaccard similarity: 1 for the same text, 0 for no shared three-word run. */
export function trigramSimilarity(a: string, b: string): number {
	const x = trigrams(a)
	const y = trigrams(b)
	if (x.size === 0 && y.size === 0) return 0
	let shared = 0
	for (const gram of x) if (y.has(gram)) shared++
	return shared / (x.size + y.size - shared)
}

export function percentile(values: number[], p: number): number {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[rank] ?? 0
}

// ---------------------------------------------------------------------------------------------
// The post evaluation

export type PostRow = {
	/** 0: what generatePosts returns; 1, 2…: a regenerated post */
	variant: number
	file: string
	voiceId: string
	goal: string
	platform: GeneratedPost['platform']
	content: string
	/** the post's shape (variant 0 only) */
	shape?: string
	source: string
	hardLimitViolation: boolean
	inventedNumbers: string[]
	cutWords: string[]
	foreignHashtags: string[]
	sourceLanguage: ContentLanguage
	outputLanguage: ContentLanguage
	length: number
	hashtags: number
}

export type PostEvalSummary = {
	generations: number
	posts: number
	regeneratedPosts: number
	hardLimitViolations: number
	linkedinOptimalPercent: number
	instagramOptimalHashtagsPercent: number
	inventedNumbers: number
	cutWords: number
	hashtagsNotFromSource: number
	languageMatchPercent: number
	meanPlatformSimilarity: number
	msPerGenerationP50: number
	msPerGenerationP95: number
	cpuMsPerGenerationP95: number
}

export type PostEvalOptions = {
	texts: CorpusText[]
	voices: BrandVoice[]
	goals: string[]
	seoOptimize?: boolean
	/** sources longer than this are cut at a sentence end first; 0 keeps them whole */
	maxSourceCharacters?: number
	/** regenerated versions (variants 1…n) checked per platform and generation; default 2 */
	variants?: number
}

export function runPostEval(options: PostEvalOptions): {
	rows: PostRow[]
	summary: PostEvalSummary
} {
	const rows: PostRow[] = []
	const timings: number[] = []
	// CPU time beside wall time: other processes on a shared machine inflate only the latter.
	const cpuTimings: number[] = []
	const similarities: number[] = []
	for (const { file, text } of options.texts) {
		const limit = options.maxSourceCharacters ?? SOURCE_CHARACTER_LIMIT
		const source = limit > 0 ? cutAtSentenceBoundary(text, limit) : text
		const sourceLanguage = analyzeSource(source).language
		for (const voice of options.voices) {
			for (const goal of options.goals) {
				const cpuStart = process.cpuUsage()
				const started = performance.now()
				const posts = writePosts({
					sourceContent: source,
					brandVoice: voice.text,
					contentGoal: goal,
					seoOptimize: options.seoOptimize ?? true,
				})
				timings.push(performance.now() - started)
				const cpu = process.cpuUsage(cpuStart)
				cpuTimings.push((cpu.user + cpu.system) / 1000)
				for (let i = 0; i < posts.length; i++) {
					for (let j = i + 1; j < posts.length; j++) {
						similarities.push(trigramSimilarity(posts[i]?.content ?? '', posts[j]?.content ?? ''))
					}
				}
				const regenerated = Array.from({ length: options.variants ?? 2 }, (_, i) =>
					PLATFORMS.map((platform) => ({
						variant: i + 1,
						post: generatePost(
							{
								sourceContent: source,
								brandVoice: voice.text,
								contentGoal: goal,
								seoOptimize: options.seoOptimize ?? true,
							},
							platform,
							i + 1,
						),
					})),
				).flat()
				for (const { variant, post } of [
					...posts.map((post) => ({
						variant: 0,
						post: post as GeneratedPost & { shape?: string },
					})),
					...regenerated,
				]) {
					const prose = post.content.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ')
					rows.push({
						variant,
						file,
						voiceId: voice.id,
						goal,
						platform: post.platform,
						content: post.content,
						shape: 'shape' in post ? String(post.shape) : undefined,
						source,
						hardLimitViolation: violatesHardLimit(post.platform, post.content),
						inventedNumbers: numbersNotInSource(post.content, source),
						cutWords: wordsNotFromSource(post.content, source, sourceLanguage, goal),
						foreignHashtags: hashtagsNotFromSource(post.content, source),
						sourceLanguage,
						outputLanguage: detectLanguage(prose),
						length: countGraphemes(post.content),
						hashtags: countHashtags(post.content),
					})
				}
			}
		}
	}
	// Rates describe what users see first (variant 0); must-be-zero counts cover regenerated
	// posts as well.
	const firstRows = rows.filter((row) => row.variant === 0)
	const linkedin = firstRows.filter((row) => row.platform === 'linkedin')
	const instagram = firstRows.filter((row) => row.platform === 'instagram')
	const percent = (part: number, whole: number) =>
		whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10
	const summary: PostEvalSummary = {
		generations: timings.length,
		posts: firstRows.length,
		regeneratedPosts: rows.length - firstRows.length,
		hardLimitViolations: rows.filter((row) => row.hardLimitViolation).length,
		linkedinOptimalPercent: percent(
			linkedin.filter((row) => row.length >= 150 && row.length <= 300).length,
			linkedin.length,
		),
		instagramOptimalHashtagsPercent: percent(
			instagram.filter((row) => row.hashtags >= 3 && row.hashtags <= 7).length,
			instagram.length,
		),
		inventedNumbers: rows.reduce((sum, row) => sum + row.inventedNumbers.length, 0),
		cutWords: rows.reduce((sum, row) => sum + row.cutWords.length, 0),
		hashtagsNotFromSource: rows.reduce((sum, row) => sum + row.foreignHashtags.length, 0),
		languageMatchPercent: percent(
			rows.filter((row) => row.outputLanguage === row.sourceLanguage).length,
			rows.length,
		),
		meanPlatformSimilarity:
			Math.round(
				(similarities.reduce((a, b) => a + b, 0) / Math.max(similarities.length, 1)) * 1000,
			) / 1000,
		msPerGenerationP50: Math.round(percentile(timings, 50) * 100) / 100,
		msPerGenerationP95: Math.round(percentile(timings, 95) * 100) / 100,
		cpuMsPerGenerationP95: Math.round(percentile(cpuTimings, 95) * 100) / 100,
	}
	return { rows, summary }
}

/** Metrics that must be zero for the engine to pass. */
export function postEvalFailures(summary: PostEvalSummary): string[] {
	const failures: string[] = []
	if (summary.hardLimitViolations > 0) failures.push('hard-limit violations')
	if (summary.inventedNumbers > 0) failures.push('numbers not in the source')
	if (summary.cutWords > 0) failures.push('words cut mid-way')
	if (summary.hashtagsNotFromSource > 0) failures.push('hashtags not from the source')
	return failures
}

export function formatPostSummary(summary: PostEvalSummary): string {
	const lines: Array<[string, string, string]> = [
		['generations (text × voice × goal)', String(summary.generations), ''],
		['posts', String(summary.posts), ''],
		['regenerated posts also checked', String(summary.regeneratedPosts), 'variants 1-2'],
		['hard-limit violations', String(summary.hardLimitViolations), 'must be 0'],
		['LinkedIn posts in 150-300 chars', `${summary.linkedinOptimalPercent}%`, ''],
		['Instagram posts with 3-7 hashtags', `${summary.instagramOptimalHashtagsPercent}%`, ''],
		['numbers in posts not in source', String(summary.inventedNumbers), 'must be 0'],
		['words cut mid-way / not from source', String(summary.cutWords), 'must be 0'],
		['hashtags not from source', String(summary.hashtagsNotFromSource), 'must be 0'],
		['output language matches source', `${summary.languageMatchPercent}%`, ''],
		[
			'mean pairwise platform similarity',
			String(summary.meanPlatformSimilarity),
			'trigram Jaccard',
		],
		['time per generation p50', `${summary.msPerGenerationP50} ms`, ''],
		['time per generation p95', `${summary.msPerGenerationP95} ms`, 'budget 30 ms'],
		['CPU time per generation p95', `${summary.cpuMsPerGenerationP95} ms`, ''],
	]
	const width = Math.max(...lines.map(([name]) => name.length))
	const valueWidth = Math.max(...lines.map(([, value]) => value.length))
	return lines
		.map(([name, value, note]) =>
			`${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${note}`.trimEnd(),
		)
		.join('\n')
}
