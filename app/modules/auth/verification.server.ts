import { prisma } from '#app/utils/db.server.ts'
import { randomToken, sha256Hex } from './tokens.server.ts'

// One table for every short-lived secret (DESIGN.md): a password-reset link, an MFA enrolment in
// progress, a sign-in waiting for its MFA code. Rows are keyed by type and target (a user id);
// tokens are stored as SHA-256 hashes, enrolment secrets encrypted.
export type VerificationType = 'reset-password' | 'mfa-setup' | 'mfa-login'

export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000
export const MFA_SETUP_TTL_MS = 15 * 60 * 1000
export const MFA_LOGIN_TTL_MS = 10 * 60 * 1000

/**
 * Creates a row and returns the token to hand out (it is stored only as a hash). With `replace`,
 * older rows of the same type and target stop working (only the newest reset link is live).
 */
export async function createTokenVerification({
	type,
	target,
	ttlMs,
	replace,
}: {
	type: VerificationType
	target: string
	ttlMs: number
	replace: boolean
}) {
	const token = randomToken()
	const now = new Date()
	await prisma.$transaction([
		prisma.verification.deleteMany({
			where: replace
				? { OR: [{ type, target }, { expiresAt: { lte: now } }] }
				: { expiresAt: { lte: now } },
		}),
		prisma.verification.create({
			data: {
				type,
				target,
				tokenHash: sha256Hex(token),
				expiresAt: new Date(now.getTime() + ttlMs),
			},
		}),
	])
	return token
}

/** The live row for a token of this type, or null (unknown, expired or already used). */
export async function findTokenVerification(type: VerificationType, token: string) {
	if (!token || token.length > 200) return null
	const row = await prisma.verification.findUnique({ where: { tokenHash: sha256Hex(token) } })
	if (!row || row.type !== type || row.expiresAt.getTime() <= Date.now()) return null
	return row
}

/**
 * Deletes the row for a token and says whether this call deleted it, so a token is spent once
 * even when two requests race.
 */
export async function consumeTokenVerification(type: VerificationType, token: string) {
	const row = await findTokenVerification(type, token)
	if (!row) return null
	const { count } = await prisma.verification.deleteMany({ where: { id: row.id } })
	return count === 1 ? row : null
}

export async function deleteVerifications(type: VerificationType, target: string) {
	await prisma.verification.deleteMany({ where: { type, target } })
}
