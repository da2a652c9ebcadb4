import { getBrandVoice, voiceForGeneration } from '#app/modules/voices/brand-voices.server.ts'
import { spaceWhere, toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { AiProviderError } from './ai-settings.server.ts'
import { recordServerEvent } from '#app/modules/analytics/record-event.server.ts'
import { runEngine } from '#app/modules/engine/engine-pool.server.ts'
import type { GenerateInput, GeneratedPost } from './built-in-engine.ts'
import { PLATFORMS, type Platform } from './platforms.ts'
import type { GeneratePostsRequest } from './generation-schemas.ts'
import {
	runMeteredGeneration,
	type EngineName,
	type FailureReason,
} from './metered-generation.server.ts'
import { isOnlyCode, SourceWithoutProseError } from './source-prose.ts'
import { resolveAiConfig } from './provider-config.server.ts'

// The AI engine loads at the first AI generation: it brings the built-in engine's analysis,
// which a request thread serving only the built-in engine (run in its worker) never needs
// (ADR 035).
const loadAiProvider = () => import('./ai-provider.server.ts')

export type PostsUsage = { used: number; limit: number; remaining: number }

export type GeneratePostsResult =
	| {
			ok: true
			generationId: string
			posts: GeneratedPost[]
			engine: EngineName
			usage: PostsUsage
	  }
	| { ok: false; code: 'QUOTA_EXCEEDED'; usage: { used: number; limit: number } }
	| { ok: false; code: 'VOICE_NOT_FOUND' }
	| { ok: false; code: 'GENERATION_FAILED'; reason: FailureReason }

type PostsOptions = {
	seoOptimize: boolean
	outputLanguage?: string
	/** the "Link to share" field */
	link?: string
	/** the saved voice picked (its samples are read again when a post is regenerated) */
	brandVoiceId?: string
	brandVoiceName?: string
	/** how many times each platform's post was regenerated (the built-in engine's variant) */
	variants?: Partial<Record<Platform, number>>
}

/** New versions of one post per generation; each may be a paid call on the operator's key. */
export const MAX_REGENERATIONS_PER_POST = 5

/** One post generation (SPEC §3): three posts, metered and saved (see runMeteredGeneration). */
export async function generatePostsForUser(
	actor: SpaceLike,
	request: GeneratePostsRequest,
): Promise<GeneratePostsResult> {
	const saved = request.brandVoiceId ? await getBrandVoice(actor, request.brandVoiceId) : null
	if (request.brandVoiceId && !saved) return { ok: false, code: 'VOICE_NOT_FOUND' }
	const voice = saved ? voiceForGeneration(saved) : null
	// A blank Brand Voice field with a saved voice picked (the no-JavaScript form) uses its text.
	const brandVoice = request.brandVoice || voice?.description || ''
	const input: GenerateInput = {
		sourceContent: request.sourceContent,
		brandVoice,
		contentGoal: request.contentGoal,
		seoOptimize: request.seoOptimize,
		outputLanguage: request.outputLanguage,
		link: request.link,
		voiceSamples: voice?.voiceSamples,
		learnedVoice: voice?.learnedVoice,
	}
	const options: PostsOptions = {
		seoOptimize: request.seoOptimize,
		outputLanguage: request.outputLanguage,
		link: request.link,
		brandVoiceId: voice?.id,
		brandVoiceName: voice?.name,
	}
	const result = await runMeteredGeneration(
		actor,
		'posts',
		{ kind: 'posts', ...request, brandVoice, options },
		(aiConfig) => {
			if (aiConfig) return loadAiProvider().then((ai) => ai.generatePostsWithAi(aiConfig, input))
			// Only an AI provider translates (issue 10): the built-in engine writes in the source's
			// language, so a language sent anyway is neither used nor recorded.
			options.outputLanguage = undefined
			// Code alone gives the built-in engine no sentence to post (an AI engine can explain it).
			if (isOnlyCode(input.sourceContent)) throw new SourceWithoutProseError()
			return runEngine('posts', { ...input, outputLanguage: undefined })
		},
		'posts',
	)
	if (!result.ok) return result
	return {
		ok: true,
		generationId: result.generationId,
		posts: result.output,
		engine: result.engine,
		usage: result.usage,
	}
}

export type RegenerateResult =
	| { ok: true; generationId: string; posts: GeneratedPost[] }
	| { ok: false; code: 'NOT_FOUND' | 'REGENERATION_LIMIT' }
	| { ok: false; code: 'GENERATION_FAILED'; reason: AiProviderError['code'] | 'internal' }

/** A new version of one post of a generation; it costs no quota (SPEC: same generation). */
export async function regeneratePostForUser(
	actor: SpaceLike,
	generationId: string,
	platform: Platform,
): Promise<RegenerateResult> {
	const userId = toSpace(actor).userId
	const generation = await prisma.generation.findFirst({
		where: { id: generationId, ...spaceWhere(actor), kind: 'posts' },
	})
	if (!generation) return { ok: false, code: 'NOT_FOUND' }
	const options = JSON.parse(generation.options) as PostsOptions
	const { posts } = JSON.parse(generation.output) as { posts: GeneratedPost[] }
	// The same saved voice as the first version, as it is now (null when it was deleted since).
	const saved = options.brandVoiceId ? await getBrandVoice(actor, options.brandVoiceId) : null
	const voice = saved ? voiceForGeneration(saved) : null
	const input: GenerateInput = {
		sourceContent: generation.sourceContent,
		brandVoice: generation.brandVoice,
		contentGoal: generation.contentGoal,
		seoOptimize: options.seoOptimize,
		outputLanguage: options.outputLanguage as 'en' | 'es' | 'pt' | undefined,
		link: options.link,
		voiceSamples: voice?.voiceSamples,
		learnedVoice: voice?.learnedVoice,
	}
	const variant = (options.variants?.[platform] ?? 0) + 1
	if (variant > MAX_REGENERATIONS_PER_POST) return { ok: false, code: 'REGENERATION_LIMIT' }
	const previous = posts.find((post) => post.platform === platform)?.content ?? ''
	try {
		// Same kind of engine as the original; a post first written with the user's own key is
		// never regenerated on the operator's key (the built-in engine takes over instead).
		const current = generation.engine === 'built-in' ? null : await resolveAiConfig(userId)
		const aiConfig = generation.engine === 'byok' && current?.source !== 'byok' ? null : current
		const fresh = aiConfig
			? await (await loadAiProvider()).regeneratePostWithAi(aiConfig, input, platform, previous)
			: await runEngine('post', { ...input, outputLanguage: undefined }, platform, variant)
		const nextPosts = PLATFORMS.map(
			(each) => (each === platform ? fresh : posts.find((post) => post.platform === each)) ?? fresh,
		)
		await prisma.generation.update({
			where: { id: generation.id },
			data: {
				output: JSON.stringify({ posts: nextPosts }),
				options: JSON.stringify({
					...options,
					variants: { ...options.variants, [platform]: variant },
				}),
			},
		})
		await recordServerEvent('feature_used', { userId, label: `regenerate:${platform}` })
		return { ok: true, generationId: generation.id, posts: nextPosts }
	} catch (error) {
		const reason = error instanceof AiProviderError ? error.code : 'internal'
		console.error(`regeneration failed: ${reason}`, error instanceof AiProviderError ? '' : error)
		return { ok: false, code: 'GENERATION_FAILED', reason }
	}
}
