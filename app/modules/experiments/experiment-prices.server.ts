// A variant's Stripe price, read back into plan and interval when Stripe reports a subscription
// bought at it (webhooks, subscription sync). Kept apart from experiment-state.server.ts so that
// billing can import it without a cycle.
import type { BillingInterval, PaidPlanId } from '#app/modules/billing/plans.ts'
import { experiments, type Variant } from './experiments.ts'

export function experimentPriceRef(
	priceId: string,
	env: NodeJS.ProcessEnv = process.env,
): { plan: PaidPlanId; interval: BillingInterval } | null {
	for (const experiment of experiments) {
		for (const variant of experiment.variants as readonly Variant[]) {
			for (const [plan, name] of Object.entries(variant.experimentConfig.stripePriceEnv ?? {})) {
				if (env[name] === priceId) return { plan: plan as PaidPlanId, interval: 'monthly' }
				if (env[`${name}_ANNUAL`] === priceId)
					return { plan: plan as PaidPlanId, interval: 'annual' }
			}
		}
	}
	return null
}
