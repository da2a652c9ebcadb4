// The built-in, offline, deterministic post engine. It writes from the model of the source
// (source-model.ts): the author's own sentences, each one able to stand alone in a post, put
// into a shape that fits the kind of text, the goal and the voice (post-writer.ts), framed by
// a few hand-written phrases (post-phrases.ts) and the goal's own words. So it cannot invent
// facts or numbers.
//
// Output language: an offline engine has no translator, so it writes in the source's language
// whatever `outputLanguage` says; only the AI provider translates (the form says so).
import { CONTRACTION_WORDS } from './voice-profile.ts'
import { allPhraseTexts } from './post-phrases.ts'
import { PLATFORMS, writePost, writePosts, type Platform, type PostShape } from './post-writer.ts'
import { LINK_PLACEHOLDER } from './post-links.ts'
import type { ContentLanguage } from './source-analysis.ts'
import type { LearnedVoice } from './voice-samples.ts'

export { PLATFORMS, type Platform, type PostShape }

export type GenerateInput = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	seoOptimize: boolean
	/** Ignored by this engine: it writes in the source's language (see above). */
	outputLanguage?: ContentLanguage
	/** The page to send readers to (the "Link to share" field); else the goal's or the source's. */
	link?: string
	/** The user's own past posts, when the voice was learned from samples. */
	voiceSamples?: string[]
	/** What was learned from those samples (voice-samples.ts). */
	learnedVoice?: LearnedVoice
}

export type GeneratedPost = { platform: Platform; content: string }

const EMOJI = [
	'🍞',
	'🥖',
	'🍳',
	'🥘',
	'🚨',
	'🛠️',
	'💻',
	'⚙️',
	'💰',
	'📊',
	'💪',
	'🥗',
	'🎧',
	'🎶',
	'⏱️',
	'🧠',
	'🎤',
	'💡',
	'✈️',
	'🌍',
	'🤝',
	'💼',
	'🎨',
	'🖼️',
	'🚀',
	'📦',
	'💬',
	'🫶',
	'🌱',
	'✨',
	'📌',
	'✔️',
]

/** Every fixed word the engine may add, for checks that a post says nothing beyond its source. */
export function templatePhrases(): string[] {
	return [
		...allPhraseTexts(),
		...EMOJI,
		...CONTRACTION_WORDS,
		LINK_PLACEHOLDER,
		'•',
		'→',
		'–',
		'—',
		'…',
		'“',
		'”',
	]
}

/** One post per platform, in the order twitter, linkedin, instagram. */
export function generatePosts(input: GenerateInput): GeneratedPost[] {
	return writePosts(input).map(({ platform, content }) => ({ platform, content }))
}

/**
 * One post for one platform. Variant 0 is what generatePosts returns; 1, 2… are different
 * takes (another shape, other sentences, another phrasing), deterministic.
 */
export function generatePost(
	input: GenerateInput,
	platform: Platform,
	variant: number,
): GeneratedPost {
	const safeVariant = Number.isFinite(variant) ? Math.max(0, Math.trunc(variant)) : 0
	const post = writePost(input, platform, safeVariant)
	if (safeVariant > 0 && post.content === writePost(input, platform, 0).content) {
		// Tiny sources leave little to vary: at least the phrasing changes.
		const next = writePost(input, platform, safeVariant + 1)
		return { platform, content: next.content }
	}
	return { platform, content: post.content }
}
