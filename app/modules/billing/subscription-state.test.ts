import { expect, test } from 'vitest'
import { governingSubscription, usageUpdateFor } from './subscription-state.ts'

const period = (start: string, end: string) => ({
	currentPeriodStart: new Date(start),
	currentPeriodEnd: new Date(end),
})

test('the highest entitled subscription decides the plan; ended ones never do', () => {
	const rows = [
		{ id: 'old', plan: 'agency', status: 'canceled', ...period('2026-09-01', '2026-10-01') },
		{ id: 'pro', plan: 'creator_pro', status: 'active', ...period('2026-11-01', '2026-12-01') },
		{ id: 'late', plan: 'creator_pro', status: 'past_due', ...period('2026-11-05', '2026-12-05') },
	]
	expect(governingSubscription(rows)?.id).toBe('late')
	expect(governingSubscription(rows.slice(0, 1))).toBeNull()
})

test('a new paid period resets usage once; the same period again does not', () => {
	const renewal = { plan: 'creator_pro' as const, ...period('2026-12-01', '2027-01-01') }
	const now = new Date('2026-12-01T00:05:00Z')
	const first = usageUpdateFor(
		{ planType: 'creator_pro', usageResetDate: new Date('2026-12-01') },
		renewal,
		now,
	)
	expect(first).toEqual({
		planType: 'creator_pro',
		usageResetDate: new Date('2027-01-01'),
		resetCounters: true,
	})
	const replay = usageUpdateFor(
		{ planType: 'creator_pro', usageResetDate: first.usageResetDate! },
		renewal,
		now,
	)
	expect(replay.resetCounters).toBe(false)
})

test('upgrading mid-month keeps usage and moves the reset to the end of the paid period', () => {
	const update = usageUpdateFor(
		{ planType: 'starter', usageResetDate: new Date('2026-12-01') },
		{ plan: 'creator_pro', ...period('2026-11-21', '2026-12-21') },
		new Date('2026-11-21'),
	)
	expect(update).toEqual({
		planType: 'creator_pro',
		usageResetDate: new Date('2026-12-21'),
		resetCounters: false,
	})
})

test('dropping from paid to Free starts a fresh free month; staying Free changes nothing', () => {
	const now = new Date('2026-12-21T10:00:00Z')
	expect(
		usageUpdateFor({ planType: 'agency', usageResetDate: new Date('2026-12-21') }, null, now),
	).toEqual({ planType: 'starter', usageResetDate: new Date('2027-01-01'), resetCounters: true })
	expect(
		usageUpdateFor({ planType: 'starter', usageResetDate: new Date('2027-01-01') }, null, now),
	).toEqual({ planType: 'starter', resetCounters: false })
})
