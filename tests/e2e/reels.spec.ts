import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

const source = englishSource

test('configure, generate a 60-second reel, copy a scene and download the script', async ({
	page,
	context,
	javaScriptEnabled,
}) => {
	if (javaScriptEnabled) await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByRole('link', { name: /Reels Scripts/ }).click()
	await expect(page.getByRole('heading', { name: 'Instagram Reels Scripts' })).toBeVisible()
	await expect(page.getByText('PREMIUM')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Your script will appear here' })).toBeVisible()

	await page.getByLabel('Source content').fill(source)
	await page.getByLabel('60 seconds').check()
	await page.getByLabel('Category').selectOption('educational')
	await page.getByRole('radio', { name: /^Common mistake/ }).check()
	await page.getByLabel('Brand Voice').fill('Relaxed and honest, like a friend')
	await page.getByLabel('Content Goal').fill('Get people to read the full post')
	await page.getByRole('button', { name: /Generate Reel Script/ }).click()

	const result = page.getByRole('region', { name: 'Your Reel script' })
	await expect(result).toBeVisible()
	await expect(result.locator('[data-scene="1"]')).toContainText('0:00-')
	await expect(result.getByText('Production notes')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Reel Limit Reached' })).toBeDisabled()

	if (javaScriptEnabled) {
		await result.locator('[data-scene="1"]').getByRole('button', { name: 'Copy Scene' }).click()
		await expect(
			result.locator('[data-scene="1"]').getByRole('button', { name: 'Copied!' }),
		).toBeVisible()
		expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('0:00-')
		await result.getByRole('button', { name: 'Copy Caption' }).click()
		expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#\w+/)
	}

	const downloadPromise = page.waitForEvent('download')
	await result.getByRole('link', { name: 'Download' }).click()
	const download = await downloadPromise
	expect(download.suggestedFilename()).toBe('reel-script-60s-educational.txt')
	const text = fs.readFileSync(await download.path(), 'utf8')
	expect(text).toContain('0:00-')
	expect(text).toContain(
		await result
			.locator('[data-scene="1"] dd')
			.nth(1)
			.innerText()
			.then((t) => t.replace(/[“”]/g, '').slice(0, 30)),
	)
})

test('missing choices are refused with "Please fill in all required fields"', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/reels')
	await page.getByLabel('Source content').fill(source)
	await page.getByLabel('Brand Voice').fill('Honest')
	await page.getByLabel('Content Goal').fill('Awareness')
	await page.getByLabel('Category').selectOption('tips')
	await page.getByRole('button', { name: /Generate Reel Script/ }).click()
	await expect(page.getByRole('alert')).toContainText('Please fill in all required fields')
	await expect(page.getByRole('button', { name: 'Generate Reel Script (1 left)' })).toBeEnabled()
})

test('a signed-out visitor to /reels is sent to sign in', async ({ page }) => {
	await page.goto('/reels')
	await expect(page).toHaveURL(/\/signin\?redirectTo=%2Freels/)
})
