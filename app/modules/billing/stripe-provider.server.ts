// Stripe: reading subscriptions into snapshots, and the calls that change them. Webhook events
// are not trusted for state: each one is answered by reading the subscription as it is now, so
// events that arrive late or out of order all converge on the provider's current state.
import type Stripe from 'stripe'
import { DOWNGRADE_PRORATION, UPGRADE_PRORATION } from './plan-change-policy.ts'
import { priceRefFor, stripePriceId, type PriceRef } from './prices.server.ts'
import type { PaidPlanId, PlanId } from './plans.ts'
import type { BillingEventInput, SubscriptionSnapshot } from './subscription-state.ts'
import { fromStripeStatus } from './subscription-status.ts'
import { getStripe } from './stripe.server.ts'

function idOf(value: string | { id: string } | null | undefined): string | null {
	if (!value) return null
	return typeof value === 'string' ? value : value.id
}

const fromUnix = (seconds: number) => new Date(seconds * 1000)

/** Pure: a Stripe subscription (and what its schedule plans next) as our snapshot. */
export function snapshotFromStripeSubscription(
	subscription: Stripe.Subscription,
	{
		scheduledPlan,
		userIdHint,
		observedAt,
	}: { scheduledPlan: PlanId | null; userIdHint: string | null; observedAt: Date },
): SubscriptionSnapshot | null {
	const item = subscription.items.data[0]
	const customerId = idOf(subscription.customer)
	const ref = item ? priceRefFor(item.price.id) : null
	if (!item || !ref || !customerId) {
		console.warn(
			`[billing] subscription ${subscription.id} has no price we sell (${item?.price.id ?? 'no items'})`,
		)
		return null
	}
	// The portal may cancel "at period end" either way: the flag, or a cancel_at date.
	const cancelAtPeriodEnd = subscription.cancel_at_period_end || subscription.cancel_at !== null
	return {
		provider: 'stripe',
		subscriptionId: subscription.id,
		customerId,
		userId: subscription.metadata?.userId || userIdHint,
		plan: ref.plan,
		interval: ref.interval,
		status: fromStripeStatus(subscription.status),
		currentPeriodStart: fromUnix(item.current_period_start),
		currentPeriodEnd: fromUnix(item.current_period_end),
		cancelAtPeriodEnd,
		scheduledPlan: cancelAtPeriodEnd ? 'starter' : scheduledPlan,
		observedAt,
	}
}

/** Pure: the plan a schedule moves to once the current period ends, if it differs. */
export function scheduledPlanFromSchedule(
	schedule: Stripe.SubscriptionSchedule,
	current: PaidPlanId,
	periodEnd: Date,
): PlanId | null {
	if (schedule.status !== 'active' && schedule.status !== 'not_started') return null
	const periodEndSeconds = Math.floor(periodEnd.getTime() / 1000)
	const next = schedule.phases.find((phase) => phase.start_date >= periodEndSeconds)
	if (!next) return schedule.end_behavior === 'cancel' ? 'starter' : null
	const priceId = idOf(next.items[0]?.price)
	const ref = priceId ? priceRefFor(priceId) : null
	return ref && ref.plan !== current ? ref.plan : null
}

/** Reads the subscription (and its schedule) as Stripe has it now. */
export async function fetchStripeSnapshot(
	subscriptionId: string,
	userIdHint: string | null = null,
): Promise<SubscriptionSnapshot | null> {
	const stripe = await getStripe()
	const observedAt = new Date()
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const base = snapshotFromStripeSubscription(subscription, {
		scheduledPlan: null,
		userIdHint,
		observedAt,
	})
	const scheduleId = idOf(subscription.schedule)
	if (!base || !scheduleId || base.cancelAtPeriodEnd) return base
	const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId)
	return {
		...base,
		scheduledPlan: scheduledPlanFromSchedule(schedule, base.plan, base.currentPeriodEnd),
	}
}

export const HANDLED_STRIPE_EVENTS = [
	'checkout.session.completed',
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
	'invoice.paid',
] as const

/**
 * A verified Stripe event as a BillingEventInput, or null for an event we do not act on (the
 * webhook still answers 2xx to those, so Stripe stops resending them).
 */
export async function billingEventFromStripe(
	event: Stripe.Event,
): Promise<BillingEventInput | null> {
	let subscriptionId: string | null = null
	let userIdHint: string | null = null
	switch (event.type) {
		case 'checkout.session.completed': {
			const session = event.data.object
			if (session.mode !== 'subscription') return null
			subscriptionId = idOf(session.subscription)
			userIdHint = session.client_reference_id ?? session.metadata?.userId ?? null
			break
		}
		case 'customer.subscription.created':
		case 'customer.subscription.updated':
		case 'customer.subscription.deleted': {
			subscriptionId = event.data.object.id
			userIdHint = event.data.object.metadata?.userId ?? null
			break
		}
		case 'invoice.paid': {
			const details = event.data.object.parent?.subscription_details
			subscriptionId = idOf(details?.subscription)
			userIdHint = details?.metadata?.userId ?? null
			break
		}
		default:
			return null
	}
	if (!subscriptionId) return null
	return {
		id: event.id,
		provider: 'stripe',
		type: event.type,
		snapshot: await fetchStripeSnapshot(subscriptionId, userIdHint),
	}
}

