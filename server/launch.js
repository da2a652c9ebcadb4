// What kind of start this is, and what the server says about itself when it starts (ADR 008).
import { billingModeOf } from './env.js'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Why this environment is a deployment even though NODE_ENV is unset, or null when nothing says
 * so. Fly sets FLY_APP_NAME on every machine; a public APP_URL means real users reach it.
 * @param {Record<string, string | undefined>} env
 */
export function deploymentSignal(env) {
	if (env.FLY_APP_NAME) return 'FLY_APP_NAME is set'
	if (env.LITEFS_DIR) return 'LITEFS_DIR is set'
	if (env.APP_URL) {
		try {
			const host = new URL(env.APP_URL).hostname
			if (!LOOPBACK_HOSTS.has(host)) return `APP_URL points at ${host}`
		} catch {
			return 'APP_URL is set'
		}
	}
	return null
}

/**
 * `npm start` runs the production build, but on a laptop it must still work with no keys:
 * test-mode billing (labelled) and mail to a local outbox. A deployment says NODE_ENV=production
 * (the Dockerfile does, as do most platforms), and then nothing is switched on for free.
 *
 * So: NODE_ENV set by the caller is taken as it is. NODE_ENV unset is a local start, unless the
 * environment looks deployed (deploymentSignal), which then counts as production. Either way
 * the process runs with NODE_ENV=production. Mutates `env` (process.env at start).
 * @param {Record<string, string | undefined>} env
 * @returns {{ local: boolean, reason: string }}
 */
export function resolveLaunch(env) {
	if (env.NODE_ENV) return { local: false, reason: `NODE_ENV=${env.NODE_ENV}` }
	env.NODE_ENV = 'production'
	const signal = deploymentSignal(env)
	if (signal) return { local: false, reason: `NODE_ENV is unset but ${signal}` }
	// An explicit BILLING_MODE or a Stripe key decides on a laptop too.
	if (!env.BILLING_MODE && !env.STRIPE_SECRET_KEY) env.BILLING_MODE = 'test'
	return { local: true, reason: 'NODE_ENV is unset and nothing says this is a deployment' }
}

/** @param {string} url */
function hostOf(url) {
	try {
		return new URL(url).host
	} catch {
		return 'an invalid URL'
	}
}

const SOCIAL_PROVIDERS = /** @type {const} */ (['GOOGLE', 'FACEBOOK', 'APPLE', 'TWITTER'])

/**
 * The lines the server prints at start: what runs, and in plain words what is switched off and
 * which setting turns it on. Never a secret, a credential or a link with a token.
 * @param {import('./env.js').AppEnv} env
 * @param {{ local: boolean, reason: string, heapLimitMb?: number, secretsFromFile?: boolean }} launch
 * @returns {string[]}
 */
export function describeStartup(env, launch) {
	const lines = []
	lines.push(
		launch.local
			? `Local start (${launch.reason}): the production build with test-mode billing and mail to a local outbox. For a deployment, set NODE_ENV=production.`
			: `Mode: ${env.NODE_ENV} (${launch.reason})`,
	)
	const billing = billingModeOf(env)
	if (billing === 'stripe') {
		const live = env.STRIPE_SECRET_KEY?.includes('_live_') ? 'live' : 'test'
		lines.push(`Billing: Stripe (${live} key)`)
		if (!env.STRIPE_WEBHOOK_SECRET) {
			lines.push(
				'Stripe webhooks: OFF (no STRIPE_WEBHOOK_SECRET): payments made at Stripe will not reach the app. Set STRIPE_WEBHOOK_SECRET.',
			)
		}
	} else if (billing === 'test') {
		lines.push(
			'Billing: TEST MODE: checkout is simulated and paid plans cost nothing (labelled TEST MODE in the app). Set STRIPE_SECRET_KEY for real payments.',
		)
	} else {
		lines.push(
			'Billing: OFF: no STRIPE_SECRET_KEY, so paid plans cannot be bought (the pricing page says so). Set STRIPE_SECRET_KEY, or BILLING_MODE=test to simulate payments.',
		)
	}
	if (env.SMTP_URL) {
		lines.push(`Mail: SMTP via ${hostOf(env.SMTP_URL)}`)
	} else {
		lines.push(
			`Mail: no SMTP_URL, so mail is not sent: each message is written to ${env.DATA_DIR}/outbox (readable by this user only)` +
				(env.NODE_ENV === 'development'
					? ' and its link printed here (development only).'
					: '; links and codes are never logged. Set SMTP_URL to send mail.'),
		)
	}
	if (env.AI_API_KEY || env.AI_BASE_URL) {
		lines.push(
			`AI: ${env.AI_BASE_URL ? hostOf(env.AI_BASE_URL) : 'api.openai.com'}, model ${env.AI_MODEL ?? 'gpt-4o-mini'}`,
		)
	} else {
		lines.push('AI: the built-in engine (no AI_API_KEY); users may still add their own key.')
	}
	const social = SOCIAL_PROVIDERS.filter(
		(name) => env[`${name}_CLIENT_ID`] && env[`${name}_CLIENT_SECRET`],
	).map((name) => name.toLowerCase())
	lines.push(
		social.length
			? `Social sign-in: ${social.join(', ')}`
			: 'Social sign-in: OFF (no provider client id and secret set)',
	)
	if (env.NODE_ENV === 'production' && !env.APP_URL) {
		lines.push(
			`APP_URL: unset, so links in mail point at http://localhost:${env.PORT} and cookies are not Secure. Set APP_URL to the public https address.`,
		)
	}
	if (launch.secretsFromFile) {
		lines.push(
			`Secrets: SESSION_SECRET and ENCRYPTION_KEY come from ${env.DATA_DIR}/secrets.json (generated on first start, owner-only). Set them as secrets when running more than one machine.`,
		)
	}
	if (launch.heapLimitMb) lines.push(`Memory: V8 heap limit ${launch.heapLimitMb} MB`)
	return lines
}
