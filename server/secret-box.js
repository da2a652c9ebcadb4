// Secrets at rest (BYOK provider keys, MFA secrets) are sealed with AES-256-GCM under the
// server's ENCRYPTION_KEY. Plain JavaScript in server/ so the key-rotation command runs in the
// production image (which ships server/, not app/). The stored form is one ASCII string, `v1.<iv>.<tag>.<ciphertext>`
// in base64url, so it fits a plain text column and a later key or algorithm change can add `v2`
// while old rows still decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'
// 96-bit IVs are what GCM is designed for; a fresh random one per message keeps (key, IV) pairs
// from repeating for far more messages than this app will ever seal.
const IV_BYTES = 12
const TAG_BYTES = 16

/** @param {string} keyHex */
function keyFromHex(keyHex) {
	if (!/^[0-9a-f]{64}$/i.test(keyHex)) {
		throw new Error('The encryption key must be 64 hex characters (32 bytes)')
	}
	return Buffer.from(keyHex, 'hex')
}

/**
 * Node's base64url decoder skips characters it does not know and ignores spare bits, so two
 * different strings can decode to the same bytes. Requiring the canonical encoding makes any
 * edit to the stored string fail, not only edits that change the decoded bytes.
 */
function decodePart(/** @type {string} */ part, /** @type {number | undefined} */ expectedBytes) {
	const bytes = Buffer.from(part, 'base64url')
	if (bytes.toString('base64url') !== part) throw new Error('Malformed encrypted secret')
	if (expectedBytes !== undefined && bytes.length !== expectedBytes) {
		throw new Error('Malformed encrypted secret')
	}
	return bytes
}

/**
 * @param {string} plaintext
 * @param {string} keyHex
 */
export function encryptSecret(plaintext, keyHex) {
	const key = keyFromHex(keyHex)
	const iv = randomBytes(IV_BYTES)
	const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
	const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
	const tag = cipher.getAuthTag()
	return [VERSION, iv, tag, ciphertext]
		.map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
		.join('.')
}

/**
 * Opens a sealed value with the first of `keys` that fits (the current key, then earlier ones
 * kept for reading during a rotation). Throws when the payload was altered, was sealed under a
 * key not given, or is not ours at all.
 * @param {string} payload
 * @param {string | string[]} keys
 */
export function decryptSecret(payload, keys) {
	return openSealed(payload, keys).plaintext
}

/**
 * Like decryptSecret, and says which of `keys` opened it (0: the current key).
 * @param {string} payload
 * @param {string | string[]} keys
 * @returns {{ plaintext: string, keyIndex: number }}
 */
export function openSealed(payload, keys) {
	const keyList = (Array.isArray(keys) ? keys : [keys]).map(keyFromHex)
	const parts = payload.split('.')
	const [version, ivPart, tagPart, ciphertextPart] = parts
	if (
		parts.length !== 4 ||
		version !== VERSION ||
		!ivPart ||
		!tagPart ||
		ciphertextPart === undefined
	) {
		throw new Error('Unsupported encrypted secret format')
	}
	const iv = decodePart(ivPart, IV_BYTES)
	const tag = decodePart(tagPart, TAG_BYTES)
	const ciphertext = decodePart(ciphertextPart)
	for (const [keyIndex, key] of keyList.entries()) {
		// A fixed tag length stops a forged short tag from being checked as a truncated one.
		const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
		decipher.setAuthTag(tag)
		try {
			const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()])
			return { plaintext: plaintext.toString('utf8'), keyIndex }
		} catch {
			// not this key (or altered): try the next
		}
	}
	throw new Error('The encrypted secret failed its integrity check')
}
