import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as postEngine from '#app/modules/generation/built-in-engine.ts'
import { listGenerations } from '#app/modules/generation/history.server.ts'
import * as reelEngine from '#app/modules/reels/built-in-reel-engine.ts'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/_index.tsx'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { action as generateReelApi } from '#app/routes/api/generate-reel.ts'
import { action as reelsAction } from '#app/routes/reels/reels.tsx'
import { action as voicesAction, loader as voicesLoader } from '#app/routes/voices/voices.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { createTestUser, formRequest, jsonRequest, routeArgs, settle } from './helpers.ts'

// The real engines, watched: the tests check what they are given (samples, learned voice, link).
vi.mock('#app/modules/generation/built-in-engine.ts', async (importOriginal) => {
	const original = await importOriginal<typeof postEngine>()
	return {
		...original,
		generatePosts: vi.fn(original.generatePosts),
		generatePost: vi.fn(original.generatePost),
	}
})
vi.mock('#app/modules/reels/built-in-reel-engine.ts', async (importOriginal) => {
	const original = await importOriginal<typeof reelEngine>()
	return { ...original, generateReelScript: vi.fn(original.generateReelScript) }
})

beforeEach(() => {
	vi.mocked(postEngine.generatePosts).mockClear()
	vi.mocked(postEngine.generatePost).mockClear()
	vi.mocked(reelEngine.generateReelScript).mockClear()
})

const samples = [
	'Quick tip: write the hook last 🔥\nI always find the point once the draft is done!\nHappy shipping!',
	'Quick tip: post when your readers are awake ✨\nI moved mine to 8am and doubled replies!\nHappy shipping!',
]

const voiceFields = {
	intent: 'create',
	name: 'Creator voice',
	description: 'Warm, direct, first person, a little playful.',
	samples: samples.join('\n---\n'),
}

const source =
	'Writing a good newsletter takes practice. Start with one idea per issue and cut everything else. Readers reward clarity over length. Send it on the same day every week so people learn when to expect it. Ask one question at the end and answer every reply.'

function postVoice(cookie: string, fields: Record<string, string>) {
	return settle(() => voicesAction(routeArgs(formRequest('/voices', fields, { cookie }))))
}

async function createVoice(cookie: string, fields: Record<string, string> = {}) {
	const response = await postVoice(cookie, { ...voiceFields, ...fields })
	expect(response.status).toBe(302)
	return new URL(`http://x${response.headers.get('location')}`).searchParams.get('created')!
}

async function voicesPage(cookie: string, query = '') {
	return (await voicesLoader(
		routeArgs(new Request(`http://localhost/voices${query}`, { headers: { cookie } })),
	)) as Awaited<ReturnType<typeof voicesLoader>>
}

