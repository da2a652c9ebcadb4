// What an API token may do (issue 15). Client-safe: the settings page and the API reference
// read these too.

export const API_SCOPES = ['generate:posts', 'generate:reels', 'upload', 'history:read'] as const
export type ApiScope = (typeof API_SCOPES)[number]

export function isApiScope(value: unknown): value is ApiScope {
	return typeof value === 'string' && (API_SCOPES as ReadonlyArray<string>).includes(value)
}

/** Stored as space-separated words (OAuth's habit); unknown words are dropped. */
export function parseScopes(stored: string): ApiScope[] {
	return API_SCOPES.filter((scope) => stored.split(/\s+/).includes(scope))
}

export function serializeScopes(scopes: ReadonlyArray<ApiScope>): string {
	return API_SCOPES.filter((scope) => scopes.includes(scope)).join(' ')
}

/** Requests one token may make in a window; past that it gets 429 with Retry-After. */
export const TOKEN_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const

/** Active (unrevoked) tokens one account may hold at once. */
export const MAX_ACTIVE_TOKENS = 20

export const TOKEN_NAME_MAX_CHARS = 60

/** Every token starts with this, so secret scanners and people can recognise one. */
export const TOKEN_PREFIX = 'vc_'

/** The i18n key of a scope's label (a colon would read as i18next's namespace separator). */
export function scopeLabelKey(scope: ApiScope) {
	return `apiTokens.scope.${scope.replace(':', '_')}`
}
