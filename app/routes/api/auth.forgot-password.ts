import { data } from 'react-router'
import { forgotPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.forgot-password'

// The same answer whether or not the email has an account (no account enumeration).
export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const result = await forgotPasswordFlow(request, { email: body.email }, 'en')
	if (result.ok) return data({ message: englishMessage('forgot.apiSent') })
	if (result.code === 'RATE_LIMITED') {
		return apiError(
			429,
			englishMessage('errors.rateLimited'),
			{ code: 'RATE_LIMITED' },
			{ headers: { 'Retry-After': String(result.retryAfterSeconds) } },
		)
	}
	return apiError(400, englishMessage(result.fieldErrors.email ?? 'errors.emailInvalid'), {
		code: 'INVALID_INPUT',
	})
}
