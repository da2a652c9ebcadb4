// A form sent after the session ended goes to sign in with the reason, and comes back to the
// page, never to the data URL React Router posts to with JavaScript.
import { describe, expect, test } from 'vitest'
import { destroyUserSession } from '#app/modules/auth/session.server.ts'
import { action as dashboardAction } from '#app/routes/_index.tsx'
import { loader as signinLoader } from '#app/routes/_auth/signin.tsx'
import { action as reelsAction } from '#app/routes/reels/reels.tsx'
import { loader as historyLoader } from '#app/routes/history/history.tsx'
import { createTestUser, formRequest, routeArgs, settle } from './helpers.ts'

const fields = {
	intent: 'generate',
	sourceContent: 'Text',
	brandVoice: 'Warm',
	contentGoal: 'Visits',
}

async function expiredCookie() {
	const { cookie } = await createTestUser()
	await destroyUserSession(new Request('http://localhost/', { headers: { cookie } }))
	return cookie
}

describe('an expired session on a form', () => {
	test('the dashboard’s form (posted to /_.data with JavaScript) comes back to /', async () => {
		const cookie = await expiredCookie()
		for (const path of ['/?index', '/_.data?index']) {
			const response = await settle(() =>
				dashboardAction(routeArgs(formRequest(path, fields, { cookie }))),
			)
			expect(response.status).toBe(302)
			expect(response.headers.get('location')).toBe('/signin?reason=logged-out')
		}
	})

	test('the reel form comes back to /reels, also when it was sent without any cookie', async () => {
		for (const path of ['/reels', '/reels.data?_routes=routes%2Freels%2Freels']) {
			const response = await settle(() => reelsAction(routeArgs(formRequest(path, fields))))
			expect(response.headers.get('location')).toBe('/signin?redirectTo=%2Freels&reason=logged-out')
		}
	})

	test('a page opened with a stale cookie says so too; a first visit does not', async () => {
		const stale = await settle(async () =>
			historyLoader(
				routeArgs(
					new Request('http://localhost/history?page=2', {
						headers: { cookie: await expiredCookie() },
					}),
				),
			),
		)
		expect(stale.headers.get('location')).toBe(
			'/signin?redirectTo=%2Fhistory%3Fpage%3D2&reason=logged-out',
		)
		const fresh = await settle(() =>
			historyLoader(routeArgs(new Request('http://localhost/history'))),
		)
		expect(fresh.headers.get('location')).toBe('/signin?redirectTo=%2Fhistory')
	})

	test('the sign-in page shows the reason and refuses to return to a data URL', async () => {
		const page = (await signinLoader(
			routeArgs(
				new Request('http://localhost/signin?reason=logged-out&redirectTo=%2F_.data%3Findex'),
			),
		)) as { loggedOut: boolean; redirectTo: string }
		expect(page.loggedOut).toBe(true)
		expect(page.redirectTo).toBe('')
	})
})
