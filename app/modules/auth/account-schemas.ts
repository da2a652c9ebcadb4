import { z } from 'zod'
import { normalizeEmail } from './email-address.ts'
import { PASSWORD_MAX_LENGTH, passwordMeetsRules } from './password-rules.ts'

// Messages are i18n keys; the route translates them. Schemas are shared by the HTML forms and
// the JSON API so both enforce the same rules.
const email = z
	.string({ error: 'errors.emailRequired' })
	.trim()
	.min(1, 'errors.emailRequired')
	.max(254, 'errors.emailInvalid')
	.pipe(z.email({ error: 'errors.emailInvalid' }))
	.transform(normalizeEmail)

const optionalName = z
	.string()
	.trim()
	.max(60, 'errors.nameTooLong')
	.optional()
	.transform((value) => (value ? value : undefined))

export const SigninSchema = z.object({
	email,
	password: z
		.string({ error: 'errors.passwordRequired' })
		.min(1, 'errors.passwordRequired')
		.max(PASSWORD_MAX_LENGTH),
})

export const SignupSchema = z
	.object({
		firstName: optionalName,
		lastName: optionalName,
		email,
		password: z
			.string({ error: 'errors.passwordRequired' })
			.max(PASSWORD_MAX_LENGTH, 'errors.passwordTooLong')
			.refine(passwordMeetsRules, 'errors.passwordRules'),
		confirmPassword: z.string().optional(),
	})
	.superRefine((value, ctx) => {
		// The API has no confirm field; the form always sends one.
		if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
			ctx.addIssue({
				code: 'custom',
				path: ['confirmPassword'],
				message: 'errors.passwordMismatch',
			})
		}
	})

export type SignupInput = z.infer<typeof SignupSchema>

/** Field errors keyed by field name, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
	const errors: Record<string, string> = {}
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? 'form')
		errors[key] ??= issue.message
	}
	return errors
}
