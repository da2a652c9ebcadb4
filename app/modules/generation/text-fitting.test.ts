import { describe, expect, test } from 'vitest'
import { countGraphemes, twitterWeightedLength } from './platform-rules.ts'
import {
	fitText,
	mainClause,
	mainClauseOfLong,
	type Measure,
	withTrailingClausesDropped,
} from './text-fitting.ts'

/** A measure that also tallies its work: calls, and characters measured in all. */
function counted(measure: Measure) {
	const work = { calls: 0, characters: 0 }
	const wrapped: Measure = (text) => {
		work.calls++
		work.characters += text.length
		return measure(text)
	}
	return { work, measure: wrapped }
}

// Inputs that made the old backwards scan measure one prefix per space: 80-160 ms at 3,000
// characters, and seconds for the clause scan over "go — go — …".
const pathological: Record<string, (length: number) => string> = {
	words: (n) => 'WORD '.repeat(n / 5),
	hashtags: (n) => '#tag '.repeat(n / 5),
	mentions: (n) => '@user '.repeat(n / 6),
	commas: (n) => 'word, '.repeat(n / 6),
	dashes: (n) => 'go — '.repeat(n / 5),
	brackets: (n) => '(alpha beta '.repeat(n / 12),
	'one sentence': (n) => 'The quick brown fox jumps over the lazy dog and '.repeat(n / 48),
}

describe('fitText', () => {
	test('returns the text, trimmed, when it fits', () => {
		expect(fitText('  Short and sweet.  ', 280, countGraphemes, 'en')).toBe('Short and sweet.')
	})

	test('cuts at a clause boundary when that keeps most of the text', () => {
		const clauses = 'Reviewers catch more bugs in small changes, because the whole diff fits'
		expect(fitText(clauses, 60, countGraphemes, 'en')).toBe(
			'Reviewers catch more bugs in small changes…',
		)
		const words = 'Reviewers catch more bugs in small changes because the whole diff fits'
		expect(fitText(words, 60, countGraphemes, 'en')).toBe(
			'Reviewers catch more bugs in small changes because…',
		)
	})

	test('drops dangling function words and an unclosed bracket before the ellipsis', () => {
		const text = 'Reviewers keep the whole change in their head so they catch more of the bugs'
		expect(fitText(text, 40, countGraphemes, 'en')).toBe('Reviewers keep the whole change…')
		const aside = 'Large diffs get skimmed (and skimmed code is where regressions hide) every time'
		expect(fitText(aside, 50, countGraphemes, 'en')).toBe('Large diffs get skimmed…')
	})

	test('returns nothing when not even the first word fits', () => {
		expect(fitText('a'.repeat(3000), 280, twitterWeightedLength, 'en')).toBe('')
		expect(fitText('😀 '.repeat(1000), 280, twitterWeightedLength, 'en')).toBe('')
	})

	test('keeps the longest cut through runs of punctuation between words', () => {
		// Each "go" is one word but two cut points: the cut must still reach the last one.
		const fitted = fitText('go — '.repeat(600), 170, countGraphemes, 'en')
		expect(fitted).toBe(`${'go — '.repeat(33)}go…`)
		expect(countGraphemes(fitted)).toBe(168)
	})

	test('never cuts inside a word, and always fits', () => {
		const words = ['the', 'review', 'of', 'pull', 'requests,', '(fast)', '—', '😀', 'ação', 'x']
		let seed = 1
		const next = () => (seed = (seed * 48271) % 2147483647)
		for (let run = 0; run < 300; run++) {
			const length = 1 + (next() % 80)
			const text = Array.from({ length }, () => words[next() % words.length]).join(' ')
			const max = 1 + (next() % 200)
			for (const measure of [countGraphemes, twitterWeightedLength]) {
				const fitted = fitText(text, max, measure, 'en')
				if (fitted === '') continue
				expect(measure(fitted)).toBeLessThanOrEqual(max)
				const kept = fitted.replace(/…$/u, '')
				expect(text.startsWith(kept), `${text} → ${fitted}`).toBe(true)
				// The next character of the text after the cut is never a letter.
				expect(text.slice(kept.length, kept.length + 1)).not.toMatch(/[\p{L}\p{N}]/u)
			}
		}
	})

	describe('work on pathological 3,000-character inputs', () => {
		test.each(Object.entries(pathological))('%s: a few measures, not one per space', (_, make) => {
			const text = make(3000)
			for (const [base, max] of [
				[twitterWeightedLength, 280],
				[countGraphemes, 300],
				[countGraphemes, 2200],
			] as const) {
				const { work, measure } = counted(base)
				const fitted = fitText(text, max, measure, 'en')
				expect(measure(fitted)).toBeLessThanOrEqual(max)
				// The old scan made 475-1,450 calls and measured 250-825 times the text's length;
				// a search over the cut points measures about log2(cuts) prefixes.
				expect(work.calls).toBeLessThan(60)
				expect(work.characters).toBeLessThan(2 * text.length * Math.log2(text.length))
			}
		})

		test.each(Object.entries(pathological))('%s: work grows linearly with length', (_, make) => {
			const work = (length: number) => {
				const tally = counted(twitterWeightedLength)
				fitText(make(length), 280, tally.measure, 'en')
				return tally.work.characters
			}
			// Quadratic work would quadruple; n log n stays near double.
			expect(work(6000)).toBeLessThan(work(3000) * 2.5)
		})
	})
})

