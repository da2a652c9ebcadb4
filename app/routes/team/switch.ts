import { redirect } from 'react-router'
import { safeRedirect } from '#app/modules/auth/safe-redirect.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { switchSpace } from '#app/modules/workspaces/space.server.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import type { Route } from './+types/switch'

/**
 * POST /team/switch (the user menu): the session acts in another space from now on. Only a
 * space the user belongs to can be chosen; anything else leaves the session where it was.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const workspaceId = String(form.get('workspaceId') ?? '') || null
	await switchSpace(request, user.id, workspaceId)
	throw redirect(safeRedirect(form.get('redirectTo'), '/'))
}

export function loader() {
	return redirect('/team')
}
