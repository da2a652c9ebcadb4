// A/B results per variant, in SQL: exposures (assignments), upgrade clicks, checkouts started and
// completed by the users and visitors in each variant (events carry their variants as JSON).
import { prisma } from '#app/utils/db.server.ts'
import type { Experiment } from './experiments.ts'
import { compareToControl, type Confidence } from './significance.ts'

export type VariantResult = {
	variantId: string
	exposures: number
	clicks: number
	checkouts: number
	conversions: number
	conversionRate: number
	confidence: Confidence
}

export async function experimentResults(experiment: Experiment): Promise<VariantResult[]> {
	const exposures = await prisma.$queryRawUnsafe<
		Array<{ variantId: string; count: number | bigint }>
	>(
		`SELECT "variantId", COUNT(*) AS "count" FROM "ExperimentAssignment"
		WHERE "experimentId" = ? GROUP BY "variantId"`,
		experiment.id,
	)
	const path = `$."${experiment.id}"`
	const events = await prisma.$queryRawUnsafe<
		Array<{ variantId: string; name: string; count: number | bigint }>
	>(
		`SELECT json_extract("variants", ?) AS "variantId", "name", COUNT(*) AS "count"
		FROM "AnalyticsEvent"
		WHERE "variants" IS NOT NULL AND json_valid("variants") AND json_extract("variants", ?) IS NOT NULL
		AND "name" IN ('upgrade_button_clicked', 'checkout_started', 'checkout_successful')
		GROUP BY "variantId", "name"`,
		path,
		path,
	)
	const count = (variantId: string, name: string) =>
		Number(events.find((row) => row.variantId === variantId && row.name === name)?.count ?? 0)
	const rows = experiment.variants.map((variant) => {
		const exposed = Number(exposures.find((row) => row.variantId === variant.id)?.count ?? 0)
		const conversions = count(variant.id, 'checkout_successful')
		return {
			variantId: variant.id,
			exposures: exposed,
			clicks: count(variant.id, 'upgrade_button_clicked'),
			checkouts: count(variant.id, 'checkout_started'),
			conversions,
			conversionRate: exposed > 0 ? Math.round((conversions / exposed) * 10_000) / 100 : 0,
		}
	})
	const control = rows[0]!
	return rows.map((row, index) => ({
		...row,
		confidence: index === 0 ? { kind: 'control' as const } : compareToControl(control, row),
	}))
}
