// Server-side checks that JavaScript would pre-empt in the browser (with it, the submit button
// waits for the rules). Only the no-JavaScript project runs this file (playwright.config.ts).
import { expect, test } from '@playwright/test'
import { uniqueEmail } from './utils.ts'

test('a weak password is refused by the server with the rules message', async ({ page }) => {
	await page.goto('/signup')
	await page.getByLabel('Email').fill(uniqueEmail('weak'))
	await page.getByLabel('Password', { exact: true }).fill('short')
	await page.getByLabel('Confirm password').fill('short')
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(
		page.getByText('Please ensure your password meets all the requirements below.'),
	).toBeVisible()
})
