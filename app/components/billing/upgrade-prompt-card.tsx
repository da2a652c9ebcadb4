import { useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useFetcher } from 'react-router'
import { formatAllowance, formatPrice } from '#app/modules/billing/format.ts'
import { annualSavingPercent, plans, type PlanId } from '#app/modules/billing/plans.ts'
import {
	isPromptDismissed,
	upgradePromptFor,
	type UsageKinds,
	type Urgency,
} from '#app/modules/billing/upgrade-prompt.ts'

const urgencyStyles: Record<Urgency, string> = {
	low: 'border-brand-200 bg-brand-50',
	medium: 'border-amber-300 bg-amber-50',
	high: 'border-red-300 bg-red-50',
}

/**
 * The dashboard's upgrade prompt (SPEC §4). "Dismiss" is a form: without JavaScript it posts and
 * comes back; with it the card hides at once. Either way a session cookie remembers it.
 */
export function UpgradePromptCard({
	planType,
	usage,
	dismissed,
}: {
	planType: PlanId
	usage: UsageKinds
	dismissed: Urgency | null
}) {
	const { t, i18n } = useTranslation()
	const fetcher = useFetcher({ key: 'dismiss-upgrade-prompt' })
	const [hidden, setHidden] = useState(false)
	const prompt = upgradePromptFor(planType, usage)
	if (!prompt || hidden || isPromptDismissed(prompt, dismissed)) return null
	const target = plans[prompt.target]
	const name = t(target.nameKey)
	const saving = annualSavingPercent(target)
	return (
		<section
			aria-labelledby="upgrade-prompt-title"
			data-urgency={prompt.urgency}
			data-plan={target.id}
			data-track-view="upgrade_prompt_viewed"
			data-track-label={prompt.urgency}
			className={`rounded-2xl border p-6 ${urgencyStyles[prompt.urgency]}`}
		>
			<h2 id="upgrade-prompt-title" className="text-lg font-semibold">
				{t(`billing.prompt.title.${prompt.urgency}`, {
					kind: t(`billing.prompt.kind.${prompt.kind}`),
					percent: prompt.percent,
				})}
			</h2>
			<p className="mt-1 text-slate-800">
				{t('billing.prompt.body', { plan: name, allowance: formatAllowance(target.limits, t) })}
			</p>
			{saving > 0 ? (
				<p className="mt-1 text-sm text-slate-700">
					{t('billing.prompt.annual', { percent: saving })}
				</p>
			) : null}
			<div className="mt-4 flex flex-wrap items-center gap-2">
				<Link
					to={`/billing/change-plan?${new URLSearchParams({ plan: target.id, returnPage: 'upgrade' })}`}
					className="btn-primary"
					data-track="upgrade_prompt_clicked"
					data-track-label={target.id}
				>
					{t('billing.prompt.cta', {
						plan: name,
						price: formatPrice(target.monthlyPrice, i18n.language),
					})}
				</Link>
				<fetcher.Form
					method="post"
					action="/billing/dismiss-prompt"
					onSubmit={() => setHidden(true)}
				>
					<input type="hidden" name="urgency" value={prompt.urgency} />
					<button type="submit" className="btn-ghost">
						{t('billing.prompt.dismiss')}
					</button>
				</fetcher.Form>
			</div>
		</section>
	)
}
