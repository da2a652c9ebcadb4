import { describe, expect, test } from 'vitest'
import { REEL_SOURCE_MAX_CHARS } from './reel-options.ts'
import { GenerateReelSchema } from './reel-schemas.ts'

const fields = {
	brandVoice: 'Friendly and clear.',
	contentGoal: 'Drive traffic to the blog',
	category: 'tips',
	hookType: 'curiosity',
	duration: 60,
}

describe('GenerateReelSchema', () => {
	test('accepts an upload processed over the limit once the editor brings it under', () => {
		const parsed = GenerateReelSchema.safeParse({
			...fields,
			sourceContent: 'Rest the dough overnight. '.repeat(100),
			inputType: 'file',
			characterCount: REEL_SOURCE_MAX_CHARS + 1500,
		})
		expect(parsed.success).toBe(true)
	})

	test('limits the text sent, typed or uploaded, in characters a person counts', () => {
		for (const inputType of ['text', 'file']) {
			const over = GenerateReelSchema.safeParse({
				...fields,
				sourceContent: 'a'.repeat(REEL_SOURCE_MAX_CHARS + 1),
				inputType,
			})
			expect(over.error?.issues.map((issue) => issue.message)).toEqual(['reels.errors.tooLong'])
			// An emoji with a skin tone is one character, though four UTF-16 units.
			const emoji = GenerateReelSchema.safeParse({
				...fields,
				sourceContent: '👍🏽'.repeat(REEL_SOURCE_MAX_CHARS),
				inputType,
			})
			expect(emoji.success).toBe(true)
		}
	})
})
