import { useTranslation } from '#app/modules/i18n/react.tsx'
import { counterLevel } from '#app/modules/generation/generation-limits.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

const levelClass = {
	normal: 'text-slate-600',
	warning: 'text-amber-700',
	danger: 'text-red-700',
} as const

/** Live count with the yellow/red thresholds of SPEC §5; a static maximum without JavaScript. */
export function CharacterCounter({ id, count, max }: { id: string; count: number; max: number }) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	if (!hydrated) {
		return (
			<p id={id} className="text-sm text-slate-600">
				{t('generate.counterMax', { max })}
			</p>
		)
	}
	const level = counterLevel(count, max)
	return (
		<p id={id} className={`text-sm tabular-nums ${levelClass[level]}`} data-level={level}>
			{t('generate.counter', { count, max })}
		</p>
	)
}
