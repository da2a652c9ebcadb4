import { getEnv } from '#app/utils/env.server.ts'

/**
 * An absolute URL for a link in a mail or an OAuth redirect. APP_URL wins: behind a proxy the
 * request's Host header is the client's to choose, and a reset link must never point elsewhere.
 */
export function absoluteUrl(request: Request, pathWithQuery: string) {
	const base = getEnv().APP_URL ?? new URL(request.url).origin
	return new URL(pathWithQuery, base).toString()
}
