import { configuredProviders } from '#app/modules/auth/social.server.ts'

// Social sign-in providers are listed once their client id and secret are configured.
export async function loader() {
	return Response.json({ providers: configuredProviders() })
}
