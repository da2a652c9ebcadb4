import { useTranslation } from '#app/modules/i18n/react.tsx'
import type { PlanId } from '#app/modules/billing/plans.ts'

const styles: Record<PlanId, string> = {
	starter: 'bg-slate-100 text-slate-700',
	creator_pro: 'bg-brand-100 text-brand-700',
	agency: 'bg-amber-100 text-amber-800',
}

export function PlanBadge({ planType }: { planType: PlanId }) {
	const { t } = useTranslation()
	return (
		<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${styles[planType]}`}>
			{t(`plans.${planType}.badgeShort`)}
		</span>
	)
}
