import { handleStripeWebhook } from '#app/modules/billing/webhook.server.ts'
import type { Route } from './+types/stripe'

/** Stripe's webhook endpoint: the raw body is verified before anything else reads it. */
export async function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return new Response(null, { status: 405 })
	return handleStripeWebhook(request)
}
