import { apiAuthFailureResponse, authenticateApi } from '#app/modules/api-tokens/api-auth.server.ts'
import { toUserJson } from '#app/modules/users/user-json.server.ts'
import type { Route } from './+types/auth.user'

export async function loader({ request }: Route.LoaderArgs) {
	const auth = await authenticateApi(request, null)
	if (!auth.ok) return apiAuthFailureResponse(auth.failure)
	const user = auth.caller.user
	return Response.json(toUserJson(user), { headers: { 'Cache-Control': 'private, no-store' } })
}
