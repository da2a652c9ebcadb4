// Forms are conform forms checked by the schema their action uses: constraint attributes in the
// HTML, the same messages live (JavaScript) or from the server (without it), each error wired
// to its field (aria-invalid, aria-describedby), the first one focused.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { signUpViaApi } from './utils.ts'

test('sign-up: constraint attributes, the same message either way, wired to the field', async ({
	page,
}) => {
	await page.goto('/signup')
	const email = page.getByLabel('Email')
	await expect(email).toHaveAttribute('required', '')
	await expect(email).toHaveAttribute('type', 'email')
	await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '')

	await page.getByLabel('First name').fill('Rosa')
	await page.getByLabel('Password', { exact: true }).fill('Sunrise2026x')
	await page.getByLabel('Confirm password').fill('Sunrise2026x')
	// The page is served without React (ADR 020), with JavaScript or without: the browser checks
	// the constraint attributes itself, sends nothing and puts the focus on the field.
	const posts: string[] = []
	page.on('request', (request) => {
		if (request.method() === 'POST') posts.push(request.url())
	})
	await email.fill('rosa@')
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.locator('input[name="email"]:invalid')).toHaveCount(1)
	await expect(email).toBeFocused()
	expect(posts).toEqual([])

	// type="email" lets this through; the schema also wants a domain with a dot, and the server's
	// message comes back on the field.
	await email.fill('rosa@example')
	await page.getByRole('button', { name: 'Create Account' }).click()
	await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
	await expect(email).toHaveAttribute('aria-invalid', 'true')
	const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
	await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(
		'Please enter a valid email address.',
	)
	// What was typed comes back, except the passwords.
	await expect(page.getByLabel('First name')).toHaveValue('Rosa')
	await expect(email).toHaveValue('rosa@example')
	await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
})

test('the enterprise form checks with the same rules and focuses the first field to fix', async ({
	page,
	javaScriptEnabled,
}) => {
	await page.goto('/contact-sales')
	await page.getByLabel('Name', { exact: true }).fill('Al')
	await page.getByLabel('Work email').fill('al@example.com')
	await page.getByLabel('What will you use Vibecast for?').fill('Short')
	await page.getByLabel('Estimated posts per month').selectOption('500-1000')
	await page.getByRole('button', { name: 'Send inquiry' }).click()
	await expect(page.getByText('Please describe your use case in more detail')).toBeVisible()
	await expect(page.getByLabel('What will you use Vibecast for?')).toHaveAttribute(
		'aria-invalid',
		'true',
	)
	if (javaScriptEnabled)
		await expect(page.getByLabel('What will you use Vibecast for?')).toBeFocused()
	await expect(page.getByLabel('What will you use Vibecast for?')).toHaveValue('Short')
})

test('signed in: the generator marks blank fields and says which ones', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByLabel('Brand Voice').fill('Warm')
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	await expect(page.getByRole('alert')).toContainText(
		'Please fill in all fields: source content, brand voice, and marketing goal.',
	)
	await expect(page.getByLabel('Source content')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Marketing Goal')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Brand Voice')).not.toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Brand Voice')).toHaveValue('Warm')
	if (javaScriptEnabled) await expect(page.getByLabel('Source content')).toBeFocused()
})

/** The message shown for `field` and linked to it: aria-invalid and aria-describedby. */
async function expectWiredError(page: Page, field: Locator, message: string) {
	await expect(page.getByText(message)).toBeVisible()
	await expect(field).toHaveAttribute('aria-invalid', 'true')
	const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ')
	const described = await Promise.all(
		ids.map((id) =>
			page
				.locator(`[id="${id}"]`)
				.innerText()
				.catch(() => ''),
		),
	)
	expect(described.join('\n')).toContain(message)
}

test('sign-in and forgot-password: the schema’s message on the field, the address kept', async ({
	page,
}) => {
	for (const [path, button] of [
		['/signin', 'Sign In'],
		['/forgot-password', 'Send Reset Link'],
	] as const) {
		await page.goto(path)
		const email = page.getByLabel('Email')
		// type="email" lets it through; the schema wants a domain with a dot.
		await email.fill('rosa@example')
		if (path === '/signin') await page.getByLabel('Password', { exact: true }).fill('Sunrise2026x')
		await page.getByRole('button', { name: button, exact: true }).click()
		await expectWiredError(page, email, 'Please enter a valid email address.')
		await expect(email).toHaveValue('rosa@example')
		await expect(page).toHaveURL(path)
	}
})

test('/voices: each field’s message on the field, everything typed kept', async ({ page }) => {
	await signUpViaApi(page.request)
	await page.goto('/voices')
	const name = page.getByLabel('Name')
	const description = page.getByLabel('How this voice sounds')
	const samples = page.getByLabel('Past posts (optional)')
	await name.fill('Launch voice')
	await description.fill('d'.repeat(501))
	const eleven = Array.from({ length: 11 }, (_, i) => `Post number ${i + 1}`).join('\n---\n')
	await samples.fill(eleven)
	await page.getByRole('button', { name: 'Save voice' }).click()
	await expectWiredError(page, description, 'The description must be at most 500 characters.')
	await expectWiredError(page, samples, 'Paste at most 10 posts.')
	await expect(name).toHaveValue('Launch voice')
	await expect(description).toHaveValue('d'.repeat(501))
	await expect(samples).toHaveValue(eleven)
	await expect(page.getByRole('status')).toHaveCount(0)
})
