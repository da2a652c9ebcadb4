// Account security (issue 6): password recovery, authenticator MFA, email sign-in codes and
// social sign-in, through the route loaders and actions with real Requests and a real database.
// Mail is received by a local SMTP server (and, in one test, read from the outbox folder).
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import * as OTPAuth from 'otpauth'
import { RouterContextProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import { action as mfaDisableAction } from '#app/routes/_auth/mfa-disable.tsx'
import { action as mfaSetupAction, loader as mfaSetupLoader } from '#app/routes/_auth/mfa-setup.tsx'
import { action as forgotAction } from '#app/routes/_auth/forgot-password.tsx'
import { action as resetAction, loader as resetLoader } from '#app/routes/_auth/reset-password.tsx'
import {
	action as signinCodeAction,
	loader as signinCodeLoader,
} from '#app/routes/_auth/signin-code.tsx'
import { loader as magicLinkLoader } from '#app/routes/_auth/signin-code-verify.ts'
import { action as signinAction, loader as signinLoader } from '#app/routes/_auth/signin.tsx'
import { loader as signupLoader } from '#app/routes/_auth/signup.tsx'
import { loader as accountLoader } from '#app/routes/account/account.tsx'
import { action as apiForgotAction } from '#app/routes/api/auth.forgot-password.ts'
import { action as apiMfaSetupAction } from '#app/routes/api/auth.mfa.setup.ts'
import { action as apiVerifyLoginAction } from '#app/routes/api/auth.mfa.verify-login.ts'
import { action as apiVerifySetupAction } from '#app/routes/api/auth.mfa.verify-setup.ts'
import { loader as providersLoader } from '#app/routes/api/auth.providers.ts'
import { action as apiResetAction } from '#app/routes/api/auth.reset-password.ts'
import { action as apiSigninAction } from '#app/routes/api/auth.signin.ts'
import {
	action as socialCallbackAction,
	loader as socialCallbackLoader,
} from '#app/routes/api/auth.social-callback.ts'
import { loader as socialStartLoader } from '#app/routes/api/auth.social.ts'
import { loader as apiUserLoader } from '#app/routes/api/auth.user.ts'
import { backgroundTasksSettled } from '#app/utils/background-tasks.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	linkFrom,
	readOutbox,
	startSmtpSink,
	waitForOutboxMail,
	type ReceivedMail,
	type SmtpSink,
} from '#tests/mail/mail-helpers.ts'
import { createMockServer } from '#tests/mocks/openai.ts'
import { resetEnvForTests } from '../../server/env.js'
import {
	createTestUser,
	formRequest,
	jsonRequest,
	settle,
	strongPassword,
	uniqueEmail,
	fieldErrorsOf,
} from './helpers.ts'

// Fixed secrets, so switching SMTP_URL or DATA_DIR below never changes the signing and
// encryption keys in the middle of the file.
process.env.SESSION_SECRET = 'security-test-session-secret-0123456789abcdef'
process.env.ENCRYPTION_KEY = '3'.repeat(64)
const savedEnv = { ...process.env }

let sink: SmtpSink
const mockServer = createMockServer()

beforeAll(async () => {
	sink = await startSmtpSink()
	mockServer.listen()
})
afterAll(async () => {
	mockServer.close()
	await sink.close()
})
beforeEach(() => {
	process.env = { ...savedEnv, SMTP_URL: sink.url }
	resetEnvForTests()
	resetRateLimitsForTests()
})
afterEach(() => {
	mockServer.resetHandlers()
	mockServer.assertAllRequestsHandled()
	vi.restoreAllMocks()
})

function args(request: Request, params: Record<string, string> = {}) {
	return {
		request,
		params,
		context: new RouterContextProvider(),
		unstable_pattern: '',
		pattern: '',
		url: new URL(request.url),
	} as never
}

function get(pathWithQuery: string, cookie = '') {
	return new Request(`http://localhost${pathWithQuery}`, {
		headers: { cookie, 'x-client-ip': '10.0.0.3' },
	})
}

/** The cookies a response sets, as name → value ('' for a deleted cookie). */
function setCookies(response: Response) {
	const cookies: Record<string, string> = {}
	for (const header of response.headers.getSetCookie()) {
		const [pair = ''] = header.split(';')
		const index = pair.indexOf('=')
		const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(header)
		cookies[pair.slice(0, index)] = expired ? '' : pair.slice(index + 1)
	}
	return cookies
}

/** A browser's cookie jar, enough for these flows. */
class Jar {
	cookies = new Map<string, string>()
	constructor(initial = '') {
		for (const part of initial.split(/;\s*/).filter(Boolean)) {
			const index = part.indexOf('=')
			this.cookies.set(part.slice(0, index), part.slice(index + 1))
		}
	}
	take(response: Response) {
		for (const [name, value] of Object.entries(setCookies(response))) {
			if (value) this.cookies.set(name, value)
			else this.cookies.delete(name)
		}
		return response
	}
	get header() {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	}
}

const totpFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
/** A code for the next 30-second step: accepted, and newer than one already used this step. */
const nextCode = (secret: string) => totpFor(secret).generate({ timestamp: Date.now() + 30_000 })

async function currentUser(cookie: string) {
	return settle(() => apiUserLoader(args(get('/api/auth/user', cookie))))
}

function mailTo(email: string) {
	return (mail: ReceivedMail) => mail.to.includes(email)
}

