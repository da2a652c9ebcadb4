// Copying without JavaScript: there are no copy buttons, so the results say how to copy (with
// JavaScript the buttons are tested in js-only.spec.ts). Only the no-JavaScript project runs it.
import { expect, test, type Page } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

async function generatePosts(page: Page) {
	const response = await page.request.post('/api/generate', {
		data: { sourceContent: englishSource, brandVoice: 'Warm', contentGoal: 'Visits' },
	})
	expect(response.status()).toBe(200)
	return ((await response.json()) as { id: string }).id
}

test('without JavaScript the results say how to copy', async ({ page }) => {
	await signUpViaApi(page.request)
	const generationId = await generatePosts(page)
	await page.goto(`/?generation=${generationId}`)
	await expect(
		page.locator('[data-platform="twitter"]').getByText('To copy: click in the post, select all'),
	).toBeVisible()
	const reel = await page.request.post('/api/generate-reel', {
		data: {
			sourceContent: englishSource,
			brandVoice: 'Warm',
			contentGoal: 'Visits',
			category: 'tips',
			hookType: 'pov',
		},
	})
	await page.goto(`/reels?generation=${((await reel.json()) as { id: string }).id}`)
	await expect(page.getByText('To copy without JavaScript, select the text you need')).toBeVisible()
})
