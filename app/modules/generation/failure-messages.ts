// What a failed generation tells the user, by its reason: one place for the dashboard, the reels
// page and the API, so a new reason is named the same way everywhere.

/** The translation key of a failed generation's message; `fallback` when the reason is ours. */
export function failureMessageKey(reason: string, fallback: string): string {
	if (reason === 'internal') return fallback
	// The user's own input to change, not the provider's failure.
	if (reason === 'no_prose') return 'generate.errors.noProse'
	return `generate.errors.ai.${reason}`
}

/** 422 when the source is what must change; 502 when the engine or its provider failed. */
export function failureStatus(reason: string): 422 | 502 {
	return reason === 'no_prose' ? 422 : 502
}
