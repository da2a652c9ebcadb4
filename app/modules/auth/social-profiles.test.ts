import { expect, test } from 'vitest'
import {
	appleProfile,
	facebookProfile,
	googleProfile,
	isSocialProvider,
	socialErrorKey,
	twitterProfile,
} from './social-profiles.ts'

test('Google: the email counts as verified only when Google says so', () => {
	const profile = googleProfile({
		sub: '1081',
		email: 'Ana@Example.com',
		email_verified: true,
		given_name: 'Ana',
		family_name: 'López',
		picture: 'https://lh3.googleusercontent.com/a/x',
	})
	expect(profile).toEqual({
		provider: 'google',
		id: '1081',
		email: 'ana@example.com',
		emailVerified: true,
		firstName: 'Ana',
		lastName: 'López',
		imageUrl: 'https://lh3.googleusercontent.com/a/x',
	})
	expect(googleProfile({ sub: '1', email: 'a@b.co', email_verified: false }).emailVerified).toBe(
		false,
	)
})

test('Facebook: no verified flag, so its email is never treated as verified', () => {
	const profile = facebookProfile({ id: 42, email: 'fb@example.com', first_name: 'Fe' })
	expect(profile).toMatchObject({ id: '42', email: 'fb@example.com', emailVerified: false })
})

test('X: the confirmed email is verified and the display name is split', () => {
	expect(
		twitterProfile({ data: { id: '99', name: 'Jo Ann Lee', confirmed_email: 'JO@example.com' } }),
	).toMatchObject({
		id: '99',
		email: 'jo@example.com',
		emailVerified: true,
		firstName: 'Jo',
		lastName: 'Ann Lee',
	})
	expect(twitterProfile({ data: { id: '99', name: 'Jo' } })).toMatchObject({
		email: null,
		emailVerified: false,
	})
})

function idToken(claims: Record<string, unknown>) {
	const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
	return `${part({ alg: 'RS256' })}.${part(claims)}.signature`
}

test('Apple: reads the ID token, checking issuer and audience', () => {
	const claims = {
		iss: 'https://appleid.apple.com',
		aud: 'com.vibecast.web',
		sub: '000123.abc',
		email: 'relay@privaterelay.appleid.com',
		email_verified: 'true',
		exp: Math.floor(Date.now() / 1000) + 600,
	}
	expect(appleProfile(idToken(claims), 'com.vibecast.web')).toMatchObject({
		id: '000123.abc',
		email: 'relay@privaterelay.appleid.com',
		emailVerified: true,
	})
	expect(() => appleProfile(idToken(claims), 'com.other.app')).toThrow(/not for this app/)
	expect(() =>
		appleProfile(idToken({ ...claims, iss: 'https://evil.example' }), 'com.vibecast.web'),
	).toThrow()
})

test('a profile without a user id is refused', () => {
	expect(() => googleProfile({ email: 'a@b.co' })).toThrow(/user id/)
})

test('provider names and callback error codes are checked against known lists', () => {
	expect(isSocialProvider('google')).toBe(true)
	expect(isSocialProvider('myspace')).toBe(false)
	expect(socialErrorKey('social-account-exists')).toBe('social.errors.accountExists')
	expect(socialErrorKey('<script>')).toBeNull()
})
