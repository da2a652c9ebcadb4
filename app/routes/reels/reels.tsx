import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
	data,
	Form,
	Link,
	redirect,
	useActionData,
	useLoaderData,
	useNavigation,
	useRouteLoaderData,
} from 'react-router'
import { TextAreaField } from '#app/components/dashboard/text-area-field.tsx'
import { FormAlert } from '#app/components/forms.tsx'
import { Logo } from '#app/components/logo.tsx'
import { ReelResult } from '#app/components/reels/reel-result.tsx'
import { FileEditor } from '#app/components/upload/file-editor.tsx'
import { SourceTabs } from '#app/components/upload/source-tabs.tsx'
import { UploadPanel } from '#app/components/upload/upload-panel.tsx'
import { useUploadTip } from '#app/components/upload/use-upload-tip.ts'
import { fieldErrors } from '#app/modules/auth/account-schemas.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, UNLIMITED } from '#app/modules/billing/plans.ts'
import { remainingOf } from '#app/modules/billing/quota.server.ts'
import { usageSummary } from '#app/modules/billing/usage.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import { getGeneration } from '#app/modules/generation/history.server.ts'
import {
	HOOK_TYPES,
	REEL_CATEGORIES,
	REEL_DURATIONS,
	REEL_SOURCE_MAX_CHARS,
} from '#app/modules/reels/reel-options.ts'
import { GenerateReelSchema } from '#app/modules/reels/reel-schemas.ts'
import type { ReelScript } from '#app/modules/reels/reel-script.ts'
import { generateReelForUser } from '#app/modules/reels/reel-service.server.ts'
import { loadSourceState } from '#app/modules/uploads/source-state.server.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/reels'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'reels.title')

type ReelValues = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	duration: number
	category: string
	hookType: string
}

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const params = new URL(request.url).searchParams
	const generationId = params.get('generation')
	const generation = generationId ? await getGeneration(user.id, generationId, 'reel') : null
	const source = await loadSourceState(user.id, params, generation)
	const usage = usageSummary(user)
	return {
		planType: getPlan(user.planType).id,
		remainingReels: remainingOf(usage.reels),
		fileUploads: usage.fileUploads,
		source,
		generation: generation
			? {
					id: generation.id,
					reelScript: generation.output.reelScript as ReelScript,
					values: {
						sourceContent: generation.sourceContent,
						brandVoice: generation.brandVoice,
						contentGoal: generation.contentGoal,
						duration: Number(generation.options.duration ?? 30),
						category: String(generation.options.category ?? ''),
						hookType: String(generation.options.hookType ?? ''),
					} satisfies ReelValues,
				}
			: null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const raw = Object.fromEntries(
		[
			'sourceContent',
			'brandVoice',
			'contentGoal',
			'duration',
			'category',
			'hookType',
			'inputType',
			'originalFilename',
			'characterCount',
		].map((key) => [
			key,
			typeof form.get(key) === 'string' ? (form.get(key) as string) : undefined,
		]),
	)
	const values: ReelValues = {
		sourceContent: raw.sourceContent ?? '',
		brandVoice: raw.brandVoice ?? '',
		contentGoal: raw.contentGoal ?? '',
		duration: Number(raw.duration ?? 30),
		category: raw.category ?? '',
		hookType: raw.hookType ?? '',
	}
	const parsed = GenerateReelSchema.safeParse(raw)
	if (!parsed.success) {
		const errors = fieldErrors(parsed.error)
		const formError =
			errors.form ??
			(errors.sourceContent === 'reels.errors.tooLong' ? 'reels.errors.tooLong' : null)
		return data({ values, formError, fieldErrors: errors, limitReached: false }, { status: 400 })
	}
	const result = await generateReelForUser(user.id, parsed.data)
	if (!result.ok) {
		if (result.code === 'QUOTA_EXCEEDED')
			return data({ values, formError: null, fieldErrors: {}, limitReached: true }, { status: 429 })
		const formError =
			result.reason === 'internal' ? 'reels.errors.failed' : `generate.errors.ai.${result.reason}`
		return data({ values, formError, fieldErrors: {}, limitReached: false }, { status: 502 })
	}
	throw redirect(`/reels?generation=${result.generationId}#reel-result`)
}

