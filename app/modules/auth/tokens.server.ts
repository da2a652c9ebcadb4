import { createHash, createHmac, randomBytes } from 'node:crypto'
import { getEnv } from '#app/utils/env.server.ts'

/** A URL-safe random token (256 bits by default) for links and pending states. */
export function randomToken(bytes = 32) {
	return randomBytes(bytes).toString('base64url')
}

/** Tokens with 256 bits of entropy are stored as a plain SHA-256: nothing to brute-force. */
export function sha256Hex(value: string) {
	return createHash('sha256').update(value).digest('hex')
}

function keyedHashWith(encryptionKeyHex: string, purpose: string, value: string) {
	const key = createHmac('sha256', Buffer.from(encryptionKeyHex, 'hex'))
		.update(`vibecast:${purpose}`)
		.digest()
	return createHmac('sha256', key).update(value).digest('hex')
}

/**
 * A hash keyed with a key derived from ENCRYPTION_KEY, for short secrets (backup codes) whose
 * plain hash could be brute-forced from a stolen database alone.
 */
export function keyedHash(purpose: string, value: string) {
	return keyedHashWith(getEnv().ENCRYPTION_KEY, purpose, value)
}

/**
 * The hashes a value may be stored under: with the current key, then with each earlier key kept
 * in ENCRYPTION_KEY_PREVIOUS. A hash cannot be re-keyed without the value, so values hashed
 * before a rotation are matched this way until they are replaced (ADR 017).
 */
export function keyedHashCandidates(purpose: string, value: string) {
	return getEnv().ENCRYPTION_KEYS.map((key) => keyedHashWith(key, purpose, value))
}

/** A 64-hex key for one purpose, derived from ENCRYPTION_KEY (e.g. remix-auth-totp's JWE key). */
export function derivedKeyHex(purpose: string) {
	return createHmac('sha256', Buffer.from(getEnv().ENCRYPTION_KEY, 'hex'))
		.update(`vibecast:key:${purpose}`)
		.digest('hex')
}
