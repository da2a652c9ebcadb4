import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { Toast, useToast } from '#app/components/billing/toast.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { formatAllowance } from '#app/modules/billing/format.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/upgrade-success'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.success.title')

/**
 * Where checkout returns after paying. It only reads: the plan was (or is about to be) changed
 * by the provider's event, never by arriving here.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const billing = await billingSummary(user.id)
	return { planType: billing.planType, mode: billing.mode }
}

export default function UpgradeSuccessRoute() {
	const { t } = useTranslation()
	const { planType, mode } = useLoaderData<typeof loader>()
	const plan = plans[planType]
	// Only a paid plan that is really active is celebrated: arriving here proves nothing.
	const active = planType !== 'starter'
	const confirming = !active && mode === 'stripe'
	const { toast, dismiss } = useToast(
		active
			? { title: t('billing.success.toastTitle'), description: t('billing.success.toastBody') }
			: null,
	)
	return (
		<AppPage
			title={active ? t('billing.success.title') : t('billing.success.pendingTitle')}
			back={{ to: '/', label: t('common.backToDashboard') }}
			width="max-w-2xl"
		>
			<section className="card space-y-4 p-6" aria-labelledby="success-heading" data-plan={plan.id}>
				{active ? (
					<>
						<h2 id="success-heading" className="text-xl font-semibold">
							{t('billing.success.heading')}
						</h2>
						<ul className="list-inside list-disc space-y-1 text-slate-700">
							<li>{t('billing.success.processed')}</li>
							<li>{t('billing.success.limits')}</li>
							<li>{t('billing.success.features')}</li>
							<li>{t('billing.success.receipt')}</li>
						</ul>
						<p className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
							{t('billing.success.nowOn', {
								plan: t(plan.nameKey),
								allowance: formatAllowance(plan.limits, t),
							})}
						</p>
					</>
				) : (
					<>
						<h2 id="success-heading" className="text-xl font-semibold">
							{confirming
								? t('billing.success.confirmingHeading')
								: t('billing.success.notActiveHeading')}
						</h2>
						<p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
							{confirming ? (
								<>
									{t('billing.success.confirming')}{' '}
									<Link to="/upgrade-success" className="font-semibold underline">
										{t('billing.success.refresh')}
									</Link>
								</>
							) : (
								t('billing.success.notActive')
							)}
						</p>
					</>
				)}
				<div className="flex flex-wrap gap-2">
					<Link to="/" className="btn-primary">
						{t('billing.success.startCreating')}
					</Link>
					<Link to="/pricing" className={active ? 'btn-secondary' : 'btn-primary'}>
						{active ? t('billing.success.viewPlan') : t('billing.success.seePlans')}
					</Link>
				</div>
			</section>
			<Toast toast={toast} onDismiss={dismiss} />
		</AppPage>
	)
}
