import { data } from 'react-router'
import { signInWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.signin'

export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	// The sign-in flow runs remix-auth's FormStrategy, which reads form data: re-encode the JSON.
	const headers = new Headers(request.headers)
	headers.delete('content-length')
	headers.set('content-type', 'application/x-www-form-urlencoded')
	const formRequest = new Request(request.url, {
		method: 'POST',
		headers,
		body: new URLSearchParams({
			email: typeof body.email === 'string' ? body.email : '',
			password: typeof body.password === 'string' ? body.password : '',
		}),
	})
	const result = await signInWithPassword(formRequest)
	if (result.ok && result.requiresMFA) {
		// No session yet: the cookie holds the pending sign-in that /api/auth/mfa/verify-login ends.
		return data(
			{ message: englishMessage('mfa.api.codeRequired'), requiresMFA: true, userId: result.userId },
			{ headers: { 'Set-Cookie': result.setCookie } },
		)
	}
	if (result.ok) {
		return data(
			{ message: englishMessage('api.signinSuccess'), requiresMFA: false, userId: result.userId },
			{ headers: { 'Set-Cookie': result.setCookie } },
		)
	}
	switch (result.code) {
		case 'RATE_LIMITED':
			return apiError(
				429,
				englishMessage('errors.rateLimited'),
				{ code: 'RATE_LIMITED' },
				{
					headers: { 'Retry-After': String(result.retryAfterSeconds) },
				},
			)
		case 'INVALID_INPUT':
			return apiError(400, englishMessage('signin.failedBody'), { code: 'INVALID_INPUT' })
		default:
			return apiError(401, englishMessage('signin.failedBody'), { code: 'INVALID_CREDENTIALS' })
	}
}
