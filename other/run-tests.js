// `npm test`: the whole suite. Unit and integration tests (Vitest), then the browser tests
// (Playwright in Debian's Chromium, with JavaScript on and off), then one closing line that
// adds both up: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const reportDir = path.resolve('tests/.tmp/reports')
fs.mkdirSync(reportDir, { recursive: true })
const vitestReport = path.join(reportDir, 'vitest.json')
const playwrightReport = path.join(reportDir, 'playwright.json')
for (const file of [vitestReport, playwrightReport]) fs.rmSync(file, { force: true })

// The run gets a temporary directory of its own: whatever a test (or a browser) leaves in it is
// reported below as a failure, then removed. Tests must clean up after themselves.
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vibecast-test-run-'))

function run(command, args, env = {}) {
	console.log(`\n$ ${command} ${args.join(' ')}`)
	const result = spawnSync(command, args, {
		stdio: 'inherit',
		env: { ...process.env, TMPDIR: tempDir, ...env },
	})
	return result.status ?? 1
}

const bin = (name) => path.resolve('node_modules', '.bin', name)

const unitStatus = run(bin('vitest'), [
	'run',
	'--reporter=default',
	'--reporter=json',
	`--outputFile.json=${vitestReport}`,
])

// The engines' evaluation over the corpus (issue 10's targets: what a reader sees). The corpus
// sits beside the project (../shared/corpus), not in it; a plain clone skips this step.
const corpusTexts = path.resolve('..', 'shared', 'corpus', 'texts')
let evalStatus = null
if (fs.existsSync(corpusTexts)) {
	// tsx keeps its own folder (tsx-<uid>) in the temp directory: the evaluation gets one of its
	// own under tests/.tmp, so the leftover check below stays about the tests.
	const evalTemp = path.resolve('tests/.tmp/eval-tmp')
	fs.mkdirSync(evalTemp, { recursive: true })
	evalStatus = run(
		process.execPath,
		[
			path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs'),
			'scripts/eval.ts',
			'--out',
			path.join(reportDir, 'eval.json'),
		],
		{ TMPDIR: evalTemp },
	)
	fs.rmSync(evalTemp, { recursive: true, force: true })
} else {
	console.log(
		`\nEngine evaluation skipped: no corpus at ${corpusTexts} (it ships beside the project, see README).`,
	)
}

let e2eStatus = run(process.execPath, ['other/ensure-chromium.js'])
if (e2eStatus === 0) e2eStatus = run(bin('react-router'), ['build'])
if (e2eStatus === 0) {
	e2eStatus = run(bin('playwright'), ['test', '--reporter=list,json'], {
		PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
		// Playwright keeps a compile cache in the temp directory unless told otherwise.
		PLAYWRIGHT_TRANSFORM_CACHE_DIR: path.resolve('tests/.tmp/playwright-transform-cache'),
	})
}

function readJson(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'))
	} catch {
		return null
	}
}

const unit = readJson(vitestReport)
const unitCounts = {
	passed: unit?.numPassedTests ?? 0,
	failed: (unit?.numFailedTests ?? 0) + (unit ? 0 : 1),
	skipped: (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0),
}

const e2e = readJson(playwrightReport)
const e2eCounts = { passed: 0, failed: e2e ? 0 : 1, skipped: 0 }
const perProject = {}
function walk(suite) {
	for (const spec of suite.specs ?? []) {
		for (const t of spec.tests ?? []) {
			const project = t.projectName
			perProject[project] ??= 0
			if (t.status === 'skipped') e2eCounts.skipped += 1
			else if (t.status === 'expected' || t.status === 'flaky') {
				e2eCounts.passed += 1
				perProject[project] += 1
			} else e2eCounts.failed += 1
		}
	}
	for (const child of suite.suites ?? []) walk(child)
}
for (const suite of e2e?.suites ?? []) walk(suite)

const leftovers = fs.readdirSync(tempDir)
fs.rmSync(tempDir, { recursive: true, force: true })

console.log('\n== Test summary ==')
console.log(
	`Unit and integration (Vitest): ${unitCounts.passed} passed, ${unitCounts.failed} failed, ${unitCounts.skipped} skipped`,
)
console.log(
	`Browser (Playwright, Chromium): ${e2eCounts.passed} passed, ${e2eCounts.failed} failed, ${e2eCounts.skipped} skipped` +
		` (${Object.entries(perProject)
			.map(([project, count]) => `${project}: ${count} passed`)
			.join('; ')})`,
)
if (evalStatus !== null)
	console.log(
		`Engine evaluation (npm run eval): ${evalStatus === 0 ? 'every target met' : 'a target was missed'}`,
	)
if (leftovers.length > 0) {
	console.log(`Left in the temp directory (counted as a failure): ${leftovers.join(', ')}`)
}
const passed = unitCounts.passed + e2eCounts.passed + (evalStatus === 0 ? 1 : 0)
const failed =
	(leftovers.length > 0 ? 1 : 0) +
	unitCounts.failed +
	e2eCounts.failed +
	(evalStatus !== null && evalStatus !== 0 ? 1 : 0) +
	(unitStatus !== 0 && unitCounts.failed === 0 ? 1 : 0) +
	(e2eStatus !== 0 && e2eCounts.failed === 0 ? 1 : 0)
const skipped = unitCounts.skipped + e2eCounts.skipped + (evalStatus === null ? 1 : 0)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
