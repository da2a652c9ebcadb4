import { recordSignUp, signupAttribution } from '#app/modules/analytics/attribution.server.ts'
import { createCookie, redirect } from 'react-router'
import { nextMonthlyResetDate } from '#app/modules/billing/usage.ts'
import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { signInOrAskForMfa } from './mfa-login.server.ts'
import { safeRedirect } from './safe-redirect.ts'
import {
	appleProfile,
	facebookProfile,
	googleProfile,
	socialProviders,
	twitterProfile,
	type SocialProfile,
	type SocialProvider,
} from './social-profiles.ts'

// Social sign-in with remix-auth-oauth2 (authorization code + PKCE, state in a cookie). A
// provider is offered only when its client id and secret are set. The callback finds the user
// by the Connection (provider + provider user id), else links a user with the same email when
// the provider says the email is verified, else creates an account.

export type Json = Record<string, unknown>

export type ProviderConfig = {
	clientId: string | undefined
	clientSecret: string | undefined
	authorizationEndpoint: string
	tokenEndpoint: string
	scopes: string[]
	/** How the client authenticates at the token endpoint: HTTP Basic, or id+secret in the body. */
	tokenAuth: 'basic' | 'post'
	pkce: boolean
	extraAuthorizationParams?: Record<string, string>
	profile: (tokens: Json, clientId: string) => Promise<SocialProfile>
}

async function getJson(url: string, accessToken: unknown): Promise<Json> {
	if (typeof accessToken !== 'string') throw new Error('The provider sent no access token')
	const response = await fetch(url, {
		headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
	})
	if (!response.ok) throw new Error(`The profile request answered ${response.status}`)
	return (await response.json()) as Json
}

function providerConfig(provider: SocialProvider): ProviderConfig {
	const env = getEnv()
	switch (provider) {
		case 'google':
			return {
				clientId: env.GOOGLE_CLIENT_ID,
				clientSecret: env.GOOGLE_CLIENT_SECRET,
				authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
				tokenEndpoint: 'https://oauth2.googleapis.com/token',
				scopes: ['openid', 'email', 'profile'],
				tokenAuth: 'basic',
				pkce: true,
				profile: async (tokens) =>
					googleProfile(
						await getJson('https://openidconnect.googleapis.com/v1/userinfo', tokens.access_token),
					),
			}
		case 'facebook':
			return {
				clientId: env.FACEBOOK_CLIENT_ID,
				clientSecret: env.FACEBOOK_CLIENT_SECRET,
				authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
				tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
				scopes: ['email', 'public_profile'],
				tokenAuth: 'post',
				pkce: true,
				profile: async (tokens) =>
					facebookProfile(
						await getJson(
							'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name',
							tokens.access_token,
						),
					),
			}
		case 'apple':
			return {
				clientId: env.APPLE_CLIENT_ID,
				clientSecret: env.APPLE_CLIENT_SECRET,
				authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
				tokenEndpoint: 'https://appleid.apple.com/auth/token',
				scopes: ['name', 'email'],
				tokenAuth: 'post',
				pkce: false,
				// Apple returns to the callback with a cross-site POST when email or name is asked for.
				extraAuthorizationParams: { response_mode: 'form_post' },
				profile: async (tokens, clientId) => {
					if (typeof tokens.id_token !== 'string') throw new Error('Apple sent no ID token')
					return appleProfile(tokens.id_token, clientId)
				},
			}
		case 'twitter':
			return {
				clientId: env.TWITTER_CLIENT_ID,
				clientSecret: env.TWITTER_CLIENT_SECRET,
				authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
				tokenEndpoint: 'https://api.x.com/2/oauth2/token',
				scopes: ['users.read', 'tweet.read', 'users.email'],
				tokenAuth: 'basic',
				pkce: true,
				profile: async (tokens) =>
					twitterProfile(
						await getJson(
							'https://api.x.com/2/users/me?user.fields=confirmed_email,profile_image_url',
							tokens.access_token,
						),
					),
			}
	}
}

/** The providers with a client id and secret, in display order. */
export function configuredProviders(): SocialProvider[] {
	return socialProviders.filter((provider) => {
		const config = providerConfig(provider)
		return Boolean(config.clientId && config.clientSecret)
	})
}

const stateCookiePrefix = (provider: SocialProvider) => `oauth2-${provider}`

async function strategyFor(request: Request, provider: SocialProvider) {
	const config = providerConfig(provider)
	if (!config.clientId || !config.clientSecret) return null
	const { socialAuthenticator } = await loadStrategy()
	return socialAuthenticator(
		{ ...config, clientId: config.clientId, clientSecret: config.clientSecret },
		absoluteUrl(request, `/api/auth/${provider}/callback`),
		provider,
		stateCookiePrefix(provider),
	)
}

// remix-auth-oauth2 and the OAuth library under it (arctic) load at the first social sign-in,
// not at every start: about 100 ms of CPU that a server without social sign-in never needs
// (ADR 035).
const loadStrategy = () => import('./social-strategy.server.ts')

// Where to go after the callback, and the sign-up source for analytics, kept across the trip.
let contextCookie: ReturnType<typeof createCookie> | undefined
function getContextCookie() {
	if (contextCookie) return contextCookie
	const env = getEnv()
	contextCookie = createCookie('__oauth', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secure: env.COOKIE_SECURE,
		secrets: env.SESSION_SECRETS,
		maxAge: 10 * 60,
	})
	return contextCookie
}

type SocialContext = { redirectTo: string; source: string | null }

