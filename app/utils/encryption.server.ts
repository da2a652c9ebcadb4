// Secrets at rest (BYOK provider keys, MFA secrets) are sealed with AES-256-GCM under the
// server's ENCRYPTION_KEY. The stored form is one ASCII string, `v1.<iv>.<tag>.<ciphertext>`
// in base64url, so it fits a plain text column and a later key or algorithm change can add `v2`
// while old rows still decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'
// 96-bit IVs are what GCM is designed for; a fresh random one per message keeps (key, IV) pairs
// from repeating for far more messages than this app will ever seal.
const IV_BYTES = 12
const TAG_BYTES = 16

function keyFromHex(keyHex: string): Buffer {
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
function decodePart(part: string, expectedBytes?: number): Buffer {
	const bytes = Buffer.from(part, 'base64url')
	if (bytes.toString('base64url') !== part) throw new Error('Malformed encrypted secret')
	if (expectedBytes !== undefined && bytes.length !== expectedBytes) {
		throw new Error('Malformed encrypted secret')
	}
	return bytes
}

export function encryptSecret(plaintext: string, keyHex: string): string {
	const key = keyFromHex(keyHex)
	const iv = randomBytes(IV_BYTES)
	const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
	const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
	const tag = cipher.getAuthTag()
	return [VERSION, iv, tag, ciphertext]
		.map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
		.join('.')
}

/** Throws when the payload was altered, was sealed under another key, or is not ours at all. */
export function decryptSecret(payload: string, keyHex: string): string {
	const key = keyFromHex(keyHex)
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
	// A fixed tag length stops a forged short tag from being checked as a truncated one.
	const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
	decipher.setAuthTag(tag)
	try {
		return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
	} catch {
		throw new Error('The encrypted secret failed its integrity check')
	}
}

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
