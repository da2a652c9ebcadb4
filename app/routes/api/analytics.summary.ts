import {
	analyticsSummary,
	isAdminEmail,
	isTimeframe,
} from '#app/modules/analytics/summary.server.ts'
import { getUser } from '#app/modules/auth/session.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import type { Route } from './+types/analytics.summary'

/**
 * GET /api/analytics/summary?timeframe=day|week|month (SPEC §3): site-wide for the admins named in
 * ADMIN_EMAILS, a user's own events for everyone else signed in.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	if (!user) {
		return apiError(401, 'Sign in required to view analytics data', { code: 'UNAUTHORIZED' })
	}
	const timeframe = new URL(request.url).searchParams.get('timeframe') ?? 'week'
	if (!isTimeframe(timeframe)) {
		return apiError(400, 'timeframe must be day, week or month', { code: 'INVALID_TIMEFRAME' })
	}
	const scope = isAdminEmail(user.email)
		? ({ kind: 'site' } as const)
		: ({ kind: 'user', userId: user.id } as const)
	return Response.json(await analyticsSummary(scope, timeframe), {
		headers: { 'Cache-Control': 'private, no-store' },
	})
}