async function requestReset(email: string) {
	const response = await settle(() =>
		forgotAction(args(formRequest('/forgot-password', { email }))),
	)
	expect(response.status).toBe(200)
	const mail = await sink.waitFor(
		(received) => mailTo(email)(received) && received.subject.includes('Reset your'),
	)
	const link = linkFrom(mail, '/reset-password')
	return { mail, link, token: new URL(link).searchParams.get('token') ?? '' }
}

/** Turns MFA on through the /mfa-setup page and returns the secret and the backup codes. */
async function enableMfa(cookie: string) {
	await settle(() =>
		mfaSetupAction(args(formRequest('/mfa-setup', { intent: 'start' }, { cookie }))),
	)
	const page = await settle(() => mfaSetupLoader(args(get('/mfa-setup?tab=manual', cookie))))
	const { secret } = (await page.json()) as { secret: string }
	const done = await settle(() =>
		mfaSetupAction(
			args(
				formRequest(
					'/mfa-setup',
					{ intent: 'verify', code: totpFor(secret).generate() },
					{ cookie },
				),
			),
		),
	)
	expect(done.status).toBe(200)
	const { backupCodes } = (await done.json()) as { backupCodes: string[] }
	return { secret, backupCodes }
}

async function passwordStep(email: string, password = strongPassword, redirectTo = '/') {
	const jar = new Jar()
	const response = jar.take(
		await settle(() => signinAction(args(formRequest('/signin', { email, password, redirectTo })))),
	)
	return { jar, response }
}

describe('forgot password', () => {
	test('answers "check your email" alike for known and unknown emails, and mails only the account', async () => {
		const { user } = await createTestUser()
		const unknown = uniqueEmail('nobody')
		const known = await settle(() =>
			forgotAction(args(formRequest('/forgot-password', { email: user.email }))),
		)
		const missing = await settle(() =>
			forgotAction(args(formRequest('/forgot-password', { email: unknown }))),
		)
		expect(known.status).toBe(200)
		expect(missing.status).toBe(200)
		expect(await known.json()).toMatchObject({ sent: true, email: user.email })
		expect(await missing.json()).toMatchObject({ sent: true, email: unknown })
		await sink.waitFor(mailTo(user.email))
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(sink.mails.some(mailTo(unknown))).toBe(false)
	})

	test('the reset mail arrives over SMTP with the link in text and HTML, in the user’s language', async () => {
		const { user } = await createTestUser()
		await prisma.user.update({ where: { id: user.id }, data: { preferredLanguage: 'es' } })
		await settle(() => forgotAction(args(formRequest('/forgot-password', { email: user.email }))))
		const mail = await sink.waitFor(mailTo(user.email))
		expect(mail.subject).toBe('Restablece tu contraseña de Vibecast')
		expect(mail.from).toContain('no-reply@vibecast.local')
		const link = linkFrom(mail, '/reset-password')
		expect(link).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{43}$/)
		expect(mail.html).toContain(link)
	})

	test('with no SMTP_URL the mail goes to DATA_DIR/outbox and only the dev server logs the link', async () => {
		const dataDir = makeTempDir('outbox')
		process.env = { ...savedEnv, DATA_DIR: dataDir, NODE_ENV: 'development' }
		delete process.env.SMTP_URL
		resetEnvForTests()
		const log = vi.spyOn(console, 'log').mockImplementation(() => {})
		const { user } = await createTestUser()
		await settle(() => forgotAction(args(formRequest('/forgot-password', { email: user.email }))))
		const mail = await waitForOutboxMail(path.join(dataDir, 'outbox'), mailTo(user.email))
		const link = linkFrom(mail, '/reset-password')
		expect(log.mock.calls.flat().join('\n')).toContain(link)
		expect(await readOutbox(path.join(dataDir, 'outbox'))).toHaveLength(1)
	})

	test('forgot-password answers before looking the address up, so both answers do the same work', async () => {
		process.env = { ...savedEnv, SMTP_URL: sink.url }
		resetEnvForTests()
		const { user } = await createTestUser()
		const resetRows = () =>
			prisma.verification.count({ where: { type: 'reset-password', target: user.id } })
		for (const email of [user.email, 'nobody-has-this@example.com']) {
			const response = await settle(() =>
				forgotAction(args(formRequest('/forgot-password', { email }))),
			)
			expect(response.status).toBe(200)
		}
		// Answered, and nothing account-specific has happened yet: no lookup, no token, no mail.
		expect(await resetRows()).toBe(0)
		await backgroundTasksSettled()
		expect(await resetRows()).toBe(1)
		await sink.waitFor(mailTo(user.email))
	})

	test('a link is built on APP_URL, never on the Host header the client sent', async () => {
		process.env = { ...savedEnv, SMTP_URL: sink.url, APP_URL: 'https://vibecast.example' }
		resetEnvForTests()
		const { user } = await createTestUser()
		await settle(() =>
			forgotAction(
				args(formRequest('/forgot-password', { email: user.email }, { host: 'evil.example' })),
			),
		)
		const link = linkFrom(await sink.waitFor(mailTo(user.email)), '/reset-password')
		expect(new URL(link).origin).toBe('https://vibecast.example')
	})

	test('a malformed email is refused with a field error', async () => {
		const response = await settle(() =>
			forgotAction(args(formRequest('/forgot-password', { email: 'not-an-email' }))),
		)
		expect(response.status).toBe(400)
		expect(fieldErrorsOf(await response.json()).email).toBe('errors.emailInvalid')
	})
})

