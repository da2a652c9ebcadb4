import type Stripe from 'stripe'

/** Our subscription states, whatever the provider calls them. */
export const SUBSCRIPTION_STATUSES = [
	'active',
	'trialing',
	'past_due',
	'unpaid',
	'paused',
	'incomplete',
	'expired',
	'canceled',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

// Stripe's status type is an open enum (`… | OtherString`); this keeps only the named values, so
// the map below must name every one of them or the type check fails.
type KnownStripeStatus<S = Stripe.Subscription.Status> = S extends string
	? string extends S
		? never
		: S
	: never

/**
 * Every Stripe subscription status, mapped to ours (the Open SaaS habit: an exhaustive map, not a
 * chain of ifs that forgets one).
 */
export const stripeStatusMap = {
	active: 'active',
	trialing: 'trialing',
	past_due: 'past_due',
	unpaid: 'unpaid',
	paused: 'paused',
	incomplete: 'incomplete',
	incomplete_expired: 'expired',
	canceled: 'canceled',
} as const satisfies Record<KnownStripeStatus, SubscriptionStatus>

export function fromStripeStatus(status: string): SubscriptionStatus {
	if (Object.hasOwn(stripeStatusMap, status)) {
		return stripeStatusMap[status as KnownStripeStatus]
	}
	// A status newer than this code: grant nothing until someone maps it.
	console.warn(`[billing] unknown Stripe subscription status "${status}", treated as incomplete`)
	return 'incomplete'
}

/**
 * Which states keep the paid plan. past_due keeps it while Stripe retries the card (its dunning
 * ends in unpaid or canceled, which do not).
 */
const entitlement = {
	active: true,
	trialing: true,
	past_due: true,
	unpaid: false,
	paused: false,
	incomplete: false,
	expired: false,
	canceled: false,
} as const satisfies Record<SubscriptionStatus, boolean>

export function isEntitled(status: string): boolean {
	return (SUBSCRIPTION_STATUSES as ReadonlyArray<string>).includes(status)
		? entitlement[status as SubscriptionStatus]
		: false
}
