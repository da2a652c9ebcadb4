import { describe, expect, test } from 'vitest'
import { assignVariant, bucketOf } from './assignment.ts'
import { experiments, type Experiment } from './experiments.ts'

describe('assignVariant', () => {
	test.each(experiments.map((experiment) => [experiment.id, experiment] as const))(
		'%s: 10,000 synthetic ids land within ±2 points of each weight',
		(_id, experiment: Experiment) => {
			const counts = new Map<string, number>()
			for (let i = 0; i < 10_000; i += 1) {
				const variant = assignVariant(experiment, `user-${i}-${i * 7919}`)
				counts.set(variant.id, (counts.get(variant.id) ?? 0) + 1)
			}
			for (const variant of experiment.variants) {
				const share = ((counts.get(variant.id) ?? 0) / 10_000) * 100
				expect(Math.abs(share - variant.weight)).toBeLessThanOrEqual(2)
			}
		},
	)

	test('the same id always gets the same variant, and experiments are independent', () => {
		const [first, second] = experiments
		const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}`)
		for (const id of ids) {
			expect(assignVariant(first, id).id).toBe(assignVariant(first, id).id)
		}
		// Being in the first variant of one experiment says nothing about the other.
		const inFirst = ids.filter((id) => assignVariant(first, id).id === first.variants[0].id)
		const alsoFirst = inFirst.filter((id) => assignVariant(second, id).id === second.variants[0].id)
		expect(alsoFirst.length).toBeGreaterThan(0)
		expect(alsoFirst.length).toBeLessThan(inFirst.length)
	})

	test('buckets are 0-99 and weights that do not cover a bucket fall back to the first variant', () => {
		for (let i = 0; i < 1000; i += 1) {
			const bucket = bucketOf(`id-${i}`, 'x')
			expect(bucket).toBeGreaterThanOrEqual(0)
			expect(bucket).toBeLessThan(100)
		}
		const [base] = experiments
		const partial: Experiment = {
			...base,
			variants: [
				{ ...base.variants[0], weight: 0 },
				{ ...base.variants[1], weight: 0 },
			],
		}
		expect(assignVariant(partial, 'anyone').id).toBe(base.variants[0].id)
	})

	test('every experiment of SPEC §9 is configured with weights adding up to 100', () => {
		expect(experiments.map((e) => [e.id, e.variants.map((v) => v.weight)])).toEqual([
			['pricing_ab_test_v1', [50, 50]],
			['pricing_layout_v1', [25, 25, 25, 25]],
			['dynamic_pricing_experiment_v1', [20, 20, 20, 20, 20]],
		])
		expect(experiments.find((e) => e.id === 'pricing_ab_test_v1')?.targetMetric).toBe(
			'revenue_per_visitor',
		)
	})
})
