import { getEnv } from '#app/utils/env.server.ts'

/**
 * An absolute URL for a link in a mail or an OAuth redirect. APP_URL wins: behind a proxy the
 * request's Host header is the client's to choose, and a reset link must never point elsewhere.
 */
export function absoluteUrl(request: Request, pathWithQuery: string) {
	const env = getEnv()
	// Without APP_URL a production server names itself by its port on this machine rather than
	// trusting Host; development and tests use the request's own origin.
	const base =
		env.APP_URL ??
		(env.NODE_ENV === 'production' ? `http://localhost:${env.PORT}` : new URL(request.url).origin)
	return new URL(pathWithQuery, base).toString()
}
