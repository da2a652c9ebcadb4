import { useEffect, useRef } from 'react'

/**
 * A menu in the top bar: a <details> disclosure, so it opens and closes with the keyboard and
 * without JavaScript. With JavaScript it also closes on Escape (focus goes back to its button),
 * on a click or tap outside it, and once one of its links is followed.
 */
export function HeaderMenu({
	summary,
	label,
	children,
	panelClassName = 'w-72',
}: {
	summary: React.ReactNode
	label: string
	children: React.ReactNode
	panelClassName?: string
}) {
	const details = useRef<HTMLDetailsElement>(null)
	useEffect(() => {
		const element = details.current
		if (!element) return
		const close = () => {
			element.open = false
		}
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape' || !element.open) return
			close()
			element.querySelector('summary')?.focus()
		}
		const onPointerDown = (event: PointerEvent) => {
			if (element.open && !element.contains(event.target as Node)) close()
		}
		const onClick = (event: MouseEvent) => {
			if ((event.target as Element | null)?.closest('a')) close()
		}
		document.addEventListener('keydown', onKeyDown)
		document.addEventListener('pointerdown', onPointerDown)
		element.addEventListener('click', onClick)
		return () => {
			document.removeEventListener('keydown', onKeyDown)
			document.removeEventListener('pointerdown', onPointerDown)
			element.removeEventListener('click', onClick)
		}
	}, [])
	return (
		<details ref={details} className="relative">
			<summary className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 [&::-webkit-details-marker]:hidden">
				{summary}
				<span className="sr-only">{label}</span>
			</summary>
			<div
				className={`absolute right-0 z-20 mt-2 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-lg ${panelClassName}`}
			>
				{children}
			</div>
		</details>
	)
}
