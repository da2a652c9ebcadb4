import { createCookie } from 'react-router'
import { getEnv } from '#app/utils/env.server.ts'
import { isUrgency, type Urgency } from './upgrade-prompt.ts'

// A browser-session cookie (no expiry): "dismissible for the session" (SPEC §4), with or
// without JavaScript. It holds the urgency that was dismissed, nothing personal.
function promptCookie() {
	return createCookie('vc_upgrade_prompt', {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: getEnv().COOKIE_SECURE,
	})
}

export async function dismissedUrgency(request: Request): Promise<Urgency | null> {
	const value: unknown = await promptCookie().parse(request.headers.get('Cookie'))
	return isUrgency(value) ? value : null
}

export async function dismissPromptCookie(urgency: Urgency) {
	return promptCookie().serialize(urgency)
}
