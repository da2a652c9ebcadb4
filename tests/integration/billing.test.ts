import fs from 'node:fs'
import path from 'node:path'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { consumeQuota } from '#app/modules/billing/quota.server.ts'
import { dashboardBilling } from '#app/modules/billing/dashboard-billing.server.ts'
import { fetchStripeSnapshot } from '#app/modules/billing/stripe-provider.server.ts'
import { advanceTestSubscriptionsIfDue } from '#app/modules/billing/test-provider.server.ts'
import { action as contactEnterpriseApi } from '#app/routes/api/contact-enterprise.ts'
import {
	action as createCheckoutApi,
	loader as createCheckoutGet,
} from '#app/routes/api/create-checkout-session.ts'
import { action as downgradeApi } from '#app/routes/api/downgrade.ts'
import { action as upgradeToProApi } from '#app/routes/api/upgrade-to-pro.ts'
import {
	action as changePlanAction,
	loader as changePlanLoader,
} from '#app/routes/billing/change-plan.tsx'
import { action as dismissPromptAction } from '#app/routes/billing/dismiss-prompt.ts'
import { action as manageAction } from '#app/routes/billing/manage.tsx'
import {
	action as testCheckoutAction,
	loader as testCheckoutLoader,
} from '#app/routes/billing/test-checkout.tsx'
import { action as contactSalesAction } from '#app/routes/pricing/contact-sales.tsx'
import { loader as upgradeSuccessLoader } from '#app/routes/pricing/upgrade-success.tsx'
import { action as stripeWebhook } from '#app/routes/webhooks/stripe.ts'
import { prisma } from '#app/utils/db.server.ts'
import { createMockServer } from '#tests/mocks/openai.ts'
import {
	clearStripeEnv,
	createFakeStripe,
	PRICES,
	setStripeEnv,
	stripeSubscription,
	webhookRequest,
} from '#tests/mocks/stripe.ts'
import { resetEnvForTests } from '../../server/env.js'
import { isCrossSiteWrite } from '../../server/security.js'
import {
	createTestUser,
	formRequest,
	jsonRequest,
	routeArgs,
	settle,
	uniqueEmail,
	fieldErrorsOf,
} from './helpers.ts'

// Every Stripe API call goes through msw: an unmocked one fails the test (assertAllRequestsHandled).
const mock = createMockServer()
let stripe = createFakeStripe()

beforeAll(() => mock.listen())
beforeEach(() => {
	stripe = createFakeStripe()
	mock.resetHandlers(...stripe.handlers)
})
afterEach(() => {
	mock.assertAllRequestsHandled()
	clearStripeEnv()
	resetEnvForTests()
})
afterAll(() => mock.close())

function stripeMode() {
	setStripeEnv()
	resetEnvForTests()
}

