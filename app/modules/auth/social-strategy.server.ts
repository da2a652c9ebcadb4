// The OAuth2 strategy behind social sign-in (social.server.ts), in a module of its own so that
// remix-auth-oauth2 loads at the first social sign-in rather than at every start (ADR 035).
import { Authenticator } from 'remix-auth'
import { OAuth2RequestError, OAuth2Strategy } from 'remix-auth-oauth2'
import { getEnv } from '#app/utils/env.server.ts'
import type { SocialProfile, SocialProvider } from './social-profiles.ts'
import type { Json, ProviderConfig } from './social.server.ts'

type Tokens = OAuth2Strategy.VerifyOptions['tokens']

class SocialStrategy extends OAuth2Strategy<SocialProfile> {
	constructor(
		private config: ProviderConfig & { clientId: string; clientSecret: string },
		redirectURI: string,
		provider: SocialProvider,
		stateCookieName: string,
	) {
		super(
			{
				clientId: config.clientId,
				clientSecret: config.clientSecret,
				authorizationEndpoint: config.authorizationEndpoint,
				tokenEndpoint: config.tokenEndpoint,
				redirectURI,
				scopes: config.scopes,
				cookie: {
					name: stateCookieName,
					httpOnly: true,
					sameSite: 'Lax',
					path: '/',
					...(getEnv().COOKIE_SECURE ? { secure: true as const } : {}),
					maxAge: 10 * 60,
				},
			},
			async ({ tokens }) => config.profile(tokens.data as Json, config.clientId),
		)
		this.name = provider
	}

	protected override authorizationParams(params: URLSearchParams) {
		const next = new URLSearchParams(params)
		if (!this.config.pkce) {
			next.delete('code_challenge')
			next.delete('code_challenge_method')
		}
		for (const [key, value] of Object.entries(this.config.extraAuthorizationParams ?? {})) {
			next.set(key, value)
		}
		return next
	}

	protected override async validateAuthorizationCode(code: string, codeVerifier: string) {
		if (this.config.tokenAuth === 'basic')
			return super.validateAuthorizationCode(code, codeVerifier)
		// Facebook and Apple take the client secret in the body (client_secret_post).
		const body = new URLSearchParams({
			grant_type: 'authorization_code',
			code,
			redirect_uri: this.options.redirectURI?.toString() ?? '',
			client_id: this.config.clientId,
			client_secret: this.config.clientSecret,
		})
		if (this.config.pkce) body.set('code_verifier', codeVerifier)
		const response = await fetch(this.config.tokenEndpoint, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Accept: 'application/json',
			},
			body,
		})
		const data = (await response.json().catch(() => null)) as Json | null
		if (!response.ok || !data || typeof data.access_token !== 'string') {
			throw new Error(`The token endpoint answered ${response.status}`)
		}
		// The verify function reads only `data`, the token endpoint's JSON.
		return { data } as unknown as Tokens
	}
}

/** An authenticator with the provider's strategy registered under the provider's name. */
export function socialAuthenticator(
	config: ProviderConfig & { clientId: string; clientSecret: string },
	redirectURI: string,
	provider: SocialProvider,
	stateCookieName: string,
) {
	const authenticator = new Authenticator<SocialProfile>()
	authenticator.use(new SocialStrategy(config, redirectURI, provider, stateCookieName), provider)
	return authenticator
}

/** The provider answered that the user declined (OAuth's `access_denied`). */
export function isAccessDenied(error: unknown) {
	return error instanceof OAuth2RequestError && error.code === 'access_denied'
}
