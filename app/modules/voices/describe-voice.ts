import type { LearnedVoice } from '#app/modules/generation/voice-samples.ts'

/** One phrase of a learned voice in words: an i18n key (under voices.learned) and its values. */
export type VoicePhrase = { key: string; values?: Record<string, string | number> }

// Post length bands, in characters: an X-sized post, a short caption, anything longer.
const SHORT_POST = 300
const MEDIUM_POST = 900

/**
 * "Short posts, about 180 characters · uses emoji 🔥 ✨ · speaks as "I" · casual · often opens
 * with "Quick tip:"": what was learned, as phrases the page translates and joins.
 */
export function describeLearnedVoice(voice: LearnedVoice): VoicePhrase[] {
	if (voice.sampleCount === 0) return []
	const phrases: VoicePhrase[] = []
	const chars = Math.round(voice.medianLength / 10) * 10 || voice.medianLength
	const length =
		voice.medianLength <= SHORT_POST
			? 'short'
			: voice.medianLength <= MEDIUM_POST
				? 'medium'
				: 'long'
	phrases.push({ key: `length.${length}`, values: { chars } })
	if (voice.emojiRate >= 0.3 && voice.emoji.length) {
		phrases.push({ key: 'emoji', values: { emoji: voice.emoji.slice(0, 3).join(' ') } })
	} else {
		phrases.push({ key: 'noEmoji' })
	}
	if (voice.hashtagsPerPost >= 1 && voice.hashtags.length) {
		phrases.push({
			key: 'hashtags',
			values: {
				count: Math.round(voice.hashtagsPerPost),
				tags: voice.hashtags.slice(0, 3).join(' '),
			},
		})
	}
	phrases.push({ key: `person.${voice.person}` })
	phrases.push({ key: `formality.${voice.formality}` })
	if (voice.exclamationRate >= 0.25) phrases.push({ key: 'exclamations' })
	if (voice.openers.length) {
		phrases.push({ key: 'openers', values: { openers: voice.openers.map(quote).join(', ') } })
	}
	if (voice.signOff) phrases.push({ key: 'signOff', values: { signOff: quote(voice.signOff) } })
	return phrases
}

function quote(text: string) {
	return `“${text}”`
}
