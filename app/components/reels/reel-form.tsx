import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useNavigation } from 'react-router'
import {
	FormErrors,
	RadioCardsField,
	SelectField,
	TextAreaField,
} from '#app/components/form-fields.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import {
	type GeneratorExtrasOptions,
	OutputLanguageField,
	SavedVoicePicker,
	ShareLinkField,
} from '#app/components/dashboard/generator-extras.tsx'
import { useGeneratorSupport } from '#app/components/generator-support.tsx'
import { useUploadTip } from '#app/components/upload/use-upload-tip.ts'
import { type PlanId, UNLIMITED } from '#app/modules/billing/plans.ts'
import type { GenerateReelFormSchema } from '#app/modules/forms/generate-reel-form.ts'
import type { FormConstraint } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import {
	HOOK_TYPES,
	REEL_CATEGORIES,
	REEL_DURATIONS,
	REEL_SOURCE_MAX_CHARS,
} from '#app/modules/reels/reel-options.ts'
import type { UploadedFile } from '../upload/file-editor.tsx'
import { SourceTabs } from '../upload/source-tabs.tsx'
import { FileEditor } from '../upload/file-editor.tsx'

export type ReelFormValues = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	duration: number
	category: string
	hookType: string
	link?: string
	brandVoiceId?: string
	outputLanguage?: string
}

export const REEL_FORM_ID = 'generate-reel'
// The text fields, with their limits (SPEC §5); an unsent draft keeps them.
const LIMITS = {
	sourceContent: REEL_SOURCE_MAX_CHARS,
	brandVoice: BRAND_VOICE_MAX_CHARS,
	contentGoal: CONTENT_GOAL_MAX_CHARS,
}

/**
 * The reel generator's configuration: source (typed or uploaded), duration, category, hook
 * formula (a readable list of cards with an explanation and an example each), brand voice and
 * goal. Checked live by the action's own schema; an empty submit says "Please fill in all
 * required fields" and marks each missing choice.
 */
const loadValidator = () =>
	import('#app/modules/forms/generate-reel-form.ts').then(
		(module) => module.validateGenerateReelForm,
	)

