import { expect, test } from 'vitest'
import {
	annualSaving,
	annualSavingPercent,
	comparePlans,
	getPlan,
	planList,
	plans,
} from './plans.ts'
import { nextMonthlyResetDate } from './usage.ts'

test('the plans are the resolved ones of DESIGN.md', () => {
	expect(plans.starter.limits).toEqual({ posts: 3, reels: 1, fileUploads: 2 })
	expect([plans.creator_pro.monthlyPrice, plans.creator_pro.annualPrice]).toEqual([39, 390])
	expect(plans.agency.limits).toEqual({ posts: 500, reels: 50, fileUploads: 200 })
	expect([plans.agency.monthlyPrice, plans.agency.annualPrice]).toEqual([99, 990])
})

test('annual price is ten months and the saving is computed from the two prices', () => {
	for (const plan of planList) expect(plan.annualPrice).toBe(plan.monthlyPrice * 10)
	expect(annualSaving(plans.creator_pro)).toBe(78)
	expect(annualSaving(plans.agency)).toBe(198)
	expect(annualSavingPercent(plans.creator_pro)).toBe(17)
	expect(annualSavingPercent(plans.starter)).toBe(0)
})

test('plans are ordered starter < creator_pro < agency and unknown plans read as starter', () => {
	expect(comparePlans('starter', 'agency')).toBeLessThan(0)
	expect(comparePlans('agency', 'creator_pro')).toBeGreaterThan(0)
	expect(getPlan('enterprise-gold').id).toBe('starter')
})

test('free usage resets on the 1st of next month in UTC', () => {
	expect(nextMonthlyResetDate(new Date('2026-11-21T23:00:00Z')).toISOString()).toBe(
		'2026-12-01T00:00:00.000Z',
	)
	expect(nextMonthlyResetDate(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe(
		'2027-01-01T00:00:00.000Z',
	)
})