const DAY = 86_400_000
const now = () => new Date()
const days = (count: number) => new Date(Date.now() + count * DAY)
let sequence = 0
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${(sequence += 1)}`

async function deliver(request: Request) {
	const response = await settle(() => stripeWebhook(routeArgs(request)))
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function checkoutCompleted(userId: string, subscription: string, customer: string) {
	return {
		id: nextId('evt'),
		type: 'checkout.session.completed',
		data: {
			object: {
				id: nextId('cs'),
				object: 'checkout.session',
				mode: 'subscription',
				client_reference_id: userId,
				customer,
				subscription,
				metadata: { userId },
			},
		},
	}
}

function subscriptionEvent(type: string, object: unknown) {
	return { id: nextId('evt'), type, data: { object } }
}

/** A free user who then subscribes to Creator Pro through a signed checkout webhook. */
async function subscribedUser(price: string = PRICES.STRIPE_PRICE_CREATOR_PRO_MONTHLY) {
	stripeMode()
	const { user, cookie } = await createTestUser()
	const subscriptionId = nextId('sub')
	const customer = nextId('cus')
	stripe.setSubscription({
		id: subscriptionId,
		customer,
		price,
		periodStart: days(-1),
		periodEnd: days(29),
		metadata: { userId: user.id },
	})
	const delivered = await deliver(
		webhookRequest(checkoutCompleted(user.id, subscriptionId, customer)),
	)
	expect(delivered.status).toBe(200)
	return { user, cookie, subscriptionId, customer }
}

async function readUser(id: string) {
	return prisma.user.findUniqueOrThrow({ where: { id } })
}

describe('Stripe webhook', () => {
	test('a valid signed checkout.session.completed upgrades the user to the plan Stripe has', async () => {
		stripeMode()
		const { user } = await createTestUser()
		stripe.setSubscription({
			id: 'sub_valid',
			customer: 'cus_valid',
			price: PRICES.STRIPE_PRICE_CREATOR_PRO_MONTHLY,
			periodStart: days(-1),
			periodEnd: days(29),
		})
		const result = await deliver(
			webhookRequest(checkoutCompleted(user.id, 'sub_valid', 'cus_valid')),
		)
		expect(result).toEqual({ status: 200, body: { received: true, status: 'applied' } })
		const stored = await readUser(user.id)
		expect(stored.planType).toBe('creator_pro')
		const subscription = await prisma.subscription.findUniqueOrThrow({
			where: { subscriptionId: 'sub_valid' },
		})
		expect(subscription).toMatchObject({
			userId: user.id,
			provider: 'stripe',
			plan: 'creator_pro',
			interval: 'monthly',
			status: 'active',
			cancelAtPeriodEnd: false,
			scheduledPlan: null,
		})
		// Paid usage resets at the start of each billing period: the next reset is the period end.
		expect(stored.usageResetDate.toISOString()).toBe(subscription.currentPeriodEnd.toISOString())
	})

	test('a tampered event is refused with 400 and changes nothing', async () => {
		stripeMode()
		const { user } = await createTestUser()
		const event = checkoutCompleted('someone-else', 'sub_x', 'cus_x')
		const tampered = await deliver(
			webhookRequest(event, { tamper: (payload) => payload.replace('someone-else', user.id) }),
		)
		expect(tampered).toEqual({ status: 400, body: { message: 'Invalid signature' } })
		const wrongSecret = await deliver(
			webhookRequest(checkoutCompleted(user.id, 'sub_x', 'cus_x'), { secret: 'whsec_other' }),
		)
		expect(wrongSecret.status).toBe(400)
		const unsigned = await settle(() =>
			stripeWebhook(
				routeArgs(
					new Request('http://localhost/webhooks/stripe', {
						method: 'POST',
						body: JSON.stringify(event),
					}),
				),
			),
		)
		expect(unsigned.status).toBe(400)
		expect((await readUser(user.id)).planType).toBe('starter')
		expect(await prisma.billingEvent.count({ where: { eventId: event.id } })).toBe(0)
		expect(stripe.calls).toHaveLength(0)
	})

	test('the same event delivered 100 times is applied once', async () => {
		const { user, subscriptionId } = await subscribedUser()
		// The period renews: Stripe moves the period on and sends invoice.paid.
		const subscription = stripe.subscriptions.get(subscriptionId)!
		const item = subscription.items.data[0]!
		item.current_period_start = Math.floor(days(29).getTime() / 1000)
		item.current_period_end = Math.floor(days(59).getTime() / 1000)
		for (let i = 0; i < 3; i++) await consumeQuota(user.id, 'posts')
		const invoicePaid = subscriptionEvent('invoice.paid', {
			id: 'in_renewal',
			object: 'invoice',
			parent: {
				type: 'subscription_details',
				subscription_details: { subscription: subscriptionId, metadata: { userId: user.id } },
			},
		})
		const first = await deliver(webhookRequest(invoicePaid))
		expect(first.body.status).toBe('applied')
		expect((await readUser(user.id)).socialPostsUsedThisMonth).toBe(0)

		// Usage after the reset must survive every redelivery of the same event.
		for (let i = 0; i < 5; i++) await consumeQuota(user.id, 'posts')
		const again = await Promise.all(
			Array.from({ length: 99 }, () => deliver(webhookRequest(invoicePaid))),
		)
		expect(again.every((result) => result.status === 200)).toBe(true)
		expect(new Set(again.map((result) => result.body.status))).toEqual(new Set(['duplicate']))
		const stored = await readUser(user.id)
		expect(stored.socialPostsUsedThisMonth).toBe(5)
		expect(stored.usageResetDate.getTime()).toBe(item.current_period_end * 1000)
		expect(await prisma.billingEvent.count({ where: { eventId: invoicePaid.id } })).toBe(1)
	})

	test('events arriving out of order end in the state Stripe has now', async () => {
		const { user, subscriptionId, customer } = await subscribedUser()
		const subscription = stripe.subscriptions.get(subscriptionId)!
		const older = structuredClone(subscription)
		// Now on Agency; the "created" event (still saying Creator Pro) arrives after "updated".
		subscription.items.data[0]!.price.id = PRICES.STRIPE_PRICE_AGENCY_MONTHLY
		await deliver(
			webhookRequest(
				subscriptionEvent('customer.subscription.updated', structuredClone(subscription)),
			),
		)
		await deliver(webhookRequest(subscriptionEvent('customer.subscription.created', older)))
		expect((await readUser(user.id)).planType).toBe('agency')

		// Cancelled; the deletion arrives before a stale "updated" that still says active.
		const active = structuredClone(subscription)
		subscription.status = 'canceled'
		await deliver(
			webhookRequest(
				subscriptionEvent('customer.subscription.deleted', structuredClone(subscription)),
			),
		)
		await deliver(webhookRequest(subscriptionEvent('customer.subscription.updated', active)))
		const stored = await readUser(user.id)
		expect(stored.planType).toBe('starter')
		expect(
			await prisma.subscription.findUniqueOrThrow({ where: { subscriptionId } }),
		).toMatchObject({ status: 'canceled', customerId: customer })
	})

	test('a late deletion of an old subscription does not take a newer one away', async () => {
		const { user, subscriptionId, customer } = await subscribedUser()
		stripe.setSubscription({
			id: 'sub_newer',
			customer,
			price: PRICES.STRIPE_PRICE_AGENCY_MONTHLY,
			periodStart: now(),
			periodEnd: days(30),
		})
		await deliver(
			webhookRequest(
				subscriptionEvent('customer.subscription.created', { id: 'sub_newer', metadata: {} }),
			),
		)
		stripe.subscriptions.get(subscriptionId)!.status = 'canceled'
		await deliver(
			webhookRequest(
				subscriptionEvent('customer.subscription.deleted', { id: subscriptionId, metadata: {} }),
			),
		)
		expect((await readUser(user.id)).planType).toBe('agency')
	})

	test('event types we do not act on are acknowledged with 200 and not recorded', async () => {
		stripeMode()
		const event = subscriptionEvent('customer.created', { id: 'cus_1', object: 'customer' })
		const result = await deliver(webhookRequest(event))
		expect(result).toEqual({ status: 200, body: { received: true, status: 'ignored' } })
		expect(await prisma.billingEvent.count({ where: { eventId: event.id } })).toBe(0)
	})

	test('without Stripe keys the webhook endpoint does not exist', async () => {
		const result = await deliver(webhookRequest(subscriptionEvent('invoice.paid', {})))
		expect(result.status).toBe(404)
	})

	test('STRIPE_API_BASE points the SDK at another server (a local mock)', async () => {
		stripeMode()
		process.env.STRIPE_API_BASE = 'http://stripe-mock.test:12111'
		resetEnvForTests()
		const seen: string[] = []
		mock.use(
			http.get('http://stripe-mock.test:12111/v1/subscriptions/:id', ({ request }) => {
				seen.push(new URL(request.url).pathname)
				return HttpResponse.json(
					stripeSubscription({
						id: 'sub_local',
						customer: 'cus_local',
						price: PRICES.STRIPE_PRICE_AGENCY_MONTHLY,
						periodStart: now(),
						periodEnd: days(30),
					}),
				)
			}),
		)
		try {
			expect((await fetchStripeSnapshot('sub_local'))?.plan).toBe('agency')
			expect(seen).toEqual(['/v1/subscriptions/sub_local'])
		} finally {
			delete process.env.STRIPE_API_BASE
		}
	})

	test("the server's cross-site check lets Stripe's webhook POST through (no Origin header)", () => {
		expect(
			isCrossSiteWrite({
				method: 'POST',
				host: 'vibecast.fly.dev',
				origin: undefined,
				secFetchSite: undefined,
			}),
		).toBe(false)
	})
})

describe('checkout with Stripe', () => {
	test('POST /api/create-checkout-session creates a subscription session for the plan price', async () => {
		stripeMode()
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			createCheckoutApi(
				routeArgs(jsonRequest('/api/create-checkout-session', { planType: 'agency' }, { cookie })),
			),
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			sessionUrl: 'https://checkout.stripe.com/c/pay/cs_test_fake',
		})
		const [call] = stripe.callsTo('POST', '/v1/checkout/sessions')
		expect(Object.fromEntries(call!.body)).toMatchObject({
			mode: 'subscription',
			'line_items[0][price]': PRICES.STRIPE_PRICE_AGENCY_MONTHLY,
			'line_items[0][quantity]': '1',
			client_reference_id: user.id,
			customer_email: user.email,
			'subscription_data[metadata][userId]': user.id,
			success_url: 'http://localhost/pricing?success=1',
			cancel_url: 'http://localhost/pricing?canceled=1',
		})
		// Creating a session changes nothing: only the webhook does.
		expect((await readUser(user.id)).planType).toBe('starter')
	})

	test('the annual interval uses the annual price', async () => {
		stripeMode()
		const { cookie } = await createTestUser()
		await settle(() =>
			createCheckoutApi(
				routeArgs(
					jsonRequest(
						'/api/create-checkout-session',
						{ planType: 'creator_pro', interval: 'annual' },
						{ cookie },
					),
				),
			),
		)
		expect(
			stripe.callsTo('POST', '/v1/checkout/sessions')[0]!.body.get('line_items[0][price]'),
		).toBe(PRICES.STRIPE_PRICE_CREATOR_PRO_ANNUAL)
	})

	test('checkout failures answer with the SPEC §8 messages', async () => {
		stripeMode()
		const { cookie } = await createTestUser()
		const call = () =>
			settle(() =>
				createCheckoutApi(
					routeArgs(
						jsonRequest('/api/create-checkout-session', { planType: 'creator_pro' }, { cookie }),
					),
				),
			)
		stripe.failNextCall(400, 'No such price')
		const failed = await call()
		expect(failed.status).toBe(502)
		expect(await failed.json()).toMatchObject({ message: 'Failed to create checkout session' })

		stripe.setCheckoutUrl(null)
		const noUrl = await call()
		expect(noUrl.status).toBe(502)
		expect(await noUrl.json()).toMatchObject({ message: 'No session URL returned from checkout' })

		const unknown = await settle(() =>
			createCheckoutApi(
				routeArgs(jsonRequest('/api/create-checkout-session', { planType: 'gold' }, { cookie })),
			),
		)
		expect(unknown.status).toBe(400)
		const anonymous = await settle(() =>
			createCheckoutApi(
				routeArgs(jsonRequest('/api/create-checkout-session', { planType: 'agency' })),
			),
		)
		expect(anonymous.status).toBe(401)
	})

	test('a missing price id is reported as not configured, without calling Stripe', async () => {
		stripeMode()
		delete process.env.STRIPE_PRICE_AGENCY_ANNUAL
		resetEnvForTests()
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			createCheckoutApi(
				routeArgs(
					jsonRequest(
						'/api/create-checkout-session',
						{ planType: 'agency', interval: 'annual' },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(503)
		expect(stripe.calls).toHaveLength(0)
	})

	test('GET /api/create-checkout-session?planId= sends a free user to checkout (mobile flow)', async () => {
		stripeMode()
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			createCheckoutGet(
				routeArgs(
					new Request('http://localhost/api/create-checkout-session?planId=creator_pro', {
						headers: { cookie },
					}),
				),
			),
		)
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe('https://checkout.stripe.com/c/pay/cs_test_fake')
		expect(stripe.callsTo('POST', '/v1/checkout/sessions')[0]!.body.get('success_url')).toBe(
			'http://localhost/upgrade-success',
		)
	})
})

describe('plan changes with Stripe', () => {
	test('upgrading Creator Pro to Agency swaps the price now, prorated, billing date unchanged', async () => {
		const { user, cookie, subscriptionId } = await subscribedUser()
		const before = await readUser(user.id)
		const response = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{
							plan: 'agency',
							interval: 'monthly',
							returnPage: 'pricing',
							expectedCurrent: 'creator_pro',
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/pricing?success=1')
		const [update] = stripe.callsTo('POST', `/v1/subscriptions/${subscriptionId}`)
		expect(update!.body.get('items[0][price]')).toBe(PRICES.STRIPE_PRICE_AGENCY_MONTHLY)
		expect(update!.body.get('proration_behavior')).toBe('always_invoice')
		expect(update!.body.has('billing_cycle_anchor')).toBe(false)
		const after = await readUser(user.id)
		expect(after.planType).toBe('agency')
		expect(after.usageResetDate).toEqual(before.usageResetDate)
		expect(stripe.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(0)
	})

	test('a downgrade is scheduled for the period end, keeps the plan, and can be cancelled', async () => {
		const { user, cookie, subscriptionId } = await subscribedUser(
			PRICES.STRIPE_PRICE_AGENCY_MONTHLY,
		)
		const response = await settle(() =>
			downgradeApi(
				routeArgs(
					jsonRequest(
						'/api/downgrade',
						{ targetPlan: 'creator_pro', currentPlan: 'agency' },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			message: 'Your plan will change to Creator Pro at the end of your current billing period.',
			targetPlan: 'creator_pro',
		})
		const [scheduleUpdate] = stripe.callsTo('POST', '/v1/subscription_schedules/')
		expect(scheduleUpdate!.body.get('phases[1][items][0][price]')).toBe(
			PRICES.STRIPE_PRICE_CREATOR_PRO_MONTHLY,
		)
		expect(scheduleUpdate!.body.get('proration_behavior')).toBe('none')
		expect((await readUser(user.id)).planType).toBe('agency')
		expect(
			await prisma.subscription.findUniqueOrThrow({ where: { subscriptionId } }),
		).toMatchObject({ scheduledPlan: 'creator_pro', plan: 'agency' })

		const cancel = await settle(() =>
			manageAction(
				routeArgs(
					formRequest(
						'/billing/manage',
						{ intent: 'cancel-change', returnPage: 'pricing' },
						{ cookie },
					),
				),
			),
		)
		expect(cancel.headers.get('location')).toBe('/pricing?changeCanceled=1')
		expect(stripe.callsTo('POST', '/v1/subscription_schedules/sub_sched_')).toContainEqual(
			expect.objectContaining({
				path: `/v1/subscription_schedules/sub_sched_${subscriptionId}/release`,
			}),
		)
		expect(
			await prisma.subscription.findUniqueOrThrow({ where: { subscriptionId } }),
		).toMatchObject({ scheduledPlan: null, plan: 'agency' })
	})

	test('cancelling keeps the plan to the period end; Stripe then ends it and the user is Free', async () => {
		const { user, cookie, subscriptionId } = await subscribedUser()
		const downgrade = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{ plan: 'starter', returnPage: 'pricing' },
						{ cookie },
					),
				),
			),
		)
		expect(downgrade.headers.get('location')).toBe('/pricing?downgraded=starter')
		expect(stripe.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true)
		expect((await readUser(user.id)).planType).toBe('creator_pro')

		stripe.subscriptions.get(subscriptionId)!.status = 'canceled'
		await deliver(
			webhookRequest(
				subscriptionEvent('customer.subscription.deleted', { id: subscriptionId, metadata: {} }),
			),
		)
		expect((await readUser(user.id)).planType).toBe('starter')
	})

	test('Cancel Subscription and Change Plan open the Stripe customer portal', async () => {
		const { cookie, subscriptionId, customer } = await subscribedUser()
		const cancel = await settle(() =>
			manageAction(
				routeArgs(formRequest('/billing/manage', { intent: 'cancel-subscription' }, { cookie })),
			),
		)
		expect(cancel.headers.get('location')).toBe('https://billing.stripe.com/p/session/fake')
		const [portal] = stripe.callsTo('POST', '/v1/billing_portal/sessions')
		expect(Object.fromEntries(portal!.body)).toMatchObject({
			customer,
			'flow_data[type]': 'subscription_cancel',
			'flow_data[subscription_cancel][subscription]': subscriptionId,
		})
		const change = await settle(() =>
			manageAction(
				routeArgs(formRequest('/billing/manage', { intent: 'change-plan' }, { cookie })),
			),
		)
		expect(change.headers.get('location')).toBe('https://billing.stripe.com/p/session/fake')
	})
})

describe('test-mode billing (no Stripe keys)', () => {
	async function checkoutUrlFor(cookie: string, plan = 'creator_pro') {
		const response = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{ plan, interval: 'monthly', returnPage: 'upgrade', expectedCurrent: 'starter' },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		return new URL(response.headers.get('location')!)
	}

	test('a test-mode checkout applies the plan through the webhook code path', async () => {
		const { user, cookie } = await createTestUser()
		const url = await checkoutUrlFor(cookie)
		expect(url.pathname).toBe('/billing/test-checkout')
		const token = url.searchParams.get('session')!
		const page = await settle(() =>
			testCheckoutLoader(routeArgs(new Request(url, { headers: { cookie } }))),
		)
		expect(await page.json()).toMatchObject({ plan: 'creator_pro', interval: 'monthly' })
		// Arriving on the success page changes nothing.
		await settle(() =>
			upgradeSuccessLoader(
				routeArgs(new Request('http://localhost/upgrade-success', { headers: { cookie } })),
			),
		)
		expect((await readUser(user.id)).planType).toBe('starter')

		const pay = () =>
			settle(() =>
				testCheckoutAction(
					routeArgs(
						formRequest('/billing/test-checkout', { session: token, intent: 'pay' }, { cookie }),
					),
				),
			)
		const paid = await pay()
		expect(paid.headers.get('location')).toBe('/upgrade-success')
		await pay()
		const stored = await readUser(user.id)
		expect(stored.planType).toBe('creator_pro')
		const events = await prisma.billingEvent.findMany({ where: { userId: user.id } })
		expect(events).toEqual([
			expect.objectContaining({ provider: 'test', type: 'checkout.session.completed' }),
		])
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(1)
		expect(stripe.calls).toHaveLength(0)
	})

	test('cancelling the test checkout returns to the cancel page and changes nothing', async () => {
		const { user, cookie } = await createTestUser()
		const url = await checkoutUrlFor(cookie)
		const cancelled = await settle(() =>
			testCheckoutAction(
				routeArgs(
					formRequest(
						'/billing/test-checkout',
						{ session: url.searchParams.get('session')!, intent: 'cancel' },
						{ cookie },
					),
				),
			),
		)
		expect(cancelled.headers.get('location')).toBe('/upgrade-cancel')
		expect((await readUser(user.id)).planType).toBe('starter')
	})

	test("another user's or a forged checkout session is not found", async () => {
		const owner = await createTestUser()
		const url = await checkoutUrlFor(owner.cookie)
		const intruder = await createTestUser({ email: uniqueEmail('intruder') })
		const stolen = await settle(() =>
			testCheckoutLoader(routeArgs(new Request(url, { headers: { cookie: intruder.cookie } }))),
		)
		expect(stolen.status).toBe(404)
		const forged = new URL(url)
		forged.searchParams.set('session', `${url.searchParams.get('session')!.split('.')[0]}.forged`)
		const response = await settle(() =>
			testCheckoutLoader(routeArgs(new Request(forged, { headers: { cookie: owner.cookie } }))),
		)
		expect(response.status).toBe(404)
	})

	test('a downgrade waits for the period end, can be cancelled, and then takes effect on renewal', async () => {
		const { user, cookie } = await createTestUser()
		const url = await checkoutUrlFor(cookie, 'agency')
		await settle(() =>
			testCheckoutAction(
				routeArgs(
					formRequest(
						'/billing/test-checkout',
						{ session: url.searchParams.get('session')!, intent: 'pay' },
						{ cookie },
					),
				),
			),
		)
		const downgrade = (js: boolean) =>
			settle(() =>
				changePlanAction(
					routeArgs(
						formRequest(
							'/billing/change-plan',
							{ plan: 'creator_pro', returnPage: 'pricing', ...(js ? { js: '1' } : {}) },
							{ cookie },
						),
					),
				),
			)
		const scheduled = await downgrade(true)
		expect(await scheduled.json()).toEqual({
			ok: true,
			kind: 'downgrade-scheduled',
			plan: 'creator_pro',
		})
		expect((await readUser(user.id)).planType).toBe('agency')

		await settle(() =>
			manageAction(
				routeArgs(formRequest('/billing/manage', { intent: 'cancel-change' }, { cookie })),
			),
		)
		expect(
			(await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).scheduledPlan,
		).toBeNull()

		expect((await downgrade(false)).headers.get('location')).toBe('/pricing?downgraded=creator_pro')
		for (let i = 0; i < 4; i++) await consumeQuota(user.id, 'posts')
		const row = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })
		const renewal = new Date(row.currentPeriodEnd.getTime() + 60_000)
		await advanceTestSubscriptionsIfDue(user.id, renewal)
		await advanceTestSubscriptionsIfDue(user.id, renewal)
		const after = await readUser(user.id)
		expect(after.planType).toBe('creator_pro')
		expect(after.socialPostsUsedThisMonth).toBe(0)
		expect(
			await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } }),
		).toMatchObject({
			plan: 'creator_pro',
			scheduledPlan: null,
		})
	})

	test('a cancelled test subscription ends at the period end and the user is Free again', async () => {
		const { user, cookie } = await createTestUser()
		const api = await settle(() =>
			upgradeToProApi(routeArgs(jsonRequest('/api/upgrade-to-pro', {}, { cookie }))),
		)
		expect(await api.json()).toMatchObject({
			message: "You're on Creator Pro: you now have 100 generations per month.",
		})
		const cancel = await settle(() =>
			manageAction(
				routeArgs(formRequest('/billing/manage', { intent: 'confirm-cancel' }, { cookie })),
			),
		)
		expect(cancel.headers.get('location')).toBe('/account?billing=cancel-scheduled#billing-title')
		expect((await readUser(user.id)).planType).toBe('creator_pro')
		const row = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })
		expect(row).toMatchObject({ cancelAtPeriodEnd: true, scheduledPlan: 'starter' })
		await consumeQuota(user.id, 'posts', new Date(row.currentPeriodEnd.getTime() + 1000))
		const after = await readUser(user.id)
		expect(after.planType).toBe('starter')
		expect(after.socialPostsUsedThisMonth).toBe(1)
	})

	test('the change-plan page refuses a plan that is not a change and confirms one that is', async () => {
		const { cookie } = await createTestUser()
		const same = await settle(() =>
			changePlanLoader(
				routeArgs(
					new Request('http://localhost/billing/change-plan?plan=starter', { headers: { cookie } }),
				),
			),
		)
		expect(same.headers.get('location')).toBe('/pricing')
		const page = await settle(() =>
			changePlanLoader(
				routeArgs(
					new Request('http://localhost/billing/change-plan?plan=agency&billing-period=annual', {
						headers: { cookie },
					}),
				),
			),
		)
		expect(await page.json()).toMatchObject({
			details: { current: 'starter', target: 'agency', interval: 'annual', subscribed: false },
			mode: 'test',
		})
		const downgradeFromFree = await settle(() =>
			downgradeApi(routeArgs(jsonRequest('/api/downgrade', { targetPlan: 'starter' }, { cookie }))),
		)
		expect(downgradeFromFree.status).toBe(409)
	})

	test('POST /api/upgrade-to-pro exists only in test mode', async () => {
		stripeMode()
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			upgradeToProApi(routeArgs(jsonRequest('/api/upgrade-to-pro', {}, { cookie }))),
		)
		expect(response.status).toBe(404)
	})
})

describe('production without a payment provider (billing off)', () => {
	function productionWithoutStripe() {
		process.env.NODE_ENV = 'production'
		resetEnvForTests()
	}
	afterEach(() => {
		process.env.NODE_ENV = 'test'
		resetEnvForTests()
	})

	test('no request obtains a paid plan, and each says payments are not set up', async () => {
		const { user, cookie } = await createTestUser()
		productionWithoutStripe()

		const proApi = await settle(() =>
			upgradeToProApi(routeArgs(jsonRequest('/api/upgrade-to-pro', {}, { cookie }))),
		)
		expect(proApi.status).toBe(503)
		expect(await proApi.json()).toMatchObject({ code: 'NOT_CONFIGURED' })

		const agencyApi = await settle(() =>
			createCheckoutApi(
				routeArgs(jsonRequest('/api/create-checkout-session', { planType: 'agency' }, { cookie })),
			),
		)
		expect(agencyApi.status).toBe(503)

		const form = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{
							plan: 'agency',
							interval: 'annual',
							returnPage: 'pricing',
							expectedCurrent: 'starter',
						},
						{ cookie },
					),
				),
			),
		)
		expect(form.status).toBe(503)

		const mobile = await settle(() =>
			createCheckoutGet(
				routeArgs(
					new Request('http://localhost/api/create-checkout-session?planId=creator_pro', {
						headers: { cookie },
					}),
				),
			),
		)
		expect(mobile.headers.get('location')).not.toContain('/billing/test-checkout')

		// A test checkout token made while test mode was on no longer pays.
		const { createTestCheckoutToken } = await import('#app/modules/billing/test-provider.server.ts')
		const { token } = createTestCheckoutToken({
			userId: user.id,
			plan: 'agency',
			interval: 'monthly',
			returnPage: 'pricing',
		})
		const pay = await settle(() =>
			testCheckoutAction(
				routeArgs(
					formRequest('/billing/test-checkout', { session: token, intent: 'pay' }, { cookie }),
				),
			),
		)
		expect(pay.status).toBe(404)

		expect((await readUser(user.id)).planType).toBe('starter')
		expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)
	})

	test('BILLING_MODE=test turns the labelled test provider on in production, on purpose', async () => {
		const { user, cookie } = await createTestUser()
		productionWithoutStripe()
		process.env.BILLING_MODE = 'test'
		resetEnvForTests()
		try {
			const response = await settle(() =>
				upgradeToProApi(routeArgs(jsonRequest('/api/upgrade-to-pro', {}, { cookie }))),
			)
			expect(response.status).toBe(200)
			expect((await readUser(user.id)).planType).toBe('creator_pro')
		} finally {
			delete process.env.BILLING_MODE
		}
	})
})

describe('upgrade prompt', () => {
	test('dismissing it sets a session cookie that hides it at that urgency', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dismissPromptAction(
				routeArgs(formRequest('/billing/dismiss-prompt', { urgency: 'medium' }, { cookie })),
			),
		)
		expect(response.headers.get('location')).toBe('/')
		const setCookie = response.headers.get('set-cookie')!
		expect(setCookie).toMatch(/^vc_upgrade_prompt=/)
		expect(setCookie).not.toMatch(/Expires|Max-Age/i)
		const billing = await dashboardBilling(
			new Request('http://localhost/', {
				headers: { cookie: `${cookie}; ${setCookie.split(';')[0]}` },
			}),
			user,
		)
		expect(billing.dismissedPrompt).toBe('medium')
	})
})

describe('enterprise inquiries', () => {
	test('the API validates with the SPEC §5 messages', async () => {
		const response = await settle(() =>
			contactEnterpriseApi(
				routeArgs(
					jsonRequest('/api/contact-enterprise', { name: 'A', email: 'nope', useCase: 'short' }),
				),
			),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).fieldErrors).toEqual({
			name: 'Name must be at least 2 characters',
			email: 'Please enter a valid email address',
			useCase: 'Please describe your use case in more detail',
			estimatedUsage: 'Please select your estimated usage',
		})
	})

	test('a valid inquiry is stored and mailed to SALES_EMAIL', async () => {
		process.env.SALES_EMAIL = 'sales-team@example.com'
		resetEnvForTests()
		const company = `Acme ${Date.now()}`
		const response = await settle(() =>
			contactEnterpriseApi(
				routeArgs(
					jsonRequest('/api/contact-enterprise', {
						name: 'Ana Lima',
						email: 'ana@example.com',
						company,
						useCase: 'Fifty client brands, weekly newsletters into posts',
						estimatedUsage: '5000-10000',
						message: '<b>hello</b>',
					}),
				),
			),
		)
		delete process.env.SALES_EMAIL
		expect(response.status).toBe(201)
		const { id } = await response.json()
		const row = await prisma.enterpriseInquiry.findUniqueOrThrow({ where: { id } })
		expect(row).toMatchObject({ company, currentPlan: 'starter', estimatedUsage: '5000-10000' })
		expect(row.mailedAt).not.toBeNull()
		const outbox = path.join(
			path.dirname(process.env.DATABASE_URL!.replace(/^file:/, '')),
			'outbox',
		)
		const mail = fs
			.readdirSync(outbox)
			.map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
			.find((text) => text.includes(company))
		expect(mail).toContain('To: sales-team@example.com')
		// The HTML part escapes what the visitor typed.
		expect(mail).toContain('&lt;b&gt;hell')
	})

	test('the form action answers the dialog with field errors, then ok', async () => {
		const invalid = await settle(() =>
			contactSalesAction(routeArgs(formRequest('/contact-sales', { js: '1', name: 'Bo' }))),
		)
		expect(invalid.status).toBe(400)
		expect(fieldErrorsOf(await invalid.json())).toMatchObject({
			email: 'billing.enterprise.errors.email',
			useCase: 'billing.enterprise.errors.useCase',
			estimatedUsage: 'billing.enterprise.errors.estimatedUsage',
		})
		const ok = await settle(() =>
			contactSalesAction(
				routeArgs(
					formRequest('/contact-sales', {
						js: '1',
						name: 'Bo Li',
						email: 'bo@example.com',
						useCase: 'An agency with twenty retail clients',
						estimatedUsage: 'unlimited',
					}),
				),
			),
		)
		expect(await ok.json()).toEqual({ ok: true })
		const withoutJs = await settle(() =>
			contactSalesAction(
				routeArgs(
					formRequest('/contact-sales', {
						name: 'Bo Li',
						email: 'bo@example.com',
						useCase: 'An agency with twenty retail clients',
						estimatedUsage: '10000+',
					}),
				),
			),
		)
		expect(withoutJs.headers.get('location')).toBe('/contact-sales?sent=1')
	})

	const inquiry = (email: string) => ({
		name: 'Spam Bot',
		email,
		useCase: 'Buy cheap followers now, limited offer',
		estimatedUsage: '500-1000',
	})

	test('30 anonymous posts from one address make 5 inquiries, then 429 with Retry-After', async () => {
		const statuses: number[] = []
		for (let i = 0; i < 30; i++) {
			const response = await settle(() =>
				contactEnterpriseApi(
					routeArgs(
						jsonRequest('/api/contact-enterprise', inquiry(`bot-${i}@spam.example`), {
							'x-client-ip': '203.0.113.77',
						}),
					),
				),
			)
			statuses.push(response.status)
			if (response.status === 429)
				expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
		}
		expect(statuses.filter((status) => status === 201)).toHaveLength(5)
		expect(statuses.filter((status) => status === 429)).toHaveLength(25)
		expect(
			await prisma.enterpriseInquiry.count({ where: { email: { endsWith: '@spam.example' } } }),
		).toBe(5)
	})

	test('one sender address gets 3 inquiries a day, from however many IPs', async () => {
		const email = `repeat-${Date.now()}@example.com`
		const statuses: number[] = []
		for (let i = 0; i < 5; i++) {
			const response = await settle(() =>
				contactEnterpriseApi(
					routeArgs(
						jsonRequest('/api/contact-enterprise', inquiry(i % 2 ? email.toUpperCase() : email), {
							'x-client-ip': `198.51.100.${i + 1}`,
						}),
					),
				),
			)
			statuses.push(response.status)
		}
		expect(statuses).toEqual([201, 201, 201, 429, 429])
	})

	test('a form post that fills the hidden honeypot field is refused and nothing is stored', async () => {
		const { enterpriseHoneypotProps } =
			await import('#app/modules/billing/enterprise-guard.server.ts')
		const props = await enterpriseHoneypotProps()
		const email = `honeypot-${Date.now()}@example.com`
		const response = await settle(() =>
			contactSalesAction(
				routeArgs(
					formRequest(
						'/contact-sales',
						{
							...inquiry(email),
							[props.nameFieldName]: 'I am a bot',
							...(props.validFromFieldName
								? { [props.validFromFieldName]: props.encryptedValidFrom }
								: {}),
						},
						{ 'x-client-ip': '192.0.2.55' },
					),
				),
			),
		)
		expect(response.status).toBe(400)
		expect(await prisma.enterpriseInquiry.count({ where: { email } })).toBe(0)
	})
})
