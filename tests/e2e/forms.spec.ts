// The generator forms as a user meets them: the limits of SPEC §5 show while typing (and
// Generate waits), the reel form shows its limit at the top, its hook formulas as a plain list,
// and the spec's message for an empty submit. Typing before hydration: forms.js-only.spec.ts.
import { expect, test } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

test('limits show while typing and Generate waits until the text fits', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByLabel('Source content').fill(englishSource)
	await page.getByLabel('Brand Voice').fill('v'.repeat(501))
	await page.getByLabel('Marketing Goal').fill('Visits')
	const generate = page.getByRole('button', { name: /Generate Posts/ })
	if (javaScriptEnabled) {
		// At once, without leaving the field or submitting.
		await expect(page.getByText('Brand voice must be at most 500 characters.')).toBeVisible()
		await expect(page.getByLabel('Brand Voice')).toHaveAttribute('aria-invalid', 'true')
		await expect(generate).toBeDisabled()
		await page.getByLabel('Brand Voice').fill('v'.repeat(500))
		await expect(page.getByText('Brand voice must be at most 500 characters.')).toBeHidden()
		await expect(generate).toBeEnabled()
	} else {
		// The server says the same and keeps everything that was typed.
		await generate.click()
		await expect(page.getByText('Brand voice must be at most 500 characters.')).toBeVisible()
		await expect(page.getByLabel('Brand Voice')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByLabel('Brand Voice')).toHaveValue('v'.repeat(501))
		await expect(page.getByLabel('Source content')).toHaveValue(englishSource)
	}
	await expect(
		page.getByRole('button', { name: 'Generate Posts (3 Vibecasts left)' }),
	).toBeVisible()
})

test('the reel form: limit at the top, formulas as a plain list, the spec message when empty', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	const used = await page.request.post('/api/generate-reel', {
		data: {
			sourceContent: englishSource,
			brandVoice: 'Warm',
			contentGoal: 'Visits',
			category: 'tips',
			hookType: 'pov',
		},
	})
	expect(used.status()).toBe(200)
	await page.goto('/reels')
	const notice = page.getByText('You have used all reel scripts in your plan this month.')
	const configuration = page.getByRole('heading', { name: 'Configuration' })
	const noticeTop = (await notice.boundingBox())!.y
	expect(noticeTop).toBeLessThan((await configuration.boundingBox())!.y)

	const hooks = page.getByRole('group', { name: 'Viral hook formula' })
	await expect(hooks.getByRole('radio')).toHaveCount(12)
	for (const hook of await hooks.locator('div').all()) {
		const scrolls = await hook.evaluate(
			(element) => element.scrollHeight > element.clientHeight + 1,
		)
		expect(scrolls).toBe(false)
	}
	await expect(hooks.getByText('Contrarian take', { exact: true })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Reel Limit Reached' })).toBeDisabled()
})

test('an empty reel form gets the spec message and each missing choice is marked', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/reels')
	await page.getByRole('button', { name: /Generate Reel Script/ }).click()
	await expect(page.getByRole('alert')).toContainText('Please fill in all required fields')
	await expect(page.getByLabel('Category')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByRole('group', { name: 'Viral hook formula' })).toContainText(
		'Please choose one.',
	)
	// With JavaScript the first field to fix gets the focus.
	if (javaScriptEnabled) await expect(page.getByLabel('Source content')).toBeFocused()
})
