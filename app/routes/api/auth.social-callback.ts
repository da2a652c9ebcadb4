import { redirect } from 'react-router'
import { isSocialProvider } from '#app/modules/auth/social-profiles.ts'
import { finishSocialSignIn } from '#app/modules/auth/social.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.social-callback'
import { readFormData } from '#app/utils/request-body.server.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	if (!isSocialProvider(params.provider)) {
		return apiError(404, englishMessage('social.errors.unavailable'), { code: 'UNKNOWN_PROVIDER' })
	}
	return finishSocialSignIn(request, params.provider)
}

// Apple answers with a cross-site form POST (response_mode=form_post). SameSite=Lax cookies are
// not sent on it, so turn it into a same-URL GET, where the browser sends the state cookie.
export async function action({ request, params }: Route.ActionArgs) {
	if (!isSocialProvider(params.provider)) {
		return apiError(404, englishMessage('social.errors.unavailable'), { code: 'UNKNOWN_PROVIDER' })
	}
	const form = await readFormData(request)
	const query = new URLSearchParams()
	for (const key of ['code', 'state', 'error']) {
		const value = form.get(key)
		if (typeof value === 'string') query.set(key, value)
	}
	return redirect(`/api/auth/${params.provider}/callback?${query}`, 303)
}
