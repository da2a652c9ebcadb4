import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
import { derivedKeyHex } from '#app/modules/auth/tokens.server.ts'
import { normalizeEmail } from '#app/modules/auth/email-address.ts'
import { clientIpFrom, hitRateLimit } from '#app/modules/auth/rate-limit.server.ts'
import { prisma } from '#app/utils/db.server.ts'

// Enterprise inquiries are open to anyone and each one mails the sales team, so they are
// limited three ways: per client IP, per sender address (counted in the database, so a restart
// does not reset it) and, on the HTML form, a honeypot field that people never see or fill.
const PER_IP = { max: 5, windowMs: 60 * 60 * 1000 }
const PER_ADDRESS_PER_DAY = 3
const DAY_MS = 24 * 60 * 60 * 1000

let honeypot: Honeypot | undefined
function getHoneypot() {
	// The seed encrypts the form's "valid from" time; derived from ENCRYPTION_KEY, it holds
	// across restarts and machines.
	honeypot ??= new Honeypot({ encryptionSeed: derivedKeyHex('enterprise-honeypot') })
	return honeypot
}

/** The hidden fields' names and the signed time, for the loader of a page with the form. */
export function enterpriseHoneypotProps() {
	return getHoneypot().getInputProps()
}

/** True when a form post filled the hidden field (or came without the form's fields). */
export async function isEnterpriseSpam(form: FormData) {
	try {
		await getHoneypot().check(form)
		return false
	} catch (error) {
		if (error instanceof SpamError) return true
		throw error
	}
}

export type InquiryLimit = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts this submission against the client's IP and checks the sender's daily cap. */
export async function checkInquiryLimits(request: Request, email: string): Promise<InquiryLimit> {
	const perIp = hitRateLimit(`enterprise:${clientIpFrom(request)}`, PER_IP)
	if (!perIp.allowed) return perIp
	const since = new Date(Date.now() - DAY_MS)
	const sent = await prisma.enterpriseInquiry.findMany({
		where: { email: normalizeEmail(email), createdAt: { gt: since } },
		orderBy: { createdAt: 'asc' },
		select: { createdAt: true },
		take: PER_ADDRESS_PER_DAY,
	})
	if (sent.length < PER_ADDRESS_PER_DAY) return { allowed: true }
	const oldest = sent[0]!.createdAt.getTime()
	return { allowed: false, retryAfterSeconds: Math.ceil((oldest + DAY_MS - Date.now()) / 1000) }
}
