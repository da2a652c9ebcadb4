// Evaluates the built-in post engine over a corpus:
//   npx tsx scripts/eval.ts -- --texts <dir> --voices <tsv> --goals "a,b" --out <file.json>
// Options: --seo off (SEO unchecked), --max-chars 0 (do not cut sources to 3000 characters).
// Prints a metrics table, writes every post to --out and exits non-zero when a must-be-zero
// metric is not zero.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
	formatPostSummary,
	loadGoals,
	loadCorpusTexts,
	loadVoices,
	postEvalFailures,
	runPostEval,
} from './eval-metrics.ts'
import { readerTargets, summariseForReader } from './eval-reader.ts'
import { limitSource, runReelEval } from './eval-reels.ts'

function readOptions(argv: string[]) {
	const options = new Map<string, string>()
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i]
		if (!arg?.startsWith('--') || arg === '--') continue
		const [name, inline] = arg.slice(2).split('=', 2)
		if (!name) continue
		const value = inline ?? argv[i + 1]
		if (inline === undefined) i++
		options.set(name, value ?? '')
	}
	return options
}

const options = readOptions(process.argv.slice(2))
const corpus = path.resolve(process.cwd(), '../shared/corpus')
const textsDir = path.resolve(options.get('texts') ?? path.join(corpus, 'texts'))
const voicesPath = path.resolve(options.get('voices') ?? path.join(corpus, 'voices.tsv'))
const goals = loadGoals(options.get('goals'))
// Default outside the repository so a run never leaves an artefact to commit.
const outPath = path.resolve(options.get('out') ?? path.join(os.tmpdir(), 'voicecast-eval.json'))
const seoOptimize = options.get('seo') !== 'off'
const maxSourceCharacters = Number(options.get('max-chars') ?? 3000)

const texts = loadCorpusTexts(textsDir)
const voices = loadVoices(voicesPath)
console.log(
	`${texts.length} texts × ${voices.length} voices × ${goals.length} goals (SEO ${seoOptimize ? 'on' : 'off'})\n`,
)

const { rows, summary } = runPostEval({ texts, voices, goals, seoOptimize, maxSourceCharacters })
console.log(formatPostSummary(summary))

// What a reader notices: each figure against its target.
const reader = summariseForReader(rows.filter((row) => row.variant === 0))
const targets = readerTargets(reader)
const nameWidth = Math.max(...targets.map((t) => t.name.length))
console.log('\nWhat a reader sees')
for (const t of targets)
	console.log(
		`${t.name.padEnd(nameWidth)}  ${t.value.padStart(9)}  target ${t.target}${t.ok ? '' : '  MISSED'}`,
	)
if (reader.examples.contextDependent.length > 0)
	console.log(`  e.g. ${reader.examples.contextDependent.slice(0, 4).join('\n       ')}`)
if (reader.examples.nonTopicalHashtags.length > 0)
	console.log(`  hashtags not topics: ${reader.examples.nonTopicalHashtags.join(' ')}`)

// Reels: every text at 30, 60 and 90 seconds, rotating categories, hooks, voices and goals.
// Sources over 8,000 characters are cut at a sentence end, as the reel form asks users to do.
const reelResult = runReelEval({
	texts: texts.map((text) => ({ file: text.file, content: limitSource(text.text) })),
	voices,
	goals,
})
console.log(`\n${reelResult.summaryLines.join('\n')}`)

const report = {
	posts: rows
		.filter((row) => row.variant === 0)
		.map(({ file, voiceId, goal, platform, shape, content }) => ({
			file,
			voiceId,
			goal,
			platform,
			shape,
			content,
		})),
	reels: reelResult.reels,
}
fs.writeFileSync(outPath, `${JSON.stringify(report, null, '\t')}\n`)
console.log(`\nwrote ${report.posts.length} posts and ${report.reels.length} reels to ${outPath}`)

const failures = [
	...postEvalFailures(summary),
	...reelResult.failures,
	...targets.filter((t) => !t.ok).map((t) => t.name),
]
if (failures.length > 0) {
	for (const row of rows) {
		const problems = [
			row.hardLimitViolation && 'hard limit',
			row.inventedNumbers.length > 0 && `numbers ${row.inventedNumbers.join(' ')}`,
			row.cutWords.length > 0 && `words ${row.cutWords.join(' ')}`,
			row.foreignHashtags.length > 0 && `hashtags ${row.foreignHashtags.join(' ')}`,
		].filter(Boolean)
		if (problems.length > 0)
			console.error(
				`variant ${row.variant}`,
				`${row.file} ${row.voiceId} ${row.platform} "${row.goal}": ${problems.join('; ')}`,
			)
	}
	console.error(`\nFAILED: ${failures.join(', ')}`)
	process.exitCode = 1
}
