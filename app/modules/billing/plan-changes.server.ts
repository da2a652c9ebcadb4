// Changing plans: checkout for a first subscription, an in-place upgrade (now, prorated), a
// downgrade or cancellation scheduled for the period end, and undoing that before it happens.
// Each works against Stripe or, with no keys, the built-in test provider; either way the new
// state is written by applying the provider's own account of it, never by the browser's return.
import { getEnv } from '#app/utils/env.server.ts'
import { billingFailure, type BillingFailure } from './billing-errors.ts'
import { planChangePolicy } from './plan-change-policy.ts'
import {
	getPlan,
	isPaidPlanId,
	periodPrice,
	planChangeKind,
	type BillingInterval,
	type PaidPlanId,
	type PlanId,
} from './plans.ts'
import {
	cancelStripeScheduledChange,
	createStripeCheckoutSession,
	createStripePortalSession,
	scheduleStripeDowngrade,
	StripeNotConfiguredError,
	upgradeStripeSubscription,
} from './stripe-provider.server.ts'
import { billingMode } from './stripe.server.ts'
import { currentSubscription, type CurrentSubscription } from './subscriptions.server.ts'
import type { SubscriptionSnapshot } from './subscription-state.ts'
import { processBillingEvent, syncSubscription } from './subscription-sync.server.ts'
import {
	createTestCheckoutToken,
	testSubscriptionUpdatedEvent,
	type ReturnPage,
} from './test-provider.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { recordServerEvent } from '#app/modules/analytics/record-event.server.ts'
import { offerFor } from '#app/modules/experiments/experiment-state.server.ts'

export type BillingUser = { id: string; email: string; planType: string }

/** The public origin: APP_URL when set (behind a proxy), else the request's own. */
export function appOrigin(request: Request) {
	const appUrl = getEnv().APP_URL
	return appUrl ? new URL(appUrl).origin : new URL(request.url).origin
}

export function checkoutReturnUrls(origin: string, returnPage: ReturnPage) {
	return returnPage === 'pricing'
		? { success: `${origin}/pricing?success=1`, cancel: `${origin}/pricing?canceled=1` }
		: { success: `${origin}/upgrade-success`, cancel: `${origin}/upgrade-cancel` }
}

export type CheckoutResult = { ok: true; url: string } | BillingFailure

/** A Checkout Session for a first paid subscription; its URL is where the browser goes next. */
export async function startCheckout({
	user,
	plan,
	interval,
	origin,
	returnPage,
}: {
	user: BillingUser
	plan: PlanId
	interval: BillingInterval
	origin: string
	returnPage: ReturnPage
}): Promise<CheckoutResult> {
	if (!isPaidPlanId(plan)) return billingFailure('INVALID_PLAN')
	const mode = billingMode()
	// No payment provider: nobody can buy a plan, and nobody gets one for free.
	if (mode === 'off') return billingFailure('NOT_CONFIGURED')
	if (await currentSubscription(user.id)) return billingFailure('ALREADY_SUBSCRIBED')
	// A live pricing experiment's price, when it shows this user another price for this plan.
	const offer = await offerFor(user.id, plan, interval)
	if (mode === 'test') {
		const { token } = createTestCheckoutToken({
			userId: user.id,
			plan,
			interval,
			returnPage,
			amount: offer?.amount,
		})
		await recordCheckoutStarted(user.id, plan, interval, offer?.amount)
		return {
			ok: true,
			url: `${origin}/billing/test-checkout?${new URLSearchParams({ session: token })}`,
		}
	}
	const urls = checkoutReturnUrls(origin, returnPage)
	// Never charge another price than the one shown: no Stripe price for it, no checkout.
	if (offer && !offer.stripePriceId) return billingFailure('NOT_CONFIGURED')
	try {
		const previous = await prisma.subscription.findFirst({
			where: { userId: user.id, provider: 'stripe' },
			orderBy: { createdAt: 'desc' },
			select: { customerId: true },
		})
		const url = await createStripeCheckoutSession({
			userId: user.id,
			email: user.email,
			customerId: previous?.customerId ?? null,
			price: { plan, interval },
			priceId: offer?.stripePriceId,
			successUrl: urls.success,
			cancelUrl: urls.cancel,
		})
		if (!url) return billingFailure('NO_SESSION_URL')
		await recordCheckoutStarted(user.id, plan, interval, offer?.amount)
		return { ok: true, url }
	} catch (error) {
		return providerFailure(error, 'CHECKOUT_FAILED')
	}
}

