import { expect, test } from 'vitest'
import { learnVoiceFromSamples } from '#app/modules/generation/voice-samples.ts'
import { describeLearnedVoice } from './describe-voice.ts'

test('a casual emoji voice is described by its length, emoji, person, tone and opener', () => {
	const learned = learnVoiceFromSamples([
		'Quick tip: I always write the hook last 🔥 It’s easier once you know the point!',
		'Quick tip: I don’t post on Fridays ✨ Nobody’s reading, so I save it for Monday!',
	])
	expect(describeLearnedVoice(learned)).toEqual([
		{ key: 'length.short', values: { chars: 80 } },
		{ key: 'emoji', values: { emoji: '🔥 ✨' } },
		{ key: 'person.first-singular' },
		{ key: 'formality.informal' },
		{ key: 'exclamations' },
		{ key: 'openers', values: { openers: '“Quick tip:”' } },
	])
})

test('a voice without samples has nothing to describe', () => {
	expect(describeLearnedVoice(learnVoiceFromSamples([]))).toEqual([])
})

test('hashtag habits and a sign-off are named', () => {
	const learned = learnVoiceFromSamples([
		'We shipped dark mode.\nThanks for reading — The Team\n#Product #Design',
		'We fixed the export bug.\nThanks for reading — The Team\n#Product',
	])
	const keys = describeLearnedVoice(learned)
	expect(keys).toContainEqual({
		key: 'hashtags',
		values: { count: 2, tags: '#Product #Design' },
	})
	expect(keys).toContainEqual({
		key: 'signOff',
		values: { signOff: '“Thanks for reading — The Team”' },
	})
	expect(keys).toContainEqual({ key: 'person.first-plural' })
	expect(keys).toContainEqual({ key: 'noEmoji' })
})
