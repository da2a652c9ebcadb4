import type { MiddlewareFunction } from 'react-router'
import { readVisit, rememberVisit, visitContext } from './visitor.server.ts'

/** Reads the visit once per request and gives a new visitor its cookies (visitor.server.ts). */
export const analyticsMiddleware: MiddlewareFunction<Response> = async (
	{ request, context },
	next,
) => {
	const visit = readVisit(request)
	context.set(visitContext, visit)
	rememberVisit(request, visit)
	const response = await next()
	if (visit.setCookies.length && response instanceof Response) {
		try {
			for (const cookie of visit.setCookies) response.headers.append('Set-Cookie', cookie)
		} catch {
			// A response with immutable headers (Response.redirect) goes out without them; the next
			// request sets them.
		}
	}
	return response
}
