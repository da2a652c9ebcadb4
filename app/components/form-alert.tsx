/** A form's alert: what went wrong, above the fields (announced when it appears). */
export function FormAlert({ title, children }: { title: string; children?: React.ReactNode }) {
	return (
		<div
			role="alert"
			className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
		>
			<p className="font-semibold">{title}</p>
			{children ? <p className="mt-1">{children}</p> : null}
		</div>
	)
}
