import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useFetcher, useRevalidator } from 'react-router'
import { PlanCards } from '#app/components/plan-cards.tsx'
import {
	periodPrice,
	planChangeKind,
	planList,
	plans,
	type BillingInterval,
	type Plan,
	type PlanId,
} from '#app/modules/billing/plans.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import {
	confirmLabel,
	formatDay,
	planChangeTitle,
	PlanChangeSummary,
	type PlanChangeDetails,
} from './plan-change-confirm.tsx'
import type { ToastMessage } from './toast.tsx'

export type PickerSubscription = {
	interval: BillingInterval
	currentPeriodEnd: string
	cancelAtPeriodEnd: boolean
	scheduledPlan: PlanId | null
} | null

/** What /billing/change-plan answers a JavaScript submission with. */
export type ChangePlanActionData =
	| { ok: true; kind: 'downgrade-scheduled'; plan: PlanId }
	| { ok: false; change: 'upgrade' | 'downgrade'; messageKey: string }

/**
 * SPEC §2 plan picker: every plan classed current, upgrade or downgrade by plan order. Without
 * JavaScript the buttons submit a GET to /billing/change-plan, a confirmation page; with it the
 * same confirmation opens in a dialog and posts from there.
 */
export function PlanPicker({
	current,
	subscription,
	returnPage,
	planIds,
	pricedPlans,
	onToast,
	children,
}: {
	current: PlanId
	subscription: PickerSubscription
	returnPage: 'pricing' | 'upgrade'
	planIds?: ReadonlyArray<PlanId>
	/** The plans with a live pricing experiment's prices (app/modules/experiments). */
	pricedPlans?: ReadonlyArray<Plan>
	onToast: (toast: ToastMessage) => void
	children?: React.ReactNode
}) {
	const { t, i18n } = useTranslation()
	const hydrated = useHydrated()
	const [choice, setChoice] = useState<PlanChangeDetails | null>(null)
	const fetcher = useFetcher<ChangePlanActionData>({ key: 'plan-change' })
	const inFlight = fetcher.state !== 'idle' ? String(fetcher.formData?.get('plan') ?? '') : null
	const priced = pricedPlans ?? planList
	const shown = (planIds ?? priced.map((plan) => plan.id)).map(
		(id) => priced.find((plan) => plan.id === id) ?? plans[id],
	)
	const revalidator = useRevalidator()
	const handled = useRef<unknown>(fetcher.data)

	useEffect(() => {
		const result = fetcher.data
		if (fetcher.state !== 'idle' || !result || handled.current === result) return
		handled.current = result
		if (result.ok) {
			setChoice(null)
			onToast({
				title: t('billing.toast.downgradeScheduled.title'),
				description: t('billing.toast.downgradeScheduled.body', {
					plan: t(plans[result.plan].nameKey),
				}),
			})
			// SPEC §4: the page reloads after 1 s. Its data does; the toast stays up.
			setTimeout(() => void revalidator.revalidate(), 1000)
			return
		}
		onToast({
			variant: 'destructive',
			title:
				result.change === 'downgrade'
					? t('billing.toast.downgradeFailed')
					: t('billing.toast.upgradeFailed'),
			description: t(result.messageKey),
		})
	}, [fetcher.state, fetcher.data, onToast, revalidator, t])

	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		if (!(submitter instanceof HTMLButtonElement) || submitter.name !== 'plan') return
		event.preventDefault()
		const form = new FormData(event.currentTarget)
		const interval = form.get('billing-period') === 'annual' ? 'annual' : 'monthly'
		const target = shown.find((plan) => plan.id === submitter.value)
		setChoice({
			current,
			target: submitter.value as PlanId,
			interval,
			price: target ? periodPrice(target, interval) : undefined,
			periodEnd: subscription?.currentPeriodEnd ?? null,
			subscribed: Boolean(subscription),
		})
	}

	function cta(plan: Plan) {
		const kind = planChangeKind(current, plan.id)
		const name = t(plan.nameKey)
		if (kind === 'current') {
			return (
				<button type="button" disabled className="btn-secondary mt-6">
					{t('billing.picker.current')}
				</button>
			)
		}
		if (subscription?.scheduledPlan === plan.id) {
			return (
				<button
					type="submit"
					formMethod="post"
					formAction="/billing/manage"
					name="intent"
					value="cancel-change"
					className="btn-secondary mt-6"
				>
					{t('billing.picker.cancelDowngrade')}
				</button>
			)
		}
		return (
			<button
				type="submit"
				name="plan"
				value={plan.id}
				data-track={kind === 'upgrade' ? 'upgrade_button_clicked' : 'feature_used'}
				data-track-label={kind === 'upgrade' ? plan.id : `downgrade:${plan.id}`}
				className={`mt-6 ${kind === 'upgrade' ? 'btn-primary' : 'btn-secondary'}`}
				disabled={inFlight === plan.id}
			>
				{inFlight === plan.id
					? t('billing.processing')
					: kind === 'upgrade'
						? t('billing.picker.upgrade', { plan: name })
						: t('billing.picker.downgrade', { plan: name })}
			</button>
		)
	}

	function note(plan: Plan) {
		if (plan.id === current) {
			return (
				<p className="mt-2 text-sm font-semibold text-brand-700">{t('billing.picker.yourPlan')}</p>
			)
		}
		if (subscription?.scheduledPlan === plan.id) {
			return (
				<p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900">
					{t('billing.picker.startsOn', {
						date: formatDay(subscription.currentPeriodEnd, i18n.language),
					})}
				</p>
			)
		}
		return null
	}

	return (
		<>
			<Form method="get" action="/billing/change-plan" onSubmit={hydrated ? onSubmit : undefined}>
				<input type="hidden" name="returnPage" value={returnPage} />
				<PlanCards plans={shown} cta={cta} note={note}>
					{children}
				</PlanCards>
			</Form>
			{choice ? (
				<PlanChangeDialog
					details={choice}
					returnPage={returnPage}
					fetcher={fetcher}
					onClose={() => setChoice(null)}
				/>
			) : null}
		</>
	)
}

