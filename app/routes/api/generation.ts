import { apiAuthFailureResponse, authenticateApi } from '#app/modules/api-tokens/api-auth.server.ts'
import { getGeneration } from '#app/modules/generation/history.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/generation'

/** GET /api/generations/:id (issue 15): one generation with its posts or reel script. */
export async function loader({ request, params }: Route.LoaderArgs) {
	const auth = await authenticateApi(request, 'history:read')
	if (!auth.ok) return apiAuthFailureResponse(auth.failure)
	const generation = await getGeneration(auth.caller.space, params.id)
	// Another account's id answers like a missing one: ids are not probed.
	if (!generation) {
		return apiError(404, englishMessage('apiTokens.api.generationNotFound'), { code: 'NOT_FOUND' })
	}
	const { options: _options, output, ...fields } = generation
	return Response.json(
		{ ...fields, ...output },
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}
