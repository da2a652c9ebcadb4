import { describe, expect, it } from 'vitest'
import {
	type ReelScript,
	allocateSeconds,
	formatTiming,
	hasCallToAction,
	parseTiming,
	repairReelScript,
	validateReelScript,
} from './reel-script.ts'

function script(overrides: Partial<ReelScript> = {}): ReelScript {
	return {
		duration: 30,
		category: 'tips',
		hookType: 'curiosity',
		scenes: [
			{
				timing: '0:00-0:04',
				visualDescription: 'Face to camera',
				dialogue: 'Nobody tells you this.',
			},
			{ timing: '0:04-0:12', visualDescription: 'B-roll', dialogue: 'Add flour and mix gently.' },
			{ timing: '0:12-0:20', visualDescription: 'Close-up', dialogue: 'Let it rest for a while.' },
			{
				timing: '0:20-0:30',
				visualDescription: 'Face to camera',
				dialogue: 'Save this for later.',
			},
		],
		caption: 'Bread, simply.',
		hashtags: ['#bread', '#baking', '#sourdough'],
		productionNotes: ['Natural light.'],
		...overrides,
	}
}

describe('formatTiming and parseTiming', () => {
	it('writes minutes and zero-padded seconds', () => {
		expect(formatTiming(0, 5)).toBe('0:00-0:05')
		expect(formatTiming(55, 90)).toBe('0:55-1:30')
	})

	it('reads the timing styles AI providers write', () => {
		expect(parseTiming('0:00-0:05')).toEqual({ start: 0, end: 5 })
		expect(parseTiming('0:55 – 1:30')).toEqual({ start: 55, end: 90 })
		expect(parseTiming('5-10s')).toEqual({ start: 5, end: 10 })
		expect(parseTiming('00:00:05-00:00:10')).toEqual({ start: 5, end: 10 })
		expect(parseTiming('intro')).toBeNull()
	})
})

describe('hasCallToAction', () => {
	it('recognises calls to action in English, Spanish and Portuguese', () => {
		expect(hasCallToAction('Follow for more tips.')).toBe(true)
		expect(hasCallToAction('Guarda este vídeo y compártelo.')).toBe(true)
		expect(hasCallToAction('Salva esse post e me conta nos comentários.')).toBe(true)
		expect(hasCallToAction('The dough rises overnight.')).toBe(false)
	})
})

describe('validateReelScript', () => {
	it('accepts a well-formed script', () => {
		expect(validateReelScript(script(), { duration: 30 })).toEqual([])
	})

	it('reports gaps, a wrong start and a wrong end', () => {
		const broken = script({
			scenes: [
				{ timing: '0:01-0:04', visualDescription: 'a', dialogue: 'Hook here.' },
				{ timing: '0:05-0:12', visualDescription: 'b', dialogue: 'Point.' },
				{ timing: '0:12-0:20', visualDescription: 'c', dialogue: 'Point.' },
				{ timing: '0:20-0:28', visualDescription: 'd', dialogue: 'Follow for more.' },
			],
		})
		const codes = validateReelScript(broken, { duration: 30 }).map((p) => p.code)
		expect(codes).toEqual(expect.arrayContaining(['timing_start', 'timing_gap', 'timing_end']))
	})

	it('reports dialogue spoken faster than three words a second', () => {
		const fast = script()
		fast.scenes[1] = { ...fast.scenes[1]!, dialogue: 'word '.repeat(30).trim() }
		const problems = validateReelScript(fast, { duration: 30 })
		expect(problems).toContainEqual(
			expect.objectContaining({ code: 'words_per_second', sceneIndex: 1 }),
		)
	})

	it('reports a missing call to action, too many hashtags and a caption over 2200 characters', () => {
		const bad = script({
			caption: 'x'.repeat(2201),
			hashtags: Array.from(
				{ length: 31 },
				(_, i) => `#tag${String.fromCharCode(97 + (i % 26))}${i}`,
			),
		})
		bad.scenes[3] = { ...bad.scenes[3]!, dialogue: 'That is all.' }
		const codes = validateReelScript(bad, { duration: 30 }).map((p) => p.code)
		expect(codes).toEqual(
			expect.arrayContaining(['missing_cta', 'too_many_hashtags', 'caption_too_long']),
		)
	})
})

