// Consent for the optional Google Analytics tag: asked only when GA_MEASUREMENT_ID is set, and
// remembered in a first-party cookie. Until the visitor says yes, nothing third-party loads.
import { getEnv } from '#app/utils/env.server.ts'
import { parseCookies } from './visitor.server.ts'

export const CONSENT_COOKIE = 'vc_consent'
export type Consent = 'granted' | 'denied' | null

export function consentOf(request: Request): Consent {
	const value = parseCookies(request.headers.get('cookie')).get(CONSENT_COOKIE)
	return value === 'granted' || value === 'denied' ? value : null
}

export function consentCookie(consent: 'granted' | 'denied') {
	const secure = getEnv().COOKIE_SECURE ? '; Secure' : ''
	return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${60 * 60 * 24 * 180}; SameSite=Lax; HttpOnly${secure}`
}

export type TagSettings = {
	/** The measurement id, when the operator configured one. */
	measurementId: string | null
	consent: Consent
	/** Whether the page should load the tag now. */
	load: boolean
	/** Whether to ask (the banner). */
	ask: boolean
}

export function tagSettings(request: Request, { optedOut }: { optedOut: boolean }): TagSettings {
	const measurementId = getEnv().GA_MEASUREMENT_ID ?? null
	const consent = consentOf(request)
	return {
		measurementId,
		consent,
		load: Boolean(measurementId) && consent === 'granted' && !optedOut,
		ask: Boolean(measurementId) && consent === null && !optedOut,
	}
}

/** What the root layout needs: whether to track, and the optional tag's state. */
export function pageAnalytics(request: Request, visit: { optedOut: boolean }) {
	return { track: !visit.optedOut, ga: tagSettings(request, visit) }
}

export type PageAnalytics = ReturnType<typeof pageAnalytics>
