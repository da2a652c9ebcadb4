import { describe, expect, test } from 'vitest'
import { inventedNumbers } from '#app/modules/reels/reel-text.ts'
import { numbersNotInSource as aiNumbersNotInSource } from './ai-provider.server.ts'
import { numbersNotInSource as postNumbersNotInSource } from './post-checks.ts'
import { extractNumbers, numbersNotInSource } from './source-numbers.ts'

describe('extractNumbers', () => {
	test('keeps decimals, versions, thousands, ratios and times whole', () => {
		expect(extractNumbers('Rust 1.62.0 is 3,5% faster: 10,000 users, 24/7, at 10:30.')).toEqual([
			'1.62.0',
			'3,5',
			'10,000',
			'24/7',
			'10:30',
		])
	})
})

describe('numbersNotInSource', () => {
	const source = 'We surveyed 1,000 people over 2.5 years; 40 startups took part, 24/7.'

	test('is literal by default: a token must appear in the source as written', () => {
		expect(numbersNotInSource('40 startups, 1,000 people, 24/7', source)).toEqual([])
		expect(numbersNotInSource('1.000 people over 2,5 years', source)).toEqual(['1.000', '2,5'])
		// Part of a source number is not a source number.
		expect(numbersNotInSource('30 g', 'Use 330g warm water')).toEqual(['30'])
		expect(numbersNotInSource('open 24 hours', source)).toEqual(['24'])
	})

	test('is literal everywhere by default: tags, links and list markers count', () => {
		expect(numbersNotInSource('1. Read #Web3 at https://a.io/7', 'no numbers')).toEqual([
			'1',
			'3',
			'7',
		])
	})

	test('lists every occurrence by default', () => {
		expect(numbersNotInSource('5 tips, then 5 more', source)).toEqual(['5', '5'])
	})

	test('leniently, for model output: locales agree and structure is not a claim', () => {
		const lenient = { lenient: true }
		expect(numbersNotInSource('1.000 people, 2,5 years, 40 startups', source, lenient)).toEqual([])
		expect(numbersNotInSource('Teams of 5 ship 3x faster, 5 times', source, lenient)).toEqual([
			'5',
			'3',
		])
		const text = '1. Read https://example.com/2024/post\n2) Tag #Web3\n3️⃣ done'
		expect(numbersNotInSource(text, 'no numbers here', lenient)).toEqual([])
	})

	test('is the one check behind the post, reel and AI-provider names', () => {
		const output = 'Bake 45 minutes at 230 degrees, 1. then #Top10'
		const bakeSource = 'Bake for 45 minutes.'
		expect(postNumbersNotInSource(output, bakeSource)).toEqual(['230', '1', '10'])
		expect(inventedNumbers(output, bakeSource)).toEqual(['230', '1', '10'])
		expect(aiNumbersNotInSource(output, bakeSource)).toEqual(['230', '1'])
	})
})
