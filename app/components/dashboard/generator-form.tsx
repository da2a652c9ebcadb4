import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useNavigation } from 'react-router'
import { CheckboxField, FormErrors, TextAreaField } from '#app/components/form-fields.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { useGeneratorSupport } from '#app/components/generator-support.tsx'
import { UNLIMITED } from '#app/modules/billing/plans.ts'
import type { GeneratePostsFormSchema } from '#app/modules/forms/generate-posts-form.ts'
import type { FormConstraint } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
	POST_SOURCE_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import type { UploadedFile } from '../upload/file-editor.tsx'
import { SourceTabs } from '../upload/source-tabs.tsx'
import { FileEditor } from '../upload/file-editor.tsx'
import {
	type GeneratorExtrasOptions,
	OutputLanguageField,
	SavedVoicePicker,
	ShareLinkField,
} from './generator-extras.tsx'

export type GeneratorValues = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	seoOptimize: boolean
	outputLanguage?: string
	link?: string
	brandVoiceId?: string
}

export type SourceState = {
	mode: 'text' | 'file'
	upload: UploadedFile | null
	uploadError: string | null
	justUploaded: boolean
	uploadTip: string
}

export const GENERATOR_FORM_ID = 'generate-posts'
const CONFORM_INTENT = '__intent__'
// The text fields, with their limits (SPEC §5); an unsent draft keeps them.
const LIMITS = {
	sourceContent: POST_SOURCE_MAX_CHARS,
	brandVoice: BRAND_VOICE_MAX_CHARS,
	contentGoal: CONTENT_GOAL_MAX_CHARS,
}

/**
 * "Repurpose Your Content". A conform form checked by the same schema as the action: live
 * counters and limit messages, Generate disabled while a field is over its limit, the SPEC §5
 * message for blank fields. With JavaScript off the browser checks the required fields and the
 * server answers with the same messages. An unsent draft is kept on the device.
 */
const loadValidator = () =>
	import('#app/modules/forms/generate-posts-form.ts').then(
		(module) => module.validateGeneratePostsForm,
	)

