import { redirect } from 'react-router'
import { destroyUserSession } from '#app/modules/auth/session.server.ts'
import type { Route } from './+types/logout'

// A navigation (GET) by the spec's contract. SameSite=Lax keeps the cookie off cross-site
// sub-requests, and the worst a forged link can do is sign the user out.
export async function loader({ request }: Route.LoaderArgs) {
	return redirect('/', { headers: { 'Set-Cookie': await destroyUserSession(request) } })
}
