// Dates and times are written in the reader's zone, and the page hydrates without React's
// hydration error (#418) in a zone other than the server's. The JavaScript project runs in
// Pacific/Kiritimati (UTC+14), far from the server's UTC (playwright.config.ts); without
// JavaScript see dates.no-js-only.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

function collectPageErrors(page: Page) {
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	return errors
}

async function generateOnce(page: Page) {
	const response = await page.request.post('/api/generate', {
		data: {
			sourceContent: englishSource,
			brandVoice: 'Warm',
			contentGoal: 'Visits',
			seoOptimize: true,
		},
	})
	expect(response.status()).toBe(200)
	return ((await response.json()) as { id: string }).id
}

/** What the reader's clock says around now, as the history list writes it. */
async function localTimesAroundNow(page: Page) {
	return page.evaluate(() => {
		const format = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
		return [-60_000, 0, 60_000].map((offset) => format.format(new Date(Date.now() + offset)))
	})
}

test('the dashboard and history hydrate without errors and show times in the reader’s zone', async ({
	page,
}) => {
	const errors = collectPageErrors(page)
	await signUpViaApi(page.request)
	const generationId = await generateOnce(page)
	// The results load beside the page and hydrate where the server put them.
	for (const path of ['/', `/?generation=${generationId}`, '/history', '/account']) {
		await page.goto(path)
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		if (path === '/' || path === '/history') {
			const when = page.getByText(/^Posts · /).first()
			const text = (await when.innerText()).replace(/^Posts · /, '')
			expect(await localTimesAroundNow(page)).toContain(text)
		}
	}
	expect(errors).toEqual([])
})
