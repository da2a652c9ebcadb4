import { decryptSecret } from '#app/utils/encryption.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { aiConfigFromEnv, type AiProviderConfig } from './ai-provider.server.ts'

export const DEFAULT_BYOK_MODEL = 'gpt-4o-mini'

/**
 * Which AI provider a user's generation runs on: their own key (BYOK) first, then the operator's
 * `AI_API_KEY`, else none (the built-in engine).
 */
export async function resolveAiConfig(userId: string): Promise<AiProviderConfig | null> {
	const key = await prisma.providerKey.findUnique({ where: { userId } })
	if (key) {
		return {
			apiKey: decryptSecret(key.encryptedKey, getEnv().ENCRYPTION_KEY),
			baseURL: key.baseUrl ?? undefined,
			model: key.model ?? DEFAULT_BYOK_MODEL,
			source: 'byok',
		}
	}
	return aiConfigFromEnv()
}
