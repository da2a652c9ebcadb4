// A brand voice learned from a few of the user's own past posts. The learning itself (lengths,
// emoji and hashtag habits, person, formality, openers, sign-offs) is a pure function so both
// engines, the voices page and the tests share it; no Node imports, so it can run anywhere.

/** What the engines read from a set of sample posts. Every field is a habit seen in them. */
export type LearnedVoice = {
	/** how many samples it was learned from */
	sampleCount: number
	/** median characters per sample */
	medianLength: number
	/** median words per sentence */
	wordsPerSentence: number
	/** share of samples with at least one emoji, 0..1 */
	emojiRate: number
	/** the emoji they use, most frequent first (at most 5) */
	emoji: string[]
	/** median hashtags per sample */
	hashtagsPerPost: number
	/** their hashtags as written, most frequent first (at most 10) */
	hashtags: string[]
	person: 'first-singular' | 'first-plural' | 'second' | 'neutral'
	formality: 'formal' | 'informal'
	/** share of sentences ending in "!", 0..1 */
	exclamationRate: number
	/** contractions per 100 words (don't, it's, we're; pra, tá) */
	contractionRate: number
	/** first words that open two or more samples ("Quick tip:", "Hot take:") */
	openers: string[]
	/** a closing line used by two or more samples ("— Ana", "Happy baking!") */
	signOff: string | null
}

export const MAX_VOICE_SAMPLES = 10
export const MAX_VOICE_SAMPLE_CHARS = 3000
