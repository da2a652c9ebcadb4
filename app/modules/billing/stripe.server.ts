import type Stripe from 'stripe'
import { getEnv } from '#app/utils/env.server.ts'

import { billingModeOf } from '../../../server/env.js'

export type BillingMode = 'stripe' | 'test' | 'off'

/**
 * Stripe when a secret key is set. Without one, the built-in test provider on a laptop, in
 * development and in tests, so the whole upgrade journey works with no keys (labelled TEST MODE
 * wherever money would move); in production paid plans are off unless BILLING_MODE=test says
 * otherwise (ADR 008). The server says which at start.
 */
export function billingMode(): BillingMode {
	return billingModeOf(getEnv())
}

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined

/**
 * One SDK client per key (tests change the env); STRIPE_API_BASE points it at a local server.
 * The SDK is loaded at the first billing call, not at start (ADR 033).
 */
export async function getStripe(): Promise<Stripe> {
	const env = getEnv()
	const key = env.STRIPE_SECRET_KEY
	if (!key) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY is unset)')
	if (client && client.key === key && client.base === env.STRIPE_API_BASE) return client.stripe
	const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
	const { default: StripeSdk } = await import('stripe')
	const stripe = new StripeSdk(key, {
		maxNetworkRetries: 2,
		timeout: 20_000,
		telemetry: false,
		...(base
			? {
					host: base.hostname,
					port: base.port || (base.protocol === 'https:' ? 443 : 80),
					protocol: base.protocol === 'https:' ? 'https' : 'http',
				}
			: {}),
	})
	client = { key, base: env.STRIPE_API_BASE, stripe }
	return stripe
}

export function stripeWebhookSecret(): string | null {
	return getEnv().STRIPE_WEBHOOK_SECRET ?? null
}
