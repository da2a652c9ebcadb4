import { failureMessageKey, failureStatus } from '#app/modules/generation/failure-messages.ts'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { DashboardShell } from '#app/components/dashboard/dashboard-shell.tsx'
import { GeneratorForm, type GeneratorValues } from '#app/components/dashboard/generator-form.tsx'
import { LimitModal, LimitNotice } from '#app/components/dashboard/limit-modal.tsx'
import type { ResultPost } from '#app/components/dashboard/post-results.tsx'
import { GenerationList } from '#app/components/dashboard/recent-generations.tsx'
import { LandingPage } from '#app/components/marketing/landing-page.tsx'
import { getUser, requireUser } from '#app/modules/auth/session.server.ts'
import { dashboardBilling } from '#app/modules/billing/dashboard-billing.server.ts'
import { getPlan } from '#app/modules/billing/plans.ts'
import { remainingOf } from '#app/modules/billing/quota.server.ts'
import { usageSummary } from '#app/modules/billing/usage.ts'
import { GeneratePostsFormSchema } from '#app/modules/forms/generate-posts-form.ts'
import { constraintOf, parseSubmission } from '#app/modules/forms/submission.ts'
import {
	generatePostsForUser,
	MAX_REGENERATIONS_PER_POST,
	regeneratePostForUser,
} from '#app/modules/generation/generation-service.server.ts'
import { generatorFormOptions } from '#app/modules/generation/generator-options.server.ts'
import { getGeneration, listGenerations } from '#app/modules/generation/history.server.ts'
import { plainExcerpts } from '#app/utils/plain-text.ts'
import { loadSourceState } from '#app/modules/uploads/source-state.server.ts'
import { useUploadTip } from '#app/components/upload/use-upload-tip.ts'
import { PLATFORMS } from '#app/modules/generation/platforms.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { messageAt } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/_index'
import { readFormData } from '#app/utils/request-body.server.ts'
import { getRequestSpace, poolAccountFor } from '#app/modules/workspaces/space.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: messageAt(matches, 'meta.landingTitle') ?? 'Vibecast' },
	{ name: 'description', content: messageAt(matches, 'meta.landingDescription') ?? '' },
]

// Signed out, `/` is the landing page: plain HTML and CSS, no JavaScript to download.
export const handle: RouteHandle = {
	hydrate: (data) => Boolean((data as { dashboard?: unknown } | undefined)?.dashboard),
}

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	if (!user) return { dashboard: null }
	// In a team workspace: its generations, voices and pool (the owner's allowance and plan).
	const space = await getRequestSpace(request, user.id)
	const payer = await poolAccountFor(space, user)
	const params = new URL(request.url).searchParams
	const generationId = params.get('generation')
	const generation = generationId ? await getGeneration(space, generationId, 'posts') : null
	// The platform checks (and twitter-text under them) load with the first generation shown,
	// not at start (ADR 035).
	const platformRules = generation
		? await import('#app/modules/generation/platform-rules.ts')
		: null
	const usage = usageSummary(payer)
	const source = await loadSourceState(user.id, params, generation)
	const recent = plainExcerpts(await listGenerations(space, { take: 5 }))
	return {
		dashboard: {
			generatorConstraint: constraintOf(GeneratePostsFormSchema, { nativeRequired: false }),
			firstName: user.firstName,
			planType: getPlan(payer.planType).id,
			usage,
			usageResetDate: payer.usageResetDate.toISOString(),
			billing: await dashboardBilling(request, user),
			remainingPosts: remainingOf(usage.posts),
			source,
			recent,
			options: await generatorFormOptions(space),
			firstVisit: recent.length === 0 && usage.posts.used === 0 && usage.reels.used === 0,
			generation:
				generation && platformRules
					? {
							id: generation.id,
							engine: generation.engine,
							voiceName: (generation.options.brandVoiceName as string | undefined) ?? null,
							posts: ((generation.output.posts ?? []) as ResultPost[]).map((post) => ({
								...post,
								assessment: platformRules.assessPost(post.platform, post.content),
								regenerationsLeft: Math.max(
									0,
									MAX_REGENERATIONS_PER_POST -
										Number(
											(generation.options.variants as Record<string, number> | undefined)?.[
												post.platform
											] ?? 0,
										),
								),
							})),
							values: {
								sourceContent: generation.sourceContent,
								brandVoice: generation.brandVoice,
								contentGoal: generation.contentGoal,
								seoOptimize: Boolean(generation.options.seoOptimize),
								outputLanguage: (generation.options.outputLanguage as string | undefined) ?? '',
								link: (generation.options.link as string | undefined) ?? '',
								brandVoiceId: (generation.options.brandVoiceId as string | undefined) ?? '',
							} satisfies GeneratorValues,
						}
					: null,
		},
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const form = await readFormData(request)

	if (form.get('intent') === 'regenerate') {
		const platform = PLATFORMS.find((each) => each === form.get('platform'))
		const generationId = String(form.get('generationId') ?? '')
		if (!platform)
			return data(
				{ result: null, failure: 'generate.errors.failed', limitReached: false, regenerate: null },
				{ status: 400 },
			)
		const result = await regeneratePostForUser(space, generationId, platform)
		if (!result.ok) {
			const failure =
				result.code === 'NOT_FOUND'
					? 'generate.errors.notFound'
					: result.code === 'REGENERATION_LIMIT'
						? 'generate.errors.regenerationLimit'
						: failureMessageKey(
								'reason' in result ? result.reason : 'internal',
								'generate.errors.failed',
							)
			const status =
				result.code === 'NOT_FOUND' ? 404 : result.code === 'REGENERATION_LIMIT' ? 429 : 502
			// Shown on the post it was for, not above the generator form.
			const regenerate = {
				platform,
				error: failure,
				limitReached: result.code === 'REGENERATION_LIMIT',
			}
			return data({ result: null, failure: null, limitReached: false, regenerate }, { status })
		}
		throw redirect(`/?generation=${result.generationId}#post-${platform}`)
	}

	// The form's own schema, the one the browser checked it with; its reply carries the errors
	// and everything typed back to the form.
	const submission = parseSubmission(form, GeneratePostsFormSchema)
	if (submission.status !== 'success') {
		return data(
			{ result: submission.reply(), failure: null, limitReached: false, regenerate: null },
			{ status: 400 },
		)
	}
	const result = await generatePostsForUser(space, submission.value)
	if (!result.ok) {
		if (result.code === 'VOICE_NOT_FOUND') {
			return data(
				{
					// Shown above the form: the picker may not list the refused id at all.
					result: submission.reply({ formErrors: ['voices.errors.notFound'] }),
					failure: null,
					limitReached: false,
					regenerate: null,
				},
				{ status: 404 },
			)
		}
		if (result.code === 'QUOTA_EXCEEDED') {
			return data(
				{
					result: submission.reply(),
					failure: null,
					limitReached: true,
					limit: result.usage.limit,
					regenerate: null,
				},
				{ status: 429 },
			)
		}
		return data(
			{
				result: submission.reply(),
				failure: failureMessageKey(result.reason, 'generate.errors.failed'),
				limitReached: false,
				regenerate: null,
			},
			{ status: failureStatus(result.reason) },
		)
	}
	throw redirect(`/?generation=${result.generationId}#results`)
}