describe('reset password', () => {
	test('the page says "Invalid reset link" for a missing, unknown or expired token', async () => {
		const statusOf = async (query: string) =>
			(
				(await (await settle(() => resetLoader(args(get(`/reset-password${query}`))))).json()) as {
					status: string
				}
			).status
		expect(await statusOf('')).toBe('missing')
		expect(await statusOf('?token=made-up')).toBe('invalid')
		const { user } = await createTestUser()
		const { token } = await requestReset(user.email)
		expect(await statusOf(`?token=${token}`)).toBe('valid')
		await prisma.verification.updateMany({
			where: { target: user.id, type: 'reset-password' },
			data: { expiresAt: new Date(Date.now() - 1000) },
		})
		expect(await statusOf(`?token=${token}`)).toBe('invalid')
	})

	test('the token is stored as its SHA-256 and lives one hour', async () => {
		const { user } = await createTestUser()
		const { token } = await requestReset(user.email)
		const row = await prisma.verification.findFirstOrThrow({
			where: { target: user.id, type: 'reset-password' },
		})
		const { createHash } = await import('node:crypto')
		expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
		const lifetime = row.expiresAt.getTime() - row.createdAt.getTime()
		expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000)
	})

	test('a reset sets the new password, works once and signs out every session', async () => {
		const { user, cookie } = await createTestUser()
		const { token } = await requestReset(user.email)
		const newPassword = 'Moonrise2027y'
		const response = await settle(() =>
			resetAction(
				args(
					formRequest('/reset-password', {
						token,
						password: newPassword,
						confirmPassword: newPassword,
					}),
				),
			),
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ done: true })
		expect((await currentUser(cookie)).status).toBe(401)
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
		expect((await passwordStep(user.email, newPassword)).response.status).toBe(302)
		expect((await passwordStep(user.email, strongPassword)).response.status).toBe(401)
		const again = await settle(() =>
			resetAction(
				args(
					formRequest('/reset-password', {
						token,
						password: 'Another2027z',
						confirmPassword: 'Another2027z',
					}),
				),
			),
		)
		expect(again.status).toBe(400)
		expect(fieldErrorsOf(await again.json())['']).toBe('reset.invalidBody')
		const notice = await sink.waitFor(
			(mail) => mailTo(user.email)(mail) && mail.subject.includes('password was changed'),
		)
		expect(notice.text).toContain('/forgot-password')
	})

	test('a weak or mismatched password is refused and the link still works', async () => {
		const { user } = await createTestUser()
		const { token } = await requestReset(user.email)
		const weak = await settle(() =>
			resetAction(
				args(formRequest('/reset-password', { token, password: 'weak', confirmPassword: 'weak' })),
			),
		)
		expect(fieldErrorsOf(await weak.json()).password).toBe('errors.passwordRules')
		const mismatch = await settle(() =>
			resetAction(
				args(
					formRequest('/reset-password', {
						token,
						password: 'Moonrise2027y',
						confirmPassword: 'Moonrise2027z',
					}),
				),
			),
		)
		expect(fieldErrorsOf(await mismatch.json()).confirmPassword).toBe('errors.passwordMismatch')
		const missingToken = await settle(() =>
			resetAction(
				args(
					formRequest('/reset-password', {
						token: '',
						password: 'Moonrise2027y',
						confirmPassword: 'Moonrise2027y',
					}),
				),
			),
		)
		expect(fieldErrorsOf(await missingToken.json())['']).toBe('reset.missingBody')
		const statusBody = await (
			await settle(() => resetLoader(args(get(`/reset-password?token=${token}`))))
		).json()
		expect(statusBody.status).toBe('valid')
	})

	test('a newer reset request makes the older link stop working', async () => {
		const { user } = await createTestUser()
		const first = await requestReset(user.email)
		sink.mails.splice(0, sink.mails.length)
		const second = await requestReset(user.email)
		expect(second.token).not.toBe(first.token)
		const body = async (token: string) =>
			(await (await settle(() => resetLoader(args(get(`/reset-password?token=${token}`))))).json())
				.status
		expect(await body(first.token)).toBe('invalid')
		expect(await body(second.token)).toBe('valid')
	})

	test('JSON API: forgot answers the same for any email; reset takes token and newPassword', async () => {
		const { user } = await createTestUser()
		const unknown = await settle(() =>
			apiForgotAction(args(jsonRequest('/api/auth/forgot-password', { email: uniqueEmail() }))),
		)
		const known = await settle(() =>
			apiForgotAction(args(jsonRequest('/api/auth/forgot-password', { email: user.email }))),
		)
		expect(await unknown.json()).toEqual(await known.json())
		const link = linkFrom(await sink.waitFor(mailTo(user.email)), '/reset-password')
		const token = new URL(link).searchParams.get('token')
		const missing = await settle(() =>
			apiResetAction(
				args(jsonRequest('/api/auth/reset-password', { newPassword: 'Moonrise2027y' })),
			),
		)
		expect(await missing.json()).toMatchObject({
			code: 'TOKEN_MISSING',
			message: 'The reset token is missing. Please use the link from your email.',
		})
		const ok = await settle(() =>
			apiResetAction(
				args(jsonRequest('/api/auth/reset-password', { token, newPassword: 'Moonrise2027y' })),
			),
		)
		expect(ok.status).toBe(200)
		expect(await ok.json()).toEqual({ message: 'Password updated.' })
		const reused = await settle(() =>
			apiResetAction(
				args(jsonRequest('/api/auth/reset-password', { token, newPassword: 'Moonrise2027y' })),
			),
		)
		expect(reused.status).toBe(400)
		expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' })
	})
})

