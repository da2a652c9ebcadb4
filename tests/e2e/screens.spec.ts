// What the screens say and where: regeneration errors on their post, the success page telling
// the truth, one header on every signed-in page, and the wording (copying without JavaScript:
// screens.no-js-only.spec.ts).
import { expect, test, type Page } from '@playwright/test'
import { signedInPages } from './pages.ts'
import { englishSource, signUpViaApi } from './utils.ts'

async function generatePosts(page: Page) {
	const response = await page.request.post('/api/generate', {
		data: { sourceContent: englishSource, brandVoice: 'Warm', contentGoal: 'Visits' },
	})
	expect(response.status()).toBe(200)
	return ((await response.json()) as { id: string }).id
}

const regenerate = (page: Page, generationId: string, platform: string) =>
	page.request.post('/?index', {
		form: { intent: 'regenerate', generationId, platform },
		maxRedirects: 0,
	})

test('a refused regeneration is explained on its post, and the button waits at the cap', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	const generationId = await generatePosts(page)
	for (let i = 0; i < 4; i++)
		expect((await regenerate(page, generationId, 'linkedin')).status()).toBe(302)
	await page.goto(`/?generation=${generationId}`)
	const linkedin = page.locator('[data-platform="linkedin"]')
	await expect(linkedin.getByRole('button', { name: 'Regenerate' })).toBeEnabled()
	// The last new version is taken elsewhere (another tab): this page still offers one.
	expect((await regenerate(page, generationId, 'linkedin')).status()).toBe(302)
	// A click that lands while the page is still hydrating can be lost on a loaded machine.
	if (javaScriptEnabled)
		await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
	await linkedin.getByRole('button', { name: 'Regenerate' }).click()

	const alert = linkedin.getByRole('alert')
	await expect(alert).toContainText('No more new versions of this post')
	await expect(alert).toContainText('You have asked for enough new versions of this post.')
	await expect(page.getByText('Generation Failed')).toBeHidden()
	await expect(linkedin.getByRole('button', { name: 'Regenerate' })).toBeDisabled()
	// The message sits at the post, not hundreds of pixels above it.
	const gap = (await linkedin.boundingBox())!.y - (await alert.boundingBox())!.y
	expect(Math.abs(gap)).toBeLessThan((await linkedin.boundingBox())!.height)

	await page.goto(`/?generation=${generationId}`)
	await expect(linkedin.getByRole('button', { name: 'Regenerate' })).toBeDisabled()
	await expect(linkedin.getByText('You have used the new versions for this post.')).toBeVisible()
	await expect(
		page.locator('[data-platform="twitter"]').getByRole('button', { name: 'Regenerate' }),
	).toBeEnabled()
})

test('/upgrade-success without a paid plan says no payment was taken', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/upgrade-success')
	await expect(page.getByText('No paid plan is active on your account')).toBeVisible()
	await expect(page.getByText('Your payment has been processed.')).toBeHidden()
	await expect(page.getByText('Upgrade Successful!')).toBeHidden()
	await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing')
})

test('every signed-in page has the same header with the user menu and the language switch', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	for (const path of signedInPages) {
		await page.goto(path)
		const header = page.getByRole('navigation', { name: 'App' })
		await expect(header.locator('summary', { hasText: 'Open user menu' }), path).toBeVisible()
		await expect(header.locator('summary', { hasText: 'Language' }), path).toBeVisible()
	}

	await page.goto('/reels')
	const header = page.getByRole('navigation', { name: 'App' })
	await header.locator('summary', { hasText: 'Language' }).click()
	await header.getByRole('link', { name: 'Español' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Guiones para Reels de Instagram',
	)
	await page.goto('/reels?lng=en')

	if (javaScriptEnabled) {
		const menu = page.locator('summary', { hasText: 'Open user menu' })
		const accountLink = page.getByRole('link', { name: 'Account Settings' })
		await menu.click()
		await expect(accountLink).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(accountLink).toBeHidden()
		await expect(menu).toBeFocused()
		await menu.click()
		await expect(accountLink).toBeVisible()
		await page.getByRole('heading', { level: 1 }).click()
		await expect(accountLink).toBeHidden()
		await menu.click()
		await accountLink.click()
		await expect(page).toHaveURL('/account')
		await expect(page.getByRole('link', { name: 'Account Settings' })).toBeHidden()
	}
})

test('the wording: welcome, plurals, the plan card, the Recent list, the footer and Help', async ({
	page,
}) => {
	await signUpViaApi(page.request, {
		firstName: 'Ana',
		email: `a-very-long-address-${Date.now()}@a-rather-long-domain.example.com`,
	})
	await page.goto('/')
	await expect(page.getByRole('heading', { name: 'Welcome, Ana!' })).toBeVisible()
	await generatePosts(page)
	await page.goto('/')
	await expect(page.getByRole('heading', { name: 'Welcome back, Ana!' })).toBeVisible()
	// The Recent list shows words, not the source's Markdown.
	const recent = page.getByRole('region', { name: 'Recent' })
	await expect(recent.getByText(/^Why our bakery stopped selling bread on Mondays/)).toBeVisible()
	await expect(recent.getByText(/^# /)).toHaveCount(0)
	// Counted nouns agree with their numbers.
	await expect(page.getByText(/\b1 reel scripts\b/)).toHaveCount(0)

	await page.goto('/account')
	const plan = page.getByRole('region', { name: 'Current Plan' })
	await expect(plan).not.toContainText('Free Starter Free')
	await expect(plan).toContainText('Starter')
	const email = page.getByRole('region', { name: 'Profile' }).getByText(/^a-very-long-address-/)
	const cut = await email.evaluate(
		(element) =>
			element.scrollWidth > element.clientWidth ||
			getComputedStyle(element).textOverflow === 'ellipsis',
	)
	expect(cut).toBe(false)

	await page.context().clearCookies()
	await page.goto('/signup')
	await expect(page.getByText('3 social posts + 1 reel script per month')).toBeVisible()
	await expect(page.getByText(`© ${new Date().getUTCFullYear()} Vibecast`)).toBeVisible()
	await page.goto('/')
	await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
	await expect(page).toHaveURL('/help')
	await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible()
	await expect(page.getByText('How do I copy a post?')).toBeVisible()
})
