import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { Toast, useToast } from '#app/components/billing/toast.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, plans } from '#app/modules/billing/plans.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/upgrade-cancel'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.canceledPage.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { planType: getPlan(user.planType).id }
}

export default function UpgradeCancelRoute() {
	const { t } = useTranslation()
	const { planType } = useLoaderData<typeof loader>()
	const { toast, dismiss } = useToast({
		variant: 'destructive',
		title: t('billing.toast.canceledTitle'),
		description: t('billing.toast.canceledBody'),
	})
	return (
		<AppPage
			title={t('billing.canceledPage.title')}
			back={{ to: '/', label: t('common.backToDashboard') }}
			width="max-w-2xl"
		>
			<section className="card space-y-4 p-6" aria-labelledby="cancel-heading">
				<h2 id="cancel-heading" className="text-xl font-semibold">
					{t('billing.canceledPage.heading')}
				</h2>
				<ul className="list-inside list-disc space-y-1 text-slate-700">
					<li>{t('billing.canceledPage.noCharge')}</li>
					<li>{t('billing.canceledPage.unchanged', { plan: t(plans[planType].nameKey) })}</li>
					<li>{t('billing.canceledPage.later')}</li>
				</ul>
				<div className="flex flex-wrap gap-2">
					<Link to="/" className="btn-primary">
						{planType === 'starter'
							? t('billing.canceledPage.continueFree')
							: t('billing.canceledPage.continue')}
					</Link>
					<Link to="/pricing" className="btn-secondary">
						{t('billing.canceledPage.viewPlans')}
					</Link>
				</div>
			</section>
			<Toast toast={toast} onDismiss={dismiss} />
		</AppPage>
	)
}
