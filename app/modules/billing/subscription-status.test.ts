import { expect, test } from 'vitest'
import {
	fromStripeStatus,
	isEntitled,
	stripeStatusMap,
	SUBSCRIPTION_STATUSES,
} from './subscription-status.ts'

// Every status Stripe documents for a subscription (API 2026-10). The type check already makes
// the map name each of them; this pins the list so a removed entry fails here too.
const stripeStatuses = [
	'active',
	'canceled',
	'incomplete',
	'incomplete_expired',
	'past_due',
	'paused',
	'trialing',
	'unpaid',
]

test('the map names every Stripe subscription status and maps each to one of ours', () => {
	expect(Object.keys(stripeStatusMap).sort()).toEqual([...stripeStatuses].sort())
	for (const status of stripeStatuses) {
		expect(SUBSCRIPTION_STATUSES).toContain(fromStripeStatus(status))
	}
})

test('only active, trialing and past-due subscriptions keep the paid plan', () => {
	const entitled = stripeStatuses.filter((status) => isEntitled(fromStripeStatus(status)))
	expect(entitled.sort()).toEqual(['active', 'past_due', 'trialing'])
})

test('a status Stripe adds later grants nothing until it is mapped', () => {
	expect(fromStripeStatus('frozen_by_moon')).toBe('incomplete')
	expect(isEntitled('frozen_by_moon')).toBe(false)
})
