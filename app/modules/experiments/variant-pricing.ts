// The plans as a variant shows them: its price overrides applied (annual = 10 × monthly, as for
// the plans themselves), everything else from the one plans config.
import { planList, type Plan } from '#app/modules/billing/plans.ts'
import type { Variant } from './experiments.ts'

export function pricedPlan(plan: Plan, variant: Variant | null | undefined): Plan {
	const monthly =
		plan.id === 'starter' ? undefined : variant?.experimentConfig.priceOverrides?.[plan.id]
	if (monthly === undefined) return plan
	return { ...plan, monthlyPrice: monthly, annualPrice: monthly * 10 }
}

export function pricedPlanList(variant: Variant | null | undefined): Plan[] {
	return planList.map((plan) => pricedPlan(plan, variant))
}
