import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { securityNoticeEmail, type SecurityNotice } from '#app/modules/email/templates.ts'

/** Tells the account owner by mail that a security setting changed; sent in the background. */
export function sendSecurityNotice(
	request: Request,
	user: { email: string; preferredLanguage: string | null },
	notice: SecurityNotice,
	language: string,
) {
	const mail = securityNoticeEmail({
		language: user.preferredLanguage ?? language,
		notice,
		recoveryLink: absoluteUrl(request, '/forgot-password'),
	})
	void sendEmail({ ...mail, to: user.email }).catch((error: unknown) => {
		console.error(`[mail] notice failed: ${error instanceof Error ? error.message : error}`)
	})
}
