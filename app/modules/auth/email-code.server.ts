import crypto from 'node:crypto'
import { createCookie } from 'react-router'
import { Authenticator } from 'remix-auth'
import type { TOTPStrategy } from 'remix-auth-totp'
import { z } from 'zod'
import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { signInCodeEmail } from '#app/modules/email/templates.ts'
import { runInBackground } from '#app/utils/background-tasks.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { normalizeEmail } from './email-address.ts'
import { signInOrAskForMfa } from './mfa-login.server.ts'
import { hitRateLimit } from './rate-limit.server.ts'
import { derivedKeyHex } from './tokens.server.ts'

// Passwordless sign-in with a one-time code or magic link by mail (remix-auth-totp). The strategy
// keeps the code's secret encrypted in a short-lived `_totp` cookie, so the code and the link
// work in the browser that asked for them. Codes go only to existing accounts, but the page
// answers the same for any address, so it does not tell which emails have an account.

export const EMAIL_CODE_PATH = '/signin/code'
export const MAGIC_LINK_PATH = '/signin/code/verify'
const CODE_MINUTES = 10
const MAILS_PER_ADDRESS = 3
const MAIL_WINDOW_MS = 15 * 60 * 1000

export const emailCodeErrors = {
	requiredEmail: 'emailCode.errors.emailRequired',
	invalidEmail: 'emailCode.errors.emailInvalid',
	invalidTotp: 'emailCode.errors.invalid',
	expiredTotp: 'emailCode.errors.expired',
	rateLimitExceeded: 'emailCode.errors.expired',
	missingSessionEmail: 'emailCode.errors.expired',
	missingSessionTotp: 'emailCode.errors.expired',
} as const

const knownErrors = new Set<string>(Object.values(emailCodeErrors))

const EmailSchema = z.email().max(254)

let cached: { authenticator: Authenticator<null>; strategy: TOTPStrategy<null> } | undefined

// remix-auth-totp keeps the address in its `_totp` cookie as plain text, next to the encrypted
// code secret, and verifies the code against that secret only. Changing the address in the
// cookie would sign in to someone else's account with one's own code. So when a code is sent,
// a signed cookie of ours pairs the address with a hash of that code's secret; a code is only
// accepted when the `_totp` cookie still holds the pair the server issued.
let bindingCookie: ReturnType<typeof createCookie> | undefined
function getBindingCookie() {
	const env = getEnv()
	bindingCookie ??= createCookie('__email_code', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		maxAge: CODE_MINUTES * 60,
		secure: env.COOKIE_SECURE,
		secrets: env.SESSION_SECRETS,
	})
	return bindingCookie
}

// Runs during which the strategy sent a new code, by a run id carried in a header (the strategy
// may hand sendTOTP a copy of the request, so the object itself cannot be the key).
const RUN_HEADER = 'x-email-code-run'
const sentDuring = new Set<string>()

function hashSecret(jwe: string) {
	return crypto.createHash('sha256').update(jwe).digest('hex')
}

/** The address and the code's encrypted secret held in a `_totp` cookie value. */
function readTotpValue(raw: string | undefined) {
	const params = new URLSearchParams((raw ?? '').replace(/^"|"$/g, ''))
	let jwe: string | null = null
	try {
		const totp = JSON.parse(params.get('totp') ?? 'null') as { jwe?: unknown } | null
		jwe = typeof totp?.jwe === 'string' ? totp.jwe : null
	} catch {
		jwe = null
	}
	const email = params.get('email')
	return { email: email ? normalizeEmail(email) : null, jwe }
}

function totpValueFromCookieHeader(header: string | null) {
	return (header ?? '')
		.split(/;\s*/)
		.find((part) => part.startsWith('_totp='))
		?.slice('_totp='.length)
}

async function readIssuedPair(request: Request) {
	return (await getBindingCookie().parse(request.headers.get('Cookie'))) as {
		email?: string
		secret?: string
	} | null
}

/**
 * Whose wrong codes these are, for the per-account attempt limit: the address this server issued
 * the code for (our signed cookie), not the `_totp` cookie's, which the browser can rewrite
 * (" victim@x", "VICTIM@x "…) to get a fresh counter for each spelling.
 */
export async function emailCodeSubject(request: Request) {
	const issued = await readIssuedPair(request)
	if (issued?.email) return normalizeEmail(issued.email)
	return readTotpValue(totpValueFromCookieHeader(request.headers.get('Cookie'))).email ?? 'unknown'
}

async function isIssuedPair(request: Request) {
	const issued = await readIssuedPair(request)
	const current = readTotpValue(totpValueFromCookieHeader(request.headers.get('Cookie')))
	return Boolean(
		issued?.email &&
		issued.secret &&
		current.email === issued.email &&
		current.jwe &&
		hashSecret(current.jwe) === issued.secret,
	)
}

