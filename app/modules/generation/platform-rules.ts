// Platform limits and the per-post feedback of SPEC §5, shared by the engines (to stay inside
// the limits), the dashboard (live feedback) and the tests. No Node imports: this file is
// bundled for the browser too.
import twitter from 'twitter-text'
import { countGraphemes } from './generation-limits.ts'

// Re-exported: the engines and the dashboard take every platform measure from this module.
export { countGraphemes }

export type PostPlatform = 'twitter' | 'linkedin' | 'instagram'
export type FeedbackLevel = 'ok' | 'warning' | 'error'

export const PLATFORM_LIMITS = {
	twitter: { maxWeightedLength: 280, warnAbove: 240 },
	linkedin: { optimalMin: 150, optimalMax: 300, maxLength: 3000 },
	instagram: { maxLength: 2200, optimalHashtagsMin: 3, optimalHashtagsMax: 7, maxHashtags: 30 },
} as const

export type PostAssessmentCode =
	| 'twitter-ok'
	| 'twitter-near-limit'
	| 'twitter-too-long'
	| 'linkedin-optimal'
	| 'linkedin-could-be-longer'
	| 'linkedin-too-long'
	| 'linkedin-over-max'
	| 'instagram-optimal'
	| 'instagram-add-hashtags'
	| 'instagram-too-many-hashtags'
	| 'instagram-over-hashtag-max'
	| 'instagram-over-max'

export type PostAssessment = {
	platform: PostPlatform
	level: FeedbackLevel
	code: PostAssessmentCode
	/** English text from the spec; the UI may translate by `code` */
	message: string
	/** the length the platform counts: weighted for X, graphemes elsewhere */
	length: number
	/** the hard limit for that length */
	limit: number
	/** X only: characters left before the limit (negative when over) */
	remaining?: number
	hashtagCount: number
}

/** Length as X counts it: URLs are 23, emoji and CJK are 2, most other characters 1. */
export function twitterWeightedLength(text: string): number {
	return twitter.parseTweet(text).weightedLength
}

const HASHTAG_PATTERN =
	/(?:^|[^\p{L}\p{M}\p{N}_&/])#([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}][\p{L}\p{M}\p{N}_]*)/gu

/** The hashtags of a post, as written ('#Term'), in order. */
export function extractHashtags(text: string): string[] {
	return [...text.matchAll(HASHTAG_PATTERN)].map((match) => `#${match[1] ?? ''}`)
}

export function countHashtags(text: string): number {
	return extractHashtags(text).length
}

export function assessPost(platform: PostPlatform, content: string): PostAssessment {
	const hashtagCount = countHashtags(content)
	if (platform === 'twitter') {
		const { maxWeightedLength, warnAbove } = PLATFORM_LIMITS.twitter
		const length = twitterWeightedLength(content)
		const remaining = maxWeightedLength - length
		const base = { platform, length, limit: maxWeightedLength, remaining, hashtagCount }
		if (length > maxWeightedLength) {
			return {
				...base,
				level: 'error',
				code: 'twitter-too-long',
				message: `${-remaining} characters over the limit`,
			}
		}
		if (length > warnAbove) {
			return {
				...base,
				level: 'warning',
				code: 'twitter-near-limit',
				message: `${remaining} characters remaining`,
			}
		}
		return {
			...base,
			level: 'ok',
			code: 'twitter-ok',
			message: `${remaining} characters remaining`,
		}
	}
	if (platform === 'linkedin') {
		const { optimalMin, optimalMax, maxLength } = PLATFORM_LIMITS.linkedin
		const length = countGraphemes(content)
		const base = { platform, length, limit: maxLength, hashtagCount }
		if (length > maxLength) {
			return {
				...base,
				level: 'error',
				code: 'linkedin-over-max',
				message: 'Exceeds the 3,000 character limit',
			}
		}
		if (length > optimalMax) {
			return {
				...base,
				level: 'error',
				code: 'linkedin-too-long',
				message: 'Too long for optimal engagement',
			}
		}
		if (length < optimalMin) {
			return {
				...base,
				level: 'warning',
				code: 'linkedin-could-be-longer',
				message: 'Could be longer',
			}
		}
		return { ...base, level: 'ok', code: 'linkedin-optimal', message: 'Optimal length' }
	}
	const { maxLength, optimalHashtagsMin, optimalHashtagsMax, maxHashtags } =
		PLATFORM_LIMITS.instagram
	const length = countGraphemes(content)
	const base = { platform, length, limit: maxLength, hashtagCount }
	if (length > maxLength) {
		return {
			...base,
			level: 'error',
			code: 'instagram-over-max',
			message: 'Exceeds the 2,200 character limit',
		}
	}
	if (hashtagCount > maxHashtags) {
		return {
			...base,
			level: 'error',
			code: 'instagram-over-hashtag-max',
			message: 'More than 30 hashtags',
		}
	}
	if (hashtagCount < optimalHashtagsMin) {
		return {
			...base,
			level: 'warning',
			code: 'instagram-add-hashtags',
			message: `${hashtagCount} hashtags: add more (3-7 is optimal)`,
		}
	}
	if (hashtagCount > optimalHashtagsMax) {
		return {
			...base,
			level: 'warning',
			code: 'instagram-too-many-hashtags',
			message: `${hashtagCount} hashtags: too many (3-7 is optimal)`,
		}
	}
	return {
		...base,
		level: 'ok',
		code: 'instagram-optimal',
		message: `${hashtagCount} hashtags: optimal`,
	}
}

/** A limit the platform itself enforces (as opposed to advice): such a post is never shown. */
export function violatesHardLimit(platform: PostPlatform, content: string): boolean {
	if (platform === 'twitter')
		return twitterWeightedLength(content) > PLATFORM_LIMITS.twitter.maxWeightedLength
	if (platform === 'linkedin') return countGraphemes(content) > PLATFORM_LIMITS.linkedin.maxLength
	return (
		countGraphemes(content) > PLATFORM_LIMITS.instagram.maxLength ||
		countHashtags(content) > PLATFORM_LIMITS.instagram.maxHashtags
	)
}
