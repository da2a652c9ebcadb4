// Storing tracked events. Recording never fails the action it describes: a database hiccup while
// writing an event is logged and the generation, upload or sign-up goes on.
import { Prisma } from '@prisma/client'
import type { RouterContextProvider } from 'react-router'
import { prisma, sql } from '#app/utils/db.server.ts'
import { newRecordId } from '#app/utils/record-id.server.ts'
import { EVENT_CATEGORIES, type EventName } from './events.ts'
import { purgeExpiredEventsIfDue } from './retention.server.ts'
import { visitOf } from './visitor.server.ts'

export type EventRecord = {
	name: EventName
	label?: string | null
	value?: number | null
	userId?: string | null
	visitorId?: string | null
	path?: string | null
	source?: string | null
	variants?: Record<string, string> | null
	origin: 'server' | 'browser'
	createdAt?: Date
}

const MAX_LABEL = 120
const MAX_PATH = 200
/** 12 parameters a row: far under SQLite's limit on the parameters of one statement. */
const MAX_ROWS_PER_INSERT = 100

export function eventRow(event: EventRecord) {
	const value = typeof event.value === 'number' && Number.isFinite(event.value) ? event.value : null
	return {
		name: event.name,
		category: EVENT_CATEGORIES[event.name],
		label: event.label ? event.label.slice(0, MAX_LABEL) : null,
		value,
		userId: event.userId ?? null,
		visitorId: event.visitorId ?? null,
		path: event.path ? event.path.slice(0, MAX_PATH) : null,
		source: event.source || 'direct',
		variants:
			event.variants && Object.keys(event.variants).length ? JSON.stringify(event.variants) : null,
		origin: event.origin,
		...(event.createdAt ? { createdAt: event.createdAt } : {}),
	}
}

/** The experiments (experimentId → variantId) this user or visitor has been shown. */
export async function variantsOf(subjectIds: Array<string | null | undefined>) {
	const ids = subjectIds.filter((id): id is string => Boolean(id))
	if (ids.length === 0) return {}
	// Read for every recorded event and usually empty: plain SQL without Prisma, whose query
	// compiler was most of the cost of so small a read (ADRs 027, 029, 037).
	const rows = await sql.query<{ experimentId: string; variantId: string; subjectId: string }>(
		Prisma.sql`SELECT "experimentId", "variantId", "subjectId" FROM "ExperimentAssignment" WHERE "subjectId" IN (${Prisma.join(ids)})`,
	)
	const variants: Record<string, string> = {}
	// A signed-in user's own assignment wins over the one their browser had before signing in.
	for (const row of rows.sort((a) => (a.subjectId === ids[0] ? 1 : -1))) {
		variants[row.experimentId] = row.variantId
	}
	return variants
}

export async function recordEvents(events: EventRecord[]): Promise<number> {
	if (events.length === 0) return 0
	try {
		// Plain SQL (ADR 033), without Prisma (ADR 037): one event is written per generation and
		// upload, and Prisma's createMany compiled a query and ran a transaction for it. One
		// multi-row INSERT is as atomic; ids and createdAt as Prisma's defaults write them.
		const now = new Date()
		const inserts = []
		for (let start = 0; start < events.length; start += MAX_ROWS_PER_INSERT) {
			const rows = events.slice(start, start + MAX_ROWS_PER_INSERT).map((event) => {
				const row = eventRow(event)
				const createdAt = row.createdAt ?? now
				return Prisma.sql`(${newRecordId(createdAt.getTime())}, ${row.name}, ${row.category},
					${row.label}, ${row.value}, ${row.userId}, ${row.visitorId}, ${row.path}, ${row.source},
					${row.variants}, ${row.origin}, ${createdAt})`
			})
			inserts.push(Prisma.sql`INSERT INTO "AnalyticsEvent" ("id", "name", "category",
				"label", "value", "userId", "visitorId", "path", "source", "variants", "origin", "createdAt")
				VALUES ${Prisma.join(rows)}`)
		}
		// All or nothing, as createMany was.
		const counts =
			inserts.length === 1
				? [await sql.execute(inserts[0]!)]
				: (await sql.transaction(inserts)).map((result) => result.rowsAffected)
		const count = counts.reduce((sum, each) => sum + each, 0)
		await purgeExpiredEventsIfDue()
		return count
	} catch (error) {
		console.error('analytics: could not record events', error)
		return 0
	}
}

// A user's sign-up source is written once, with the account, so it is read once per process:
// every generation records an event, and this read was one of its statements (ADR 027). Bounded:
// the map starts over when full.
const signupSources = new Map<string, string | null>()
const MAX_SIGNUP_SOURCES = 10_000

async function signupSourceOf(userId: string): Promise<string | null> {
	const known = signupSources.get(userId)
	if (known !== undefined) return known
	const user = await prisma.user.findUnique({
		where: { id: userId },
		select: { signupSource: true },
	})
	// A missing user is not remembered.
	if (!user) return null
	if (signupSources.size >= MAX_SIGNUP_SOURCES) signupSources.clear()
	signupSources.set(userId, user.signupSource)
	return user.signupSource
}

/**
 * An event the server saw happen. With the request, the visitor's cookie, first traffic source,
 * path and opt-out apply; without it (a webhook), the user's own sign-up source.
 */
export async function recordServerEvent(
	name: EventName,
	{
		userId,
		request,
		context,
		label,
		value,
		source,
	}: {
		userId?: string | null
		request?: Request | null
		context?: Readonly<RouterContextProvider> | null
		label?: string | null
		value?: number | null
		source?: string | null
	},
): Promise<void> {
	try {
		const visit = request ? visitOf(request, context) : null
		if (visit?.optedOut) return
		let eventSource = source ?? visit?.firstTouch.source ?? null
		if (!eventSource && userId) eventSource = await signupSourceOf(userId)
		await recordEvents([
			{
				name,
				label,
				value,
				userId,
				visitorId: visit?.visitorId ?? null,
				path: request ? new URL(request.url).pathname : null,
				source: eventSource,
				variants: await variantsOf([userId, visit?.visitorId]),
				origin: 'server',
			},
		])
	} catch (error) {
		console.error(`analytics: could not record ${name}`, error)
	}
}
