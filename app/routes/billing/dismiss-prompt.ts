import { redirect } from 'react-router'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { isUrgency } from '#app/modules/billing/upgrade-prompt.ts'
import { dismissPromptCookie } from '#app/modules/billing/upgrade-prompt-cookie.server.ts'
import type { Route } from './+types/dismiss-prompt'
import { readFormData } from '#app/utils/request-body.server.ts'

export async function loader() {
	return redirect('/')
}

/** "Dismiss" on the dashboard's upgrade prompt: remembered for the browser session. */
export async function action({ request }: Route.ActionArgs) {
	await requireUser(request)
	const urgency = (await readFormData(request)).get('urgency')
	if (!isUrgency(urgency)) return redirect('/')
	return redirect('/', { headers: { 'Set-Cookie': await dismissPromptCookie(urgency) } })
}
