import { expect, test } from '@playwright/test'

test('the landing page shows the hero, the three features and the plans', async ({ page }) => {
	await page.goto('/')
	await expect(page).toHaveTitle(
		'Vibecast · Brand-consistent social posts and Reel scripts in your voice',
	)
	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		/^Turn blog posts/,
	)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(
		'Create Brand-Consistent Content with AI',
	)
	await expect(
		page.getByText('No confusing workflows. No generic AI fluff. Just your vibe — automated.'),
	).toBeVisible()
	await expect(page.getByText('3 posts + 1 reel script per month')).toBeVisible()
	await expect(page.getByText('Trusted by 500+ agencies')).toBeVisible()
	await expect(page.getByText('Join 10,000+ creators')).toBeVisible()
	for (const title of [
		'AI that speaks your language',
		'BYOK or included AI usage',
		'Start in 60 seconds',
	]) {
		await expect(page.getByRole('heading', { name: title })).toBeVisible()
	}
	const pro = page.locator('[data-plan="creator_pro"]')
	await expect(pro.getByText('Most Popular')).toBeVisible()
	await expect(pro.getByRole('link', { name: /Start Pro Trial/ })).toHaveAttribute(
		'href',
		'/signup',
	)
	await expect(pro.locator('[data-price="monthly"]')).toContainText('$39')
	await expect(page.getByText(`© ${new Date().getUTCFullYear()} Vibecast`)).toBeVisible()
})

test('the annual switch shows yearly prices and the saving, with or without JavaScript', async ({
	page,
}) => {
	await page.goto('/#pricing')
	const pro = page.locator('[data-plan="creator_pro"]')
	const agency = page.locator('[data-plan="agency"]')
	await expect(pro.locator('[data-price="annual"]')).toBeHidden()
	await page.getByText('Annual', { exact: true }).click()
	await expect(pro.locator('[data-price="annual"]')).toBeVisible()
	await expect(pro.locator('[data-price="annual"]')).toContainText('$390')
	await expect(pro.locator('[data-price="annual"]')).toContainText('Save $78')
	await expect(agency.locator('[data-price="annual"]')).toContainText('$990')
	await expect(agency.locator('[data-price="annual"]')).toContainText('Save $198')
	await expect(pro.locator('[data-price="monthly"]')).toBeHidden()
})

test('the language switcher changes the page to Spanish and the choice sticks', async ({
	page,
}) => {
	await page.goto('/')
	await page.getByRole('link', { name: 'Español' }).click()
	await expect(
		page.getByRole('link', { name: 'Empieza gratis, sin tarjeta de crédito' }),
	).toBeVisible()
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await page.goto('/signin')
	await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible()
	await page.goto('/?lng=pt')
	await expect(
		page.getByRole('link', { name: 'Comece grátis, sem cartão de crédito' }),
	).toBeVisible()
})

test('an unknown path shows the 404 page', async ({ page }) => {
	const response = await page.goto('/no-such-page')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
	await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('each page is titled and described in the visitor’s language', async ({ page }) => {
	for (const [path, title, description] of [
		['/signin?lng=es', 'Inicia sesión · Vibecast', /^Inicia sesión en Vibecast/],
		['/signup?lng=pt', 'Crie sua conta · Vibecast', /^Crie sua conta grátis/],
		['/pricing?lng=en', 'Choose your plan · Vibecast', /^Vibecast plans for creators/],
	] as const) {
		await page.goto(path)
		await expect(page).toHaveTitle(title)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
	}
})
