import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigation } from 'react-router'
import { CopyButton } from '#app/components/copy-button.tsx'
import type { PostAssessment, PostPlatform } from '#app/modules/generation/platform-rules.ts'

export type ResultPost = { platform: PostPlatform; content: string }
/** A post as the page gets it: with the server's assessment of the text as generated. */
export type AssessedPost = ResultPost & { assessment: PostAssessment }

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
}: {
	generationId: string
	posts: AssessedPost[]
	engine: string
}) {
	const { t } = useTranslation()
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
				</div>
				<CopyButton
					label={t('results.copyAll')}
					getText={() =>
						posts
							.map((post) => `${t(`results.platforms.${post.platform}`)}\n${textOf(post)}`)
							.join('\n\n')
					}
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
}: {
	generationId: string
	post: AssessedPost
	text: string
	onEdit: (value: string) => void
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const regenerating =
		navigation.state !== 'idle' &&
		navigation.formData?.get('intent') === 'regenerate' &&
		navigation.formData?.get('platform') === post.platform
	const assessment = useAssessment(post, text)
	const platformName = t(`results.platforms.${post.platform}`)
	const feedbackId = `feedback-${post.platform}`
	return (
		<li
			className="flex flex-col rounded-xl border border-slate-200 p-4"
			id={`post-${post.platform}`}
			data-platform={post.platform}
		>
			<h3 className="font-semibold">{platformName}</h3>
			<label htmlFor={`post-text-${post.platform}`} className="sr-only">
				{t('results.editLabel', { platform: platformName })}
			</label>
			<textarea
				id={`post-text-${post.platform}`}
				value={text}
				onChange={(event) => onEdit(event.currentTarget.value)}
				rows={post.platform === 'twitter' ? 6 : 10}
				className="field-input mt-2 flex-1 resize-y text-sm"
				aria-describedby={feedbackId}
			/>
			<p
				id={feedbackId}
				className={`mt-2 text-sm ${levelClass[assessment.level]}`}
				data-level={assessment.level}
				aria-live="polite"
			>
				{t(`results.feedback.${assessment.code}`, {
					remaining: assessment.remaining ?? 0,
					over: -(assessment.remaining ?? 0),
					length: assessment.length,
					count: assessment.hashtagCount,
				})}
				{post.platform === 'instagram' ? (
					<span className="block text-slate-600">
						{t('results.instagramLength', { length: assessment.length })}
					</span>
				) : null}
			</p>
			<div className="mt-3 flex flex-wrap gap-2">
				<CopyButton getText={() => text} />
				<Form method="post" action="/?index">
					<input type="hidden" name="intent" value="regenerate" />
					<input type="hidden" name="generationId" value={generationId} />
					<input type="hidden" name="platform" value={post.platform} />
					<button
						type="submit"
						className="btn-ghost border border-slate-200"
						disabled={regenerating}
					>
						{regenerating ? t('results.regenerating') : t('results.regenerate')}
					</button>
				</Form>
			</div>
		</li>
	)
}
