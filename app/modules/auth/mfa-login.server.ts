import { createCookie, redirect } from 'react-router'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { codeAttemptsBlocked, recordFailedCodeAttempt } from './code-attempts.server.ts'
import { verifyMfaCode } from './mfa.server.ts'
import { safeRedirect } from './safe-redirect.ts'
import { createUserSession } from './session.server.ts'
import {
	consumeTokenVerification,
	createTokenVerification,
	findTokenVerification,
	MFA_LOGIN_TTL_MS,
} from './verification.server.ts'

// A sign-in that passed its first factor (password, emailed code, social) but still needs the
// authenticator code. No session exists yet: the browser holds a signed cookie with a random
// token, and a `mfa-login` Verification row (token hashed) says which user it is for. The code
// step only works from the client that holds the cookie, never with a user id alone.

let pendingCookie: ReturnType<typeof createCookie> | undefined
function getPendingCookie() {
	if (pendingCookie) return pendingCookie
	const env = getEnv()
	pendingCookie = createCookie('__mfa', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: env.COOKIE_SECURE,
		secrets: env.SESSION_SECRETS,
		maxAge: MFA_LOGIN_TTL_MS / 1000,
	})
	return pendingCookie
}

type CookieValue = { token: string; redirectTo: string }

function isCookieValue(value: unknown): value is CookieValue {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof (value as CookieValue).token === 'string' &&
		typeof (value as CookieValue).redirectTo === 'string'
	)
}

/** Records the pending sign-in and returns the Set-Cookie header that carries it. */
export async function startPendingMfa(userId: string, redirectTo: string) {
	const token = await createTokenVerification({
		type: 'mfa-login',
		target: userId,
		ttlMs: MFA_LOGIN_TTL_MS,
		replace: false,
	})
	return getPendingCookie().serialize({
		token,
		redirectTo: safeRedirect(redirectTo, '/'),
	} satisfies CookieValue)
}

async function readCookie(request: Request): Promise<CookieValue | null> {
	const value: unknown = await getPendingCookie().parse(request.headers.get('Cookie'))
	return isCookieValue(value) ? value : null
}

export async function getPendingMfa(request: Request) {
	const value = await readCookie(request)
	if (!value) return null
	const row = await findTokenVerification('mfa-login', value.token)
	return row ? { userId: row.target, redirectTo: value.redirectTo } : null
}

/** Forgets the pending sign-in ("Back to sign in") and returns the cookie-clearing header. */
export async function clearPendingMfa(request: Request) {
	const value = await readCookie(request)
	if (value) await consumeTokenVerification('mfa-login', value.token)
	return getPendingCookie().serialize('', { maxAge: 0 })
}

export type CompleteMfaResult =
	| { ok: true; userId: string; redirectTo: string; setCookies: string[] }
	| { ok: false; code: 'NO_PENDING_SIGNIN' | 'CODE_REQUIRED' | 'INVALID_CODE' }
	| { ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number }

/**
 * Finishes a pending sign-in with an authenticator or backup code. `expectedUserId` (the JSON
 * API's userId) must match the pending state when given.
 */
export async function completePendingMfa(
	request: Request,
	rawCode: string,
	expectedUserId?: string,
): Promise<CompleteMfaResult> {
	const value = await readCookie(request)
	const row = value ? await findTokenVerification('mfa-login', value.token) : null
	if (!value || !row) return { ok: false, code: 'NO_PENDING_SIGNIN' }
	if (expectedUserId !== undefined && expectedUserId !== row.target) {
		return { ok: false, code: 'NO_PENDING_SIGNIN' }
	}
	const code = rawCode.trim()
	if (!code) return { ok: false, code: 'CODE_REQUIRED' }
	const blocked = codeAttemptsBlocked(request, 'mfa', row.target)
	if (blocked)
		return { ok: false, code: 'RATE_LIMITED', retryAfterSeconds: blocked.retryAfterSeconds }
	if (!(await verifyMfaCode(row.target, code))) {
		recordFailedCodeAttempt(request, 'mfa', row.target)
		return { ok: false, code: 'INVALID_CODE' }
	}
	if (!(await consumeTokenVerification('mfa-login', value.token))) {
		return { ok: false, code: 'NO_PENDING_SIGNIN' }
	}
	return {
		ok: true,
		userId: row.target,
		redirectTo: value.redirectTo,
		setCookies: [
			await createUserSession(request, row.target),
			await getPendingCookie().serialize('', { maxAge: 0 }),
		],
	}
}

/**
 * The end of every first factor: a session for users without MFA, otherwise the pending state
 * and the code step on /signin.
 */
export async function signInOrAskForMfa(request: Request, userId: string, redirectTo: string) {
	const user = await prisma.user.findUnique({ where: { id: userId }, select: { mfaEnabled: true } })
	if (user?.mfaEnabled) {
		return redirect('/signin', {
			headers: { 'Set-Cookie': await startPendingMfa(userId, redirectTo) },
		})
	}
	return redirect(safeRedirect(redirectTo, '/'), {
		headers: { 'Set-Cookie': await createUserSession(request, userId) },
	})
}

export function withCookies(response: Response, setCookies: string[]) {
	for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie)
	return response
}
