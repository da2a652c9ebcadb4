import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, useSearchParams } from 'react-router'
import { PlanBadge } from '#app/components/plan-badge.tsx'
import { formatPrice } from '#app/modules/billing/format.ts'
import { periodPrice, plans, type PlanId } from '#app/modules/billing/plans.ts'
import type { BillingSummary } from '#app/modules/billing/subscription-state.ts'
import { formatDay } from './plan-change-confirm.tsx'

/** Account › Current Plan: badge, price, description and what happens at the period end. */
export function CurrentPlanCard({ billing }: { billing: BillingSummary }) {
	const { t, i18n } = useTranslation()
	const plan = plans[billing.planType]
	const subscription = billing.subscription
	const interval = subscription?.interval ?? 'monthly'
	const price = periodPrice(plan, interval)
	const periodEnd = subscription ? formatDay(subscription.currentPeriodEnd, i18n.language) : null
	return (
		<section aria-labelledby="plan-title" className="card p-6" data-plan={plan.id}>
			<h2 id="plan-title" className="text-lg font-semibold">
				{t('account.plan.title')}
			</h2>
			<div className="mt-4 flex flex-wrap items-center gap-3">
				{/* The free plan's badge would only repeat its price ("Free"). */}
				{price === 0 ? null : <PlanBadge planType={plan.id} />}
				<span className="font-medium">{t(plan.nameKey)}</span>
				<span className="text-slate-700">
					{price === 0
						? t('account.plan.free')
						: interval === 'annual'
							? t('billing.account.pricePerYear', { price: formatPrice(price, i18n.language) })
							: t('account.plan.price', { price: formatPrice(price, i18n.language) })}
				</span>
			</div>
			<p className="mt-2 text-sm text-slate-700">{t(`plans.${plan.id}.description`)}</p>
			{subscription && periodEnd ? (
				<p className="mt-2 text-sm text-slate-700">
					{subscription.scheduledPlan === 'starter'
						? t('billing.account.endsOn', { date: periodEnd })
						: subscription.scheduledPlan
							? t('billing.account.changesOn', {
									plan: t(plans[subscription.scheduledPlan].nameKey),
									date: periodEnd,
								})
							: t('billing.account.renewsOn', { date: periodEnd })}
				</p>
			) : null}
			<Link to="/pricing" className="btn-secondary mt-4">
				{t('account.plan.viewAll')}
			</Link>
		</section>
	)
}

const notices = {
	'cancel-scheduled': 'billing.account.notice.cancelScheduled',
	'change-canceled': 'billing.account.notice.changeCanceled',
	failed: 'billing.account.notice.failed',
} as const

/**
 * Account › Billing & Subscription. Change Plan and Cancel Subscription open Stripe's customer
 * portal; in test mode, the plan picker and a cancel form.
 */
export function BillingCard({ billing }: { billing: BillingSummary }) {
	const { t, i18n } = useTranslation()
	const [params] = useSearchParams()
	const noticeKey = notices[params.get('billing') as keyof typeof notices] ?? null
	const subscription = billing.subscription
	const plan = plans[billing.planType]
	const scheduled: PlanId | null = subscription?.scheduledPlan ?? null
	const periodEnd = subscription ? formatDay(subscription.currentPeriodEnd, i18n.language) : ''
	return (
		<section aria-labelledby="billing-title" className="card p-6">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 id="billing-title" className="text-lg font-semibold">
					{t('billing.account.title')}
				</h2>
				{billing.mode === 'test' ? (
					<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
						{t('billing.testMode.badge')}
					</span>
				) : null}
			</div>
			{noticeKey ? (
				<p
					role={noticeKey === notices.failed ? 'alert' : 'status'}
					className="mt-3 rounded-lg bg-slate-100 p-3 text-sm"
				>
					{t(noticeKey, { plan: t(plan.nameKey), date: periodEnd })}
				</p>
			) : null}
			{subscription ? (
				<>
					<div className="mt-4 flex flex-wrap items-center gap-2">
						<span
							className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
								subscription.status === 'past_due'
									? 'bg-red-100 text-red-800'
									: 'bg-emerald-100 text-emerald-800'
							}`}
						>
							{subscription.status === 'past_due'
								? t('billing.account.pastDue')
								: t('billing.account.active')}
						</span>
						<span className="text-sm text-slate-700">
							{t(
								subscription.interval === 'annual'
									? 'billing.account.billedAnnually'
									: 'billing.account.billedMonthly',
							)}
						</span>
					</div>
					{scheduled ? (
						<p className="mt-3 text-sm text-slate-700">
							{scheduled === 'starter'
								? t('billing.account.endsOn', { date: periodEnd })
								: t('billing.account.changesOn', {
										plan: t(plans[scheduled].nameKey),
										date: periodEnd,
									})}
						</p>
					) : null}
					<Form method="post" action="/billing/manage" className="mt-4 flex flex-wrap gap-2">
						<input type="hidden" name="returnPage" value="account" />
						<button type="submit" name="intent" value="change-plan" className="btn-secondary">
							{t('billing.account.changePlan')}
						</button>
						{scheduled ? (
							<button type="submit" name="intent" value="cancel-change" className="btn-secondary">
								{scheduled === 'starter'
									? t('billing.account.resume')
									: t('billing.picker.cancelDowngrade')}
							</button>
						) : (
							<button
								type="submit"
								name="intent"
								value="cancel-subscription"
								className="btn-ghost text-red-700 hover:bg-red-50"
							>
								{t('billing.account.cancel')}
							</button>
						)}
						{subscription.provider === 'stripe' ? (
							<button type="submit" name="intent" value="portal" className="btn-ghost">
								{t('billing.account.manage')}
							</button>
						) : null}
					</Form>
				</>
			) : (
				<>
					<p className="mt-4 text-slate-700">{t('billing.account.freePlan')}</p>
					<Link to="/pricing" className="btn-primary mt-4">
						{t('billing.account.upgrade')}
					</Link>
				</>
			)}
		</section>
	)
}
