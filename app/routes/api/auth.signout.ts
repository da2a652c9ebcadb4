import { data } from 'react-router'
import { destroyUserSession } from '#app/modules/auth/session.server.ts'
import { englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/auth.signout'

export async function action({ request }: Route.ActionArgs) {
	return data(
		{ message: englishMessage('api.signoutSuccess') },
		{ headers: { 'Set-Cookie': await destroyUserSession(request) } },
	)
}
