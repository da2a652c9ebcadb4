import { redirect } from 'react-router'
import { destroyUserSession } from '#app/modules/auth/session.server.ts'
import type { Route } from './+types/logout'

export async function loader() {
	return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
	return redirect('/', { headers: { 'Set-Cookie': await destroyUserSession(request) } })
}
