import { data } from 'react-router'
import {
	codeAttemptsBlocked,
	recordFailedCodeAttempt,
} from '#app/modules/auth/code-attempts.server.ts'
import { confirmMfaSetup } from '#app/modules/auth/mfa.server.ts'
import { getUser } from '#app/modules/auth/session.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.mfa.verify-setup'

export async function action({ request }: Route.ActionArgs) {
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const token = typeof body.token === 'string' ? body.token.replace(/\s/g, '').slice(0, 12) : ''
	if (!token) {
		return apiError(400, englishMessage('mfa.errors.codeRequired'), { code: 'CODE_REQUIRED' })
	}
	const blocked = codeAttemptsBlocked(request, 'mfa-setup', user.id)
	if (blocked) {
		return apiError(
			429,
			englishMessage('mfa.errors.rateLimited'),
			{ code: 'RATE_LIMITED' },
			{ headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
		)
	}
	const result = await confirmMfaSetup(request, user, token, {
		backupCodes: 'if-missing',
		language: 'en',
	})
	if (result.ok) {
		return data(
			{
				message: englishMessage('mfa.api.enabled'),
				mfaEnabled: true,
				...(result.backupCodes ? { backupCodes: result.backupCodes } : {}),
			},
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	}
	switch (result.code) {
		case 'ALREADY_ENABLED':
			return apiError(409, englishMessage('mfa.api.alreadyEnabled'), {
				code: 'MFA_ALREADY_ENABLED',
			})
		case 'NO_SETUP':
			return apiError(400, englishMessage('mfa.api.noSetup'), { code: 'NO_SETUP_IN_PROGRESS' })
		case 'INVALID_CODE':
			recordFailedCodeAttempt(request, 'mfa-setup', user.id)
			return apiError(401, englishMessage('mfa.errors.invalidCode'), { code: 'INVALID_CODE' })
	}
}
