import { useEffect, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useNavigation } from 'react-router'
import { CopyButton } from '#app/components/copy-button.tsx'
import type { PostAssessment, PostPlatform } from '#app/modules/generation/platform-rules.ts'
import { hasLinkPlaceholder } from '#app/modules/generation/post-links.ts'
import { restoreTypedBeforeHydration } from '#app/utils/typed-before-hydration.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

export type ResultPost = { platform: PostPlatform; content: string }
/**
 * A post as the page gets it: with the server's assessment of the text as generated, and how
 * many new versions may still be asked for.
 */
export type AssessedPost = ResultPost & { assessment: PostAssessment; regenerationsLeft: number }

/** A refused regeneration, shown on the post it was for. */
export type RegenerateFailure = { platform: PostPlatform; error: string; limitReached: boolean }

type Assess = (platform: PostPlatform, content: string) => PostAssessment
let rules: Promise<Assess> | undefined
/**
 * The platform rules (X's weighted length needs twitter-text, ~20 kB) load when the user first
 * edits a post, not with the page: the page arrives with the server's assessment.
 */
function loadRules(): Promise<Assess> {
	rules ??= import('#app/modules/generation/platform-rules.ts').then((module) => module.assessPost)
	return rules
}

/** The number each message counts: characters left or over on X, length on LinkedIn, hashtags on Instagram. */
function feedbackCount(assessment: PostAssessment) {
	if (assessment.platform === 'twitter') return Math.abs(assessment.remaining ?? 0)
	if (assessment.platform === 'linkedin') return assessment.length
	return assessment.hashtagCount
}

function useAssessment(post: AssessedPost, text: string): PostAssessment {
	const [assess, setAssess] = useState<Assess | null>(null)
	const edited = text !== post.content
	useEffect(() => {
		if (!edited || assess) return
		let current = true
		void loadRules().then((loaded) => {
			if (current) setAssess(() => loaded)
		})
		return () => {
			current = false
		}
	}, [edited, assess])
	return edited && assess ? assess(post.platform, text) : post.assessment
}

const levelClass = {
	ok: 'text-emerald-700',
	warning: 'text-amber-700',
	error: 'text-red-700',
} as const

/** "Your Generated Posts": one editable card per platform with live platform feedback. */
export function PostResults({
	generationId,
	posts,
	engine,
	voiceName,
	regenerateFailure = null,
}: {
	generationId: string
	posts: AssessedPost[]
	engine: string
	/** the saved brand voice the posts were written in, if one was picked */
	voiceName?: string | null
	regenerateFailure?: RegenerateFailure | null
}) {
	const { t } = useTranslation()
	const placeholderWarning = (text: string) =>
		hasLinkPlaceholder(text) ? t('postLinks.copiedWithPlaceholder') : null
	// Edits live here so "Copy All" copies what the user sees; a regeneration resets the card.
	const [edits, setEdits] = useState<Record<string, string>>({})
	const textOf = (post: ResultPost) => edits[`${post.platform}:${post.content}`] ?? post.content
	return (
		<section aria-labelledby="results-title" className="card p-6" id="results">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<div>
					<h2 id="results-title" className="text-lg font-semibold">
						{t('results.title')}
					</h2>
					<p className="text-sm text-slate-600">{t(`results.engine.${engine}`)}</p>
					{voiceName ? (
						<p className="text-sm text-slate-600">
							{t('voices.usedInResults', { name: voiceName })}
						</p>
					) : null}
				</div>
				<CopyButton
					label={t('results.copyAll')}
					getText={() =>
						posts
							.map((post) => `${t(`results.platforms.${post.platform}`)}\n${textOf(post)}`)
							.join('\n\n')
					}
					getWarning={placeholderWarning}
				/>
			</div>
			<ul className="mt-5 grid gap-5 lg:grid-cols-3">
				{posts.map((post) => (
					<PostCard
						key={`${post.platform}:${post.content}`}
						generationId={generationId}
						post={post}
						text={textOf(post)}
						onEdit={(value) =>
							setEdits((all) => ({ ...all, [`${post.platform}:${post.content}`]: value }))
						}
						failure={regenerateFailure?.platform === post.platform ? regenerateFailure : null}
					/>
				))}
			</ul>
		</section>
	)
}

