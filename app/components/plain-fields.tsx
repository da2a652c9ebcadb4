// Plain (not conform) fields for the one form still checked only by its action, /voices: a
// labelled input and a controlled textarea with a live counter, each with its translated error.
// Every other form uses the conform field family in form-fields.tsx.
import { useId } from 'react'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { CharacterCounter } from './dashboard/character-counter.tsx'

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
	label: string
	name: string
	error?: string | null
}

/** A labelled input with its error. */
export function Field({ label, name, error, id, ...inputProps }: FieldProps) {
	const generatedId = useId()
	const inputId = id ?? generatedId
	const errorId = `${inputId}-error`
	return (
		<div>
			<label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				id={inputId}
				name={name}
				className="field-input"
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? errorId : undefined}
				{...inputProps}
			/>
			{error ? (
				<p id={errorId} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** A labelled, controlled textarea with a live character counter and its error. */
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
