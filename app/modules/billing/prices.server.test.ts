import { expect, test } from 'vitest'
import { priceRefFor, stripePriceId } from './prices.server.ts'
import { BILLING_INTERVALS, PAID_PLAN_IDS, stripePriceEnvKeys } from './plans.ts'

const env = {
	STRIPE_PRICE_CREATOR_PRO_MONTHLY: 'price_pro_m',
	STRIPE_PRICE_CREATOR_PRO_ANNUAL: 'price_pro_y',
	STRIPE_PRICE_AGENCY_MONTHLY: 'price_agency_m',
	STRIPE_PRICE_AGENCY_ANNUAL: 'price_agency_y',
}

test('each paid plan and interval reads its own price id from the environment', () => {
	expect(stripePriceId({ plan: 'creator_pro', interval: 'monthly' }, env)).toBe('price_pro_m')
	expect(stripePriceId({ plan: 'creator_pro', interval: 'annual' }, env)).toBe('price_pro_y')
	expect(stripePriceId({ plan: 'agency', interval: 'monthly' }, env)).toBe('price_agency_m')
	expect(stripePriceId({ plan: 'agency', interval: 'annual' }, env)).toBe('price_agency_y')
	const names = PAID_PLAN_IDS.flatMap((plan) =>
		BILLING_INTERVALS.map((interval) => stripePriceEnvKeys[plan][interval]),
	)
	expect(new Set(names).size).toBe(4)
})

test('a price id reads back as its plan and interval; unknown and unset prices read as null', () => {
	expect(priceRefFor('price_agency_y', env)).toEqual({ plan: 'agency', interval: 'annual' })
	expect(priceRefFor('price_pro_m', env)).toEqual({ plan: 'creator_pro', interval: 'monthly' })
	expect(priceRefFor('price_someone_elses', env)).toBeNull()
	expect(stripePriceId({ plan: 'agency', interval: 'annual' }, {})).toBeNull()
})
