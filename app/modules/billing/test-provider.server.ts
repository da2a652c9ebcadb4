// The built-in test provider: what stands in for Stripe when STRIPE_SECRET_KEY is unset. It
// emits the same provider events the webhook receives (BillingEventInput) and hands them to the
// same processBillingEvent, so a test-mode upgrade exercises the real apply path.
import crypto from 'node:crypto'
import { Prisma } from '@prisma/client'
import { prisma, sql } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import {
	isBillingInterval,
	isPaidPlanId,
	type BillingInterval,
	type PaidPlanId,
	type PlanId,
} from './plans.ts'
import { billingMode } from './stripe.server.ts'
import type { BillingEventInput, SubscriptionSnapshot } from './subscription-state.ts'
import { isEntitled, type SubscriptionStatus } from './subscription-status.ts'
import { processBillingEvent } from './subscription-sync.server.ts'
import { addBillingPeriod } from './usage.ts'

export type ReturnPage = 'pricing' | 'upgrade'

export type TestCheckout = {
	sessionId: string
	userId: string
	plan: PaidPlanId
	interval: BillingInterval
	returnPage: ReturnPage
	expiresAt: number
	/** The period's price when a live pricing experiment showed another one (USD). */
	amount?: number
}

const CHECKOUT_TTL_MS = 60 * 60 * 1000

function sign(payload: string) {
	return crypto
		.createHmac('sha256', getEnv().SESSION_SECRET)
		.update(`test-checkout:${payload}`)
		.digest('base64url')
}

/** A checkout "session" is a signed, expiring token: nothing to store, nothing to forge. */
export function createTestCheckoutToken(
	input: Omit<TestCheckout, 'sessionId' | 'expiresAt'>,
	now: Date = new Date(),
): { sessionId: string; token: string } {
	const checkout: TestCheckout = {
		...input,
		sessionId: `cs_test_${crypto.randomBytes(12).toString('hex')}`,
		expiresAt: now.getTime() + CHECKOUT_TTL_MS,
	}
	const payload = Buffer.from(JSON.stringify(checkout)).toString('base64url')
	return { sessionId: checkout.sessionId, token: `${payload}.${sign(payload)}` }
}

export function readTestCheckoutToken(token: string, now: Date = new Date()): TestCheckout | null {
	const [payload, signature, extra] = token.split('.')
	if (!payload || !signature || extra !== undefined) return null
	const expected = Buffer.from(sign(payload))
	const given = Buffer.from(signature)
	if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
	try {
		const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TestCheckout
		if (
			typeof value.sessionId !== 'string' ||
			typeof value.userId !== 'string' ||
			!isPaidPlanId(value.plan) ||
			!isBillingInterval(value.interval) ||
			(value.returnPage !== 'pricing' && value.returnPage !== 'upgrade') ||
			typeof value.expiresAt !== 'number' ||
			(value.amount !== undefined && (typeof value.amount !== 'number' || value.amount < 0)) ||
			value.expiresAt < now.getTime()
		) {
			return null
		}
		return value
	} catch {
		return null
	}
}

export function testCustomerId(userId: string) {
	return `cus_test_${userId}`
}

/** "Pay" on the test checkout page: Stripe's checkout.session.completed, for this session. */
export function testCheckoutCompletedEvent(
	checkout: TestCheckout,
	now: Date = new Date(),
): BillingEventInput {
	return {
		// Derived from the session: paying twice (a double click, a resubmitted form) is one event.
		id: `evt_test_${checkout.sessionId}_completed`,
		provider: 'test',
		type: 'checkout.session.completed',
		snapshot: {
			provider: 'test',
			subscriptionId: `sub_test_${checkout.sessionId.replace(/^cs_test_/, '')}`,
			customerId: testCustomerId(checkout.userId),
			userId: checkout.userId,
			plan: checkout.plan,
			interval: checkout.interval,
			status: 'active',
			currentPeriodStart: now,
			currentPeriodEnd: addBillingPeriod(now, checkout.interval),
			cancelAtPeriodEnd: false,
			scheduledPlan: null,
			observedAt: now,
		},
	}
}

export type StoredTestSubscription = {
	subscriptionId: string
	customerId: string
	userId: string
	plan: string
	interval: string
	status: string
	currentPeriodStart: Date
	currentPeriodEnd: Date
	cancelAtPeriodEnd: boolean
	scheduledPlan: string | null
}

