import type Stripe from 'stripe'
import { metrics } from '#app/utils/metrics.server.ts'
import { billingEventFromStripe } from './stripe-provider.server.ts'
import { billingMode, getStripe, stripeWebhookSecret } from './stripe.server.ts'
import { isEventRecorded, processBillingEvent } from './subscription-sync.server.ts'

const MAX_BODY_BYTES = 512 * 1024

function json(body: Record<string, unknown>, status = 200) {
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /webhooks/stripe. The signature is checked on the raw body before anything is parsed;
 * each event id is processed once; events we do not act on are acknowledged with a 2xx so
 * Stripe stops resending them; a failure while applying answers 500 so Stripe retries.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
	const response = await handleStripeWebhookEvent(request)
	metrics.webhookEvents.inc({ provider: 'stripe', outcome: await webhookOutcome(response) })
	return response
}

/** A bounded label for the metrics: what the handler did (one of a fixed set of statuses). */
async function webhookOutcome(response: Response) {
	if (response.status === 200) {
		const body = (await response.clone().json()) as { status?: string }
		return body.status ?? 'processed'
	}
	if (response.status === 400) return 'rejected'
	if (response.status === 404) return 'not_configured'
	if (response.status === 413) return 'too_large'
	return 'failed'
}

async function handleStripeWebhookEvent(request: Request): Promise<Response> {
	const secret = stripeWebhookSecret()
	if (billingMode() !== 'stripe' || !secret) {
		return json({ message: 'Stripe webhooks are not configured' }, 404)
	}
	const signature = request.headers.get('stripe-signature')
	if (!signature) return json({ message: 'Missing Stripe-Signature header' }, 400)
	const declaredLength = Number(request.headers.get('content-length') ?? 0)
	if (declaredLength > MAX_BODY_BYTES) return json({ message: 'Payload too large' }, 413)
	const payload = await request.text()
	if (Buffer.byteLength(payload) > MAX_BODY_BYTES)
		return json({ message: 'Payload too large' }, 413)

	let event: Stripe.Event
	try {
		event = (await getStripe()).webhooks.constructEvent(payload, signature, secret)
	} catch {
		return json({ message: 'Invalid signature' }, 400)
	}

	if (await isEventRecorded(event.id)) return json({ received: true, status: 'duplicate' })
	try {
		const input = await billingEventFromStripe(event)
		if (!input) return json({ received: true, status: 'ignored' })
		const outcome = await processBillingEvent(input)
		if (outcome.status === 'unknown-user') {
			console.warn(`[billing] ${event.type} ${event.id}: no user for this subscription`)
		}
		return json({ received: true, status: outcome.status })
	} catch (error) {
		console.error(
			`[billing] ${event.type} ${event.id} failed: ${error instanceof Error ? error.message : 'unknown error'}`,
		)
		return json({ message: 'Webhook processing failed' }, 500)
	}
}
