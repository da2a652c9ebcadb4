// One family of form fields for every conform form: each takes the field's conform metadata and
// wires label, hint, errors and constraint attributes together (aria-invalid, aria-describedby,
// ids), so a new field (a select, a URL) is one element in the form. Errors are i18n keys.
import {
	type FieldMetadata,
	type FormMetadata,
	getInputProps,
	getSelectProps,
	getTextareaProps,
} from '@conform-to/react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { CharacterCounter } from './dashboard/character-counter.tsx'

// Any field's metadata: its value type differs from form to form, the errors are i18n keys.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyForm = FormMetadata<any, string[]>

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800'

/** A field's messages, translated; `id` is what the control's aria-describedby points at. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
	const { t } = useTranslation()
	if (!errors?.length) return <div id={id} hidden />
	return (
		<div id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
			{errors.map((error) => (
				<p key={error}>{t(error)}</p>
			))}
		</div>
	)
}

/** Form-level messages (e.g. "Please fill in all required fields") as an alert above the form. */
export function FormErrors({ form, title }: { form: AnyForm; title?: string }) {
	const { t } = useTranslation()
	if (!form.errors?.length) return <div id={form.errorId} hidden />
	return (
		<div
			id={form.errorId}
			role="alert"
			className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
		>
			{title ? <p className="font-semibold">{title}</p> : null}
			{form.errors.map((error) => (
				<p key={error} className={title ? 'mt-1' : undefined}>
					{t(error)}
				</p>
			))}
		</div>
	)
}

export function describedBy(
	field: AnyField,
	shownErrors: boolean,
	...others: Array<string | null>
) {
	return [shownErrors ? field.errorId : null, ...others].filter(Boolean).join(' ') || undefined
}

export function withoutKey<T extends { key?: unknown }>(props: T) {
	const { key: _key, ...rest } = props
	return rest
}

type InputType = 'text' | 'email' | 'url' | 'password' | 'search' | 'tel'

export function InputField({
	field,
	label,
	hint,
	type = 'text',
	...inputProps
}: {
	field: AnyField
	label: string
	hint?: React.ReactNode
	type?: InputType
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'defaultValue'>) {
	const errors = field.errors
	const hintId = hint ? `${field.id}-hint` : null
	return (
		<div>
			<label htmlFor={field.id} className={labelClass}>
				{label}
			</label>
			<input
				key={field.key}
				className="field-input"
				{...withoutKey(getInputProps(field, { type, ariaAttributes: false }))}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy(field, Boolean(errors?.length), hintId)}
				{...inputProps}
			/>
			{hint ? (
				<div id={hintId!} className="mt-1 text-sm text-slate-600">
					{hint}
				</div>
			) : null}
			<FieldErrors id={field.errorId} errors={errors} />
		</div>
	)
}

/**
 * A textarea with a live character counter (SPEC §5 thresholds). Going over `max` shows
 * `tooLongKey` at once, while typing; the schema says the same when the form is checked.
 */
export function TextAreaField({
	field,
	label,
	placeholder,
	rows,
	max,
	tooLongKey,
	labelAside,
}: {
	field: AnyField
	label: string
	placeholder?: string
	rows: number
	max: number
	tooLongKey: string
	labelAside?: React.ReactNode
}) {
	const hydrated = useHydrated()
	const value = typeof field.value === 'string' ? field.value : ''
	const count = countCharacters(value)
	const over = hydrated && count > max
	const errors = over
		? [tooLongKey, ...(field.errors ?? []).filter((e) => e !== tooLongKey)]
		: field.errors
	const counterId = `${field.id}-counter`
	return (
		<div>
			<div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
				<label htmlFor={field.id} className="text-sm font-medium text-slate-800">
					{label}
				</label>
				{labelAside}
				<CharacterCounter id={counterId} count={count} max={max} />
			</div>
			<textarea
				key={field.key}
				rows={rows}
				placeholder={placeholder}
				className="field-input resize-y"
				{...withoutKey(getTextareaProps(field, { ariaAttributes: false }))}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy(field, Boolean(errors?.length), counterId)}
			/>
			<FieldErrors id={field.errorId} errors={errors} />
		</div>
	)
}

