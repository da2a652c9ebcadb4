import { afterEach, describe, expect, test } from 'vitest'
import { variantsOf } from '#app/modules/analytics/record-event.server.ts'
import { assignVariant } from '#app/modules/experiments/assignment.ts'
import {
	displayedPrice,
	exposeVariant,
	pricingVariantFor,
	setExperimentLive,
} from '#app/modules/experiments/experiment-state.server.ts'
import { getExperiment, type Experiment } from '#app/modules/experiments/experiments.ts'
import { action as changePlanAction } from '#app/routes/billing/change-plan.tsx'
import {
	action as testCheckoutAction,
	loader as testCheckoutLoader,
} from '#app/routes/billing/test-checkout.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { clearStripeEnv, setStripeEnv } from '#tests/mocks/stripe.ts'
import { resetEnvForTests } from '../../server/env.js'
import { createTestUser, formRequest, routeArgs, settle } from './helpers.ts'

const abTest = getExperiment('pricing_ab_test_v1') as Experiment

afterEach(async () => {
	await prisma.experimentState.deleteMany()
	clearStripeEnv()
	for (const key of Object.keys(process.env)) {
		if (key.startsWith('STRIPE_PRICE_PRICING_AB_TEST_V1')) delete process.env[key]
	}
	resetEnvForTests()
})

/** A new user that the hash puts in the given variant of the A/B test. */
async function userInVariant(variantId: string) {
	for (let attempt = 0; attempt < 40; attempt += 1) {
		const created = await createTestUser()
		if (assignVariant(abTest, created.user.id).id === variantId) return created
	}
	throw new Error(`no user landed in ${variantId}`)
}

describe('pricing experiments and money', () => {
	test('the first exposure is recorded once and the variant stays the same on every visit', async () => {
		const { user } = await createTestUser()
		const first = await exposeVariant(abTest, user.id)
		const again = await exposeVariant(abTest, user.id)
		expect(again.id).toBe(first.id)
		expect(
			await prisma.experimentAssignment.findMany({ where: { subjectId: user.id } }),
		).toMatchObject([{ experimentId: abTest.id, variantId: first.id }])
	})

	test('in test mode a live experiment charges the variant price the user was shown', async () => {
		expect(await setExperimentLive(abTest.id, true, { by: 'test' })).toEqual({
			ok: true,
			live: true,
		})
		const { user, cookie } = await userInVariant('lower_pro_price')
		const shown = await pricingVariantFor(user.id)
		expect(shown?.variant.id).toBe('lower_pro_price')
		const displayed = displayedPrice(shown!.variant, 'creator_pro', 'monthly')
		expect(displayed).toBe(29)

		const started = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{
							plan: 'creator_pro',
							interval: 'monthly',
							returnPage: 'upgrade',
							expectedCurrent: 'starter',
						},
						{ cookie },
					),
				),
			),
		)
		const checkoutUrl = new URL(started.headers.get('location')!, 'http://localhost')
		const page = await settle(() =>
			testCheckoutLoader(routeArgs(new Request(checkoutUrl, { headers: { cookie } }))),
		)
		expect(await page.json()).toMatchObject({ plan: 'creator_pro', amount: displayed })
		await settle(() =>
			testCheckoutAction(
				routeArgs(
					formRequest(
						'/billing/test-checkout',
						{ session: checkoutUrl.searchParams.get('session')!, intent: 'pay' },
						{ cookie },
					),
				),
			),
		)
		const events = await prisma.analyticsEvent.findMany({
			where: { userId: user.id, name: { in: ['checkout_started', 'checkout_successful'] } },
			orderBy: { name: 'asc' },
		})
		expect(events.map((event) => [event.name, event.value])).toEqual([
			['checkout_started', 29],
			['checkout_successful', 29],
		])
		// Conversions are attributed to the variant.
		expect(JSON.parse(events[1]!.variants!)).toEqual({ [abTest.id]: 'lower_pro_price' })
	})

	test('the control group pays the plan price', async () => {
		await setExperimentLive(abTest.id, true, { by: 'test' })
		const { user } = await userInVariant('control')
		const shown = await pricingVariantFor(user.id)
		expect(displayedPrice(shown!.variant, 'creator_pro', 'monthly')).toBe(39)
		expect(displayedPrice(shown!.variant, 'creator_pro', 'annual')).toBe(390)
	})

	test('with Stripe, an experiment that changes prices cannot go live without its Stripe prices', async () => {
		setStripeEnv()
		resetEnvForTests()
		const refused = await setExperimentLive(abTest.id, true, { by: 'test' })
		expect(refused).toEqual({
			ok: false,
			code: 'MISSING_STRIPE_PRICES',
			missing: [
				'STRIPE_PRICE_PRICING_AB_TEST_V1_LOWER_PRO_PRICE_CREATOR_PRO',
				'STRIPE_PRICE_PRICING_AB_TEST_V1_LOWER_PRO_PRICE_CREATOR_PRO_ANNUAL',
			],
		})
		expect(await pricingVariantFor('anyone')).toBeNull()
		// A layout-only experiment needs nothing.
		expect(await setExperimentLive('pricing_layout_v1', true, { by: 'test' })).toMatchObject({
			ok: true,
		})
		await setExperimentLive('pricing_layout_v1', false, { by: 'test' })

		process.env.STRIPE_PRICE_PRICING_AB_TEST_V1_LOWER_PRO_PRICE_CREATOR_PRO = 'price_ab_29'
		process.env.STRIPE_PRICE_PRICING_AB_TEST_V1_LOWER_PRO_PRICE_CREATOR_PRO_ANNUAL = 'price_ab_290'
		expect(await setExperimentLive(abTest.id, true, { by: 'test' })).toEqual({
			ok: true,
			live: true,
		})
		// Two experiments that both change prices would disagree on what to charge.
		expect(
			await setExperimentLive('dynamic_pricing_experiment_v1', true, { by: 'test' }),
		).toMatchObject({ ok: false })
	})
})

describe('the variants an event carries', () => {
	test("a signed-in user's own assignment wins over their browser's; no subject, no read", async () => {
		const { user } = await createTestUser()
		const visitorId = `visitor-${user.id}`
		await prisma.experimentAssignment.createMany({
			data: [
				{ experimentId: abTest.id, variantId: 'control', subjectId: visitorId },
				{ experimentId: abTest.id, variantId: 'lower_pro_price', subjectId: user.id },
				{ experimentId: 'another_experiment', variantId: 'b', subjectId: visitorId },
			],
		})
		const expected = { [abTest.id]: 'lower_pro_price', another_experiment: 'b' }
		expect(await variantsOf([user.id, visitorId])).toEqual(expected)
		expect(await variantsOf([null, visitorId])).toEqual({
			[abTest.id]: 'control',
			another_experiment: 'b',
		})
		expect(await variantsOf([null, undefined])).toEqual({})
		await prisma.experimentAssignment.deleteMany({
			where: { subjectId: { in: [user.id, visitorId] } },
		})
	})
})
