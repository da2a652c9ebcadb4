import { describe, expect, test } from 'vitest'
import { readVoiceProfile } from './voice-profile.ts'
describe('a hashtag rule that only narrows (session 19 review)', () => {
	test.each(['No hashtag spam.', 'Sin hashtags genéricos.', 'No hashtags on X.'])(
		'leaves Instagram its tags: %s',
		(voice) => {
			expect(readVoiceProfile(voice).hashtagLimit).toBeNull()
		},
	)
	test('"no hashtags." is none at all', () => {
		expect(readVoiceProfile('terse. no hashtags. no emoji.').hashtagLimit).toBe(0)
	})
})

describe('the voice’s own emoji (session 21)', () => {
	test('keeps the variation selector and skin tone that go with an emoji', () => {
		expect(readVoiceProfile('Inspirador, informal, emojis com moderação ✌️').emoji).toEqual(['✌️'])
		expect(readVoiceProfile('Warm and friendly 👍🏽 🍺').emoji).toEqual(['👍🏽', '🍺'])
	})
})