function recordCheckoutStarted(
	userId: string,
	plan: PaidPlanId,
	interval: BillingInterval,
	amount?: number,
) {
	return recordServerEvent('checkout_started', {
		userId,
		label: `${plan}:${interval}`,
		value: amount ?? periodPrice(getPlan(plan), interval),
	})
}

export type PlanChangeResult =
	| { ok: true; kind: 'checkout'; url: string }
	| { ok: true; kind: 'upgraded'; plan: PaidPlanId }
	| { ok: true; kind: 'downgrade-scheduled'; plan: PlanId; effectiveAt: Date }
	| BillingFailure

/**
 * The plan picker's one entry point. `expectedCurrent`, when given, is the plan the user saw:
 * if it has changed meanwhile (another tab), nothing happens.
 */
export async function changePlan({
	user,
	target,
	interval,
	origin,
	returnPage,
	expectedCurrent,
}: {
	user: BillingUser
	target: PlanId
	interval: BillingInterval
	origin: string
	returnPage: ReturnPage
	expectedCurrent?: PlanId
}): Promise<PlanChangeResult> {
	const current = getPlan(user.planType).id
	if (expectedCurrent && expectedCurrent !== current) return billingFailure('PLAN_CHANGED')
	const subscription = await currentSubscription(user.id)
	const policy = planChangePolicy(current, target, { subscribed: Boolean(subscription) })
	if (policy.kind === 'current') return billingFailure('SAME_PLAN')
	if (policy.kind === 'upgrade') {
		if (!isPaidPlanId(target)) return billingFailure('INVALID_PLAN')
		if (policy.via === 'checkout' || !subscription) {
			const checkout = await startCheckout({ user, plan: target, interval, origin, returnPage })
			return checkout.ok ? { ok: true, kind: 'checkout', url: checkout.url } : checkout
		}
		const upgraded = await upgradeInPlace(subscription, target, interval)
		return upgraded.ok ? { ok: true, kind: 'upgraded', plan: target } : upgraded
	}
	if (!subscription) return billingFailure('NO_SUBSCRIPTION')
	const scheduled = await scheduleDowngrade(subscription, target)
	return scheduled.ok
		? {
				ok: true,
				kind: 'downgrade-scheduled',
				plan: target,
				effectiveAt: subscription.currentPeriodEnd,
			}
		: scheduled
}

/** The JSON API's downgrade: only to a lower plan (SPEC §7 POST /api/downgrade). */
export async function downgradePlan(args: {
	user: BillingUser
	target: PlanId
	expectedCurrent?: PlanId
}) {
	if (planChangeKind(getPlan(args.user.planType).id, args.target) === 'upgrade') {
		return billingFailure('NOT_A_DOWNGRADE')
	}
	const subscription = await currentSubscription(args.user.id)
	return changePlan({
		...args,
		interval: subscription?.interval === 'annual' ? 'annual' : 'monthly',
		origin: '',
		returnPage: 'pricing',
	})
}

type Done = { ok: true } | BillingFailure

