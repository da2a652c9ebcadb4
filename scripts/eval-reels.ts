// Evaluates the built-in reel engine over a set of source texts: every duration, with categories
// and hook types rotating so each one is exercised, and reports the metrics that must hold
// (timing errors, invented numbers) beside the ones worth watching (pace, speed, coverage).
//
// Run alone: npx tsx scripts/eval-reels.ts [corpus dir]   (default ../shared/corpus)
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { detectLanguage } from '#app/modules/generation/source-analysis.ts'
import { generateReelScript } from '#app/modules/reels/built-in-reel-engine.ts'
import { followsHookFormula } from '#app/modules/reels/hook-formulas.ts'
import { bodyPaysOff } from '#app/modules/reels/hook-support.ts'
import {
	HOOK_TYPES,
	REEL_CATEGORIES,
	REEL_DURATIONS,
	REEL_SOURCE_MAX_CHARS,
	type HookType,
	type ReelCategory,
	type ReelDuration,
} from '#app/modules/reels/reel-options.ts'
import {
	parseTiming,
	REEL_WORDS_PER_SECOND_MAX,
	type ReelProblemCode,
	type ReelScript,
	validateReelScript,
} from '#app/modules/reels/reel-script.ts'
import { countWords, inventedNumbers } from '#app/modules/reels/reel-text.ts'

export type EvalText = { file: string; content: string; language?: string }
export type EvalVoice = { id: string; text: string }

export type ReelEvalEntry = {
	file: string
	voiceId: string
	goal: string
	duration: ReelDuration
	category: ReelCategory
	hookType: HookType
	reelScript: ReelScript
}

export type ReelEvalResult = {
	reels: ReelEvalEntry[]
	summaryLines: string[]
	/** Metrics that must be zero; the command exits non-zero when any is not. */
	failures: string[]
}

const TIMING_CODES: ReadonlySet<ReelProblemCode> = new Set([
	'duration_mismatch',
	'no_scenes',
	'scene_count',
	'timing_format',
	'timing_start',
	'timing_gap',
	'timing_overlap',
	'timing_end',
	'scene_length',
	'hook_length',
])

export const DEFAULT_GOALS: readonly string[] = [
	'Drive traffic to the blog',
	'Get more comments and shares',
	'Grow the newsletter list',
	'Build brand awareness',
	'Sell more of our course',
	'Build a community of followers',
	'Conseguir más seguidores y comunidad',
	'Aumentar o engajamento',
]

function percentile(values: number[], p: number): number {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[rank] ?? 0
}

/** Everything a viewer or creator reads, except the timings themselves. */
function scriptText(script: ReelScript): string {
	return [
		...script.scenes.flatMap((scene) => [
			scene.visualDescription,
			scene.dialogue,
			scene.textOverlay ?? '',
			scene.transitionNotes ?? '',
		]),
		script.caption,
		script.hashtags.join(' '),
		...script.productionNotes,
	].join('\n')
}

/** Keeps the source within the reel limit, cut at the last sentence end that fits. */
export function limitSource(content: string, max = REEL_SOURCE_MAX_CHARS): string {
	if (content.length <= max) return content
	const head = content.slice(0, max)
	const ends = [...head.matchAll(/[.!?…](?=\s)|\n\s*\n/gu)]
	const last = ends.at(-1)
	return last ? head.slice(0, last.index + last[0].length).trimEnd() : head
}

