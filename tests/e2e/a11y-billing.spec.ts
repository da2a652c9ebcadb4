import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './utils.ts'

// axe (WCAG 2.1 AA) on the billing pages, dialogs and notices. Runs in the JavaScript project.

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

test('axe: pricing signed out, with the enterprise dialog open', async ({ page }) => {
	await page.goto('/pricing')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Contact Sales' }).click()
	await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe: contact sales page, and its server-side errors', async ({ page }) => {
	await page.goto('/contact-sales')
	await expectNoAxeViolations(page)
	await page.getByLabel('Name').fill('Al')
	await page.getByLabel('Work email').fill('al@example.com')
	await page.getByLabel('What will you use Vibecast for?').fill('   abc    ')
	await page.getByLabel('Estimated posts per month').selectOption('unlimited')
	await page.getByRole('button', { name: 'Send inquiry' }).click()
	await expect(page.getByText('Please describe your use case in more detail')).toBeVisible()
	await expectNoAxeViolations(page)
})

for (const path of [
	'/pricing',
	'/pricing-mobile',
	'/upgrade',
	'/upgrade-success',
	'/upgrade-cancel',
]) {
	test(`axe: ${path} (Free user)`, async ({ page }) => {
		await signUpViaApi(page.request)
		await page.goto(path)
		await expectNoAxeViolations(page)
	})
}

test('axe: plan change dialog and confirmation page, test checkout', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/pricing')
	await page
		.locator('[data-plan="creator_pro"]')
		.getByRole('button', { name: 'Upgrade to Creator Pro' })
		.click()
	await expect(page.getByRole('dialog', { name: 'Upgrade to Creator Pro' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.goto('/billing/change-plan?plan=agency&interval=annual')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Continue to checkout' }).click()
	await expect(page).toHaveURL(/\/billing\/test-checkout/)
	await expectNoAxeViolations(page)
})

test('axe: a Pro user with a scheduled downgrade (pricing with toast, account, cancel form)', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	expect((await page.request.post('/api/upgrade-to-pro')).status()).toBe(200)
	await page.goto('/pricing')
	await page.getByRole('button', { name: 'Downgrade to Starter' }).click()
	await page.getByRole('button', { name: 'Confirm downgrade' }).click()
	await expect(page.getByTestId('toast')).toContainText('Downgrade Scheduled')
	await expect(page.getByRole('button', { name: 'Cancel downgrade' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.goto('/account')
	await expectNoAxeViolations(page)
	await page.goto('/billing/manage')
	await expectNoAxeViolations(page)
})

test('axe: dashboard with the upgrade prompt and the limit modal', async ({ page }) => {
	await signUpViaApi(page.request)
	for (let i = 0; i < 3; i++) {
		await page.request.post('/api/generate', {
			data: {
				sourceContent:
					'Good habits compound. Write every morning for twenty minutes. Publish once a week.',
				brandVoice: 'Calm',
				contentGoal: 'Grow',
				seoOptimize: true,
			},
		})
	}
	await page.goto('/')
	await expect(
		page.getByRole('region', { name: "You've reached your social posts limit" }),
	).toBeVisible()
	await expectNoAxeViolations(page)
})
