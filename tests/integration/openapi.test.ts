import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apiOperations } from '#app/modules/api-reference/openapi.server.ts'
import { acceptsApiToken } from '#app/modules/api-tokens/token-middleware.server.ts'
import { createApiToken } from '#app/modules/api-tokens/api-tokens.server.ts'
import { API_SCOPES, type ApiScope } from '#app/modules/api-tokens/scopes.ts'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import routes from '#app/routes.ts'
import { loader as openapiLoader } from '#app/routes/api/openapi.ts'
import { loader as referenceLoader } from '#app/routes/docs/api-reference.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { createTestUser, routeArgs, settle } from './helpers.ts'

type OpenApiDocument = {
	openapi: string
	paths: Record<
		string,
		Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>
	>
	components: { schemas: Record<string, object> }
}

let document: OpenApiDocument

beforeAll(async () => {
	const response = await settle(async () => openapiLoader())
	expect(response.status).toBe(200)
	document = (await response.json()) as OpenApiDocument
})
beforeEach(() => resetRateLimitsForTests())

/** `/api/generations/{id}` → `api/generations/:id`, as app/routes.ts writes it. */
function routePathOf(openApiPath: string) {
	return openApiPath.slice(1).replace(/\{(\w+)\}/g, ':$1')
}

function routeFileFor(openApiPath: string) {
	const entry = (routes as Array<{ path?: string; file: string }>).find(
		(each) => each.path === routePathOf(openApiPath),
	)
	return entry?.file
}

async function routeModule(openApiPath: string) {
	const file = routeFileFor(openApiPath)
	if (!file) throw new Error(`no route for ${openApiPath}`)
	return (await import(path.resolve('app', file))) as {
		loader?: (args: never) => Promise<unknown>
		action?: (args: never) => Promise<unknown>
	}
}

describe('the OpenAPI document', () => {
	test('is a valid OpenAPI 3.1 document', async () => {
		expect(document.openapi).toBe('3.1.0')
		const result = await new Validator().validate(document as never)
		expect(result.errors ?? []).toEqual([])
		expect(result.valid).toBe(true)
	})

	test('documents every call a token can make, and each documented route exists', async () => {
		const documented = Object.keys(document.paths)
		for (const openApiPath of documented) {
			expect(acceptsApiToken(openApiPath.replace('{id}', 'x')), openApiPath).toBe(true)
			const module = await routeModule(openApiPath)
			for (const method of Object.keys(document.paths[openApiPath]!)) {
				const handler = method === 'get' ? module.loader : module.action
				expect(typeof handler, `${method} ${openApiPath}`).toBe('function')
			}
		}
		const tokenRoutes = (routes as Array<{ path?: string }>)
			.map((each) => `/${each.path ?? ''}`)
			.filter((each) => acceptsApiToken(each.replace(':id', 'x')) && each !== '/api/openapi.json')
		expect(tokenRoutes.map((each) => each.replace(/:(\w+)/g, '{$1}')).sort()).toEqual(
			documented.sort(),
		)
	})

	test('takes the request bodies from the zod schemas the routes validate with', () => {
		const generate = document.paths['/api/generate']!.post as unknown as {
			requestBody: { content: { 'application/json': { schema: { properties: object } } } }
		}
		const properties = generate.requestBody.content['application/json'].schema.properties
		expect(Object.keys(properties)).toEqual(
			expect.arrayContaining(['sourceContent', 'brandVoice', 'contentGoal', 'seoOptimize', 'link']),
		)
		expect(properties).toMatchObject({ sourceContent: { type: 'string', maxLength: 3000 } })
	})
})

