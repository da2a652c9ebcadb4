import { UNLIMITED, upgradeTargetFor, type PaidPlanId, type PlanId } from './plans.ts'

export const PROMPT_SHOW_RATIO = 0.5
export const PROMPT_MEDIUM_RATIO = 0.8

export const URGENCIES = ['low', 'medium', 'high'] as const
export type Urgency = (typeof URGENCIES)[number]

type Meter = { used: number; limit: number }
export type UsageKinds = { posts: Meter; reels: Meter; fileUploads: Meter }

export type UpgradePrompt = {
	urgency: Urgency
	target: PaidPlanId
	/** The kind closest to (or at) its limit, for the message. */
	kind: keyof UsageKinds
	percent: number
}

function ratioOf({ used, limit }: Meter) {
	if (limit === UNLIMITED) return 0
	if (limit <= 0) return 1
	return used / limit
}

/**
 * SPEC §4: hidden under 50% of every allowance; urgency high once a limit is reached, medium
 * from 80%, low otherwise. Free is pointed at Creator Pro, others at Agency (Agency: no prompt).
 */
export function upgradePromptFor(planType: PlanId, usage: UsageKinds): UpgradePrompt | null {
	const target = upgradeTargetFor(planType)
	if (!target) return null
	const kinds = Object.keys(usage) as Array<keyof UsageKinds>
	const kind = kinds.reduce((worst, each) =>
		ratioOf(usage[each]) > ratioOf(usage[worst]) ? each : worst,
	)
	const ratio = ratioOf(usage[kind])
	if (ratio < PROMPT_SHOW_RATIO) return null
	const urgency: Urgency = ratio >= 1 ? 'high' : ratio >= PROMPT_MEDIUM_RATIO ? 'medium' : 'low'
	return { urgency, target, kind, percent: Math.min(100, Math.round(ratio * 100)) }
}

/** A prompt dismissed at one urgency comes back only when things get more urgent. */
export function isPromptDismissed(prompt: UpgradePrompt, dismissedAt: Urgency | null) {
	if (!dismissedAt) return false
	return URGENCIES.indexOf(prompt.urgency) <= URGENCIES.indexOf(dismissedAt)
}

export function isUrgency(value: unknown): value is Urgency {
	return typeof value === 'string' && (URGENCIES as ReadonlyArray<string>).includes(value)
}

/** The dashboard's billing extras (dashboard-billing.server.ts fills them in). */
export type DashboardBilling = { daysUntilReset: number; dismissedPrompt: Urgency | null }