export type SocialError =
	| 'social-unavailable'
	| 'social-failed'
	| 'social-cancelled'
	| 'social-email-missing'
	| 'social-account-exists'

function failure(code: SocialError, extraCookies: string[] = []) {
	const response = redirect(`/signin?${new URLSearchParams({ error: code })}`)
	for (const cookie of extraCookies) response.headers.append('Set-Cookie', cookie)
	return response
}

/** GET /api/auth/{provider}: sends the browser to the provider's consent screen. */
export async function startSocialSignIn(request: Request, provider: SocialProvider) {
	const authenticator = await strategyFor(request, provider)
	if (!authenticator) return failure('social-unavailable')
	const url = new URL(request.url)
	const context: SocialContext = {
		redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '/'),
		source:
			(url.searchParams.get('source') ?? url.searchParams.get('utm_source'))?.slice(0, 100) || null,
	}
	// Without a `state` parameter the strategy starts the flow: it throws the redirect.
	const start = new Request(`${url.origin}${url.pathname}`, { headers: request.headers })
	try {
		await authenticator.authenticate(provider, start)
	} catch (error) {
		if (error instanceof Response) {
			const response = new Response(null, { status: error.status, headers: error.headers })
			response.headers.append('Set-Cookie', await getContextCookie().serialize(context))
			return response
		}
		throw error
	}
	return failure('social-failed')
}

/** The provider's redirect back: signs the user in (or on to the MFA step), or explains why not. */
export async function finishSocialSignIn(request: Request, provider: SocialProvider) {
	const authenticator = await strategyFor(request, provider)
	if (!authenticator) return failure('social-unavailable')
	const cleanup = [
		...stateCookieNames(request, provider).map((name) => `${name}=; Max-Age=0; Path=/`),
		await getContextCookie().serialize('', { maxAge: 0 }),
	]
	const params = new URL(request.url).searchParams
	// Without `state` the strategy would start a new flow; a callback must answer one of ours.
	if (!params.get('state')) {
		return failure(
			params.get('error') === 'access_denied' ? 'social-cancelled' : 'social-failed',
			cleanup,
		)
	}
	const rawContext: unknown = await getContextCookie().parse(request.headers.get('Cookie'))
	const context = (rawContext ?? { redirectTo: '/', source: null }) as SocialContext
	let profile: SocialProfile
	try {
		profile = await authenticator.authenticate(provider, request)
	} catch (error) {
		if (error instanceof Response) throw error
		const cancelled = (await loadStrategy()).isAccessDenied(error)
		// The name and message say what failed; neither carries a code or token.
		console.warn(
			`[oauth] ${provider} sign-in failed: ${error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'}`,
		)
		return failure(cancelled ? 'social-cancelled' : 'social-failed', cleanup)
	}
	const attribution = signupAttribution(request, context.source)
	const result = await findOrCreateSocialUser(profile, attribution)
	if (!result.ok) return failure(result.code, cleanup)
	if (result.created) {
		await recordSignUp(request, {
			userId: result.userId,
			method: profile.provider,
			source: attribution.source,
		})
	}
	const response = await signInOrAskForMfa(request, result.userId, context.redirectTo)
	for (const cookie of cleanup) response.headers.append('Set-Cookie', cookie)
	return response
}

function stateCookieNames(request: Request, provider: SocialProvider) {
	const prefix = `${stateCookiePrefix(provider)}:`
	return (request.headers.get('Cookie') ?? '')
		.split(/;\s*/)
		.map((part) => part.slice(0, part.indexOf('=')))
		.filter((name) => name.startsWith(prefix))
}

export type SocialUserResult =
	| { ok: true; userId: string; created: boolean }
	| { ok: false; code: 'social-email-missing' | 'social-account-exists' }

export async function findOrCreateSocialUser(
	profile: SocialProfile,
	attribution: { source: string | null; medium?: string | null; campaign?: string | null },
): Promise<SocialUserResult> {
	const connection = await prisma.connection.findUnique({
		where: {
			provider_providerUserId: { provider: profile.provider, providerUserId: profile.id },
		},
		select: { userId: true },
	})
	if (connection) return { ok: true, userId: connection.userId, created: false }
	if (!profile.email) return { ok: false, code: 'social-email-missing' }
	const existing = await prisma.user.findUnique({
		where: { email: profile.email },
		select: { id: true },
	})
	if (existing) {
		// Linking on an unverified email would let anyone who types a victim's address at the
		// provider into the victim's account.
		if (!profile.emailVerified) return { ok: false, code: 'social-account-exists' }
		await prisma.connection.create({
			data: { provider: profile.provider, providerUserId: profile.id, userId: existing.id },
		})
		return { ok: true, userId: existing.id, created: false }
	}
	try {
		const user = await prisma.user.create({
			data: {
				email: profile.email,
				firstName: profile.firstName?.slice(0, 60) ?? null,
				lastName: profile.lastName?.slice(0, 60) ?? null,
				profileImageUrl: profile.imageUrl?.startsWith('https://') ? profile.imageUrl : null,
				usageResetDate: nextMonthlyResetDate(),
				signupMethod: profile.provider,
				signupSource: attribution.source,
				signupMedium: attribution.medium ?? null,
				signupCampaign: attribution.campaign ?? null,
				connections: { create: { provider: profile.provider, providerUserId: profile.id } },
			},
			select: { id: true },
		})
		return { ok: true, userId: user.id, created: true }
	} catch (error) {
		// Two first sign-ins racing: the unique indexes decide, and the loser retries as a link.
		if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002') {
			return findOrCreateSocialUser(profile, attribution)
		}
		throw error
	}
}