function PostCard({
	generationId,
	post,
	text,
	onEdit,
	failure,
}: {
	generationId: string
	post: AssessedPost
	text: string
	onEdit: (value: string) => void
	failure: RegenerateFailure | null
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const navigation = useNavigation()
	// The results hydrate after the page (their code loads beside it): an edit made before
	// comes back now.
	useEffect(() => restoreTypedBeforeHydration(), [])
	const regenerating =
		navigation.state !== 'idle' &&
		navigation.formData?.get('intent') === 'regenerate' &&
		navigation.formData?.get('platform') === post.platform
	const assessment = useAssessment(post, text)
	const platformName = t(`results.platforms.${post.platform}`)
	const feedbackId = `feedback-${post.platform}`
	// Derived from the text shown, so the badge goes away once the user puts their link in.
	const needsLink = hasLinkPlaceholder(text)
	const linkNoteId = `link-note-${post.platform}`
	const failureId = `regenerate-error-${post.platform}`
	// The server refused a further version, or the page already knows none is left.
	const capped = post.regenerationsLeft <= 0 || Boolean(failure?.limitReached)
	return (
		<li
			className="flex flex-col rounded-xl border border-slate-200 p-4"
			id={`post-${post.platform}`}
			data-platform={post.platform}
		>
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h3 className="font-semibold">{platformName}</h3>
				{needsLink ? (
					<span
						className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
						data-testid="link-badge"
					>
						{t('postLinks.badge')}
					</span>
				) : null}
			</div>
			<label htmlFor={`post-text-${post.platform}`} className="sr-only">
				{t('results.editLabel', { platform: platformName })}
			</label>
			<textarea
				id={`post-text-${post.platform}`}
				value={text}
				onChange={(event) => onEdit(event.currentTarget.value)}
				rows={post.platform === 'twitter' ? 6 : 10}
				className="field-input mt-2 flex-1 resize-y text-sm"
				aria-describedby={needsLink ? `${linkNoteId} ${feedbackId}` : feedbackId}
			/>
			{needsLink ? (
				<p id={linkNoteId} className="mt-2 text-sm text-amber-900">
					{t('postLinks.note')}
				</p>
			) : null}
			<p
				id={feedbackId}
				className={`mt-2 text-sm ${levelClass[assessment.level]}`}
				data-level={assessment.level}
				aria-live="polite"
			>
				{t(`results.feedback.${assessment.code}`, { count: feedbackCount(assessment) })}
				{post.platform === 'instagram' ? (
					<span className="block text-slate-600">
						{t('results.instagramLength', { length: assessment.length })}
					</span>
				) : null}
			</p>
			{hydrated ? null : (
				<p className="mt-2 text-sm text-slate-600">{t('results.copyWithoutJs')}</p>
			)}
			{failure ? (
				<div
					id={failureId}
					role="alert"
					className={`mt-3 rounded-lg border p-3 text-sm ${failure.limitReached ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-red-200 bg-red-50 text-red-800'}`}
				>
					<p className="font-semibold">
						{failure.limitReached
							? t('results.regenerationLimitTitle')
							: t('results.regenerateFailedTitle')}
					</p>
					<p className="mt-1">{t(failure.error)}</p>
				</div>
			) : null}
			<div className="mt-3 flex flex-wrap gap-2">
				<CopyButton
					getText={() => text}
					getWarning={() => (needsLink ? t('postLinks.copiedWithPlaceholder') : null)}
				/>
				{/* The generation stays in the URL, so the page reloads with its posts (no JS). */}
				<Form method="post" action={`/?index&generation=${generationId}`}>
					<input type="hidden" name="intent" value="regenerate" />
					<input type="hidden" name="generationId" value={generationId} />
					<input type="hidden" name="platform" value={post.platform} />
					<button
						type="submit"
						className="btn-ghost border border-slate-200"
						disabled={regenerating || capped}
						aria-describedby={failure ? failureId : capped ? `${failureId}-cap` : undefined}
					>
						{regenerating ? t('results.regenerating') : t('results.regenerate')}
					</button>
				</Form>
			</div>
			{capped && !failure ? (
				<p id={`${failureId}-cap`} className="mt-2 text-sm text-slate-600">
					{t('results.regenerationsUsed')}
				</p>
			) : null}
		</li>
	)
}
