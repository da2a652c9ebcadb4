import { useTranslation } from '#app/modules/i18n/react.tsx'
import { UNLIMITED } from '#app/modules/billing/plans.ts'

/** A usage bar capped at 100%: yellow from 80%, red at the limit (SPEC §4). */
export function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
	const { t } = useTranslation()
	const unlimited = limit === UNLIMITED
	const ratio = unlimited || limit <= 0 ? 0 : used / limit
	const percent = Math.min(100, Math.round(ratio * 100))
	const color = ratio >= 1 ? 'bg-red-600' : ratio >= 0.8 ? 'bg-amber-500' : 'bg-brand-600'
	const valueText = unlimited
		? t('usage.unlimitedValue', { used })
		: t('usage.value', { used, limit })
	return (
		<div>
			<div className="flex justify-between text-sm">
				<span className="font-medium">{label}</span>
				<span className="text-slate-700">{valueText}</span>
			</div>
			<div
				role="progressbar"
				aria-label={label}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={percent}
				aria-valuetext={valueText}
				className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
			>
				<div className={`h-full ${color}`} style={{ width: `${percent}%` }} />
			</div>
		</div>
	)
}
