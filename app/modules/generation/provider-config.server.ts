import {
	aiConfigFromEnv,
	AiProviderError,
	DEFAULT_AI_MODEL,
	type AiProviderConfig,
} from './ai-settings.server.ts'
import { isBaseUrlAllowed, readProviderKey } from './provider-keys.server.ts'

/**
 * Which AI provider a user's generation runs on: their own key (BYOK) first, then the operator's
 * `AI_API_KEY`, else none (the built-in engine).
 */
export async function resolveAiConfig(userId: string): Promise<AiProviderConfig | null> {
	const key = await readProviderKey(userId)
	if (key) {
		// Checked again at each use, not only when saved: a name can resolve elsewhere later.
		if (!(await isBaseUrlAllowed(key.baseUrl ?? undefined))) {
			throw new AiProviderError('unavailable', 'The AI provider address is not allowed')
		}
		return {
			apiKey: key.apiKey,
			baseURL: key.baseUrl ?? undefined,
			model: key.model ?? DEFAULT_AI_MODEL,
			source: 'byok',
		}
	}
	return aiConfigFromEnv()
}
