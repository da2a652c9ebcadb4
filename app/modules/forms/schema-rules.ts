// Building blocks for the form schemas. They are written with zod/mini (a few kB in the browser
// instead of full zod's tens): the same schema checks a form live in the browser (conform) and
// again in the route action, with the same messages. Messages are i18n keys.
import * as z from 'zod/mini'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'

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
 * What the generator forms send about their source besides its text: typed or from a file (the
 * file's name and its original length, recorded only), and the output language ("" is the
 * source's own).
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
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The form-level message of SPEC §5 when any of `names` is blank. It runs even when those fields
 * already have their own errors (`when`), so both show.
 */
export function allFilledIn(names: readonly string[], message: string) {
	return z.refine(
		(value: unknown) =>
			typeof value === 'object' &&
			value !== null &&
			names.every((name) => !isBlank((value as Record<string, unknown>)[name])),
		{ message, when: () => true },
	)
}