describe('MFA setup', () => {
	test('signed out it asks to sign in; with MFA on it says it is already enabled', async () => {
		const signedOut = await settle(() => mfaSetupLoader(args(get('/mfa-setup'))))
		expect(await signedOut.json()).toEqual({ state: 'signed-out' })
		const { cookie } = await createTestUser()
		expect(
			await (await settle(() => mfaSetupLoader(args(get('/mfa-setup', cookie))))).json(),
		).toEqual({
			state: 'start',
		})
		await enableMfa(cookie)
		expect(
			await (await settle(() => mfaSetupLoader(args(get('/mfa-setup', cookie))))).json(),
		).toEqual({
			state: 'enabled',
		})
	})

	test('start shows a QR code and the secret; an empty or wrong code is refused; the right one turns MFA on with 10 backup codes', async () => {
		const { user, cookie } = await createTestUser()
		const start = await settle(() =>
			mfaSetupAction(args(formRequest('/mfa-setup', { intent: 'start' }, { cookie }))),
		)
		expect(start.headers.get('location')).toBe('/mfa-setup')
		const page = await settle(() => mfaSetupLoader(args(get('/mfa-setup', cookie))))
		expect(page.headers.get('cache-control')).toBe('no-store')
		const setup = await page.json()
		expect(setup).toMatchObject({ state: 'setup', tab: 'qr', email: user.email })
		expect(setup.qrCode).toMatch(/^data:image\/png;base64,/)
		expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)

		const verify = (code: string) =>
			settle(() =>
				mfaSetupAction(args(formRequest('/mfa-setup', { intent: 'verify', code }, { cookie }))),
			)
		const empty = await verify('')
		expect(empty.status).toBe(400)
		expect(fieldErrorsOf(await empty.json()).code).toBe('mfa.errors.codeRequired')
		const wrong = await verify('000000' === totpFor(setup.secret).generate() ? '111111' : '000000')
		expect((await wrong.json()).error).toBe('mfa.errors.invalidCode')
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(false)

		const done = await verify(totpFor(setup.secret).generate())
		const { backupCodes } = await done.json()
		expect(backupCodes).toHaveLength(10)
		expect(new Set(backupCodes).size).toBe(10)
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(true)
		expect(await prisma.verification.count({ where: { target: user.id, type: 'mfa-setup' } })).toBe(
			0,
		)
		await sink.waitFor(
			(mail) => mailTo(user.email)(mail) && mail.subject === 'Two-factor authentication is on',
		)
	})

	test('the database holds no plaintext TOTP secret, backup code or reset token', async () => {
		const { user, cookie } = await createTestUser()
		await settle(() =>
			mfaSetupAction(args(formRequest('/mfa-setup', { intent: 'start' }, { cookie }))),
		)
		const pending = await (
			await settle(() => mfaSetupLoader(args(get('/mfa-setup', cookie))))
		).json()
		const pendingRows = JSON.stringify(
			await prisma.$queryRawUnsafe(`SELECT * FROM "Verification" WHERE "target" = ?`, user.id),
		)
		expect(pendingRows).toContain('v1.')
		expect(pendingRows).not.toContain(pending.secret)

		await settle(() =>
			mfaSetupAction(
				args(
					formRequest(
						'/mfa-setup',
						{ intent: 'verify', code: totpFor(pending.secret).generate() },
						{ cookie },
					),
				),
			),
		)
		const { backupCodes: apiCodes } = await (async () => {
			// The JSON setup hands codes out before verification: they must be hashed as well.
			const other = await createTestUser()
			const response = await settle(() =>
				apiMfaSetupAction(args(jsonRequest('/api/auth/mfa/setup', {}, { cookie: other.cookie }))),
			)
			return (await response.json()) as { backupCodes: string[] }
		})()
		const { token } = await requestReset(user.email)

		const tables = ['User', 'Password', 'Session', 'Verification', 'MfaSecret', 'BackupCode']
		const dump = JSON.stringify(
			await Promise.all(tables.map((table) => prisma.$queryRawUnsafe(`SELECT * FROM "${table}"`))),
		)
		const backupCodes = (await prisma.backupCode.findMany({ where: { userId: user.id } })).map(
			(row) => row.codeHash,
		)
		expect(backupCodes).toHaveLength(10)
		expect(dump).not.toContain(pending.secret)
		expect(dump.toLowerCase()).not.toContain(pending.secret.toLowerCase())
		expect(dump).not.toContain(token)
		for (const code of apiCodes) {
			expect(dump).not.toContain(code)
			expect(dump).not.toContain(code.replace('-', ''))
		}
		const stored = await prisma.mfaSecret.findUniqueOrThrow({ where: { userId: user.id } })
		expect(stored.encryptedSecret).toMatch(/^v1\./)
	})

	test('JSON API: setup answers qrCode, secret and backupCodes; verify-setup turns MFA on', async () => {
		const { user, cookie } = await createTestUser()
		const unauthorized = await settle(() =>
			apiMfaSetupAction(args(jsonRequest('/api/auth/mfa/setup', {}))),
		)
		expect(unauthorized.status).toBe(401)
		const setup = await settle(() =>
			apiMfaSetupAction(args(jsonRequest('/api/auth/mfa/setup', {}, { cookie }))),
		)
		const body = await setup.json()
		expect(body.qrCode).toMatch(/^data:image\/png;base64,/)
		expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
		expect(body.backupCodes).toHaveLength(10)

		const verify = (token: unknown) =>
			settle(() =>
				apiVerifySetupAction(
					args(jsonRequest('/api/auth/mfa/verify-setup', { token }, { cookie })),
				),
			)
		expect(await (await verify('')).json()).toMatchObject({
			message: 'Please enter the 6-digit code from your authenticator app.',
		})
		const wrong = await verify('12345x')
		expect(wrong.status).toBe(401)
		expect(await wrong.json()).toMatchObject({
			code: 'INVALID_CODE',
			message: 'Invalid verification code',
		})
		const ok = await verify(totpFor(body.secret).generate())
		expect(ok.status).toBe(200)
		expect(await ok.json()).toEqual({
			message: 'Two-factor authentication is on.',
			mfaEnabled: true,
		})
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(true)

		// The codes from setup are the ones that work.
		const { jar } = await passwordStep(user.email)
		const signin = await settle(() =>
			signinAction(
				args(
					formRequest(
						'/signin',
						{ intent: 'mfa-verify', code: body.backupCodes[0] },
						{ cookie: jar.header },
					),
				),
			),
		)
		expect(signin.status).toBe(302)
		const again = await settle(() =>
			apiMfaSetupAction(args(jsonRequest('/api/auth/mfa/setup', {}, { cookie }))),
		)
		expect(again.status).toBe(409)
	})
})

