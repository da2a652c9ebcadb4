// The analytics summary of SPEC §3 (GET /api/analytics/summary), computed in SQL over the
// events of the period: site-wide for an admin, a signed-in user's own events otherwise.
import { getEnv } from '#app/utils/env.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { PLAN_IDS } from '#app/modules/billing/plans.ts'

export const TIMEFRAMES = { day: 1, week: 7, month: 30 } as const
export type Timeframe = keyof typeof TIMEFRAMES

export function isTimeframe(value: unknown): value is Timeframe {
	return typeof value === 'string' && Object.hasOwn(TIMEFRAMES, value)
}

export type AnalyticsScope = { kind: 'site' } | { kind: 'user'; userId: string }

export type AnalyticsSummary = {
	period: { timeframe: Timeframe; start: string; end: string; scope: 'site' | 'user' }
	funnelMetrics: {
		pricingViews: number
		upgradeClicks: number
		checkoutStarts: number
		checkoutSuccesses: number
	}
	conversionRates: { viewToClick: number; clickToCheckout: number; overallConversion: number }
	eventCounts: Array<{ eventName: string; count: number }>
	tierSelections: Record<string, number>
	/** Events per day of the period (for the charts), oldest first. */
	daily: Array<{ date: string; count: number }>
	sources: Array<{ source: string; count: number }>
}

export function isAdminEmail(email: string) {
	return getEnv().ADMIN_EMAILS.includes(email.toLowerCase())
}

/** Prisma's own text form of a DateTime in SQLite, so that text comparison orders by time. */
function sqliteTime(date: Date) {
	return date.toISOString().replace('Z', '+00:00')
}

function percent(part: number, whole: number) {
	return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0
}

export async function analyticsSummary(
	scope: AnalyticsScope,
	timeframe: Timeframe,
	now = new Date(),
): Promise<AnalyticsSummary> {
	const start = new Date(now.getTime() - TIMEFRAMES[timeframe] * 24 * 60 * 60 * 1000)
	const userId = scope.kind === 'user' ? scope.userId : null
	// One filter for every query: the period, and the user unless the scope is the whole site.
	const where = `"createdAt" >= ? AND "createdAt" <= ? AND (? IS NULL OR "userId" = ?)`
	const args = [sqliteTime(start), sqliteTime(now), userId, userId]

	const counts = await prisma.$queryRawUnsafe<Array<{ name: string; count: number | bigint }>>(
		`SELECT "name", COUNT(*) AS "count" FROM "AnalyticsEvent" WHERE ${where}
		GROUP BY "name" ORDER BY "count" DESC, "name" ASC`,
		...args,
	)
	const tiers = await prisma.$queryRawUnsafe<Array<{ label: string; count: number | bigint }>>(
		`SELECT "label", COUNT(*) AS "count" FROM "AnalyticsEvent"
		WHERE ${where} AND "name" = 'upgrade_button_clicked' AND "label" IN (${PLAN_IDS.map(() => '?').join(', ')})
		GROUP BY "label"`,
		...args,
		...PLAN_IDS,
	)
	const daily = await prisma.$queryRawUnsafe<Array<{ date: string; count: number | bigint }>>(
		`SELECT substr("createdAt", 1, 10) AS "date", COUNT(*) AS "count" FROM "AnalyticsEvent"
		WHERE ${where} GROUP BY "date" ORDER BY "date" ASC`,
		...args,
	)
	const sources = await prisma.$queryRawUnsafe<Array<{ source: string; count: number | bigint }>>(
		`SELECT "source", COUNT(*) AS "count" FROM "AnalyticsEvent" WHERE ${where}
		GROUP BY "source" ORDER BY "count" DESC, "source" ASC LIMIT 10`,
		...args,
	)

	const eventCounts = counts.map((row) => ({ eventName: row.name, count: Number(row.count) }))
	const countOf = (name: string) => eventCounts.find((row) => row.eventName === name)?.count ?? 0
	const pricingViews = countOf('pricing_page_viewed')
	const upgradeClicks = countOf('upgrade_button_clicked')
	const checkoutStarts = countOf('checkout_started')
	const checkoutSuccesses = countOf('checkout_successful')
	return {
		period: {
			timeframe,
			start: start.toISOString(),
			end: now.toISOString(),
			scope: scope.kind,
		},
		funnelMetrics: { pricingViews, upgradeClicks, checkoutStarts, checkoutSuccesses },
		conversionRates: {
			viewToClick: percent(upgradeClicks, pricingViews),
			clickToCheckout: percent(checkoutStarts, upgradeClicks),
			overallConversion: percent(checkoutSuccesses, pricingViews),
		},
		eventCounts,
		tierSelections: Object.fromEntries(tiers.map((row) => [row.label, Number(row.count)])),
		daily: daily.map((row) => ({ date: row.date, count: Number(row.count) })),
		sources: sources.map((row) => ({ source: row.source, count: Number(row.count) })),
	}
}
