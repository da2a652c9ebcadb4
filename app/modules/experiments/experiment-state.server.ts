// Which experiments run on the real /pricing page, who is in which variant, and what a variant
// charges. The price a visitor sees is the price they are charged: checkout asks `offerFor`.
import { billingMode } from '#app/modules/billing/stripe.server.ts'
import {
	getPlan,
	periodPrice,
	type BillingInterval,
	type PaidPlanId,
} from '#app/modules/billing/plans.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { assignVariant } from './assignment.ts'
import { pricedPlan } from './variant-pricing.ts'
import {
	experiments,
	getExperiment,
	hasPriceOverrides,
	type Experiment,
	type Variant,
} from './experiments.ts'

function envLive(): string[] {
	return getEnv()
		.LIVE_EXPERIMENTS.split(',')
		.map((id) => id.trim())
		.filter(Boolean)
}

export async function liveExperimentIds(): Promise<string[]> {
	const rows = await prisma.experimentState.findMany({ where: { live: true } })
	const ids = new Set([...envLive(), ...rows.map((row) => row.experimentId)])
	return experiments.map((experiment) => experiment.id).filter((id) => ids.has(id))
}

/** The Stripe price ids an experiment still lacks (env var names), for its price overrides. */
export function missingStripePrices(experiment: Experiment, env: NodeJS.ProcessEnv = process.env) {
	const missing: string[] = []
	for (const variant of experiment.variants) {
		const { priceOverrides = {}, stripePriceEnv = {} } = variant.experimentConfig
		for (const plan of Object.keys(priceOverrides) as PaidPlanId[]) {
			const name = stripePriceEnv[plan] ?? `${experiment.id}.${variant.id}.${plan}`
			// Monthly and annual: a visitor may pick either, and each must charge what it shows.
			for (const key of [name, `${name}_ANNUAL`]) if (!env[key]) missing.push(key)
		}
	}
	return missing
}

export type SwitchResult =
	| { ok: true; live: boolean }
	| { ok: false; code: 'UNKNOWN_EXPERIMENT' }
	| { ok: false; code: 'MISSING_STRIPE_PRICES'; missing: string[] }
	| { ok: false; code: 'PRICING_EXPERIMENT_LIVE'; other: string }

/**
 * Switches an experiment on or off for the real /pricing page. With Stripe, an experiment that
 * changes prices needs a Stripe price for each changed price first; only one experiment that
 * changes prices may be live at a time (two would disagree on what to charge).
 */
export async function setExperimentLive(
	experimentId: string,
	live: boolean,
	{ by, env = process.env }: { by: string; env?: NodeJS.ProcessEnv },
): Promise<SwitchResult> {
	const experiment = getExperiment(experimentId)
	if (!experiment) return { ok: false, code: 'UNKNOWN_EXPERIMENT' }
	if (live && hasPriceOverrides(experiment)) {
		if (billingMode() === 'stripe') {
			const missing = missingStripePrices(experiment, env)
			if (missing.length) return { ok: false, code: 'MISSING_STRIPE_PRICES', missing }
		}
		for (const id of await liveExperimentIds()) {
			const other = getExperiment(id)
			if (other && other.id !== experiment.id && hasPriceOverrides(other)) {
				return { ok: false, code: 'PRICING_EXPERIMENT_LIVE', other: other.id }
			}
		}
	}
	await prisma.experimentState.upsert({
		where: { experimentId },
		create: { experimentId, live, updatedBy: by },
		update: { live, updatedBy: by },
	})
	return { ok: true, live }
}

/**
 * The subject's variant, recorded as an exposure the first time. A stored assignment wins over
 * the hash (weights changed since). Recording is best effort: a read-only replica still answers.
 */
export async function exposeVariant(experiment: Experiment, subjectId: string): Promise<Variant> {
	const stored = await prisma.experimentAssignment.findUnique({
		where: { experimentId_subjectId: { experimentId: experiment.id, subjectId } },
		select: { variantId: true },
	})
	const known = stored && experiment.variants.find((v) => v.id === stored.variantId)
	if (known) return known
	const variant = assignVariant(experiment, subjectId)
	try {
		await prisma.experimentAssignment.create({
			data: { experimentId: experiment.id, variantId: variant.id, subjectId },
		})
	} catch {
		// Two first requests at once (the unique index keeps one), or a read-only replica.
	}
	return variant
}

/** The live experiment that shapes /pricing for this subject, with the subject's variant. */
export async function pricingVariantFor(subjectId: string | null) {
	if (!subjectId) return null
	const [liveId] = await liveExperimentIds()
	const experiment = getExperiment(liveId)
	if (!experiment) return null
	return { experiment, variant: await exposeVariant(experiment, subjectId) }
}

export type Offer = {
	experimentId: string
	variantId: string
	/** USD for the period (monthly, or ten months for annual). */
	amount: number
	stripePriceId: string | null
}

/** The variant price a subject was shown for a plan, when a live experiment overrides it. */
export function offerOf(
	experiment: Experiment,
	variant: Variant,
	plan: PaidPlanId,
	interval: BillingInterval,
	env: NodeJS.ProcessEnv = process.env,
): Offer | null {
	const monthly = variant.experimentConfig.priceOverrides?.[plan]
	if (monthly === undefined) return null
	const envName = variant.experimentConfig.stripePriceEnv?.[plan]
	return {
		experimentId: experiment.id,
		variantId: variant.id,
		amount: interval === 'annual' ? monthly * 10 : monthly,
		// The Stripe price is the monthly one; an annual checkout of an overridden plan needs its own.
		stripePriceId:
			interval === 'monthly' && envName
				? (env[envName] ?? null)
				: envName
					? (env[`${envName}_ANNUAL`] ?? null)
					: null,
	}
}

/**
 * What checkout charges this user for a plan: the live variant's price when one applies, else
 * null (the plan's own price).
 */
export async function offerFor(
	userId: string,
	plan: PaidPlanId,
	interval: BillingInterval,
): Promise<Offer | null> {
	const live = await pricingVariantFor(userId)
	if (!live) return null
	return offerOf(live.experiment, live.variant, plan, interval)
}

/** The price a plan shows for this variant (its override, else the plan's). */
export function displayedPrice(
	variant: Variant | null,
	plan: PaidPlanId,
	interval: BillingInterval,
): number {
	return periodPrice(pricedPlan(getPlan(plan), variant), interval)
}
