import { RouterContextProvider } from 'react-router'
import { createUserSession } from '#app/modules/auth/session.server.ts'
import { createAccount } from '#app/modules/auth/accounts.server.ts'
import { prisma } from '#app/utils/db.server.ts'

let counter = 0
export function uniqueEmail(prefix = 'user') {
	counter += 1
	return `${prefix}-${counter}-${Date.now().toString(36)}@example.com`
}

export const strongPassword = 'Sunrise2026x'

export function formRequest(
	path: string,
	fields: Record<string, string>,
	headers: Record<string, string> = {},
) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: {
			'content-type': 'application/x-www-form-urlencoded',
			'x-client-ip': '10.0.0.1',
			...headers,
		},
		body: new URLSearchParams(fields),
	})
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-client-ip': '10.0.0.2', ...headers },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	})
}

/** Route module args for calling a loader or action directly. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
	return {
		request,
		params,
		context: new RouterContextProvider(),
		unstable_pattern: '',
		pattern: '',
		url: new URL(request.url),
	} as never
}

export async function createTestUser(overrides: { email?: string; firstName?: string } = {}) {
	const email = overrides.email ?? uniqueEmail()
	const result = await createAccount({
		email,
		password: strongPassword,
		firstName: overrides.firstName ?? 'Test',
		lastName: 'User',
	})
	if (!result.ok) throw new Error('could not create test user')
	const user = await prisma.user.findUniqueOrThrow({ where: { id: result.userId } })
	const setCookie = await createUserSession(new Request('http://localhost/'), user.id)
	return { user, cookie: setCookie.split(';')[0]! }
}

/** Runs a loader/action and returns the Response whether it was returned or thrown. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
	try {
		const result = await run()
		return toResponse(result)
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
}

function toResponse(result: unknown): Response {
	if (result instanceof Response) return result
	// react-router's data() returns a DataWithResponseInit
	if (
		result &&
		typeof result === 'object' &&
		'type' in result &&
		(result as { type: string }).type === 'DataWithResponseInit'
	) {
		const { data, init } = result as unknown as { data: unknown; init?: ResponseInit }
		return Response.json(data, init ?? undefined)
	}
	return Response.json(result)
}

/** A conform reply's errors (`{ result }` in an action's answer), first message per field. */
export function fieldErrorsOf(body: {
	result?: { error?: Record<string, string[] | null> } | null
}) {
	return Object.fromEntries(
		Object.entries(body.result?.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
	) as Record<string, string | undefined>
}
