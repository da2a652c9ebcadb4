// What each provider tells us about a user, reduced to one shape. Pure functions over the
// providers' JSON, so their quirks are unit-tested without a network.
import { normalizeEmail } from './email-address.ts'

export const socialProviders = ['google', 'facebook', 'apple', 'twitter'] as const
export type SocialProvider = (typeof socialProviders)[number]

export function isSocialProvider(value: unknown): value is SocialProvider {
	return typeof value === 'string' && (socialProviders as ReadonlyArray<string>).includes(value)
}

export type SocialProfile = {
	provider: SocialProvider
	id: string
	email: string | null
	/** Only a provider that says so (email_verified, a confirmed email) counts as verified. */
	emailVerified: boolean
	firstName: string | null
	lastName: string | null
	imageUrl: string | null
}

type Json = Record<string, unknown>

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const normEmail = (value: string | null) => (value === null ? null : normalizeEmail(value))
const truthy = (value: unknown) => value === true || value === 'true'

function requireId(value: unknown): string {
	const id = typeof value === 'number' ? String(value) : str(value)
	if (!id) throw new Error('The provider answered without a user id')
	return id
}

function splitName(name: string | null): { firstName: string | null; lastName: string | null } {
	if (!name) return { firstName: null, lastName: null }
	const [first, ...rest] = name.split(/\s+/)
	return { firstName: first ?? null, lastName: rest.join(' ') || null }
}

/** Google's OpenID Connect userinfo. */
export function googleProfile(json: Json): SocialProfile {
	return {
		provider: 'google',
		id: requireId(json.sub),
		email: normEmail(str(json.email)) ?? null,
		emailVerified: truthy(json.email_verified),
		firstName: str(json.given_name),
		lastName: str(json.family_name),
		imageUrl: str(json.picture),
	}
}

/** Facebook's Graph API /me. It has no verified flag, so its email is never used to link. */
export function facebookProfile(json: Json): SocialProfile {
	return {
		provider: 'facebook',
		id: requireId(json.id),
		email: normEmail(str(json.email)) ?? null,
		emailVerified: false,
		firstName: str(json.first_name),
		lastName: str(json.last_name),
		imageUrl: null,
	}
}

/** X's /2/users/me; `confirmed_email` is present only with the users.email scope. */
export function twitterProfile(json: Json): SocialProfile {
	const data = (json.data ?? {}) as Json
	const email = normEmail(str(data.confirmed_email)) ?? null
	return {
		provider: 'twitter',
		id: requireId(data.id),
		email,
		emailVerified: email !== null,
		...splitName(str(data.name)),
		imageUrl: str(data.profile_image_url),
	}
}

/**
 * Apple sends no userinfo endpoint: the ID token from its token endpoint (fetched directly over
 * TLS with our client secret, so its claims can be read without re-checking the signature, as
 * OpenID Connect allows) carries the user id and email. Issuer and audience are still checked.
 */
export function appleProfile(idToken: string, clientId: string): SocialProfile {
	const payload = idToken.split('.')[1]
	if (!payload) throw new Error('Apple answered without an ID token')
	const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json
	const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
	if (claims.iss !== 'https://appleid.apple.com' || !audience.includes(clientId)) {
		throw new Error('The Apple ID token is not for this app')
	}
	if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
		throw new Error('The Apple ID token has expired')
	}
	return {
		provider: 'apple',
		id: requireId(claims.sub),
		email: normEmail(str(claims.email)) ?? null,
		emailVerified: truthy(claims.email_verified),
		firstName: null,
		lastName: null,
		imageUrl: null,
	}
}

const socialErrorKeys: Record<string, string> = {
	'social-unavailable': 'social.errors.unavailable',
	'social-failed': 'social.errors.failed',
	'social-cancelled': 'social.errors.cancelled',
	'social-email-missing': 'social.errors.emailMissing',
	'social-account-exists': 'social.errors.accountExists',
}

/** The message key for a `/signin?error=` code from the OAuth callback; null for anything else. */
export function socialErrorKey(code: string | null) {
	return (code && socialErrorKeys[code]) || null
}
