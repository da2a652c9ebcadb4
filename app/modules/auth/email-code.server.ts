import { Authenticator } from 'remix-auth'
import { TOTPStrategy } from 'remix-auth-totp'
import { z } from 'zod'
import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { signInCodeEmail } from '#app/modules/email/templates.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
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

function normalizeEmail(email: string) {
	return email.trim().toLowerCase()
}

let cached: { authenticator: Authenticator<null>; strategy: TOTPStrategy<null> } | undefined

function getEmailCodeAuthenticator() {
	if (cached) return cached
	const env = getEnv()
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
					language: user.preferredLanguage ?? request.headers.get('x-mail-language'),
					code,
					link,
					minutes: CODE_MINUTES,
				})
				void sendEmail({ ...mail, to: user.email, link }).catch((error: unknown) => {
					console.error(
						`[mail] sign-in code failed: ${error instanceof Error ? error.message : error}`,
					)
				})
			},
		},
		async ({ email, formData, request }) => {
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
	const forwarded = new Request(request.url, {
		method: request.method,
		headers,
		body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
	})
	try {
		await getEmailCodeAuthenticator().authenticator.authenticate('email-code', forwarded)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	return new Response(null, { status: 302, headers: { Location: EMAIL_CODE_PATH } })
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
