import iconv from 'iconv-lite'
import { describe, expect, test } from 'vitest'
import { action as apiUpload } from '#app/routes/api/upload.ts'
import { action as resourceUpload } from '#app/routes/resources/upload.ts'
import { loader as dashboardLoader } from '#app/routes/_index.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { docxWith, truncatedDocx } from '#tests/fixtures/fixtures.ts'
import { createTestUser, routeArgs, settle } from './helpers.ts'

function multipartRequest(
	url: string,
	file: { name: string; bytes: Uint8Array | string },
	{
		cookie,
		accept,
		fields = {},
	}: { cookie?: string; accept?: string; fields?: Record<string, string> } = {},
) {
	const form = new FormData()
	for (const [key, value] of Object.entries(fields)) form.set(key, value)
	form.set('file', new File([file.bytes as BlobPart], file.name))
	const headers: Record<string, string> = { 'x-client-ip': '10.1.1.1' }
	if (cookie) headers.cookie = cookie
	if (accept) headers.accept = accept
	return new Request(`http://localhost${url}`, { method: 'POST', body: form, headers })
}

describe('POST /api/upload', () => {
	test('extracts a .docx and counts one upload', async () => {
		const { user, cookie } = await createTestUser()
		const bytes = docxWith(['A Test of Headers', 'The body of the document.'])
		const response = await settle(() =>
			apiUpload(
				routeArgs(
					multipartRequest('/api/upload', { name: '001-headings.docx', bytes }, { cookie }),
				),
			),
		)
		expect(response.status).toBe(200)
		const json = await response.json()
		expect(json.originalFilename).toBe('001-headings.docx')
		expect(json.content).toContain('A Test of Headers')
		expect(json.characterCount).toBeGreaterThan(10)
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).fileUploadsUsedThisMonth,
		).toBe(1)
	})

	test('decodes a Latin-1 text file', async () => {
		const { cookie } = await createTestUser()
		const bytes = iconv.encode('A educação e a informação são a missão da poesia.', 'latin1')
		const response = await settle(() =>
			apiUpload(
				routeArgs(multipartRequest('/api/upload', { name: 'prosa.txt', bytes }, { cookie })),
			),
		)
		expect(response.status).toBe(200)
		expect((await response.json()).content).toContain('ção')
	})

	test('a corrupt .docx gets a clear message and spends no upload', async () => {
		const { user, cookie } = await createTestUser()
		const bytes = truncatedDocx()
		const response = await settle(() =>
			apiUpload(
				routeArgs(multipartRequest('/api/upload', { name: 'broken.docx', bytes }, { cookie })),
			),
		)
		expect(response.status).toBe(422)
		expect(await response.json()).toMatchObject({
			code: 'docx-corrupt',
			error: expect.stringContaining('could not be read'),
		})
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).fileUploadsUsedThisMonth,
		).toBe(0)
	})

	test('an unsupported type is refused with the spec message', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			apiUpload(
				routeArgs(multipartRequest('/api/upload', { name: 'photo.png', bytes: 'png' }, { cookie })),
			),
		)
		expect(response.status).toBe(415)
		expect((await response.json()).error).toBe(
			'Unsupported file type. Only .txt, .md, and .docx files are supported.',
		)
	})

	test('a file over 5 MB is refused as too large', async () => {
		const { cookie } = await createTestUser()
		const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(97)
		const response = await settle(() =>
			apiUpload(
				routeArgs(multipartRequest('/api/upload', { name: 'big.txt', bytes: big }, { cookie })),
			),
		)
		expect(response.status).toBe(413)
		expect((await response.json()).error).toBe('File too large (max 5MB)')
	})

	test('the free plan allows two uploads a month', async () => {
		const { cookie } = await createTestUser()
		const statuses = []
		for (let i = 0; i < 3; i++) {
			const response = await settle(() =>
				apiUpload(
					routeArgs(
						multipartRequest(
							'/api/upload',
							{ name: 'n.md', bytes: '# Note\n\nSome words here.' },
							{ cookie },
						),
					),
				),
			)
			statuses.push(response.status)
		}
		expect(statuses).toEqual([200, 200, 429])
	})

	test('is 401 signed out', async () => {
		const response = await settle(() =>
			apiUpload(routeArgs(multipartRequest('/api/upload', { name: 'n.txt', bytes: 'hello' }))),
		)
		expect(response.status).toBe(401)
	})
})

