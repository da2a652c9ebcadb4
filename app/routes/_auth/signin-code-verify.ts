import { runEmailCodeStrategy } from '#app/modules/auth/email-code.server.ts'
import { requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import type { Route } from './+types/signin-code-verify'

// The magic link from the sign-in code mail. It works in the browser that asked for the code
// (remix-auth-totp keeps the code's secret in that browser's cookie).
export async function loader({ request, context }: Route.LoaderArgs) {
	return runEmailCodeStrategy(request, requestLanguage(context))
}
