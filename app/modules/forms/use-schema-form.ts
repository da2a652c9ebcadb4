import { type Submission, type SubmissionResult, useForm } from '@conform-to/react'
import { useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { FormConstraint } from './submission.ts'

export type FormValidator<Schema extends $ZodType> = (
	formData: FormData,
) => Submission<z.output<Schema>, string[]>

/**
 * A conform form checked by the schema the route action checks it with.
 *
 * - Until JavaScript runs the browser checks the constraint attributes the server derived from
 *   the schema (`constraint`, sent by the loader: the same attributes render on both sides).
 * - The schema itself (zod/mini) loads just after the page hydrates (`loadValidator`), so it is
 *   not part of the page's first download; from then on conform checks the form on submit
 *   (nothing is sent, the first field to fix gets the focus) and each field again on every
 *   keystroke once it has an error. Before that, or if the chunk fails to load, the form is
 *   simply checked by the server.
 * - `lastResult` is the action's reply: its errors, and what was typed, so nothing is lost.
 */
export function useSchemaForm<Schema extends $ZodType>(options: {
	id: string
	constraint: FormConstraint
	/** Absent for a form only the server can check (its rules depend on stored data). */
	loadValidator?: () => Promise<FormValidator<Schema>>
	lastResult?: SubmissionResult<string[]> | null
	defaultValue?: Partial<Record<keyof z.input<Schema>, string | null>>
}) {
	const [validate, setValidate] = useState<FormValidator<Schema> | null>(null)
	const { loadValidator } = options
	useEffect(() => {
		if (!loadValidator) return
		let current = true
		loadValidator().then(
			(loaded) => current && setValidate(() => loaded),
			() => {}, // offline or a new deploy: the server still checks every submission
		)
		return () => {
			current = false
		}
	}, [loadValidator])
	const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
		id: options.id,
		lastResult: options.lastResult,
		defaultValue: options.defaultValue as never,
		constraint: options.constraint,
		defaultNoValidate: false,
		// Checked first on submit, then live while a field is fixed. (Checking on blur moves the
		// layout under the pointer: a click on Submit could land beside it.)
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: validate ? ({ formData }) => validate(formData) : undefined,
	})
	return [form, fields] as const
}
