import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createTokenThroughPage, upgradeToAgencyViaApi } from './agency-utils.ts'
import { waitForMail } from './security-utils.ts'
import { signUpViaApi } from './utils.ts'

// axe (WCAG 2.1 AA) on the Agency pages of issue 15: API access, the API reference and the team
// workspace. Runs in the JavaScript project.

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

test('axe: API access for a Free user (what Agency adds)', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/settings/api')
	await expectNoAxeViolations(page)
})

test('axe: API access for an Agency owner, with a new token, a list and an error', async ({
	page,
}) => {
	// Three scans after a sign-up and two plan changes: slow on a busy machine.
	test.slow()
	await signUpViaApi(page.request)
	await upgradeToAgencyViaApi(page.request)
	await page.goto('/settings/api')
	await expectNoAxeViolations(page)
	await createTokenThroughPage(page, 'Reporting')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Create token' }).click()
	await expect(page.getByText('Give the token a name.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe: the API reference', async ({ page }) => {
	await page.goto('/docs/api')
	await expectNoAxeViolations(page)
})

test('axe: the team page with a member, an invitation and the invitation page', async ({
	page,
	browser,
}) => {
	// Four scans, a mail and a second browser: more than one default timeout on a busy machine.
	test.slow()
	await signUpViaApi(page.request)
	await upgradeToAgencyViaApi(page.request)
	await page.goto('/team')
	await expectNoAxeViolations(page)
	await page.getByLabel('Workspace name').fill('Axe Studio')
	await page.getByRole('button', { name: 'Create workspace' }).click()
	await page.getByLabel('Email address').fill('not-an-address')
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByText('Enter a valid email address.')).toBeVisible()
	await expectNoAxeViolations(page)
	const email = `axe-${Date.now()}@example.com`
	await page.getByLabel('Email address').fill(email)
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.locator(`[data-invitation="${email}"]`)).toBeVisible()
	await expectNoAxeViolations(page)
	const mail = await waitForMail(email, /invited you to Axe Studio/)
	const path = new URL(/https?:\/\/\S+\/team\/invitations\/[\w-]+/.exec(mail.text)![0]).pathname
	const other = await browser.newContext()
	const visitor = await other.newPage()
	await visitor.goto(path)
	await expect(visitor.getByRole('heading', { name: 'Join Axe Studio' })).toBeVisible()
	await expectNoAxeViolations(visitor)
	await other.close()
})