describe('/voices', () => {
	test('a voice saved from pasted posts stores what was learned and lists it', async () => {
		const { user, cookie } = await createTestUser()
		const id = await createVoice(cookie)
		const stored = await prisma.brandVoice.findUniqueOrThrow({ where: { id } })
		expect(stored.userId).toBe(user.id)
		expect(JSON.parse(stored.samples)).toEqual(samples)
		expect(JSON.parse(stored.learned!)).toMatchObject({
			sampleCount: 2,
			openers: ['Quick tip:'],
			signOff: 'Happy shipping!',
			person: 'first-singular',
		})
		const page = await voicesPage(cookie, `?created=${id}`)
		expect(page.notice).toEqual({ key: 'voices.created', name: 'Creator voice' })
		expect(page.voices).toHaveLength(1)
		expect(page.voices[0]!.learned?.sampleCount).toBe(2)
	})

	test('a voice is edited and deleted; samples can be removed', async () => {
		const { cookie } = await createTestUser()
		const id = await createVoice(cookie)
		const editPage = await voicesPage(cookie, `?edit=${id}`)
		expect(editPage.editing?.values.samples).toBe(samples.join('\n---\n'))

		const updated = await postVoice(cookie, {
			intent: 'update',
			voiceId: id,
			name: 'Renamed',
			description: 'Formal and precise.',
			samples: '',
		})
		expect(updated.status).toBe(302)
		const row = await prisma.brandVoice.findUniqueOrThrow({ where: { id } })
		expect(row).toMatchObject({
			name: 'Renamed',
			description: 'Formal and precise.',
			learned: null,
		})

		const deleted = await postVoice(cookie, { intent: 'delete', voiceId: id })
		expect(deleted.status).toBe(302)
		expect(await prisma.brandVoice.count({ where: { id } })).toBe(0)
	})

	test('the Free plan keeps one saved voice; Creator Pro keeps more', async () => {
		const { user, cookie } = await createTestUser()
		await createVoice(cookie)
		const refused = await postVoice(cookie, { ...voiceFields, name: 'Second' })
		expect(refused.status).toBe(403)
		const body = await refused.json()
		expect(body).toMatchObject({ formError: 'voices.errors.limitReached', limit: 1 })
		// Nothing typed is lost.
		expect(body.result.initialValue).toMatchObject({ name: 'Second', samples: voiceFields.samples })
		expect(await prisma.brandVoice.count({ where: { userId: user.id } })).toBe(1)

		await prisma.user.update({ where: { id: user.id }, data: { planType: 'creator_pro' } })
		await createVoice(cookie, { name: 'Second' })
		expect(await prisma.brandVoice.count({ where: { userId: user.id } })).toBe(2)
	})

	test('two saves at once on the Free plan keep one voice', async () => {
		const { user, cookie } = await createTestUser()
		const results = await Promise.all(
			['A', 'B', 'C'].map((name) => postVoice(cookie, { ...voiceFields, name })),
		)
		expect(results.filter((response) => response.status === 302)).toHaveLength(1)
		expect(await prisma.brandVoice.count({ where: { userId: user.id } })).toBe(1)
	})

	test("another user's voice cannot be read, edited or deleted", async () => {
		const owner = await createTestUser()
		const id = await createVoice(owner.cookie)
		const other = await createTestUser()
		const page = await voicesPage(other.cookie, `?edit=${id}&delete=${id}`)
		expect(page.editing).toBeNull()
		expect(page.deleting).toBeNull()
		const edit = await postVoice(other.cookie, { ...voiceFields, intent: 'update', voiceId: id })
		expect(edit.status).toBe(404)
		const remove = await postVoice(other.cookie, { intent: 'delete', voiceId: id })
		expect(remove.status).toBe(404)
		const row = await prisma.brandVoice.findUniqueOrThrow({ where: { id } })
		expect(row.name).toBe('Creator voice')
	})

	test.each([
		[{ name: '  ' }, 'name', 'voices.errors.nameRequired'],
		[{ name: 'x'.repeat(61) }, 'name', 'voices.errors.nameTooLong'],
		[{ description: '' }, 'description', 'voices.errors.descriptionRequired'],
		[{ description: 'x'.repeat(501) }, 'description', 'voices.errors.descriptionTooLong'],
		[
			{ samples: Array.from({ length: 11 }, (_, i) => `Post ${i}`).join('\n---\n') },
			'samples',
			'voices.errors.tooManySamples',
		],
		[{ samples: 'x'.repeat(3001) }, 'samples', 'voices.errors.sampleTooLong'],
	])('bad input %o answers 400 on %s and saves nothing', async (fields, field, message) => {
		const { user, cookie } = await createTestUser()
		const response = await postVoice(cookie, { ...voiceFields, ...fields })
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(body.result.error[field]).toEqual([message])
		// What was typed comes back to the form.
		expect(body.result.initialValue.name).toBe({ ...voiceFields, ...fields }.name)
		expect(await prisma.brandVoice.count({ where: { userId: user.id } })).toBe(0)
	})

	test('a second voice with the same name, in any case, is refused with a message', async () => {
		const { user, cookie } = await createTestUser()
		await prisma.user.update({ where: { id: user.id }, data: { planType: 'agency' } })
		await createVoice(cookie)
		const again = await postVoice(cookie, { ...voiceFields, name: 'creator VOICE' })
		expect(again.status).toBe(400)
		expect((await again.json()).result.error.name).toEqual(['voices.errors.nameTaken'])
		const other = await createVoice(cookie, { name: 'Other' })
		const rename = await postVoice(cookie, {
			...voiceFields,
			intent: 'update',
			voiceId: other,
			name: 'Creator Voice',
		})
		expect(rename.status).toBe(400)
		expect((await rename.json()).result.error.name).toEqual(['voices.errors.nameTaken'])
	})

	test('"Preview" without JavaScript answers with the values and saves nothing', async () => {
		const { user, cookie } = await createTestUser()
		const response = await postVoice(cookie, { ...voiceFields, intent: 'preview' })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			preview: true,
			result: { initialValue: { name: 'Creator voice' } },
		})
		expect(await prisma.brandVoice.count({ where: { userId: user.id } })).toBe(0)
	})
})

