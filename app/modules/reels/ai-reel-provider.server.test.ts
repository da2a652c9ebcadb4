import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
	AiProviderError,
	type AiProviderConfig,
} from '#app/modules/generation/ai-provider.server.ts'
import { createMockServer, mockChatCompletions, type ChatReply } from '#tests/mocks/openai.ts'
import { generateReelScriptWithAi } from './ai-reel-provider.server.ts'
import { type ReelGenerationInput } from './built-in-reel-engine.ts'
import { parseTiming, type ReelScene, validateReelScript } from './reel-script.ts'

const API_KEY = 'sk-test-REEL-SECRET-abcdef'

const INPUT: ReelGenerationInput = {
	sourceContent:
		'Small teams ship faster because every person knows the whole codebase. In our survey of 40 startups, teams of five or fewer released twice as often. Fewer meetings leave more time for building. Clear ownership means bugs get fixed the same day.',
	brandVoice: 'Friendly and direct',
	contentGoal: 'Grow followers',
	duration: 30,
	category: 'tips',
	hookType: 'curiosity',
}

const GOOD_SCENES: ReelScene[] = [
	{
		timing: '0:00-0:04',
		visualDescription: 'Face to camera, close framing',
		dialogue: 'Why do small teams ship faster?',
		textOverlay: 'Small teams ship faster',
	},
	{
		timing: '0:04-0:12',
		visualDescription: 'B-roll of one developer at a laptop',
		dialogue: 'Every person knows the whole codebase, so nobody waits for a handoff.',
		transitionNotes: 'Quick cut',
	},
	{
		timing: '0:12-0:20',
		visualDescription: 'An empty meeting room',
		dialogue: 'Fewer meetings leave more time for building.',
	},
	{
		timing: '0:20-0:26',
		visualDescription: 'A bug ticket moving to done',
		dialogue: 'Clear ownership means bugs get fixed the same day.',
	},
	{
		timing: '0:26-0:30',
		visualDescription: 'Face to camera, smiling',
		dialogue: 'Follow for more tips like this.',
	},
]

function scriptReply(overrides: Record<string, unknown> = {}): string {
	return JSON.stringify({
		scenes: GOOD_SCENES,
		caption: 'Small teams ship faster. Here is why.',
		hashtags: ['#SmallTeams', '#Startups', '#Shipping'],
		productionNotes: ['Film in natural light', 'Keep cuts quick'],
		...overrides,
	})
}

function config(overrides: Partial<AiProviderConfig> = {}): AiProviderConfig {
	return { apiKey: API_KEY, model: 'gpt-4o-mini', source: 'env', timeoutMs: 5000, ...overrides }
}

const mock = createMockServer()

beforeAll(() => mock.listen())
afterEach(() => {
	try {
		mock.assertAllRequestsHandled()
	} finally {
		mock.resetHandlers()
	}
})
afterAll(() => mock.close())

function answer(replies: ChatReply[]) {
	const chat = mockChatCompletions(replies)
	mock.use(chat.handler)
	return chat.requests
}

async function providerError(promise: Promise<unknown>): Promise<AiProviderError> {
	const error = await promise.then(
		() => null,
		(reason: unknown) => reason,
	)
	expect(error).toBeInstanceOf(AiProviderError)
	return error as AiProviderError
}

function expectContiguousTimings(scenes: ReelScene[], duration: number) {
	let previousEnd = 0
	for (const scene of scenes) {
		expect(scene.timing).toMatch(/^\d:\d{2}-\d:\d{2}$/)
		const timing = parseTiming(scene.timing)
		expect(timing?.start).toBe(previousEnd)
		previousEnd = timing?.end ?? -1
	}
	expect(previousEnd).toBe(duration)
}

