import type { MiddlewareFunction } from 'react-router'
import { englishText } from '#app/modules/billing/english.server.ts'

// The /api/* calls an API token may make (each route checks its own scope). The rest of /api/*
// (sign-in, sign-up, MFA, billing, enterprise) belongs to a person in a browser.
const TOKEN_PATHS = [
	/^\/api\/auth\/user$/,
	/^\/api\/generate$/,
	/^\/api\/generate-reel$/,
	/^\/api\/upload$/,
	/^\/api\/generations$/,
	/^\/api\/generations\/[^/]+$/,
	/^\/api\/openapi\.json$/,
]

export function acceptsApiToken(pathname: string) {
	return TOKEN_PATHS.some((pattern) => pattern.test(pathname))
}

/**
 * For a request with an Authorization header to /api/*: refuses the calls tokens cannot make
 * (403, rather than a misleading 401 from a cookie check), and makes sure a token call never
 * sets a cookie, whatever a route or middleware below would add.
 */
export const apiTokenMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
	const { pathname } = new URL(request.url)
	if (!request.headers.has('authorization') || !pathname.startsWith('/api/')) return next()
	if (!acceptsApiToken(pathname)) {
		return Response.json(
			{ message: englishText('apiTokens.api.notAccepted'), code: 'TOKEN_NOT_ACCEPTED' },
			{ status: 403 },
		)
	}
	const response = await next()
	if (!response.headers.has('set-cookie')) return response
	const headers = new Headers(response.headers)
	headers.delete('set-cookie')
	return new Response(response.body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	})
}
