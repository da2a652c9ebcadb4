// The one plans config. Every screen and every server check reads prices, limits and names from
// here (DESIGN.md "Resolved conflicts"): Starter 3 posts / 1 reel / 2 uploads; Creator Pro $39 or
// $390 a year; Agency $99 or $990 a year. -1 means unlimited in the data model.

export const PLAN_IDS = ['starter', 'creator_pro', 'agency'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export const UNLIMITED = -1

export type PlanLimits = {
	posts: number
	reels: number
	fileUploads: number
}

export type PlanFeatureKey =
	| 'brandVoice'
	| 'platforms'
	| 'fileUpload'
	| 'reelScripts'
	| 'prioritySupport'
	| 'analytics'
	| 'teamCollaboration'
	| 'apiAccess'

export type Plan = {
	id: PlanId
	/** i18n key of the plan's display name */
	nameKey: string
	shortNameKey: string
	monthlyPrice: number
	/** price for a whole year, billed annually */
	annualPrice: number
	limits: PlanLimits
	/** how many brand voices the user may save (not a monthly quota: a number kept at once) */
	savedVoices: number
	/** people in one team workspace, the owner included (0: the plan has no workspaces) */
	seats: number
	features: ReadonlyArray<{ key: PlanFeatureKey; included: boolean; highlight?: boolean }>
	popular: boolean
	badgeKey: string | null
	ctaKey: string
}

export const plans = {
	starter: {
		id: 'starter',
		nameKey: 'plans.starter.name',
		shortNameKey: 'plans.starter.short',
		monthlyPrice: 0,
		annualPrice: 0,
		limits: { posts: 3, reels: 1, fileUploads: 2 },
		savedVoices: 1,
		seats: 0,
		features: [
			{ key: 'brandVoice', included: true },
			{ key: 'platforms', included: true },
			{ key: 'fileUpload', included: true },
			{ key: 'reelScripts', included: true },
			{ key: 'prioritySupport', included: false },
			{ key: 'analytics', included: false },
			{ key: 'teamCollaboration', included: false },
			{ key: 'apiAccess', included: false },
		],
		popular: false,
		badgeKey: null,
		ctaKey: 'plans.starter.cta',
	},
	creator_pro: {
		id: 'creator_pro',
		nameKey: 'plans.creator_pro.name',
		shortNameKey: 'plans.creator_pro.short',
		monthlyPrice: 39,
		annualPrice: 390,
		limits: { posts: 100, reels: 10, fileUploads: 50 },
		savedVoices: 10,
		seats: 0,
		features: [
			{ key: 'brandVoice', included: true },
			{ key: 'platforms', included: true },
			{ key: 'fileUpload', included: true },
			{ key: 'reelScripts', included: true, highlight: true },
			{ key: 'prioritySupport', included: true },
			{ key: 'analytics', included: true },
			{ key: 'teamCollaboration', included: false },
			{ key: 'apiAccess', included: false },
		],
		popular: true,
		badgeKey: 'plans.creator_pro.badge',
		ctaKey: 'plans.creator_pro.cta',
	},
	agency: {
		id: 'agency',
		nameKey: 'plans.agency.name',
		shortNameKey: 'plans.agency.short',
		monthlyPrice: 99,
		annualPrice: 990,
		limits: { posts: 500, reels: 50, fileUploads: 200 },
		savedVoices: 50,
		seats: 5,
		features: [
			{ key: 'brandVoice', included: true },
			{ key: 'platforms', included: true },
			{ key: 'fileUpload', included: true },
			{ key: 'reelScripts', included: true },
			{ key: 'prioritySupport', included: true },
			{ key: 'analytics', included: true },
			{ key: 'teamCollaboration', included: true, highlight: true },
			{ key: 'apiAccess', included: true, highlight: true },
		],
		popular: false,
		badgeKey: 'plans.agency.badge',
		ctaKey: 'plans.agency.cta',
	},
} as const satisfies Record<PlanId, Plan>

export const planList: ReadonlyArray<Plan> = PLAN_IDS.map((id) => plans[id])

export function isPlanId(value: unknown): value is PlanId {
	return typeof value === 'string' && (PLAN_IDS as ReadonlyArray<string>).includes(value)
}

/** Unknown plan strings (old rows, typos) fall back to the free plan rather than failing. */
export function getPlan(planType: string | null | undefined): Plan {
	return isPlanId(planType) ? plans[planType] : plans.starter
}

/** What a year costs when paid monthly minus the annual price, in whole dollars. */
export function annualSaving(plan: Plan): number {
	return plan.monthlyPrice * 12 - plan.annualPrice
}

/** The saving as a whole percentage of paying monthly for a year. */
export function annualSavingPercent(plan: Plan): number {
	if (plan.monthlyPrice === 0) return 0
	return Math.round((annualSaving(plan) / (plan.monthlyPrice * 12)) * 100)
}

export function comparePlans(a: PlanId, b: PlanId): number {
	return PLAN_IDS.indexOf(a) - PLAN_IDS.indexOf(b)
}

// ---- Billing (issue 7) ----

export const BILLING_INTERVALS = ['monthly', 'annual'] as const
export type BillingInterval = (typeof BILLING_INTERVALS)[number]

export function isBillingInterval(value: unknown): value is BillingInterval {
	return typeof value === 'string' && (BILLING_INTERVALS as ReadonlyArray<string>).includes(value)
}

export const PAID_PLAN_IDS = ['creator_pro', 'agency'] as const satisfies ReadonlyArray<PlanId>
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number]

