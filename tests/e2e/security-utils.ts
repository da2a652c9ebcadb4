import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { linkFrom, waitForOutboxMail, type ReceivedMail } from '../mail/mail-helpers.ts'

// other/start-e2e-server.js points SMTP_URL at a local SMTP server that files every message here.
const inbox = path.resolve(`tests/.tmp/e2e-${process.env.E2E_PORT}/smtp-inbox`)

export function waitForMail(to: string, subject: string | RegExp): Promise<ReceivedMail> {
	return waitForOutboxMail(
		inbox,
		(mail) =>
			mail.to.includes(to.toLowerCase()) &&
			(typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
		10_000,
	)
}

/** The link in a mail, made relative so the page stays on the test server's origin. */
export function relativeLink(mail: ReceivedMail, pathname: string) {
	const url = new URL(linkFrom(mail, pathname))
	return `${url.pathname}${url.search}`
}

export const totpFor = (secret: string) =>
	new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })

/** A code for the next 30-second step: valid now, and newer than any code already used. */
export const nextTotp = (secret: string) =>
	totpFor(secret).generate({ timestamp: Date.now() + 30_000 })

export async function signOutThroughMenu(page: Page) {
	await page.locator('summary', { hasText: 'Open user menu' }).click()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(page.getByRole('link', { name: 'Start Free', exact: true })).toBeVisible()
}

export async function passwordStep(page: Page, email: string, password: string) {
	await page.goto('/signin')
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
}
