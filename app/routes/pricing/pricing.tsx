import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { HoneypotProvider } from 'remix-utils/honeypot/react'
import {
	EnterpriseDialog,
	EnterprisePlainDialog,
} from '#app/components/billing/enterprise-form.tsx'
import { EnterpriseInquirySchema } from '#app/modules/billing/enterprise-schema.ts'
import { constraintOf } from '#app/modules/forms/submission.ts'
import { Faq } from '#app/components/billing/faq.tsx'
import { PlanPicker } from '#app/components/billing/plan-picker.tsx'
import { PricingHeader } from '#app/components/billing/pricing-header.tsx'
import { Toast, useToast, type ToastMessage } from '#app/components/billing/toast.tsx'
import { PlanCards } from '#app/components/plan-cards.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { getUser } from '#app/modules/auth/session.server.ts'
import {
	MONEY_BACK_DAYS,
	byokPlan,
	isPlanId,
	plans,
	type PlanId,
} from '#app/modules/billing/plans.ts'
import { formatPrice } from '#app/modules/billing/format.ts'
import { enterpriseHoneypotProps } from '#app/modules/billing/enterprise-guard.server.ts'
import { billingMode } from '#app/modules/billing/stripe.server.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pricingVariantFor } from '#app/modules/experiments/experiment-state.server.ts'
import { pricedPlanList } from '#app/modules/experiments/variant-pricing.ts'
import { translatedMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedMeta(matches, 'pricingPage.title', 'meta.pricingDescription')

// Signed out, the page is plans, links and a FAQ: the monthly/annual switch is CSS (PlanCards),
// "Contact Sales" opens the /contact-sales form in a dialog by the page's small script (else it
// is a link to that page), a notice closes by a link; it is served without
// React (ADR 020). Signed in, the plan picker's confirmations, checkout in place, the enterprise
// dialog and a live pricing experiment are React's, and the page hydrates.
export const handle: RouteHandle = {
	hydrate: (data) => Boolean((data as { billing?: unknown } | undefined)?.billing),
}

// Query flags that carry a one-time notice; the page removes them once shown.
const FLASH_PARAMS = ['success', 'canceled', 'downgraded', 'changeCanceled'] as const

type Notice =
	{ kind: 'success' | 'canceled' | 'changeCanceled' } | { kind: 'downgraded'; plan: PlanId }

function noticeFrom(params: URLSearchParams): Notice | null {
	if (params.has('success')) return { kind: 'success' }
	if (params.has('canceled')) return { kind: 'canceled' }
	const downgraded = params.get('downgraded')
	if (isPlanId(downgraded)) return { kind: 'downgraded', plan: downgraded }
	if (params.has('changeCanceled')) return { kind: 'changeCanceled' }
	return null
}

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	// A live pricing experiment shapes the page for signed-in users (they are the ones who can
	// check out, at the price shown here).
	const live = user ? await pricingVariantFor(user.id) : null
	return {
		experiment: live
			? {
					id: live.experiment.id,
					variantId: live.variant.id,
					messaging: live.variant.experimentConfig.messagingOverrides ?? {},
					pricedPlans: pricedPlanList(live.variant),
				}
			: null,
		notice: noticeFrom(new URL(request.url).searchParams),
		mode: billingMode(),
		billing: user ? await billingSummary(user.id) : null,
		salesEmail: getEnv().SALES_EMAIL,
		honeypot: await enterpriseHoneypotProps(),
		enterpriseConstraint: constraintOf(EnterpriseInquirySchema),
		enterpriseDefaults: {
			name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
			email: user?.email ?? '',
		},
	}
}

function useNoticeToast(notice: Notice | null, currentPlan: PlanId): ToastMessage | null {
	const { t } = useTranslation()
	if (!notice) return null
	switch (notice.kind) {
		case 'success':
			return {
				title: t('billing.toast.welcome', {
					plan: t(plans[currentPlan === 'agency' ? 'agency' : 'creator_pro'].shortNameKey),
				}),
				description: t('billing.toast.welcomeBody'),
			}
		case 'canceled':
			return {
				variant: 'destructive',
				title: t('billing.toast.canceledTitle'),
				description: t('billing.toast.canceledBody'),
			}
		case 'downgraded':
			return {
				title: t('billing.toast.downgradeScheduled.title'),
				description: t('billing.toast.downgradeScheduled.body', {
					plan: t(plans[notice.plan].nameKey),
				}),
			}
		case 'changeCanceled':
			return {
				title: t('billing.toast.changeCanceled.title'),
				description: t('billing.toast.changeCanceled.body', {
					plan: t(plans[currentPlan].nameKey),
				}),
			}
	}
}