async function upgradeInPlace(
	subscription: CurrentSubscription,
	target: PaidPlanId,
	interval: BillingInterval,
): Promise<Done> {
	if (subscription.provider === 'test') {
		// A subscription left from test mode is not a way to a higher plan once billing is real.
		if (billingMode() !== 'test') return billingFailure('NOT_CONFIGURED')
		await processBillingEvent(
			testSubscriptionUpdatedEvent(subscription, {
				plan: target,
				scheduledPlan: null,
				cancelAtPeriodEnd: false,
			}),
		)
		return { ok: true }
	}
	return applyStripeCall(() =>
		upgradeStripeSubscription(subscription.subscriptionId, { plan: target, interval }),
	)
}

async function scheduleDowngrade(subscription: CurrentSubscription, target: PlanId): Promise<Done> {
	if (subscription.provider === 'test') {
		await processBillingEvent(
			testSubscriptionUpdatedEvent(subscription, {
				scheduledPlan: target,
				cancelAtPeriodEnd: target === 'starter',
			}),
		)
		return { ok: true }
	}
	const interval = subscription.interval === 'annual' ? 'annual' : 'monthly'
	return applyStripeCall(() =>
		scheduleStripeDowngrade(subscription.subscriptionId, target, interval),
	)
}

/** Undoes a scheduled downgrade or cancellation: the current plan simply continues. */
export async function cancelScheduledChange(user: BillingUser): Promise<Done> {
	const subscription = await currentSubscription(user.id)
	if (!subscription) return billingFailure('NO_SUBSCRIPTION')
	if (!subscription.scheduledPlan && !subscription.cancelAtPeriodEnd) {
		return billingFailure('NOTHING_SCHEDULED')
	}
	if (subscription.provider === 'test') {
		await processBillingEvent(
			testSubscriptionUpdatedEvent(subscription, { scheduledPlan: null, cancelAtPeriodEnd: false }),
		)
		return { ok: true }
	}
	return applyStripeCall(() => cancelStripeScheduledChange(subscription.subscriptionId))
}

/** Cancelling keeps the plan to the end of the period: a downgrade to Free. */
export async function cancelSubscription(user: BillingUser): Promise<Done> {
	const subscription = await currentSubscription(user.id)
	if (!subscription) return billingFailure('NO_SUBSCRIPTION')
	return scheduleDowngrade(subscription, 'starter')
}

/** Stripe's customer portal for the user's subscription, or null in test mode / on Free. */
export async function portalUrl({
	user,
	returnUrl,
	flow,
}: {
	user: BillingUser
	returnUrl: string
	flow?: 'cancel'
}): Promise<{ ok: true; url: string | null } | BillingFailure> {
	const subscription = await currentSubscription(user.id)
	if (!subscription || subscription.provider !== 'stripe') return { ok: true, url: null }
	try {
		const url = await createStripePortalSession({
			customerId: subscription.customerId,
			returnUrl,
			cancelSubscriptionId: flow === 'cancel' ? subscription.subscriptionId : undefined,
		})
		return { ok: true, url }
	} catch (error) {
		return providerFailure(error, 'PROVIDER_ERROR')
	}
}

async function applyStripeCall(call: () => Promise<SubscriptionSnapshot | null>): Promise<Done> {
	try {
		const snapshot = await call()
		if (snapshot) await syncSubscription(snapshot)
		return { ok: true }
	} catch (error) {
		return providerFailure(error, 'PROVIDER_ERROR')
	}
}

function providerFailure(
	error: unknown,
	code: 'CHECKOUT_FAILED' | 'PROVIDER_ERROR',
): BillingFailure {
	if (error instanceof StripeNotConfiguredError) {
		console.error(`[billing] ${error.message}`)
		return billingFailure('NOT_CONFIGURED')
	}
	// The SDK's errors carry a message, type and request id, never the key.
	const detail =
		error && typeof error === 'object' && 'message' in error ? String(error.message) : 'unknown'
	const requestId =
		error && typeof error === 'object' && 'requestId' in error
			? ` (${String(error.requestId)})`
			: ''
	console.error(`[billing] Stripe call failed: ${detail}${requestId}`)
	return billingFailure(code)
}
