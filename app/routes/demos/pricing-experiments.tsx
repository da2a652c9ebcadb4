import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, useLoaderData, useSearchParams } from 'react-router'
import { DemoPage, TabLinks } from '#app/components/growth/demo-page.tsx'
import { PlanCards } from '#app/components/plan-cards.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, PAID_PLAN_IDS } from '#app/modules/billing/plans.ts'
import { formatPrice } from '#app/modules/billing/format.ts'
import { exposeVariant } from '#app/modules/experiments/experiment-state.server.ts'
import {
	DEFAULT_EXPERIMENT_ID,
	experiments,
	getExperiment,
	type Experiment,
	type Variant,
} from '#app/modules/experiments/experiments.ts'
import { pricedPlanList } from '#app/modules/experiments/variant-pricing.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing-experiments'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.experiments.title')

const TABS = ['demo', 'configs', 'analytics'] as const
type Tab = (typeof TABS)[number]

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const params = new URL(request.url).searchParams
	const experiment =
		getExperiment(params.get('experiment')) ?? getExperiment(DEFAULT_EXPERIMENT_ID)!
	const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
		? (params.get('tab') as Tab)
		: 'demo'
	const variant = await exposeVariant(experiment, user.id)
	const distinctPricing = new Set(
		experiments.flatMap((e) =>
			(e.variants as readonly Variant[]).map((v) =>
				JSON.stringify(v.experimentConfig.priceOverrides ?? {}),
			),
		),
	).size
	return {
		experiment: experiment as Experiment,
		variantId: variant.id,
		tab,
		planType: getPlan(user.planType).id,
		stats: {
			experiments: experiments.length,
			variants: experiments.reduce((sum, e) => sum + e.variants.length, 0),
			distinctPricing,
		},
	}
}

