import { useEffect, useRef } from 'react'
/** A form's alert: what went wrong, above the fields (announced when it appears). */
export function FormAlert({ title, children }: { title: string; children?: React.ReactNode }) {
	const ref = useRef<HTMLDivElement>(null)
	// On a phone the form's submit button is a screen below its error: bring the error into view
	// when it appears (role="alert" already reads it out).
	useEffect(() => {
		ref.current?.scrollIntoView?.({ block: 'nearest' })
	}, [title, children])
	return (
		<div
			ref={ref}
			role="alert"
			className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
		>
			<p className="font-semibold">{title}</p>
			{children ? <p className="mt-1">{children}</p> : null}
		</div>
	)
}
