// Reads and validates the environment once, at boot. Secrets the app needs but the operator did
// not give (session signing, encryption at rest) are generated on first start and kept in the
// data folder, so a fresh install needs no setup and sessions survive restarts.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const booleanFromString = z
	.enum(['true', 'false', '1', '0'])
	.transform((value) => value === 'true' || value === '1')

const EnvSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	// 0: a free port the system picks (tests); the ready line says which.
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: z.string().default('0.0.0.0'),
	DATABASE_URL: z
		.string()
		.regex(/^file:.+/, 'DATABASE_URL must be a SQLite file URL such as file:./data/app.db')
		.default('file:./data/app.db'),
	DATA_DIR: z.string().optional(),
	SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
	ENCRYPTION_KEY: z
		.string()
		.regex(/^[0-9a-f]{64}$/i, 'ENCRYPTION_KEY must be 64 hex characters (32 bytes)')
		.optional(),
	// Key rotation: earlier keys, comma-separated, still read (never written) until
	// `npm run secrets:reencrypt` has moved every sealed value to ENCRYPTION_KEY (ADR 017).
	ENCRYPTION_KEY_PREVIOUS: z
		.string()
		.regex(
			/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i,
			'ENCRYPTION_KEY_PREVIOUS must be 64-hex keys separated by commas',
		)
		.optional(),
	// Session rotation: a previous SESSION_SECRET still verifies cookies it signed.
	SESSION_SECRET_PREVIOUS: z
		.string()
		.min(32, 'SESSION_SECRET_PREVIOUS must be at least 32 characters')
		.optional(),
	COOKIE_SECURE: booleanFromString.optional(),
	TRUST_PROXY: booleanFromString.default(false),
	AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
	AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
	LOG_REQUESTS: booleanFromString.default(true),
	APP_URL: z.url().optional(),
	LITEFS_DIR: z.string().optional(),
	// How long a LiteFS replica waits at start for the primary's migrations to reach it.
	LITEFS_SCHEMA_WAIT_MS: z.coerce.number().int().min(0).default(120_000),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	// GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is off.
	METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
	// Backups (npm run backup): where, how many to keep, how often the primary takes one.
	BACKUP_DIR: z.string().optional(),
	BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
	BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(0),
	// OpenAI-compatible provider for everyone (users may also bring their own key).
	AI_API_KEY: z.string().min(1).optional(),
	AI_BASE_URL: z.url().optional(),
	AI_MODEL: z.string().min(1).optional(),
	AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).optional(),
	ALLOW_PRIVATE_AI_BASE_URL: booleanFromString.default(false),
	// Mail: SMTP_URL sends for real (smtp:// or smtps://); without it mail goes to DATA_DIR/outbox.
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/.+/, 'SMTP_URL must look like smtp://user:pass@host:587')
		.optional(),
	MAIL_FROM: z.string().min(3).default('Vibecast <no-reply@vibecast.local>'),
	// Social sign-in: a provider is offered once both its client id and secret are set.
	GOOGLE_CLIENT_ID: z.string().min(1).optional(),
	GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
	FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
	FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
	APPLE_CLIENT_ID: z.string().min(1).optional(),
	APPLE_CLIENT_SECRET: z.string().min(1).optional(),
	TWITTER_CLIENT_ID: z.string().min(1).optional(),
	TWITTER_CLIENT_SECRET: z.string().min(1).optional(),
	// Billing: `stripe` (needs STRIPE_SECRET_KEY), `test` (the built-in provider, labelled TEST
	// MODE, nothing charged) or `off` (paid plans unavailable). Unset: see billingModeOf().
	BILLING_MODE: z.enum(['stripe', 'test', 'off']).optional(),
	STRIPE_SECRET_KEY: z
		.string()
		.regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…')
		.optional(),
	STRIPE_WEBHOOK_SECRET: z
		.string()
		.regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…')
		.optional(),
	STRIPE_PRICE_CREATOR_PRO_MONTHLY: z.string().min(1).optional(),
	STRIPE_PRICE_CREATOR_PRO_ANNUAL: z.string().min(1).optional(),
	STRIPE_PRICE_AGENCY_MONTHLY: z.string().min(1).optional(),
	STRIPE_PRICE_AGENCY_ANNUAL: z.string().min(1).optional(),
	// Tests and local mocks only: where the Stripe SDK sends API calls (e.g. http://localhost:12111).
	STRIPE_API_BASE: z.url().optional(),
	// Where enterprise inquiries are mailed.
	SALES_EMAIL: z.email().default('sales@vibecast.local'),
	// Analytics (issue 13): who sees site-wide figures, how long events are kept, and the optional
	// Google Analytics tag (loaded only after a visitor consents; nothing third-party without it).
	ADMIN_EMAILS: z
		.string()
		.default('')
		.transform((value) =>
			value
				.split(',')
				.map((email) => email.trim().toLowerCase())
				.filter(Boolean),
		),
	ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
	ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
	GA_MEASUREMENT_ID: z
		.string()
		.regex(/^G-[A-Z0-9]{4,20}$/, 'GA_MEASUREMENT_ID must look like G-XXXXXXX')
		.optional(),
	// Experiments shown on the real /pricing page, comma-separated ids (besides the admin switch).
	LIVE_EXPERIMENTS: z.string().default(''),
	// Worker threads for the built-in engines (ADR 029); unset: the cores less one, at most 4.
	ENGINE_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
})

