import { randomBytes } from 'node:crypto'
import { prisma } from '#app/utils/db.server.ts'
import { keyedHash, keyedHashCandidates } from './tokens.server.ts'

export const BACKUP_CODE_COUNT = 10
// 32 symbols without look-alikes (no 0/o, 1/l): five bits each, so ten characters is 50 bits.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'

export function generateBackupCode() {
	const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('')
	return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

/** Case, spaces and dashes do not matter when a user types a code back. */
export function normalizeBackupCode(code: string) {
	return code.toLowerCase().replace(/[\s-]/g, '')
}

export function looksLikeBackupCode(code: string) {
	return /^[a-z0-9]{10}$/.test(normalizeBackupCode(code))
}

// Keyed with ENCRYPTION_KEY and the user id: a copy of the database alone cannot be searched.
function hashBackupCode(userId: string, code: string) {
	return keyedHash('backup-code', `${userId}:${normalizeBackupCode(code)}`)
}

// A code issued before a key rotation was hashed under the earlier key.
function backupCodeHashCandidates(userId: string, code: string) {
	return keyedHashCandidates('backup-code', `${userId}:${normalizeBackupCode(code)}`)
}

/** Replaces the user's backup codes with new ones and returns them (the only time they exist). */
export async function issueBackupCodes(userId: string) {
	const codes = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode)
	await prisma.$transaction([
		prisma.backupCode.deleteMany({ where: { userId } }),
		prisma.backupCode.createMany({
			data: codes.map((code) => ({ userId, codeHash: hashBackupCode(userId, code) })),
		}),
	])
	return codes
}

/** Spends an unused code; true only for the one request that marked it used. */
export async function spendBackupCode(userId: string, code: string) {
	if (!looksLikeBackupCode(code)) return false
	const { count } = await prisma.backupCode.updateMany({
		where: { userId, codeHash: { in: backupCodeHashCandidates(userId, code) }, usedAt: null },
		data: { usedAt: new Date() },
	})
	return count === 1
}

export async function countUnusedBackupCodes(userId: string) {
	return prisma.backupCode.count({ where: { userId, usedAt: null } })
}
