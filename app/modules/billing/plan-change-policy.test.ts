import { expect, test } from 'vitest'
import { planChangePolicy } from './plan-change-policy.ts'
import { PLAN_IDS, planChangeKind, upgradeTargetFor } from './plans.ts'

test('plans are classed by the order starter < creator_pro < agency', () => {
	expect(planChangeKind('starter', 'creator_pro')).toBe('upgrade')
	expect(planChangeKind('creator_pro', 'agency')).toBe('upgrade')
	expect(planChangeKind('starter', 'agency')).toBe('upgrade')
	expect(planChangeKind('agency', 'creator_pro')).toBe('downgrade')
	expect(planChangeKind('creator_pro', 'starter')).toBe('downgrade')
	for (const plan of PLAN_IDS) expect(planChangeKind(plan, plan)).toBe('current')
})

test('a first paid plan goes through checkout; later upgrades update the subscription now, prorated', () => {
	expect(planChangePolicy('starter', 'creator_pro', { subscribed: false })).toEqual({
		kind: 'upgrade',
		takesEffect: 'now',
		prorationBehavior: 'always_invoice',
		via: 'checkout',
	})
	expect(planChangePolicy('creator_pro', 'agency', { subscribed: true })).toMatchObject({
		takesEffect: 'now',
		prorationBehavior: 'always_invoice',
		via: 'subscription-update',
	})
})

test('downgrades wait for the period end without proration: to Free by cancelling, else by schedule', () => {
	expect(planChangePolicy('agency', 'creator_pro', { subscribed: true })).toEqual({
		kind: 'downgrade',
		takesEffect: 'period-end',
		prorationBehavior: 'none',
		via: 'schedule',
	})
	expect(planChangePolicy('creator_pro', 'starter', { subscribed: true })).toMatchObject({
		takesEffect: 'period-end',
		via: 'cancel-at-period-end',
	})
	expect(planChangePolicy('agency', 'agency', { subscribed: true })).toEqual({ kind: 'current' })
})

test('Free is prompted toward Creator Pro and Creator Pro toward Agency', () => {
	expect(upgradeTargetFor('starter')).toBe('creator_pro')
	expect(upgradeTargetFor('creator_pro')).toBe('agency')
	expect(upgradeTargetFor('agency')).toBeNull()
})