function PlanChangeDialog({
	details,
	returnPage,
	fetcher,
	onClose,
}: {
	details: PlanChangeDetails
	returnPage: string
	fetcher: ReturnType<typeof useFetcher<ChangePlanActionData>>
	onClose: () => void
}) {
	const { t } = useTranslation()
	const dialog = useRef<HTMLDialogElement>(null)
	const pending = fetcher.state !== 'idle'
	const kind = planChangeKind(details.current, details.target)

	useEffect(() => {
		const element = dialog.current
		if (element && !element.open) element.showModal()
	}, [])

	const title = planChangeTitle(details, t)
	return (
		<dialog
			ref={dialog}
			aria-labelledby="plan-change-title"
			onClose={onClose}
			className="fixed inset-0 z-40 m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
		>
			<h2 id="plan-change-title" className="text-xl font-bold">
				{title}
			</h2>
			<div className="mt-3">
				<PlanChangeSummary details={details} />
			</div>
			<fetcher.Form method="post" action="/billing/change-plan" className="mt-6">
				<input type="hidden" name="plan" value={details.target} />
				<input type="hidden" name="interval" value={details.interval} />
				<input type="hidden" name="returnPage" value={returnPage} />
				<input type="hidden" name="expectedCurrent" value={details.current} />
				<input type="hidden" name="js" value="1" />
				<div className="flex flex-col gap-2 sm:flex-row-reverse">
					<button
						type="submit"
						className={kind === 'upgrade' ? 'btn-primary' : 'btn-secondary'}
						disabled={pending}
					>
						{pending ? t('billing.processing') : confirmLabel(details, t)}
					</button>
					<button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
						{t('billing.change.keep')}
					</button>
				</div>
			</fetcher.Form>
		</dialog>
	)
}
