import * as z from 'zod/mini'
import type { $ZodError } from 'zod/v4/core'
import { normalizeEmail } from './email-address.ts'
import { PASSWORD_MAX_LENGTH, passwordMeetsRules } from './password-rules.ts'

// Messages are i18n keys; the route translates them. The schemas are shared by the HTML forms
// (checked in the browser too, with conform) and the JSON API, so all enforce the same rules.
// zod/mini keeps them small enough to ship to the browser.
// One normal form for an address (email-address.ts): accounts, limits and lookups key on it.
const email = z.pipe(
	z.pipe(
		z
			.string({ error: 'errors.emailRequired' })
			.check(
				z.trim(),
				z.minLength(1, 'errors.emailRequired'),
				z.maxLength(254, 'errors.emailInvalid'),
			),
		z.email({ error: 'errors.emailInvalid' }),
	),
	z.transform(normalizeEmail),
)

const optionalName = z.pipe(
	z.optional(z.string().check(z.trim(), z.maxLength(60, 'errors.nameTooLong'))),
	z.transform((value) => (value ? value : undefined)),
)

const newPassword = z
	.string({ error: 'errors.passwordRequired' })
	.check(
		z.maxLength(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong'),
		z.refine(passwordMeetsRules, 'errors.passwordRules'),
	)

/** The form always sends a confirmation; the JSON API has none. */
const confirmation = z.refine<{ password: string; confirmPassword?: string }>(
	(value) => value.confirmPassword === undefined || value.confirmPassword === value.password,
	{ path: ['confirmPassword'], message: 'errors.passwordMismatch' },
)

export const SigninSchema = z.object({
	email,
	password: z
		.string({ error: 'errors.passwordRequired' })
		.check(z.minLength(1, 'errors.passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH)),
})

export const SignupSchema = z
	.object({
		firstName: optionalName,
		lastName: optionalName,
		email,
		password: newPassword,
		confirmPassword: z.optional(z.string()),
	})
	.check(confirmation)

export type SignupInput = z.output<typeof SignupSchema>

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z
	.object({
		token: z
			.string({ error: 'reset.missingBody' })
			.check(z.trim(), z.minLength(1, 'reset.missingBody'), z.maxLength(200)),
		password: newPassword,
		confirmPassword: z.optional(z.string()),
	})
	.check(confirmation)

/** Field errors keyed by field name, first message per field. */
export function fieldErrors(error: $ZodError): Record<string, string> {
	const errors: Record<string, string> = {}
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? 'form')
		errors[key] ??= issue.message
	}
	return errors
}
