import { getEnv } from '#app/utils/env.server.ts'
import { experimentPriceRef } from '#app/modules/experiments/experiment-prices.server.ts'
import {
	BILLING_INTERVALS,
	PAID_PLAN_IDS,
	stripePriceEnvKeys,
	type BillingInterval,
	type PaidPlanId,
} from './plans.ts'

export type PriceRef = { plan: PaidPlanId; interval: BillingInterval }

type PriceEnv = Partial<Record<(typeof stripePriceEnvKeys)[PaidPlanId][BillingInterval], string>>

/** The Stripe price id configured for a plan and interval, or null when it is not set. */
export function stripePriceId(ref: PriceRef, env: PriceEnv = getEnv()): string | null {
	return env[stripePriceEnvKeys[ref.plan][ref.interval]] ?? null
}

/** Reads a Stripe price id back into plan and interval; null for a price we do not sell. */
export function priceRefFor(priceId: string, env: PriceEnv = getEnv()): PriceRef | null {
	for (const plan of PAID_PLAN_IDS) {
		for (const interval of BILLING_INTERVALS) {
			const ref = { plan, interval }
			if (priceId === stripePriceId(ref, env)) return ref
		}
	}
	// A price a live pricing experiment sells (its variant's own Stripe price).
	return experimentPriceRef(priceId)
}
