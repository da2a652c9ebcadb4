import { expect, test } from '@playwright/test'
import { signInThroughForm, signUpViaApi, strongPassword, uniqueEmail } from './utils.ts'

test('a visitor signs up, lands on the dashboard, signs out and signs back in', async ({
	page,
}) => {
	const email = uniqueEmail('journey')
	await page.goto('/')
	await page.getByRole('link', { name: 'Start Free', exact: true }).click()
	await expect(page).toHaveURL(/\/signup$/)
	await expect(page.getByText('3 social posts + 1 reel script per month')).toBeVisible()

	await page.getByLabel('First name').fill('Maya')
	await page.getByLabel('Last name').fill('Ortiz')
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(strongPassword)
	await page.getByLabel('Confirm password').fill(strongPassword)
	await page.getByRole('button', { name: 'Create Account' }).click()

	await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Reels Scripts/ })).toBeVisible()
	await expect(page.getByText('NEW', { exact: true })).toBeVisible()

	await page.locator('summary', { hasText: 'Open user menu' }).click()
	await expect(page.getByText('MO', { exact: true }).first()).toBeVisible()
	await expect(page.getByText('Free', { exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Log out' }).click()
	await expect(
		page.getByRole('link', { name: 'Start Free — No Credit Card Required' }),
	).toBeVisible()

	await page.getByRole('link', { name: 'Sign In' }).first().click()
	await signInThroughForm(page, email, strongPassword)
	await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
})

test('a wrong password shows "Sign in failed" and keeps the email', async ({ page, request }) => {
	const { email } = await signUpViaApi(request)
	await page.goto('/signin')
	await signInThroughForm(page, email, 'Wrong-password-1')
	await expect(page.getByRole('alert')).toContainText('Sign in failed')
	await expect(page.getByRole('alert')).toContainText(
		'Please check your credentials and try again.',
	)
	await expect(page.getByLabel('Email')).toHaveValue(email)
	const cookies = await page.context().cookies()
	expect(cookies.find((cookie) => cookie.name === '__session')).toBeUndefined()
})

test('signing up with a taken email says the account already exists', async ({ page, request }) => {
	const { email } = await signUpViaApi(request)
	await page.goto('/signup')
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(strongPassword)
	await page.getByLabel('Confirm password').fill(strongPassword)
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.getByRole('alert')).toContainText('Account already exists')
	await expect(page.getByLabel('Email')).toHaveValue(email)
})

test('mismatched passwords are refused with a clear message', async ({
	page,
	javaScriptEnabled,
}) => {
	await page.goto('/signup')
	await page.getByLabel('Email').fill(uniqueEmail('mismatch'))
	await page.getByLabel('Password', { exact: true }).fill(strongPassword)
	await page.getByLabel('Confirm password').fill(`${strongPassword}-other`)
	if (javaScriptEnabled) {
		// With JavaScript (the page's small script, ADR 020) the mismatch shows while typing, on
		// the field, and the button waits until the two agree.
		await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible()
		await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled()
		await page.getByLabel('Confirm password').fill(strongPassword)
		await expect(page.getByText('Passwords do not match. Please try again.')).toBeHidden()
		await expect(page.getByLabel('Confirm password')).not.toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled()
	} else {
		await page.getByRole('button', { name: 'Create Account' }).click()
		await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible()
	}
})

test('a signed-out visitor to a signed-in page signs in and returns to it', async ({
	page,
	request,
}) => {
	const { email, password } = await signUpViaApi(request)
	await page.goto('/account')
	await expect(page).toHaveURL(/\/signin\?redirectTo=%2Faccount/)
	await signInThroughForm(page, email, password)
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
	await expect(page.getByRole('main').getByText(email)).toBeVisible()
})
