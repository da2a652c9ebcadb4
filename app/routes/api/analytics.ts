import { data } from 'react-router'
import { ingestBrowserEvents } from '#app/modules/analytics/ingest.server.ts'
import { visitOf } from '#app/modules/analytics/visitor.server.ts'
import { getUserId } from '#app/modules/auth/session.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import type { Route } from './+types/analytics'

/** POST /api/analytics (SPEC §7): browser views and clicks, one event or { events: [...] }. */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		return apiError(
			405,
			'Method not allowed',
			{ code: 'METHOD_NOT_ALLOWED' },
			{ headers: { Allow: 'POST' } },
		)
	}
	const result = await ingestBrowserEvents(request, {
		visit: visitOf(request, context),
		userId: await getUserId(request),
	})
	if (result.status === 202) {
		return data({ accepted: result.accepted, optedOut: result.optedOut ?? false }, { status: 202 })
	}
	return apiError(
		result.status,
		result.message,
		{ code: result.code },
		result.retryAfterSeconds
			? { headers: { 'Retry-After': String(result.retryAfterSeconds) } }
			: undefined,
	)
}

export function loader() {
	return apiError(
		405,
		'Method not allowed',
		{ code: 'METHOD_NOT_ALLOWED' },
		{ headers: { Allow: 'POST' } },
	)
}
