import { useEffect, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { Faq } from '#app/components/billing/faq.tsx'
import { PricingHeader } from '#app/components/billing/pricing-header.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { billingErrors, type BillingErrorCode } from '#app/modules/billing/billing-errors.ts'
import { formatLimit, formatPrice } from '#app/modules/billing/format.ts'
import {
	byokPlan,
	MONEY_BACK_DAYS,
	planChangeKind,
	planList,
	plans,
	type Plan,
	type PlanId,
} from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing-mobile'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'pricingPage.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const billing = await billingSummary(user.id)
	const error = new URL(request.url).searchParams.get('error')
	return {
		planType: billing.planType,
		errorKey:
			error && error in billingErrors ? billingErrors[error as BillingErrorCode].messageKey : null,
	}
}

const STICKY_AFTER_PX = 300

// Without JavaScript the bar still appears past 300 px where the browser has scroll-driven
// animations; with JavaScript a scroll listener decides.
const stickyCss = `
.vc-sticky { transform: translateY(110%); visibility: hidden; transition: transform 150ms ease-out; }
.vc-sticky[data-visible='true'] { transform: none; visibility: visible; }
@keyframes vc-sticky-reveal { from { transform: translateY(110%); visibility: hidden; } to { transform: none; visibility: visible; } }
@supports (animation-timeline: scroll()) {
	.vc-sticky:not([data-visible]) { animation: vc-sticky-reveal linear both; animation-timeline: scroll(root); animation-range: ${STICKY_AFTER_PX}px ${STICKY_AFTER_PX + 1}px; }
}
`

function checkoutHref(plan: PlanId) {
	return `/api/create-checkout-session?${new URLSearchParams({ planId: plan })}`
}

/** SPEC §2 mobile pricing: one column, limits up front, an FAQ accordion and a sticky bar. */
export default function PricingMobileRoute() {
	const { t, i18n } = useTranslation()
	const { planType, errorKey } = useLoaderData<typeof loader>()
	const pro = plans.creator_pro
	const faq = (['change', 'reset', 'files', 'refund', 'enterprise'] as const).map((key) => ({
		question: t(`billing.pricingFaq.${key}.q`),
		answer: t(`billing.pricingFaq.${key}.a`, {
			days: MONEY_BACK_DAYS,
			price: formatPrice(byokPlan.monthlyPrice, i18n.language),
		}),
	}))
	return (
		<div className="min-h-screen">
			<PricingHeader />
			<main
				className="mx-auto max-w-md space-y-8 px-4 pt-6 pb-28"
				data-track-view="pricing_page_viewed"
				data-track-label="mobile"
			>
				<div className="text-center">
					<h1 className="text-2xl font-bold">{t('pricingPage.title')}</h1>
					<p className="mt-2 text-slate-700">{t('billing.mobile.subtitle')}</p>
				</div>
				{errorKey ? (
					<p
						role="alert"
						className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
					>
						<span className="font-semibold">{t('billing.toast.upgradeFailed')}: </span>
						{t(errorKey)}
					</p>
				) : null}
				<ul className="space-y-4">
					{planList.map((plan) => (
						<MobilePlanCard key={plan.id} plan={plan} current={planType} />
					))}
				</ul>
				<section aria-labelledby="need-more-title" className="card p-5 text-center">
					<h2 id="need-more-title" className="text-lg font-semibold">
						{t('billing.mobile.needMore.title')}
					</h2>
					<p className="mt-1 text-slate-700">{t('billing.mobile.needMore.body')}</p>
					<Link to="/contact-sales" className="btn-secondary mt-4">
						{t('billing.enterprise.contactSales')}
					</Link>
				</section>
				<Faq title={t('billing.pricingFaq.title')} items={faq} headingId="mobile-faq" exclusive />
			</main>
			{planType === 'starter' ? (
				<StickyBar
					href={checkoutHref('creator_pro')}
					label={t('billing.mobile.sticky', {
						price: formatPrice(pro.monthlyPrice, i18n.language),
					})}
				/>
			) : null}
		</div>
	)
}

function MobilePlanCard({ plan, current }: { plan: Plan; current: PlanId }) {
	const { t, i18n } = useTranslation()
	const kind = planChangeKind(current, plan.id)
	const limits = [
		['posts', plan.limits.posts],
		['reels', plan.limits.reels],
		['files', plan.limits.fileUploads],
	] as const
	return (
		<li
			data-plan={plan.id}
			className={`card relative p-5 ${plan.popular ? 'border-2 border-brand-600' : ''}`}
		>
			{plan.badgeKey ? (
				<span className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
					{t(plan.badgeKey)}
				</span>
			) : null}
			<div className="flex items-baseline justify-between gap-2">
				<h2 className="text-lg font-semibold">{t(plan.nameKey)}</h2>
				<p>
					<span className="text-3xl font-bold">
						{formatPrice(plan.monthlyPrice, i18n.language)}
					</span>
					<span className="text-slate-600">{t('billing.mobile.perMonthShort')}</span>
				</p>
			</div>
			<p className="mt-1 text-sm text-slate-600">{t(`plans.${plan.id}.description`)}</p>
			<dl className="mt-4 grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center">
				{limits.map(([kind, value]) => (
					<div key={kind}>
						<dt className="text-xs text-slate-600">{t(`billing.mobile.limits.${kind}`)}</dt>
						<dd className="text-lg font-bold">{formatLimit(value, t)}</dd>
					</div>
				))}
			</dl>
			<ul className="mt-4 space-y-1 text-sm">
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
							{t(`plans.features.${feature.key}`)}
						</span>
					</li>
				))}
			</ul>
			{kind === 'current' ? (
				<button type="button" disabled className="btn-secondary mt-5 w-full">
					{t('billing.picker.current')}
				</button>
			) : (
				<a
					href={checkoutHref(plan.id)}
					data-track={kind === 'upgrade' ? 'upgrade_button_clicked' : 'feature_used'}
					data-track-label={kind === 'upgrade' ? plan.id : `downgrade:${plan.id}`}
					className={`mt-5 w-full ${kind === 'upgrade' ? 'btn-primary' : 'btn-secondary'}`}
				>
					{kind === 'upgrade'
						? t('billing.picker.upgrade', { plan: t(plan.nameKey) })
						: t('billing.picker.downgrade', { plan: t(plan.nameKey) })}
				</a>
			)}
		</li>
	)
}

function StickyBar({ href, label }: { href: string; label: string }) {
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	useEffect(() => {
		const update = () => setVisible(window.scrollY > STICKY_AFTER_PX)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [])
	return (
		<>
			<style>{stickyCss}</style>
			<div
				className="vc-sticky fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]"
				data-visible={hydrated ? String(visible) : undefined}
				data-testid="sticky-cta"
			>
				<a href={href} className="btn-primary mx-auto flex w-full max-w-md py-3 text-base">
					{label}
				</a>
			</div>
		</>
	)
}
