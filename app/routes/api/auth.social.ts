import { isSocialProvider } from '#app/modules/auth/social-profiles.ts'
import { startSocialSignIn } from '#app/modules/auth/social.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.social'

// Navigation to /api/auth/{provider} (SPEC §7): off to the provider's consent screen.
export async function loader({ request, params }: Route.LoaderArgs) {
	if (!isSocialProvider(params.provider)) {
		return apiError(404, englishMessage('social.errors.unavailable'), { code: 'UNKNOWN_PROVIDER' })
	}
	return startSocialSignIn(request, params.provider)
}
