// A paid user's own content analytics (the plans' "Content analytics" feature): generations per
// platform and week, copies, regenerations and uploads, in SQL over their own rows.
import { prisma } from '#app/utils/db.server.ts'

export const WEEKS = 8

export type WeekRow = {
	week: string
	twitter: number
	linkedin: number
	instagram: number
	reels: number
	uploads: number
	copies: number
	regenerations: number
}

function sqliteTime(date: Date) {
	return date.toISOString().replace('Z', '+00:00')
}

/** Monday of the week (UTC) of a date, as YYYY-MM-DD. */
export function weekStartOf(date: Date) {
	const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
	const offset = (day.getUTCDay() + 6) % 7
	day.setUTCDate(day.getUTCDate() - offset)
	return day.toISOString().slice(0, 10)
}

type Counted = { week: string; key: string; count: number | bigint }

// SQLite's date(x, 'weekday 1', '-7 days') is the Monday on or before x, except when x is itself
// a Monday (then it is the Monday before): `weekday 0` then `-6 days` gives Monday for every day.
const WEEK_OF = `date(substr("createdAt", 1, 10), 'weekday 0', '-6 days')`

export async function contentAnalytics(userId: string, now = new Date()) {
	const since = new Date(
		`${weekStartOf(new Date(now.getTime() - (WEEKS - 1) * 7 * 86_400_000))}T00:00:00Z`,
	)
	const args = [userId, sqliteTime(since)]
	const generations = await prisma.$queryRawUnsafe<Counted[]>(
		`SELECT ${WEEK_OF} AS "week", "kind" AS "key", COUNT(*) AS "count" FROM "Generation"
		WHERE "userId" = ? AND "createdAt" >= ? GROUP BY "week", "kind"`,
		...args,
	)
	const uploads = await prisma.$queryRawUnsafe<Counted[]>(
		`SELECT ${WEEK_OF} AS "week", 'upload' AS "key", COUNT(*) AS "count" FROM "Upload"
		WHERE "userId" = ? AND "createdAt" >= ? GROUP BY "week"`,
		...args,
	)
	const events = await prisma.$queryRawUnsafe<Counted[]>(
		`SELECT ${WEEK_OF} AS "week",
			CASE WHEN "name" = 'content_copied' THEN 'copy' ELSE "label" END AS "key", COUNT(*) AS "count"
		FROM "AnalyticsEvent"
		WHERE "userId" = ? AND "createdAt" >= ?
		AND ("name" = 'content_copied' OR ("name" = 'feature_used' AND "label" LIKE 'regenerate:%'))
		GROUP BY "week", "key"`,
		...args,
	)
	const rows: WeekRow[] = []
	for (let index = 0; index < WEEKS; index += 1) {
		const week = weekStartOf(new Date(since.getTime() + index * 7 * 86_400_000 + 86_400_000))
		const get = (list: Counted[], key: string) =>
			Number(list.find((row) => row.week === week && row.key === key)?.count ?? 0)
		const posts = get(generations, 'posts')
		const regenerated = (platform: string) => get(events, `regenerate:${platform}`)
		rows.push({
			week,
			// Every post generation writes one post per platform; a regeneration writes one more.
			twitter: posts + regenerated('twitter'),
			linkedin: posts + regenerated('linkedin'),
			instagram: posts + regenerated('instagram'),
			reels: get(generations, 'reel'),
			uploads: get(uploads, 'upload'),
			copies: get(events, 'copy'),
			regenerations: ['twitter', 'linkedin', 'instagram'].reduce(
				(sum, p) => sum + regenerated(p),
				0,
			),
		})
	}
	return rows
}
