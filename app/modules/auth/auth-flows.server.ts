import { recordSignUp, signupAttribution } from '#app/modules/analytics/attribution.server.ts'
import { fieldErrors, SigninSchema, SignupSchema } from './account-schemas.ts'
import {
	checkAccountThrottle,
	clearAccountFailures,
	recordAccountFailure,
} from './account-throttle.server.ts'
import { createAccount } from './accounts.server.ts'
import { authenticateWithPassword } from './authenticator.server.ts'
import { startPendingMfa } from './mfa-login.server.ts'
import { clientIpFrom, hitRateLimit } from './rate-limit.server.ts'
import { safeRedirect } from './safe-redirect.ts'
import { createUserSession } from './session.server.ts'
import { prisma } from '#app/utils/db.server.ts'

// The HTML forms and the JSON API share these flows, so both enforce the same rules and limits.

export type AuthFailure =
	| { ok: false; status: 400; code: 'INVALID_INPUT'; fieldErrors: Record<string, string> }
	| { ok: false; status: 401; code: 'INVALID_CREDENTIALS' }
	| { ok: false; status: 409; code: 'EMAIL_EXISTS' }
	| { ok: false; status: 429; code: 'RATE_LIMITED'; retryAfterSeconds: number }

/**
 * `requiresMFA`: the password was right but the account has MFA on, so `setCookie` carries the
 * pending sign-in (mfa-login.server.ts), not a session.
 */
export type AuthSuccess = { ok: true; userId: string; setCookie: string; requiresMFA: boolean }

function rateLimited(request: Request, action: 'signin' | 'signup'): AuthFailure | null {
	const result = hitRateLimit(`${action}:${clientIpFrom(request)}`)
	if (result.allowed) return null
	return {
		ok: false,
		status: 429,
		code: 'RATE_LIMITED',
		retryAfterSeconds: result.retryAfterSeconds,
	}
}

/** `request` must carry the credentials as form data (remix-auth's FormStrategy reads it). */
export async function signInWithPassword(request: Request): Promise<AuthSuccess | AuthFailure> {
	const limited = rateLimited(request, 'signin')
	if (limited) return limited
	// FormStrategy consumes the body, so validation reads a clone.
	const form = await request.clone().formData()
	const parsed = SigninSchema.safeParse({
		email: form.get('email'),
		password: form.get('password'),
	})
	if (!parsed.success) {
		return { ok: false, status: 400, code: 'INVALID_INPUT', fieldErrors: fieldErrors(parsed.error) }
	}
	// Per account, whichever IPs the tries come from, and before any password is hashed. Keyed
	// on the address typed (normalised), so an address without an account is throttled alike.
	const account = `signin:${parsed.data.email}`
	const throttled = checkAccountThrottle(account)
	if (!throttled.allowed) {
		return {
			ok: false,
			status: 429,
			code: 'RATE_LIMITED',
			retryAfterSeconds: throttled.retryAfterSeconds,
		}
	}
	const userId = await authenticateWithPassword(request)
	if (!userId) {
		recordAccountFailure(account)
		return { ok: false, status: 401, code: 'INVALID_CREDENTIALS' }
	}
	clearAccountFailures(account)
	const user = await prisma.user.findUnique({ where: { id: userId }, select: { mfaEnabled: true } })
	if (user?.mfaEnabled) {
		const redirectTo = safeRedirect(form.get('redirectTo'), '/')
		return {
			ok: true,
			userId,
			requiresMFA: true,
			setCookie: await startPendingMfa(userId, redirectTo),
		}
	}
	return {
		ok: true,
		userId,
		requiresMFA: false,
		setCookie: await createUserSession(request, userId),
	}
}

export async function signUpWithPassword(
	request: Request,
	input: Record<string, unknown>,
): Promise<AuthSuccess | AuthFailure> {
	const limited = rateLimited(request, 'signup')
	if (limited) return limited
	const parsed = SignupSchema.safeParse(input)
	if (!parsed.success) {
		return { ok: false, status: 400, code: 'INVALID_INPUT', fieldErrors: fieldErrors(parsed.error) }
	}
	const attribution = signupAttribution(
		request,
		typeof input.signupSource === 'string' ? input.signupSource : null,
	)
	const result = await createAccount(parsed.data, { method: 'email', ...attribution })
	if (!result.ok) return { ok: false, status: 409, code: 'EMAIL_EXISTS' }
	await recordSignUp(request, {
		userId: result.userId,
		method: 'email',
		source: attribution.source,
	})
	return {
		ok: true,
		userId: result.userId,
		requiresMFA: false,
		setCookie: await createUserSession(request, result.userId),
	}
}
