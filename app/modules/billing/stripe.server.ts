import Stripe from 'stripe'
import { getEnv } from '#app/utils/env.server.ts'

export type BillingMode = 'stripe' | 'test'

let warnedTestMode = false

/**
 * Stripe when a secret key is set; otherwise the built-in test provider, so a fresh install can
 * walk the whole upgrade journey with no keys (and says TEST MODE wherever money would move).
 */
export function billingMode(): BillingMode {
	if (getEnv().STRIPE_SECRET_KEY) return 'stripe'
	if (!warnedTestMode && process.env.NODE_ENV === 'production') {
		warnedTestMode = true
		console.warn('[billing] STRIPE_SECRET_KEY is not set: billing runs in TEST MODE (no charges)')
	}
	return 'test'
}

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined

/** One SDK client per key (tests change the env); STRIPE_API_BASE points it at a local server. */
export function getStripe(): Stripe {
	const env = getEnv()
	const key = env.STRIPE_SECRET_KEY
	if (!key) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY is unset)')
	if (client && client.key === key && client.base === env.STRIPE_API_BASE) return client.stripe
	const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null
	const stripe = new Stripe(key, {
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
