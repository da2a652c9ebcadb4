import { redirect } from 'react-router'
import { destroyUserSession } from '#app/modules/auth/session.server.ts'
import { requirePost } from '#app/utils/request-body.server.ts'
import type { Route } from './+types/logout'

export async function loader() {
	return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
	requirePost(request)
	return redirect('/', { headers: { 'Set-Cookie': await destroyUserSession(request) } })
}
