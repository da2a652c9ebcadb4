import { type APIRequestContext, type Page } from '@playwright/test'
import { fixtureText } from '../fixtures/fixtures.ts'

let counter = 0
export function uniqueEmail(prefix = 'user') {
	counter += 1
	return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`
}

export const strongPassword = 'Sunrise2026x'

/** Creates an account through the JSON API; the context's cookie jar is then signed in. */
export async function signUpViaApi(
	request: APIRequestContext,
	user: { firstName?: string; lastName?: string; email?: string; password?: string } = {},
) {
	const email = user.email ?? uniqueEmail()
	const response = await request.post('/api/auth/signup', {
		data: {
			firstName: user.firstName ?? 'Test',
			lastName: user.lastName ?? 'User',
			email,
			password: user.password ?? strongPassword,
		},
	})
	if (response.status() !== 201)
		throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`)
	return { email, password: user.password ?? strongPassword }
}

export async function signInThroughForm(page: Page, email: string, password: string) {
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Source texts written for the tests (tests/fixtures/texts), so journeys run from a plain clone. */
export const englishSource = fixtureText('english-newsletter')
export const spanishSource = fixtureText('spanish-newsletter')

export async function fillGenerator(page: Page, source: string) {
	await page.getByLabel('Source content').fill(source)
	await page.getByLabel('Brand Voice').fill('Friendly and straightforward. No emoji.')
	await page.getByLabel('Marketing Goal').fill('Drive traffic to the blog post')
}

/** "You've reached your limit": a modal dialog with JavaScript, a notice in the page without. */
export function limitReachedPanel(page: Page) {
	const name = "You've reached your limit"
	return page.getByRole('dialog', { name }).or(page.getByRole('region', { name }))
}
