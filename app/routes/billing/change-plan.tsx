import { useTranslation } from '#app/modules/i18n/react.tsx'
import {
	data,
	Form,
	Link,
	redirect,
	useActionData,
	useLoaderData,
	useNavigation,
} from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import {
	confirmLabel,
	planChangeTitle,
	PlanChangeSummary,
} from '#app/components/billing/plan-change-confirm.tsx'
import type { ChangePlanActionData } from '#app/components/billing/plan-picker.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { billingErrors } from '#app/modules/billing/billing-errors.ts'
import { appOrigin, changePlan } from '#app/modules/billing/plan-changes.server.ts'
import {
	getPlan,
	isBillingInterval,
	isPaidPlanId,
	isPlanId,
	planChangeKind,
	type PlanId,
} from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { offerFor } from '#app/modules/experiments/experiment-state.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/change-plan'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.change.pageTitle')

function readChoice(params: URLSearchParams | FormData) {
	const plan = params.get('plan')
	const interval = params.get('interval') ?? params.get('billing-period')
	return {
		plan: isPlanId(plan) ? plan : null,
		interval: isBillingInterval(interval) ? interval : ('monthly' as const),
		returnPage:
			params.get('returnPage') === 'pricing' ? ('pricing' as const) : ('upgrade' as const),
	}
}

/** The confirmation page: where the plan picker goes without JavaScript, and where links land. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const choice = readChoice(new URL(request.url).searchParams)
	const billing = await billingSummary(user.id)
	if (!choice.plan || planChangeKind(billing.planType, choice.plan) === 'current') {
		throw redirect('/pricing')
	}
	return {
		details: {
			current: billing.planType,
			target: choice.plan,
			interval: choice.interval,
			periodEnd: billing.subscription?.currentPeriodEnd ?? null,
			subscribed: Boolean(billing.subscription),
			price:
				isPaidPlanId(choice.plan) && !billing.subscription
					? (await offerFor(user.id, choice.plan, choice.interval))?.amount
					: undefined,
		},
		returnPage: choice.returnPage,
		mode: billing.mode,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const choice = readChoice(form)
	const expected = form.get('expectedCurrent')
	const withJs = form.get('js') === '1'
	const change =
		choice.plan && planChangeKind(getPlan(user.planType).id, choice.plan) === 'downgrade'
			? ('downgrade' as const)
			: ('upgrade' as const)
	const result = choice.plan
		? await changePlan({
				user,
				target: choice.plan,
				interval: choice.interval,
				origin: appOrigin(request),
				returnPage: choice.returnPage,
				expectedCurrent: isPlanId(expected) ? (expected as PlanId) : undefined,
			})
		: ({ ok: false, code: 'INVALID_PLAN' } as const)
	if (!result.ok) {
		const failure = billingErrors[result.code]
		return data(
			{ ok: false, change, messageKey: failure.messageKey } satisfies ChangePlanActionData,
			{ status: failure.status },
		)
	}
	switch (result.kind) {
		case 'checkout':
			throw redirect(result.url)
		case 'upgraded':
			throw redirect(choice.returnPage === 'pricing' ? '/pricing?success=1' : '/upgrade-success')
		case 'downgrade-scheduled':
			if (withJs) {
				return data({
					ok: true,
					kind: 'downgrade-scheduled',
					plan: result.plan,
				} satisfies ChangePlanActionData)
			}
			throw redirect(`/pricing?${new URLSearchParams({ downgraded: result.plan })}`)
	}
}

export default function ChangePlanRoute() {
	const { t } = useTranslation()
	const { details, returnPage, mode } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const pending = navigation.formData?.get('plan') === details.target
	const upgrade = planChangeKind(details.current, details.target) === 'upgrade'
	return (
		<AppPage
			title={planChangeTitle(details, t)}
			back={{ to: '/pricing', label: t('billing.change.backToPlans') }}
			width="max-w-2xl"
		>
			<section className="card space-y-5 p-6" aria-label={planChangeTitle(details, t)}>
				{actionData && !actionData.ok ? (
					<FormAlert
						title={
							actionData.change === 'downgrade'
								? t('billing.toast.downgradeFailed')
								: t('billing.toast.upgradeFailed')
						}
					>
						{t(actionData.messageKey)}
					</FormAlert>
				) : null}
				<PlanChangeSummary details={details} />
				{upgrade && !details.subscribed && mode === 'test' ? (
					<p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
						{t('billing.testMode.checkoutNote')}
					</p>
				) : null}
				<Form method="post" className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
					<input type="hidden" name="plan" value={details.target} />
					<input type="hidden" name="interval" value={details.interval} />
					<input type="hidden" name="returnPage" value={returnPage} />
					<input type="hidden" name="expectedCurrent" value={details.current} />
					<button
						type="submit"
						className={upgrade ? 'btn-primary' : 'btn-secondary'}
						disabled={pending}
					>
						{pending ? t('billing.processing') : confirmLabel(details, t)}
					</button>
					<Link to="/pricing" className="btn-ghost">
						{t('billing.change.keep')}
					</Link>
				</Form>
			</section>
		</AppPage>
	)
}