export default function ReelsRoute() {
	const { t } = useTranslation()
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const navigation = useNavigation()
	const submitting =
		navigation.state !== 'idle' &&
		navigation.formMethod?.toLowerCase() === 'post' &&
		navigation.formAction?.startsWith('/reels') === true
	const values = actionData?.values ?? loaderData.generation?.values ?? null
	const [source, setSource] = useState(values?.sourceContent ?? '')
	const [voice, setVoice] = useState(values?.brandVoice ?? '')
	const [goal, setGoal] = useState(values?.contentGoal ?? '')
	const [hookType, setHookType] = useState(values?.hookType ?? '')
	const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {}
	const remaining = loaderData.remainingReels
	const noneLeft = remaining !== UNLIMITED && remaining <= 0
	const uploadTip = useUploadTip(loaderData.planType, loaderData.fileUploads)
	const { source: sourceState } = loaderData
	const formError = actionData?.formError
	const failed =
		formError && formError !== 'reels.errors.required' && formError !== 'reels.errors.tooLong'
	const paid = loaderData.planType !== 'starter'
	return (
		<div className="min-h-screen">
			<header className="border-b border-slate-200 bg-white">
				<nav
					aria-label={t('appHeader.label')}
					className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3"
				>
					<div className="flex items-center gap-3">
						<Logo compact />
						<Link to="/" className="btn-ghost px-2">
							← {t('reels.back')}
						</Link>
					</div>
					<div className="flex items-center gap-2">
						{paid ? (
							<span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
								{t('reels.pro')}
							</span>
						) : null}
						{root?.user ? (
							<span className="hidden text-sm text-slate-700 sm:inline">{root.user.email}</span>
						) : null}
						<a href="/api/logout" className="btn-secondary">
							{t('reels.logout')}
						</a>
					</div>
				</nav>
			</header>
			<main className="mx-auto max-w-6xl px-4 py-8">
				<div className="flex flex-wrap items-center gap-3">
					<h1 className="text-2xl font-bold sm:text-3xl">{t('reels.title')}</h1>
					<span className="rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
						{t('reels.premium')}
					</span>
				</div>
				<p className="mt-2 max-w-3xl text-slate-700">{t('reels.subtitle')}</p>
				<div className="mt-8 grid gap-6 lg:grid-cols-2">
					<section aria-labelledby="reel-config-title" className="card space-y-5 p-6">
						<h2 id="reel-config-title" className="text-lg font-semibold">
							{t('reels.configTitle')}
						</h2>
						<SourceTabs mode={sourceState.mode} />
						{sourceState.mode === 'file' && !sourceState.upload ? (
							<UploadPanel
								returnTo="/reels"
								error={
									sourceState.uploadError
										? t(`upload.errors.${sourceState.uploadError}`, {
												defaultValue: t('upload.errors.upload-failed'),
											})
										: null
								}
								tip={uploadTip}
							/>
						) : null}
						<Form
							method="post"
							action="/reels"
							className="space-y-5"
							key={loaderData.generation?.id ?? 'new'}
						>
							{formError === 'reels.errors.required' || formError === 'reels.errors.tooLong' ? (
								<FormAlert title={t(formError)} />
							) : null}
							{failed ? (
								<FormAlert title={t('reels.errors.failedTitle')}>{t(formError)}</FormAlert>
							) : null}
							{sourceState.mode === 'text' ? (
								<>
									<input type="hidden" name="inputType" value="text" />
									<TextAreaField
										name="sourceContent"
										label={t('reels.sourceTitle')}
										placeholder={t('generate.fields.sourcePlaceholder')}
										value={source}
										onChange={setSource}
										max={REEL_SOURCE_MAX_CHARS}
										rows={8}
										error={errors.sourceContent ? t(errors.sourceContent) : null}
									/>
								</>
							) : sourceState.upload ? (
								<FileEditor
									key={sourceState.upload.id}
									upload={sourceState.upload}
									maxChars={REEL_SOURCE_MAX_CHARS}
									showSuccess={sourceState.justUploaded}
								/>
							) : null}
							<fieldset>
								<legend className="text-sm font-medium text-slate-800">
									{t('reels.duration')}
								</legend>
								<div className="mt-2 flex gap-2">
									{REEL_DURATIONS.map((seconds) => (
										<label
											key={seconds}
											className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
										>
											<input
												type="radio"
												name="duration"
												value={seconds}
												defaultChecked={(values?.duration ?? 30) === seconds}
												className="accent-brand-600"
											/>
											{t('reels.durationOption', { seconds })}
										</label>
									))}
								</div>
							</fieldset>
							<div>
								<label htmlFor="category" className="mb-1 block text-sm font-medium text-slate-800">
									{t('reels.category')}
								</label>
								<select
									id="category"
									name="category"
									defaultValue={values?.category ?? ''}
									className="field-input"
									required
								>
									<option value="" disabled>
										{t('reels.categoryPlaceholder')}
									</option>
									{REEL_CATEGORIES.map((category) => (
										<option key={category} value={category}>
											{t(`reels.categories.${category}`)}
										</option>
									))}
								</select>
							</div>
							<fieldset>
								<legend className="text-sm font-medium text-slate-800">{t('reels.hook')}</legend>
								<div className="mt-2 grid max-h-96 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
									{HOOK_TYPES.map((hook) => (
										<label
											key={hook}
											className="flex cursor-pointer gap-2 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
										>
											<input
												type="radio"
												name="hookType"
												value={hook}
												checked={hookType === hook}
												onChange={() => setHookType(hook)}
												className="mt-1 accent-brand-600"
											/>
											<span>
												<span className="block font-semibold">
													{t(`reels.hooks.${hook}.label`)}
												</span>
												<span className="block text-slate-700">
													{t(`reels.hooks.${hook}.explanation`)}
												</span>
												<span className="mt-1 block text-slate-600 italic">
													{t('reels.hookExample', { example: t(`reels.hooks.${hook}.example`) })}
												</span>
											</span>
										</label>
									))}
								</div>
							</fieldset>
							<TextAreaField
								name="brandVoice"
								label={t('reels.voice')}
								placeholder={t('generate.fields.voicePlaceholder')}
								value={voice}
								onChange={setVoice}
								max={BRAND_VOICE_MAX_CHARS}
								rows={3}
								error={errors.brandVoice ? t(errors.brandVoice) : null}
							/>
							<TextAreaField
								name="contentGoal"
								label={t('reels.goal')}
								placeholder={t('reels.goalPlaceholder')}
								value={goal}
								onChange={setGoal}
								max={CONTENT_GOAL_MAX_CHARS}
								rows={2}
								error={errors.contentGoal ? t(errors.contentGoal) : null}
							/>
							{noneLeft || actionData?.limitReached ? (
								<p
									role="status"
									className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
								>
									{t('reels.limitNote')}{' '}
									<Link to="/pricing" className="font-semibold underline">
										{t('reels.upgrade')}
									</Link>
								</p>
							) : null}
							<button
								type="submit"
								className="btn-primary w-full py-3 text-base"
								disabled={submitting || noneLeft}
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
					</section>
					<div>
						{loaderData.generation ? (
							<ReelResult
								generationId={loaderData.generation.id}
								script={loaderData.generation.reelScript}
							/>
						) : (
							<section
								className="card flex min-h-64 flex-col items-center justify-center gap-2 p-6 text-center"
								aria-labelledby="reel-placeholder-title"
							>
								<h2 id="reel-placeholder-title" className="text-lg font-semibold">
									{t('reels.placeholderTitle')}
								</h2>
								<p className="max-w-sm text-slate-600">{t('reels.placeholderBody')}</p>
							</section>
						)}
					</div>
				</div>
			</main>
		</div>
	)
}
