// Route actions answer a request they cannot take with a clear 4xx, never an exception (a 500
// with a stack trace): a body that is not a form, a broken form, a method other than POST, and
// JSON text with lone UTF-16 surrogates for the JSON API.
import { describe, expect, test } from 'vitest'
import { action as forgotPassword } from '#app/routes/_auth/forgot-password.tsx'
import { action as logout } from '#app/routes/_auth/logout.tsx'
import { action as mfaDisable } from '#app/routes/_auth/mfa-disable.tsx'
import { action as mfaSetup } from '#app/routes/_auth/mfa-setup.tsx'
import { action as resetPassword } from '#app/routes/_auth/reset-password.tsx'
import { action as signinCode } from '#app/routes/_auth/signin-code.tsx'
import { action as signin } from '#app/routes/_auth/signin.tsx'
import { action as signup } from '#app/routes/_auth/signup.tsx'
import { action as dashboard } from '#app/routes/_index.tsx'
import { action as socialCallback } from '#app/routes/api/auth.social-callback.ts'
import { action as apiSignup } from '#app/routes/api/auth.signup.ts'
import { action as apiEnterprise } from '#app/routes/api/contact-enterprise.ts'
import { action as apiGenerate } from '#app/routes/api/generate.ts'
import { action as changePlan } from '#app/routes/billing/change-plan.tsx'
import { action as dismissPrompt } from '#app/routes/billing/dismiss-prompt.ts'
import { action as manageBilling } from '#app/routes/billing/manage.tsx'
import { action as testCheckout } from '#app/routes/billing/test-checkout.tsx'
import { action as history } from '#app/routes/history/history.tsx'
import { action as contactSales } from '#app/routes/pricing/contact-sales.tsx'
import { action as reels } from '#app/routes/reels/reels.tsx'
import { action as aiProvider } from '#app/routes/settings/ai-provider.tsx'
import { action as voices } from '#app/routes/voices/voices.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { createTestUser, jsonRequest, routeArgs, settle, uniqueEmail } from './helpers.ts'

type Action = (args: never) => Promise<unknown>

// Every page action, with the path it answers on and whether it needs a signed-in user.
const pageActions: Array<{
	path: string
	action: Action
	signedIn: boolean
	params?: object
	/** Sign-out takes no fields: any POST signs out, whatever its body. */
	bodyless?: boolean
}> = [
	{ path: '/signin', action: signin, signedIn: false },
	{ path: '/signup', action: signup, signedIn: false },
	{ path: '/forgot-password', action: forgotPassword, signedIn: false },
	{ path: '/reset-password', action: resetPassword, signedIn: false },
	{ path: '/signin/code', action: signinCode, signedIn: false },
	{ path: '/contact-sales', action: contactSales, signedIn: false },
	{ path: '/logout', action: logout, signedIn: false, bodyless: true },
	{
		path: '/api/auth/apple/callback',
		action: socialCallback,
		signedIn: false,
		params: { provider: 'apple' },
	},
	{ path: '/?index', action: dashboard, signedIn: true },
	{ path: '/reels', action: reels, signedIn: true },
	{ path: '/history', action: history, signedIn: true },
	{ path: '/settings/ai', action: aiProvider, signedIn: true },
	{ path: '/voices', action: voices, signedIn: true },
	{ path: '/mfa-setup', action: mfaSetup, signedIn: true },
	{ path: '/mfa-disable', action: mfaDisable, signedIn: true },
	{ path: '/billing/change-plan', action: changePlan, signedIn: true },
	{ path: '/billing/manage', action: manageBilling, signedIn: true },
	{ path: '/billing/dismiss-prompt', action: dismissPrompt, signedIn: true },
	{ path: '/billing/test-checkout', action: testCheckout, signedIn: true },
]