describe('mainClause', () => {
	test('keeps the clause a long sentence makes its point in, without what only adds to it', () => {
		expect(
			mainClause(
				"Cacio e Pepe (meaning cheese and pepper) is not only based but also incredibly simple, ideal for lazy people who don't want to wash too many dishes.",
			),
		).toBe('Cacio e Pepe (meaning cheese and pepper) is not only based but also incredibly simple.')
		expect(mainClause('Short, ideal for lunch.')).toBeNull()
		expect(mainClause('The sauce keeps for a week in the fridge, and it freezes well.')).toBeNull()
	})
})

describe('withTrailingClausesDropped: a news item’s long first sentence, said shorter (session 19)', () => {
	const lede =
		'Ante la llegada del invierno, el alcalde Tomás Reyes visitó este martes los barrios del norte de la ciudad, con el objetivo de repartir mantas y ropa de abrigo entre los vecinos de la zona, especialmente entre las personas mayores que viven solas.'
	const words = (text: string) => text.split(/\s+/u).length

	test('drops the fewest clauses that make it fit, and keeps the news', () => {
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 36)).toBe(
			'Ante la llegada del invierno, el alcalde Tomás Reyes visitó este martes los barrios del norte de la ciudad, con el objetivo de repartir mantas y ropa de abrigo entre los vecinos de la zona.',
		)
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 34)).toBe(
			'El alcalde Tomás Reyes visitó este martes los barrios del norte de la ciudad, con el objetivo de repartir mantas y ropa de abrigo entre los vecinos de la zona.',
		)
	})

	test('leaves alone a sentence whose first clause needs the rest, or that would keep too little', () => {
		const conditional =
			'If you book before the end of the month and bring a friend along to the first class, you both get the second month of lessons for free, with no contract to sign.'
		expect(withTrailingClausesDropped(conditional, (text) => words(text) <= 20)).toBeNull()
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 8)).toBeNull()
	})
})

describe('withTrailingClausesDropped: what the review found (session 19)', () => {
	const words = (text: string) => text.split(/\s+/u).length
	test.each([
		'The water board said on Monday that the tap water in the northern districts is safe to drink, but only after boiling it for a full minute, in a notice sent to every home.',
		'El ayuntamiento anunció este lunes que el agua del grifo ya se puede beber en toda la ciudad, salvo en las colonias del norte, según un comunicado enviado a los vecinos.',
	])('never leaves out a clause that takes back part of what was said: %s', (lede) => {
		const cut = withTrailingClausesDropped(lede, (text) => words(text) <= 22)
		expect(cut ?? '').not.toMatch(/safe to drink\.$|beber en toda la ciudad\.$/u)
	})

	test('a place that opens the sentence is kept', () => {
		const lede =
			'In Porto Alegre, the city council approved on Tuesday a plan to plant ten thousand trees along the river, with work starting in the spring, the mayor said.'
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 26)).toMatch(
			/^In Porto Alegre/u,
		)
	})
})

