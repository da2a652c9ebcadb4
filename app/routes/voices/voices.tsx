import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { useMemo } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import {
	data,
	Form,
	Link,
	redirect,
	useActionData,
	useLoaderData,
	useNavigation,
} from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import {
	describedBy,
	FieldErrors,
	FormErrors,
	InputField,
	TextAreaField,
	withoutKey,
} from '#app/components/form-fields.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import {
	constraintOf,
	type FormConstraint,
	parseSubmission,
} from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { BRAND_VOICE_MAX_CHARS } from '#app/modules/generation/generation-limits.ts'
import {
	learnVoiceFromSamples,
	MAX_VOICE_SAMPLES,
	splitVoiceSamples,
	VOICE_SAMPLE_SEPARATOR,
	type LearnedVoice,
} from '#app/modules/generation/voice-samples.ts'
import {
	createBrandVoice,
	deleteBrandVoice,
	listBrandVoices,
	savedVoiceLimit,
	updateBrandVoice,
} from '#app/modules/voices/brand-voices.server.ts'
import { describeLearnedVoice } from '#app/modules/voices/describe-voice.ts'
import { BrandVoiceSchema, VOICE_NAME_MAX_CHARS } from '#app/modules/voices/voice-schemas.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { Route } from './+types/voices'
import { readFormData } from '#app/utils/request-body.server.ts'
import { getRequestSpace, poolAccountFor } from '#app/modules/workspaces/space.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'voices.title')

type VoiceValues = { name: string; description: string; samples: string }

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const params = new URL(request.url).searchParams
	const voices = await listBrandVoices(space)
	const find = (id: string | null) =>
		id ? (voices.find((voice) => voice.id === id) ?? null) : null
	const editing = find(params.get('edit'))
	const deleting = find(params.get('delete'))
	const saved = find(params.get('created') ?? params.get('updated'))
	return {
		voices: voices.map((voice) => ({
			id: voice.id,
			name: voice.name,
			description: voice.description,
			learned: voice.learned,
		})),
		// A workspace keeps as many voices as its owner's plan allows.
		limit: savedVoiceLimit((await poolAccountFor(space, user)).planType),
		constraint: constraintOf(BrandVoiceSchema),
		editing: editing
			? {
					id: editing.id,
					values: {
						name: editing.name,
						description: editing.description,
						samples: editing.samples.join(VOICE_SAMPLE_SEPARATOR),
					} satisfies VoiceValues,
				}
			: null,
		deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
		notice: saved
			? {
					key: params.has('created') ? 'voices.created' : 'voices.updated',
					name: saved.name,
				}
			: params.has('deleted')
				? { key: 'voices.deleted', name: '' }
				: null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const form = await readFormData(request)
	const text = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : '')
	const intent = text('intent')
	const voiceId = text('voiceId')

	if (intent === 'delete') {
		const deleted = await deleteBrandVoice(space, voiceId)
		if (!deleted)
			return data(
				{ result: null, formError: 'voices.errors.notFound', preview: false },
				{ status: 404 },
			)
		throw redirect('/voices?deleted=1')
	}

	// The reply carries the errors and everything typed back to the form.
	const submission = parseSubmission(form, BrandVoiceSchema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), formError: null, preview: false }, { status: 400 })
	}
	// Without JavaScript, "Preview" posts the form: the page answers with what would be learned.
	if (intent === 'preview') {
		return data({ result: submission.reply(), formError: null, preview: true })
	}

	const result =
		intent === 'update'
			? await updateBrandVoice(space, voiceId, submission.value)
			: await createBrandVoice(space, submission.value)
	if (!result.ok) {
		if (result.code === 'NAME_TAKEN')
			return data(
				{
					result: submission.reply({ fieldErrors: { name: ['voices.errors.nameTaken'] } }),
					formError: null,
					preview: false,
				},
				{ status: 400 },
			)
		const limitReached = result.code === 'LIMIT_REACHED'
		return data(
			{
				result: submission.reply(),
				formError: limitReached ? 'voices.errors.limitReached' : 'voices.errors.notFound',
				limit: limitReached ? result.limit : undefined,
				preview: false,
			},
			{ status: limitReached ? 403 : 404 },
		)
	}
	const status = intent === 'update' ? 'updated' : 'created'
	throw redirect(`/voices?${status}=${result.voice.id}`)
}

/** "Short posts, about 180 characters · uses emoji 🔥 ✨ · speaks as “I” · casual". */
function useLearnedSummary() {
	const { t } = useTranslation()
	return (learned: LearnedVoice) =>
		describeLearnedVoice(learned)
			.map((phrase) => t(`voices.learned.${phrase.key}`, phrase.values))
			.join(' · ')
}

