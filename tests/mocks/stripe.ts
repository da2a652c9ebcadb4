// A small in-memory Stripe for msw: subscriptions, schedules, checkout and portal sessions, with
// the request shapes the official SDK sends (form-encoded bodies, /v1 paths). Tests arrange the
// state Stripe "has", run the real SDK code path against it, and inspect the calls made.
// Anything else the SDK asks for has no handler, so it fails the test (see createMockServer).
import Stripe from 'stripe'
import { http, HttpResponse, type HttpHandler } from 'msw'

export const STRIPE_API = 'https://api.stripe.com'
export const WEBHOOK_SECRET = 'whsec_test_vibecast'

export const PRICES = {
	STRIPE_PRICE_CREATOR_PRO_MONTHLY: 'price_pro_monthly',
	STRIPE_PRICE_CREATOR_PRO_ANNUAL: 'price_pro_annual',
	STRIPE_PRICE_AGENCY_MONTHLY: 'price_agency_monthly',
	STRIPE_PRICE_AGENCY_ANNUAL: 'price_agency_annual',
} as const

/** Sets the env for Stripe mode (the caller resets the parsed env afterwards). */
export function setStripeEnv() {
	Object.assign(process.env, PRICES, {
		STRIPE_SECRET_KEY: 'sk_test_vibecast_123',
		STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
	})
}

