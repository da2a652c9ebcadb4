import { describe, expect, test } from 'vitest'
import { detectLanguage } from '#app/modules/generation/source-analysis.ts'
import { violatesHardLimit } from '#app/modules/generation/platform-rules.ts'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/_index.tsx'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { action as historyAction } from '#app/routes/history/history.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { createTestUser, formRequest, jsonRequest, routeArgs, settle } from './helpers.ts'

// Texts written for the tests (tests/fixtures), so this runs without the shared corpus.
const englishSource = fixtureText('english-newsletter')
const spanishSource = fixtureText('spanish-newsletter')

const fields = (sourceContent: string) => ({
	intent: 'generate',
	sourceContent,
	brandVoice: 'Friendly and straightforward. No emoji.',
	contentGoal: 'Drive traffic to the blog',
	seoOptimize: 'on',
})

describe('dashboard generate action', () => {
	test('a free user gets three posts in the source language, saved in history', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields(spanishSource), { cookie }))),
		)
		expect(response.status).toBe(302)
		const location = response.headers.get('location')!
		expect(location).toMatch(/^\/\?generation=\w+#results$/)
		const loaded = (await dashboardLoader(
			routeArgs(new Request(`http://localhost${location}`, { headers: { cookie } })),
		)) as {
			dashboard: {
				generation: { posts: { platform: string; content: string }[] }
				remainingPosts: number
				recent: unknown[]
			}
		}
		const posts = loaded.dashboard.generation.posts
		expect(posts.map((post) => post.platform)).toEqual(['twitter', 'linkedin', 'instagram'])
		for (const post of posts) {
			expect(violatesHardLimit(post.platform as 'twitter', post.content)).toBe(false)
			expect(detectLanguage(post.content)).toBe('es')
		}
		expect(loaded.dashboard.remainingPosts).toBe(2)
		expect(loaded.dashboard.recent).toHaveLength(1)
		const stored = await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })
		expect(stored.engine).toBe('built-in')
		expect(stored.kind).toBe('posts')
	})

	test('blank fields get the missing-information message and spend nothing', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(
				routeArgs(formRequest('/?index', { ...fields('   '), brandVoice: '' }, { cookie })),
			),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).result.error['']).toEqual(['generate.errors.missingInformation'])
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
	})

	test('a source over 3,000 characters is refused with a clear message', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields('word '.repeat(700)), { cookie }))),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).result.error.sourceContent).toEqual([
			'generate.errors.sourceTooLong',
		])
	})

	test('the fourth generation in a month answers 429 with the limit modal', async () => {
		const { cookie } = await createTestUser()
		for (let i = 0; i < 3; i++) {
			const ok = await settle(() =>
				dashboardAction(routeArgs(formRequest('/?index', fields(englishSource), { cookie }))),
			)
			expect(ok.status).toBe(302)
		}
		const refused = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields(englishSource), { cookie }))),
		)
		expect(refused.status).toBe(429)
		expect(await refused.json()).toMatchObject({ limitReached: true, limit: 3 })
	})

	test('regenerating one post changes only that post and costs no quota', async () => {
		const { user, cookie } = await createTestUser()
		const created = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields(englishSource), { cookie }))),
		)
		const generationId = new URL(`http://x${created.headers.get('location')}`).searchParams.get(
			'generation',
		)!
		const before = JSON.parse(
			(await prisma.generation.findUniqueOrThrow({ where: { id: generationId } })).output,
		).posts
		const response = await settle(() =>
			dashboardAction(
				routeArgs(
					formRequest(
						'/?index',
						{ intent: 'regenerate', generationId, platform: 'linkedin' },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		const after = JSON.parse(
			(await prisma.generation.findUniqueOrThrow({ where: { id: generationId } })).output,
		).posts
		expect(after[0]).toEqual(before[0])
		expect(after[2]).toEqual(before[2])
		expect(after[1].content).not.toBe(before[1].content)
		expect(violatesHardLimit('linkedin', after[1].content)).toBe(false)
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(1)
	})

	test("one user cannot regenerate or delete another user's generation", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const created = await settle(() =>
			dashboardAction(
				routeArgs(formRequest('/?index', fields(englishSource), { cookie: owner.cookie })),
			),
		)
		const generationId = new URL(`http://x${created.headers.get('location')}`).searchParams.get(
			'generation',
		)!
		const regen = await settle(() =>
			dashboardAction(
				routeArgs(
					formRequest(
						'/?index',
						{ intent: 'regenerate', generationId, platform: 'twitter' },
						{ cookie: other.cookie },
					),
				),
			),
		)
		expect(regen.status).toBe(404)
		const del = await settle(() =>
			historyAction(
				routeArgs(
					formRequest('/history', { intent: 'delete', generationId }, { cookie: other.cookie }),
				),
			),
		)
		expect(del.status).toBe(404)
		expect(await prisma.generation.count({ where: { id: generationId } })).toBe(1)
		const ownDelete = await settle(() =>
			historyAction(
				routeArgs(
					formRequest('/history', { intent: 'delete', generationId }, { cookie: owner.cookie }),
				),
			),
		)
		expect(ownDelete.status).toBe(200)
		expect(await prisma.generation.count({ where: { id: generationId } })).toBe(0)
	})
})

