// The pricing experiments of SPEC §9 as one typed config, with the Variant fields of SPEC §3.
// Prices come from the plans config unless a variant overrides them; texts are i18n keys
// (app/locales/*/growth.json) so every variant speaks en, es and pt. A variant that overrides a
// price names the env var holding its Stripe price id: with Stripe, an experiment whose price
// ids are missing cannot be switched on (experiment-state.server.ts).
import type { PaidPlanId, PlanId } from '#app/modules/billing/plans.ts'

export type VariantLayout = {
	showBadges: boolean
	emphasizeValue: boolean
	showAnnual: boolean
	variant: 'default' | 'compact'
	ctaColor: 'blue' | 'purple' | 'green' | 'orange'
	badgePlacement: 'top' | 'inline'
}

export type ExperimentConfig = {
	variantId: string
	/** i18n key */
	description: string
	/** Monthly price per plan, USD; the annual price is ten times it, as for the plans. */
	priceOverrides?: Partial<Record<PaidPlanId, number>>
	/** The env var naming the Stripe price of each overridden plan (monthly). */
	stripePriceEnv?: Partial<Record<PaidPlanId, string>>
	tierFields?: Partial<Record<PlanId, { badgeKey?: string }>>
	features?: string[]
	/** i18n keys */
	messagingOverrides?: { headline?: string; subheadline?: string }
	/** i18n keys per plan */
	ctaTextOverride?: Partial<Record<PlanId, string>>
	layoutOverride?: Partial<Pick<VariantLayout, 'ctaColor' | 'variant'>>
}

export type Variant = {
	id: string
	/** i18n key */
	name: string
	/** Percent of traffic; an experiment's weights add up to 100. */
	weight: number
	config: VariantLayout
	experimentConfig: ExperimentConfig
}

export type Experiment = {
	id: string
	/** i18n keys */
	name: string
	description: string
	status: 'running'
	startDate: string
	targetMetric: 'conversion_rate' | 'revenue_per_visitor' | 'checkout_starts'
	variants: readonly Variant[]
}

const defaultLayout: VariantLayout = {
	showBadges: true,
	emphasizeValue: false,
	showAnnual: false,
	variant: 'default',
	ctaColor: 'blue',
	badgePlacement: 'top',
}

function variant(
	experimentId: string,
	id: string,
	weight: number,
	layout: Partial<VariantLayout> = {},
	experimentConfig: Omit<ExperimentConfig, 'variantId' | 'description'> = {},
): Variant {
	const key = `experiments.${experimentId}.variants.${id}`
	return {
		id,
		name: `${key}.name`,
		weight,
		config: { ...defaultLayout, ...layout },
		experimentConfig: {
			variantId: id,
			description: `${key}.description`,
			...experimentConfig,
			layoutOverride: {
				ctaColor: layout.ctaColor ?? defaultLayout.ctaColor,
				...(layout.variant ? { variant: layout.variant } : {}),
			},
		},
	}
}

const priceEnv = (experimentId: string, variantId: string, plan: PaidPlanId) =>
	`STRIPE_PRICE_${experimentId}_${variantId}_${plan}`.toUpperCase()

function pricedVariant(
	experimentId: string,
	id: string,
	weight: number,
	priceOverrides: Partial<Record<PaidPlanId, number>>,
	extra: Omit<ExperimentConfig, 'variantId' | 'description' | 'priceOverrides'> = {},
	layout: Partial<VariantLayout> = {},
) {
	const stripePriceEnv = Object.fromEntries(
		Object.keys(priceOverrides).map((plan) => [
			plan,
			priceEnv(experimentId, id, plan as PaidPlanId),
		]),
	)
	return variant(experimentId, id, weight, layout, { priceOverrides, stripePriceEnv, ...extra })
}

const msg = (experimentId: string, variantId: string, key: string) =>
	`experiments.${experimentId}.variants.${variantId}.${key}`

export const experiments = [
	{
		id: 'pricing_ab_test_v1',
		name: 'experiments.pricing_ab_test_v1.name',
		description: 'experiments.pricing_ab_test_v1.description',
		status: 'running',
		startDate: '2026-11-01',
		targetMetric: 'revenue_per_visitor',
		variants: [
			variant('pricing_ab_test_v1', 'control', 50),
			pricedVariant(
				'pricing_ab_test_v1',
				'lower_pro_price',
				50,
				{ creator_pro: 29 },
				{
					messagingOverrides: {
						headline: msg('pricing_ab_test_v1', 'lower_pro_price', 'headline'),
						subheadline: msg('pricing_ab_test_v1', 'lower_pro_price', 'subheadline'),
					},
					ctaTextOverride: { creator_pro: msg('pricing_ab_test_v1', 'lower_pro_price', 'cta') },
				},
				{ ctaColor: 'green', emphasizeValue: true },
			),
		],
	},
	{
		id: 'pricing_layout_v1',
		name: 'experiments.pricing_layout_v1.name',
		description: 'experiments.pricing_layout_v1.description',
		status: 'running',
		startDate: '2026-10-15',
		targetMetric: 'conversion_rate',
		variants: [
			variant('pricing_layout_v1', 'control', 25),
			variant('pricing_layout_v1', 'compact', 25, { variant: 'compact', showBadges: false }),
			variant('pricing_layout_v1', 'value_first', 25, { emphasizeValue: true, ctaColor: 'purple' }),
			variant('pricing_layout_v1', 'annual_first', 25, {
				showAnnual: true,
				badgePlacement: 'inline',
				ctaColor: 'orange',
			}),
		],
	},
	{
		id: 'dynamic_pricing_experiment_v1',
		name: 'experiments.dynamic_pricing_experiment_v1.name',
		description: 'experiments.dynamic_pricing_experiment_v1.description',
		status: 'running',
		startDate: '2026-11-10',
		targetMetric: 'revenue_per_visitor',
		variants: [
			variant('dynamic_pricing_experiment_v1', 'control', 20),
			pricedVariant('dynamic_pricing_experiment_v1', 'pro_29', 20, { creator_pro: 29 }),
			pricedVariant('dynamic_pricing_experiment_v1', 'pro_19', 20, { creator_pro: 19 }),
			pricedVariant('dynamic_pricing_experiment_v1', 'agency_79', 20, { agency: 79 }),
			pricedVariant(
				'dynamic_pricing_experiment_v1',
				'bundle_29_59',
				20,
				{ creator_pro: 29, agency: 59 },
				{},
				{ ctaColor: 'green' },
			),
		],
	},
] as const satisfies readonly Experiment[]

export type ExperimentId = (typeof experiments)[number]['id']
export const DEFAULT_EXPERIMENT_ID: ExperimentId = 'pricing_ab_test_v1'

export function getExperiment(id: string | null | undefined): Experiment | null {
	return experiments.find((experiment) => experiment.id === id) ?? null
}

export function isExperimentId(value: unknown): value is ExperimentId {
	return typeof value === 'string' && experiments.some((experiment) => experiment.id === value)
}

export function hasPriceOverrides(experiment: Experiment) {
	return experiment.variants.some(
		(v) => Object.keys(v.experimentConfig.priceOverrides ?? {}).length > 0,
	)
}
