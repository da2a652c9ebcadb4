// The provider-neutral shape of a subscription, and the pure rules that turn the subscriptions a
// user has into their plan and usage period. The webhook (Stripe) and the built-in test provider
// both produce a SubscriptionSnapshot; subscription-sync.server.ts applies it.
import {
	comparePlans,
	isPaidPlanId,
	type BillingInterval,
	type PaidPlanId,
	type PlanId,
} from './plans.ts'
import { isEntitled, type SubscriptionStatus } from './subscription-status.ts'
import { nextMonthlyResetDate } from './usage.ts'

export type BillingProvider = 'stripe' | 'test'

export type SubscriptionSnapshot = {
	provider: BillingProvider
	subscriptionId: string
	customerId: string
	/** Who it belongs to, when the provider says (checkout reference or subscription metadata). */
	userId: string | null
	plan: PaidPlanId
	interval: BillingInterval
	status: SubscriptionStatus
	currentPeriodStart: Date
	currentPeriodEnd: Date
	cancelAtPeriodEnd: boolean
	/** The plan the subscription changes to at the period end (starter when it ends). */
	scheduledPlan: PlanId | null
	/** When this state was read from the provider: an older read never overwrites a newer one. */
	observedAt: Date
}

/** A provider event, reduced to what we act on. `id` is the provider's event id. */
export type BillingEventInput = {
	id: string
	provider: BillingProvider
	type: string
	snapshot: SubscriptionSnapshot | null
}

export type StoredSubscription = {
	plan: string
	status: string
	currentPeriodStart: Date
	currentPeriodEnd: Date
}

/**
 * The subscription that decides the user's plan: among those that entitle (active, trialing,
 * past due), the highest plan, then the one running longest. A late "deleted" event for an old
 * subscription therefore cannot take a newer one's plan away.
 */
export function governingSubscription<T extends StoredSubscription>(rows: ReadonlyArray<T>) {
	let best: (T & { plan: PaidPlanId }) | null = null
	for (const row of rows) {
		if (!isEntitled(row.status) || !isPaidPlanId(row.plan)) continue
		const candidate = row as T & { plan: PaidPlanId }
		if (
			!best ||
			comparePlans(candidate.plan, best.plan) > 0 ||
			(candidate.plan === best.plan && candidate.currentPeriodEnd > best.currentPeriodEnd)
		) {
			best = candidate
		}
	}
	return best
}

export type UsagePeriodUser = { planType: string; usageResetDate: Date }

export type UsageUpdate = {
	planType: PlanId
	usageResetDate?: Date
	resetCounters: boolean
}

/**
 * Plan and usage period after the user's subscriptions change (DESIGN.md: paid usage resets at
 * the start of each billing period, free usage on the 1st, UTC).
 *
 * Counters reset only when a period boundary is crossed, and each boundary once: a new paid
 * period resets them if the stored reset date is not already past the period's start (a replay,
 * or a roll-over that got there first, leaves them alone); dropping from paid to free starts a
 * fresh free month.
 */
export function usageUpdateFor(
	user: UsagePeriodUser,
	governing:
		| (Pick<StoredSubscription, 'currentPeriodStart' | 'currentPeriodEnd'> & {
				plan: PaidPlanId
		  })
		| null,
	now: Date,
): UsageUpdate {
	if (governing) {
		return {
			planType: governing.plan,
			usageResetDate: governing.currentPeriodEnd,
			resetCounters: user.usageResetDate.getTime() <= governing.currentPeriodStart.getTime(),
		}
	}
	if (isPaidPlanId(user.planType)) {
		return { planType: 'starter', usageResetDate: nextMonthlyResetDate(now), resetCounters: true }
	}
	return { planType: 'starter', resetCounters: false }
}

/** What billing screens show about the user's plan (dates as ISO strings for loader data). */
export type BillingSummary = {
	/** `off`: no payment provider in production, so paid plans cannot be bought. */
	mode: BillingProvider | 'off'
	planType: PlanId
	subscription: {
		provider: string
		interval: BillingInterval
		status: string
		currentPeriodEnd: string
		cancelAtPeriodEnd: boolean
		scheduledPlan: PlanId | null
	} | null
}
