// POST /api/analytics: the browser's views and clicks, one event or a batch (sendBeacon).
// The body is bounded, each client is rate-limited, names the server records itself or does not
// know are refused, and a bad body is a 400, never a 5xx.
import { z } from 'zod'
import { clientIpFrom, hitRateLimit } from '#app/modules/auth/rate-limit.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { isBrowserEventName, isEventName, type BrowserEventName } from './events.ts'
import { recordEvents, variantsOf, type EventRecord } from './record-event.server.ts'
import type { Visit } from './visitor.server.ts'

export const MAX_BODY_BYTES = 16 * 1024
export const MAX_BATCH = 25

const EventSchema = z.object({
	name: z.string().max(60),
	category: z.string().max(40).optional(),
	label: z.string().max(120).nullish(),
	value: z.number().finite().min(-1e9).max(1e9).nullish(),
	path: z.string().max(200).nullish(),
})

const BodySchema = z.union([
	z.object({ events: z.array(EventSchema).min(1).max(MAX_BATCH) }),
	EventSchema.transform((event) => ({ events: [event] })),
])

export type IngestResult =
	| { status: 202; accepted: number; optedOut?: boolean }
	| { status: 400 | 413 | 429; code: string; message: string; retryAfterSeconds?: number }

function refuse(status: 400 | 413, code: string, message: string): IngestResult {
	return { status, code, message }
}

/** Reads the body as text with a hard cap, whatever Content-Length claims. */
async function readBounded(request: Request): Promise<string | null> {
	const length = Number(request.headers.get('content-length') ?? 0)
	if (length > MAX_BODY_BYTES) return null
	if (!request.body) return ''
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > MAX_BODY_BYTES) {
			await reader.cancel().catch(() => {})
			return null
		}
		chunks.push(value)
	}
	return Buffer.concat(chunks).toString('utf8')
}

export async function ingestBrowserEvents(
	request: Request,
	{ visit, userId }: { visit: Visit; userId: string | null },
): Promise<IngestResult> {
	const limited = hitRateLimit(`analytics:${clientIpFrom(request)}`, {
		max: getEnv().ANALYTICS_RATE_LIMIT_MAX,
		windowMs: 60_000,
	})
	if (!limited.allowed) {
		return {
			status: 429,
			code: 'RATE_LIMITED',
			message: 'Too many analytics requests',
			retryAfterSeconds: limited.retryAfterSeconds,
		}
	}
	let text: string | null
	try {
		text = await readBounded(request)
	} catch {
		return refuse(400, 'INVALID_BODY', 'The request body could not be read')
	}
	if (text === null) return refuse(413, 'BODY_TOO_LARGE', `At most ${MAX_BODY_BYTES} bytes`)
	let json: unknown
	try {
		json = JSON.parse(text)
	} catch {
		return refuse(400, 'INVALID_BODY', 'The body must be JSON')
	}
	const parsed = BodySchema.safeParse(json)
	if (!parsed.success)
		return refuse(400, 'INVALID_BODY', 'Expected { name, … } or { events: [ … ] }')
	const unknown = parsed.data.events.find((event) => !isBrowserEventName(event.name))
	if (unknown) {
		return isEventName(unknown.name)
			? refuse(400, 'SERVER_EVENT', `${unknown.name} is recorded by the server itself`)
			: refuse(400, 'UNKNOWN_EVENT', `Unknown event name: ${unknown.name.slice(0, 60)}`)
	}
	// The visitor said no: nothing is stored, and the client is told so it stops sending.
	if (visit.optedOut) return { status: 202, accepted: 0, optedOut: true }
	const variants = await variantsOf([userId, visit.visitorId])
	const events: EventRecord[] = parsed.data.events.map((event) => ({
		name: event.name as BrowserEventName,
		label: event.label,
		value: event.value,
		path: event.path?.startsWith('/') ? event.path : null,
		userId,
		visitorId: visit.visitorId,
		source: visit.firstTouch.source,
		variants,
		origin: 'browser',
	}))
	return { status: 202, accepted: await recordEvents(events) }
}
