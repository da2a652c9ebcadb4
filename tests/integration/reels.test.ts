import { describe, expect, test } from 'vitest'
import { parseTiming } from '#app/modules/reels/reel-script.ts'
import { action as reelsAction, loader as reelsLoader } from '#app/routes/reels/reels.tsx'
import { loader as downloadLoader } from '#app/routes/reels/download.ts'
import { action as generateReelApi } from '#app/routes/api/generate-reel.ts'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { createTestUser, formRequest, jsonRequest, routeArgs, settle } from './helpers.ts'

const source = fixtureText('english-newsletter')

const fields = {
	sourceContent: source,
	brandVoice: 'Calm, expert, a little dry',
	contentGoal: 'Get engineers to read the full guide',
	duration: '60',
	category: 'educational',
	hookType: 'mistake',
}

describe('/reels', () => {
	test('a free user generates one 60-second reel; the second is refused', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			reelsAction(routeArgs(formRequest('/reels', fields, { cookie }))),
		)
		expect(response.status).toBe(302)
		const location = response.headers.get('location')!
		const page = (await reelsLoader(
			routeArgs(new Request(`http://localhost${location}`, { headers: { cookie } })),
		)) as {
			generation: {
				id: string
				reelScript: {
					duration: number
					category: string
					hookType: string
					scenes: { timing: string }[]
					productionNotes: string[]
				}
			}
			remainingReels: number
		}
		const script = page.generation.reelScript
		expect(script).toMatchObject({ duration: 60, category: 'educational' })
		// The formula asked for, or the nearest one the text can pay off, with a note saying so.
		if (script.hookType !== 'mistake')
			expect(script.productionNotes.join('\n')).toMatch(/instead of “common mistake”/u)
		expect(parseTiming(script.scenes[0]!.timing)?.start).toBe(0)
		expect(parseTiming(script.scenes.at(-1)!.timing)?.end).toBe(60)
		expect(page.remainingReels).toBe(0)

		const second = await settle(() =>
			reelsAction(routeArgs(formRequest('/reels', fields, { cookie }))),
		)
		expect(second.status).toBe(429)
		expect(await second.json()).toMatchObject({ limitReached: true })
		expect(await prisma.generation.count({ where: { userId: user.id, kind: 'reel' } })).toBe(1)

		const download = await settle(() =>
			downloadLoader(
				routeArgs(
					new Request(`http://localhost/reels/download/${page.generation.id}`, {
						headers: { cookie },
					}),
					{ id: page.generation.id },
				),
			),
		)
		expect(download.headers.get('content-disposition')).toBe(
			'attachment; filename="reel-script-60s-educational.txt"',
		)
		const text = await download.text()
		expect(text).toContain(script.scenes[0]!.timing)
		expect(text).toContain('Production notes')
	})

	test('missing choices get "Please fill in all required fields"', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			reelsAction(routeArgs(formRequest('/reels', { ...fields, hookType: '' }, { cookie }))),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).result.error['']).toEqual(['reels.errors.required'])
	})

	test('content over 8,000 characters gets "Please keep content under 8,000 characters"', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			reelsAction(
				routeArgs(
					formRequest('/reels', { ...fields, sourceContent: 'word '.repeat(1700) }, { cookie }),
				),
			),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).result.error.sourceContent).toEqual(['reels.errors.tooLong'])
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).reelScriptsUsedThisMonth,
		).toBe(0)
	})

	test("a user cannot download another user's script", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const created = await settle(() =>
			reelsAction(routeArgs(formRequest('/reels', fields, { cookie: owner.cookie }))),
		)
		const id = new URL(`http://x${created.headers.get('location')}`).searchParams.get('generation')!
		const response = await settle(() =>
			downloadLoader(
				routeArgs(
					new Request(`http://localhost/reels/download/${id}`, {
						headers: { cookie: other.cookie },
					}),
					{ id },
				),
			),
		)
		expect(response.status).toBe(404)
	})
})

describe('POST /api/generate-reel', () => {
	test('answers reelScript in the SPEC shape', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			generateReelApi(
				routeArgs(
					jsonRequest(
						'/api/generate-reel',
						{ ...fields, duration: 30, inputType: 'text', characterCount: source.length },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		const { reelScript } = await response.json()
		expect(reelScript).toMatchObject({
			duration: 30,
			category: 'educational',
			caption: expect.any(String),
			hashtags: expect.any(Array),
			productionNotes: expect.any(Array),
		})
		for (const scene of reelScript.scenes) {
			expect(scene).toMatchObject({
				timing: expect.stringMatching(/^\d+:\d\d-\d+:\d\d$/),
				visualDescription: expect.any(String),
				dialogue: expect.any(String),
			})
		}
	})

	test('is 401 signed out and 429 when no reels remain', async () => {
		expect(
			(await settle(() => generateReelApi(routeArgs(jsonRequest('/api/generate-reel', fields)))))
				.status,
		).toBe(401)
		const { user, cookie } = await createTestUser()
		await prisma.user.update({ where: { id: user.id }, data: { reelScriptsUsedThisMonth: 1 } })
		expect(
			(
				await settle(() =>
					generateReelApi(routeArgs(jsonRequest('/api/generate-reel', fields, { cookie }))),
				)
			).status,
		).toBe(429)
	})
})

describe('/reels with a source that is only code', () => {
	test('is refused with the no-prose message and spends nothing', async () => {
		const { user, cookie } = await createTestUser()
		const code = 'server {\n    listen 80;\n    root /var/www/site;\n}\n'
		const response = await settle(() =>
			reelsAction(routeArgs(formRequest('/reels', { ...fields, sourceContent: code }, { cookie }))),
		)
		expect(response.status).toBe(422)
		expect((await response.json()).failure).toBe('generate.errors.noProse')
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.reelScriptsUsedThisMonth).toBe(0)
	})
})
