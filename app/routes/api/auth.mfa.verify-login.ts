import { data } from 'react-router'
import { completePendingMfa } from '#app/modules/auth/mfa-login.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.mfa.verify-login'

// Completes a sign-in that POST /api/auth/signin answered with requiresMFA. It needs the pending
// state cookie that answer set (so a user id alone is not enough) and an authenticator or
// backup code.
export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const userId = typeof body.userId === 'string' ? body.userId : ''
	const token = typeof body.token === 'string' ? body.token.slice(0, 40) : ''
	const result = await completePendingMfa(request, token, userId)
	if (result.ok) {
		const headers = new Headers()
		for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
		return data(
			{ message: englishMessage('api.signinSuccess'), requiresMFA: false, userId: result.userId },
			{ headers },
		)
	}
	switch (result.code) {
		case 'NO_PENDING_SIGNIN':
			return apiError(401, englishMessage('mfa.api.noPendingSignin'), { code: 'NO_PENDING_SIGNIN' })
		case 'CODE_REQUIRED':
			return apiError(400, englishMessage('mfa.api.codeRequired'), { code: 'CODE_REQUIRED' })
		case 'INVALID_CODE':
			return apiError(401, englishMessage('mfa.signin.invalid'), { code: 'INVALID_CODE' })
		case 'RATE_LIMITED':
			return apiError(
				429,
				englishMessage('mfa.errors.rateLimited'),
				{ code: 'RATE_LIMITED' },
				{ headers: { 'Retry-After': String(result.retryAfterSeconds) } },
			)
	}
}
