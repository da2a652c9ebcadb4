import { expect, test } from '@playwright/test'
import {
	englishSource,
	fillGenerator,
	limitReachedPanel,
	signUpViaApi,
	spanishSource,
} from './utils.ts'

test('a free user generates posts, edits one, regenerates one and finds it in history', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request, { firstName: 'Gen' })
	await page.goto('/')
	await expect(
		page.getByRole('button', { name: 'Generate Posts (3 Vibecasts left)' }),
	).toBeVisible()
	await fillGenerator(page, englishSource)
	await expect(page.getByLabel('Optimize for platform algorithms & discovery')).toBeChecked()
	await page.getByRole('button', { name: /Generate Posts/ }).click()

	const results = page.getByRole('region', { name: 'Your Generated Posts' })
	await expect(results).toBeVisible()
	for (const platform of ['X (Twitter)', 'LinkedIn', 'Instagram']) {
		await expect(results.getByRole('heading', { name: platform })).toBeVisible()
	}
	await expect(
		page.getByRole('button', { name: 'Generate Posts (2 Vibecasts left)' }),
	).toBeVisible()
	await expect(page.getByLabel('Source content')).not.toHaveValue('')

	const twitter = page.locator('[data-platform="twitter"]')
	await expect(twitter.getByText(/characters remaining/)).toBeVisible()
	if (javaScriptEnabled) {
		// The feedback follows an edit.
		await twitter.getByRole('textbox').fill('x'.repeat(300))
		await expect(twitter.getByText('20 characters over the 280 limit')).toBeVisible()
		await twitter.getByRole('textbox').fill('Short and sweet')
		await expect(twitter.getByText('265 characters remaining')).toBeVisible()
	}

	const linkedin = page.locator('[data-platform="linkedin"]')
	const before = await linkedin.getByRole('textbox').inputValue()
	await linkedin.getByRole('button', { name: 'Regenerate' }).click()
	await expect(linkedin.getByRole('textbox')).not.toHaveValue(before)
	await expect(
		page.getByRole('button', { name: 'Generate Posts (2 Vibecasts left)' }),
	).toBeVisible()

	await page.getByRole('link', { name: 'View all history' }).click()
	await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
	await page
		.getByRole('link', { name: /^Open:/ })
		.first()
		.click()
	await expect(page.getByRole('region', { name: 'Your Generated Posts' })).toBeVisible()
})

test('blank fields get the Missing Information message', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByLabel('Source content').fill('   ')
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	await expect(page.getByRole('alert')).toContainText('Missing Information')
	await expect(page.getByRole('alert')).toContainText(
		'Please fill in all fields: source content, brand voice, and marketing goal.',
	)
	await expect(
		page.getByRole('button', { name: 'Generate Posts (3 Vibecasts left)' }),
	).toBeVisible()
})

test('a source that is only code gets a message to paste the prose, and keeps the code', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/')
	const code = "```js\n[1, 2, 3].map((n) => n * 2);\n['a', 'b'].filter((x) => x !== 'b');\n```"
	await fillGenerator(page, code)
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	await expect(page.getByRole('alert')).toContainText('Nothing to write from')
	await expect(page.getByRole('alert')).toContainText('This text is only code')
	await expect(page.getByLabel('Source content')).toHaveValue(code)
	await expect(
		page.getByRole('button', { name: 'Generate Posts (3 Vibecasts left)' }),
	).toBeVisible()
})

test('the fourth generation in a month opens the limit modal', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	const source = spanishSource
	for (let i = 0; i < 3; i++) {
		const response = await page.request.post('/api/generate', {
			data: {
				sourceContent: source,
				brandVoice: 'Calm',
				contentGoal: 'Build awareness',
				seoOptimize: true,
			},
		})
		expect(response.status()).toBe(200)
	}
	await page.goto('/')
	await expect(
		page.getByRole('button', { name: 'Generate Posts (0 Vibecasts left)' }),
	).toBeVisible()
	await fillGenerator(page, source)
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	const dialog = limitReachedPanel(page)
	await expect(dialog).toBeVisible()
	if (javaScriptEnabled) {
		// A real modal: the rest of the page is inert behind its backdrop.
		expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
	} else {
		// Without JavaScript, a full-width notice in the page's flow, first under the greeting.
		expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('static')
		const width = (await dialog.boundingBox())!.width
		const main = (await page.getByRole('main').boundingBox())!.width
		expect(width).toBeGreaterThan(main - 64)
		await expect(page.locator('main > :nth-child(2)')).toHaveAttribute(
			'aria-labelledby',
			'limit-notice-title',
		)
	}
	await expect(dialog).toContainText('resets on the 1st of each month')
	await expect(dialog.getByRole('link', { name: 'Upgrade to Pro - $39/month' })).toHaveAttribute(
		'href',
		'/billing/change-plan?plan=creator_pro&returnPage=upgrade',
	)
	const later = dialog
		.getByRole('button', { name: 'Maybe Later' })
		.or(dialog.getByRole('link', { name: 'Maybe Later' }))
	await later.click()
	await expect(dialog).toBeHidden()
})
