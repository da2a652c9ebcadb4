import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { hostileSources } from '#app/modules/generation/hostile-inputs.ts'
import { generateReelScript, type ReelGenerationInput } from './built-in-reel-engine.ts'
import { REEL_DURATIONS } from './reel-options.ts'
import { type ReelScript, validateReelScript } from './reel-script.ts'
import { inventedNumbers } from './reel-text.ts'

// Speed is asserted by counting, not timing: segmenting words and sentences is the reel engine's
// main cost, so the characters handed to Intl.Segmenter are its work.
const work = { characters: 0 }
const segment = Intl.Segmenter.prototype.segment

beforeAll(() => {
	vi.spyOn(Intl.Segmenter.prototype, 'segment').mockImplementation(function (
		this: Intl.Segmenter,
		text: string,
	) {
		work.characters += text.length
		return segment.call(this, text)
	})
})

afterAll(() => {
	vi.restoreAllMocks()
})

const base: Omit<ReelGenerationInput, 'sourceContent' | 'duration'> = {
	brandVoice: 'Friendly and clear, a little playful.',
	contentGoal: 'Drive traffic to the blog',
	category: 'educational',
	hookType: 'curiosity',
}

function scriptText(script: ReelScript): string {
	return [
		...script.scenes.flatMap((scene) => [scene.dialogue, scene.textOverlay ?? '']),
		script.caption,
		script.hashtags.join(' '),
	].join('\n')
}

describe('generateReelScript on hostile 8,000-character sources', () => {
	test.each(Object.entries(hostileSources(8000)))('%s', (_, sourceContent) => {
		for (const duration of REEL_DURATIONS) {
			work.characters = 0
			const script = generateReelScript({ ...base, sourceContent, duration })
			const segmented = work.characters
			expect(validateReelScript(script, { duration }), `${duration}s`).toEqual([])
			expect(inventedNumbers(scriptText(script), sourceContent)).toEqual([])
			// The source is segmented about ten times over; a scan per word would be thousands.
			expect(segmented, `${duration}s`).toBeLessThan(sourceContent.length * 20)
		}
	})

	test('work grows linearly with the source', () => {
		for (const unit of ['WORD ', 'go — ', 'word, ']) {
			const measure = (length: number) => {
				work.characters = 0
				const sourceContent = unit.repeat(length / unit.length)
				generateReelScript({ ...base, sourceContent, duration: 90 })
				return work.characters
			}
			// Shorter first: counts are cached, which can only make the longer run look cheaper.
			const half = measure(4000)
			expect(measure(8000), unit).toBeLessThan(half * 2.5)
		}
	})
})
