import { beforeEach, describe, expect, test } from 'vitest'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import { SESSION_MAX_AGE_MS } from '#app/modules/auth/session.server.ts'
import { action as signinAction } from '#app/routes/_auth/signin.tsx'
import { action as signupAction } from '#app/routes/_auth/signup.tsx'
import { loader as accountLoader } from '#app/routes/account/account.tsx'
import { action as apiSigninAction } from '#app/routes/api/auth.signin.ts'
import { action as apiSignoutAction } from '#app/routes/api/auth.signout.ts'
import { action as apiSignupAction } from '#app/routes/api/auth.signup.ts'
import { loader as apiUserLoader } from '#app/routes/api/auth.user.ts'
import { loader as healthcheckLoader } from '#app/routes/resources/healthcheck.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	createTestUser,
	formRequest,
	jsonRequest,
	routeArgs,
	settle,
	strongPassword,
	uniqueEmail,
	fieldErrorsOf,
} from './helpers.ts'

beforeEach(() => resetRateLimitsForTests())

function cookieFrom(response: Response) {
	return response.headers.get('set-cookie')?.split(';')[0] ?? null
}

describe('sign-up form', () => {
	test('creates the account with a hashed password, signs the user in and redirects home', async () => {
		const email = uniqueEmail('signup')
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest('/signup', {
						firstName: 'Lena',
						lastName: 'Park',
						email: email.toUpperCase(),
						password: strongPassword,
						confirmPassword: strongPassword,
					}),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/')
		expect(response.headers.get('set-cookie')).toMatch(/__session=.+HttpOnly; SameSite=Lax/)
		const user = await prisma.user.findUniqueOrThrow({
			where: { email },
			include: { password: true, sessions: true },
		})
		expect(user.planType).toBe('starter')
		expect(user.firstName).toBe('Lena')
		expect(user.password?.hash).toMatch(/^\$argon2id\$/)
		expect(user.password?.hash).not.toContain(strongPassword)
		expect(user.sessions).toHaveLength(1)
		expect(user.usageResetDate.getUTCDate()).toBe(1)
	})

	test('refuses a taken email with EMAIL_EXISTS and keeps what was typed, never the password', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest('/signup', {
						firstName: 'X',
						email: user.email,
						password: strongPassword,
						confirmPassword: strongPassword,
					}),
				),
			),
		)
		expect(response.status).toBe(409)
		const body = await response.json()
		expect(body.error).toBe('EMAIL_EXISTS')
		expect(body.result.initialValue.email).toBe(user.email)
		expect(JSON.stringify(body)).not.toContain(strongPassword)
		expect(response.headers.get('set-cookie')).toBeNull()
	})

	test('refuses mismatched passwords and creates nothing', async () => {
		const email = uniqueEmail('mismatch')
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest('/signup', {
						email,
						password: strongPassword,
						confirmPassword: 'Sunrise2026y',
					}),
				),
			),
		)
		expect(response.status).toBe(400)
		expect(fieldErrorsOf(await response.json()).confirmPassword).toBe('errors.passwordMismatch')
		expect(await prisma.user.count({ where: { email } })).toBe(0)
	})

	test.each([
		['short', 'Ab1'],
		['no uppercase', 'lowercase123'],
		['no lowercase', 'UPPERCASE123'],
		['no number', 'NoNumbersHere'],
	])('refuses a password with %s', async (_label, password) => {
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest('/signup', { email: uniqueEmail(), password, confirmPassword: password }),
				),
			),
		)
		expect(response.status).toBe(400)
		expect(fieldErrorsOf(await response.json()).password).toBe('errors.passwordRules')
	})

	test('refuses a malformed email', async () => {
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest('/signup', {
						email: 'not-an-email',
						password: strongPassword,
						confirmPassword: strongPassword,
					}),
				),
			),
		)
		expect(response.status).toBe(400)
		expect(fieldErrorsOf(await response.json()).email).toBe('errors.emailInvalid')
	})
})

