import {
	consumeQuota,
	readUsage,
	refundQuota,
	remainingOf,
} from '#app/modules/billing/quota.server.ts'
import {
	AiProviderError,
	type AiProviderConfig,
} from '#app/modules/generation/ai-provider.server.ts'
import { resolveAiConfig } from '#app/modules/generation/provider-config.server.ts'
import { prisma } from '#app/utils/db.server.ts'
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
	let aiConfig: AiProviderConfig | null
	try {
		aiConfig = await resolveAiConfig(userId)
	} catch (error) {
		const reason = error instanceof AiProviderError ? error.code : 'internal'
		return { ok: false, code: 'GENERATION_FAILED', reason }
	}
	const engine = !aiConfig ? 'built-in' : aiConfig.source === 'byok' ? 'byok' : 'ai'
	const countsAgainstQuota = engine !== 'byok'
	if (countsAgainstQuota) {
		const quota = await consumeQuota(userId, 'reels')
		if (!quota.ok) return { ok: false, code: 'QUOTA_EXCEEDED', usage: quota }
	}
	const input = {
		sourceContent: request.sourceContent,
		brandVoice: request.brandVoice,
		contentGoal: request.contentGoal,
		duration: request.duration,
		category: request.category,
		hookType: request.hookType,
		outputLanguage: request.outputLanguage,
	}
	const started = performance.now()
	try {
		const reelScript = aiConfig
			? await generateReelScriptWithAi(aiConfig, input)
			: generateReelScript(input)
		const generation = await prisma.generation.create({
			data: {
				userId,
				kind: 'reel',
				inputType: request.inputType,
				originalFilename: request.inputType === 'file' ? (request.originalFilename ?? null) : null,
				sourceContent: request.sourceContent,
				brandVoice: request.brandVoice,
				contentGoal: request.contentGoal,
				options: JSON.stringify({
					duration: request.duration,
					category: request.category,
					hookType: request.hookType,
					outputLanguage: request.outputLanguage,
					characterCount: request.inputType === 'file' ? request.characterCount : undefined,
				}),
				engine,
				output: JSON.stringify({ reelScript }),
				durationMs: Math.round(performance.now() - started),
				countedAgainstQuota: countsAgainstQuota,
			},
			select: { id: true },
		})
		const usage = await readUsage(userId, 'reels')
		return {
			ok: true,
			generationId: generation.id,
			reelScript,
			usage: { ...usage, remaining: remainingOf(usage) },
		}
	} catch (error) {
		if (countsAgainstQuota) await refundQuota(userId, 'reels')
		const reason = error instanceof AiProviderError ? error.code : 'internal'
		console.error(
			`reel generation failed (${engine}): ${reason}`,
			error instanceof AiProviderError ? '' : error,
		)
		return { ok: false, code: 'GENERATION_FAILED', reason }
	}
}
