// The account forms' schemas for the browser: the same ones the flows and the JSON API use
// (account-schemas.ts), plus the one-field code forms. Loaded after hydration (useSchemaForm).
import * as z from 'zod/mini'
import {
	ForgotPasswordSchema,
	ResetPasswordSchema,
	SigninSchema,
	SignupSchema,
} from '#app/modules/auth/account-schemas.ts'
import { parseSubmission } from './submission.ts'

/** A code typed from an authenticator app or an email, or a backup code: the server checks it. */
export const CodeSchema = z.object({
	code: z
		.string({ error: 'mfa.errors.codeRequired' })
		.check(z.trim(), z.minLength(1, 'mfa.errors.codeRequired'), z.maxLength(40)),
})

/** Turning two-factor authentication off: the password (when the account has one) and a code. */
export const DisableMfaSchema = z.object({
	password: z.optional(z.string({ error: 'errors.passwordRequired' }).check(z.maxLength(200))),
	code: CodeSchema.shape.code,
})
export const DisableMfaWithPasswordSchema = z.object({
	password: z
		.string({ error: 'errors.passwordRequired' })
		.check(z.minLength(1, 'errors.passwordRequired'), z.maxLength(200)),
	code: CodeSchema.shape.code,
})

/** The email-code form's first step: where to send the code. */
export const EmailOnlySchema = ForgotPasswordSchema

export const validateSignin = (formData: FormData) => parseSubmission(formData, SigninSchema)
export const validateSignup = (formData: FormData) => parseSubmission(formData, SignupSchema)
export const validateForgotPassword = (formData: FormData) =>
	parseSubmission(formData, ForgotPasswordSchema)
export const validateResetPassword = (formData: FormData) =>
	parseSubmission(formData, ResetPasswordSchema)
export const validateCode = (formData: FormData) => parseSubmission(formData, CodeSchema)
export const validateDisableMfa = (formData: FormData) =>
	parseSubmission(
		formData,
		formData.has('password') ? DisableMfaWithPasswordSchema : DisableMfaSchema,
	)
export const validateEmail = (formData: FormData) => parseSubmission(formData, EmailOnlySchema)