/** @typedef {z.infer<typeof EnvSchema> & { SESSION_SECRET: string, ENCRYPTION_KEY: string, DATA_DIR: string, COOKIE_SECURE: boolean, ENCRYPTION_KEYS: string[], SESSION_SECRETS: string[] }} AppEnv */

/**
 * Why more than one machine may serve this app, or null. Each machine generating its own
 * secrets would sign users out whenever a request lands on another machine, and leave values
 * sealed on one machine unreadable on the others.
 * @param {Record<string, string | undefined>} env
 */
export function multiMachineSignal(env) {
	if (env.NODE_ENV !== 'production') return null
	if (env.LITEFS_DIR) return 'LITEFS_DIR is set (LiteFS replicates the database to other machines)'
	if (env.FLY_APP_NAME) return 'FLY_APP_NAME is set (a Fly app can run several machines)'
	return null
}

/**
 * How paid plans are sold. An explicit BILLING_MODE wins; else Stripe when its key is set; else
 * the built-in test provider everywhere but production, where paid plans are off: a production
 * server that forgot its Stripe key must not hand out paid plans for free (ADR 008).
 * @param {Pick<AppEnv, 'BILLING_MODE' | 'STRIPE_SECRET_KEY' | 'NODE_ENV'>} env
 * @returns {'stripe' | 'test' | 'off'}
 */
export function billingModeOf(env) {
	if (env.BILLING_MODE) return env.BILLING_MODE
	if (env.STRIPE_SECRET_KEY) return 'stripe'
	return env.NODE_ENV === 'production' ? 'off' : 'test'
}

/** @type {AppEnv | undefined} */
let cached

/** @returns {AppEnv} */
export function getEnv() {
	if (cached) return cached
	const parsed = EnvSchema.safeParse(process.env)
	if (!parsed.success) {
		const problems = parsed.error.issues
			.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
			.join('\n')
		throw new Error(`Invalid environment variables:\n${problems}`)
	}
	const env = parsed.data
	if (env.BILLING_MODE === 'stripe' && !env.STRIPE_SECRET_KEY) {
		throw new Error(
			'Invalid environment variables:\n  - BILLING_MODE: stripe needs STRIPE_SECRET_KEY to be set',
		)
	}
	const multiMachine = multiMachineSignal(process.env)
	const missing = ['SESSION_SECRET', 'ENCRYPTION_KEY'].filter(
		(name) => !env[/** @type {'SESSION_SECRET' | 'ENCRYPTION_KEY'} */ (name)],
	)
	if (multiMachine && missing.length > 0) {
		throw new Error(
			[
				`Missing ${missing.join(' and ')}: ${multiMachine}, so every machine must share the same secrets; they cannot be generated per machine.`,
				'Set them once for the app, e.g. on Fly.io:',
				'  fly secrets set SESSION_SECRET=$(openssl rand -hex 32) ENCRYPTION_KEY=$(openssl rand -hex 32)',
				"If this app already ran on one machine, set the values from its DATA_DIR/secrets.json instead, or MFA secrets and users' own AI keys sealed with the old key cannot be read.",
			].join('\n'),
		)
	}
	const dataDir = path.resolve(
		env.DATA_DIR ?? path.dirname(path.resolve(env.DATABASE_URL.replace(/^file:/, ''))),
	)
	const secrets = env.SESSION_SECRET && env.ENCRYPTION_KEY ? {} : readOrCreateSecrets(dataDir)
	cached = {
		...env,
		DATA_DIR: dataDir,
		SESSION_SECRET: env.SESSION_SECRET ?? secrets.SESSION_SECRET,
		ENCRYPTION_KEY: env.ENCRYPTION_KEY ?? secrets.ENCRYPTION_KEY,
		// The key that seals first, then the earlier ones that may still open older values.
		ENCRYPTION_KEYS: [
			env.ENCRYPTION_KEY ?? secrets.ENCRYPTION_KEY,
			...(env.ENCRYPTION_KEY_PREVIOUS?.split(',') ?? []),
		],
		SESSION_SECRETS: [
			env.SESSION_SECRET ?? secrets.SESSION_SECRET,
			...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : []),
		],
		// Secure cookies (and HSTS) need HTTPS; a local `npm start` is plain HTTP, so they follow
		// APP_URL unless COOKIE_SECURE says otherwise.
		COOKIE_SECURE: env.COOKIE_SECURE ?? Boolean(env.APP_URL?.startsWith('https://')),
	}
	return cached
}

/** Test helper: forget the parsed environment so a test can change process.env. */
export function resetEnvForTests() {
	cached = undefined
}

/** @param {string} dataDir */
function readOrCreateSecrets(dataDir) {
	const file = path.join(dataDir, 'secrets.json')
	fs.mkdirSync(dataDir, { recursive: true })
	if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'))
	const secrets = {
		SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
		ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
	}
	// 0600: the file holds keys; only the app's user may read it.
	fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' })
	return secrets
}
