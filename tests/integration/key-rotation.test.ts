// Rotating ENCRYPTION_KEY: the old key moves to ENCRYPTION_KEY_PREVIOUS and keeps every sealed
// secret readable; `npm run secrets:reencrypt` then moves them to the new key (ADR 017).
import * as OTPAuth from 'otpauth'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { issueBackupCodes } from '#app/modules/auth/backup-codes.server.ts'
import { verifyMfaCode } from '#app/modules/auth/mfa.server.ts'
import { generateTotpSecret } from '#app/modules/auth/totp.server.ts'
import { readProviderKey, saveProviderKey } from '#app/modules/generation/provider-keys.server.ts'
import { decryptSecret, encryptSecret } from '#app/utils/encryption.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { resetEnvForTests } from '../../server/env.js'
import { reencryptSecrets } from '../../server/reencrypt.js'
import { createTestUser } from './helpers.ts'

const OLD_KEY = '1'.repeat(64)
const NEW_KEY = '2'.repeat(64)
const saved = { ...process.env }

function setKeys(current: string, previous?: string) {
	process.env.ENCRYPTION_KEY = current
	if (previous) process.env.ENCRYPTION_KEY_PREVIOUS = previous
	else delete process.env.ENCRYPTION_KEY_PREVIOUS
	resetEnvForTests()
}

beforeEach(() => {
	process.env.SESSION_SECRET = 'rotation-test-session-secret-0123456789abcdef'
})
afterEach(() => {
	process.env = { ...saved }
	resetEnvForTests()
})

async function userWithSecretsUnder(key: string) {
	setKeys(key)
	const { user } = await createTestUser()
	const totpSecret = generateTotpSecret()
	await prisma.mfaSecret.create({
		data: { userId: user.id, encryptedSecret: encryptSecret(totpSecret, key) },
	})
	await prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: true } })
	const [backupCode] = await issueBackupCodes(user.id)
	await saveProviderKey(user.id, {
		apiKey: 'sk-test-rotation-0001',
		baseUrl: undefined,
		model: undefined,
	})
	return { user, totpSecret, backupCode: backupCode ?? '' }
}

const totpNow = (secret: string) =>
	new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate()

test('after a rotation every secret sealed under the old key still works while the old key is kept for reading', async () => {
	const { user, totpSecret, backupCode } = await userWithSecretsUnder(OLD_KEY)
	setKeys(NEW_KEY, OLD_KEY)
	expect(await readProviderKey(user.id)).toMatchObject({ apiKey: 'sk-test-rotation-0001' })
	expect(await verifyMfaCode(user.id, totpNow(totpSecret))).toBe('totp')
	expect(await verifyMfaCode(user.id, backupCode)).toBe('backup')

	// Without the old key, the same secrets are unreadable: that is why it is kept until re-encryption.
	setKeys(NEW_KEY)
	await expect(readProviderKey(user.id)).rejects.toThrow(/integrity/)
})

test('re-encryption moves every sealed secret to the new key, after which the old key can go', async () => {
	const { user, totpSecret } = await userWithSecretsUnder(OLD_KEY)
	// A secret no configured key opens is reported and left alone.
	const { user: stranger } = await createTestUser()
	const foreign = encryptSecret('JBSWY3DPEHPK3PXP', '3'.repeat(64))
	await prisma.mfaSecret.create({ data: { userId: stranger.id, encryptedSecret: foreign } })

	setKeys(NEW_KEY, OLD_KEY)
	const databaseUrl = process.env.DATABASE_URL ?? ''
	const first = await reencryptSecrets({ databaseUrl, keys: [NEW_KEY, OLD_KEY] })
	expect(first.resealed).toBeGreaterThanOrEqual(2)
	expect(first.unreadable).toBeGreaterThanOrEqual(1)
	const again = await reencryptSecrets({ databaseUrl, keys: [NEW_KEY, OLD_KEY] })
	expect(again.resealed).toBe(0)

	const mfa = await prisma.mfaSecret.findUniqueOrThrow({ where: { userId: user.id } })
	expect(decryptSecret(mfa.encryptedSecret, NEW_KEY)).toBe(totpSecret)
	expect(() => decryptSecret(mfa.encryptedSecret, OLD_KEY)).toThrow()
	const untouched = await prisma.mfaSecret.findUniqueOrThrow({ where: { userId: stranger.id } })
	expect(untouched.encryptedSecret).toBe(foreign)

	setKeys(NEW_KEY)
	expect(await readProviderKey(user.id)).toMatchObject({ apiKey: 'sk-test-rotation-0001' })
	expect(await verifyMfaCode(user.id, totpNow(totpSecret))).toBe('totp')
})
