import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { FormAlert } from '#app/components/forms.tsx'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
	POST_SOURCE_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import { UNLIMITED } from '#app/modules/billing/plans.ts'
import { FileEditor, type UploadedFile } from '../upload/file-editor.tsx'
import { SourceTabs } from '../upload/source-tabs.tsx'
import { UploadPanel } from '../upload/upload-panel.tsx'
import {
	OutputLanguageField,
	SavedVoicePicker,
	ShareLinkField,
	type VoiceOption,
} from './generator-extras.tsx'
import { TextAreaField } from './text-area-field.tsx'

export type GeneratorValues = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	seoOptimize: boolean
	outputLanguage?: string
	link?: string
	brandVoiceId?: string
}

export type GeneratorError = { formError?: string | null; fieldErrors?: Record<string, string> }

export type SourceState = {
	mode: 'text' | 'file'
	upload: UploadedFile | null
	uploadError: string | null
	justUploaded: boolean
	uploadTip: string
}

export function GeneratorForm({
	values,
	error,
	remaining,
	source: sourceState,
	onLimitReached,
	options = { voices: [], aiActive: false },
}: {
	values: GeneratorValues | null
	error: GeneratorError | null
	remaining: number
	source: SourceState
	onLimitReached: () => void
	/** saved voices and whether an AI provider can translate (issue 10) */
	options?: { voices: VoiceOption[]; aiActive: boolean }
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting =
		navigation.state !== 'idle' && navigation.formData?.get('intent') === 'generate'
	const [source, setSource] = useState(values?.sourceContent ?? '')
	const [voice, setVoice] = useState(values?.brandVoice ?? '')
	const [goal, setGoal] = useState(values?.contentGoal ?? '')
	const atLimit = remaining !== UNLIMITED && remaining <= 0
	const fieldErrors = error?.fieldErrors ?? {}
	const missing = error?.formError === 'generate.errors.missingInformation'

	function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
		// The server enforces the quota; with JavaScript the modal opens without a wasted request.
		if (atLimit) {
			event.preventDefault()
			onLimitReached()
		}
	}

	const label =
		remaining === UNLIMITED
			? t('generate.submitUnlimited')
			: t('generate.submit', { count: remaining })

	return (
		<>
			<SourceTabs mode={sourceState.mode} />
			{sourceState.mode === 'file' && !sourceState.upload ? (
				<div className="mb-5">
					<UploadPanel returnTo="/" error={sourceState.uploadError} tip={sourceState.uploadTip} />
				</div>
			) : null}
			<Form
				method="post"
				action="/?index"
				onSubmit={handleSubmit}
				className="space-y-5"
				aria-labelledby="generator-title"
			>
				<input type="hidden" name="intent" value="generate" />
				{missing ? (
					<FormAlert title={t('generate.errors.missingInformationTitle')}>
						{t('generate.errors.missingInformation')}
					</FormAlert>
				) : null}
				{error?.formError && !missing ? (
					<FormAlert title={t('generate.errors.failedTitle')}>{t(error.formError)}</FormAlert>
				) : null}
				{sourceState.mode === 'text' ? (
					<>
						<input type="hidden" name="inputType" value="text" />
						<TextAreaField
							name="sourceContent"
							label={t('generate.fields.source')}
							placeholder={t('generate.fields.sourcePlaceholder')}
							value={source}
							onChange={setSource}
							max={POST_SOURCE_MAX_CHARS}
							rows={10}
							error={fieldErrors.sourceContent ? t(fieldErrors.sourceContent) : null}
						/>
					</>
				) : sourceState.upload ? (
					<FileEditor
						key={sourceState.upload.id}
						upload={sourceState.upload}
						maxChars={POST_SOURCE_MAX_CHARS}
						showSuccess={sourceState.justUploaded}
					/>
				) : null}
				{fieldErrors.sourceContent && sourceState.mode === 'file' ? (
					<p className="text-sm text-red-700">{t(fieldErrors.sourceContent)}</p>
				) : null}
				<SavedVoicePicker
					voices={options.voices}
					defaultValue={values?.brandVoiceId}
					error={fieldErrors.brandVoiceId ? t(fieldErrors.brandVoiceId) : null}
					onPick={setVoice}
					className="md:w-1/2 md:pr-2.5"
				/>
				<div className="grid gap-5 md:grid-cols-2">
					<TextAreaField
						name="brandVoice"
						label={t('generate.fields.voice')}
						placeholder={t('generate.fields.voicePlaceholder')}
						value={voice}
						onChange={setVoice}
						max={BRAND_VOICE_MAX_CHARS}
						rows={3}
						error={fieldErrors.brandVoice ? t(fieldErrors.brandVoice) : null}
					/>
					<TextAreaField
						name="contentGoal"
						label={t('generate.fields.goal')}
						placeholder={t('generate.fields.goalPlaceholder')}
						value={goal}
						onChange={setGoal}
						max={CONTENT_GOAL_MAX_CHARS}
						rows={3}
						error={fieldErrors.contentGoal ? t(fieldErrors.contentGoal) : null}
					/>
				</div>
				<ShareLinkField
					defaultValue={values?.link}
					error={fieldErrors.link ? t(fieldErrors.link) : null}
				/>
				<div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
					<div className="space-y-3">
						<label className="flex items-start gap-3">
							<input
								type="checkbox"
								name="seoOptimize"
								defaultChecked={values?.seoOptimize ?? true}
								className="mt-1 size-4 accent-brand-600"
								aria-describedby="seo-hint"
							/>
							<span>
								<span className="font-medium">{t('generate.fields.seo')}</span>
								<span id="seo-hint" className="block text-sm text-slate-600">
									{t('generate.fields.seoHint')}
								</span>
							</span>
						</label>
						<OutputLanguageField
							aiActive={options.aiActive}
							defaultValue={values?.outputLanguage}
						/>
					</div>
					<button type="submit" className="btn-primary px-6 py-3 text-base" disabled={submitting}>
						{submitting ? t('generate.submitting') : label}
					</button>
				</div>
			</Form>
		</>
	)
}
