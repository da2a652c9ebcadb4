import type { Translate } from '#app/modules/i18n/translator.ts'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { formatAllowance, formatPrice } from '#app/modules/billing/format.ts'
import {
	MONEY_BACK_DAYS,
	periodPrice,
	planChangeKind,
	plans,
	type BillingInterval,
	type PlanId,
} from '#app/modules/billing/plans.ts'

export type PlanChangeDetails = {
	current: PlanId
	target: PlanId
	interval: BillingInterval
	/** End of the current paid period (ISO), when there is one. */
	periodEnd: string | null
	/** True when the user has a subscription to change in place (no checkout). */
	subscribed: boolean
	/** The period's price when a live pricing experiment shows another one. */
	price?: number
}

export function formatDay(iso: string, locale: string) {
	return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
		new Date(iso),
	)
}

/** What a plan change will do, in words: the body of the dialog and of the no-JS confirm page. */
export function PlanChangeSummary({ details }: { details: PlanChangeDetails }) {
	const { t, i18n } = useTranslation()
	const target = plans[details.target]
	const current = plans[details.current]
	const kind = planChangeKind(details.current, details.target)
	const targetName = t(target.nameKey)
	const limits = t('billing.change.limits', { allowance: formatAllowance(target.limits, t) })
	const price = formatPrice(details.price ?? periodPrice(target, details.interval), i18n.language)
	const periodEnd = details.periodEnd ? formatDay(details.periodEnd, i18n.language) : null
	if (kind === 'upgrade') {
		return (
			<div className="space-y-3 text-slate-700" data-plan={target.id}>
				<p>
					{details.subscribed
						? t('billing.change.upgradeNow', { plan: targetName })
						: t(
								details.interval === 'annual'
									? 'billing.change.checkoutAnnual'
									: 'billing.change.checkoutMonthly',
								{ plan: targetName, price },
							)}
				</p>
				<p>{limits}</p>
				<p className="text-sm text-slate-600">
					{t('billing.change.moneyBack', { days: MONEY_BACK_DAYS })}
				</p>
			</div>
		)
	}
	return (
		<div className="space-y-3 text-slate-700" data-plan={target.id}>
			<p>
				{periodEnd
					? t('billing.change.downgradeOn', { plan: targetName, date: periodEnd })
					: t('billing.change.downgradeAtEnd', { plan: targetName })}
			</p>
			<p>{t('billing.change.keepUntil', { plan: t(current.nameKey) })}</p>
			<p>{t('billing.change.afterDowngrade', { limits })}</p>
			<p className="text-sm text-slate-600">{t('billing.change.cancelBefore')}</p>
		</div>
	)
}

export function planChangeTitle(details: PlanChangeDetails, t: Translate) {
	const name = t(plans[details.target].nameKey)
	return planChangeKind(details.current, details.target) === 'upgrade'
		? t('billing.change.upgradeTitle', { plan: name })
		: t('billing.change.downgradeTitle', { plan: name })
}

export function confirmLabel(details: PlanChangeDetails, t: Translate) {
	if (planChangeKind(details.current, details.target) !== 'upgrade') {
		return t('billing.change.confirmDowngrade')
	}
	return details.subscribed ? t('billing.change.confirmUpgrade') : t('billing.change.toCheckout')
}