describe('sign-in form', () => {
	test('signs in with the right password and follows a safe redirectTo', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			signinAction(
				routeArgs(
					formRequest('/signin', {
						email: user.email,
						password: strongPassword,
						redirectTo: '/account',
					}),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/account')
		expect(cookieFrom(response)).toMatch(/^__session=/)
	})

	test('ignores an off-site redirectTo', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			signinAction(
				routeArgs(
					formRequest('/signin', {
						email: user.email,
						password: strongPassword,
						redirectTo: '//evil.example',
					}),
				),
			),
		)
		expect(response.headers.get('location')).toBe('/')
	})

	test('a wrong password gets 401, the failure code and no cookie', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			signinAction(
				routeArgs(formRequest('/signin', { email: user.email, password: 'Wrong-password-1' })),
			),
		)
		expect(response.status).toBe(401)
		expect((await response.json()).error).toBe('INVALID_CREDENTIALS')
		expect(response.headers.get('set-cookie')).toBeNull()
	})

	test('an unknown email fails the same way as a wrong password', async () => {
		const response = await settle(() =>
			signinAction(
				routeArgs(
					formRequest('/signin', { email: uniqueEmail('ghost'), password: strongPassword }),
				),
			),
		)
		expect(response.status).toBe(401)
		expect((await response.json()).error).toBe('INVALID_CREDENTIALS')
	})

	test('refuses the 11th attempt in a minute from one IP with 429', async () => {
		const statuses: number[] = []
		for (let attempt = 0; attempt < 11; attempt++) {
			const response = await settle(() =>
				signinAction(
					routeArgs(
						formRequest(
							'/signin',
							// Another address each time: this is the per-IP limit, not the per-account one.
							{ email: `nobody-${attempt}@example.com`, password: 'Wrong-password-1' },
							{ 'x-client-ip': '192.0.2.9' },
						),
					),
				),
			)
			statuses.push(response.status)
		}
		expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
		expect(statuses[10]).toBe(429)
	})
})

