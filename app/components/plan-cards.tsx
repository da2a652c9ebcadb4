import type { ReactNode } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { annualSaving, planList, type Plan } from '#app/modules/billing/plans.ts'
import { formatPrice, formatLimit } from '#app/modules/billing/format.ts'

/**
 * The three plan cards with a Monthly/Annual switch. The switch is two radio buttons and the
 * prices follow them through CSS `:has()`, so it works before hydration and without JavaScript.
 */
export function PlanCards({
	ctaTo = '/signup',
	plans = planList,
	cta,
	note,
	children,
}: {
	ctaTo?: string
	plans?: ReadonlyArray<Plan>
	/** Replaces the card's link (the plan picker puts its buttons here). */
	cta?: (plan: Plan) => ReactNode
	/** Extra line under the price (current plan, a scheduled change). */
	note?: (plan: Plan) => ReactNode
	/** More cards after the plans (the "Coming Soon" BYOK card). */
	children?: ReactNode
}) {
	const { t, i18n } = useTranslation()
	return (
		<div className="group/pricing">
			<fieldset className="mx-auto mb-8 flex w-fit rounded-full border border-slate-300 bg-white p-1">
				<legend className="sr-only">{t('pricing.billingPeriod')}</legend>
				<input
					type="radio"
					name="billing-period"
					id="billing-monthly"
					value="monthly"
					defaultChecked
					className="peer/monthly sr-only"
				/>
				<label
					htmlFor="billing-monthly"
					className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-slate-700 peer-checked/monthly:bg-brand-600 peer-checked/monthly:text-white peer-focus-visible/monthly:outline-3 peer-focus-visible/monthly:outline-brand-500"
				>
					{t('pricing.monthly')}
				</label>
				<input
					type="radio"
					name="billing-period"
					id="billing-annual"
					value="annual"
					className="peer/annual sr-only"
				/>
				<label
					htmlFor="billing-annual"
					className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-slate-700 peer-checked/annual:bg-brand-600 peer-checked/annual:text-white peer-focus-visible/annual:outline-3 peer-focus-visible/annual:outline-brand-500"
				>
					{t('pricing.annual')}
				</label>
			</fieldset>
			<ul className="grid gap-6 md:grid-cols-3">
				{plans.map((plan) => (
					<PlanCard
						key={plan.id}
						plan={plan}
						ctaTo={ctaTo}
						locale={i18n.language}
						cta={cta?.(plan)}
						note={note?.(plan)}
					/>
				))}
				{children}
			</ul>
		</div>
	)
}

function PlanCard({
	plan,
	ctaTo,
	locale,
	cta,
	note,
}: {
	plan: Plan
	ctaTo: string
	locale: string
	cta?: ReactNode
	note?: ReactNode
}) {
	const { t } = useTranslation()
	const saving = annualSaving(plan)
	return (
		<li
			className={`card relative flex flex-col p-6 ${plan.popular ? 'border-2 border-brand-600 shadow-md' : ''}`}
			data-plan={plan.id}
		>
			{plan.badgeKey ? (
				<span
					className={`absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-semibold ${plan.popular ? 'bg-brand-600 text-white' : 'bg-amber-100 text-amber-900'}`}
				>
					{t(plan.badgeKey)}
				</span>
			) : null}
			<h3 className="text-lg font-semibold">{t(plan.nameKey)}</h3>
			<p className="mt-1 text-sm text-slate-600">{t(`plans.${plan.id}.description`)}</p>
			<p className="mt-4 group-has-[#billing-annual:checked]/pricing:hidden" data-price="monthly">
				<span className="text-4xl font-bold">{formatPrice(plan.monthlyPrice, locale)}</span>
				<span className="text-slate-600">{t('pricing.perMonth')}</span>
			</p>
			<p
				className="mt-4 hidden group-has-[#billing-annual:checked]/pricing:block"
				data-price="annual"
			>
				<span className="text-4xl font-bold">{formatPrice(plan.annualPrice, locale)}</span>
				<span className="text-slate-600">{t('pricing.perYear')}</span>
				{saving > 0 ? (
					<span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
						{t('pricing.saveAmount', { amount: formatPrice(saving, locale) })}
					</span>
				) : null}
			</p>
			{note}
			<ul className="mt-6 space-y-2 text-sm">
				<li>
					{t('pricing.limits.posts', {
						count: plan.limits.posts,
						value: formatLimit(plan.limits.posts, t),
					})}
				</li>
				<li>
					{t('pricing.limits.reels', {
						count: plan.limits.reels,
						value: formatLimit(plan.limits.reels, t),
					})}
				</li>
				<li>
					{t('pricing.limits.fileUploads', {
						count: plan.limits.fileUploads,
						value: formatLimit(plan.limits.fileUploads, t),
					})}
				</li>
				{plan.features.map((feature) => (
					<li
						key={feature.key}
						className={`flex gap-2 ${feature.included ? '' : 'text-slate-500'}`}
					>
						<span aria-hidden="true">{feature.included ? '✓' : '–'}</span>
						<span>
							<span className="sr-only">
								{feature.included ? t('pricing.included') : t('pricing.notIncluded')}:{' '}
							</span>
							<span className={feature.highlight ? 'font-semibold' : ''}>
								{t(`plans.features.${feature.key}`)}
							</span>
						</span>
					</li>
				))}
			</ul>
			{cta ?? (
				<Link
					to={ctaTo}
					reloadDocument={ctaTo.startsWith('/api/')}
					className={`mt-6 ${plan.popular ? 'btn-primary' : 'btn-secondary'}`}
					aria-label={`${t(plan.ctaKey)} – ${t(plan.nameKey)}`}
				>
					{t(plan.ctaKey)}
				</Link>
			)}
		</li>
	)
}