export default function PricingRoute() {
	const { t, i18n } = useTranslation()
	const {
		notice,
		mode,
		billing,
		enterpriseDefaults,
		salesEmail,
		honeypot,
		enterpriseConstraint,
		experiment,
	} = useLoaderData<typeof loader>()
	const currentPlan = billing?.planType ?? 'starter'
	const initial = useNoticeToast(notice, currentPlan)
	const { toast, show, dismiss } = useToast(initial, FLASH_PARAMS)
	const faq = (['change', 'reset', 'enterprise', 'refund'] as const).map((key) => ({
		question: t(`billing.pricingFaq.${key}.q`),
		answer: t(`billing.pricingFaq.${key}.a`, {
			days: MONEY_BACK_DAYS,
			price: formatPrice(byokPlan.monthlyPrice, i18n.language),
		}),
	}))
	return (
		<div className="flex min-h-screen flex-col">
			<PricingHeader />
			<main
				className="mx-auto w-full max-w-6xl flex-1 space-y-16 px-4 py-10"
				data-track-view="pricing_page_viewed"
				data-experiment={experiment ? `${experiment.id}:${experiment.variantId}` : undefined}
			>
				<section aria-labelledby="pricing-title">
					{billing ? (
						<Link to="/" className="btn-ghost mb-4">
							← {t('common.backToDashboard')}
						</Link>
					) : null}
					<h1 id="pricing-title" className="text-center text-3xl font-bold sm:text-4xl">
						{t(experiment?.messaging.headline ?? 'pricingPage.title')}
					</h1>
					<p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
						{t(experiment?.messaging.subheadline ?? 'pricingPage.subtitle')}
					</p>
					<ul className="mx-auto mt-6 flex max-w-3xl flex-wrap justify-center gap-x-8 gap-y-2 text-center">
						{(['posts', 'reels', 'satisfaction'] as const).map((stat) => (
							<li key={stat} className="text-sm text-slate-700">
								<span className="block text-2xl font-bold text-brand-700">
									{t(`billing.pricingPage.stats.${stat}.value`)}
								</span>
								{t(`billing.pricingPage.stats.${stat}.label`)}
							</li>
						))}
					</ul>
				</section>

				<section aria-labelledby="plans-title">
					<h2 id="plans-title" className="sr-only">
						{t('billing.pricingPage.plansTitle')}
					</h2>
					{mode === 'off' ? (
						<p
							role="status"
							className="mx-auto mb-6 max-w-2xl rounded-lg bg-slate-100 px-4 py-2 text-center text-sm text-slate-800"
						>
							{t('billing.offMode.pricingNote')}
						</p>
					) : null}
					{billing && mode === 'test' ? (
						<p className="mx-auto mb-6 w-fit rounded-full bg-amber-100 px-4 py-1 text-sm font-semibold text-amber-900">
							{t('billing.testMode.pricingNote')}
						</p>
					) : null}
					{billing ? (
						<PlanPicker
							current={billing.planType}
							subscription={billing.subscription}
							returnPage="pricing"
							pricedPlans={experiment?.pricedPlans}
							onToast={show}
						/>
					) : (
						<PlanCards ctaTo="/api/login" />
					)}
					<p className="mt-6 text-center text-sm text-slate-600">
						{t('billing.trustLine', { days: MONEY_BACK_DAYS })}
					</p>
				</section>

				<section
					aria-labelledby="enterprise-heading"
					className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
				>
					<div>
						<h2 id="enterprise-heading" className="text-xl font-semibold">
							{t('billing.pricingPage.enterprise.title')}
						</h2>
						<p className="mt-1 text-slate-700">{t('billing.pricingPage.enterprise.body')}</p>
					</div>
					<HoneypotProvider {...honeypot}>
						{billing ? (
							<EnterpriseDialog
								constraint={enterpriseConstraint}
								defaults={enterpriseDefaults}
								currentPlan={currentPlan}
								salesEmail={salesEmail}
								onToast={show}
							/>
						) : (
							<EnterprisePlainDialog
								constraint={enterpriseConstraint}
								defaults={enterpriseDefaults}
								currentPlan={currentPlan}
							/>
						)}
					</HoneypotProvider>
				</section>

				<section aria-labelledby="benefits-title">
					<h2 id="benefits-title" className="text-center text-2xl font-bold">
						{t('billing.pricingPage.benefits.title')}
					</h2>
					<ul className="mt-8 grid gap-6 md:grid-cols-3">
						{(['voice', 'platforms', 'flexible'] as const).map((benefit) => (
							<li key={benefit} className="card p-6">
								<h3 className="font-semibold">
									{t(`billing.pricingPage.benefits.${benefit}.title`)}
								</h3>
								<p className="mt-2 text-slate-700">
									{t(`billing.pricingPage.benefits.${benefit}.body`, { days: MONEY_BACK_DAYS })}
								</p>
							</li>
						))}
					</ul>
				</section>

				<figure className="mx-auto max-w-3xl text-center">
					<blockquote className="text-xl font-medium text-slate-900">
						<p>“{t('billing.pricingPage.testimonial.quote')}”</p>
					</blockquote>
					<figcaption className="mt-3 text-sm text-slate-600">
						{t('billing.pricingPage.testimonial.author')}
					</figcaption>
				</figure>

				<Faq title={t('billing.pricingFaq.title')} items={faq} headingId="pricing-faq" />
			</main>
			<SiteFooter />
			<Toast toast={toast} onDismiss={dismiss} dismissHref="/pricing" />
		</div>
	)
}
