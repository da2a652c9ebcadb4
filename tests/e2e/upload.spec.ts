import { expect, test } from '@playwright/test'
import { docxWith, truncatedDocx } from '../fixtures/fixtures.ts'
import { signUpViaApi } from './utils.ts'

const docx = {
	name: 'block-quotes.docx',
	mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
	buffer: docxWith([
		'Notes from the spring meeting',
		'We agreed to close the bread counter on Mondays and use the day for maintenance.',
		'The new rye recipe goes on sale next Tuesday.',
	]),
}

test('a file chosen with the keyboard is uploaded, edited and turned into posts', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/')
	await page.getByRole('link', { name: 'Upload File' }).click()
	await expect(page.getByText('Drag & drop your file here')).toBeVisible()
	await expect(page.getByText('or click to browse • .txt, .md, .docx • Max 5MB')).toBeVisible()
	await expect(
		page.getByText('Your plan includes 2 file uploads a month (2 left). Creator Pro includes 50.'),
	).toBeVisible()

	const input = page.getByLabel('Choose a file')
	if (javaScriptEnabled) {
		await input.focus()
		const chooser = page.waitForEvent('filechooser')
		await page.keyboard.press('Enter')
		await (await chooser).setFiles(docx)
	} else {
		await input.setInputFiles(docx)
		await page.getByRole('button', { name: 'Upload file' }).click()
	}
	await expect(page.getByText('Editing: block-quotes.docx')).toBeVisible()
	await expect(page.getByText(/^Original: \d+ chars$/)).toBeVisible()
	const editor = page.getByLabel('Editing: block-quotes.docx')
	await expect(editor).not.toHaveValue('')
	await editor.fill(`${await editor.inputValue()}\n\nOne more line written by hand.`)

	await page.getByLabel('Brand Voice').fill('Plain and clear')
	await page.getByLabel('Marketing Goal').fill('Build awareness')
	await page.getByRole('button', { name: /Generate Posts/ }).click()
	await expect(page.getByRole('region', { name: 'Your Generated Posts' })).toBeVisible()
	await expect(page.getByText('Editing: block-quotes.docx')).toBeVisible()

	await page.getByRole('link', { name: 'Type Content' }).click()
	await expect(page.getByLabel('Source content')).toBeVisible()
	await expect(page.getByText('Editing: block-quotes.docx')).toBeHidden()
})

test('an unsupported file gets the spec message and nothing changes', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/?mode=file')
	await page
		.getByLabel('Choose a file')
		.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really') })
	if (!javaScriptEnabled) await page.getByRole('button', { name: 'Upload file' }).click()
	await expect(page.getByRole('alert')).toHaveText(
		'Unsupported file type. Only .txt, .md, and .docx files are supported.',
	)
	await expect(page.getByText('(2 left)')).toBeVisible()
})

test('a corrupt .docx gets a clear message and spends no upload', async ({
	page,
	javaScriptEnabled,
}) => {
	await signUpViaApi(page.request)
	await page.goto('/?mode=file')
	await page
		.getByLabel('Choose a file')
		.setInputFiles({ name: 'cut.docx', mimeType: docx.mimeType, buffer: truncatedDocx() })
	if (!javaScriptEnabled) await page.getByRole('button', { name: 'Upload file' }).click()
	await expect(page.getByRole('alert')).toContainText('could not be read')
	await page.reload()
	await expect(page.getByText('(2 left)')).toBeVisible()
})
