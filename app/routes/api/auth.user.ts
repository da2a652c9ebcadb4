import { getUser } from '#app/modules/auth/session.server.ts'
import { toUserJson } from '#app/modules/users/user-json.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.user'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	return Response.json(toUserJson(user), { headers: { 'Cache-Control': 'private, no-store' } })
}
