import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLoaderData } from 'react-router'
import { PlanPicker } from '#app/components/billing/plan-picker.tsx'
import { Toast, useToast } from '#app/components/billing/toast.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { pricingVariantFor } from '#app/modules/experiments/experiment-state.server.ts'
import { pricedPlanList } from '#app/modules/experiments/variant-pricing.ts'
import { prisma } from '#app/utils/db.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/upgrade-test'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.upgradeTest.title')

/**
 * The upgrade/downgrade flow test: the real plan picker (through the configured payment
 * provider), the plan and subscription as the server holds them, and what was recorded.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const [billing, live, billingEvents, checkoutEvents] = await Promise.all([
		billingSummary(user.id),
		pricingVariantFor(user.id),
		prisma.billingEvent.findMany({
			where: { userId: user.id },
			orderBy: { processedAt: 'desc' },
			take: 10,
			select: { type: true, provider: true, processedAt: true },
		}),
		prisma.analyticsEvent.findMany({
			where: { userId: user.id, name: { in: ['checkout_started', 'checkout_successful'] } },
			orderBy: { createdAt: 'desc' },
			take: 10,
			select: { name: true, label: true, value: true, createdAt: true },
		}),
	])
	return {
		billing,
		pricedPlans: live ? pricedPlanList(live.variant) : null,
		log: [
			...billingEvents.map((event) => ({
				at: event.processedAt.toISOString(),
				what: `${event.provider}: ${event.type}`,
			})),
			...checkoutEvents.map((event) => ({
				at: event.createdAt.toISOString(),
				what: `${event.name} ${event.label ?? ''} ${event.value ?? ''}`.trim(),
			})),
		].sort((a, b) => b.at.localeCompare(a.at)),
	}
}

export default function UpgradeTestRoute() {
	const { t, i18n } = useTranslation()
	const { billing, pricedPlans, log } = useLoaderData<typeof loader>()
	const { toast, show, dismiss } = useToast(null)
	const time = (iso: string) =>
		new Intl.DateTimeFormat(i18n.language, {
			dateStyle: 'medium',
			timeStyle: 'medium',
			timeZone: 'UTC',
		}).format(new Date(iso))
	return (
		<DemoPage
			title={t('growth.upgradeTest.heading')}
			intro={t('growth.upgradeTest.intro')}
			width="max-w-6xl"
		>
			<section aria-labelledby="state-title" className="card space-y-1 p-6">
				<h2 id="state-title" className="text-lg font-semibold">
					{t('growth.upgradeTest.state')}
				</h2>
				<p>
					{t('growth.upgradeTest.plan')}: <strong>{t(plans[billing.planType].nameKey)}</strong>
				</p>
				<p>
					{t('growth.upgradeTest.mode')}:{' '}
					<strong>{t(`growth.upgradeTest.modes.${billing.mode}`)}</strong>
				</p>
				<p>
					{t('growth.upgradeTest.subscription')}:{' '}
					{billing.subscription
						? `${billing.subscription.status} · ${billing.subscription.interval}${billing.subscription.scheduledPlan ? ` → ${billing.subscription.scheduledPlan}` : ''}`
						: t('growth.experiments.none')}
				</p>
			</section>
			<PlanPicker
				current={billing.planType}
				subscription={billing.subscription}
				returnPage="upgrade"
				pricedPlans={pricedPlans ?? undefined}
				onToast={show}
			/>
			<section aria-labelledby="log-title" className="card space-y-2 p-6">
				<h2 id="log-title" className="text-lg font-semibold">
					{t('growth.upgradeTest.log')}
				</h2>
				{log.length === 0 ? (
					<p className="text-slate-600">{t('growth.upgradeTest.empty')}</p>
				) : (
					<ol className="space-y-1 font-mono text-xs">
						{log.map((entry, index) => (
							<li key={`${entry.at}-${index}`}>
								<time dateTime={entry.at}>{time(entry.at)}</time> — {entry.what}
							</li>
						))}
					</ol>
				)}
			</section>
			<Toast toast={toast} onDismiss={dismiss} />
		</DemoPage>
	)
}
