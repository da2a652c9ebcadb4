import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'
import { readOutbox, startSmtpSink, type SmtpSink } from '#tests/mail/mail-helpers.ts'
import { resetEnvForTests } from '../../../server/env.js'
import { maskEmail, sendEmail } from './mailer.server.ts'

const saved = { ...process.env }
let sink: SmtpSink
let dataDir: string

beforeAll(async () => {
	sink = await startSmtpSink()
})
afterAll(async () => {
	await sink.close()
})
afterEach(() => {
	process.env = { ...saved }
	resetEnvForTests()
	vi.restoreAllMocks()
})

function useDataDir() {
	dataDir = makeTempDir('mail')
	process.env.DATA_DIR = dataDir
	process.env.SESSION_SECRET = 's'.repeat(40)
	process.env.ENCRYPTION_KEY = 'e'.repeat(64)
	delete process.env.SMTP_URL
	resetEnvForTests()
}

const mail = {
	to: 'reader@example.com',
	subject: 'Hello there',
	text: 'Plain text with https://vibecast.test/reset-password?token=abc',
	html: '<p>HTML part</p>',
	link: 'https://vibecast.test/reset-password?token=abc',
}

describe('sendEmail', () => {
	test('without SMTP_URL the development server writes the mail to DATA_DIR/outbox and logs its link', async () => {
		useDataDir()
		process.env.NODE_ENV = 'development'
		resetEnvForTests()
		const log = vi.spyOn(console, 'log').mockImplementation(() => {})
		const delivery = await sendEmail(mail)
		expect(delivery.via).toBe('outbox')
		const [received] = await readOutbox(path.join(dataDir, 'outbox'))
		expect(received).toMatchObject({
			to: ['reader@example.com'],
			subject: 'Hello there',
			from: '"Vibecast" <no-reply@vibecast.local>',
		})
		expect(received?.text).toContain('Plain text')
		expect(received?.html).toContain('<p>HTML part</p>')
		const logged = log.mock.calls.flat().join('\n')
		expect(logged).toContain(mail.link)
		expect(logged).not.toContain('reader@example.com')
	})

	test('in production no link, code or address reaches the log, and the outbox is private', async () => {
		useDataDir()
		process.env.NODE_ENV = 'production'
		resetEnvForTests()
		// An outbox left open by an older install is closed again.
		fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 })
		fs.chmodSync(path.join(dataDir, 'outbox'), 0o755)
		const log = vi.spyOn(console, 'log').mockImplementation(() => {})
		const delivery = await sendEmail({ ...mail, text: 'Your code is 123456' })
		expect(delivery.via).toBe('outbox')
		const logged = log.mock.calls.flat().join('\n')
		expect(logged).toContain('written to')
		expect(logged).not.toContain('token=abc')
		expect(logged).not.toContain('123456')
		expect(logged).not.toContain('reader@example.com')
		expect(fs.statSync(path.join(dataDir, 'outbox')).mode & 0o777).toBe(0o700)
		if (delivery.via === 'outbox') expect(fs.statSync(delivery.file).mode & 0o777).toBe(0o600)
	})

	test('with SMTP_URL delivers over SMTP from MAIL_FROM with text and HTML parts', async () => {
		useDataDir()
		process.env.SMTP_URL = sink.url
		process.env.MAIL_FROM = 'Vibecast Test <hello@vibecast.test>'
		resetEnvForTests()
		const delivery = await sendEmail({ ...mail, to: 'smtp-reader@example.com' })
		expect(delivery.via).toBe('smtp')
		const received = await sink.waitFor((m) => m.to.includes('smtp-reader@example.com'))
		expect(received.from).toBe('"Vibecast Test" <hello@vibecast.test>')
		expect(received.text).toContain('Plain text')
		expect(received.html).toContain('HTML part')
		expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false)
	})
})

test('a masked address keeps its first letter and domain only', () => {
	expect(maskEmail('ana.lopez@example.com')).toBe('a***@example.com')
	expect(maskEmail('nonsense')).toBe('***')
})