function requirePrice(ref: PriceRef): string {
	const priceId = stripePriceId(ref)
	if (!priceId) throw new StripeNotConfiguredError(ref)
	return priceId
}

export class StripeNotConfiguredError extends Error {
	constructor(ref: PriceRef) {
		super(`No Stripe price configured for ${ref.plan} (${ref.interval})`)
		this.name = 'StripeNotConfiguredError'
	}
}

export async function createStripeCheckoutSession({
	userId,
	email,
	customerId,
	price,
	successUrl,
	cancelUrl,
	priceId,
}: {
	userId: string
	email: string
	customerId: string | null
	price: PriceRef
	successUrl: string
	cancelUrl: string
	/** A live pricing experiment's Stripe price for this plan (the price the user was shown). */
	priceId?: string | null
}): Promise<string | null> {
	const session = await (
		await getStripe()
	).checkout.sessions.create({
		mode: 'subscription',
		line_items: [{ price: priceId ?? requirePrice(price), quantity: 1 }],
		client_reference_id: userId,
		...(customerId ? { customer: customerId } : { customer_email: email }),
		metadata: { userId, plan: price.plan, interval: price.interval },
		subscription_data: { metadata: { userId } },
		success_url: successUrl,
		cancel_url: cancelUrl,
	})
	return session.url
}

/**
 * An upgrade takes effect now: the price is swapped and the difference for the rest of the
 * period is invoiced at once (proration); the billing date stays. A pending downgrade is dropped.
 */
export async function upgradeStripeSubscription(subscriptionId: string, price: PriceRef) {
	const stripe = await getStripe()
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const scheduleId = idOf(subscription.schedule)
	if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId)
	const item = subscription.items.data[0]
	if (!item) throw new Error(`subscription ${subscriptionId} has no items`)
	await stripe.subscriptions.update(subscriptionId, {
		items: [{ id: item.id, price: requirePrice(price) }],
		proration_behavior: UPGRADE_PRORATION,
		cancel_at_period_end: false,
	})
	return fetchStripeSnapshot(subscriptionId)
}

/**
 * A downgrade waits for the period end: to Free the subscription is set to cancel then; to a
 * lower paid plan a subscription schedule switches the price at the next period, no proration.
 */
export async function scheduleStripeDowngrade(
	subscriptionId: string,
	target: PlanId,
	interval: PriceRef['interval'],
) {
	const stripe = await getStripe()
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const scheduleId = idOf(subscription.schedule)
	if (target === 'starter') {
		if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId)
		await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
		return fetchStripeSnapshot(subscriptionId)
	}
	const item = subscription.items.data[0]
	if (!item) throw new Error(`subscription ${subscriptionId} has no items`)
	const targetPrice = requirePrice({ plan: target, interval })
	await clearPendingCancellation(subscription)
	const schedule = scheduleId
		? await stripe.subscriptionSchedules.retrieve(scheduleId)
		: await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId })
	const phase = schedule.current_phase ?? {
		start_date: item.current_period_start,
		end_date: item.current_period_end,
	}
	await stripe.subscriptionSchedules.update(schedule.id, {
		end_behavior: 'release',
		proration_behavior: DOWNGRADE_PRORATION,
		phases: [
			{
				items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
				start_date: phase.start_date,
				end_date: phase.end_date,
			},
			{
				items: [{ price: targetPrice, quantity: 1 }],
				duration: { interval: interval === 'annual' ? 'year' : 'month', interval_count: 1 },
				proration_behavior: DOWNGRADE_PRORATION,
			},
		],
	})
	return fetchStripeSnapshot(subscriptionId)
}

/** Cancels a scheduled downgrade or cancellation before it takes effect. */
export async function cancelStripeScheduledChange(subscriptionId: string) {
	const stripe = await getStripe()
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	const scheduleId = idOf(subscription.schedule)
	if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId)
	await clearPendingCancellation(subscription)
	return fetchStripeSnapshot(subscriptionId)
}

// Stripe takes one of the two parameters at a time: clear whichever the cancellation used.
async function clearPendingCancellation(subscription: Stripe.Subscription) {
	if (subscription.cancel_at_period_end) {
		await (await getStripe()).subscriptions.update(subscription.id, { cancel_at_period_end: false })
	} else if (subscription.cancel_at !== null) {
		await (await getStripe()).subscriptions.update(subscription.id, { cancel_at: '' })
	}
}

/** The Stripe customer portal (payment methods, invoices, cancellation). */
export async function createStripePortalSession({
	customerId,
	returnUrl,
	cancelSubscriptionId,
}: {
	customerId: string
	returnUrl: string
	cancelSubscriptionId?: string
}) {
	const session = await (
		await getStripe()
	).billingPortal.sessions.create({
		customer: customerId,
		return_url: returnUrl,
		...(cancelSubscriptionId
			? {
					flow_data: {
						type: 'subscription_cancel',
						subscription_cancel: { subscription: cancelSubscriptionId },
					},
				}
			: {}),
	})
	return session.url
}
