// Building blocks for the form schemas. They are written with zod/mini (a few kB in the browser
// instead of full zod's tens): the same schema checks a form live in the browser (conform) and
// again in the route action, with the same messages. Messages are i18n keys.
import * as z from 'zod/mini'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { isWebAddress, LINK_MAX_CHARS } from '#app/modules/generation/post-links.ts'

/** Line endings folded and the ends trimmed, as the engines and the counters see text. */
const normalized = (value: string) => value.replace(/\r\n?/g, '\n').trim()

/**
 * At most `max` characters as a person counts them. The code-unit bound comes first: a few
 * letters with thousands of combining marks count as a few characters but would still cost
 * their length in work.
 */
export const withinLimit = (value: string, max: number) =>
	value.length <= max * 8 && countCharacters(value) <= max

/** A field that must be filled in: missing or blank is `requiredKey`, too long is `tooLongKey`. */
export function requiredText(max: number, { requiredKey, tooLongKey }: TextMessages) {
	return z.pipe(z.string({ error: requiredKey }), z.transform(normalized)).check(
		z.minLength(1, requiredKey),
		z.refine((value) => withinLimit(value, max), tooLongKey),
	)
}

/** A field that may be left empty (empty becomes undefined). */
export function optionalText(max: number, tooLongKey: string) {
	return z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => (value === undefined ? undefined : normalized(value) || undefined)),
		)
		.check(z.refine((value) => value === undefined || withinLimit(value, max), tooLongKey))
}

export type TextMessages = { requiredKey: string; tooLongKey: string }

/** A checkbox: "on" when ticked, absent when not. */
export const checkbox = z.pipe(
	z.optional(z.string()),
	z.transform((value) => value === 'on' || value === 'true'),
)

/** One of `values`, or undefined for an empty choice ("Auto"). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
	return z.pipe(
		z.optional(z.string()),
		z.transform((value) => (values.includes(value ?? '') ? (value as T[number]) : undefined)),
	)
}

export const OUTPUT_LANGUAGES = ['en', 'es', 'pt'] as const

/**
 * Text that may be left blank because another field can stand in for it (the Brand Voice when a
 * saved voice is picked): blank is "", the object's own check says when it is required.
 */
export function standInText(max: number, tooLongKey: string) {
	return z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => normalized(value ?? '')),
		)
		.check(z.refine((value) => withinLimit(value, max), tooLongKey))
}

/** "Link to share": an http(s) address, or nothing (the engines' shareLinkField, in zod/mini). */
export const shareLink = z
	.pipe(
		z.optional(z.string()),
		z.transform((value) => value?.trim() || undefined),
	)
	.check(
		z.refine(
			(value) => value === undefined || value.length <= LINK_MAX_CHARS,
			'postLinks.errors.tooLong',
		),
		z.refine((value) => value === undefined || isWebAddress(value), 'postLinks.errors.invalid'),
	)

/** The id of a saved voice ("" means none); an id no voice can have is refused as unknown. */
export const savedVoiceId = z
	.pipe(
		z.optional(z.string()),
		z.transform((value) => value?.trim() || undefined),
	)
	.check(z.refine((value) => value === undefined || value.length <= 64, 'voices.errors.notFound'))

/**
 * What the generator forms send besides source, voice and goal: typed or from a file (the
 * file's name and its original length, recorded only), the output language ("" is the source's
 * own), a link to share and a saved voice.
 */
export const sourceDetails = {
	inputType: z._default(z.enum(['text', 'file']), 'text'),
	originalFilename: optionalText(255, 'generate.errors.failed'),
	characterCount: z.optional(
		z
			.pipe(
				z.string(),
				z.transform((value) => Number(value)),
			)
			.check(z.refine((value) => Number.isInteger(value) && value >= 0)),
	),
	outputLanguage: optionalChoice(OUTPUT_LANGUAGES),
	link: shareLink,
	// A saved voice (app/modules/voices): its text stands in for a blank Brand Voice field.
	brandVoiceId: savedVoiceId,
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

const fieldsOf = (value: unknown) =>
	(typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>

/** The Brand Voice counts as filled in when a saved voice is picked. */
const isFilledIn = (fields: Record<string, unknown>, name: string) =>
	!isBlank(fields[name]) || (name === 'brandVoice' && !isBlank(fields.brandVoiceId))

/**
 * The Brand Voice is required unless a saved voice is picked (its text then stands in for it):
 * the field's own message, checked even when other fields fail so every message shows at once.
 */
export const brandVoiceOrSavedVoice = z.refine(
	(value: unknown) => isFilledIn(fieldsOf(value), 'brandVoice'),
	{ message: 'forms.required', path: ['brandVoice'], when: () => true },
)

/**
 * The form-level message of SPEC §5 when any of `names` is blank. It runs even when those fields
 * already have their own errors (`when`), so both show.
 */
export function allFilledIn(names: readonly string[], message: string) {
	return z.refine((value: unknown) => names.every((name) => isFilledIn(fieldsOf(value), name)), {
		message,
		when: () => true,
	})
}
