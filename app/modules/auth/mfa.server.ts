import { decryptSecret, encryptSecret } from '#app/utils/encryption.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { issueBackupCodes, spendBackupCode } from './backup-codes.server.ts'
import { verifyPassword } from './password.server.ts'
import { sendSecurityNotice } from './security-notices.server.ts'
import { generateTotpSecret, matchTotpStep, qrCodeDataUrl, totpUri } from './totp.server.ts'
import { deleteVerifications, MFA_SETUP_TTL_MS } from './verification.server.ts'

// Authenticator-app MFA. The secret lives encrypted (AES-256-GCM, ENCRYPTION_KEY): first in a
// `mfa-setup` Verification row while the user enrols, then in MfaSecret once a code proves the
// app has it. Backup codes are stored as keyed hashes (backup-codes.server.ts).

const seal = (secret: string) => encryptSecret(secret, getEnv().ENCRYPTION_KEY)
const unseal = (payload: string) => decryptSecret(payload, getEnv().ENCRYPTION_KEYS)

type MfaUser = { id: string; email: string; mfaEnabled: boolean; preferredLanguage: string | null }

export type MfaSetup = { secret: string; otpauthUri: string; qrCode: string }

/** Starts (or restarts) enrolment with a fresh secret. */
export async function startMfaSetup(user: MfaUser): Promise<MfaSetup> {
	const secret = generateTotpSecret()
	const now = new Date()
	await prisma.$transaction([
		prisma.verification.deleteMany({
			where: { OR: [{ type: 'mfa-setup', target: user.id }, { expiresAt: { lte: now } }] },
		}),
		prisma.verification.create({
			data: {
				type: 'mfa-setup',
				target: user.id,
				encryptedSecret: seal(secret),
				expiresAt: new Date(now.getTime() + MFA_SETUP_TTL_MS),
			},
		}),
	])
	return describeSetup(secret, user.email)
}

async function describeSetup(secret: string, email: string): Promise<MfaSetup> {
	const otpauthUri = totpUri(secret, email)
	return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) }
}

async function pendingSetupSecret(userId: string) {
	const row = await prisma.verification.findFirst({
		where: { type: 'mfa-setup', target: userId, expiresAt: { gt: new Date() } },
		orderBy: { createdAt: 'desc' },
	})
	return row?.encryptedSecret ? { row, secret: unseal(row.encryptedSecret) } : null
}

/** The enrolment in progress (secret, QR code), or null when none is. */
export async function getMfaSetup(user: MfaUser): Promise<MfaSetup | null> {
	const pending = await pendingSetupSecret(user.id)
	return pending ? describeSetup(pending.secret, user.email) : null
}

export type ConfirmSetupResult =
	| { ok: true; backupCodes: string[] | null }
	| { ok: false; code: 'ALREADY_ENABLED' | 'NO_SETUP' | 'INVALID_CODE' }

/**
 * Turns MFA on when `code` comes from the enrolment secret. `backupCodes: 'always'` issues new
 * codes (the page shows them now); 'if-missing' keeps codes the JSON setup call already gave.
 */
export async function confirmMfaSetup(
	request: Request,
	user: MfaUser,
	code: string,
	{ backupCodes, language }: { backupCodes: 'always' | 'if-missing'; language: string },
): Promise<ConfirmSetupResult> {
	if (user.mfaEnabled) return { ok: false, code: 'ALREADY_ENABLED' }
	const pending = await pendingSetupSecret(user.id)
	if (!pending?.row.encryptedSecret) return { ok: false, code: 'NO_SETUP' }
	if (matchTotpStep(pending.secret, code.trim()) === null)
		return { ok: false, code: 'INVALID_CODE' }
	await prisma.$transaction([
		prisma.mfaSecret.upsert({
			where: { userId: user.id },
			create: { userId: user.id, encryptedSecret: pending.row.encryptedSecret },
			update: { encryptedSecret: pending.row.encryptedSecret, lastUsedStep: null },
		}),
		prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: true } }),
		prisma.verification.deleteMany({ where: { type: 'mfa-setup', target: user.id } }),
	])
	const existing = await prisma.backupCode.count({ where: { userId: user.id, usedAt: null } })
	const codes = backupCodes === 'always' || existing === 0 ? await issueBackupCodes(user.id) : null
	sendSecurityNotice(request, user, 'mfaEnabled', language)
	return { ok: true, backupCodes: codes }
}

/** Backup codes handed out by the JSON setup call, before the first code is verified. */
export async function issueSetupBackupCodes(userId: string) {
	return issueBackupCodes(userId)
}

/**
 * Checks a code for a user with MFA on: six digits are an authenticator code (each accepted
 * once: a replayed code from the same time step is refused), anything else a backup code.
 */
export async function verifyMfaCode(
	userId: string,
	rawCode: string,
): Promise<'totp' | 'backup' | null> {
	const code = rawCode.trim()
	if (!code) return null
	if (/^\d{6}$/.test(code)) {
		const stored = await prisma.mfaSecret.findUnique({ where: { userId } })
		if (!stored) return null
		const step = matchTotpStep(unseal(stored.encryptedSecret), code)
		if (step === null) return null
		const { count } = await prisma.mfaSecret.updateMany({
			where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
			data: { lastUsedStep: step },
		})
		return count === 1 ? 'totp' : null
	}
	return (await spendBackupCode(userId, code)) ? 'backup' : null
}

export type DisableMfaResult =
	{ ok: true } | { ok: false; code: 'NOT_ENABLED' | 'INVALID_PASSWORD' | 'INVALID_CODE' }

/** Turns MFA off after the password (when the account has one) and a current code. */
export async function disableMfa(
	request: Request,
	user: MfaUser,
	{ password, code, language }: { password: string; code: string; language: string },
): Promise<DisableMfaResult> {
	if (!user.mfaEnabled) return { ok: false, code: 'NOT_ENABLED' }
	const stored = await prisma.password.findUnique({ where: { userId: user.id } })
	if (stored && !(await verifyPassword(password, stored.hash))) {
		return { ok: false, code: 'INVALID_PASSWORD' }
	}
	if (!(await verifyMfaCode(user.id, code))) return { ok: false, code: 'INVALID_CODE' }
	await prisma.$transaction([
		prisma.mfaSecret.deleteMany({ where: { userId: user.id } }),
		prisma.backupCode.deleteMany({ where: { userId: user.id } }),
		prisma.user.update({ where: { id: user.id }, data: { mfaEnabled: false } }),
	])
	await deleteVerifications('mfa-setup', user.id)
	await deleteVerifications('mfa-login', user.id)
	sendSecurityNotice(request, user, 'mfaDisabled', language)
	return { ok: true }
}

/** What the account page's Security card shows. */
export async function getSecuritySummary(userId: string) {
	const [password, unusedBackupCodes, connections] = await Promise.all([
		prisma.password.findUnique({ where: { userId }, select: { userId: true } }),
		prisma.backupCode.count({ where: { userId, usedAt: null } }),
		prisma.connection.findMany({ where: { userId }, select: { provider: true } }),
	])
	return {
		hasPassword: password !== null,
		unusedBackupCodes,
		connectedProviders: connections.map((connection) => connection.provider),
	}
}
