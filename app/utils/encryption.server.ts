// Secrets at rest: the sealing itself lives in server/secret-box.js (shared with the key-rotation
// command); this module adds what only the app needs.
export { decryptSecret, encryptSecret, openSealed } from '../../server/secret-box.js'

// Provider prefixes ("sk-", "gsk_", "xai-") say which service a key is for, not the key itself.
const KEY_PREFIX = /^[A-Za-z]{2,4}[-_]/

/**
 * A form of a secret safe to show and log: a provider prefix and the last four characters
 * ("sk-…abcd"). Short secrets show nothing: four characters of a short one give too much away.
 */
export function maskSecret(secret: string): string {
	const trimmed = secret.trim()
	if (trimmed.length < 12) return '…'
	const prefix = KEY_PREFIX.exec(trimmed)?.[0] ?? ''
	return `${prefix}…${trimmed.slice(-4)}`
}
