import { data } from 'react-router'
import { resetPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.reset-password'

export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const result = await resetPasswordFlow(
		request,
		{ token: body.token ?? '', password: body.newPassword ?? '' },
		'en',
	)
	if (result.ok) return data({ message: englishMessage('reset.apiUpdated') })
	switch (result.code) {
		case 'RATE_LIMITED':
			return apiError(
				429,
				englishMessage('errors.rateLimited'),
				{ code: 'RATE_LIMITED' },
				{ headers: { 'Retry-After': String(result.retryAfterSeconds) } },
			)
		case 'INVALID_TOKEN':
			return apiError(400, englishMessage('reset.invalidBody'), { code: 'INVALID_TOKEN' })
		case 'INVALID_INPUT':
			if (result.fieldErrors.token) {
				return apiError(400, englishMessage('reset.missingBody'), { code: 'TOKEN_MISSING' })
			}
			return apiError(400, englishMessage(result.fieldErrors.password ?? 'errors.passwordRules'), {
				code: 'INVALID_PASSWORD',
			})
	}
}