export function ReelForm({
	constraint,
	values,
	lastResult,
	failure,
	remaining,
	noneLeft,
	planType,
	fileUploads,
	source,
	options = { voices: [], aiActive: false },
}: {
	/** From the loader: the schema's constraint attributes (see useSchemaForm). */
	constraint: FormConstraint
	values: ReelFormValues | null
	lastResult: SubmissionResult<string[]> | null
	failure: string | null
	remaining: number
	noneLeft: boolean
	planType: PlanId
	fileUploads: { used: number; limit: number }
	source: {
		mode: 'text' | 'file'
		upload: UploadedFile | null
		uploadError: string | null
		justUploaded: boolean
	}
	/** saved voices and whether an AI provider can translate (issue 10) */
	options?: GeneratorExtrasOptions
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const uploadTip = useUploadTip(planType, fileUploads)
	const submitting =
		navigation.state !== 'idle' &&
		navigation.formMethod?.toLowerCase() === 'post' &&
		navigation.formAction?.startsWith('/reels') === true
	const fileSource = source.mode === 'file' ? source.upload : null
	const [form, fields] = useSchemaForm<typeof GenerateReelFormSchema>({
		id: REEL_FORM_ID,
		constraint,
		loadValidator,
		lastResult,
		defaultValue: {
			sourceContent: fileSource?.content ?? values?.sourceContent ?? '',
			brandVoice: values?.brandVoice ?? '',
			contentGoal: values?.contentGoal ?? '',
			duration: String(values?.duration ?? 30),
			category: values?.category ?? '',
			hookType: values?.hookType ?? '',
			link: values?.link ?? '',
			brandVoiceId: values?.brandVoiceId ?? '',
			outputLanguage: values?.outputLanguage ?? '',
		},
	})
	const uploadError = source.uploadError
		? t(`upload.errors.${source.uploadError}`, { defaultValue: t('upload.errors.upload-failed') })
		: null
	const { uploadPanel, draftNotice, overLimit } = useGeneratorSupport({
		form,
		fields,
		limits: LIMITS,
		source,
		sent: values
			? {
					sourceContent: values.sourceContent,
					brandVoice: values.brandVoice,
					contentGoal: values.contentGoal,
				}
			: null,
		upload: { returnTo: '/reels', error: uploadError, tip: uploadTip },
	})

	return (
		<>
			<SourceTabs mode={source.mode} />
			{source.mode === 'file' && !source.upload ? uploadPanel : null}
			<Form method="post" action="/reels" {...getFormProps(form)} className="space-y-5">
				{draftNotice}
				<FormErrors form={form} />
				{failure ? (
					<FormAlert
						title={t(
							failure === 'generate.errors.noProse'
								? 'generate.errors.noProseTitle'
								: 'reels.errors.failedTitle',
						)}
					>
						{t(failure)}
					</FormAlert>
				) : null}
				{source.mode === 'text' ? (
					<>
						<input type="hidden" name="inputType" value="text" />
						<TextAreaField
							field={fields.sourceContent}
							label={t('reels.sourceTitle')}
							placeholder={t('generate.fields.sourcePlaceholder')}
							rows={8}
							max={REEL_SOURCE_MAX_CHARS}
							tooLongKey="reels.errors.tooLong"
						/>
					</>
				) : source.upload ? (
					<FileEditor
						key={source.upload.id}
						field={fields.sourceContent}
						upload={source.upload}
						maxChars={REEL_SOURCE_MAX_CHARS}
						showSuccess={source.justUploaded}
					/>
				) : null}
				<RadioCardsField
					field={fields.duration}
					legend={t('reels.duration')}
					columns="grid-cols-3"
					options={REEL_DURATIONS.map((seconds) => ({
						value: String(seconds),
						label: t('reels.durationOption', { seconds }),
					}))}
				/>
				<SelectField
					field={fields.category}
					label={t('reels.category')}
					placeholder={t('reels.categoryPlaceholder')}
					options={REEL_CATEGORIES.map((category) => ({
						value: category,
						label: t(`reels.categories.${category}`),
					}))}
				/>
				<RadioCardsField
					field={fields.hookType}
					legend={t('reels.hook')}
					columns="sm:grid-cols-2"
					options={HOOK_TYPES.map((hook) => ({
						value: hook,
						label: (
							<>
								<span className="block font-semibold">{t(`reels.hooks.${hook}.label`)}</span>
								<span className="block text-slate-700">{t(`reels.hooks.${hook}.explanation`)}</span>
								<span className="mt-1 block text-slate-600 italic">
									{t('reels.hookExample', { example: t(`reels.hooks.${hook}.example`) })}
								</span>
							</>
						),
					}))}
				/>
				<SavedVoicePicker
					field={fields.brandVoiceId}
					voices={options.voices}
					onPick={(description) =>
						form.update({ name: fields.brandVoice.name, value: description })
					}
				/>
				<TextAreaField
					field={fields.brandVoice}
					label={t('reels.voice')}
					placeholder={t('generate.fields.voicePlaceholder')}
					rows={3}
					max={BRAND_VOICE_MAX_CHARS}
					tooLongKey="generate.errors.voiceTooLong"
				/>
				<TextAreaField
					field={fields.contentGoal}
					label={t('reels.goal')}
					placeholder={t('reels.goalPlaceholder')}
					rows={2}
					max={CONTENT_GOAL_MAX_CHARS}
					tooLongKey="generate.errors.goalTooLong"
				/>
				<ShareLinkField field={fields.link} />
				<OutputLanguageField field={fields.outputLanguage} aiActive={options.aiActive} />
				{overLimit ? (
					<p id="reel-over-limit" className="text-sm text-red-700">
						{t('forms.overLimitNote')}
					</p>
				) : null}
				<button
					type="submit"
					className="btn-primary w-full py-3 text-base"
					disabled={submitting || noneLeft || overLimit}
					aria-describedby={overLimit ? 'reel-over-limit' : undefined}
				>
					{noneLeft
						? t('reels.limitReached')
						: submitting
							? t('reels.submitting')
							: remaining === UNLIMITED
								? t('reels.submitUnlimited')
								: t('reels.submit', { count: remaining })}
				</button>
			</Form>
		</>
	)
}
