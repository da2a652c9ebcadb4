import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Page } from '@playwright/test'

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

/** A corpus text cut to the generator's size at a sentence end. */
export const corpusTexts = path.resolve(process.cwd(), '../shared/corpus/texts')
export function sourceFrom(file: string) {
	const text = fs.readFileSync(path.join(corpusTexts, file), 'utf8').slice(0, 2600)
	return text.slice(0, text.lastIndexOf('. ') + 1)
}

export async function fillGenerator(page: Page, source: string) {
	await page.getByLabel('Source content').fill(source)
	await page.getByLabel('Brand Voice').fill('Friendly and straightforward. No emoji.')
	await page.getByLabel('Marketing Goal').fill('Drive traffic to the blog post')
}
