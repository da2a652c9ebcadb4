import { expect, test } from '@playwright/test'
import { upgradeToAgencyViaApi } from './agency-utils.ts'
import { waitForMail } from './security-utils.ts'
import { fillGenerator, englishSource, signUpViaApi, uniqueEmail } from './utils.ts'

// Team workspaces (issue 15), with JavaScript on and off (the two Playwright projects).

test('an Agency owner invites a member, who accepts by the mailed link and generates; the owner sees it in the history', async ({
	page,
	browser,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request, { firstName: 'Olga', lastName: 'Owner' })
	await upgradeToAgencyViaApi(page.request)
	await page.goto('/team')
	await page.getByLabel('Workspace name').fill('Northwind Studio')
	await page.getByRole('button', { name: 'Create workspace' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Northwind Studio' })).toBeVisible()
	await expect(page.getByText('1 of 5 seats used')).toBeVisible()

	const memberEmail = uniqueEmail('mia')
	await page.getByLabel('Email address').fill(memberEmail)
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByText(`Invitation sent to ${memberEmail}.`)).toBeVisible()
	await expect(page.locator(`[data-invitation="${memberEmail}"]`)).toBeVisible()

	const mail = await waitForMail(memberEmail, /invited you to Northwind Studio/)
	const link = /https?:\/\/\S+\/team\/invitations\/[\w-]+/.exec(mail.text)?.[0]
	expect(link).toBeTruthy()
	const invitationPath = new URL(link!).pathname

	// The member signs up in a browser of their own, then opens the link.
	const memberContext = await browser.newContext({ javaScriptEnabled })
	const member = await memberContext.newPage()
	await signUpViaApi(member.request, { firstName: 'Mia', lastName: 'Member', email: memberEmail })
	await member.goto(invitationPath)
	await expect(member.getByRole('heading', { name: 'Join Northwind Studio' })).toBeVisible()
	await member.getByRole('button', { name: 'Accept invitation' }).click()
	await expect(member).toHaveURL(/\/$/)

	// Working in the workspace: its pool (the owner's Agency allowance).
	await expect(member.getByTestId('active-space')).toContainText('Working in Northwind Studio')
	await expect(member.getByRole('button', { name: /Generate Posts \(500 / })).toBeVisible()
	await fillGenerator(member, englishSource)
	await member.getByRole('button', { name: /Generate Posts/ }).click()
	await expect(member.getByRole('region', { name: 'Your Generated Posts' })).toBeVisible()

	// The link is single-use.
	await member.goto(invitationPath)
	await expect(member.getByText('This invitation was already used or withdrawn.')).toBeVisible()
	await memberContext.close()

	await page.goto('/history')
	await expect(page.getByText('by Mia Member')).toBeVisible()
	await page.goto('/team')
	await expect(page.locator(`[data-member="${memberEmail}"]`)).toContainText('Member')
})

test('the user menu switches between the personal space and the workspace', async ({ page }) => {
	await signUpViaApi(page.request, { firstName: 'Sam' })
	await upgradeToAgencyViaApi(page.request)
	await page.goto('/team')
	await page.getByLabel('Workspace name').fill('Switch Test')
	await page.getByRole('button', { name: 'Create workspace' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Switch Test' })).toBeVisible()

	await page.locator('summary', { hasText: 'Open user menu' }).click()
	const switcher = page.getByTestId('space-switcher')
	await expect(switcher).toContainText('Working in Switch Test')
	await switcher.getByRole('button', { name: 'Switch to your personal space' }).click()
	await expect(
		page.getByRole('heading', { name: 'You own the workspace Switch Test.' }),
	).toBeVisible()
	await page.locator('summary', { hasText: 'Open user menu' }).click()
	await expect(page.getByTestId('space-switcher')).toContainText('Working in Personal space')
})

test('a Free user sees what Agency would add on the team page', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/team')
	await expect(
		page.getByRole('heading', { name: 'API access and team workspaces come with Agency' }),
	).toBeVisible()
	await expect(page.getByText("You're on Starter.")).toBeVisible()
	await expect(page.getByRole('button', { name: 'Create workspace' })).toHaveCount(0)
})
