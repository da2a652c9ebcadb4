import { failureMessageKey } from '#app/modules/generation/failure-messages.ts'
import { apiAuthFailureResponse, authenticateApi } from '#app/modules/api-tokens/api-auth.server.ts'
import { data } from 'react-router'
import { fieldErrors } from '#app/modules/auth/account-schemas.ts'
import { GenerateReelSchema } from '#app/modules/reels/reel-schemas.ts'
import { generateReelForUser } from '#app/modules/reels/reel-service.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/generate-reel'

/** POST /api/generate-reel (SPEC §3, §7): reelScript; 400, 401, 429, 502. */
export async function action({ request }: Route.ActionArgs) {
	const auth = await authenticateApi(request, 'generate:reels')
	if (!auth.ok) return apiAuthFailureResponse(auth.failure)
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const parsed = GenerateReelSchema.safeParse(body)
	if (!parsed.success) {
		const errors = fieldErrors(parsed.error)
		return apiError(
			400,
			englishMessage(errors.form ?? Object.values(errors)[0] ?? 'errors.invalidBody'),
			{ code: 'INVALID_INPUT' },
		)
	}
	const result = await generateReelForUser(auth.caller.space, parsed.data)
	if (!result.ok) {
		if (result.code === 'VOICE_NOT_FOUND') {
			// Another user's voice id answers like a missing one: ids are not probed.
			return apiError(404, englishMessage('voices.errors.notFound'), { code: 'VOICE_NOT_FOUND' })
		}
		if (result.code === 'QUOTA_EXCEEDED') {
			return apiError(429, englishMessage('reels.limitReached'), {
				code: 'QUOTA_EXCEEDED',
				usage: { ...result.usage, remaining: 0 },
			})
		}
		const key = failureMessageKey(result.reason, 'reels.errors.failed')
		if (result.reason === 'no_prose')
			return apiError(422, englishMessage(key), { code: 'SOURCE_HAS_NO_PROSE' })
		return apiError(502, englishMessage(key), { code: 'GENERATION_FAILED' })
	}
	return data({ id: result.generationId, reelScript: result.reelScript, usage: result.usage })
}