describe('sign-in with MFA on', () => {
	test('the password step creates no session; the page switches to the code form without social buttons', async () => {
		const { user, cookie } = await createTestUser()
		await enableMfa(cookie)
		const sessionsBefore = await prisma.session.count({ where: { userId: user.id } })
		const { jar, response } = await passwordStep(user.email)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/signin')
		expect(jar.cookies.has('__session')).toBe(false)
		expect(jar.cookies.has('__mfa')).toBe(true)
		expect(await prisma.session.count({ where: { userId: user.id } })).toBe(sessionsBefore)
		const page = await (await settle(() => signinLoader(args(get('/signin', jar.header))))).json()
		expect(page).toMatchObject({ mfaPending: true, providers: [] })
		const plain = await (await settle(() => signinLoader(args(get('/signin'))))).json()
		expect(plain.mfaPending).toBe(false)
	})

	test('the right code signs in and goes to redirectTo; the same code cannot be used again', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		const code = nextCode(secret)
		const first = await passwordStep(user.email, strongPassword, '/account')
		const done = first.jar.take(
			await settle(() =>
				signinAction(
					args(
						formRequest('/signin', { intent: 'mfa-verify', code }, { cookie: first.jar.header }),
					),
				),
			),
		)
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/account')
		expect(first.jar.cookies.has('__mfa')).toBe(false)
		expect((await currentUser(first.jar.header)).status).toBe(200)

		const second = await passwordStep(user.email)
		const replay = await settle(() =>
			signinAction(
				args(formRequest('/signin', { intent: 'mfa-verify', code }, { cookie: second.jar.header })),
			),
		)
		expect(replay.status).toBe(400)
		expect((await replay.json()).mfaError).toBe('mfa.signin.invalid')
	})

	test('a backup code works once and fails the second time', async () => {
		const { user, cookie } = await createTestUser()
		const { backupCodes } = await enableMfa(cookie)
		const code = backupCodes[3]!.toUpperCase()
		const first = await passwordStep(user.email)
		const ok = await settle(() =>
			signinAction(
				args(formRequest('/signin', { intent: 'mfa-verify', code }, { cookie: first.jar.header })),
			),
		)
		expect(ok.status).toBe(302)
		const second = await passwordStep(user.email)
		const reused = await settle(() =>
			signinAction(
				args(formRequest('/signin', { intent: 'mfa-verify', code }, { cookie: second.jar.header })),
			),
		)
		expect(reused.status).toBe(400)
		expect((await reused.json()).mfaError).toBe('mfa.signin.invalid')
		const account = await (await settle(() => accountLoader(args(get('/account', cookie))))).json()
		expect(account.security).toMatchObject({ mfaEnabled: true, unusedBackupCodes: 9 })
	})

	test('"Back to sign in" clears the pending state', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		const { jar } = await passwordStep(user.email)
		const pendingCookie = jar.header
		const back = jar.take(
			await settle(() =>
				signinAction(
					args(formRequest('/signin', { intent: 'mfa-cancel' }, { cookie: jar.header })),
				),
			),
		)
		expect(back.headers.get('location')).toBe('/signin')
		expect(await prisma.verification.count({ where: { target: user.id, type: 'mfa-login' } })).toBe(
			0,
		)
		const page = await (await settle(() => signinLoader(args(get('/signin', jar.header))))).json()
		expect(page.mfaPending).toBe(false)
		const stale = await settle(() =>
			signinAction(
				args(
					formRequest(
						'/signin',
						{ intent: 'mfa-verify', code: nextCode(secret) },
						// The cookie from before: its pending state is gone from the database.
						{ cookie: pendingCookie },
					),
				),
			),
		)
		expect((await stale.json()).mfaError).toBe('mfa.signin.expired')
	})

	test('a pending sign-in expires after ten minutes', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		const { jar } = await passwordStep(user.email)
		const row = await prisma.verification.findFirstOrThrow({
			where: { target: user.id, type: 'mfa-login' },
		})
		expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 600_000)).toBeLessThan(
			5_000,
		)
		await prisma.verification.update({
			where: { id: row.id },
			data: { expiresAt: new Date(Date.now() - 1) },
		})
		const late = await settle(() =>
			signinAction(
				args(
					formRequest(
						'/signin',
						{ intent: 'mfa-verify', code: nextCode(secret) },
						{ cookie: jar.header },
					),
				),
			),
		)
		expect((await late.json()).mfaError).toBe('mfa.signin.expired')
	})

	test('after five wrong codes the account’s code step answers 429, even to the right code', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		const { jar } = await passwordStep(user.email)
		const attempt = (code: string) =>
			settle(() =>
				signinAction(
					args(formRequest('/signin', { intent: 'mfa-verify', code }, { cookie: jar.header })),
				),
			)
		const wrong = totpFor(secret).generate() === '000000' ? '999999' : '000000'
		for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(400)
		const locked = await attempt(nextCode(secret))
		expect(locked.status).toBe(429)
		expect((await locked.json()).mfaError).toBe('mfa.errors.rateLimited')
	})

	test('JSON API: sign-in answers requiresMFA and userId; verify-login needs that client’s pending state', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		const signin = await settle(() =>
			apiSigninAction(
				args(jsonRequest('/api/auth/signin', { email: user.email, password: strongPassword })),
			),
		)
		expect(signin.status).toBe(200)
		const body = await signin.json()
		expect(body).toMatchObject({ requiresMFA: true, userId: user.id })
		const cookies = setCookies(signin)
		expect(cookies.__session).toBeUndefined()
		const pendingCookie = `__mfa=${cookies.__mfa}`

		// Another client knowing only the user id gets nowhere.
		const withoutState = await settle(() =>
			apiVerifyLoginAction(
				args(
					jsonRequest('/api/auth/mfa/verify-login', { userId: user.id, token: nextCode(secret) }),
				),
			),
		)
		expect(withoutState.status).toBe(401)
		expect(await withoutState.json()).toMatchObject({ code: 'NO_PENDING_SIGNIN' })
		const otherUser = await settle(() =>
			apiVerifyLoginAction(
				args(
					jsonRequest(
						'/api/auth/mfa/verify-login',
						{ userId: 'someone-else', token: nextCode(secret) },
						{ cookie: pendingCookie },
					),
				),
			),
		)
		expect(otherUser.status).toBe(401)
		const wrong = await settle(() =>
			apiVerifyLoginAction(
				args(
					jsonRequest(
						'/api/auth/mfa/verify-login',
						{ userId: user.id, token: '12345' },
						{ cookie: pendingCookie },
					),
				),
			),
		)
		expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' })
		const ok = await settle(() =>
			apiVerifyLoginAction(
				args(
					jsonRequest(
						'/api/auth/mfa/verify-login',
						{ userId: user.id, token: nextCode(secret) },
						{ cookie: pendingCookie },
					),
				),
			),
		)
		expect(ok.status).toBe(200)
		expect(await ok.json()).toMatchObject({ requiresMFA: false, userId: user.id })
		const session = `__session=${setCookies(ok).__session}`
		expect((await currentUser(session)).status).toBe(200)
	})

	test('turning MFA off needs the password and a current code', async () => {
		const { user, cookie } = await createTestUser()
		const { secret, backupCodes } = await enableMfa(cookie)
		const disable = (fields: Record<string, string>) =>
			settle(() => mfaDisableAction(args(formRequest('/mfa-disable', fields, { cookie }))))
		const badPassword = await disable({ password: 'Wrong-password-1', code: nextCode(secret) })
		expect((await badPassword.json()).error).toBe('mfa.disable.invalidPassword')
		const badCode = await disable({ password: strongPassword, code: '000000' })
		expect((await badCode.json()).error).toBe('mfa.disable.invalidCode')
		const ok = await disable({ password: strongPassword, code: backupCodes[0]! })
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe('/account?mfa=disabled')
		expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).mfaEnabled).toBe(false)
		expect(await prisma.mfaSecret.count({ where: { userId: user.id } })).toBe(0)
		expect(await prisma.backupCode.count({ where: { userId: user.id } })).toBe(0)
		const account = await (
			await settle(() => accountLoader(args(get('/account?mfa=disabled', cookie))))
		).json()
		expect(account.security).toMatchObject({
			mfaEnabled: false,
			notice: 'security.disabledNotice',
		})
		// Sign-in is back to one step.
		expect((await passwordStep(user.email)).jar.cookies.has('__session')).toBe(true)
	})
})

