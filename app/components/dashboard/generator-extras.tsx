// Fields the post and reel generators share beyond the spec's (issue 10): a saved brand voice,
// a link to share, and the output language (offered only when an AI provider can translate).
// Each is self-contained, so a form renders it with one line.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FieldError } from '#app/components/forms.tsx'

export type VoiceOption = { id: string; name: string; description: string }

/**
 * "Saved voice": with JavaScript, picking one fills the Brand Voice field with its text (still
 * editable); without it, the server uses the saved voice when that field is left empty.
 */
export function SavedVoicePicker({
	voices,
	defaultValue,
	error,
	onPick,
	className,
}: {
	voices: VoiceOption[]
	defaultValue?: string
	error?: string | null
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
	const known = voices.some((voice) => voice.id === defaultValue)
	return (
		<div className={className}>
			<div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
				<label htmlFor="brandVoiceId" className="text-sm font-medium text-slate-800">
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
				id="brandVoiceId"
				name="brandVoiceId"
				defaultValue={known ? defaultValue : ''}
				className="field-input"
				aria-describedby={['brandVoiceId-hint', error ? 'brandVoiceId-error' : null]
					.filter(Boolean)
					.join(' ')}
				aria-invalid={error ? true : undefined}
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
			<p id="brandVoiceId-hint" className="mt-1 text-sm text-slate-600">
				{t('voices.picker.hint')}
			</p>
			<FieldError id="brandVoiceId-error" error={error} />
		</div>
	)
}

/** "Link to share (optional)": the page posts for a link goal point at. */
export function ShareLinkField({
	defaultValue,
	error,
}: {
	defaultValue?: string
	error?: string | null
}) {
	const { t } = useTranslation()
	return (
		<div>
			<label htmlFor="link" className="mb-1 block text-sm font-medium text-slate-800">
				{t('postLinks.field')}
			</label>
			{/* Text, not type="url": the server's message (translated) explains a bad address. */}
			<input
				id="link"
				name="link"
				type="text"
				inputMode="url"
				autoComplete="url"
				spellCheck={false}
				defaultValue={defaultValue ?? ''}
				placeholder={t('postLinks.placeholder')}
				className="field-input"
				aria-describedby={['link-hint', error ? 'link-error' : null].filter(Boolean).join(' ')}
				aria-invalid={error ? true : undefined}
			/>
			<p id="link-hint" className="mt-1 text-sm text-slate-600">
				{t('postLinks.hint')}
			</p>
			<FieldError id="link-error" error={error} />
		</div>
	)
}

/**
 * The output language selector when an AI provider is active; otherwise a note: the built-in
 * engine writes in the source's language and cannot translate.
 */
export function OutputLanguageField({
	aiActive,
	defaultValue,
}: {
	aiActive: boolean
	defaultValue?: string
}) {
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
		<label className="flex flex-wrap items-center gap-2 text-sm">
			<span className="font-medium">{t('generate.fields.outputLanguage')}</span>
			<select
				name="outputLanguage"
				defaultValue={defaultValue ?? ''}
				className="rounded-lg border border-slate-300 bg-white px-2 py-1"
			>
				<option value="">{t('generate.fields.outputLanguageAuto')}</option>
				<option value="en">English</option>
				<option value="es">Español</option>
				<option value="pt">Português</option>
			</select>
		</label>
	)
}
