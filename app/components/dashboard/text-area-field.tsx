import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { CharacterCounter } from './character-counter.tsx'

/**
 * A labelled, controlled textarea with a live character counter and its error (the /voices form;
 * the generator forms use the conform fields in form-fields.tsx).
 */
export function TextAreaField({
	name,
	label,
	placeholder,
	value,
	onChange,
	max,
	rows,
	error,
}: {
	name: string
	label: string
	placeholder: string
	value: string
	onChange: (value: string) => void
	max: number
	rows: number
	error: string | null
}) {
	const counterId = `${name}-counter`
	const errorId = `${name}-error`
	return (
		<div>
			<div className="mb-1 flex items-baseline justify-between gap-2">
				<label htmlFor={name} className="text-sm font-medium text-slate-800">
					{label}
				</label>
				<CharacterCounter id={counterId} count={countCharacters(value)} max={max} />
			</div>
			<textarea
				id={name}
				name={name}
				rows={rows}
				placeholder={placeholder}
				value={value}
				onChange={(event) => onChange(event.currentTarget.value)}
				className="field-input resize-y"
				aria-invalid={error ? true : undefined}
				aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
			/>
			{error ? (
				<p id={errorId} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}
