// conform's submission format for a zod/mini schema, on the server and in the browser alike:
// field errors keyed by field name ('' for the form), each a list of i18n keys.
import { parse, type Submission, type useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import type { $ZodIssue, $ZodType } from 'zod/v4/core'

export type FormErrors = Record<string, string[]>

export function issuesToErrors(issues: readonly $ZodIssue[]): FormErrors {
	const errors: FormErrors = {}
	for (const issue of issues) {
		const name = issue.path.map(String).join('.')
		const list = (errors[name] ??= [])
		if (!list.includes(issue.message)) list.push(issue.message)
	}
	return errors
}

/** Parses a submitted form with `schema` into conform's Submission (value, or errors to reply with). */
export function parseSubmission<Schema extends $ZodType>(
	formData: FormData | URLSearchParams,
	schema: Schema,
): Submission<z.output<Schema>, string[]> {
	return parse<z.output<Schema>, string[]>(formData, {
		resolve(payload) {
			const result = z.safeParse(schema, payload)
			return result.success
				? { value: result.data }
				: { error: issuesToErrors(result.error.issues) }
		},
	})
}

export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]['constraint']>

/**
 * The HTML constraint attributes (required, lengths, patterns) a schema implies, as plain data
 * for a loader to send: the page renders them the same on the server and in the browser.
 * `nativeRequired: false` leaves `required` out, for forms whose spec has its own message for
 * blank fields (the generators): without JavaScript the server then answers with it, instead
 * of the browser's bubble.
 */
const constraints = new WeakMap<$ZodType, { native: FormConstraint; noRequired: FormConstraint }>()

export function constraintOf(
	schema: $ZodType,
	{ nativeRequired = true }: { nativeRequired?: boolean } = {},
): FormConstraint {
	// Worked out once per schema: loaders send it with every page.
	let known = constraints.get(schema)
	if (!known) {
		const proxy = getZodConstraint(schema)
		const names = Object.keys(proxy)
		known = {
			native: Object.fromEntries(names.map((name) => [name, { ...proxy[name] }])),
			noRequired: Object.fromEntries(
				names.map((name) => [name, { ...proxy[name], required: false }]),
			),
		}
		constraints.set(schema, known)
	}
	return nativeRequired ? known.native : known.noRequired
}
