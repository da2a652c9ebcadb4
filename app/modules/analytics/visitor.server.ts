// The anonymous visitor behind a request: a random id in a first-party cookie (no personal data),
// the traffic source of the first visit, and whether the visitor opted out of analytics. The root
// middleware (middleware.server.ts) reads it once per request and sets the cookies a new visitor
// lacks; everything else asks `visitOf`.
import crypto from 'node:crypto'
import { createContext, type RouterContextProvider } from 'react-router'
import { getEnv } from '#app/utils/env.server.ts'
import { classifyTrafficSource, cleanLabel, type TrafficSource } from './traffic-source.ts'

export const VISITOR_COOKIE = 'vc_vid'
export const SOURCE_COOKIE = 'vc_src'
export const OPT_OUT_COOKIE = 'vc_optout'
const YEAR_SECONDS = 60 * 60 * 24 * 365
const SOURCE_DAYS = 90

export type Visit = {
	/** null when the visitor opted out (or sends Do Not Track / Global Privacy Control). */
	visitorId: string | null
	firstTouch: TrafficSource
	optedOut: boolean
	/** Cookies this response should set for a visitor seen for the first time. */
	setCookies: string[]
}

export const visitContext = createContext<Visit | null>(null)

export function parseCookies(header: string | null): Map<string, string> {
	const cookies = new Map<string, string>()
	for (const part of (header ?? '').split(';')) {
		const index = part.indexOf('=')
		if (index < 1) continue
		const name = part.slice(0, index).trim()
		if (!cookies.has(name)) {
			try {
				cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
			} catch {
				cookies.set(name, '')
			}
		}
	}
	return cookies
}

function cookie(name: string, value: string, maxAgeSeconds: number) {
	const secure = getEnv().COOKIE_SECURE ? '; Secure' : ''
	return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secure}`
}

export function optOutCookie(optOut: boolean) {
	return optOut ? cookie(OPT_OUT_COOKIE, '1', YEAR_SECONDS) : cookie(OPT_OUT_COOKIE, '', 0)
}

const VISITOR_ID = /^v_[A-Za-z0-9_-]{16,40}$/

export function newVisitorId() {
	return `v_${crypto.randomBytes(16).toString('base64url')}`
}

function encodeSource({ source, medium, campaign }: TrafficSource) {
	return [source, medium ?? '', campaign ?? ''].join('|')
}

function decodeSource(value: string | undefined): TrafficSource | null {
	if (!value) return null
	const [source, medium, campaign] = value.split('|')
	const clean = source?.startsWith('referral:')
		? `referral:${cleanLabel(source.slice('referral:'.length)) ?? ''}`
		: cleanLabel(source)
	if (!clean || clean === 'referral:') return null
	return { source: clean, medium: cleanLabel(medium), campaign: cleanLabel(campaign) }
}

/** Reads (or, for a new visitor, makes up) the visit; does not touch the response. */
export function readVisit(request: Request): Visit {
	const cookies = parseCookies(request.headers.get('cookie'))
	const url = new URL(request.url)
	const referrer = request.headers.get('referer')
	const optedOut =
		cookies.get(OPT_OUT_COOKIE) === '1' ||
		request.headers.get('dnt') === '1' ||
		request.headers.get('sec-gpc') === '1'
	const setCookies: string[] = []
	const stored = decodeSource(cookies.get(SOURCE_COOKIE))
	let firstTouch = stored
	if (!firstTouch) {
		firstTouch = classifyTrafficSource({ url, referrer })
		// The first page view is remembered, direct or not (an API call is not a visit).
		if (!optedOut && isDocumentRequest(request)) {
			setCookies.push(cookie(SOURCE_COOKIE, encodeSource(firstTouch), SOURCE_DAYS * 86_400))
		}
	}
	let visitorId: string | null = null
	if (!optedOut) {
		const existing = cookies.get(VISITOR_COOKIE)
		visitorId = existing && VISITOR_ID.test(existing) ? existing : null
		// A new visitor is given an id on a page view (or a beacon), not on a webhook or health check.
		if (!visitorId && (isDocumentRequest(request) || url.pathname === '/api/analytics')) {
			visitorId = newVisitorId()
			setCookies.push(cookie(VISITOR_COOKIE, visitorId, YEAR_SECONDS))
		}
	}
	return { visitorId, firstTouch, optedOut, setCookies }
}

function isDocumentRequest(request: Request) {
	if (request.method !== 'GET') return false
	const url = new URL(request.url)
	if (/^\/(api|resources|webhooks)\//.test(url.pathname) || url.pathname.endsWith('.data')) {
		return false
	}
	return true
}

/** The request's visit: the one the middleware read, else read now (outside a router request). */
export function visitOf(request: Request, context?: Readonly<RouterContextProvider> | null): Visit {
	try {
		const visit = context?.get(visitContext)
		if (visit) return visit
	} catch {
		// No router context (a plain function call in a test): read the request itself.
	}
	return rememberedVisit(request) ?? readVisit(request)
}

// The visit the middleware read for a request, for code that has the request but not the router
// context (the auth flows): the same visitor id on the event as in the cookie being set.
const visitsByRequest = new WeakMap<Request, Visit>()

export function rememberVisit(request: Request, visit: Visit) {
	visitsByRequest.set(request, visit)
}

export function rememberedVisit(request: Request): Visit | undefined {
	return visitsByRequest.get(request)
}
