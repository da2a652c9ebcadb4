import { expect, test } from '@playwright/test'
import { signUpViaApi } from './utils.ts'

// With JavaScript (the project is chosen by the file name): the tracker's beacons, and no request
// to any other host without GA configured.

test('with GA_MEASUREMENT_ID unset, no page requests a third-party host', async ({
	page,
	baseURL,
}) => {
	test.setTimeout(60_000)
	const origin = new URL(baseURL!).origin
	const foreign: string[] = []
	page.on('request', (request) => {
		const url = new URL(request.url())
		if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url())
	})
	for (const path of ['/', '/pricing', '/analytics-test', '/analytics-debug', '/simple-ga-test']) {
		await page.goto(path)
	}
	await signUpViaApi(page.request)
	for (const path of ['/', '/pricing', '/pricing-experiments', '/analytics-demo', '/ab-testing']) {
		await page.goto(path)
	}
	await page.goto('/ga-production-test')
	await expect(
		page.getByText('Google Analytics not loaded (gtag not available)').first(),
	).toBeVisible({
		timeout: 15_000,
	})
	expect(foreign).toEqual([])
	// No consent banner either: there is nothing third-party to consent to.
	await expect(page.getByRole('heading', { name: 'Analytics cookies' })).toHaveCount(0)
})

test('the pricing page view and an upgrade click reach POST /api/analytics as a batch', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	const beacons: Array<{ name: string; label: string | null; path: string }> = []
	page.on('request', (request) => {
		if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics') {
			beacons.push(...(JSON.parse(request.postData() ?? '{}').events ?? []))
		}
	})
	await page.goto('/pricing')
	await page
		.locator('[data-plan="creator_pro"]')
		.getByRole('button', { name: 'Upgrade to Creator Pro' })
		.click()
	await expect(page.getByRole('dialog', { name: 'Upgrade to Creator Pro' })).toBeVisible()
	await page.keyboard.press('Escape')
	// A client-side navigation is a page view too.
	await page.getByRole('link', { name: /Back to Dashboard/ }).click()
	await expect(page).toHaveURL(/\/$/)
	// Leaving the page flushes the queue.
	await page.goto('/account')
	await expect
		.poll(() => beacons.map((event) => event.name))
		.toEqual(
			expect.arrayContaining(['page_viewed', 'pricing_page_viewed', 'upgrade_button_clicked']),
		)
	expect(beacons.find((event) => event.name === 'upgrade_button_clicked')?.label).toBe(
		'creator_pro',
	)
})

test('simple GA test says Google Analytics is not loaded yet, and records the event first-party', async ({
	page,
}) => {
	await page.goto('/simple-ga-test')
	await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
	const alerts: string[] = []
	page.on('dialog', (dialog) => {
		alerts.push(dialog.message())
		void dialog.dismiss()
	})
	await page.getByRole('button', { name: 'Send test event' }).click()
	await expect.poll(() => alerts).toEqual(['Google Analytics not loaded yet'])
	await expect(page.getByRole('status')).toHaveText('Google Analytics not loaded yet')
})
