import { useEffect, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/** Copies `value` to the clipboard; it needs JavaScript, so it appears only once hydrated. */
export function CopyButton({
	value,
	label,
	className = 'btn-secondary',
}: {
	value: string
	label: string
	className?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [copied, setCopied] = useState(false)
	useEffect(() => {
		if (!copied) return
		const timer = setTimeout(() => setCopied(false), 2000)
		return () => clearTimeout(timer)
	}, [copied])
	if (!hydrated) return null
	return (
		<button
			type="button"
			className={className}
			onClick={() => {
				void navigator.clipboard
					?.writeText(value)
					.then(() => setCopied(true))
					.catch(() => setCopied(false))
			}}
		>
			<span aria-live="polite">{copied ? t('mfa.copied') : label}</span>
		</button>
	)
}
