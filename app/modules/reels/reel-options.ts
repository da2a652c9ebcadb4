// The reel generator's option lists. Browser-safe (no Node imports): the form, the route's zod
// schema, the engines and the i18n resources all read these, so the ids are defined once here.
// User-facing labels live in the locale files, keyed by these ids.

export const REEL_DURATIONS = [30, 60, 90] as const
export type ReelDuration = (typeof REEL_DURATIONS)[number]
export const DEFAULT_REEL_DURATION: ReelDuration = 30

export const REEL_CATEGORIES = [
	'educational',
	'entertainment',
	'behind_scenes',
	'tips',
	'storytelling',
	'product_showcase',
	'lifestyle',
] as const
export type ReelCategory = (typeof REEL_CATEGORIES)[number]

export const HOOK_TYPES = [
	'curiosity',
	'pov',
	'list',
	'transformation',
	'pattern_interrupt',
	'myth_busting',
	'mistake',
	'negative_behavioral',
	'problem_focused',
	'loss_aversion',
	'urgency_negative',
	'contrarian',
] as const
export type HookType = (typeof HOOK_TYPES)[number]

export const REEL_SOURCE_MAX_CHARS = 8000

export function isReelDuration(value: unknown): value is ReelDuration {
	return REEL_DURATIONS.some((d) => d === value)
}

export function isReelCategory(value: unknown): value is ReelCategory {
	return REEL_CATEGORIES.some((c) => c === value)
}

export function isHookType(value: unknown): value is HookType {
	return HOOK_TYPES.some((h) => h === value)
}
