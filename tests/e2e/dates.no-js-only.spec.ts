// Without JavaScript the browser's zone is unknown to the page: a time says it is UTC (with
// JavaScript the reader's zone replaces it: dates.js-only.spec.ts). The no-JavaScript project
// runs in America/Sao_Paulo (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

async function generateOnce(page: Page) {
	const response = await page.request.post('/api/generate', {
		data: { sourceContent: englishSource, brandVoice: 'Warm', contentGoal: 'Visits' },
	})
	expect(response.status()).toBe(200)
}

test('without JavaScript a time says it is UTC', async ({ page }) => {
	await signUpViaApi(page.request)
	await generateOnce(page)
	await page.goto('/history')
	await expect(page.getByText(/^Posts · .+ UTC$/)).toBeVisible()
})