export function runReelEval({
	texts,
	voices,
	goals,
}: {
	texts: EvalText[]
	voices: EvalVoice[]
	goals: readonly string[]
}): ReelEvalResult {
	const reels: ReelEvalEntry[] = []
	const paces: number[] = []
	const times: number[] = []
	const hookFormula = new Map<HookType, { used: number; followed: number }>(
		HOOK_TYPES.map((hook) => [hook, { used: 0, followed: 0 }]),
	)
	const categoryCount = new Map<ReelCategory, number>(REEL_CATEGORIES.map((c) => [c, 0]))
	let timingErrors = 0
	let otherProblems = 0
	let invented = 0
	let paidOff = 0
	// Spoken lines the engine had to cut ("…access your money while…") cannot be said as written.
	let bodyLines = 0
	let cutLines = 0
	let switchedHooks = 0
	let overPace = 0
	let languageMismatches = 0
	let scenes = 0
	const examples: string[] = []
	const goalList = goals.length > 0 ? goals : DEFAULT_GOALS
	const voiceList = voices.length > 0 ? voices : [{ id: 'none', text: '' }]

	let turn = 0
	for (const text of texts) {
		const source = limitSource(text.content)
		for (const duration of REEL_DURATIONS) {
			const category = REEL_CATEGORIES[turn % REEL_CATEGORIES.length] ?? 'educational'
			const hookType = HOOK_TYPES[turn % HOOK_TYPES.length] ?? 'curiosity'
			const voice = voiceList[turn % voiceList.length] ?? { id: 'none', text: '' }
			const goal = goalList[turn % goalList.length] ?? ''
			turn++

			const started = performance.now()
			const reelScript = generateReelScript({
				sourceContent: source,
				brandVoice: voice.text,
				contentGoal: goal,
				duration,
				category,
				hookType,
			})
			times.push(performance.now() - started)
			reels.push({
				file: text.file,
				voiceId: voice.id,
				goal,
				duration,
				category,
				hookType,
				reelScript,
			})
			categoryCount.set(category, (categoryCount.get(category) ?? 0) + 1)
			for (const scene of reelScript.scenes.slice(1, -1)) {
				bodyLines++
				if (/…["”»']?$/u.test(scene.dialogue.trim())) cutLines++
			}

			for (const problem of validateReelScript(reelScript, { duration })) {
				if (TIMING_CODES.has(problem.code)) timingErrors++
				else otherProblems++
				if (examples.length < 10) examples.push(`${text.file} ${duration}s: ${problem.message}`)
			}
			for (const scene of reelScript.scenes) {
				const timing = parseTiming(scene.timing)
				if (!timing || timing.end <= timing.start) continue
				const pace = countWords(scene.dialogue) / (timing.end - timing.start)
				paces.push(pace)
				scenes++
				if (pace > REEL_WORDS_PER_SECOND_MAX) overPace++
			}
			const extra = inventedNumbers(scriptText(reelScript), source)
			invented += extra.length
			if (extra.length > 0 && examples.length < 10) {
				examples.push(`${text.file} ${duration}s: invented numbers ${extra.join(', ')}`)
			}
			// The formula the script says it used (a promise the text cannot keep is switched).
			const usedHook = reelScript.hookType
			const hookStats = hookFormula.get(usedHook)
			if (hookStats) {
				hookStats.used++
				if (followsHookFormula(reelScript.scenes[0]?.dialogue ?? '', usedHook)) hookStats.followed++
			}
			if (usedHook !== hookType) switchedHooks++
			const body = reelScript.scenes.slice(1, -1).map((scene) => scene.dialogue)
			if (bodyPaysOff(usedHook, body)) paidOff++
			else if (examples.length < 10)
				examples.push(`${text.file} ${duration}s: ${usedHook} hook not paid off`)
			if (text.language) {
				const spoken = reelScript.scenes.map((scene) => scene.dialogue).join(' ')
				if (detectLanguage(spoken) !== text.language) {
					languageMismatches++
					if (examples.length < 10) {
						examples.push(`${text.file} ${duration}s: dialogue not in ${text.language}`)
					}
				}
			}
		}
	}

	const hooksFollowed = [...hookFormula.values()].reduce((sum, s) => sum + s.followed, 0)
	const paidOffPercent = reels.length === 0 ? 100 : Math.round((paidOff / reels.length) * 1000) / 10
	const failures: string[] = []
	if (timingErrors > 0) failures.push(`timing errors: ${timingErrors}`)
	if (invented > 0) failures.push(`invented numbers: ${invented}`)
	if (overPace > 0) failures.push(`scenes over ${REEL_WORDS_PER_SECOND_MAX} words/s: ${overPace}`)
	if (otherProblems > 0) failures.push(`other script-rule problems: ${otherProblems}`)
	if (languageMismatches > 0) failures.push(`language mismatches: ${languageMismatches}`)
	if (paidOffPercent < 100) failures.push(`reel hooks not paid off: ${reels.length - paidOff}`)
	const cutPercent = bodyLines === 0 ? 0 : Math.round((cutLines / bodyLines) * 1000) / 10
	if (cutPercent > 5) failures.push(`spoken lines cut off: ${cutPercent}%`)

	const fmt = (n: number) => n.toFixed(2)
	const summaryLines = [
		`Reels: ${reels.length} (${texts.length} texts × ${REEL_DURATIONS.length} durations), ${scenes} scenes`,
		`Timing errors: ${timingErrors} (must be 0)`,
		`Other script-rule problems: ${otherProblems} (must be 0)`,
		`Invented numbers: ${invented} (must be 0)`,
		`Words per second per scene: max ${fmt(Math.max(0, ...paces))}, p95 ${fmt(percentile(paces, 95))}, p50 ${fmt(percentile(paces, 50))} (limit ${REEL_WORDS_PER_SECOND_MAX})`,
		`Hook formula coverage: ${hooksFollowed}/${reels.length} first scenes follow their formula; ${HOOK_TYPES.map((hook) => `${hook} ${hookFormula.get(hook)?.followed ?? 0}/${hookFormula.get(hook)?.used ?? 0}`).join(', ')}`,
		`Hooks paid off by the script: ${paidOffPercent}% (target 100%); ${switchedHooks} switched to a formula the text supports, with a note`,
		`Spoken lines cut off mid-sentence: ${cutLines} of ${bodyLines} (${cutPercent}%, target ≤ 5%)`,
		`Categories: ${REEL_CATEGORIES.map((c) => `${c} ${categoryCount.get(c) ?? 0}`).join(', ')}`,
		...(texts.some((t) => t.language)
			? [`Language mismatches: ${languageMismatches} (must be 0)`]
			: []),
		`Time per reel: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms`,
		...examples.map((example) => `  ! ${example}`),
	]
	return { reels, summaryLines, failures }
}

// ---------------------------------------------------------------------------------------------
// Command line

function readCorpus(corpusDir: string): { texts: EvalText[]; voices: EvalVoice[] } {
	const textDir = path.join(corpusDir, 'texts')
	const languages = new Map<string, string>()
	const sourcesPath = path.join(textDir, 'SOURCES.tsv')
	if (fs.existsSync(sourcesPath)) {
		const [header, ...rows] = fs.readFileSync(sourcesPath, 'utf8').split('\n')
		const columns = (header ?? '').split('\t')
		const fileColumn = columns.indexOf('file')
		const languageColumn = columns.indexOf('language')
		for (const row of rows) {
			const cells = row.split('\t')
			const file = cells[fileColumn]
			const language = cells[languageColumn]
			if (file && language) languages.set(file, language)
		}
	}
	const texts = fs
		.readdirSync(textDir)
		.filter((file) => file.endsWith('.md'))
		.sort()
		.map((file) => {
			const language = languages.get(file)
			const content = fs.readFileSync(path.join(textDir, file), 'utf8')
			return language ? { file, content, language } : { file, content }
		})
	const voices: EvalVoice[] = []
	const voicesPath = path.join(corpusDir, 'voices.tsv')
	if (fs.existsSync(voicesPath)) {
		const [header, ...rows] = fs.readFileSync(voicesPath, 'utf8').split('\n')
		const columns = (header ?? '').split('\t')
		const idColumn = columns.indexOf('id')
		const textColumn = columns.indexOf('voice_text')
		for (const row of rows) {
			const cells = row.split('\t')
			const id = cells[idColumn]
			const text = cells[textColumn]
			if (id && text) voices.push({ id, text: text.replace(/\\n/g, '\n') })
		}
	}
	return { texts, voices }
}

function main() {
	const corpusDir = path.resolve(process.argv[2] ?? path.resolve(process.cwd(), '../shared/corpus'))
	const { texts, voices } = readCorpus(corpusDir)
	if (texts.length === 0) {
		console.error(`No texts found in ${path.join(corpusDir, 'texts')}`)
		process.exit(2)
	}
	const { summaryLines, failures } = runReelEval({ texts, voices, goals: DEFAULT_GOALS })
	console.log('Reel engine eval')
	for (const line of summaryLines) console.log(`  ${line}`)
	if (failures.length > 0) {
		console.error(`FAIL: ${failures.join('; ')}`)
		process.exit(1)
	}
	console.log('OK')
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
	main()
}
