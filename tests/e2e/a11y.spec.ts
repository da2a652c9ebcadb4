import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './utils.ts'

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

for (const path of [
	'/',
	'/signin',
	'/signup',
	'/pricing',
	'/help',
	'/no-such-page',
	'/?lng=es',
	'/signup?lng=pt',
]) {
	test(`axe finds no violations on ${path} (signed out)`, async ({ page }) => {
		await page.goto(path)
		await expectNoAxeViolations(page)
	})
}

for (const path of ['/', '/account', '/pricing', '/?mode=file', '/help']) {
	test(`axe finds no violations on ${path} (signed in)`, async ({ page }) => {
		await signUpViaApi(page.request)
		await page.goto(path)
		await expectNoAxeViolations(page)
		// The open user menu is part of the page too.
		await page.locator('summary', { hasText: 'Open user menu' }).click()
		await expectNoAxeViolations(page)
	})
}

test('axe finds no violations on the sign-in form showing an error', async ({ page }) => {
	await page.goto('/signin')
	await page.getByLabel('Email').fill('nobody@example.com')
	await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1')
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page.getByRole('alert')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe finds no violations on the dashboard with generated posts and on history', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	const response = await page.request.post('/api/generate', {
		data: {
			sourceContent:
				'Good habits compound. Write every morning for twenty minutes. Publish once a week, even when the piece feels unfinished, because feedback beats polish.',
			brandVoice: 'Warm and direct',
			contentGoal: 'Grow engagement',
			seoOptimize: true,
		},
	})
	const { id } = await response.json()
	await page.goto(`/?generation=${id}`)
	await expectNoAxeViolations(page)
	await page.goto('/history')
	await expectNoAxeViolations(page)
})

test('axe finds no violations on /reels before and after generating', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/reels')
	await expectNoAxeViolations(page)
	const response = await page.request.post('/api/generate-reel', {
		data: {
			sourceContent:
				'Most teams write post-mortems to assign blame. Good ones explain what happened, why, and what changes next. Share them widely so everyone learns.',
			brandVoice: 'Calm',
			contentGoal: 'Read the guide',
			duration: 30,
			category: 'educational',
			hookType: 'myth_busting',
		},
	})
	const { id } = await response.json()
	await page.goto(`/reels?generation=${id}`)
	await expectNoAxeViolations(page)
	await page.goto('/settings/ai')
	await expectNoAxeViolations(page)
})

async function saveVoice(page: Page) {
	const saved = await page.request.post('/voices', {
		form: {
			intent: 'create',
			name: 'Team voice',
			description: 'Calm and clear.',
			samples: 'Quick tip: ship small. 🔥\n---\nQuick tip: write it down. ✨',
		},
	})
	expect(saved.ok()).toBe(true)
}

test('axe finds no violations on /voices, empty and showing a form error', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/voices')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Save voice' }).click()
	await expect(page.getByText('Give the voice a name.')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('axe finds no violations on /voices with a voice, editing it and confirming a delete', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await saveVoice(page)
	await page.goto('/voices')
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Edit Team voice' }).click()
	await expect(page.getByRole('heading', { name: 'Edit “Team voice”' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Delete Team voice' }).click()
	await expect(page.getByRole('heading', { name: 'Delete “Team voice”?' })).toBeVisible()
	await expectNoAxeViolations(page)
})

for (const path of ['/', '/reels']) {
	test(`axe finds no violations on the saved-voice picker of ${path}`, async ({ page }) => {
		await signUpViaApi(page.request)
		await saveVoice(page)
		await page.goto(path)
		await expect(page.getByLabel('Saved voice')).toBeVisible()
		await expectNoAxeViolations(page)
	})
}