function request(path: string, init: RequestInit & { cookie?: string }) {
	const headers = new Headers(init.headers)
	if (init.cookie) headers.set('cookie', init.cookie)
	headers.set('x-client-ip', '10.9.9.9')
	return new Request(`http://localhost${path}`, { ...init, headers })
}

const badBodies = [
	{
		name: 'a JSON body',
		type: 'application/json',
		body: '{"email":"a@example.com"}',
		code: 'NOT_FORM_DATA',
	},
	{ name: 'plain text', type: 'text/plain', body: 'hello', code: 'NOT_FORM_DATA' },
	{ name: 'no content type', type: null, body: 'a=1', code: 'NOT_FORM_DATA' },
	{
		name: 'broken multipart',
		type: 'multipart/form-data; boundary=XYZ',
		body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
		code: 'INVALID_BODY',
	},
	{
		name: 'multipart without a boundary',
		type: 'multipart/form-data',
		body: 'abc',
		code: 'INVALID_BODY',
	},
]

describe('page actions refuse what is not a form', async () => {
	const { cookie } = await createTestUser()
	for (const { path, action, signedIn, params, bodyless } of pageActions) {
		for (const { name, type, body, code } of bodyless ? [] : badBodies) {
			test(`${path} answers 400 to ${name}`, async () => {
				const response = await settle(() =>
					action(
						routeArgs(
							request(path, {
								method: 'POST',
								body,
								headers: type ? { 'content-type': type } : {},
								cookie: signedIn ? cookie : undefined,
							}),
							params as Record<string, string>,
						) as never,
					),
				)
				expect(response.status).toBe(400)
				expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
			})
		}
		test(`${path} answers 405 to PUT, PATCH and DELETE`, async () => {
			for (const method of ['PUT', 'PATCH', 'DELETE']) {
				const response = await settle(() =>
					action(
						routeArgs(
							request(path, {
								method,
								body: 'intent=delete',
								headers: { 'content-type': 'application/x-www-form-urlencoded' },
								cookie: signedIn ? cookie : undefined,
							}),
							params as Record<string, string>,
						) as never,
					),
				)
				expect(response.status).toBe(405)
				expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
			}
		})
	}
})

describe('the JSON API refuses lone UTF-16 surrogates with a clear 400', () => {
	test('sign-up creates no account', async () => {
		const email = uniqueEmail('surrogate')
		const response = await settle(() =>
			apiSignup(
				routeArgs(
					jsonRequest(
						'/api/auth/signup',
						`{"email":"${email}","password":"Abcdefg1x","firstName":"Ana\\ud800"}`,
					),
				),
			),
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({
			code: 'INVALID_TEXT',
			message: expect.stringContaining('unpaired surrogate'),
		})
		expect(await prisma.user.count({ where: { email } })).toBe(0)
	})

	test('an enterprise inquiry stores nothing', async () => {
		const before = await prisma.enterpriseInquiry.count()
		const response = await settle(() =>
			apiEnterprise(
				routeArgs(
					jsonRequest(
						'/api/contact-enterprise',
						'{"name":"Al\\udfff","email":"a@example.com","useCase":"We write many posts","estimatedUsage":"500-1000"}',
					),
				),
			),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).code).toBe('INVALID_TEXT')
		expect(await prisma.enterpriseInquiry.count()).toBe(before)
	})

	test('a generation spends nothing (400, not 502)', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			apiGenerate(
				routeArgs(
					jsonRequest(
						'/api/generate',
						'{"sourceContent":"Bread on Mondays \\ud800.","brandVoice":"Calm","contentGoal":"Traffic"}',
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).code).toBe('INVALID_TEXT')
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
	})

	test('a method other than POST is 405', async () => {
		const response = await settle(() =>
			apiSignup(
				routeArgs(
					new Request('http://localhost/api/auth/signup', {
						method: 'PUT',
						headers: { 'content-type': 'application/json' },
						body: '{}',
					}),
				),
			),
		)
		expect(response.status).toBe(405)
	})
})
