import { runMeteredGeneration } from '#app/modules/generation/metered-generation.server.ts'
import { getBrandVoice, voiceForGeneration } from '#app/modules/voices/brand-voices.server.ts'
import type { SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { runEngine } from '#app/modules/engine/engine-pool.server.ts'
import { isOnlyCode, SourceWithoutProseError } from '#app/modules/generation/source-prose.ts'
import type { ReelGenerationInput } from './built-in-reel-engine.ts'
import type { ReelScript } from './reel-script.ts'
import type { GenerateReelRequest } from './reel-schemas.ts'

// Loaded at the first AI reel, like the AI post engine (generation-service.server.ts, ADR 035).
const loadAiReelProvider = () => import('./ai-reel-provider.server.ts')

export type GenerateReelResult =
	| {
			ok: true
			generationId: string
			reelScript: ReelScript
			usage: { used: number; limit: number; remaining: number }
	  }
	| { ok: false; code: 'QUOTA_EXCEEDED'; usage: { used: number; limit: number } }
	| { ok: false; code: 'VOICE_NOT_FOUND' }
	| { ok: false; code: 'GENERATION_FAILED'; reason: string }

/** One reel script from the monthly reel allowance (own-key reels are free), refunded on failure. */
export async function generateReelForUser(
	actor: SpaceLike,
	request: GenerateReelRequest,
): Promise<GenerateReelResult> {
	const saved = request.brandVoiceId ? await getBrandVoice(actor, request.brandVoiceId) : null
	if (request.brandVoiceId && !saved) return { ok: false, code: 'VOICE_NOT_FOUND' }
	const voice = saved ? voiceForGeneration(saved) : null
	// A blank Brand Voice field with a saved voice picked (the no-JavaScript form) uses its text.
	const brandVoice = request.brandVoice || voice?.description || ''
	const input: ReelGenerationInput = {
		sourceContent: request.sourceContent,
		brandVoice,
		contentGoal: request.contentGoal,
		duration: request.duration,
		category: request.category,
		hookType: request.hookType,
		outputLanguage: request.outputLanguage,
		link: request.link,
		voiceSamples: voice?.voiceSamples,
		learnedVoice: voice?.learnedVoice,
	}
	const options: Record<string, unknown> = {
		duration: request.duration,
		category: request.category,
		hookType: request.hookType,
		outputLanguage: request.outputLanguage,
		link: request.link,
		brandVoiceId: voice?.id,
		brandVoiceName: voice?.name,
	}
	const result = await runMeteredGeneration(
		actor,
		'reels',
		{ kind: 'reel', ...request, brandVoice, options },
		(aiConfig) => {
			if (aiConfig)
				return loadAiReelProvider().then((ai) => ai.generateReelScriptWithAi(aiConfig, input))
			// Only an AI provider translates (issue 10): the built-in engine writes in the source's
			// language, so a language sent anyway is neither used nor recorded.
			options.outputLanguage = undefined
			// Code alone gives the built-in engine no line to say (an AI engine can explain it).
			if (isOnlyCode(input.sourceContent)) throw new SourceWithoutProseError()
			return runEngine('reel', { ...input, outputLanguage: undefined })
		},
		'reelScript',
	)
	if (!result.ok) return result
	return {
		ok: true,
		generationId: result.generationId,
		reelScript: result.output,
		usage: result.usage,
	}
}
