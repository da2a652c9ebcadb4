import { expect, test } from '@playwright/test'
import { createTokenThroughPage, curl, upgradeToAgencyViaApi } from './agency-utils.ts'
import { englishSource, signUpViaApi } from './utils.ts'

// API tokens (issue 15), with JavaScript on and off (the two Playwright projects).

test('an Agency owner creates a token, calls the API with it from curl, and revokes it', async ({
	page,
}) => {
	await signUpViaApi(page.request, { firstName: 'Ada' })
	await upgradeToAgencyViaApi(page.request)
	const token = await createTokenThroughPage(page, 'Zapier')
	expect(token).toMatch(/^vc_/)
	await expect(page.getByRole('heading', { name: 'Copy your new token now' })).toBeVisible()

	const generated = await curl(page, '/api/generate', {
		token,
		json: {
			sourceContent: englishSource,
			brandVoice: 'Friendly and straightforward. No emoji.',
			contentGoal: 'Drive traffic to the blog post',
			seoOptimize: true,
		},
	})
	expect(generated.status, generated.body).toBe(200)
	expect(JSON.parse(generated.body).posts).toHaveLength(3)
	expect(generated.headers.toLowerCase()).not.toContain('set-cookie')

	// A token call needs no CSRF check: even from another site's page it is judged by the token.
	const crossSite = await curl(page, '/api/generate-reel', {
		token,
		origin: 'https://elsewhere.example',
		json: { sourceContent: '' },
	})
	expect(crossSite.status).toBe(400)
	const crossSiteCookie = await page.request.post('/api/generate-reel', {
		headers: { Origin: 'https://elsewhere.example' },
		data: { sourceContent: '' },
	})
	expect(crossSiteCookie.status()).toBe(403)

	const history = await curl(page, '/api/generations', { token })
	expect(history.status).toBe(200)
	expect(JSON.parse(history.body).total).toBe(1)

	// The token is listed with its last use, and never shown again.
	await page.goto('/settings/api')
	const row = page.locator('[data-token="Zapier"]')
	await expect(row).toContainText('Last used')
	await expect(page.getByText(token)).toHaveCount(0)

	await row.getByRole('button', { name: 'Revoke token Zapier' }).click()
	await expect(page.getByText('The token was revoked.')).toBeVisible()
	await expect(page.locator('[data-token="Zapier"]')).toContainText('Revoked')
	const refused = await curl(page, '/api/auth/user', { token })
	expect(refused.status).toBe(401)
	expect(JSON.parse(refused.body).code).toBe('REVOKED_TOKEN')
})

test('a token created without a name is refused with a message and the fields kept', async ({
	page,
}) => {
	await signUpViaApi(page.request)
	await upgradeToAgencyViaApi(page.request)
	await page.goto('/settings/api')
	await page.getByLabel('Generate reel scripts').uncheck()
	await page.getByRole('button', { name: 'Create token' }).click()
	await expect(page.getByText('Give the token a name.')).toBeVisible()
	await expect(page.getByLabel('Token name')).toHaveAttribute('aria-invalid', 'true')
})

test('a Pro user sees what Agency would add instead of the token form', async ({ page }) => {
	await signUpViaApi(page.request)
	expect((await page.request.post('/api/upgrade-to-pro')).status()).toBe(200)
	await page.goto('/')
	await page.locator('summary', { hasText: 'Open user menu' }).click()
	await page.getByRole('link', { name: 'API access' }).click()
	await expect(
		page.getByRole('heading', { name: 'API access and team workspaces come with Agency' }),
	).toBeVisible()
	await expect(page.getByText("You're on Creator Pro.")).toBeVisible()
	await expect(page.getByText('invite up to 5 people')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Create token' })).toHaveCount(0)
	await page.getByRole('link', { name: 'See the Agency plan' }).click()
	await expect(page).toHaveURL(/\/pricing$/)
})

test('the API reference renders every call of the OpenAPI document with a curl example', async ({
	page,
}) => {
	const openapi = (await (await page.request.get('/api/openapi.json')).json()) as {
		paths: Record<string, Record<string, { operationId: string; summary: string }>>
	}
	await page.goto('/docs/api')
	await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
	for (const [path, methods] of Object.entries(openapi.paths)) {
		for (const [method, operation] of Object.entries(methods)) {
			const section = page.locator(`[data-operation="${operation.operationId}"]`)
			await expect(section.getByRole('heading', { name: operation.summary })).toBeVisible()
			await expect(section).toContainText(`${method.toUpperCase()}${path}`)
			await expect(section.locator('pre')).toContainText('Authorization: Bearer $VIBECAST_TOKEN')
		}
	}
	await expect(page.getByRole('heading', { name: 'Error catalogue' })).toBeVisible()
	await expect(page.locator('#error-RATE_LIMITED')).toContainText('429')
})
