import { expect, test } from '@playwright/test'
import { signUpViaApi, strongPassword, uniqueEmail } from './utils.ts'

// The spec's internal pages (issue 13): each renders its texts, with the access of SPEC §2.

const signedInPages = [
	['/pricing-experiments', 'Dynamic Pricing Experiment Engine'],
	['/pricing-with-ab-demo', 'Pricing with A/B Testing'],
	['/ab-testing', 'Pricing A/B Dashboard'],
	['/upgrade-prompt-demo', 'Upgrade Prompt Demo'],
	['/analytics-demo', 'Analytics Dashboard'],
	['/pricing-i18n', 'Pricing in English, Spanish and Portuguese'],
	['/upgrade-test', 'Upgrade and Downgrade Flow Test'],
] as const

const publicPages = [
	['/analytics-test', 'Analytics Test'],
	['/analytics-debug', 'Analytics Debug'],
	['/ga-production-test', 'Google Analytics Production Test'],
	['/simple-ga-test', 'Simple Google Analytics Test'],
] as const

for (const [path, heading] of signedInPages) {
	test(`${path} shows "${heading}" to a signed-in user and sends a signed-out one to sign in`, async ({
		page,
	}) => {
		await page.goto(path)
		await expect(page).toHaveURL(/\/signin/)
		await signUpViaApi(page.request)
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
	})
}

for (const [path, heading] of publicPages) {
	test(`${path} is open to everyone and shows "${heading}"`, async ({ page }) => {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
	})
}

test('the experiments page switches experiment and tab with plain links and forms', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/pricing-experiments')
	await expect(page.getByRole('heading', { name: 'Pricing A/B test', exact: true })).toBeVisible()
	await expect(page.getByText('Your variant:')).toBeVisible()
	await page.locator('select[name=experiment]').selectOption('dynamic_pricing_experiment_v1')
	await page.getByRole('button', { name: 'Show' }).click()
	await expect(page.getByRole('heading', { name: 'Dynamic pricing', exact: true })).toBeVisible()
	await page.getByRole('link', { name: 'Analytics' }).click()
	await expect(page.getByText('20% traffic')).toHaveCount(5)
	await page.getByRole('link', { name: 'Experiment Configs' }).click()
	await expect(
		page.getByText('creator_pro: $19.00/mo').or(page.getByText('creator_pro: $19/mo')),
	).toBeVisible()
})

test('the A/B demo toggles its status and preview, and shows the canceled toast', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/pricing-with-ab-demo?canceled=1')
	await expect(page.getByText('Upgrade Canceled')).toBeVisible()
	await expect(page.getByText('Disabled - Users see default pricing')).toBeVisible()
	await page.getByRole('button', { name: 'Enable A/B Test' }).click()
	await expect(page.getByText('Active - Users see variant pricing')).toBeVisible()
	await expect(page.getByRole('heading', { name: /^A\/B version/ })).toBeVisible()
	await page.getByRole('button', { name: 'Disable A/B Test' }).click()
	await expect(page.getByText('Disabled - Users see default pricing')).toBeVisible()
	await expect(
		page.getByRole('heading', { name: 'How A/B Testing Works in Production' }),
	).toBeVisible()
})

test('the upgrade prompt demo follows the thresholds: none under 50%, high at the limit', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/upgrade-prompt-demo?plan=starter&usage=40')
	await expect(page.getByText('At 40% of the allowance no prompt shows.')).toBeVisible()
	await page.getByLabel('Posts used').selectOption('100')
	await page.getByRole('button', { name: 'Show' }).click()
	await expect(page.getByText('Urgency: high')).toBeVisible()
	for (const name of ['As a card', 'As a banner', 'As a modal']) {
		await expect(page.getByRole('heading', { name })).toBeVisible()
	}
})

test('an admin switches an experiment on for /pricing; a non-admin sees no switch', async ({
	page,
	browser,
}) => {
	await signUpViaApi(page.request, { email: 'growth-admin@example.com' }).catch(async () => {
		// A second project run reuses the address: sign in instead.
		await page.request.post('/api/auth/signin', {
			data: { email: 'growth-admin@example.com', password: strongPassword },
		})
	})
	await page.goto('/ab-testing?experiment=pricing_layout_v1')
	await expect(page.getByRole('heading', { name: 'Results per variant' })).toBeVisible()
	const switchOn = page.getByRole('button', { name: 'Switch on for the Pricing page' })
	const switchOff = page.getByRole('button', { name: 'Switch off' })
	if (await switchOff.isVisible()) await switchOff.click()
	await switchOn.click()
	await expect(page.getByText('Live on the Pricing page')).toBeVisible()
	await page.getByRole('button', { name: 'Switch off' }).click()
	await expect(
		page.getByText('Not live: the Pricing page shows the standard prices.'),
	).toBeVisible()

	const other = await browser.newContext({ javaScriptEnabled: false })
	const otherPage = await other.newPage()
	await signUpViaApi(otherPage.request, { email: uniqueEmail('not-admin') })
	await otherPage.goto('/ab-testing')
	await expect(
		otherPage.getByText('Results across all visitors are shown to admins only.'),
	).toBeVisible()
	await expect(otherPage.getByRole('button', { name: /Switch on/ })).toHaveCount(0)
	await other.close()
})

test('an email sign-up from a reddit link is credited to reddit', async ({ page }) => {
	await page.goto('/signup?utm_source=reddit&utm_medium=social')
	await page.getByLabel('First name').fill('Rae')
	await page.getByLabel('Email').fill(uniqueEmail('reddit'))
	await page.getByLabel('Password', { exact: true }).fill(strongPassword)
	await page.getByLabel('Confirm password').fill(strongPassword)
	await page.getByRole('button', { name: /create/i }).click()
	await expect(page).toHaveURL(/\/$/)
	await page.goto('/analytics-test')
	await expect(page.getByTestId('first-touch')).toHaveText('reddit · social')
})

test('the analytics test page records a sign-up test event with or without JavaScript', async ({
	page,
}) => {
	await page.goto('/analytics-test')
	await page.getByRole('button', { name: 'Sign-up: google' }).click()
	await expect(page.getByRole('log')).toContainText('sign_up')
	await expect(page.getByRole('log')).not.toContainText('Nothing sent')
})