export function isPaidPlanId(value: unknown): value is PaidPlanId {
	return typeof value === 'string' && (PAID_PLAN_IDS as ReadonlyArray<string>).includes(value)
}

/** What one billing period of the plan costs: a month, or a whole year paid annually. */
export function periodPrice(plan: Plan, interval: BillingInterval): number {
	return interval === 'annual' ? plan.annualPrice : plan.monthlyPrice
}

/**
 * The env variables holding each paid plan's Stripe price id. Names, not values: the ids are
 * read on the server (prices.server.ts).
 */
export const stripePriceEnvKeys = {
	creator_pro: {
		monthly: 'STRIPE_PRICE_CREATOR_PRO_MONTHLY',
		annual: 'STRIPE_PRICE_CREATOR_PRO_ANNUAL',
	},
	agency: { monthly: 'STRIPE_PRICE_AGENCY_MONTHLY', annual: 'STRIPE_PRICE_AGENCY_ANNUAL' },
} as const satisfies Record<PaidPlanId, Record<BillingInterval, string>>

export type PlanChangeKind = 'current' | 'upgrade' | 'downgrade'

/** SPEC §4 plan order: a plan is the current one, an upgrade or a downgrade from `current`. */
export function planChangeKind(current: PlanId, target: PlanId): PlanChangeKind {
	const order = comparePlans(target, current)
	return order === 0 ? 'current' : order > 0 ? 'upgrade' : 'downgrade'
}

/** Who is prompted toward what (SPEC §4): Free toward Creator Pro, others toward Agency. */
export function upgradeTargetFor(current: PlanId): PaidPlanId | null {
	if (current === 'starter') return 'creator_pro'
	return current === 'agency' ? null : 'agency'
}

/** DESIGN.md: one refund window everywhere. */
export const MONEY_BACK_DAYS = 14

/** The bring-your-own-key plan card: shown as "Coming Soon", not sold yet (DESIGN.md). */
export const byokPlan = { monthlyPrice: 9, comingSoon: true } as const

/** Whether a plan (by its stored id) includes a feature of its card, e.g. `apiAccess`. */
export function planIncludes(planType: string | null | undefined, feature: PlanFeatureKey) {
	return getPlan(planType).features.some((each) => each.key === feature && each.included)
}
