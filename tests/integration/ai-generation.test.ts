import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { action as dashboardAction } from '#app/routes/_index.tsx'
import { action as generateApi } from '#app/routes/api/generate.ts'
import {
	action as aiSettingsAction,
	loader as aiSettingsLoader,
} from '#app/routes/settings/ai-provider.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { createMockServer, mockChatCompletions } from '#tests/mocks/openai.ts'
import { createTestUser, formRequest, jsonRequest, routeArgs, settle } from './helpers.ts'

const source =
	'Our bakery opened a second shop in Lisbon this spring. The new shop bakes sourdough every morning at six. Regulars can now pre-order loaves online and pick them up on the way to work. We also started a weekend class where anyone can learn to shape a loaf.'

const goodReply = JSON.stringify({
	posts: [
		{
			platform: 'twitter',
			content:
				'Our second bakery just opened in Lisbon. Fresh sourdough every morning at six. Pre-order online and pick it up on your way to work.',
		},
		{
			platform: 'linkedin',
			content:
				'Our bakery opened a second shop in Lisbon this spring. The new shop bakes sourdough every morning at six, and regulars can pre-order loaves online. Visit us and tell us what you think.',
		},
		{
			platform: 'instagram',
			content:
				'Fresh sourdough in Lisbon, every morning at six. Pre-order online and grab it on the way to work. #Sourdough #Lisbon #Bakery #Bread',
		},
	],
})

const mock = createMockServer()
beforeAll(() => mock.listen())
afterEach(() => {
	mock.resetHandlers()
	mock.assertAllRequestsHandled()
	delete process.env.AI_API_KEY
	delete process.env.AI_BASE_URL
	delete process.env.AI_MODEL
})
afterAll(() => mock.close())

function useOperatorKey(baseURL = 'https://llm.example.test/v1') {
	process.env.AI_API_KEY = 'sk-operator-test-key-1234'
	process.env.AI_BASE_URL = baseURL
	process.env.AI_MODEL = 'test-model'
	return baseURL
}

const fields = {
	intent: 'generate',
	sourceContent: source,
	brandVoice: 'Warm and simple',
	contentGoal: 'Start a conversation with our readers',
	seoOptimize: 'on',
}

describe('generation through an OpenAI-compatible provider (operator key)', () => {
	test('uses the provider, saves the posts and counts one generation', async () => {
		const baseURL = useOperatorKey()
		const { handler, requests } = mockChatCompletions([goodReply], { baseURL })
		mock.use(handler)
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(
				routeArgs(jsonRequest('/api/generate', { ...fields, seoOptimize: true }, { cookie })),
			),
		)
		expect(response.status).toBe(200)
		const json = await response.json()
		expect(json.posts.map((post: { platform: string }) => post.platform)).toEqual([
			'twitter',
			'linkedin',
			'instagram',
		])
		expect(json.posts[0].content).toContain('Lisbon')
		expect(requests).toHaveLength(1)
		expect(requests[0]!.authorization).toBe('Bearer sk-operator-test-key-1234')
		const stored = await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })
		expect(stored.engine).toBe('ai')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(1)
	})

	test('a malformed reply is retried once and then succeeds', async () => {
		const baseURL = useOperatorKey()
		const { handler, requests } = mockChatCompletions(['this is not json {', goodReply], {
			baseURL,
		})
		mock.use(handler)
		const { cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields, { cookie }))),
		)
		expect(response.status).toBe(302)
		expect(requests).toHaveLength(2)
	})

	test('malformed twice: the generation fails with a clear message and the quota is refunded', async () => {
		const baseURL = useOperatorKey()
		mock.use(mockChatCompletions(['nope', '{"posts": "still wrong"}'], { baseURL }).handler)
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields, { cookie }))),
		)
		expect(response.status).toBe(502)
		expect((await response.json()).failure).toBe('generate.errors.ai.bad_response')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(0)
		expect(await prisma.generation.count({ where: { userId: user.id } })).toBe(0)
	})

	test('a provider error (bad key) is reported, the key is not leaked, and the quota is refunded', async () => {
		const baseURL = useOperatorKey()
		mock.use(
			mockChatCompletions(
				[{ status: 401, message: 'Incorrect API key provided: sk-operator-test-key-1234' }],
				{ baseURL },
			).handler,
		)
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(
				routeArgs(jsonRequest('/api/generate', { ...fields, seoOptimize: true }, { cookie })),
			),
		)
		expect(response.status).toBe(502)
		const text = await response.text()
		expect(text).not.toContain('sk-operator')
		expect(JSON.parse(text).message).toContain('rejected the API key')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(0)
	})

	test('a rate-limited provider is reported as such and refunds', async () => {
		const baseURL = useOperatorKey()
		mock.use(mockChatCompletions([{ status: 429, message: 'slow down' }], { baseURL }).handler)
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			dashboardAction(routeArgs(formRequest('/?index', fields, { cookie }))),
		)
		expect((await response.json()).failure).toBe('generate.errors.ai.rate_limited')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(0)
	})
})

describe('bring your own key', () => {
	const byokBase = 'https://byok.example.test/v1'

	test('the key is stored encrypted, shown masked, and tested against the provider', async () => {
		mock.use(mockChatCompletions(['OK'], { baseURL: byokBase }).handler)
		const { user, cookie } = await createTestUser()
		const apiKey = 'sk-user-own-secret-9876'
		const tested = await settle(() =>
			aiSettingsAction(
				routeArgs(
					formRequest(
						'/settings/ai',
						{ intent: 'test', apiKey, baseUrl: byokBase, model: 'm' },
						{ cookie },
					),
				),
			),
		)
		expect((await tested.json()).status).toBe('test-ok')
		await settle(() =>
			aiSettingsAction(
				routeArgs(
					formRequest(
						'/settings/ai',
						{ intent: 'save', apiKey, baseUrl: byokBase, model: 'm' },
						{ cookie },
					),
				),
			),
		)
		const row = await prisma.providerKey.findUniqueOrThrow({ where: { userId: user.id } })
		expect(row.encryptedKey).not.toContain(apiKey)
		expect(row.encryptedKey).not.toContain('9876')
		expect(row.keyLast4).toBe('9876')
		const page = (await aiSettingsLoader(
			routeArgs(new Request('http://localhost/settings/ai', { headers: { cookie } })),
		)) as {
			key: { maskedKey: string }
		}
		expect(page.key.maskedKey).toBe('…9876')
		expect(JSON.stringify(page)).not.toContain(apiKey)
	})

	test("generations with the user's own key do not count against the plan", async () => {
		const { handler, requests } = mockChatCompletions([goodReply], { baseURL: byokBase })
		mock.use(handler)
		const { user, cookie } = await createTestUser()
		await prisma.user.update({ where: { id: user.id }, data: { socialPostsUsedThisMonth: 3 } })
		await settle(() =>
			aiSettingsAction(
				routeArgs(
					formRequest(
						'/settings/ai',
						{ intent: 'save', apiKey: 'sk-user-own-secret-1111', baseUrl: byokBase, model: 'm' },
						{ cookie },
					),
				),
			),
		)
		const response = await settle(() =>
			generateApi(
				routeArgs(jsonRequest('/api/generate', { ...fields, seoOptimize: true }, { cookie })),
			),
		)
		expect(response.status).toBe(200)
		expect(requests[0]!.authorization).toBe('Bearer sk-user-own-secret-1111')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(3)
		expect((await prisma.generation.findFirstOrThrow({ where: { userId: user.id } })).engine).toBe(
			'byok',
		)
	})
})
