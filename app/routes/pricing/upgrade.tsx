import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLoaderData } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { Faq } from '#app/components/billing/faq.tsx'
import { PlanPicker } from '#app/components/billing/plan-picker.tsx'
import { Toast, useToast } from '#app/components/billing/toast.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { formatPrice } from '#app/modules/billing/format.ts'
import { byokPlan, MONEY_BACK_DAYS } from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/upgrade'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.upgradePage.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { billing: await billingSummary(user.id) }
}

/** SPEC §2 /upgrade: Starter and Pro, the "Coming Soon" BYOK card, and an FAQ. */
export default function UpgradeRoute() {
	const { t, i18n } = useTranslation()
	const { billing } = useLoaderData<typeof loader>()
	const { toast, show, dismiss } = useToast(null)
	const faq = (['refund', 'reset', 'byok'] as const).map((key) => ({
		question: t(`billing.upgradePage.faq.${key}.q`),
		answer: t(`billing.upgradePage.faq.${key}.a`, {
			days: MONEY_BACK_DAYS,
			price: formatPrice(byokPlan.monthlyPrice, i18n.language),
		}),
	}))
	return (
		<AppPage
			title={t('billing.upgradePage.title')}
			back={{ to: '/', label: t('common.backToDashboard') }}
			width="max-w-6xl"
		>
			<p className="text-slate-700">{t('billing.upgradePage.subtitle')}</p>
			<PlanPicker
				current={billing.planType}
				subscription={billing.subscription}
				returnPage="upgrade"
				planIds={['starter', 'creator_pro']}
				onToast={show}
			>
				<ByokCard />
			</PlanPicker>
			<p className="text-center text-sm text-slate-600">
				{t('billing.trustLine', { days: MONEY_BACK_DAYS })}
			</p>
			<div className="pt-6">
				<Faq title={t('billing.upgradePage.faq.title')} items={faq} headingId="upgrade-faq" />
			</div>
			<Toast toast={toast} onDismiss={dismiss} />
		</AppPage>
	)
}

function ByokCard() {
	const { t, i18n } = useTranslation()
	return (
		<li className="card relative flex flex-col border-dashed p-6" data-plan="byok">
			<span className="absolute -top-3 left-6 rounded-full bg-slate-800 px-3 py-0.5 text-xs font-semibold text-white">
				{t('billing.byok.badge')}
			</span>
			<h3 className="text-lg font-semibold">{t('billing.byok.name')}</h3>
			<p className="mt-1 text-sm text-slate-600">{t('billing.byok.description')}</p>
			<p className="mt-4">
				<span className="text-4xl font-bold">
					{formatPrice(byokPlan.monthlyPrice, i18n.language)}
				</span>
				<span className="text-slate-600">{t('pricing.perMonth')}</span>
			</p>
			<p className="mt-1 text-sm text-slate-600">{t('billing.byok.plusCosts')}</p>
			<ul className="mt-6 space-y-2 text-sm">
				{(['unlimited', 'anyProvider', 'keyEncrypted'] as const).map((feature) => (
					<li key={feature} className="flex gap-2">
						<span aria-hidden="true">✓</span>
						<span>{t(`billing.byok.features.${feature}`)}</span>
					</li>
				))}
			</ul>
			<button type="button" disabled className="btn-secondary mt-6">
				{t('billing.byok.badge')}
			</button>
		</li>
	)
}