describe('generating with a saved voice', () => {
	test('the dashboard form with a picked voice and a blank Brand Voice uses the saved voice', async () => {
		const { user, cookie } = await createTestUser()
		const id = await createVoice(cookie)
		const page = (await dashboardLoader(
			routeArgs(new Request('http://localhost/', { headers: { cookie } })),
		)) as { dashboard: { options: { voices: { id: string; name: string }[]; aiActive: boolean } } }
		expect(page.dashboard.options.voices).toEqual([
			{ id, name: 'Creator voice', description: voiceFields.description },
		])
		expect(page.dashboard.options.aiActive).toBe(false)

		const response = await settle(() =>
			dashboardAction(
				routeArgs(
					formRequest(
						'/?index',
						{
							intent: 'generate',
							sourceContent: source,
							brandVoice: '',
							brandVoiceId: id,
							contentGoal: 'Get newsletter sign-ups',
							link: 'https://example.com/newsletter',
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(postEngine.generatePosts).toHaveBeenCalledWith(
			expect.objectContaining({
				brandVoice: voiceFields.description,
				voiceSamples: samples,
				learnedVoice: expect.objectContaining({ sampleCount: 2, openers: ['Quick tip:'] }),
				link: 'https://example.com/newsletter',
			}),
		)
		const generation = await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })
		expect(generation.brandVoice).toBe(voiceFields.description)
		expect(JSON.parse(generation.options)).toMatchObject({
			brandVoiceId: id,
			brandVoiceName: 'Creator voice',
			link: 'https://example.com/newsletter',
		})
		const [listed] = await listGenerations(user.id)
		expect(listed!.link).toBe('https://example.com/newsletter')

		// Regenerating a post keeps the voice's samples and the link.
		const regenerated = await settle(() =>
			dashboardAction(
				routeArgs(
					formRequest(
						'/?index',
						{ intent: 'regenerate', generationId: generation.id, platform: 'twitter' },
						{ cookie },
					),
				),
			),
		)
		expect(regenerated.status).toBe(302)
		expect(postEngine.generatePost).toHaveBeenCalledWith(
			expect.objectContaining({ voiceSamples: samples, link: 'https://example.com/newsletter' }),
			'twitter',
			1,
		)
	})

	test('edited Brand Voice text wins over the saved text, and the samples still go along', async () => {
		const { cookie } = await createTestUser()
		const id = await createVoice(cookie)
		const response = await settle(() =>
			generateApi(
				routeArgs(
					jsonRequest(
						'/api/generate',
						{
							sourceContent: source,
							brandVoice: 'Calm and brief.',
							brandVoiceId: id,
							contentGoal: 'Grow engagement',
							seoOptimize: false,
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		expect(postEngine.generatePosts).toHaveBeenCalledWith(
			expect.objectContaining({ brandVoice: 'Calm and brief.', voiceSamples: samples }),
		)
	})

	test("another user's voice id is refused with 404 and costs nothing", async () => {
		const owner = await createTestUser()
		const id = await createVoice(owner.cookie)
		const { user, cookie } = await createTestUser()
		const body = {
			sourceContent: source,
			brandVoice: '',
			brandVoiceId: id,
			contentGoal: 'Grow engagement',
		}
		const api = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
		)
		expect(api.status).toBe(404)
		expect(await api.json()).toMatchObject({ code: 'VOICE_NOT_FOUND' })

		const form = await settle(() =>
			dashboardAction(
				routeArgs(formRequest('/?index', { intent: 'generate', ...body }, { cookie })),
			),
		)
		expect(form.status).toBe(404)
		// conform's reply: a form-level message, and what was typed back to the form.
		const answer = await form.json()
		expect(answer.result.error['']).toEqual(['voices.errors.notFound'])
		expect(answer.result.initialValue.sourceContent).toBe(source)

		const reel = await settle(() =>
			generateReelApi(
				routeArgs(
					jsonRequest(
						'/api/generate-reel',
						{ ...body, category: 'educational', hookType: 'curiosity' },
						{ cookie },
					),
				),
			),
		)
		expect(reel.status).toBe(404)
		expect(postEngine.generatePosts).not.toHaveBeenCalled()
		expect(reelEngine.generateReelScript).not.toHaveBeenCalled()
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
		expect(stored.reelScriptsUsedThisMonth).toBe(0)
	})

	test('the reel form passes the saved voice and the link to the reel engine', async () => {
		const { user, cookie } = await createTestUser()
		const id = await createVoice(cookie)
		const response = await settle(() =>
			reelsAction(
				routeArgs(
					formRequest(
						'/reels',
						{
							sourceContent: source,
							brandVoice: '',
							brandVoiceId: id,
							contentGoal: 'Get newsletter sign-ups',
							duration: '30',
							category: 'educational',
							hookType: 'curiosity',
							link: 'https://example.com/join',
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(reelEngine.generateReelScript).toHaveBeenCalledWith(
			expect.objectContaining({
				brandVoice: voiceFields.description,
				voiceSamples: samples,
				learnedVoice: expect.objectContaining({ sampleCount: 2 }),
				link: 'https://example.com/join',
			}),
		)
		const generation = await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })
		expect(JSON.parse(generation.options)).toMatchObject({
			brandVoiceId: id,
			link: 'https://example.com/join',
		})
	})
})

describe('link to share and output language', () => {
	test.each([
		['javascript:alert(1)', 'postLinks.errors.invalid'],
		['ftp://example.com/file', 'postLinks.errors.invalid'],
		['example.com/post', 'postLinks.errors.invalid'],
		['https://exa mple.com', 'postLinks.errors.invalid'],
		[`https://example.com/${'a'.repeat(490)}`, 'postLinks.errors.tooLong'],
	])('the link %s is refused with a clear message and nothing is spent', async (link, key) => {
		const { user, cookie } = await createTestUser()
		const body = {
			sourceContent: source,
			brandVoice: 'Calm',
			contentGoal: 'Drive traffic to the blog',
			link,
		}
		const api = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', body, { cookie }))),
		)
		expect(api.status).toBe(400)
		expect((await api.json()).message).toMatch(key.endsWith('tooLong') ? /500 characters/ : /http/)
		const form = await settle(() =>
			dashboardAction(
				routeArgs(formRequest('/?index', { intent: 'generate', ...body }, { cookie })),
			),
		)
		expect(form.status).toBe(400)
		const answer = await form.json()
		expect(answer.result.error.link).toEqual([key])
		expect(answer.result.initialValue.link).toBe(link)
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
	})

	test('without an AI provider a requested output language is ignored, not recorded', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(
				routeArgs(
					jsonRequest(
						'/api/generate',
						{
							sourceContent: source,
							brandVoice: 'Calm',
							contentGoal: 'Grow engagement',
							outputLanguage: 'es',
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		expect(postEngine.generatePosts).toHaveBeenCalledWith(
			expect.objectContaining({ outputLanguage: undefined }),
		)
		const generation = await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })
		expect(JSON.parse(generation.options).outputLanguage).toBeUndefined()
	})

	test('the output language selector is offered only when an AI provider is active', async () => {
		const { cookie } = await createTestUser()
		const load = async () =>
			(
				(await dashboardLoader(
					routeArgs(new Request('http://localhost/', { headers: { cookie } })),
				)) as { dashboard: { options: { aiActive: boolean } } }
			).dashboard.options.aiActive
		expect(await load()).toBe(false)
		process.env.AI_API_KEY = 'sk-operator-test-key-1234'
		try {
			expect(await load()).toBe(true)
		} finally {
			delete process.env.AI_API_KEY
		}
	})
})