describe('generateReelScriptWithAi', () => {
	test('returns a script that passes validation, with the requested options', async () => {
		const requests = answer([scriptReply()])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(requests).toHaveLength(1)
		expect(script).toMatchObject({ duration: 30, category: 'tips', hookType: 'curiosity' })
		expect(script.scenes).toEqual(GOOD_SCENES)
		expect(script.hashtags).toEqual(['#SmallTeams', '#Startups', '#Shipping'])
		expect(script.productionNotes).toEqual(['Film in natural light', 'Keep cuts quick'])
		expect(validateReelScript(script, { duration: 30 })).toEqual([])
	})

	test('puts the timing, pacing and hook rules in the prompt and asks for JSON', async () => {
		const requests = answer([scriptReply()])
		await generateReelScriptWithAi(config(), INPUT)
		const body = requests[0]?.body
		expect(body?.response_format).toEqual({ type: 'json_object' })
		const prompt = body?.messages[0]?.content ?? ''
		expect(prompt).toContain('Exactly 30 seconds long. Category: Quick Tips.')
		expect(prompt).toContain('Hook style: Curiosity gap.')
		expect(prompt).toContain('3-7 scenes. Each timing is "M:SS-M:SS"')
		expect(prompt).toContain('the last ends at 0:30')
		expect(prompt).toContain('at most 5 seconds')
		expect(prompt).toContain('at most 3 words per second')
		expect(prompt).toContain('Never invent facts or numbers not in the source')
		expect(prompt).toContain('Language: write in English')
		expect(body?.messages[1]?.content).toContain('In our survey of 40 startups')
	})

	test('ignores duration, category and hook type the model makes up', async () => {
		answer([scriptReply({ duration: 90, category: 'lifestyle', hookType: 'pov' })])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(script).toMatchObject({ duration: 30, category: 'tips', hookType: 'curiosity' })
	})

	test('accepts hashtags and notes sent as one string, and a wrapped object', async () => {
		const wrapped = JSON.stringify({
			script: JSON.parse(
				scriptReply({
					hashtags: '#SmallTeams #Startups, Shipping',
					productionNotes: '- Light\n- Cuts',
				}),
			),
		})
		const requests = answer([wrapped])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(script.hashtags).toEqual(['#SmallTeams', '#Startups', '#Shipping'])
		expect(script.productionNotes).toEqual(['Light', 'Cuts'])
		expect(requests).toHaveLength(1)
	})

	test('asks again when the timings are wrong, and uses the corrected script', async () => {
		const badTimings = GOOD_SCENES.map((scene, i) => ({
			...scene,
			timing: `${i * 9}-${i * 9 + 7}s`,
		}))
		const requests = answer([scriptReply({ scenes: badTimings }), scriptReply()])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(requests).toHaveLength(2)
		expect(requests[1]?.body.messages.at(-1)?.content).toMatch(/Gap before scene 2/)
		expect(script.scenes).toEqual(GOOD_SCENES)
	})

	test('re-times a script whose timings stay wrong after the retry', async () => {
		const badTimings = GOOD_SCENES.map((scene, i) => ({
			...scene,
			timing: i === 0 ? '0:00-0:09' : `0:${String(i * 10).padStart(2, '0')}-0:${i * 10 + 8}`,
		}))
		const bad = scriptReply({ scenes: badTimings })
		const requests = answer([bad, bad])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(requests).toHaveLength(2)
		expect(validateReelScript(script, { duration: 30 })).toEqual([])
		expectContiguousTimings(script.scenes, 30)
		expect(script.scenes.map((scene) => scene.dialogue)).toEqual(
			GOOD_SCENES.map((scene) => scene.dialogue),
		)
	})

	test('adds a call to action when the model leaves it out twice', async () => {
		const scenes = GOOD_SCENES.map((scene, i) =>
			i === GOOD_SCENES.length - 1 ? { ...scene, dialogue: 'That is the whole secret.' } : scene,
		)
		const noCta = scriptReply({ scenes })
		answer([noCta, noCta])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(validateReelScript(script, { duration: 30 })).toEqual([])
		expect(script.scenes.at(-1)?.dialogue).toMatch(/^That is the whole secret\. \S/)
	})

	test('removes spoken sentences with numbers the source never states', async () => {
		const scenes = GOOD_SCENES.map((scene, i) =>
			i === 2
				? {
						...scene,
						dialogue: 'Fewer meetings leave more time for building. That saves 12 hours a week.',
					}
				: scene,
		)
		const invented = scriptReply({ scenes })
		const requests = answer([invented, invented])
		const script = await generateReelScriptWithAi(config(), INPUT)
		expect(requests[1]?.body.messages.at(-1)?.content).toMatch(
			/numbers that are not in the source \(12\)/,
		)
		expect(script.scenes[2]?.dialogue).toBe('Fewer meetings leave more time for building.')
		expect(validateReelScript(script, { duration: 30 })).toEqual([])
	})

	test('refuses with bad_response when both replies are garbage', async () => {
		const requests = answer(['Here is a great reel idea!', '{"scenes": "none"}'])
		const error = await providerError(generateReelScriptWithAi(config(), INPUT))
		expect(error.code).toBe('bad_response')
		expect(requests).toHaveLength(2)
	})

	test('refuses with bad_response when the script has no scenes to repair', async () => {
		const empty = scriptReply({ scenes: [] })
		answer([empty, empty])
		const error = await providerError(generateReelScriptWithAi(config(), INPUT))
		expect(error.code).toBe('bad_response')
	})

	test('maps a rejected key to invalid_key without the key in the message', async () => {
		answer([{ status: 401, message: `Incorrect API key provided: ${API_KEY}` }])
		const error = await providerError(generateReelScriptWithAi(config(), INPUT))
		expect(error.code).toBe('invalid_key')
		expect(error.message).not.toContain(API_KEY)
	})
})
