import {
	createContext,
	createCookie,
	type MiddlewareFunction,
	type RouterContextProvider,
} from 'react-router'
import type { i18n } from 'i18next'
import { createI18n } from '#app/modules/i18n/create-i18n.ts'
import { fallbackLanguage, isLanguage, type Language } from '#app/modules/i18n/languages.ts'
import { resources } from '#app/modules/i18n/resources.ts'

export const languageCookie = createCookie('lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

/**
 * The language an Accept-Language header asks for first among ours: highest q first, an exact
 * tag or its primary subtag ("pt-BR" → pt), "*" and q=0 ignored. Null when none is ours.
 */
export function languageFromAcceptLanguage(header: string | null): Language | null {
	if (!header) return null
	let best: { language: Language; q: number } | null = null
	for (const part of header.slice(0, 512).split(',')) {
		const [tag = '', ...params] = part.trim().split(';')
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		const q = qParam ? Number(qParam.slice(2)) : 1
		if (!(q > 0)) continue
		const primary = tag.trim().toLowerCase().split('-')[0]
		if (isLanguage(primary) && (!best || q > best.q)) best = { language: primary, q }
	}
	return best?.language ?? null
}

/** Order from the issue: ?lng=, then the cookie, then Accept-Language, then English (ADR 004). */
export async function detectLanguage(request: Request): Promise<Language> {
	const requested = new URL(request.url).searchParams.get('lng')
	if (isLanguage(requested)) return requested
	const cookie: unknown = await languageCookie.parse(request.headers.get('Cookie'))
	if (isLanguage(cookie)) return cookie
	return languageFromAcceptLanguage(request.headers.get('Accept-Language')) ?? fallbackLanguage
}

// One i18next instance per language for the whole process, built on first use: nothing changes
// its language or resources, so every request of that language can share it (ADR 019). The
// library middleware built and initialised a new instance on every request.
const instances = new Map<Language, i18n>()
function instanceFor(language: Language) {
	let instance = instances.get(language)
	if (!instance) {
		instance = createI18n(language, resources[language].translation)
		instances.set(language, instance)
	}
	return instance
}

const languageContext = createContext<Language>(fallbackLanguage)

export const i18nextMiddleware: MiddlewareFunction<Response> = async (
	{ request, context },
	next,
) => {
	context.set(languageContext, await detectLanguage(request))
	return next()
}

export function getLocale(context: Readonly<RouterContextProvider>): Language {
	return context.get(languageContext)
}

export function getI18n(context: Readonly<RouterContextProvider>): i18n {
	return instanceFor(getLocale(context))
}
