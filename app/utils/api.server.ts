import { data } from 'react-router'
import { resources } from '#app/modules/i18n/resources.ts'
import { bodyError, hasOnlyWellFormedText, requirePost } from './request-body.server.ts'

/**
 * Reads a JSON body (the spec's clients) or a form body (curl, HTML); null when unreadable.
 * Throws 405 for a method other than POST, and 400 for JSON text with lone UTF-16 surrogates
 * (`"\ud800"`), which no database or hash function can store faithfully.
 */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
	requirePost(request)
	const type = request.headers.get('content-type') ?? ''
	try {
		if (type.includes('application/json')) {
			const body: unknown = await request.json()
			if (!hasOnlyWellFormedText(body)) throw bodyError(400, 'INVALID_TEXT')
			return body && typeof body === 'object' && !Array.isArray(body)
				? (body as Record<string, unknown>)
				: null
		}
		if (type.includes('form')) {
			const form = await request.formData()
			return Object.fromEntries(
				[...form.entries()].filter(([, value]) => typeof value === 'string'),
			)
		}
	} catch (error) {
		if (error instanceof Response) throw error
		return null
	}
	return null
}

/** English text for an i18n key: the JSON API answers in one language, as its clients expect. */
export function englishMessage(key: string): string {
	const value = key
		.split('.')
		.reduce<unknown>(
			(node, part) =>
				node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
			resources.en.translation,
		)
	return typeof value === 'string' ? value : key
}

export function apiError(
	status: number,
	message: string,
	extra: Record<string, unknown> = {},
	init?: ResponseInit,
) {
	return data({ message, ...extra }, { ...init, status })
}

export function badRequestBody() {
	return apiError(400, englishMessage('errors.invalidBody'), { code: 'INVALID_BODY' })
}