describe('allocateSeconds', () => {
	it('adds up to the total and respects each bound', () => {
		const seconds = allocateSeconds(60, [
			{ min: 3, max: 5, weight: 10 },
			{ min: 2, max: 15, weight: 1 },
			{ min: 2, max: 15, weight: 1 },
			{ min: 2, max: 15, weight: 1 },
			{ min: 2, max: 15, weight: 1 },
		])
		expect(seconds.reduce((a, b) => a + b, 0)).toBe(60)
		expect(seconds[0]).toBe(5)
		for (const s of seconds.slice(1)) expect(s).toBeGreaterThanOrEqual(2)
	})
})

describe('repairReelScript', () => {
	it('re-times scenes contiguously from 0:00 to the duration', () => {
		const messy = script({
			duration: 60,
			scenes: [
				{ timing: 'hook', visualDescription: 'a', dialogue: 'Stop scrolling.' },
				{ timing: '0:03-0:15', visualDescription: 'b', dialogue: 'First point goes here.' },
				{ timing: '0:20-0:30', visualDescription: 'c', dialogue: 'Second point here.' },
				{ timing: '0:30-0:31', visualDescription: 'd', dialogue: 'Third point.' },
				{ timing: '0:31-0:45', visualDescription: 'e', dialogue: 'Fourth point.' },
				{ timing: '0:45-0:50', visualDescription: 'f', dialogue: 'Follow for more.' },
			],
		})
		const repaired = repairReelScript(messy, { duration: 60 })
		expect(validateReelScript(repaired, { duration: 60 })).toEqual([])
		expect(repaired.scenes[0]?.timing.startsWith('0:00-')).toBe(true)
		expect(repaired.scenes.at(-1)?.timing.endsWith('-1:00')).toBe(true)
	})

	it('trims dialogue that is too fast at a sentence boundary', () => {
		const fast = script()
		fast.scenes[1] = {
			...fast.scenes[1]!,
			timing: '0:04-0:08',
			dialogue:
				'Add flour and water. Then mix it all together very gently by hand until smooth and shiny.',
		}
		fast.scenes[2] = { ...fast.scenes[2]!, timing: '0:08-0:20' }
		const repaired = repairReelScript(fast, { duration: 30 })
		expect(validateReelScript(repaired, { duration: 30 })).toEqual([])
		expect(repaired.scenes[1]?.dialogue.startsWith('Add flour and water.')).toBe(true)
	})

	it('adds the call to action to the last scene when it has none', () => {
		const noCta = script()
		noCta.scenes[3] = { ...noCta.scenes[3]!, dialogue: 'That is it.' }
		const repaired = repairReelScript(noCta, { duration: 30, callToAction: 'Follow for more.' })
		expect(repaired.scenes.at(-1)?.dialogue).toBe('That is it. Follow for more.')
		expect(validateReelScript(repaired, { duration: 30 })).toEqual([])
	})

	it('never says the call to action twice when the closing already has it in other case', () => {
		const asked = script()
		asked.scenes[3] = {
			...asked.scenes[3]!,
			dialogue: 'keep that in mind. what’s your version of this story? i’d love to read it below.',
		}
		const repaired = repairReelScript(asked, {
			duration: 30,
			callToAction: 'What’s your version of this story? I’d love to read it below.',
		})
		expect(repaired.scenes.at(-1)?.dialogue).toBe(
			'keep that in mind. what’s your version of this story? i’d love to read it below.',
		)
	})

	it('merges scenes when there are too many for the duration', () => {
		const many = script({
			scenes: Array.from({ length: 12 }, (_, i) => ({
				timing: formatTiming(i * 2, i * 2 + 2),
				visualDescription: `shot ${i}`,
				dialogue: i === 11 ? 'Follow for more.' : `Point ${i}.`,
			})),
		})
		const repaired = repairReelScript(many, { duration: 30 })
		expect(validateReelScript(repaired, { duration: 30 })).toEqual([])
		expect(repaired.scenes[0]?.dialogue).toBe('Point 0.')
	})

	it('drops duplicate and malformed hashtags and keeps at most 30', () => {
		const tags = script({
			hashtags: [
				'bread',
				'#Bread',
				'#sour dough',
				...Array.from({ length: 40 }, (_, i) => `#t${i}`),
			],
		})
		const repaired = repairReelScript(tags, { duration: 30 })
		expect(repaired.hashtags.slice(0, 2)).toEqual(['#bread', '#sourdough'])
		expect(repaired.hashtags).toHaveLength(30)
	})
})
