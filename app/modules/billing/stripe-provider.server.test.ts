import type Stripe from 'stripe'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { clearStripeEnv, PRICES, stripeSubscription, setStripeEnv } from '#tests/mocks/stripe.ts'
import { resetEnvForTests } from '../../../server/env.js'
import {
	scheduledPlanFromSchedule,
	snapshotFromStripeSubscription,
} from './stripe-provider.server.ts'

beforeAll(() => {
	setStripeEnv()
	resetEnvForTests()
})
afterAll(() => {
	clearStripeEnv()
	resetEnvForTests()
})

const start = new Date('2026-11-01T00:00:00Z')
const end = new Date('2026-12-01T00:00:00Z')
const observedAt = new Date('2026-11-10T00:00:00Z')

function subscription(overrides: Partial<Parameters<typeof stripeSubscription>[0]> = {}) {
	return stripeSubscription({
		id: 'sub_1',
		customer: 'cus_1',
		price: PRICES.STRIPE_PRICE_AGENCY_ANNUAL,
		periodStart: start,
		periodEnd: end,
		...overrides,
	}) as unknown as Stripe.Subscription
}

test('a Stripe subscription reads as plan, interval, status and period from its item', () => {
	expect(
		snapshotFromStripeSubscription(
			subscription({ status: 'past_due', metadata: { userId: 'u1' } }),
			{
				scheduledPlan: null,
				userIdHint: null,
				observedAt,
			},
		),
	).toEqual({
		provider: 'stripe',
		subscriptionId: 'sub_1',
		customerId: 'cus_1',
		userId: 'u1',
		plan: 'agency',
		interval: 'annual',
		status: 'past_due',
		currentPeriodStart: start,
		currentPeriodEnd: end,
		cancelAtPeriodEnd: false,
		scheduledPlan: null,
		observedAt,
	})
})

test('a cancellation at the period end reads as a scheduled move to Free', () => {
	const snapshot = snapshotFromStripeSubscription(subscription({ cancelAtPeriodEnd: true }), {
		scheduledPlan: 'creator_pro',
		userIdHint: 'u2',
		observedAt,
	})
	expect(snapshot).toMatchObject({
		cancelAtPeriodEnd: true,
		scheduledPlan: 'starter',
		userId: 'u2',
	})
})

test('a price we do not sell gives no snapshot rather than a wrong plan', () => {
	expect(
		snapshotFromStripeSubscription(subscription({ price: 'price_from_another_product' }), {
			scheduledPlan: null,
			userIdHint: null,
			observedAt,
		}),
	).toBeNull()
})

test("a schedule's next phase names the plan the subscription moves to at the period end", () => {
	const schedule = (phases: Array<[Date, string]>, status = 'active') =>
		({
			status,
			end_behavior: 'release',
			phases: phases.map(([from, price]) => ({
				start_date: from.getTime() / 1000,
				end_date: from.getTime() / 1000 + 30 * 86_400,
				items: [{ price }],
			})),
		}) as unknown as Stripe.SubscriptionSchedule
	const downgrade = schedule([
		[start, PRICES.STRIPE_PRICE_AGENCY_MONTHLY],
		[end, PRICES.STRIPE_PRICE_CREATOR_PRO_MONTHLY],
	])
	expect(scheduledPlanFromSchedule(downgrade, 'agency', end)).toBe('creator_pro')
	expect(scheduledPlanFromSchedule(downgrade, 'creator_pro', end)).toBeNull()
	expect(
		scheduledPlanFromSchedule(
			schedule([[start, PRICES.STRIPE_PRICE_AGENCY_MONTHLY]], 'released'),
			'agency',
			end,
		),
	).toBeNull()
})
