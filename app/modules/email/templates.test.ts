import { expect, test } from 'vitest'
import {
	escapeHtml,
	resetPasswordEmail,
	securityNoticeEmail,
	signInCodeEmail,
} from './templates.ts'

const link = 'https://vibecast.test/reset-password?token=abc&x=1'

test('the reset mail has the link in its text and HTML parts', () => {
	const mail = resetPasswordEmail({ language: 'en', link })
	expect(mail.subject).toBe('Reset your Vibecast password')
	expect(mail.text).toContain(link)
	expect(mail.text).toContain('expires in one hour')
	expect(mail.html).toContain('href="https://vibecast.test/reset-password?token=abc&amp;x=1"')
	expect(mail.html).toMatch(/^<!doctype html>/)
})

test.each([
	['es', 'Restablece tu contraseña de Vibecast'],
	['pt', 'Redefina sua senha do Vibecast'],
	['fr', 'Reset your Vibecast password'],
	[null, 'Reset your Vibecast password'],
])('the reset mail in %s has the subject "%s"', (language, subject) => {
	expect(resetPasswordEmail({ language, link }).subject).toBe(subject)
})

test('the sign-in code mail shows the code and how long it lasts', () => {
	const mail = signInCodeEmail({ language: 'pt', code: '123456', link, minutes: 10 })
	expect(mail.text).toContain('123456')
	expect(mail.text).toContain('10 minutos')
	expect(mail.html).toContain('123456')
})

test('a security notice points to password recovery', () => {
	const mail = securityNoticeEmail({
		language: 'en',
		notice: 'mfaDisabled',
		recoveryLink: 'https://vibecast.test/forgot-password',
	})
	expect(mail.subject).toBe('Two-factor authentication was turned off')
	expect(mail.text).toContain('https://vibecast.test/forgot-password')
})

test('HTML special characters are escaped', () => {
	expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
		'&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
	)
})