export function GeneratorForm({
	constraint,
	values,
	lastResult,
	failure,
	remaining,
	source: sourceState,
	onLimitReached,
	options = { voices: [], aiActive: false },
}: {
	/** From the loader: the schema's constraint attributes (see useSchemaForm). */
	constraint: FormConstraint
	values: GeneratorValues | null
	lastResult: SubmissionResult<string[]> | null
	failure: string | null
	remaining: number
	source: SourceState
	onLimitReached: () => void
	/** saved voices and whether an AI provider can translate (issue 10) */
	options?: GeneratorExtrasOptions
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting =
		navigation.state !== 'idle' && navigation.formData?.get('intent') === 'generate'
	const fileSource = sourceState.mode === 'file' ? sourceState.upload : null
	const [form, fields] = useSchemaForm<typeof GeneratePostsFormSchema>({
		id: GENERATOR_FORM_ID,
		constraint,
		loadValidator,
		lastResult,
		defaultValue: {
			sourceContent: fileSource?.content ?? values?.sourceContent ?? '',
			brandVoice: values?.brandVoice ?? '',
			contentGoal: values?.contentGoal ?? '',
			seoOptimize: (values?.seoOptimize ?? true) ? 'on' : null,
			outputLanguage: values?.outputLanguage ?? '',
			link: values?.link ?? '',
			brandVoiceId: values?.brandVoiceId ?? '',
		},
	})
	const atLimit = remaining !== UNLIMITED && remaining <= 0
	const { uploadPanel, draftNotice, overLimit } = useGeneratorSupport({
		form,
		fields,
		limits: LIMITS,
		source: sourceState,
		sent: values
			? {
					sourceContent: values.sourceContent,
					brandVoice: values.brandVoice,
					contentGoal: values.contentGoal,
				}
			: null,
		upload: { returnTo: '/', error: sourceState.uploadError, tip: sourceState.uploadTip },
	})

	function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
		// conform checks a field by submitting the form with its own intent button: not a Generate.
		const submitter = (event.nativeEvent as SubmitEvent).submitter
		const validating = submitter?.getAttribute('name') === CONFORM_INTENT
		// The server enforces the quota; with JavaScript the modal opens without a wasted request.
		if (atLimit && !validating) {
			event.preventDefault()
			onLimitReached()
			return
		}
		form.onSubmit(event)
	}

	const label =
		remaining === UNLIMITED
			? t('generate.submitUnlimited')
			: t('generate.submit', { count: remaining })
	const missing = form.errors?.includes('generate.errors.missingInformation')

	return (
		<>
			<SourceTabs mode={sourceState.mode} />
			{sourceState.mode === 'file' && !sourceState.upload ? (
				<div className="mb-5">{uploadPanel}</div>
			) : null}
			<Form
				method="post"
				action="/?index"
				{...getFormProps(form)}
				onSubmit={handleSubmit}
				className="space-y-5"
				aria-labelledby="generator-title"
			>
				<input type="hidden" name="intent" value="generate" />
				{draftNotice}
				<FormErrors
					form={form}
					title={missing ? t('generate.errors.missingInformationTitle') : undefined}
				/>
				{failure ? (
					<FormAlert
						title={t(
							failure === 'generate.errors.noProse'
								? 'generate.errors.noProseTitle'
								: 'generate.errors.failedTitle',
						)}
					>
						{t(failure)}
					</FormAlert>
				) : null}
				{sourceState.mode === 'text' ? (
					<>
						<input type="hidden" name="inputType" value="text" />
						<TextAreaField
							field={fields.sourceContent}
							label={t('generate.fields.source')}
							placeholder={t('generate.fields.sourcePlaceholder')}
							rows={10}
							max={POST_SOURCE_MAX_CHARS}
							tooLongKey="generate.errors.sourceTooLong"
						/>
					</>
				) : sourceState.upload ? (
					<FileEditor
						key={sourceState.upload.id}
						field={fields.sourceContent}
						upload={sourceState.upload}
						maxChars={POST_SOURCE_MAX_CHARS}
						showSuccess={sourceState.justUploaded}
					/>
				) : null}
				<SavedVoicePicker
					field={fields.brandVoiceId}
					voices={options.voices}
					onPick={(description) =>
						form.update({ name: fields.brandVoice.name, value: description })
					}
					className="md:w-1/2 md:pr-2.5"
				/>
				<div className="grid gap-5 md:grid-cols-2">
					<TextAreaField
						field={fields.brandVoice}
						label={t('generate.fields.voice')}
						placeholder={t('generate.fields.voicePlaceholder')}
						rows={3}
						max={BRAND_VOICE_MAX_CHARS}
						tooLongKey="generate.errors.voiceTooLong"
					/>
					<TextAreaField
						field={fields.contentGoal}
						label={t('generate.fields.goal')}
						placeholder={t('generate.fields.goalPlaceholder')}
						rows={3}
						max={CONTENT_GOAL_MAX_CHARS}
						tooLongKey="generate.errors.goalTooLong"
					/>
				</div>
				<ShareLinkField field={fields.link} />
				<div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
					<div className="min-w-0 space-y-3">
						<CheckboxField
							field={fields.seoOptimize}
							label={t('generate.fields.seo')}
							hint={t('generate.fields.seoHint')}
						/>
						<OutputLanguageField field={fields.outputLanguage} aiActive={options.aiActive} />
					</div>
					<button
						type="submit"
						className="btn-primary px-6 py-3 text-base"
						disabled={submitting || overLimit}
						aria-describedby={overLimit ? 'generate-over-limit' : undefined}
					>
						{submitting ? t('generate.submitting') : label}
					</button>
				</div>
				{overLimit ? (
					<p id="generate-over-limit" className="text-sm text-red-700 sm:text-right">
						{t('forms.overLimitNote')}
					</p>
				) : null}
			</Form>
		</>
	)
}