// The results (editor, platform feedback, copy and regenerate) are not part of the dashboard's
// first download: the server renders them (loaded once, at start), and the browser keeps that
// HTML until their code arrives beside the page, then hydrates them.
const loadPostResults = () =>
	import('#app/components/dashboard/post-results.tsx').then((module) => ({
		default: module.PostResults,
	}))
const PostResults = import.meta.env.SSR ? (await loadPostResults()).default : lazy(loadPostResults)

export default function IndexRoute() {
	const { dashboard } = useLoaderData<typeof loader>()
	if (dashboard) return <Dashboard dashboard={dashboard} />
	// The landing page is plain HTML (it is never hydrated), so its code stays out of the
	// browser's bundle. Reaching it inside the running app (after a sign-out) loads it afresh.
	return import.meta.env.SSR ? <LandingPage /> : <LoadAsDocument />
}

function LoadAsDocument() {
	useEffect(() => window.location.reload(), [])
	return null
}

function Dashboard({
	dashboard,
}: {
	dashboard: NonNullable<Awaited<ReturnType<typeof loader>>['dashboard']>
}) {
	const { t } = useTranslation()
	const actionData = useActionData<typeof action>()
	const hydrated = useHydrated()
	const [modalOpen, setModalOpen] = useState(false)
	useEffect(() => {
		if (actionData?.limitReached) setModalOpen(true)
	}, [actionData])
	const values = dashboard.generation?.values ?? null
	const serverModal = !hydrated && actionData?.limitReached
	const uploadTip = useUploadTip(dashboard.planType, dashboard.usage.fileUploads)
	// The same element while the page hydrates: a lazy boundary whose props change before its
	// code has arrived is rendered afresh (losing an edit made in the meantime).
	const regenerateFailure = actionData?.regenerate ?? null
	const results = useMemo(
		() =>
			dashboard.generation ? (
				<Suspense fallback={null}>
					<PostResults
						regenerateFailure={regenerateFailure}
						generationId={dashboard.generation.id}
						posts={dashboard.generation.posts}
						engine={dashboard.generation.engine}
						voiceName={dashboard.generation.voiceName}
					/>
				</Suspense>
			) : null,
		[dashboard.generation, regenerateFailure],
	)
	const uploadError = dashboard.source.uploadError
		? t(`upload.errors.${dashboard.source.uploadError}`, {
				defaultValue: t('upload.errors.upload-failed'),
			})
		: null
	return (
		<DashboardShell
			dashboard={dashboard}
			notice={serverModal ? <LimitNotice limit={dashboard.usage.posts.limit} /> : null}
		>
			<section aria-labelledby="generator-title" className="card p-6">
				<h2 id="generator-title" className="text-xl font-semibold">
					{t('generate.title')}
				</h2>
				<p className="mt-1 mb-5 text-slate-700">{t('generate.subtitle')}</p>
				<GeneratorForm
					key={dashboard.generation?.id ?? 'new'}
					constraint={dashboard.generatorConstraint}
					values={values}
					lastResult={actionData?.result ?? null}
					failure={actionData?.failure ?? null}
					remaining={dashboard.remainingPosts}
					source={{ ...dashboard.source, uploadError, uploadTip }}
					onLimitReached={() => setModalOpen(true)}
					options={dashboard.options}
				/>
			</section>
			{results}
			<section aria-labelledby="recent-title" className="card p-6">
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h2 id="recent-title" className="text-lg font-semibold">
						{t('history.recent')}
					</h2>
					<Link
						to="/history"
						className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
					>
						{t('history.viewAll')}
					</Link>
				</div>
				<div className="mt-3">
					<GenerationList items={dashboard.recent} />
				</div>
			</section>
			{hydrated && modalOpen ? (
				<LimitModal limit={dashboard.usage.posts.limit} onClose={() => setModalOpen(false)} />
			) : null}
		</DashboardShell>
	)
}
