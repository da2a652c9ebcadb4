import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { resetPasswordEmail } from '#app/modules/email/templates.ts'
import { prisma } from '#app/utils/db.server.ts'
import { sendSecurityNotice } from './security-notices.server.ts'
import { hashPassword } from './password.server.ts'
import { hitRateLimit } from './rate-limit.server.ts'
import {
	consumeTokenVerification,
	createTokenVerification,
	deleteVerifications,
	findTokenVerification,
	RESET_PASSWORD_TTL_MS,
} from './verification.server.ts'

// At most this many reset mails per address per window, so the form cannot flood an inbox.
const MAILS_PER_ADDRESS = 3
const MAIL_WINDOW_MS = 15 * 60 * 1000

/**
 * Sends a reset link when the email has an account, and does nothing otherwise. The caller
 * answers the same either way and runs this after answering (runInBackground), so the response
 * time does not tell the two apart.
 */
export async function requestPasswordReset({
	request,
	email,
	language,
}: {
	request: Request
	email: string
	language: string
}) {
	const user = await prisma.user.findUnique({
		where: { email },
		select: { id: true, email: true, preferredLanguage: true },
	})
	if (!user) return
	if (
		!hitRateLimit(`reset-mail:${user.id}`, { max: MAILS_PER_ADDRESS, windowMs: MAIL_WINDOW_MS })
			.allowed
	)
		return
	const token = await createTokenVerification({
		type: 'reset-password',
		target: user.id,
		ttlMs: RESET_PASSWORD_TTL_MS,
		replace: true,
	})
	const link = absoluteUrl(request, `/reset-password?${new URLSearchParams({ token })}`)
	const mail = resetPasswordEmail({ language: user.preferredLanguage ?? language, link })
	void sendEmail({ ...mail, to: user.email, link }).catch((error: unknown) => {
		console.error(`[mail] reset mail failed: ${error instanceof Error ? error.message : error}`)
	})
}

/** Whether a reset token is live (the page shows the form or "Invalid reset link"). */
export async function isResetTokenValid(token: string) {
	return (await findTokenVerification('reset-password', token)) !== null
}

/**
 * Spends the token and sets the new password. Every session of the user ends (whoever had the
 * old password is signed out), and so does any sign-in waiting for its MFA code.
 */
export async function resetPassword({
	request,
	token,
	password,
	language,
}: {
	request: Request
	token: string
	password: string
	language: string
}): Promise<{ ok: true } | { ok: false; code: 'INVALID_TOKEN' }> {
	const row = await consumeTokenVerification('reset-password', token)
	if (!row) return { ok: false, code: 'INVALID_TOKEN' }
	const user = await prisma.user.findUnique({ where: { id: row.target } })
	if (!user) return { ok: false, code: 'INVALID_TOKEN' }
	const hash = await hashPassword(password)
	await prisma.$transaction([
		prisma.password.upsert({
			where: { userId: user.id },
			create: { userId: user.id, hash },
			update: { hash },
		}),
		prisma.session.deleteMany({ where: { userId: user.id } }),
		// Whoever linked a social login before the owner proved the address loses it here.
		prisma.connection.deleteMany({ where: { userId: user.id } }),
	])
	await deleteVerifications('reset-password', user.id)
	await deleteVerifications('mfa-login', user.id)
	sendSecurityNotice(request, user, 'passwordChanged', language)
	return { ok: true }
}
