import { fieldErrors, ForgotPasswordSchema, ResetPasswordSchema } from './account-schemas.ts'
import { requestPasswordReset, resetPassword } from './password-reset.server.ts'
import { clientIpFrom, hitRateLimit } from './rate-limit.server.ts'
import { runInBackground } from '#app/utils/background-tasks.server.ts'

// Forgot and reset password, shared by the HTML forms and the JSON API so both apply the same
// rules, limits and answers (the schemas are in account-schemas.ts, which the forms also use).
// Messages are i18n keys.

export { ForgotPasswordSchema, ResetPasswordSchema }

type RateLimited = { ok: false; code: 'RATE_LIMITED'; status: 429; retryAfterSeconds: number }
type Invalid = {
	ok: false
	code: 'INVALID_INPUT'
	status: 400
	fieldErrors: Record<string, string>
}

function limited(request: Request, action: string): RateLimited | null {
	const result = hitRateLimit(`${action}:${clientIpFrom(request)}`)
	return result.allowed
		? null
		: { ok: false, code: 'RATE_LIMITED', status: 429, retryAfterSeconds: result.retryAfterSeconds }
}

/** Always "sent" for a well-formed email, whether or not it has an account. */
export async function forgotPasswordFlow(
	request: Request,
	input: { email: unknown },
	language: string,
): Promise<{ ok: true; email: string } | RateLimited | Invalid> {
	const rateLimited = limited(request, 'forgot-password')
	if (rateLimited) return rateLimited
	const parsed = ForgotPasswordSchema.safeParse(input)
	if (!parsed.success) {
		return { ok: false, code: 'INVALID_INPUT', status: 400, fieldErrors: fieldErrors(parsed.error) }
	}
	// Both answers do the same work: the account lookup, the token and the mail all happen after
	// the response (timing must not tell which addresses have an account).
	const email = parsed.data.email
	runInBackground('password reset', () => requestPasswordReset({ request, email, language }))
	return { ok: true, email }
}

export async function resetPasswordFlow(
	request: Request,
	input: { token: unknown; password: unknown; confirmPassword?: unknown },
	language: string,
): Promise<
	{ ok: true } | RateLimited | Invalid | { ok: false; code: 'INVALID_TOKEN'; status: 400 }
> {
	const rateLimited = limited(request, 'reset-password')
	if (rateLimited) return rateLimited
	const parsed = ResetPasswordSchema.safeParse(input)
	if (!parsed.success) {
		return { ok: false, code: 'INVALID_INPUT', status: 400, fieldErrors: fieldErrors(parsed.error) }
	}
	const result = await resetPassword({
		request,
		token: parsed.data.token,
		password: parsed.data.password,
		language,
	})
	return result.ok ? result : { ...result, status: 400 }
}
