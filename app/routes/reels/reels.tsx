import { failureMessageKey, failureStatus } from '#app/modules/generation/failure-messages.ts'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { ReelForm } from '#app/components/reels/reel-form.tsx'
import { ReelResult } from '#app/components/reels/reel-result.tsx'
import { SignedInPage } from '#app/components/app-page.tsx'
import { GenerateReelFormSchema } from '#app/modules/forms/generate-reel-form.ts'
import { constraintOf, parseSubmission } from '#app/modules/forms/submission.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, UNLIMITED } from '#app/modules/billing/plans.ts'
import { remainingOf } from '#app/modules/billing/quota.server.ts'
import { usageSummary } from '#app/modules/billing/usage.ts'
import { generatorFormOptions } from '#app/modules/generation/generator-options.server.ts'
import { getGeneration } from '#app/modules/generation/history.server.ts'
import type { ReelScript } from '#app/modules/reels/reel-script.ts'
import { generateReelForUser } from '#app/modules/reels/reel-service.server.ts'
import { loadSourceState } from '#app/modules/uploads/source-state.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/reels'
import { readFormData } from '#app/utils/request-body.server.ts'
import { getRequestSpace, poolAccountFor } from '#app/modules/workspaces/space.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'reels.title')

export type ReelValues = {
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

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const params = new URL(request.url).searchParams
	const generationId = params.get('generation')
	const generation = generationId ? await getGeneration(space, generationId, 'reel') : null
	const source = await loadSourceState(user.id, params, generation)
	// In a team workspace: the pool's plan and usage (its owner's).
	const pool = await poolAccountFor(space, user)
	const usage = usageSummary(pool)
	return {
		formConstraint: constraintOf(GenerateReelFormSchema, { nativeRequired: false }),
		planType: getPlan(pool.planType).id,
		remainingReels: remainingOf(usage.reels),
		fileUploads: usage.fileUploads,
		source,
		options: await generatorFormOptions(space),
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
						link: String(generation.options.link ?? ''),
						brandVoiceId: String(generation.options.brandVoiceId ?? ''),
						outputLanguage: String(generation.options.outputLanguage ?? ''),
					} satisfies ReelValues,
				}
			: null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const form = await readFormData(request)
	// The schema the browser checked the form with; its reply carries errors and what was typed.
	const submission = parseSubmission(form, GenerateReelFormSchema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply(), failure: null, limitReached: false }, { status: 400 })
	}
	const result = await generateReelForUser(space, submission.value)
	if (!result.ok) {
		if (result.code === 'QUOTA_EXCEEDED')
			return data(
				{ result: submission.reply(), failure: null, limitReached: true },
				{ status: 429 },
			)
		if (result.code === 'VOICE_NOT_FOUND')
			return data(
				{
					// Shown above the form: the picker may not list the refused id at all.
					result: submission.reply({ formErrors: ['voices.errors.notFound'] }),
					failure: null,
					limitReached: false,
				},
				{ status: 404 },
			)
		const failure = failureMessageKey(result.reason, 'reels.errors.failed')
		return data(
			{ result: submission.reply(), failure, limitReached: false },
			{ status: failureStatus(result.reason) },
		)
	}
	throw redirect(`/reels?generation=${result.generationId}#reel-result`)
}

export default function ReelsRoute() {
	const { t } = useTranslation()
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const remaining = loaderData.remainingReels
	const noneLeft = remaining !== UNLIMITED && remaining <= 0
	const paid = loaderData.planType !== 'starter'
	return (
		<SignedInPage width="max-w-6xl">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<Link to="/" className="btn-ghost -ml-2 px-2">
					← {t('reels.back')}
				</Link>
				{paid ? (
					<span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
						{t('reels.pro')}
					</span>
				) : null}
			</div>
			<div className="flex flex-wrap items-center gap-3">
				<h1 className="text-2xl font-bold sm:text-3xl">{t('reels.title')}</h1>
				<span className="rounded-full bg-gradient-to-r from-brand-600 to-fuchsia-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
					{t('reels.premium')}
				</span>
			</div>
			<p className="max-w-3xl text-slate-700">{t('reels.subtitle')}</p>
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
			<div className="grid gap-6 lg:grid-cols-2">
				<section aria-labelledby="reel-config-title" className="card min-w-0 space-y-5 p-4 sm:p-6">
					<h2 id="reel-config-title" className="text-lg font-semibold">
						{t('reels.configTitle')}
					</h2>
					<ReelForm
						key={loaderData.generation?.id ?? 'new'}
						constraint={loaderData.formConstraint}
						values={loaderData.generation?.values ?? null}
						lastResult={actionData?.result ?? null}
						failure={actionData?.failure ?? null}
						remaining={remaining}
						noneLeft={noneLeft}
						planType={loaderData.planType}
						fileUploads={loaderData.fileUploads}
						source={loaderData.source}
						options={loaderData.options}
					/>
				</section>
				<div className="min-w-0">
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
		</SignedInPage>
	)
}