function snapshotFromRow(row: StoredTestSubscription, now: Date): SubscriptionSnapshot {
	if (!isPaidPlanId(row.plan) || !isBillingInterval(row.interval)) {
		throw new Error(`test subscription ${row.subscriptionId} has an unknown plan or interval`)
	}
	return {
		provider: 'test',
		subscriptionId: row.subscriptionId,
		customerId: row.customerId,
		userId: row.userId,
		plan: row.plan,
		interval: row.interval,
		status: row.status as SubscriptionStatus,
		currentPeriodStart: row.currentPeriodStart,
		currentPeriodEnd: row.currentPeriodEnd,
		cancelAtPeriodEnd: row.cancelAtPeriodEnd,
		scheduledPlan: (row.scheduledPlan as PlanId | null) ?? null,
		observedAt: now,
	}
}

/** customer.subscription.updated, as the provider would send it after a change we asked for. */
export function testSubscriptionUpdatedEvent(
	row: StoredTestSubscription,
	change: Partial<Pick<SubscriptionSnapshot, 'plan' | 'cancelAtPeriodEnd' | 'scheduledPlan'>>,
	now: Date = new Date(),
): BillingEventInput {
	return {
		id: `evt_test_${crypto.randomBytes(12).toString('hex')}`,
		provider: 'test',
		type: 'customer.subscription.updated',
		snapshot: { ...snapshotFromRow(row, now), ...change },
	}
}

/**
 * The events the provider would have sent by `now` for a subscription whose period has ended:
 * a renewal (invoice.paid, applying any scheduled downgrade) per elapsed period, or the end of a
 * cancelled subscription. Ids are derived from the period, so working them out twice is harmless.
 */
export function testRenewalEvents(
	row: StoredTestSubscription,
	now: Date,
	{ renew = true }: { renew?: boolean } = {},
): BillingEventInput[] {
	const events: BillingEventInput[] = []
	let state = snapshotFromRow(row, now)
	while (isEntitled(state.status) && state.currentPeriodEnd <= now && events.length < 120) {
		const boundary = state.currentPeriodEnd
		if (!renew || state.cancelAtPeriodEnd || state.scheduledPlan === 'starter') {
			state = { ...state, status: 'canceled', scheduledPlan: null }
			events.push({
				id: `evt_test_${row.subscriptionId}_ended_${boundary.getTime()}`,
				provider: 'test',
				type: 'customer.subscription.deleted',
				snapshot: state,
			})
			break
		}
		state = {
			...state,
			plan: isPaidPlanId(state.scheduledPlan) ? state.scheduledPlan : state.plan,
			scheduledPlan: null,
			currentPeriodStart: boundary,
			currentPeriodEnd: addBillingPeriod(boundary, state.interval),
		}
		events.push({
			id: `evt_test_${row.subscriptionId}_renewed_${boundary.getTime()}`,
			provider: 'test',
			type: 'invoice.paid',
			snapshot: state,
		})
	}
	return events
}

/**
 * Test mode has no provider clock sending renewals, so they are worked out when the user is next
 * seen: before usage is consumed and before billing pages render. Once test mode is off (a
 * server that ran it and now has Stripe, or no provider), a test subscription ends at its
 * period end instead of renewing for free.
 */
export async function advanceTestSubscriptionsIfDue(userId: string, now: Date = new Date()) {
	// Asked before every generation and upload, and nearly always "none": a plain SQL check
	// first, without Prisma, whose query compiler was most of the cost of so small a read
	// (ADRs 027, 037).
	const [any] = await sql.query(Prisma.sql`
		SELECT 1 AS "due" FROM "Subscription"
		WHERE "userId" = ${userId} AND "provider" = 'test'
		AND "status" IN ('active', 'trialing', 'past_due') AND "currentPeriodEnd" <= ${now}
		LIMIT 1`)
	if (!any) return
	const due = await prisma.subscription.findMany({
		where: {
			userId,
			provider: 'test',
			status: { in: ['active', 'trialing', 'past_due'] },
			currentPeriodEnd: { lte: now },
		},
	})
	for (const row of due) {
		const renew = billingMode() === 'test'
		for (const event of testRenewalEvents(row, now, { renew }))
			await processBillingEvent(event, now)
	}
}