describe('POST /api/generate', () => {
	const body = {
		sourceContent: englishSource,
		brandVoice: 'Warm, clear',
		contentGoal: 'Grow engagement',
		seoOptimize: true,
		inputType: 'text',
	}

	test('answers posts and usage.remaining', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
		)
		expect(response.status).toBe(200)
		const json = await response.json()
		expect(json.posts).toHaveLength(3)
		expect(json.posts[0]).toEqual({ platform: 'twitter', content: expect.any(String) })
		expect(json.usage.remaining).toBe(2)
	})

	test('is 401 signed out, 400 on invalid input, 429 over quota', async () => {
		expect(
			(await settle(() => generateApi(routeArgs(jsonRequest('/api/generate', body))))).status,
		).toBe(401)
		const { user, cookie } = await createTestUser()
		const invalid = await settle(() =>
			generateApi(
				routeArgs(jsonRequest('/api/generate', { ...body, brandVoice: ' ' }, { cookie })),
			),
		)
		expect(invalid.status).toBe(400)
		expect((await invalid.json()).message).toBe(
			'Please fill in all fields: source content, brand voice, and marketing goal.',
		)
		await prisma.user.update({ where: { id: user.id }, data: { socialPostsUsedThisMonth: 3 } })
		const over = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
		)
		expect(over.status).toBe(429)
		expect(await over.json()).toMatchObject({ code: 'QUOTA_EXCEEDED' })
	})

	test('never lets the quota go below zero under concurrency', async () => {
		const { user, cookie } = await createTestUser()
		const responses = await Promise.all(
			Array.from({ length: 12 }, () =>
				settle(() => generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie })))),
			),
		)
		expect(responses.filter((response) => response.status === 200)).toHaveLength(3)
		expect(responses.filter((response) => response.status === 429)).toHaveLength(9)
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(3)
		expect(await prisma.generation.count({ where: { userId: user.id } })).toBe(3)
	})
})

describe('a source that is only code', () => {
	const code = "```js\n[1, 2, 3].map((n) => n * 2);\n['a', 'b'].filter((x) => x !== 'b');\n```\n"

	test('is refused on the dashboard with a message to paste the prose, and spends nothing', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields(code), { cookie }))),
		)
		expect(response.status).toBe(422)
		expect((await response.json()).failure).toBe('generate.errors.noProse')
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
		expect(await prisma.generation.count({ where: { userId: user.id } })).toBe(0)
	})

	test('answers 422 SOURCE_HAS_NO_PROSE on the API', async () => {
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(
				routeArgs(
					jsonRequest(
						'/api/generate',
						{ sourceContent: code, brandVoice: 'Warm', contentGoal: 'Grow engagement' },
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(422)
		const json = await response.json()
		expect(json.code).toBe('SOURCE_HAS_NO_PROSE')
		expect(json.message).toMatch(/only code/u)
	})
})