describe('per-account sign-in throttle', () => {
	test('wrong passwords from many IPs slow the account down, with 429 and Retry-After on the form and the API', async () => {
		const { user } = await createTestUser()
		const tryForm = (password: string, ip: string, email = user.email) =>
			settle(() =>
				signinAction(routeArgs(formRequest('/signin', { email, password }, { 'x-client-ip': ip }))),
			)
		for (let i = 0; i < 5; i++)
			expect((await tryForm('Wrong-pass-1', `10.7.0.${i}`)).status).toBe(401)
		// A sixth try, from yet another address and spelled differently, waits; the password is
		// not even checked, so the right one does not get in either.
		const form = await tryForm(strongPassword, '10.7.1.1', ` ${user.email.toUpperCase()} `)
		expect(form.status).toBe(429)
		expect(Number(form.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
		const api = await settle(() =>
			apiSigninAction(
				routeArgs(
					jsonRequest(
						'/api/auth/signin',
						{ email: user.email, password: strongPassword },
						{ 'x-client-ip': '10.7.1.2' },
					),
				),
			),
		)
		expect(api.status).toBe(429)
		expect(api.headers.get('retry-after')).toBeTruthy()
	})

	test('after the short wait the owner signs in, and the count starts afresh', async () => {
		const { user } = await createTestUser()
		const signIn = (password: string, ip: string) =>
			settle(() =>
				signinAction(
					routeArgs(formRequest('/signin', { email: user.email, password }, { 'x-client-ip': ip })),
				),
			)
		for (let i = 0; i < 5; i++) await signIn('Wrong-pass-1', `10.8.0.${i}`)
		expect((await signIn(strongPassword, '10.8.1.1')).status).toBe(429)
		await new Promise((resolve) => setTimeout(resolve, 1100))
		expect((await signIn(strongPassword, '10.8.1.2')).status).toBe(302)
		expect((await signIn('Wrong-pass-1', '10.8.1.3')).status).toBe(401)
	})
})

describe('JSON API', () => {
	test('signs up, answers the current user, signs out and the cookie stops working', async () => {
		const email = uniqueEmail('api')
		const signup = await settle(() =>
			apiSignupAction(
				routeArgs(
					jsonRequest('/api/auth/signup', {
						firstName: 'Ada',
						lastName: 'Byte',
						email,
						password: strongPassword,
					}),
				),
			),
		)
		expect(signup.status).toBe(201)
		expect(await signup.json()).toMatchObject({ code: 'SIGNUP_SUCCESS' })

		const signin = await settle(() =>
			apiSigninAction(
				routeArgs(jsonRequest('/api/auth/signin', { email, password: strongPassword })),
			),
		)
		expect(signin.status).toBe(200)
		const signinBody = await signin.json()
		expect(signinBody).toMatchObject({ requiresMFA: false, message: 'Signed in.' })
		expect(typeof signinBody.userId).toBe('string')
		const cookie = cookieFrom(signin)!

		const me = await settle(() =>
			apiUserLoader(
				routeArgs(new Request('http://localhost/api/auth/user', { headers: { cookie } })),
			),
		)
		expect(me.status).toBe(200)
		expect(await me.json()).toMatchObject({
			email,
			firstName: 'Ada',
			lastName: 'Byte',
			planType: 'starter',
			mfaEnabled: false,
			socialPostsUsedThisMonth: 0,
			socialPostsLimit: 3,
			reelScriptsUsedThisMonth: 0,
			reelScriptLimit: 1,
		})

		const signout = await settle(() =>
			apiSignoutAction(
				routeArgs(
					new Request('http://localhost/api/auth/signout', { method: 'POST', headers: { cookie } }),
				),
			),
		)
		expect(signout.status).toBe(200)
		const after = await settle(() =>
			apiUserLoader(
				routeArgs(new Request('http://localhost/api/auth/user', { headers: { cookie } })),
			),
		)
		expect(after.status).toBe(401)
	})

	test('a duplicate email answers 409 with code EMAIL_EXISTS', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			apiSignupAction(
				routeArgs(jsonRequest('/api/auth/signup', { email: user.email, password: strongPassword })),
			),
		)
		expect(response.status).toBe(409)
		expect(await response.json()).toMatchObject({
			code: 'EMAIL_EXISTS',
			message: expect.any(String),
		})
	})

	test('a wrong password answers 401 with a message and no cookie', async () => {
		const { user } = await createTestUser()
		const response = await settle(() =>
			apiSigninAction(
				routeArgs(jsonRequest('/api/auth/signin', { email: user.email, password: 'nope' })),
			),
		)
		expect(response.status).toBe(401)
		expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })
		expect(response.headers.get('set-cookie')).toBeNull()
	})

	test('malformed JSON answers 400 and changes nothing', async () => {
		const before = await prisma.user.count()
		const response = await settle(() =>
			apiSignupAction(routeArgs(jsonRequest('/api/auth/signup', '{"email": '))),
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({ code: 'INVALID_BODY' })
		expect(await prisma.user.count()).toBe(before)
	})

	test('the current user is 401 without a session', async () => {
		const response = await settle(() =>
			apiUserLoader(routeArgs(new Request('http://localhost/api/auth/user'))),
		)
		expect(response.status).toBe(401)
	})
})

describe('sessions', () => {
	test('an expired session is not accepted', async () => {
		const { user, cookie } = await createTestUser()
		await prisma.session.updateMany({
			where: { userId: user.id },
			data: { expiresAt: new Date(Date.now() - 1000) },
		})
		const response = await settle(() =>
			apiUserLoader(
				routeArgs(new Request('http://localhost/api/auth/user', { headers: { cookie } })),
			),
		)
		expect(response.status).toBe(401)
	})

	test('sessions last thirty days', async () => {
		const { user } = await createTestUser()
		const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } })
		const lifetime = session.expiresAt.getTime() - session.createdAt.getTime()
		expect(Math.abs(lifetime - SESSION_MAX_AGE_MS)).toBeLessThan(5_000)
	})

	test('a tampered cookie is treated as signed out', async () => {
		const { cookie } = await createTestUser()
		// Not the last character: its low bits may be base64 padding that decodes the same.
		const at = cookie.length - 4
		const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`
		const response = await settle(() =>
			apiUserLoader(
				routeArgs(new Request('http://localhost/api/auth/user', { headers: { cookie: tampered } })),
			),
		)
		expect(response.status).toBe(401)
	})

	test('a signed-in page sends a signed-out visitor to sign in and back', async () => {
		const response = await settle(() =>
			accountLoader(routeArgs(new Request('http://localhost/account?tab=usage'))),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/signin?redirectTo=%2Faccount%3Ftab%3Dusage')
	})
})

test('the health check answers 200 when the database answers', async () => {
	const response = await healthcheckLoader()
	expect(response.status).toBe(200)
})
