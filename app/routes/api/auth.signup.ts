import { data } from 'react-router'
import { signUpWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.signup'

export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const result = await signUpWithPassword(request, { ...body, confirmPassword: undefined })
	if (result.ok) {
		return data(
			{
				code: 'SIGNUP_SUCCESS',
				message: englishMessage('api.signupSuccess'),
				userId: result.userId,
			},
			{ status: 201, headers: { 'Set-Cookie': result.setCookie } },
		)
	}
	switch (result.code) {
		case 'EMAIL_EXISTS':
			return apiError(409, englishMessage('signup.emailExistsBody'), { code: 'EMAIL_EXISTS' })
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
			return apiError(
				400,
				englishMessage(Object.values(result.fieldErrors)[0] ?? 'errors.invalidBody'),
				{
					code: 'INVALID_INPUT',
					fieldErrors: Object.fromEntries(
						Object.entries(result.fieldErrors).map(([field, key]) => [field, englishMessage(key)]),
					),
				},
			)
		default:
			return apiError(400, englishMessage('signup.failedTitle'))
	}
}
