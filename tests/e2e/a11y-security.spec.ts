import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { relativeLink, totpFor, waitForMail } from './security-utils.ts'
import { signUpViaApi, strongPassword } from './utils.ts'

// Axe (WCAG 2.1 AA) on every account-security screen and state. Runs in the JavaScript project.

async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze()
	const summary = results.violations.map((violation) => ({
		id: violation.id,
		impact: violation.impact,
		nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
	}))
	expect(summary).toEqual([])
}

for (const path of [
	'/forgot-password',
	'/reset-password',
	'/reset-password?token=bad',
	'/mfa-setup',
	'/signin/code',
	'/forgot-password?lng=es',
	'/signin/code?lng=pt',
]) {
	test(`axe finds no violations on ${path} (signed out)`, async ({ page }) => {
		await page.goto(path)
		await expectNoAxeViolations(page)
	})
}

test('axe finds no violations on "check your email" and the reset form with errors', async ({
	page,
	request,
}) => {
	const { email } = await signUpViaApi(request)
	await page.goto('/forgot-password')
	await page.getByLabel('Email').fill(email)
	await page.getByRole('button', { name: 'Send Reset Link' }).click()
	await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
	await expectNoAxeViolations(page)
	const mail = await waitForMail(email, 'Reset your Vibecast password')
	await page.goto(relativeLink(mail, '/reset-password'))
	await page.getByLabel('New password', { exact: true }).fill('Moonrise2027y')
	await page.getByLabel('Confirm new password').fill('Moonrise2027')
	await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe finds no violations through MFA setup, the code step and the Security card', async ({
	page,
}) => {
	test.setTimeout(60_000)
	const { email } = await signUpViaApi(page.request)
	await page.goto('/account')
	await expectNoAxeViolations(page)
	await page.goto('/mfa-setup')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Get Started' }).click()
	await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Verify and Enable' }).click()
	// With JavaScript the form's own check answers, under the field (no request is sent).
	await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true')
	await expect(
		page.getByText('Please enter the 6-digit code from your authenticator app.'),
	).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Manual Entry' }).click()
	await expect(page).toHaveURL(/tab=manual/)
	await expect(page.getByTestId('mfa-secret')).toBeVisible()
	const secret = (await page.getByTestId('mfa-secret').getAttribute('data-secret'))!
	await expectNoAxeViolations(page)
	await page.getByLabel('Verification code').fill(totpFor(secret).generate())
	await page.getByRole('button', { name: 'Verify and Enable' }).click()
	await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible()
	await expectNoAxeViolations(page)

	await page.goto('/account')
	await page.locator('summary', { hasText: 'Turn off two-factor authentication' }).click()
	await expectNoAxeViolations(page)

	await page.context().clearCookies()
	await page.goto('/signin')
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(strongPassword)
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page.getByLabel('Authentication code')).toBeVisible()
	await page.getByText('Use a backup code instead').click()
	await expectNoAxeViolations(page)
	await page.getByLabel('Authentication code').fill('000000')
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	await expect(page.getByRole('alert')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe finds no violations on the email-code step', async ({ page, request }) => {
	const { email } = await signUpViaApi(request)
	await page.goto('/signin/code')
	await page.getByLabel('Email').fill(email)
	await page.getByRole('button', { name: 'Email Me a Code' }).click()
	await expect(page.getByLabel('Sign-in code')).toBeVisible()
	await expectNoAxeViolations(page)
})