export function SelectField({
	field,
	label,
	placeholder,
	options,
}: {
	field: AnyField
	label: string
	placeholder?: string
	options: Array<{ value: string; label: string }>
}) {
	const errors = field.errors
	return (
		<div>
			<label htmlFor={field.id} className={labelClass}>
				{label}
			</label>
			<select
				key={field.key}
				className="field-input"
				{...withoutKey(getSelectProps(field, { ariaAttributes: false }))}
				defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
				aria-invalid={errors?.length ? true : undefined}
				aria-describedby={describedBy(field, Boolean(errors?.length))}
			>
				{placeholder !== undefined ? (
					<option value="" disabled={field.required}>
						{placeholder}
					</option>
				) : null}
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
			<FieldErrors id={field.errorId} errors={errors} />
		</div>
	)
}

export function CheckboxField({
	field,
	label,
	hint,
}: {
	field: AnyField
	label: string
	hint?: string
}) {
	const hintId = hint ? `${field.id}-hint` : null
	return (
		<div>
			<label className="flex items-start gap-3">
				<input
					key={field.key}
					className="mt-1 size-4 shrink-0 accent-brand-600"
					{...withoutKey(getInputProps(field, { type: 'checkbox', ariaAttributes: false }))}
					aria-describedby={hintId ?? undefined}
				/>
				<span>
					<span className="font-medium">{label}</span>
					{hint ? (
						<span id={hintId!} className="block text-sm text-slate-600">
							{hint}
						</span>
					) : null}
				</span>
			</label>
		</div>
	)
}

/**
 * Radio buttons as cards (a legend, then one card per option). `columns` lays them out in a
 * grid; every card may shrink, so long words never push the page wider than the screen.
 */
export function RadioCardsField({
	field,
	legend,
	options,
	columns = 'sm:grid-cols-3',
}: {
	field: AnyField
	legend: string
	options: Array<{ value: string; label: React.ReactNode }>
	columns?: string
}) {
	const errors = field.errors
	const initial = typeof field.initialValue === 'string' ? field.initialValue : undefined
	return (
		<fieldset
			aria-invalid={errors?.length ? true : undefined}
			aria-describedby={describedBy(field, Boolean(errors?.length))}
		>
			<legend className="text-sm font-medium text-slate-800">{legend}</legend>
			<div className={`mt-2 grid grid-cols-1 gap-2 ${columns}`}>
				{options.map((option) => (
					<label
						key={option.value}
						className="flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border border-slate-300 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
					>
						<input
							key={field.key}
							type="radio"
							name={field.name}
							form={field.formId}
							value={option.value}
							defaultChecked={initial === option.value}
							required={field.required}
							className="mt-0.5 shrink-0 accent-brand-600"
						/>
						<span className="min-w-0">{option.label}</span>
					</label>
				))}
			</div>
			<FieldErrors id={field.errorId} errors={errors} />
		</fieldset>
	)
}

/** "You have an unsent draft…" with Restore and Discard (the draft is kept on this device). */
export function DraftNotice({
	savedAt,
	onRestore,
	onDiscard,
}: {
	savedAt: number
	onRestore: () => void
	onDiscard: () => void
}) {
	const { t, i18n } = useTranslation()
	const when = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(savedAt)
	return (
		<div
			role="status"
			className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between"
		>
			<p>{t('forms.draft.offer', { time: when })}</p>
			<div className="flex shrink-0 gap-2">
				<button type="button" className="btn-primary" onClick={onRestore}>
					{t('forms.draft.restore')}
				</button>
				<button type="button" className="btn-secondary" onClick={onDiscard}>
					{t('forms.draft.discard')}
				</button>
			</div>
		</div>
	)
}
