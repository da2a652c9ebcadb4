import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/** Copies text to the clipboard; shows "Copied!" for 2 s, or "Copy Failed". Needs JavaScript. */
export function CopyButton({
	getText,
	label,
	className = 'btn-secondary',
}: {
	getText: () => string
	label?: string
	className?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])
	if (!hydrated) return null
	async function copy() {
		clearTimeout(timer.current)
		try {
			await navigator.clipboard.writeText(getText())
			setState('copied')
		} catch {
			setState('failed')
		}
		timer.current = setTimeout(() => setState('idle'), 2000)
	}
	return (
		<span className="inline-flex items-center gap-2">
			<button type="button" className={className} onClick={copy}>
				{state === 'copied' ? t('results.copied') : (label ?? t('results.copy'))}
			</button>
			<span role="status" className={state === 'failed' ? 'text-sm text-red-700' : 'sr-only'}>
				{state === 'failed'
					? `${t('results.copyFailedTitle')}: ${t('results.copyFailed')}`
					: state === 'copied'
						? t('results.copied')
						: ''}
			</span>
		</span>
	)
}