describe('answers match the documented schemas', () => {
	const ajv = new Ajv2020({ strict: false, allErrors: true })
	addFormats(ajv)

	function expectMatches(openApiPath: string, method: string, status: number, body: unknown) {
		const operation = document.paths[openApiPath]![method]!
		const response = operation.responses[String(status)]
		expect(response, `${method} ${openApiPath} documents ${status}`).toBeDefined()
		const schema = response!.content['application/json']!.schema
		const validate = ajv.compile({ ...schema, components: document.components })
		const valid = validate(body)
		expect(validate.errors ?? [], `${method} ${openApiPath} ${status}`).toEqual([])
		expect(valid).toBe(true)
	}

	async function call(
		openApiPath: string,
		method: 'get' | 'post',
		{
			headers = {},
			params = {},
			body,
			query = '',
		}: {
			headers?: Record<string, string>
			params?: Record<string, string>
			body?: BodyInit
			query?: string
		},
	) {
		const module = await routeModule(openApiPath)
		const url = `http://localhost${openApiPath.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')}${query}`
		const request = new Request(url, {
			method: method.toUpperCase(),
			headers: { 'x-client-ip': '10.9.9.9', ...headers },
			body,
		})
		const handler = method === 'get' ? module.loader! : module.action!
		const response = await settle(() => handler(routeArgs(request, params) as never))
		const json: unknown = await response.json()
		expectMatches(openApiPath, method, response.status, json)
		return { status: response.status, json: json as Record<string, unknown> }
	}

	async function agencyToken(scopes: ApiScope[] = [...API_SCOPES]) {
		const { user } = await createTestUser()
		await prisma.user.update({ where: { id: user.id }, data: { planType: 'agency' } })
		const created = await createApiToken(user.id, { name: 'schema test', scopes })
		if (!created.ok) throw new Error(created.code)
		return { user, auth: { authorization: `Bearer ${created.token}` } }
	}

	const json = (value: unknown) => ({
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(value),
	})

	test('every documented call, in success and in each error a client can cause', async () => {
		const { user, auth } = await agencyToken()
		const source = fixtureText('english-newsletter')

		for (const operation of apiOperations) {
			// No credentials at all: 401.
			const anonymous = await call(operation.path, operation.method, {
				params: { id: 'x' },
				...(operation.method === 'post' ? json({}) : {}),
			})
			expect(anonymous.status).toBe(401)
		}

		const posts = await call('/api/generate', 'post', {
			...json({ sourceContent: source, brandVoice: 'Plain', contentGoal: 'Read the guide' }),
			headers: { ...auth, 'content-type': 'application/json' },
		})
		expect(posts.status).toBe(200)
		const invalid = await call('/api/generate', 'post', {
			...json({ sourceContent: '', brandVoice: '', contentGoal: '' }),
			headers: { ...auth, 'content-type': 'application/json' },
		})
		expect(invalid.status).toBe(400)
		const reel = await call('/api/generate-reel', 'post', {
			...json({
				sourceContent: source,
				brandVoice: 'Plain',
				contentGoal: 'Read the guide',
				category: 'educational',
				hookType: 'curiosity',
				duration: 60,
			}),
			headers: { ...auth, 'content-type': 'application/json' },
		})
		expect(reel.status).toBe(200)
		const form = new FormData()
		form.set('file', new File(['Some notes about morning writing.'], 'notes.txt'))
		const upload = await call('/api/upload', 'post', { headers: auth, body: form })
		expect(upload.status).toBe(200)
		const wrongType = new FormData()
		wrongType.set('file', new File(['x'], 'notes.pdf'))
		expect((await call('/api/upload', 'post', { headers: auth, body: wrongType })).status).toBe(415)

		expect((await call('/api/auth/user', 'get', { headers: auth })).status).toBe(200)
		const list = await call('/api/generations', 'get', { headers: auth, query: '?limit=5' })
		expect(list.status).toBe(200)
		expect(
			(await call('/api/generations', 'get', { headers: auth, query: '?limit=0' })).status,
		).toBe(400)
		expect(
			(
				await call('/api/generations/{id}', 'get', {
					headers: auth,
					params: { id: String(posts.json.id) },
				})
			).status,
		).toBe(200)
		expect(
			(await call('/api/generations/{id}', 'get', { headers: auth, params: { id: 'nope' } }))
				.status,
		).toBe(404)

		// Scope and quota refusals.
		const { auth: readOnly } = await agencyToken(['history:read'])
		expect(
			(
				await call('/api/generate', 'post', {
					...json({ sourceContent: source, brandVoice: 'Plain', contentGoal: 'Read' }),
					headers: { ...readOnly, 'content-type': 'application/json' },
				})
			).status,
		).toBe(403)
		await prisma.user.update({
			where: { id: user.id },
			data: { socialPostsUsedThisMonth: 500, fileUploadsUsedThisMonth: 200 },
		})
		expect(
			(
				await call('/api/generate', 'post', {
					...json({ sourceContent: source, brandVoice: 'Plain', contentGoal: 'Read' }),
					headers: { ...auth, 'content-type': 'application/json' },
				})
			).status,
		).toBe(429)
		const again = new FormData()
		again.set('file', new File(['More notes.'], 'more.txt'))
		expect((await call('/api/upload', 'post', { headers: auth, body: again })).status).toBe(429)
	})
})

describe('the /docs/api page', () => {
	test('has a section with a curl example for every documented call, and the error catalogue', async () => {
		const data = (await referenceLoader(
			routeArgs(new Request('http://localhost/docs/api')),
		)) as Awaited<ReturnType<typeof referenceLoader>>
		expect(data.operations.map((each) => each.path).sort()).toEqual(
			[...new Set(apiOperations.map((each) => each.path))].sort(),
		)
		for (const operation of data.operations) {
			expect(operation.curl).toContain(`http://localhost${operation.path.split('{')[0]}`)
			expect(operation.curl).toContain('Authorization: Bearer $VIBECAST_TOKEN')
		}
		const codes = data.errors.map((each) => each.code)
		for (const operation of apiOperations) {
			for (const response of Object.values(operation.responses)) {
				for (const code of response.codes ?? []) expect(codes).toContain(code)
			}
		}
	})
})
