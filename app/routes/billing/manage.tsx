import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, redirect, useLoaderData, useNavigation } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { formatDay } from '#app/components/billing/plan-change-confirm.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import {
	appOrigin,
	cancelScheduledChange,
	cancelSubscription,
	portalUrl,
} from '#app/modules/billing/plan-changes.server.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/manage'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.cancel.title')

/** The cancel form (test mode; with Stripe, cancelling happens in Stripe's portal). */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const billing = await billingSummary(user.id)
	if (!billing.subscription) throw redirect('/account')
	return { billing }
}

function back(returnPage: FormDataEntryValue | null, notice: string) {
	return returnPage === 'pricing'
		? `/pricing?${new URLSearchParams({ changeCanceled: '1' })}`
		: `/account?${new URLSearchParams({ billing: notice })}#billing-title`
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const intent = form.get('intent')
	const returnPage = form.get('returnPage')
	const origin = appOrigin(request)
	switch (intent) {
		case 'cancel-change': {
			const result = await cancelScheduledChange(user)
			if (!result.ok) throw redirect(back('account', 'failed'))
			throw redirect(back(returnPage, 'change-canceled'))
		}
		case 'cancel-subscription': {
			// Stripe: its portal's cancellation flow. Test mode: our own confirmation page first.
			const portal = await portalUrl({ user, returnUrl: `${origin}/account`, flow: 'cancel' })
			if (!portal.ok) throw redirect(back('account', 'failed'))
			throw redirect(portal.url ?? '/billing/manage')
		}
		case 'confirm-cancel': {
			const result = await cancelSubscription(user)
			throw redirect(back('account', result.ok ? 'cancel-scheduled' : 'failed'))
		}
		case 'change-plan':
		case 'portal': {
			const portal = await portalUrl({ user, returnUrl: `${origin}/account` })
			if (!portal.ok) throw redirect(back('account', 'failed'))
			throw redirect(portal.url ?? '/pricing')
		}
		default:
			throw redirect('/account')
	}
}

export default function ManageBillingRoute() {
	const { t, i18n } = useTranslation()
	const { billing } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const pending = navigation.formData?.get('intent') === 'confirm-cancel'
	const plan = plans[billing.planType]
	const subscription = billing.subscription
	const date = subscription ? formatDay(subscription.currentPeriodEnd, i18n.language) : ''
	return (
		<AppPage
			title={t('billing.cancel.title')}
			back={{ to: '/account', label: t('billing.cancel.back') }}
			width="max-w-2xl"
		>
			<section className="card space-y-4 p-6" aria-labelledby="cancel-heading">
				<h2 id="cancel-heading" className="text-lg font-semibold">
					{t('billing.cancel.heading', { plan: t(plan.nameKey) })}
				</h2>
				{subscription?.cancelAtPeriodEnd ? (
					<p role="status">{t('billing.account.endsOn', { date })}</p>
				) : (
					<>
						<p className="text-slate-700">
							{t('billing.cancel.body', { plan: t(plan.nameKey), date })}
						</p>
						<p className="text-sm text-slate-600">{t('billing.change.cancelBefore')}</p>
						<Form
							method="post"
							className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start"
						>
							<button
								type="submit"
								name="intent"
								value="confirm-cancel"
								className="btn bg-red-700 text-white hover:bg-red-800"
								disabled={pending}
							>
								{pending ? t('billing.processing') : t('billing.cancel.confirm')}
							</button>
							<Link to="/account" className="btn-ghost">
								{t('billing.cancel.keep', { plan: t(plan.nameKey) })}
							</Link>
						</Form>
					</>
				)}
			</section>
		</AppPage>
	)
}