export default function VoicesRoute() {
	const { t } = useTranslation()
	const { voices, limit, editing, deleting, notice, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const summarize = useLearnedSummary()
	const atLimit = voices.length >= limit
	return (
		<AppPage title={t('voices.title')} back={{ to: '/', label: t('common.backToDashboard') }}>
			<section className="card space-y-3 p-6" aria-labelledby="voices-list-title">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id="voices-list-title" className="text-lg font-semibold">
						{t('voices.listTitle')}
					</h2>
					<p className="text-sm text-slate-600">
						{t('voices.usage', { used: voices.length, limit })}
					</p>
				</div>
				<p className="text-slate-700">{t('voices.intro')}</p>
				{notice ? (
					<p role="status" className="text-emerald-700">
						{t(notice.key, { name: notice.name })}
					</p>
				) : null}
				{actionData?.formError === 'voices.errors.notFound' && !actionData.result ? (
					<FormAlert title={t('voices.errors.notFound')} />
				) : null}
				{voices.length === 0 ? (
					<p className="text-slate-600">{t('voices.empty')}</p>
				) : (
					<ul className="divide-y divide-slate-100">
						{voices.map((voice) => (
							<li
								key={voice.id}
								className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
							>
								<div className="min-w-0 flex-1">
									<h3 className="font-semibold break-words">{voice.name}</h3>
									<p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">
										{voice.description}
									</p>
									<p className="mt-1 text-sm text-slate-600">
										{voice.learned ? (
											<>
												<span className="font-medium text-slate-700">
													{t('voices.learnedFrom', { count: voice.learned.sampleCount })}
												</span>
												{' · '}
												{summarize(voice.learned)}
											</>
										) : (
											t('voices.notLearned')
										)}
									</p>
								</div>
								<div className="flex gap-2">
									<Link
										to={`/voices?edit=${voice.id}#voice-form`}
										className="btn-secondary"
										aria-label={t('voices.editLabel', { name: voice.name })}
									>
										{t('voices.edit')}
									</Link>
									<Link
										to={`/voices?delete=${voice.id}#delete-voice`}
										className="btn-ghost text-red-700"
										aria-label={t('voices.deleteLabel', { name: voice.name })}
									>
										{t('voices.delete')}
									</Link>
								</div>
							</li>
						))}
					</ul>
				)}
			</section>

			{deleting ? (
				<section
					id="delete-voice"
					className="card border-red-200 p-6"
					aria-labelledby="delete-voice-title"
				>
					<h2 id="delete-voice-title" className="text-lg font-semibold">
						{t('voices.confirm.title', { name: deleting.name })}
					</h2>
					<p className="mt-1 text-slate-700">{t('voices.confirm.body')}</p>
					<Form method="post" action="/voices" className="mt-4 flex flex-wrap gap-2">
						<input type="hidden" name="intent" value="delete" />
						<input type="hidden" name="voiceId" value={deleting.id} />
						<button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
							{t('voices.confirm.yes')}
						</button>
						<Link to="/voices" className="btn-secondary">
							{t('voices.confirm.no')}
						</Link>
					</Form>
				</section>
			) : null}

			{editing || !atLimit ? (
				<VoiceForm
					key={editing?.id ?? 'new'}
					constraint={constraint}
					editing={editing}
					lastResult={actionData?.result ?? null}
					formError={
						actionData?.result && actionData.formError
							? t(actionData.formError, { count: actionData.limit ?? limit })
							: null
					}
				/>
			) : (
				<section className="card p-6" aria-labelledby="voice-limit-title" id="voice-form">
					<h2 id="voice-limit-title" className="text-lg font-semibold">
						{t('voices.limitTitle')}
					</h2>
					<p className="mt-1 text-slate-700">{t('voices.limitBody', { count: limit })}</p>
					<Link to="/pricing" className="btn-primary mt-4">
						{t('voices.upgrade')}
					</Link>
				</section>
			)}
		</AppPage>
	)
}

const loadValidator = () =>
	import('#app/modules/voices/voice-schemas.ts').then((module) => module.validateBrandVoice)

function VoiceForm({
	constraint,
	editing,
	lastResult,
	formError,
}: {
	constraint: FormConstraint
	editing: { id: string; values: VoiceValues } | null
	lastResult: SubmissionResult<string[]> | null
	formError: string | null
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const summarize = useLearnedSummary()
	const saving =
		navigation.state !== 'idle' &&
		navigation.formAction?.startsWith('/voices') === true &&
		navigation.formData?.get('intent') !== 'delete'
	const [form, fields] = useSchemaForm<typeof BrandVoiceSchema>({
		id: 'brand-voice',
		constraint,
		loadValidator,
		lastResult,
		defaultValue: editing?.values ?? { name: '', description: '', samples: '' },
	})
	const samplesText = typeof fields.samples.value === 'string' ? fields.samples.value : ''
	// The same pure function the server saves, so the preview is exactly what will be learned.
	const samples = useMemo(() => splitVoiceSamples(samplesText), [samplesText])
	const learned = useMemo(() => learnVoiceFromSamples(samples), [samples])
	const tooMany = samples.length > MAX_VOICE_SAMPLES
	const intent = editing ? 'update' : 'create'
	const samplesErrors = fields.samples.errors
	return (
		<section className="card p-6" aria-labelledby="voice-form-title" id="voice-form">
			<h2 id="voice-form-title" className="text-lg font-semibold">
				{editing ? t('voices.editTitle', { name: editing.values.name }) : t('voices.newTitle')}
			</h2>
			<Form method="post" action="/voices" {...getFormProps(form)} className="mt-4 space-y-5">
				{editing ? <input type="hidden" name="voiceId" value={editing.id} /> : null}
				{formError ? (
					<FormAlert title={t('voices.errors.failedTitle')}>{formError}</FormAlert>
				) : null}
				<FormErrors form={form} title={t('voices.errors.failedTitle')} />
				<InputField
					field={fields.name}
					label={t('voices.fields.name')}
					placeholder={t('voices.fields.namePlaceholder')}
					maxLength={VOICE_NAME_MAX_CHARS * 2}
					autoComplete="off"
				/>
				<div>
					<TextAreaField
						field={fields.description}
						label={t('voices.fields.description')}
						placeholder={t('generate.fields.voicePlaceholder')}
						max={BRAND_VOICE_MAX_CHARS}
						tooLongKey="voices.errors.descriptionTooLong"
						rows={3}
					/>
					<p className="mt-1 text-sm text-slate-600">{t('voices.fields.descriptionHint')}</p>
				</div>
				<div>
					<div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
						<label htmlFor={fields.samples.id} className="text-sm font-medium text-slate-800">
							{t('voices.fields.samples')}
						</label>
						<span
							id="samples-count"
							className={`text-sm ${tooMany ? 'font-semibold text-red-700' : 'text-slate-600'}`}
						>
							{t('voices.sampleCount', { count: samples.length, max: MAX_VOICE_SAMPLES })}
						</span>
					</div>
					<p id="samples-hint" className="mb-2 text-sm text-slate-600">
						{t('voices.fields.samplesHint', { max: MAX_VOICE_SAMPLES })}
					</p>
					<textarea
						key={fields.samples.key}
						rows={10}
						placeholder={t('voices.fields.samplesPlaceholder')}
						className="field-input resize-y font-mono text-sm"
						{...withoutKey(getTextareaProps(fields.samples, { ariaAttributes: false }))}
						aria-invalid={samplesErrors?.length ? true : undefined}
						aria-describedby={describedBy(
							fields.samples,
							Boolean(samplesErrors?.length),
							'samples-hint',
							'samples-count',
						)}
					/>
					<FieldErrors id={fields.samples.errorId} errors={samplesErrors} />
				</div>
				<div
					className="rounded-lg border border-brand-100 bg-brand-50 p-4"
					aria-labelledby="voice-preview-title"
					role="region"
				>
					<h3 id="voice-preview-title" className="text-sm font-semibold text-slate-800">
						{t('voices.previewTitle')}
					</h3>
					<p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="voice-preview">
						{learned.sampleCount
							? `${t('voices.learnedFrom', { count: learned.sampleCount })} · ${summarize(learned)}`
							: t('voices.previewEmpty')}
					</p>
				</div>
				<div className="flex flex-wrap gap-2">
					<button
						type="submit"
						name="intent"
						value={intent}
						className="btn-primary"
						disabled={saving}
					>
						{saving ? t('voices.saving') : editing ? t('voices.saveChanges') : t('voices.save')}
					</button>
					{hydrated ? null : (
						<button type="submit" name="intent" value="preview" className="btn-secondary">
							{t('voices.previewButton')}
						</button>
					)}
					{editing ? (
						<Link to="/voices" className="btn-ghost">
							{t('voices.cancelEdit')}
						</Link>
					) : null}
				</div>
			</Form>
		</section>
	)
}
