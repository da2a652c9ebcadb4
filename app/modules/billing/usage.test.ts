import { expect, test } from 'vitest'
import { addBillingPeriod, daysUntilReset } from './usage.ts'

test('days until reset are rounded up and never negative', () => {
	const now = new Date('2026-11-21T12:00:00Z')
	expect(daysUntilReset('2026-12-01T00:00:00Z', now)).toBe(10)
	expect(daysUntilReset('2026-11-21T12:00:01Z', now)).toBe(1)
	expect(daysUntilReset('2026-11-21T12:00:00Z', now)).toBe(0)
	expect(daysUntilReset('2026-11-01T00:00:00Z', now)).toBe(0)
})

test('a billing period is a calendar month or year, clamped to the end of short months', () => {
	expect(addBillingPeriod(new Date('2026-11-21T08:30:00Z'), 'monthly').toISOString()).toBe(
		'2026-12-21T08:30:00.000Z',
	)
	expect(addBillingPeriod(new Date('2027-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
		'2027-02-28T00:00:00.000Z',
	)
	expect(addBillingPeriod(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe(
		'2027-01-15T00:00:00.000Z',
	)
	expect(addBillingPeriod(new Date('2028-02-29T00:00:00Z'), 'annual').toISOString()).toBe(
		'2029-02-28T00:00:00.000Z',
	)
})
