// Events are kept ANALYTICS_RETENTION_DAYS days (default 395: a year and a month, for
// year-over-year comparisons); older rows are deleted at most once an hour, by whichever
// request records an event next.
import { getEnv } from '#app/utils/env.server.ts'
import { prisma } from '#app/utils/db.server.ts'

const HOUR_MS = 60 * 60 * 1000
let lastPurge = 0

export function retentionDays() {
	return getEnv().ANALYTICS_RETENTION_DAYS
}

export async function purgeExpiredEvents(now = new Date()) {
	const cutoff = new Date(now.getTime() - retentionDays() * 24 * HOUR_MS)
	const result = await prisma.analyticsEvent.deleteMany({ where: { createdAt: { lt: cutoff } } })
	return result.count
}

export async function purgeExpiredEventsIfDue(now = Date.now()) {
	if (now - lastPurge < HOUR_MS) return
	lastPurge = now
	await purgeExpiredEvents(new Date(now))
}
