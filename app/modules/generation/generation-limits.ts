// Input limits of SPEC §5, shared by the live counters and the server's schema.

export const POST_SOURCE_MAX_CHARS = 3000
export const BRAND_VOICE_MAX_CHARS = 500
export const CONTENT_GOAL_MAX_CHARS = 300

export type CounterLevel = 'normal' | 'warning' | 'danger'

/** Yellow above 80% of the limit, red above 90% (2400/2700, 400/450, 240/270). */
export function counterLevel(length: number, max: number): CounterLevel {
	if (length > max * 0.9) return 'danger'
	if (length > max * 0.8) return 'warning'
	return 'normal'
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Characters as a person counts them (an emoji or an accented letter is one). */
export function countCharacters(text: string): number {
	let count = 0
	for (const _ of segmenter.segment(text)) count += 1
	return count
}
