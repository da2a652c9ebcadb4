// Signed out in another tab (or the session expired) while writing: Generate leads to sign-in
// with the spec's message, signing in returns to the page (never to a data URL), and with
// JavaScript the unsent draft is offered back.
import { expect, test } from '@playwright/test'
import { englishSource, signInThroughForm, signUpViaApi } from './utils.ts'

test('an expired session keeps the draft and returns to the page', async ({
	page,
	javaScriptEnabled,
}) => {
	const { email, password } = await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByLabel('Source content').fill(englishSource)
	await page.getByLabel('Brand Voice').fill('Warm and plain')
	await page.getByLabel('Marketing Goal').fill('Bring people to the shop')
	// Another tab signs out: the cookie goes for every tab.
	await page.request.post('/logout', { maxRedirects: 0 })
	await page.getByRole('button', { name: /Generate Posts/ }).click()

	await expect(page).toHaveURL('/signin?reason=logged-out')
	await expect(page.getByRole('status')).toContainText('You are logged out.')
	await signInThroughForm(page, email, password)
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('heading', { name: 'Repurpose Your Content' })).toBeVisible()

	if (javaScriptEnabled) {
		const offer = page.getByRole('status').filter({ hasText: 'unsent draft' })
		await expect(offer).toBeVisible()
		await offer.getByRole('button', { name: 'Restore' }).click()
		await expect(page.getByLabel('Source content')).toHaveValue(englishSource)
		await expect(page.getByLabel('Brand Voice')).toHaveValue('Warm and plain')
		await expect(page.getByLabel('Marketing Goal')).toHaveValue('Bring people to the shop')
		await expect(page.getByText('14 / 500')).toBeVisible()
		// Generating from it succeeds, and the draft is not offered again.
		await page.getByRole('button', { name: /Generate Posts/ }).click()
		await expect(page.getByRole('region', { name: 'Your Generated Posts' })).toBeVisible()
		await page.goto('/')
		await expect(page.getByRole('heading', { name: 'Repurpose Your Content' })).toBeVisible()
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		await expect(page.getByText('unsent draft')).toBeHidden()
	}
})