describe('withTrailingClausesDropped: down to the first clause, for X (session 20)', () => {
	const words = (text: string) => text.split(/\s+/u).length
	const lede =
		'Ante la llegada del frente frío, el alcalde Tomás Reyes Aguilar visitó este martes las colonias del sur de la ciudad, con el fin de hacer entrega de mantas y ropa de abrigo a familias de Mérida, especialmente a las personas mayores que viven solas.'

	test('keeps who did what when nothing longer fits', () => {
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 16, true)).toBe(
			'El alcalde Tomás Reyes Aguilar visitó este martes las colonias del sur de la ciudad.',
		)
		// Without the option a cut keeps half the sentence at least.
		expect(withTrailingClausesDropped(lede, (text) => words(text) <= 16)).toBeNull()
	})

	test('a first clause with a comma of its own, ending on a place name, is kept too', () => {
		const inaugurated =
			'Con una inversión de dos millones de pesos, el gobierno municipal de Mérida, inauguró este viernes la nueva biblioteca del Parque de la Alemán, como parte del programa de rescate de espacios públicos que se aplica en la zona centro del municipio.'
		expect(withTrailingClausesDropped(inaugurated, (text) => words(text) <= 22, true)).toBe(
			'El gobierno municipal de Mérida, inauguró este viernes la nueva biblioteca del Parque de la Alemán.',
		)
	})

	test('never keeps a leading phrase alone, nor a subject set off from its name', () => {
		const appositive =
			'La presidenta del consejo regional de turismo y comercio de la ciudad de Mérida, Ana Ruiz Soto, anunció este martes un nuevo plan de ayudas para los pequeños comercios del centro histórico, que se podrá pedir desde el lunes.'
		expect(withTrailingClausesDropped(appositive, (text) => words(text) <= 14, true)).toBeNull()
		const leading =
			'Durante las dos semanas de fiestas patronales de la ciudad de Mérida y sus comisarías, el mercado municipal abrirá también por la tarde, con puestos de comida y música en vivo, según anunció la administración.'
		const cut = withTrailingClausesDropped(leading, (text) => words(text) <= 14, true)
		expect(cut ?? '').not.toMatch(/^Durante/u)
	})
})

describe('mainClauseOfLong', () => {
	const long =
		'First-time bakery owners tend to spend much of their money and energy on ovens, display cases, paper bags, and other details that may shape the look or mood of a shop, but in fact, do not decide whether the shop lasts and are rarely the reasons it makes or loses money; whereas a good oven is pleasant to own, the hours spent choosing it may keep an owner from the work that pays the rent before the first loaf is even sold.'

	test('keeps the clause before the semicolon, without what it concedes or its second verb', () => {
		expect(mainClauseOfLong(long)).toBe(
			'First-time bakery owners tend to spend much of their money and energy on ovens, display cases, paper bags, and other details that do not decide whether the shop lasts.',
		)
	})

	test('leaves a sentence short enough already, or one no such cut brings within the limit', () => {
		expect(mainClauseOfLong('New owners focus on logos; the rent is what matters.')).toBeNull()
		const listy = `${'We bought cups, lids, bags, napkins, '.repeat(12)}and more.`
		expect(mainClauseOfLong(listy)).toBeNull()
	})

	test('keeps a semicolon cut whole when it would leave a bracket open', () => {
		const open = `Owners (who ${'often spend more on gear than on training '.repeat(3)}; they learn late) fail early, and ${'they rarely see why '.repeat(6)}it happens.`
		expect(mainClauseOfLong(open)).toBeNull()
	})
})

test('mainClauseOfLong stays quick on a 20 kB run of clauses', () => {
	const hostile = `${'that may be, but in fact, and are and do; '.repeat(500)}end.`
	const started = performance.now()
	mainClauseOfLong(hostile)
	mainClauseOfLong(`${'word and is '.repeat(2000)}end.`)
	expect(performance.now() - started).toBeLessThan(200)
})
