import { apiAuthFailureResponse, authenticateApi } from '#app/modules/api-tokens/api-auth.server.ts'
import { GenerationListQuerySchema } from '#app/modules/api-reference/api-schemas.ts'
import { countGenerations, listGenerations } from '#app/modules/generation/history.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/generations'

/** GET /api/generations (issue 15): the history, newest first; scope history:read. */
export async function loader({ request }: Route.LoaderArgs) {
	const auth = await authenticateApi(request, 'history:read')
	if (!auth.ok) return apiAuthFailureResponse(auth.failure)
	const { space } = auth.caller
	const url = new URL(request.url)
	const query = GenerationListQuerySchema.safeParse(Object.fromEntries(url.searchParams))
	if (!query.success) {
		return apiError(400, englishMessage('apiTokens.api.badPage'), { code: 'INVALID_INPUT' })
	}
	const { limit, offset } = query.data
	const [generations, total] = await Promise.all([
		listGenerations(space, { take: limit, skip: offset }),
		countGenerations(space),
	])
	return Response.json(
		{ generations, total, limit, offset },
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}
