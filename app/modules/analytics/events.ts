// The tracked events of SPEC §7, each with its category. The server records the ones it sees
// happen; the browser may send only the views and clicks (BROWSER_EVENTS): a page cannot claim
// a checkout or a generation that the server did not see.

export const EVENT_CATEGORIES = {
	pricing_page_viewed: 'pricing',
	upgrade_button_clicked: 'conversion',
	upgrade_modal_clicked: 'conversion',
	checkout_started: 'conversion',
	checkout_successful: 'conversion',
	usage_limit_reached: 'usage',
	upgrade_prompt_viewed: 'conversion',
	content_generated: 'engagement',
	content_copied: 'engagement',
	upgrade_prompt_clicked: 'conversion',
	file_uploaded: 'engagement',
	feature_used: 'engagement',
	page_viewed: 'navigation',
	error_occurred: 'error',
	sign_up: 'acquisition',
	reel_generated: 'engagement',
} as const

export type EventName = keyof typeof EVENT_CATEGORIES
export const EVENT_NAMES = Object.keys(EVENT_CATEGORIES) as EventName[]

export const SERVER_EVENTS = [
	'checkout_started',
	'checkout_successful',
	'usage_limit_reached',
	'content_generated',
	'file_uploaded',
	'sign_up',
	'reel_generated',
] as const satisfies readonly EventName[]

export type ServerEventName = (typeof SERVER_EVENTS)[number]

export const BROWSER_EVENTS = EVENT_NAMES.filter(
	(name) => !(SERVER_EVENTS as readonly string[]).includes(name),
) as Exclude<EventName, ServerEventName>[]

export type BrowserEventName = (typeof BROWSER_EVENTS)[number]

export function isEventName(value: unknown): value is EventName {
	return typeof value === 'string' && Object.hasOwn(EVENT_CATEGORIES, value)
}

export function isBrowserEventName(value: unknown): value is BrowserEventName {
	return isEventName(value) && (BROWSER_EVENTS as string[]).includes(value)
}
