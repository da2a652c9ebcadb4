// The internal analytics test pages (SPEC §2) send test events. First-party analytics stores
// them as what they are: a page_viewed or a feature_used labelled `test:…`, never as a real
// sign-up or purchase (those are recorded by the server where they happen).
import { data, type RouterContextProvider } from 'react-router'
import { getUserId } from '#app/modules/auth/session.server.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import { tagSettings } from './consent.server.ts'
import { classifyTrafficSource } from './traffic-source.ts'
import { recordEvents } from './record-event.server.ts'
import { visitOf } from './visitor.server.ts'

export const TEST_EVENTS = [
	'page_view',
	'test_button_click',
	'sign_up:email',
	'sign_up:google',
	'sign_up:twitter',
	'debug_direct_call',
	'test_production_tracking',
	'purchase',
	'source:direct',
	'source:twitter',
	'source:reddit',
	'source:google_search',
	'source:facebook',
] as const

export type TestEvent = (typeof TEST_EVENTS)[number]

export function isTestEvent(value: unknown): value is TestEvent {
	return typeof value === 'string' && (TEST_EVENTS as readonly string[]).includes(value)
}

export async function recordTestEvent(
	request: Request,
	context: Readonly<RouterContextProvider>,
	test: TestEvent,
): Promise<{ stored: boolean }> {
	const visit = visitOf(request, context)
	if (visit.optedOut) return { stored: false }
	const path = new URL(request.url).pathname
	const count = await recordEvents([
		{
			name: test === 'page_view' ? 'page_viewed' : 'feature_used',
			label: `test:${test}`,
			value: test === 'purchase' ? 39 : null,
			userId: await getUserId(request),
			visitorId: visit.visitorId,
			path,
			source: test.startsWith('source:') ? test.slice('source:'.length) : visit.firstTouch.source,
			origin: 'browser',
		},
	])
	return { stored: count > 0 }
}

/** What every test page shows: the visitor's sources and whether each kind of analytics is on. */
export function toolStatus(request: Request, context: Readonly<RouterContextProvider>) {
	const visit = visitOf(request, context)
	const url = new URL(request.url)
	const tag = tagSettings(request, visit)
	return {
		firstTouch: visit.firstTouch,
		thisVisit: classifyTrafficSource({ url, referrer: request.headers.get('referer') }),
		firstParty: !visit.optedOut,
		gaConfigured: Boolean(tag.measurementId),
		gaConsent: tag.consent,
		gaLoads: tag.load,
	}
}

/** The no-JavaScript path of a test button: the server records it and says what it did. */
export async function toolAction(request: Request, context: Readonly<RouterContextProvider>) {
	const form = await readFormData(request)
	const test = form.get('test')
	if (!isTestEvent(test))
		return data({ entry: null, error: 'growth.tools.unknownTest' }, { status: 400 })
	const { stored } = await recordTestEvent(request, context, test)
	return { entry: { test, stored, at: new Date().toISOString() }, error: null }
}
