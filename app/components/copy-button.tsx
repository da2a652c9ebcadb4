import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/**
 * Copies text to the clipboard; shows "Copied!" for 2 s, or "Copy Failed". Needs JavaScript.
 * A `getWarning` message (the copied text still needs a fix) is shown longer, after the copy.
 */
export function CopyButton({
	getText,
	getWarning,
	label,
	className = 'btn-secondary',
}: {
	getText: () => string
	getWarning?: (text: string) => string | null
	label?: string
	className?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
	const [warning, setWarning] = useState<string | null>(null)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])
	if (!hydrated) return null
	async function copy() {
		clearTimeout(timer.current)
		const text = getText()
		const copiedWarning = getWarning?.(text) ?? null
		try {
			await navigator.clipboard.writeText(text)
			setState('copied')
			setWarning(copiedWarning)
		} catch {
			setState('failed')
			setWarning(null)
		}
		timer.current = setTimeout(
			() => {
				setState('idle')
				setWarning(null)
			},
			copiedWarning ? 8000 : 2000,
		)
	}
	return (
		<span className="inline-flex items-center gap-2">
			<button type="button" className={className} onClick={copy} data-track="content_copied">
				{state === 'copied' ? t('results.copied') : (label ?? t('results.copy'))}
			</button>
			<span
				role="status"
				className={
					state === 'failed'
						? 'text-sm text-red-700'
						: warning
							? 'text-sm font-medium text-amber-800'
							: 'sr-only'
				}
			>
				{state === 'failed'
					? `${t('results.copyFailedTitle')}: ${t('results.copyFailed')}`
					: warning
						? warning
						: state === 'copied'
							? t('results.copied')
							: ''}
			</span>
		</span>
	)
}
