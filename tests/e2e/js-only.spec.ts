// Behaviour that exists only with JavaScript (live checklist, clipboard, drag and drop). The
// no-JavaScript project ignores this file (playwright.config.ts); the same journeys without
// JavaScript are covered by the other specs.
import { expect, test } from '@playwright/test'
import { englishSource, fillGenerator, signUpViaApi } from './utils.ts'

test('the live checklist ticks off password rules while typing', async ({ page }) => {
	await page.goto('/signup')
	const rules = page.locator('#password-rules li')
	await expect(rules.filter({ has: page.locator('[data-met="true"]') })).toHaveCount(0)
	await page.getByLabel('Password', { exact: true }).fill('abcdefgh')
	await expect(page.locator('#password-rules li[data-met="true"]')).toHaveCount(2)
	await page.getByLabel('Password', { exact: true }).fill('Abcdefg1')
	await expect(page.locator('#password-rules li[data-met="true"]')).toHaveCount(4)
	await page.getByRole('button', { name: 'Show' }).first().click()
	await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
})

test('copy buttons put the post on the clipboard and say Copied!', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await signUpViaApi(page.request)
	await page.goto('/')
	await fillGenerator(page, englishSource)
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	const instagram = page.locator('[data-platform="instagram"]')
	await instagram.getByRole('button', { name: 'Copy' }).click()
	await expect(instagram.getByRole('button', { name: 'Copied!' })).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
		await instagram.getByRole('textbox').inputValue(),
	)
	await page.getByRole('button', { name: 'Copy All' }).click()
	const all = await page.evaluate(() => navigator.clipboard.readText())
	expect(all).toContain('LinkedIn')
	expect(all).toContain('Instagram')
})

test('a file dropped on the drop zone uploads with progress', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/?mode=file')
	// The drop zone's code loads beside the page; its plain Upload button goes once it runs.
	await expect(page.getByRole('button', { name: 'Upload file' })).toBeHidden()
	const content = '# Pasta\r\n\r\n- Prep time: 5 min\r\n- Cook time: 20 min\r\n'
	await page.getByTestId('drop-zone').evaluate((zone, text) => {
		const transfer = new DataTransfer()
		transfer.items.add(new File([text], 'recipe.md', { type: 'text/markdown' }))
		zone.dispatchEvent(
			new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
		)
	}, content)
	await expect(page.getByText('Editing: recipe.md')).toBeVisible()
	await expect(page.getByText('File uploaded. The text is ready to edit below.')).toBeVisible()
	await expect(page.getByText('File uploaded. The text is ready to edit below.')).toBeHidden({
		timeout: 6000,
	})
})

test('a move to another page in the app brings that page’s messages: words, never keys', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	const documents: string[] = []
	const messages: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents.push(request.url())
		if (request.url().includes('/resources/messages/')) messages.push(request.url())
	})
	await page.goto('/?lng=es')
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
	// The dashboard's messages came as a script beside the page (ADR 020).
	expect(messages).toEqual([expect.stringContaining('/resources/messages/es.js?page=%2F&v=')])
	await page.getByRole('link', { name: 'Ver todo el historial' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible()
	await expect(page).toHaveTitle('Historial · Vibecast')
	expect(documents).toHaveLength(1)
	expect(messages.at(-1)).toContain('/resources/messages/es.json?page=%2Fhistory&v=')
	await expect(page.locator('body')).not.toContainText('history.')
})
