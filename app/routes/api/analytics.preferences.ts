import { redirect } from 'react-router'
import { consentCookie } from '#app/modules/analytics/consent.server.ts'
import { optOutCookie } from '#app/modules/analytics/visitor.server.ts'
import { safeRedirect } from '#app/modules/auth/safe-redirect.ts'
import { apiError } from '#app/utils/api.server.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import type { Route } from './+types/analytics.preferences'

/**
 * The visitor's analytics choices, as a plain form (works without JavaScript): `consent`
 * granted|denied for the optional Google Analytics tag, `analytics` off|on for first-party
 * analytics. Then back to the page the form was on.
 */
export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request)
	const consent = form.get('consent')
	const analytics = form.get('analytics')
	const headers = new Headers()
	if (consent === 'granted' || consent === 'denied')
		headers.append('Set-Cookie', consentCookie(consent))
	else if (consent !== null)
		return apiError(400, 'consent must be granted or denied', { code: 'INVALID_INPUT' })
	if (analytics === 'off' || analytics === 'on') {
		headers.append('Set-Cookie', optOutCookie(analytics === 'off'))
		// Opting out also withdraws any consent to the third-party tag.
		if (analytics === 'off') headers.append('Set-Cookie', consentCookie('denied'))
	} else if (analytics !== null) {
		return apiError(400, 'analytics must be on or off', { code: 'INVALID_INPUT' })
	}
	return redirect(safeRedirect(form.get('redirectTo'), '/'), { headers })
}

export function loader() {
	return apiError(
		405,
		'Method not allowed',
		{ code: 'METHOD_NOT_ALLOWED' },
		{ headers: { Allow: 'POST' } },
	)
}