describe('the upload panel without JavaScript', () => {
	test('redirects back to the generator, which loads the text into the editor', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			resourceUpload(
				routeArgs(
					multipartRequest(
						'/resources/upload',
						{ name: 'notes.md', bytes: '---\ntitle: x\n---\n# Launch notes\n\nWe ship on Friday.' },
						{ cookie, fields: { returnTo: '/' } },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		const location = response.headers.get('location')!
		expect(location).toMatch(/^\/\?mode=file&upload=\w+$/)
		const loaded = (await dashboardLoader(
			routeArgs(new Request(`http://localhost${location}`, { headers: { cookie } })),
		)) as {
			dashboard: { source: { mode: string; upload: { originalFilename: string; content: string } } }
		}
		expect(loaded.dashboard.source.mode).toBe('file')
		expect(loaded.dashboard.source.upload.originalFilename).toBe('notes.md')
		expect(loaded.dashboard.source.upload.content).toBe('# Launch notes\n\nWe ship on Friday.')
	})

	test('an error comes back as a code the page shows', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			resourceUpload(
				routeArgs(
					multipartRequest(
						'/resources/upload',
						{ name: 'empty.txt', bytes: '' },
						{ cookie, fields: { returnTo: '/reels' } },
					),
				),
			),
		)
		expect(response.headers.get('location')).toMatch(
			/^\/reels\?mode=file&uploadError=file-too-small$/,
		)
	})

	test("another user's upload id loads nothing", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const response = await settle(() =>
			resourceUpload(
				routeArgs(
					multipartRequest(
						'/resources/upload',
						{ name: 'a.txt', bytes: 'private words' },
						{ cookie: owner.cookie, fields: { returnTo: '/' } },
					),
				),
			),
		)
		const location = response.headers.get('location')!
		const loaded = (await dashboardLoader(
			routeArgs(new Request(`http://localhost${location}`, { headers: { cookie: other.cookie } })),
		)) as {
			dashboard: { source: { upload: unknown } }
		}
		expect(loaded.dashboard.source.upload).toBeNull()
	})
})

describe('what an upload keeps', () => {
	test('a large text file keeps only what a generator can use; its original count is reported', async () => {
		const { user, cookie } = await createTestUser()
		const sentence = 'Weekly memos replace meetings and keep the whole team informed. '
		const text = sentence.repeat(Math.ceil((4 * 1024 * 1024) / sentence.length))
		const response = await settle(() =>
			apiUpload(
				routeArgs(multipartRequest('/api/upload', { name: 'big.txt', bytes: text }, { cookie })),
			),
		)
		expect(response.status).toBe(200)
		const json = await response.json()
		expect(json.characterCount).toBeGreaterThan(4_000_000)
		expect(json.content.length).toBeLessThanOrEqual(8000)
		expect(json.content.length).toBeGreaterThan(7800)
		const row = await prisma.upload.findFirstOrThrow({ where: { userId: user.id } })
		expect(row.content.length).toBeLessThanOrEqual(8000)
	})

	test('the text of an upload older than a day is cleared and no longer loads', async () => {
		const { user, cookie } = await createTestUser()
		const old = await prisma.upload.create({
			data: {
				userId: user.id,
				originalFilename: 'old.txt',
				sizeBytes: 10,
				characterCount: 10,
				content: 'Old words.',
				createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000),
			},
		})
		const { getUpload } = await import('#app/modules/uploads/upload-service.server.ts')
		expect(await getUpload(user.id, old.id)).toBeNull()
		// The next upload (anyone's) sweeps expired texts away.
		await settle(() =>
			apiUpload(
				routeArgs(
					multipartRequest(
						'/api/upload',
						{ name: 'new.txt', bytes: 'New words here.' },
						{ cookie },
					),
				),
			),
		)
		expect((await prisma.upload.findUniqueOrThrow({ where: { id: old.id } })).content).toBe('')
	})
})