async function mailSignInCode({
	email,
	code,
	magicLink,
	request,
	language,
}: {
	email: string
	code: string
	magicLink: string
	request: Request
	language: string | null
}) {
	const user = await prisma.user.findUnique({
		where: { email: normalizeEmail(email) },
		select: { id: true, email: true, preferredLanguage: true },
	})
	if (!user) return
	const perAddress = hitRateLimit(`email-code-mail:${user.id}`, {
		max: MAILS_PER_ADDRESS,
		windowMs: MAIL_WINDOW_MS,
	})
	if (!perAddress.allowed) return
	// The strategy builds the link from the request's Host; APP_URL is the trusted origin.
	const token = new URL(magicLink).searchParams.get('t') ?? ''
	const link = absoluteUrl(request, `${MAGIC_LINK_PATH}?${new URLSearchParams({ t: token })}`)
	const mail = signInCodeEmail({
		language: user.preferredLanguage ?? language,
		code,
		link,
		minutes: CODE_MINUTES,
	})
	await sendEmail({ ...mail, to: user.email, link })
}

async function getEmailCodeAuthenticator() {
	if (cached) return cached
	const env = getEnv()
	// Loaded at the first code sign-in, not at start (ADR 033).
	const { TOTPStrategy } = await import('remix-auth-totp')
	const strategy = new TOTPStrategy<null>(
		{
			secret: derivedKeyHex('email-sign-in-code'),
			cookieOptions: {
				maxAge: CODE_MINUTES * 60,
				...(env.COOKIE_SECURE ? { secure: true as const } : {}),
			},
			totpGeneration: { charSet: '0123456789', digits: 6, period: CODE_MINUTES * 60 },
			magicLinkPath: MAGIC_LINK_PATH,
			customErrors: emailCodeErrors,
			emailSentRedirect: EMAIL_CODE_PATH,
			successRedirect: '/',
			failureRedirect: EMAIL_CODE_PATH,
			validateEmail: async (email) => EmailSchema.safeParse(normalizeEmail(email)).success,
			sendTOTP: async ({ email, code, magicLink, request }) => {
				const run = request.headers.get(RUN_HEADER)
				if (run) sentDuring.add(run)
				// The account lookup and the mail happen after the answer, for every address alike.
				const language = request.headers.get('x-mail-language')
				runInBackground('sign-in code', () =>
					mailSignInCode({ email, code, magicLink, request, language }),
				)
			},
		},
		async ({ email, formData, request }) => {
			if (!(await isIssuedPair(request))) throw new Error(emailCodeErrors.invalidTotp)
			const user = await prisma.user.findUnique({
				where: { email: normalizeEmail(email) },
				select: { id: true },
			})
			if (!user) throw new Error(emailCodeErrors.invalidTotp)
			const redirectTo = formData?.get('redirectTo')
			// A Response thrown here is passed through by the strategy, with its cookie cleared.
			throw await signInOrAskForMfa(
				request,
				user.id,
				typeof redirectTo === 'string' ? redirectTo : '/',
			)
		},
	)
	const authenticator = new Authenticator<null>()
	authenticator.use(strategy, 'email-code')
	cached = { authenticator, strategy }
	return cached
}

/**
 * Runs the strategy: sends a code (form with `email`), checks one (form with `code`, or the
 * magic link's GET). It always ends in a redirect Response, which this returns.
 */
export async function runEmailCodeStrategy(request: Request, language: string): Promise<Response> {
	const headers = new Headers(request.headers)
	headers.set('x-mail-language', language)
	headers.set(RUN_HEADER, crypto.randomUUID())
	const forwarded = new Request(request.url, {
		method: request.method,
		headers,
		body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
	})
	try {
		await (await getEmailCodeAuthenticator()).authenticator.authenticate('email-code', forwarded)
	} catch (error) {
		if (error instanceof Response) return bindSentCode(forwarded, error)
		throw error
	}
	return new Response(null, { status: 302, headers: { Location: EMAIL_CODE_PATH } })
}

/** After a code was sent, pair its address and secret in our signed cookie. */
async function bindSentCode(request: Request, response: Response) {
	const run = request.headers.get(RUN_HEADER) ?? ''
	if (!sentDuring.delete(run)) return response
	const raw = response.headers
		.getSetCookie()
		.find((cookie) => cookie.startsWith('_totp='))
		?.split(';')[0]
		?.slice('_totp='.length)
	const sent = readTotpValue(raw ? decodeURIComponent(raw) : undefined)
	if (!sent.email || !sent.jwe) return response
	const headers = new Headers(response.headers)
	headers.append(
		'Set-Cookie',
		await getBindingCookie().serialize({ email: sent.email, secret: hashSecret(sent.jwe) }),
	)
	return new Response(response.body, { status: response.status, headers })
}

/** What the code page shows: which step, for which address, and the last error (an i18n key). */
export function readEmailCodeState(request: Request) {
	const raw = (request.headers.get('Cookie') ?? '')
		.split(/;\s*/)
		.find((part) => part.startsWith('_totp='))
		?.slice('_totp='.length)
		.replace(/^"|"$/g, '')
	const params = new URLSearchParams(raw ?? '')
	const error = params.get('error')
	return {
		email: params.get('email'),
		codeSent: Boolean(params.get('email') && params.get('totp')),
		error: error ? (knownErrors.has(error) ? error : emailCodeErrors.invalidTotp) : null,
	}
}

/** Forgets the emailed code (the "use another email" link). */
export function clearEmailCodeCookie() {
	const secure = getEnv().COOKIE_SECURE ? '; Secure' : ''
	return `_totp=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`
}
