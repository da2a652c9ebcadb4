import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

const run = promisify(execFile)

/** Free → Creator Pro (test checkout in one step) → Agency (an in-place upgrade). */
export async function upgradeToAgencyViaApi(request: APIRequestContext) {
	expect((await request.post('/api/upgrade-to-pro')).status()).toBe(200)
	const agency = await request.post('/api/create-checkout-session', {
		data: { planType: 'agency' },
	})
	expect(agency.status(), await agency.text()).toBe(200)
}

/** Creates an API token on /settings/api through the form and reads it from the page. */
export async function createTokenThroughPage(page: Page, name: string) {
	await page.goto('/settings/api')
	await page.getByLabel('Token name').fill(name)
	await page.getByRole('button', { name: 'Create token' }).click()
	const field = page.getByLabel(`Your new token "${name}"`)
	await expect(field).toBeVisible()
	return field.inputValue()
}

export type CurlAnswer = { status: number; headers: string; body: string }

/** Calls the test server with curl, as an API client outside the browser would. */
export async function curl(
	page: Page,
	path: string,
	{ token, json, origin }: { token?: string; json?: unknown; origin?: string } = {},
): Promise<CurlAnswer> {
	const url = new URL(path, page.url()).toString()
	const args = ['-s', '-i', '--max-time', '20']
	if (token) args.push('-H', `Authorization: Bearer ${token}`)
	if (origin) args.push('-H', `Origin: ${origin}`)
	if (json !== undefined) {
		args.push('-H', 'Content-Type: application/json', '--data-binary', JSON.stringify(json))
	}
	args.push(url)
	const { stdout } = await run('curl', args, { maxBuffer: 4 * 1024 * 1024 })
	const split = stdout.indexOf('\r\n\r\n')
	const headers = stdout.slice(0, split)
	const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(headers)?.[1])
	return { status, headers, body: stdout.slice(split + 4) }
}
