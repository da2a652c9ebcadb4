import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { getEnv } from '#app/utils/env.server.ts'
import { metrics } from '#app/utils/metrics.server.ts'

export type OutgoingMail = {
	to: string
	subject: string
	text: string
	html: string
	/** The link the mail is about; printed to the log only by the development server. */
	link?: string
}

export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string }

// One transport per SMTP URL: tests point SMTP_URL at their own server and reset the env.
const transports = new Map<string, Transporter>()

/** Loaded at the first mail, not at start (ADR 033). */
async function mailer() {
	return (await import('nodemailer')).default
}

async function smtpTransport(url: string): Promise<Transporter> {
	let transport = transports.get(url)
	if (!transport) {
		transport = (await mailer()).createTransport(url)
		transports.set(url, transport)
	}
	return transport
}

/**
 * Sends through SMTP_URL when it is set. Without it (a fresh install, dev) the message is written
 * as an .eml file to DATA_DIR/outbox, a folder only the app's user can open, so password resets
 * and sign-in codes work with no mail server. A link or code never goes to the log outside
 * `npm run dev`: whoever reads a server's logs could otherwise reset any password.
 */
export async function sendEmail(mail: OutgoingMail): Promise<MailDelivery> {
	const transport = getEnv().SMTP_URL ? 'smtp' : 'outbox'
	try {
		return await deliver(mail)
	} catch (error) {
		metrics.mailFailures.inc({ transport })
		throw error
	}
}

async function deliver(mail: OutgoingMail): Promise<MailDelivery> {
	const env = getEnv()
	const message = {
		from: env.MAIL_FROM,
		to: mail.to,
		subject: mail.subject,
		text: mail.text,
		html: mail.html,
	}
	if (env.SMTP_URL) {
		const info = await (await smtpTransport(env.SMTP_URL)).sendMail(message)
		return { via: 'smtp', messageId: String(info.messageId) }
	}
	const outbox = outboxDir()
	await fs.mkdir(outbox, { recursive: true, mode: 0o700 })
	// mkdir's mode applies only to a folder it creates (and the umask may widen nothing, but an
	// older install may have left it open): the outbox holds live reset links.
	await fs.chmod(outbox, 0o700)
	const rendered = await (
		await mailer()
	)
		.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
		.sendMail(message)
	const file = path.join(
		outbox,
		`${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
	)
	await fs.writeFile(file, rendered.message as Buffer, { mode: 0o600 })
	const showLink = env.NODE_ENV === 'development' && mail.link
	console.log(
		`[mail] "${mail.subject}" to ${maskEmail(mail.to)} written to ${file}` +
			(showLink ? `\n[mail] link (development only): ${mail.link}` : ''),
	)
	return { via: 'outbox', file }
}

export function outboxDir() {
	return path.join(getEnv().DATA_DIR, 'outbox')
}

/** "ana@example.com" → "a***@example.com": enough to tell mails apart in a log. */
export function maskEmail(email: string) {
	const at = email.lastIndexOf('@')
	if (at < 1) return '***'
	return `${email[0]}***${email.slice(at)}`
}