export function clearStripeEnv() {
	for (const key of [...Object.keys(PRICES), 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
		delete process.env[key]
	}
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000)

export type FakeSubscriptionInput = {
	id: string
	customer: string
	price: string
	status?: Stripe.Subscription.Status
	periodStart: Date
	periodEnd: Date
	cancelAtPeriodEnd?: boolean
	schedule?: string | null
	metadata?: Record<string, string>
}

export function stripeSubscription(input: FakeSubscriptionInput) {
	return {
		id: input.id,
		object: 'subscription',
		customer: input.customer,
		status: input.status ?? 'active',
		cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
		cancel_at: input.cancelAtPeriodEnd ? unix(input.periodEnd) : null,
		canceled_at: null,
		schedule: input.schedule ?? null,
		metadata: input.metadata ?? {},
		created: unix(input.periodStart),
		items: {
			object: 'list',
			data: [
				{
					id: `si_${input.id}`,
					object: 'subscription_item',
					price: {
						id: input.price,
						object: 'price',
						recurring: { interval: input.price.endsWith('annual') ? 'year' : 'month' },
					},
					quantity: 1,
					current_period_start: unix(input.periodStart),
					current_period_end: unix(input.periodEnd),
				},
			],
		},
	}
}

type FakeSubscription = ReturnType<typeof stripeSubscription>
type FakeSchedule = {
	id: string
	object: 'subscription_schedule'
	subscription: string
	status: string
	end_behavior: string
	current_phase: { start_date: number; end_date: number } | null
	phases: Array<{ start_date: number; end_date: number; items: Array<{ price: string }> }>
}

export type RecordedStripeCall = { method: string; path: string; body: URLSearchParams }

export function createFakeStripe() {
	const subscriptions = new Map<string, FakeSubscription>()
	const schedules = new Map<string, FakeSchedule>()
	const calls: RecordedStripeCall[] = []
	let checkoutUrl: string | null = 'https://checkout.stripe.com/c/pay/cs_test_fake'
	let failNext: { status: number; message: string } | null = null

	async function record(request: Request) {
		const url = new URL(request.url)
		const body = new URLSearchParams(request.method === 'GET' ? url.search : await request.text())
		calls.push({ method: request.method, path: url.pathname, body })
		return body
	}

	function failure() {
		if (!failNext) return null
		const { status, message } = failNext
		failNext = null
		return HttpResponse.json({ error: { type: 'api_error', message } }, { status })
	}

	function notFound(what: string) {
		return HttpResponse.json(
			{ error: { type: 'invalid_request_error', message: `No such ${what}` } },
			{ status: 404 },
		)
	}

	function setSubscription(input: FakeSubscriptionInput) {
		const subscription = stripeSubscription(input)
		subscriptions.set(input.id, subscription)
		return subscription
	}

	const handlers: HttpHandler[] = [
		http.post(`${STRIPE_API}/v1/checkout/sessions`, async ({ request }) => {
			await record(request)
			return (
				failure() ??
				HttpResponse.json({ id: 'cs_test_fake', object: 'checkout.session', url: checkoutUrl })
			)
		}),
		http.post(`${STRIPE_API}/v1/billing_portal/sessions`, async ({ request }) => {
			await record(request)
			return (
				failure() ??
				HttpResponse.json({
					id: 'bps_fake',
					object: 'billing_portal.session',
					url: 'https://billing.stripe.com/p/session/fake',
				})
			)
		}),
		http.get(`${STRIPE_API}/v1/subscriptions/:id`, async ({ request, params }) => {
			await record(request)
			const subscription = subscriptions.get(String(params.id))
			return (
				failure() ?? (subscription ? HttpResponse.json(subscription) : notFound('subscription'))
			)
		}),
		http.post(`${STRIPE_API}/v1/subscriptions/:id`, async ({ request, params }) => {
			const body = await record(request)
			const subscription = subscriptions.get(String(params.id))
			if (!subscription) return notFound('subscription')
			const fail = failure()
			if (fail) return fail
			const item = subscription.items.data[0]!
			if (body.has('cancel_at_period_end')) {
				subscription.cancel_at_period_end = body.get('cancel_at_period_end') === 'true'
				subscription.cancel_at = subscription.cancel_at_period_end ? item.current_period_end : null
			}
			if (body.get('cancel_at') === '') subscription.cancel_at = null
			const price = body.get('items[0][price]')
			if (price) item.price = { ...item.price, id: price }
			return HttpResponse.json(subscription)
		}),
		http.post(`${STRIPE_API}/v1/subscription_schedules`, async ({ request }) => {
			const body = await record(request)
			const subscription = subscriptions.get(body.get('from_subscription') ?? '')
			if (!subscription) return notFound('subscription')
			const item = subscription.items.data[0]!
			const schedule: FakeSchedule = {
				id: `sub_sched_${subscription.id}`,
				object: 'subscription_schedule',
				subscription: subscription.id,
				status: 'active',
				end_behavior: 'release',
				current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
				phases: [
					{
						start_date: item.current_period_start,
						end_date: item.current_period_end,
						items: [{ price: item.price.id }],
					},
				],
			}
			schedules.set(schedule.id, schedule)
			subscription.schedule = schedule.id
			return HttpResponse.json(schedule)
		}),
		http.get(`${STRIPE_API}/v1/subscription_schedules/:id`, async ({ request, params }) => {
			await record(request)
			const schedule = schedules.get(String(params.id))
			return schedule ? HttpResponse.json(schedule) : notFound('schedule')
		}),
		http.post(
			`${STRIPE_API}/v1/subscription_schedules/:id/release`,
			async ({ request, params }) => {
				await record(request)
				const schedule = schedules.get(String(params.id))
				if (!schedule) return notFound('schedule')
				schedule.status = 'released'
				const subscription = subscriptions.get(schedule.subscription)
				if (subscription) subscription.schedule = null
				return HttpResponse.json(schedule)
			},
		),
		http.post(`${STRIPE_API}/v1/subscription_schedules/:id`, async ({ request, params }) => {
			const body = await record(request)
			const schedule = schedules.get(String(params.id))
			if (!schedule) return notFound('schedule')
			schedule.end_behavior = body.get('end_behavior') ?? schedule.end_behavior
			const first = schedule.phases[0]!
			const secondPrice = body.get('phases[1][items][0][price]')
			schedule.phases = [
				{ ...first, items: [{ price: body.get('phases[0][items][0][price]') ?? '' }] },
				...(secondPrice
					? [
							{
								start_date: first.end_date,
								end_date: first.end_date + 30 * 86_400,
								items: [{ price: secondPrice }],
							},
						]
					: []),
			]
			return HttpResponse.json(schedule)
		}),
	]

	return {
		handlers,
		subscriptions,
		schedules,
		calls,
		setSubscription,
		/** The next call answers with this error (then normal service resumes). */
		failNextCall(status: number, message: string) {
			failNext = { status, message }
		},
		setCheckoutUrl(url: string | null) {
			checkoutUrl = url
		},
		callsTo(method: string, pathStart: string) {
			return calls.filter((call) => call.method === method && call.path.startsWith(pathStart))
		},
	}
}

const stripe = new Stripe('sk_test_signing_only')

/** A webhook delivery as Stripe makes it: JSON body, Stripe-Signature over the raw body. */
export function webhookRequest(
	event: { id: string; type: string; data: { object: unknown }; created?: number },
	{
		secret = WEBHOOK_SECRET,
		tamper,
	}: { secret?: string; tamper?: (payload: string) => string } = {},
) {
	const payload = JSON.stringify({
		object: 'event',
		api_version: '2026-10-28.endive',
		created: event.created ?? Math.floor(Date.now() / 1000),
		livemode: false,
		...event,
	})
	const signature = stripe.webhooks.generateTestHeaderString({ payload, secret })
	return new Request('http://localhost/webhooks/stripe', {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'stripe-signature': signature },
		body: tamper ? tamper(payload) : payload,
	})
}
