// Receiving the app's mail in tests: a local SMTP server (smtp-server) for SMTP_URL, and a
// reader for the outbox folder used when no SMTP_URL is set. Both parse with mailparser.
import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
	to: string[]
	from: string
	subject: string
	text: string
	html: string
}

function toReceived(parsed: ParsedMail): ReceivedMail {
	const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
		.flatMap((group) => group.value)
		.map((entry) => entry.address?.toLowerCase() ?? '')
	return {
		to,
		from: parsed.from?.text ?? '',
		subject: parsed.subject ?? '',
		text: parsed.text ?? '',
		html: typeof parsed.html === 'string' ? parsed.html : '',
	}
}

export type SmtpSink = {
	url: string
	mails: ReceivedMail[]
	/** Resolves with the first mail (received so far or later) that matches. */
	waitFor: (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>
	close: () => Promise<void>
}

/** An SMTP server on 127.0.0.1 and a random port that keeps every message it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
	const mails: ReceivedMail[] = []
	const server = new SMTPServer({
		secure: false,
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onData(stream, _session, callback) {
			simpleParser(stream)
				.then((parsed) => {
					mails.push(toReceived(parsed))
					callback()
				})
				.catch((error: Error) => callback(error))
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
	const address = server.server.address()
	if (!address || typeof address === 'string') throw new Error('SMTP sink has no port')
	return {
		url: `smtp://127.0.0.1:${address.port}`,
		mails,
		waitFor: (match, timeoutMs = 5_000) =>
			poll(async () => mails.find(match) ?? null, timeoutMs, 'an SMTP message'),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** The mails written to an outbox folder (one .eml each), oldest first. */
export async function readOutbox(dir: string): Promise<ReceivedMail[]> {
	const files = await fs.readdir(dir).catch(() => [] as string[])
	const mails: ReceivedMail[] = []
	for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
		mails.push(toReceived(await simpleParser(await fs.readFile(path.join(dir, file)))))
	}
	return mails
}

export function waitForOutboxMail(
	dir: string,
	match: (mail: ReceivedMail) => boolean,
	timeoutMs = 5_000,
) {
	return poll(async () => (await readOutbox(dir)).find(match) ?? null, timeoutMs, 'an outbox mail')
}

async function poll<T>(find: () => Promise<T | null>, timeoutMs: number, what: string): Promise<T> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const found = await find()
		if (found) return found
		if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}

/** The first link in a mail's text that starts with `prefix` (e.g. http://host/reset-password). */
export function linkFrom(mail: ReceivedMail, pathPrefix: string) {
	const link = mail.text
		.match(/https?:\/\/\S+/g)
		?.find((url) => new URL(url).pathname === pathPrefix)
	if (!link) throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}"`)
	return link
}
