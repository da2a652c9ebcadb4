// msw stand-ins for an OpenAI-compatible provider, so tests run the real `openai` SDK (request
// building, status handling, timeouts) against canned answers instead of the network.
//
// Unhandled requests must fail the test. msw 3 calls the option `onUnhandledFrame` (msw 2's
// `onUnhandledRequest` is silently ignored), and its 'error' strategy only makes the request
// itself fail: code that turns a network failure into a friendly error would then pass a test
// it should fail. So the server also records every unhandled request, and
// `assertAllRequestsHandled()` (run it in afterEach) fails the test that made one.
import { delay, http, HttpResponse, type HttpHandler, type SharedOptions } from 'msw'
import { setupServer, type SetupServer } from 'msw/node'

export const OPENAI_BASE_URL = 'https://api.openai.com/v1'

/** What a test can ask the fake provider to answer, one per request. */
export type ChatReply =
	| string
	| { content: string; delayMs?: number; finishReason?: 'stop' | 'length' }
	| {
			status: number
			message?: string
			code?: string
			type?: string
			headers?: Record<string, string>
			delayMs?: number
	  }

export type RecordedChatRequest = {
	url: string
	authorization: string | null
	body: {
		model: string
		messages: Array<{ role: string; content: string }>
		response_format?: { type: string }
		[key: string]: unknown
	}
}

/** A chat completion body as the OpenAI API returns it, with the given message text. */
export function chatCompletion(
	content: string,
	{ model = 'test-model', finishReason = 'stop' }: { model?: string; finishReason?: string } = {},
) {
	return {
		id: 'chatcmpl-test',
		object: 'chat.completion',
		created: 1_700_000_000,
		model,
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content, refusal: null },
				logprobs: null,
				finish_reason: finishReason,
			},
		],
		usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
	}
}

/** An error body in the OpenAI format: `{ error: { message, type, code } }`. */
export function apiErrorBody(message: string, type = 'invalid_request_error', code?: string) {
	return { error: { message, type, param: null, code: code ?? null } }
}

function trimSlash(url: string): string {
	return url.replace(/\/+$/, '')
}

/**
 * Answers `POST {baseURL}/chat/completions` with `replies` in order, one per request; the last
 * reply repeats if more requests come (tests assert `requests.length` to catch that). Every
 * request is recorded, parsed, for assertions on prompts, model and headers.
 */
export function mockChatCompletions(
	replies: ChatReply[],
	{ baseURL = OPENAI_BASE_URL }: { baseURL?: string } = {},
): { handler: HttpHandler; requests: RecordedChatRequest[] } {
	if (replies.length === 0) throw new Error('mockChatCompletions needs at least one reply')
	const requests: RecordedChatRequest[] = []
	const handler = http.post(`${trimSlash(baseURL)}/chat/completions`, async ({ request }) => {
		const body = (await request.json()) as RecordedChatRequest['body']
		requests.push({ url: request.url, authorization: request.headers.get('authorization'), body })
		const reply = replies[Math.min(requests.length, replies.length) - 1] ?? ''
		if (typeof reply === 'string')
			return HttpResponse.json(chatCompletion(reply, { model: body.model }))
		if (reply.delayMs) await delay(reply.delayMs)
		if ('status' in reply) {
			return HttpResponse.json(
				apiErrorBody(reply.message ?? `Error ${reply.status}`, reply.type, reply.code),
				{ status: reply.status, headers: reply.headers },
			)
		}
		return HttpResponse.json(
			chatCompletion(reply.content, { model: body.model, finishReason: reply.finishReason }),
		)
	})
	return { handler, requests }
}

/** Answers `GET {baseURL}/models` with a model list. */
export function mockModels(
	ids: string[],
	{ baseURL = OPENAI_BASE_URL }: { baseURL?: string } = {},
): HttpHandler {
	return http.get(`${trimSlash(baseURL)}/models`, () =>
		HttpResponse.json({
			object: 'list',
			data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'test' })),
		}),
	)
}

export type MockServer = {
	/** Starts intercepting; any request without a handler errors and is recorded. */
	listen: () => void
	close: () => void
	use: (...handlers: HttpHandler[]) => void
	resetHandlers: (...handlers: HttpHandler[]) => void
	/** Unhandled requests seen so far ("METHOD url"), clearing the list. */
	takeUnhandledRequests: () => string[]
	/** Throws (failing the current test) if any request went unhandled since the last check. */
	assertAllRequestsHandled: () => void
	server: SetupServer
}

// Typed against msw's own options: a renamed option is a type error here, not a silent no-op.
const LISTEN_OPTIONS = { onUnhandledFrame: 'error' } satisfies SharedOptions

export function createMockServer(...handlers: HttpHandler[]): MockServer {
	const server = setupServer(...handlers)
	let unhandled: string[] = []
	server.events.on('request:unhandled', ({ request }) => {
		unhandled.push(`${request.method} ${request.url}`)
	})
	const takeUnhandledRequests = () => {
		const seen = unhandled
		unhandled = []
		return seen
	}
	return {
		listen: () => server.listen(LISTEN_OPTIONS),
		close: () => server.close(),
		use: (...next) => server.use(...next),
		resetHandlers: (...next) => server.resetHandlers(...next),
		takeUnhandledRequests,
		assertAllRequestsHandled: () => {
			const seen = takeUnhandledRequests()
			if (seen.length > 0) {
				throw new Error(`Requests reached the network without a mock:\n${seen.join('\n')}`)
			}
		},
		server,
	}
}
