// What the AI engine is configured with and how its failures are named: the part of
// ai-provider.server.ts that requests without an AI call need (the quota's failure reasons, the
// provider settings page, the choice of engine). In a module of its own so that the request
// thread loads the AI engine, and the built-in engine's analysis it reuses, only at the first AI
// call (ADR 035). ai-provider.server.ts re-exports all of it.

export type AiProviderConfig = {
	apiKey: string
	baseURL?: string
	model: string
	source: 'env' | 'byok'
	timeoutMs?: number
}

export type AiProviderErrorCode =
	'invalid_key' | 'rate_limited' | 'timeout' | 'bad_response' | 'unavailable'

export class AiProviderError extends Error {
	readonly code: AiProviderErrorCode
	/** HTTP status from the provider, when it answered */
	readonly status: number | undefined
	/** From the provider's Retry-After header on a 429, when given */
	readonly retryAfterSeconds: number | undefined

	constructor(
		code: AiProviderErrorCode,
		message: string,
		details: { status?: number; retryAfterSeconds?: number } = {},
	) {
		super(message)
		this.name = 'AiProviderError'
		this.code = code
		this.status = details.status
		this.retryAfterSeconds = details.retryAfterSeconds
	}
}

export const DEFAULT_AI_BASE_URL = 'https://api.openai.com/v1'
export const DEFAULT_AI_MODEL = 'gpt-4o-mini'
export const DEFAULT_AI_TIMEOUT_MS = 30_000
// Local servers (Ollama, LM Studio, vLLM) ignore the key, but the SDK insists on one.
const KEYLESS_PLACEHOLDER = 'no-key'

/**
 * The operator's provider from AI_API_KEY, AI_BASE_URL, AI_MODEL and AI_TIMEOUT_MS; null when
 * none is configured. A base URL without a key is taken as a local server that needs none.
 */
export function aiConfigFromEnv(
	env: Record<string, string | undefined> = process.env,
): AiProviderConfig | null {
	const apiKey = env.AI_API_KEY?.trim()
	const baseURL = env.AI_BASE_URL?.trim() || undefined
	if (!apiKey && !baseURL) return null
	const timeout = Number(env.AI_TIMEOUT_MS)
	return {
		apiKey: apiKey || KEYLESS_PLACEHOLDER,
		...(baseURL ? { baseURL } : {}),
		model: env.AI_MODEL?.trim() || DEFAULT_AI_MODEL,
		source: 'env',
		timeoutMs:
			Number.isFinite(timeout) && timeout > 0 ? Math.round(timeout) : DEFAULT_AI_TIMEOUT_MS,
	}
}
