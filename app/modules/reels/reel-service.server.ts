import { runMeteredGeneration } from '#app/modules/generation/metered-generation.server.ts'
import { generateReelScriptWithAi } from './ai-reel-provider.server.ts'
import { generateReelScript } from './built-in-reel-engine.ts'
import type { ReelScript } from './reel-script.ts'
import type { GenerateReelRequest } from './reel-schemas.ts'

export type GenerateReelResult =
	| {
			ok: true
			generationId: string
			reelScript: ReelScript
			usage: { used: number; limit: number; remaining: number }
	  }
	| { ok: false; code: 'QUOTA_EXCEEDED'; usage: { used: number; limit: number } }
	| { ok: false; code: 'GENERATION_FAILED'; reason: string }

/** One reel script from the monthly reel allowance (own-key reels are free), refunded on failure. */
export async function generateReelForUser(
	userId: string,
	request: GenerateReelRequest,
): Promise<GenerateReelResult> {
	const input = {
		sourceContent: request.sourceContent,
		brandVoice: request.brandVoice,
		contentGoal: request.contentGoal,
		duration: request.duration,
		category: request.category,
		hookType: request.hookType,
		outputLanguage: request.outputLanguage,
	}
	const options = {
		duration: request.duration,
		category: request.category,
		hookType: request.hookType,
		outputLanguage: request.outputLanguage,
	}
	const result = await runMeteredGeneration(
		userId,
		'reels',
		{ kind: 'reel', ...request, options },
		(aiConfig) =>
			aiConfig ? generateReelScriptWithAi(aiConfig, input) : generateReelScript(input),
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
