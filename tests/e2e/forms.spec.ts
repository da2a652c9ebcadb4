// The generator forms as a user meets them: nothing typed before the page hydrates is lost, the
// limits of SPEC §5 show while typing (and Generate waits), the reel form shows its limit at the
// top, its hook formulas as a plain list, and the spec's message for an empty submit.
import { expect, test, type Page } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

/** Holds back the page's JavaScript until `release()`, like a slow phone network. */
async function holdScripts(page: Page) {
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/assets/*.js', async (route) => {
		await released
		await route.continue()
	})
	return release
}

const hydrated = (page: Page) =>
	page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

test.describe('typing before the page hydrates', () => {
	test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration needs JavaScript')

	test('the dashboard keeps what was typed and counts it', async ({ page }) => {
		await signUpViaApi(page.request)
		const release = await holdScripts(page)
		await page.goto('/', { waitUntil: 'commit' })
		await page.getByLabel('Source content').fill(englishSource)
		await page.getByLabel('Brand Voice').fill('Warm and plain')
		await page.getByLabel('Marketing Goal').fill('Bring people to the shop')
		release()
		await hydrated(page)
		await expect(page.getByLabel('Source content')).toHaveValue(englishSource)
		await expect(page.getByLabel('Brand Voice')).toHaveValue('Warm and plain')
		await expect(page.getByLabel('Marketing Goal')).toHaveValue('Bring people to the shop')
		await expect(page.getByText('14 / 500')).toBeVisible()
	})

	test('the file editor and a generated post keep it too', async ({ page }) => {
		await signUpViaApi(page.request)
		// The resource route answers JSON with the upload's id when asked for JSON.
		const upload = await page.request.post('/resources/upload', {
			headers: { accept: 'application/json' },
			multipart: {
				returnTo: '/',
				file: { name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from(englishSource) },
			},
		})
		const uploadId = ((await upload.json()) as { uploadId: string }).uploadId
		const generated = await page.request.post('/api/generate', {
			data: { sourceContent: englishSource, brandVoice: 'Warm', contentGoal: 'Visits' },
		})
		const generationId = ((await generated.json()) as { id: string }).id
		let release = await holdScripts(page)
		await page.goto(`/?generation=${generationId}`, { waitUntil: 'commit' })
		const linkedin = page.getByLabel('LinkedIn post')
		await linkedin.fill('Edited before the page came alive.')
		// A field the server filled in (React would set it back to the server's text).
		await page.getByLabel('Brand Voice').fill('Changed while loading')
		release()
		await hydrated(page)
		await page.waitForTimeout(500)
		await expect(linkedin).toHaveValue('Edited before the page came alive.')
		await expect(page.getByLabel('Brand Voice')).toHaveValue('Changed while loading')
		await expect(page.getByText('21 / 500')).toBeVisible()
		await page.unrouteAll()

		release = await holdScripts(page)
		await page.goto(`/?mode=file&upload=${uploadId}`, { waitUntil: 'commit' })
		await page.getByLabel('Editing: notes.md').fill('Trimmed while the page loaded.')
		release()
		await hydrated(page)
		await expect(page.getByLabel('Editing: notes.md')).toHaveValue('Trimmed while the page loaded.')
		await expect(page.getByText('30 / 3000')).toBeVisible()
		await page.unrouteAll()

		release = await holdScripts(page)
		await page.goto('/?mode=file', { waitUntil: 'commit' })
		await page
			.getByLabel('Choose a file')
			.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') })
		release()
		await hydrated(page)
		// Chosen before the page ran, checked once it does.
		await expect(page.getByRole('alert')).toHaveText(
			'Unsupported file type. Only .txt, .md, and .docx files are supported.',
		)
	})

	test('the reel form, sign-in and sign-up keep it too', async ({ page, browser }) => {
		await signUpViaApi(page.request)
		let release = await holdScripts(page)
		await page.goto('/reels', { waitUntil: 'commit' })
		await page.getByLabel('Source content').fill('Typed while the page was loading.')
		await page.getByLabel('Content Goal').fill('Sign-ups')
		release()
		await hydrated(page)
		await expect(page.getByLabel('Source content')).toHaveValue('Typed while the page was loading.')
		await expect(page.getByLabel('Content Goal')).toHaveValue('Sign-ups')

		const signedOut = await browser.newPage()
		for (const path of ['/signin', '/signup']) {
			release = await holdScripts(signedOut)
			await signedOut.goto(path, { waitUntil: 'commit' })
			await signedOut.getByLabel('Email').fill('early@example.com')
			release()
			await hydrated(signedOut)
			await expect(signedOut.getByLabel('Email')).toHaveValue('early@example.com')
			await signedOut.unrouteAll()
		}
		await signedOut.close()
	})
})

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