export default function PricingExperimentsRoute() {
	const { t, i18n } = useTranslation()
	const { experiment, variantId, tab, planType, stats } = useLoaderData<typeof loader>()
	const [params] = useSearchParams()
	const variant = experiment.variants.find((v) => v.id === variantId) ?? experiment.variants[0]!
	const hrefFor = (next: Record<string, string>) =>
		`?${new URLSearchParams({ experiment: experiment.id, tab, ...next })}`
	const yesNo = (value: boolean) => (value ? t('growth.yes') : t('growth.no'))
	return (
		<DemoPage title={t('growth.experiments.heading')} intro={t('growth.experiments.intro')}>
			<Form method="get" className="card flex flex-wrap items-end gap-3 p-4">
				<input type="hidden" name="tab" value={tab} />
				<label className="flex flex-col gap-1 text-sm font-semibold">
					{t('growth.experiments.choose')}
					<select
						name="experiment"
						defaultValue={experiment.id}
						className="field-input"
						key={experiment.id}
					>
						{experiments.map((e) => (
							<option key={e.id} value={e.id}>
								{t(e.name)} ({e.id})
							</option>
						))}
					</select>
				</label>
				<button type="submit" className="btn-secondary">
					{t('growth.experiments.show')}
				</button>
				{/* Refresh: loads the page again, so the demo remounts with fresh data. */}
				<Link
					to={`?${params.toString()}`}
					reloadDocument
					className="btn-ghost"
					data-track="feature_used"
					data-track-label="experiments:refresh"
				>
					{t('growth.experiments.refresh')}
				</Link>
			</Form>

			<section aria-labelledby="experiment-name" className="card space-y-2 p-6">
				<h2 id="experiment-name" className="text-xl font-semibold">
					{t(experiment.name)}
				</h2>
				<p className="text-slate-700">{t(experiment.description)}</p>
				<p>
					{t('growth.experiments.yourVariant')} <strong>{t(variant.name)}</strong>{' '}
					<code className="rounded bg-slate-100 px-1 text-sm">{variant.id}</code>
				</p>
				<p className="text-sm text-slate-600">
					{t('growth.experiments.meta', {
						metric: t(`growth.metric.${experiment.targetMetric}`),
						date: experiment.startDate,
						status: t('growth.status.running'),
					})}
				</p>
			</section>

			<TabLinks
				label={t('growth.experiments.tabsLabel')}
				current={tab}
				hrefFor={(id) => hrefFor({ tab: id })}
				tabs={[
					{ id: 'demo', label: t('growth.experiments.tabs.demo') },
					{ id: 'configs', label: t('growth.experiments.tabs.configs') },
					{ id: 'analytics', label: t('growth.experiments.tabs.analytics') },
				]}
			/>

			{tab === 'demo' ? (
				<section aria-labelledby="demo-title" className="space-y-4">
					<h2 id="demo-title" className="text-lg font-semibold">
						{t(
							variant.experimentConfig.messagingOverrides?.headline ??
								'growth.experiments.demoTitle',
						)}
					</h2>
					<p className="text-sm text-slate-600">
						{t('growth.experiments.demoNote', {
							plan: t(getPlan(planType).nameKey),
						})}
					</p>
					<PlanCards
						plans={pricedPlanList(variant)}
						cta={(plan) =>
							plan.id === planType ? (
								<button type="button" disabled className="btn-secondary mt-6">
									{t('billing.picker.current')}
								</button>
							) : (
								<button
									type="button"
									className="btn-primary mt-6"
									data-track="upgrade_button_clicked"
									data-track-label={`demo:${plan.id}`}
								>
									{variant.experimentConfig.ctaTextOverride?.[plan.id]
										? t(variant.experimentConfig.ctaTextOverride[plan.id]!)
										: t('billing.picker.upgrade', { plan: t(plan.nameKey) })}
								</button>
							)
						}
					/>
					<p className="text-sm text-slate-600">{t('growth.experiments.demoClicks')}</p>
				</section>
			) : null}

			{tab === 'configs' ? (
				<section aria-labelledby="configs-title" className="space-y-4">
					<h2 id="configs-title" className="text-lg font-semibold">
						{t('growth.experiments.tabs.configs')}
					</h2>
					<ul className="grid gap-4 md:grid-cols-2">
						{experiment.variants.map((v) => {
							const config = v.experimentConfig
							return (
								<li key={v.id} className="card space-y-2 p-4 text-sm">
									<h3 className="text-base font-semibold">
										{t(v.name)} <code className="font-normal">{config.variantId}</code>
									</h3>
									<p className="text-slate-700">{t(config.description)}</p>
									<dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
										<dt className="font-semibold">{t('growth.experiments.prices')}</dt>
										<dd>
											{Object.keys(config.priceOverrides ?? {}).length
												? PAID_PLAN_IDS.filter((p) => config.priceOverrides?.[p] !== undefined)
														.map(
															(p) =>
																`${p}: ${formatPrice(config.priceOverrides![p]!, i18n.language)}${t('pricing.perMonth')}`,
														)
														.join(' · ')
												: t('growth.experiments.none')}
										</dd>
										<dt className="font-semibold">{t('growth.experiments.headline')}</dt>
										<dd>
											{config.messagingOverrides?.headline
												? t(config.messagingOverrides.headline)
												: t('growth.experiments.none')}
										</dd>
										<dt className="font-semibold">{t('growth.experiments.subheadline')}</dt>
										<dd>
											{config.messagingOverrides?.subheadline
												? t(config.messagingOverrides.subheadline)
												: t('growth.experiments.none')}
										</dd>
										<dt className="font-semibold">{t('growth.experiments.ctaText')}</dt>
										<dd>
											{Object.entries(config.ctaTextOverride ?? {})
												.map(([plan, key]) => `${plan}: ${t(key)}`)
												.join(' · ') || t('growth.experiments.none')}
										</dd>
										<dt className="font-semibold">{t('growth.experiments.ctaColor')}</dt>
										<dd>{config.layoutOverride?.ctaColor ?? 'blue'}</dd>
									</dl>
								</li>
							)
						})}
					</ul>
				</section>
			) : null}

			{tab === 'analytics' ? (
				<section aria-labelledby="analytics-title" className="space-y-4">
					<h2 id="analytics-title" className="text-lg font-semibold">
						{t('growth.experiments.tabs.analytics')}
					</h2>
					<dl className="grid gap-4 sm:grid-cols-3">
						{(['experiments', 'variants', 'distinctPricing'] as const).map((key) => (
							<div key={key} className="card p-4">
								<dt className="text-sm text-slate-600">{t(`growth.experiments.stats.${key}`)}</dt>
								<dd className="text-3xl font-bold">{stats[key]}</dd>
							</div>
						))}
					</dl>
					<ul className="grid gap-4 md:grid-cols-2">
						{experiment.variants.map((v) => (
							<li
								key={v.id}
								className={`card space-y-1 p-4 text-sm ${v.id === variant.id ? 'border-2 border-emerald-600' : ''}`}
							>
								<h3 className="text-base font-semibold">
									{t(v.name)}
									{v.id === variant.id ? (
										<span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
											{t('growth.experiments.yours')}
										</span>
									) : null}
								</h3>
								<p>{t('growth.experiments.traffic', { percent: v.weight })}</p>
								<p>
									{t('growth.experiments.variantId')}: <code>{v.id}</code>
								</p>
								<p>
									{t('growth.experiments.experimentId')}: <code>{experiment.id}</code>
								</p>
								<p>
									{t('growth.experiments.ctaColor')}: {v.config.ctaColor}
								</p>
								<p>
									{t('growth.experiments.showBadges')}: {yesNo(v.config.showBadges)}
								</p>
								<p>
									{t('growth.experiments.annualPricing')}: {yesNo(v.config.showAnnual)}
								</p>
							</li>
						))}
					</ul>
				</section>
			) : null}
		</DemoPage>
	)
}
