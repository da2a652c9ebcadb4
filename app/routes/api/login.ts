import { redirect } from 'react-router'
import type { Route } from './+types/login'

/** SPEC §7 navigation target: the browser is sent to the sign-in page (keeping redirectTo). */
export async function loader({ request }: Route.LoaderArgs) {
	const redirectTo = new URL(request.url).searchParams.get('redirectTo')
	return redirect(redirectTo ? `/signin?${new URLSearchParams({ redirectTo })}` : '/signin')
}