describe('email sign-in code', () => {
	async function sendCode(email: string, jar = new Jar()) {
		const response = jar.take(
			await settle(() =>
				signinCodeAction(
					args(formRequest('/signin/code', { intent: 'send', email }, { cookie: jar.header })),
				),
			),
		)
		expect(response.headers.get('location')).toBe('/signin/code')
		return jar
	}

	test('an existing account gets a 6-digit code by mail and the code signs in', async () => {
		const { user } = await createTestUser()
		const jar = await sendCode(user.email.toUpperCase())
		const page = await (
			await settle(() => signinCodeLoader(args(get('/signin/code', jar.header))))
		).json()
		expect(page).toMatchObject({ codeSent: true, email: user.email.toUpperCase(), error: null })
		const mail = await sink.waitFor(mailTo(user.email))
		expect(mail.subject).toBe('Your Vibecast sign-in code')
		const code = mail.text.match(/^\s+(\d{6})$/m)?.[1]
		expect(code).toMatch(/^\d{6}$/)
		const done = jar.take(
			await settle(() =>
				signinCodeAction(
					args(
						formRequest(
							'/signin/code',
							{ intent: 'verify', code: code!, redirectTo: '/account' },
							{ cookie: jar.header },
						),
					),
				),
			),
		)
		expect(done.headers.get('location')).toBe('/account')
		expect((await currentUser(jar.header)).status).toBe(200)
	})

	test('an unknown email sees the same "code sent" step and no mail goes out', async () => {
		const email = uniqueEmail('ghost')
		const jar = await sendCode(email)
		const page = await (
			await settle(() => signinCodeLoader(args(get('/signin/code', jar.header))))
		).json()
		expect(page).toMatchObject({ codeSent: true, email })
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(sink.mails.some(mailTo(email))).toBe(false)
	})

	test('a wrong code shows an error; the magic link signs in from the same browser', async () => {
		const { user } = await createTestUser()
		const jar = await sendCode(user.email)
		const mail = await sink.waitFor(mailTo(user.email))
		const code = mail.text.match(/^\s+(\d{6})$/m)?.[1] ?? ''
		jar.take(
			await settle(() =>
				signinCodeAction(
					args(
						formRequest(
							'/signin/code',
							{ intent: 'verify', code: code === '000000' ? '111111' : '000000' },
							{ cookie: jar.header },
						),
					),
				),
			),
		)
		const page = await (
			await settle(() => signinCodeLoader(args(get('/signin/code', jar.header))))
		).json()
		expect(page.error).toBe('emailCode.errors.invalid')
		const link = linkFrom(mail, '/signin/code/verify')
		const url = new URL(link)
		const done = jar.take(
			await settle(() => magicLinkLoader(args(get(`${url.pathname}${url.search}`, jar.header)))),
		)
		expect(done.headers.get('location')).toBe('/')
		expect((await currentUser(jar.header)).status).toBe(200)
	})

	test('with MFA on, the emailed code leads to the authenticator step', async () => {
		const { user, cookie } = await createTestUser()
		const { secret } = await enableMfa(cookie)
		sink.mails.splice(0, sink.mails.length)
		const jar = await sendCode(user.email)
		const mail = await sink.waitFor(
			(received) => mailTo(user.email)(received) && received.subject.includes('sign-in code'),
		)
		const code = mail.text.match(/^\s+(\d{6})$/m)?.[1] ?? ''
		const step = jar.take(
			await settle(() =>
				signinCodeAction(
					args(formRequest('/signin/code', { intent: 'verify', code }, { cookie: jar.header })),
				),
			),
		)
		expect(step.headers.get('location')).toBe('/signin')
		expect(jar.cookies.has('__session')).toBe(false)
		expect(jar.cookies.has('__mfa')).toBe(true)
		const done = jar.take(
			await settle(() =>
				signinAction(
					args(
						formRequest(
							'/signin',
							{ intent: 'mfa-verify', code: nextCode(secret) },
							{ cookie: jar.header },
						),
					),
				),
			),
		)
		expect(done.status).toBe(302)
		expect((await currentUser(jar.header)).status).toBe(200)
	})
})

