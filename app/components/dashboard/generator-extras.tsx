// Fields the post and reel generators share beyond the spec's (issue 10): a saved brand voice,
// a link to share, and the output language (offered only when an AI provider can translate).
// Each takes its conform field, so a form renders it with one line and the schema's messages
// (checked live in the browser and again by the action) show under it.
import { getSelectProps } from '@conform-to/react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import {
	type AnyField,
	FieldErrors,
	InputField,
	SelectField,
} from '#app/components/form-fields.tsx'

export type VoiceOption = { id: string; name: string; description: string }

/** What the generator forms offer beyond the spec's fields (generator-options.server.ts). */
export type GeneratorExtrasOptions = { voices: VoiceOption[]; aiActive: boolean }

/**
 * "Saved voice": with JavaScript, picking one fills the Brand Voice field with its text (still
 * editable); without it, the server uses the saved voice when that field is left empty.
 */
export function SavedVoicePicker({
	field,
	voices,
	onPick,
	className,
}: {
	field: AnyField
	voices: VoiceOption[]
	onPick: (description: string) => void
	/** layout only (the dashboard lines it up with the Brand Voice column) */
	className?: string
}) {
	const { t } = useTranslation()
	if (voices.length === 0) {
		return (
			<p className={`text-sm ${className ?? ''}`}>
				<Link
					to="/voices"
					className="font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					{t('voices.picker.create')}
				</Link>
			</p>
		)
	}
	const initial = typeof field.initialValue === 'string' ? field.initialValue : ''
	const known = voices.some((voice) => voice.id === initial)
	const errors = field.errors
	const hintId = `${field.id}-hint`
	const { key: _key, ...selectProps } = getSelectProps(field, { ariaAttributes: false })
	return (
		<div className={className}>
			<div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
				<label htmlFor={field.id} className="text-sm font-medium text-slate-800">
					{t('voices.picker.label')}
				</label>
				<Link
					to="/voices"
					className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					{t('voices.picker.manage')}
				</Link>
			</div>
			<select
				key={field.key}
				className="field-input"
				{...selectProps}
				defaultValue={known ? initial : ''}
				aria-describedby={[hintId, errors?.length ? field.errorId : null].filter(Boolean).join(' ')}
				aria-invalid={errors?.length ? true : undefined}
				onChange={(event) => {
					const picked = voices.find((voice) => voice.id === event.currentTarget.value)
					if (picked) onPick(picked.description)
				}}
			>
				<option value="">{t('voices.picker.none')}</option>
				{voices.map((voice) => (
					<option key={voice.id} value={voice.id}>
						{voice.name}
					</option>
				))}
			</select>
			<p id={hintId} className="mt-1 text-sm text-slate-600">
				{t('voices.picker.hint')}
			</p>
			<FieldErrors id={field.errorId} errors={errors} />
		</div>
	)
}

/** "Link to share (optional)": the page posts for a link goal point at. */
export function ShareLinkField({ field }: { field: AnyField }) {
	const { t } = useTranslation()
	// Text, not type="url": the schema's message (translated) explains a bad address.
	return (
		<InputField
			field={field}
			label={t('postLinks.field')}
			hint={t('postLinks.hint')}
			inputMode="url"
			autoComplete="url"
			spellCheck={false}
			placeholder={t('postLinks.placeholder')}
		/>
	)
}

/**
 * The output language selector when an AI provider is active; otherwise a note: the built-in
 * engine writes in the source's language and cannot translate.
 */
export function OutputLanguageField({ field, aiActive }: { field: AnyField; aiActive: boolean }) {
	const { t } = useTranslation()
	if (!aiActive) {
		return (
			<p className="max-w-md text-sm text-slate-600" data-testid="output-language-note">
				{t('outputLanguageNote.text')}{' '}
				<Link
					to="/settings/ai"
					className="font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					{t('outputLanguageNote.link')}
				</Link>
			</p>
		)
	}
	return (
		<SelectField
			field={field}
			label={t('generate.fields.outputLanguage')}
			options={[
				{ value: '', label: t('generate.fields.outputLanguageAuto') },
				{ value: 'en', label: 'English' },
				{ value: 'es', label: 'Español' },
				{ value: 'pt', label: 'Português' },
			]}
		/>
	)
}
