import { englishMessage } from './api.server.ts'

// Every route action reads its body through here (HTML forms) or through readBody (the JSON API),
// so a request that is not what the route takes gets a clear 4xx instead of an exception: a
// wrong method is 405, a body that is not form data (JSON, text, an empty or broken multipart
// body) is 400. The answer is JSON { message, code }; a page route shows it on its error page.

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export type BodyErrorCode = 'METHOD_NOT_ALLOWED' | 'NOT_FORM_DATA' | 'INVALID_BODY' | 'INVALID_TEXT'

export function bodyError(status: 400 | 405, code: BodyErrorCode, headers?: HeadersInit) {
	const key = {
		METHOD_NOT_ALLOWED: 'errors.methodNotAllowed',
		NOT_FORM_DATA: 'errors.notFormData',
		INVALID_BODY: 'errors.invalidBody',
		INVALID_TEXT: 'errors.invalidText',
	}[code]
	return Response.json({ message: englishMessage(key), code }, { status, headers })
}

/** Throws 405 unless the request is a POST (the only method the app's actions take). */
export function requirePost(request: Request) {
	if (request.method !== 'POST')
		throw bodyError(405, 'METHOD_NOT_ALLOWED', { Allow: 'GET, HEAD, POST' })
}

/**
 * The form a page's action was sent, or a thrown 400/405. `keepBody` reads a clone, for
 * actions that hand the request on to something that reads the body again (remix-auth).
 */
export async function readFormData(
	request: Request,
	{ keepBody = false }: { keepBody?: boolean } = {},
): Promise<FormData> {
	requirePost(request)
	const type = request.headers.get('content-type')?.toLowerCase() ?? ''
	if (!FORM_TYPES.some((formType) => type.startsWith(formType)))
		throw bodyError(400, 'NOT_FORM_DATA')
	try {
		return await (keepBody ? request.clone() : request).formData()
	} catch {
		throw bodyError(400, 'INVALID_BODY')
	}
}

/** True when every string in a parsed JSON value is well-formed UTF-16 (no lone surrogates). */
export function hasOnlyWellFormedText(value: unknown): boolean {
	// A stack rather than recursion: JSON may nest deeper than the call stack.
	const pending: unknown[] = [value]
	while (pending.length > 0) {
		const item = pending.pop()
		if (typeof item === 'string') {
			if (!item.isWellFormed()) return false
		} else if (item !== null && typeof item === 'object') {
			for (const [key, child] of Object.entries(item)) {
				if (!key.isWellFormed()) return false
				pending.push(child)
			}
		}
	}
	return true
}