describe('social sign-in', () => {
	const GOOGLE = {
		authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
		token: 'https://oauth2.googleapis.com/token',
		userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
	}

	function configureGoogle() {
		process.env = {
			...savedEnv,
			SMTP_URL: sink.url,
			GOOGLE_CLIENT_ID: 'google-client-id',
			GOOGLE_CLIENT_SECRET: 'google-client-secret',
		}
		resetEnvForTests()
	}

	type GoogleUser = { sub: string; email: string; email_verified: boolean; given_name?: string }

	/** msw stand-ins for Google's consent screen, token endpoint and userinfo. */
	function mockGoogle(profile: GoogleUser) {
		const seen: { tokenBodies: URLSearchParams[]; authorization: string[] } = {
			tokenBodies: [],
			authorization: [],
		}
		mockServer.use(
			http.get(GOOGLE.authorize, ({ request }) => {
				const url = new URL(request.url)
				expect(url.searchParams.get('client_id')).toBe('google-client-id')
				expect(url.searchParams.get('code_challenge_method')).toBe('S256')
				expect(url.searchParams.get('scope')).toBe('openid email profile')
				const back = new URL(url.searchParams.get('redirect_uri')!)
				back.searchParams.set('code', 'auth-code-123')
				back.searchParams.set('state', url.searchParams.get('state')!)
				return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } })
			}),
			http.post(GOOGLE.token, async ({ request }) => {
				seen.authorization.push(request.headers.get('authorization') ?? '')
				const body = new URLSearchParams(await request.text())
				seen.tokenBodies.push(body)
				if (body.get('code') !== 'auth-code-123' || !body.get('code_verifier')) {
					return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })
				}
				return HttpResponse.json({
					access_token: 'google-access-token',
					token_type: 'Bearer',
					expires_in: 3600,
					id_token: 'unused',
				})
			}),
			http.get(GOOGLE.userinfo, ({ request }) => {
				if (request.headers.get('authorization') !== 'Bearer google-access-token') {
					return new HttpResponse(null, { status: 401 })
				}
				return HttpResponse.json(profile)
			}),
		)
		return seen
	}

	/** Browser-like: start at /api/auth/google, visit Google (mocked), come back to the callback. */
	async function googleRoundTrip(query = '', jar = new Jar()) {
		const start = jar.take(
			await settle(() =>
				socialStartLoader(
					args(get(`/api/auth/google${query}`, jar.header), { provider: 'google' }),
				),
			),
		)
		expect(start.status).toBe(302)
		const authorizeUrl = start.headers.get('location')!
		expect(authorizeUrl.startsWith(GOOGLE.authorize)).toBe(true)
		const consent = await fetch(authorizeUrl, { redirect: 'manual' })
		const callback = new URL(consent.headers.get('location')!)
		expect(callback.pathname).toBe('/api/auth/google/callback')
		const done = jar.take(
			await settle(() =>
				socialCallbackLoader(
					args(get(`${callback.pathname}${callback.search}`, jar.header), { provider: 'google' }),
				),
			),
		)
		return { done, jar }
	}

	test('with no provider configured the list is empty and sign-in and sign-up offer no social buttons', async () => {
		const list = await (await providersLoader()).json()
		expect(list).toEqual({ providers: [] })
		expect(
			(await (await settle(() => signinLoader(args(get('/signin'))))).json()).providers,
		).toEqual([])
		expect(
			(await (await settle(() => signupLoader(args(get('/signup'))))).json()).providers,
		).toEqual([])
		const start = await settle(() =>
			socialStartLoader(args(get('/api/auth/google'), { provider: 'google' })),
		)
		expect(start.headers.get('location')).toBe('/signin?error=social-unavailable')
		const unknown = await settle(() =>
			socialStartLoader(args(get('/api/auth/myspace'), { provider: 'myspace' })),
		)
		expect(unknown.status).toBe(404)
	})

	test('a signed Google flow (msw) creates the user, records method and source, and signs in', async () => {
		configureGoogle()
		expect(await (await providersLoader()).json()).toEqual({ providers: ['google'] })
		const email = uniqueEmail('google')
		const seen = mockGoogle({ sub: 'g-100', email, email_verified: true, given_name: 'Gia' })
		const { done, jar } = await googleRoundTrip('?source=newsletter&redirectTo=%2Faccount')
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/account')
		expect(seen.authorization[0]).toBe(
			`Basic ${Buffer.from('google-client-id:google-client-secret').toString('base64')}`,
		)
		expect(seen.tokenBodies[0]?.get('redirect_uri')).toBe(
			'http://localhost/api/auth/google/callback',
		)
		const me = await currentUser(jar.header)
		expect(me.status).toBe(200)
		expect(await me.json()).toMatchObject({ email, firstName: 'Gia' })
		const user = await prisma.user.findUniqueOrThrow({
			where: { email },
			include: { connections: true },
		})
		expect(user).toMatchObject({ signupMethod: 'google', signupSource: 'newsletter' })
		expect(user.connections).toMatchObject([{ provider: 'google', providerUserId: 'g-100' }])
		const signUps = () =>
			prisma.analyticsEvent.findMany({ where: { userId: user.id, name: 'sign_up' } })
		expect(await signUps()).toMatchObject([
			{ label: 'google', source: 'newsletter', origin: 'server' },
		])
		// The state and context cookies are spent.
		expect([...jar.cookies.keys()].some((name) => name.startsWith('oauth2-google'))).toBe(false)
		expect(jar.cookies.has('__oauth')).toBe(false)

		// The next sign-in finds the same user through the connection.
		mockGoogle({ sub: 'g-100', email: 'changed@example.com', email_verified: true })
		const again = await googleRoundTrip()
		expect(again.done.headers.get('location')).toBe('/')
		expect(await prisma.user.count({ where: { email } })).toBe(1)
		// Signing in again is not a second sign-up.
		expect(await signUps()).toHaveLength(1)
		expect(await (await currentUser(again.jar.header)).json()).toMatchObject({ email })
	})

	test('a verified Google email links to the existing account; an unverified one does not', async () => {
		configureGoogle()
		const { user } = await createTestUser()
		mockGoogle({ sub: 'g-unverified', email: user.email, email_verified: false })
		const refused = await googleRoundTrip()
		expect(refused.done.headers.get('location')).toBe('/signin?error=social-account-exists')
		expect(refused.jar.cookies.has('__session')).toBe(false)
		expect(await prisma.connection.count({ where: { userId: user.id } })).toBe(0)

		mockGoogle({ sub: 'g-verified', email: user.email, email_verified: true })
		const linked = await googleRoundTrip()
		expect(linked.done.headers.get('location')).toBe('/')
		expect(await (await currentUser(linked.jar.header)).json()).toMatchObject({ id: user.id })
		expect(await prisma.connection.count({ where: { userId: user.id } })).toBe(1)
	})

	test('with MFA on, a social sign-in goes to the code step', async () => {
		configureGoogle()
		const { user, cookie } = await createTestUser()
		await enableMfa(cookie)
		mockGoogle({ sub: 'g-mfa', email: user.email, email_verified: true })
		const { done, jar } = await googleRoundTrip()
		expect(done.headers.get('location')).toBe('/signin')
		expect(jar.cookies.has('__session')).toBe(false)
		expect(jar.cookies.has('__mfa')).toBe(true)
	})

	test('a callback whose state does not match the cookie is refused', async () => {
		configureGoogle()
		const jar = new Jar()
		jar.take(
			await settle(() => socialStartLoader(args(get('/api/auth/google'), { provider: 'google' }))),
		)
		vi.spyOn(console, 'warn').mockImplementation(() => {})
		const forged = await settle(() =>
			socialCallbackLoader(
				args(get('/api/auth/google/callback?code=x&state=forged', jar.header), {
					provider: 'google',
				}),
			),
		)
		expect(forged.headers.get('location')).toBe('/signin?error=social-failed')
		const denied = await settle(() =>
			socialCallbackLoader(
				args(get('/api/auth/google/callback?error=access_denied', jar.header), {
					provider: 'google',
				}),
			),
		)
		expect(denied.headers.get('location')).toBe('/signin?error=social-cancelled')
	})

	test('Apple’s form_post callback is turned into a GET of the same callback', async () => {
		const response = await settle(() =>
			socialCallbackAction(
				args(formRequest('/api/auth/apple/callback', { code: 'c', state: 's', user: '{}' }), {
					provider: 'apple',
				}),
			),
		)
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe('/api/auth/apple/callback?code=c&state=s')
	})
})
