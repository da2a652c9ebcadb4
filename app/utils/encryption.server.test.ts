import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { decryptSecret, encryptSecret, maskSecret } from './encryption.server'

const KEY = 'a'.repeat(64)
const OTHER_KEY = randomBytes(32).toString('hex')

function flipByte(part: string, index: number): string {
	const bytes = Buffer.from(part, 'base64url')
	bytes[index % bytes.length] = (bytes[index % bytes.length] ?? 0) ^ 0x01
	return bytes.toString('base64url')
}

function withPart(payload: string, partIndex: number, next: string): string {
	const parts = payload.split('.')
	parts[partIndex] = next
	return parts.join('.')
}

describe('encryptSecret and decryptSecret', () => {
	test('round-trip a secret, including non-ASCII and empty text', () => {
		for (const secret of ['sk-proj-abc123XYZ', 'clé secrète ✓ 🔑', '']) {
			expect(decryptSecret(encryptSecret(secret, KEY), KEY)).toBe(secret)
		}
	})

	test('store a versioned, compact base64url string that does not contain the secret', () => {
		const payload = encryptSecret('sk-live-secret-value', KEY)
		expect(payload).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
		expect(payload).not.toContain('secret')
	})

	test('use a fresh IV each time, so equal secrets give different payloads', () => {
		const a = encryptSecret('same', KEY)
		const b = encryptSecret('same', KEY)
		expect(a).not.toBe(b)
		expect(a.split('.')[1]).not.toBe(b.split('.')[1])
	})

	test('refuse a payload sealed under another key', () => {
		const payload = encryptSecret('sk-abc', KEY)
		expect(() => decryptSecret(payload, OTHER_KEY)).toThrow(/integrity/)
	})

	test('refuse a payload whose ciphertext, tag or IV was altered', () => {
		const payload = encryptSecret('sk-abcdefghijklmnop', KEY)
		const [, iv = '', tag = '', ciphertext = ''] = payload.split('.')
		expect(() => decryptSecret(withPart(payload, 3, flipByte(ciphertext, 3)), KEY)).toThrow()
		expect(() => decryptSecret(withPart(payload, 2, flipByte(tag, 0)), KEY)).toThrow()
		expect(() => decryptSecret(withPart(payload, 1, flipByte(iv, 5)), KEY)).toThrow()
	})

	test('refuse any edit of the stored string, even one that decodes to the same bytes', () => {
		const payload = encryptSecret('sk-abcdefghijklmnop', KEY)
		expect(() => decryptSecret(`${payload}A`, KEY)).toThrow()
		expect(() => decryptSecret(`${payload}=`, KEY)).toThrow()
		expect(() => decryptSecret(payload.replace(/\.(.)/, '.!$1'), KEY)).toThrow()
	})

	test('refuse a truncated tag, an unknown version and payloads that are not ours', () => {
		const payload = encryptSecret('sk-abc', KEY)
		const [, , tag = ''] = payload.split('.')
		const shortTag = Buffer.from(tag, 'base64url').subarray(0, 4).toString('base64url')
		expect(() => decryptSecret(withPart(payload, 2, shortTag), KEY)).toThrow(/Malformed/)
		expect(() => decryptSecret(withPart(payload, 0, 'v2'), KEY)).toThrow(/Unsupported/)
		expect(() => decryptSecret('sk-plaintext-key', KEY)).toThrow(/Unsupported/)
		expect(() => decryptSecret('', KEY)).toThrow()
	})

	test('insist on a 32-byte hex key', () => {
		expect(() => encryptSecret('x', 'abc')).toThrow(/64 hex/)
		expect(() => encryptSecret('x', 'g'.repeat(64))).toThrow(/64 hex/)
		expect(() => decryptSecret('v1.a.b.c', 'a'.repeat(63))).toThrow(/64 hex/)
	})
})

describe('maskSecret', () => {
	test('show only a provider prefix and the last four characters', () => {
		expect(maskSecret('sk-proj-1234567890abcd')).toBe('sk-…abcd')
		expect(maskSecret('gsk_ABCDEFGHIJKLMNOPwxyz')).toBe('gsk_…wxyz')
		expect(maskSecret('0123456789abcdefWXYZ')).toBe('…WXYZ')
	})

	test('reveal nothing of a short secret', () => {
		expect(maskSecret('sk-abc')).toBe('…')
		expect(maskSecret('')).toBe('…')
	})

	test('never contain more of the key than its last four characters', () => {
		const key = 'sk-proj-SECRETSECRETSECRET-tail'
		const masked = maskSecret(key)
		expect(masked).not.toContain('SECRET')
		expect(masked.endsWith('tail')).toBe(true)
	})
})
