// Nothing typed before the page hydrates is lost: on a slow phone the user types for seconds
// before the page's JavaScript runs, and React would reset the fields it hydrates. Hydration
// needs JavaScript, so only that project runs this file (playwright.config.ts).
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

	test('the reel form keeps it too', async ({ page }) => {
		await signUpViaApi(page.request)
		const release = await holdScripts(page)
		await page.goto('/reels', { waitUntil: 'commit' })
		await page.getByLabel('Source content').fill('Typed while the page was loading.')
		await page.getByLabel('Content Goal').fill('Sign-ups')
		release()
		await hydrated(page)
		await expect(page.getByLabel('Source content')).toHaveValue('Typed while the page was loading.')
		await expect(page.getByLabel('Content Goal')).toHaveValue('Sign-ups')
	})

	test('sign-in and sign-up load no framework script that could reset it', async ({ page }) => {
		// Served without React (ADR 020): only their inline script runs, and it leaves values alone.
		const scripts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(request.url())
		})
		for (const path of ['/signin', '/signup']) {
			await page.goto(path, { waitUntil: 'commit' })
			await page.getByLabel('Email').fill('early@example.com')
			await page.waitForLoadState('load')
			await expect(page.getByLabel('Email')).toHaveValue('early@example.com')
			await expect(page.getByRole('button', { name: 'Show' }).first()).toBeVisible()
		}
		expect(scripts).toEqual([])
	})
})
