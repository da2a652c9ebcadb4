import { z } from 'zod'
import { API_SCOPES, TOKEN_RATE_LIMIT, type ApiScope } from '#app/modules/api-tokens/scopes.ts'
import { englishText } from '#app/modules/billing/english.server.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
	POST_SOURCE_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import { GeneratePostsSchema } from '#app/modules/generation/generation-schemas.ts'
import { REEL_SOURCE_MAX_CHARS } from '#app/modules/reels/reel-options.ts'
import { GenerateReelSchema } from '#app/modules/reels/reel-schemas.ts'
import { MAX_UPLOAD_BYTES } from '#app/modules/uploads/upload-rules.ts'
import * as apiSchemas from './api-schemas.ts'
import {
	ApiErrorSchema,
	GeneratePostsResponseSchema,
	GenerateReelResponseSchema,
	GenerationDetailSchema,
	GenerationListQuerySchema,
	GenerationListResponseSchema,
	QuotaErrorSchema,
	UploadErrorSchema,
	UploadResponseSchema,
	UserSchema,
} from './api-schemas.ts'
import { ERROR_CATALOGUE } from './error-catalogue.ts'

// The OpenAPI 3.1 document of the token API, built from the zod schemas the routes validate
// requests with (generation-schemas.ts, reel-schemas.ts) and the ones their answers are held
// to (api-schemas.ts). The /docs/api page renders the same operations.

type ResponseSpec = {
	/** the component the body follows (either of several: an array) */
	schema: z.ZodType | z.ZodType[]
	/** the error codes this status carries, from ERROR_CATALOGUE */
	codes?: string[]
}

export type ApiOperation = {
	operationId: string
	method: 'get' | 'post'
	/** OpenAPI form: /api/generations/{id} */
	path: string
	/** i18n keys (apiDocs.operations.<id>.summary / .description) */
	summaryKey: string
	descriptionKey: string
	scope: ApiScope | null
	body?:
		| { type: 'json'; schema: z.ZodType; required: string[]; example: Record<string, unknown> }
		| { type: 'file' }
	query?: z.ZodObject
	pathParams?: string[]
	/** what the curl example puts in the path's parameters */
	examplePath?: string
	responses: Record<number, ResponseSpec>
}

const authErrors = {
	401: { schema: ApiErrorSchema, codes: ['UNAUTHORIZED', 'INVALID_TOKEN', 'REVOKED_TOKEN'] },
	403: { schema: ApiErrorSchema, codes: ['PLAN_REQUIRED', 'NOT_A_MEMBER', 'INSUFFICIENT_SCOPE'] },
} satisfies Record<number, ResponseSpec>

const rateLimited = { schema: ApiErrorSchema, codes: ['RATE_LIMITED'] } satisfies ResponseSpec

/** What both generation calls can answer besides their result. */
const generationErrors = {
	400: { schema: ApiErrorSchema, codes: ['INVALID_INPUT', 'INVALID_BODY', 'INVALID_TEXT'] },
	...authErrors,
	404: { schema: ApiErrorSchema, codes: ['VOICE_NOT_FOUND'] },
	422: { schema: ApiErrorSchema, codes: ['SOURCE_HAS_NO_PROSE'] },
	429: { schema: [QuotaErrorSchema, ApiErrorSchema], codes: ['QUOTA_EXCEEDED', 'RATE_LIMITED'] },
	502: { schema: ApiErrorSchema, codes: ['GENERATION_FAILED'] },
} satisfies Record<number, ResponseSpec>

const exampleSource =
	'Good habits compound. Write every morning for twenty minutes. Publish once a week, even when the piece feels unfinished, because feedback beats polish.'

export const apiOperations: ApiOperation[] = [
	{
		operationId: 'getCurrentUser',
		method: 'get',
		path: '/api/auth/user',
		summaryKey: 'apiDocs.operations.getCurrentUser.summary',
		descriptionKey: 'apiDocs.operations.getCurrentUser.description',
		scope: null,
		responses: { 200: { schema: UserSchema }, ...authErrors, 429: rateLimited },
	},
	{
		operationId: 'generatePosts',
		method: 'post',
		path: '/api/generate',
		summaryKey: 'apiDocs.operations.generatePosts.summary',
		descriptionKey: 'apiDocs.operations.generatePosts.description',
		scope: 'generate:posts',
		body: {
			type: 'json',
			schema: GeneratePostsSchema,
			required: ['sourceContent', 'contentGoal'],
			example: {
				sourceContent: exampleSource,
				brandVoice: 'Friendly and straightforward. No emoji.',
				contentGoal: 'Drive traffic to the blog',
				seoOptimize: true,
			},
		},
		responses: { 200: { schema: GeneratePostsResponseSchema }, ...generationErrors },
	},
	{
		operationId: 'generateReel',
		method: 'post',
		path: '/api/generate-reel',
		summaryKey: 'apiDocs.operations.generateReel.summary',
		descriptionKey: 'apiDocs.operations.generateReel.description',
		scope: 'generate:reels',
		body: {
			type: 'json',
			schema: GenerateReelSchema,
			required: ['sourceContent', 'contentGoal', 'category', 'hookType'],
			example: {
				sourceContent: exampleSource,
				brandVoice: 'Calm, expert, a little dry',
				contentGoal: 'Get writers to try the habit',
				duration: 30,
				category: 'educational',
				hookType: 'mistake',
			},
		},
		responses: { 200: { schema: GenerateReelResponseSchema }, ...generationErrors },
	},
	{
		operationId: 'uploadFile',
		method: 'post',
		path: '/api/upload',
		summaryKey: 'apiDocs.operations.uploadFile.summary',
		descriptionKey: 'apiDocs.operations.uploadFile.description',
		scope: 'upload',
		body: { type: 'file' },
		responses: {
			200: { schema: UploadResponseSchema },
			400: {
				schema: UploadErrorSchema,
				codes: ['no-file', 'too-many-files', 'file-too-small'],
			},
			401: { schema: UploadErrorSchema, codes: authErrors[401].codes },
			403: { schema: UploadErrorSchema, codes: authErrors[403].codes },
			413: { schema: UploadErrorSchema, codes: ['file-too-large'] },
			415: { schema: UploadErrorSchema, codes: ['file-invalid-type'] },
			422: {
				schema: UploadErrorSchema,
				codes: [
					'no-text',
					'docx-corrupt',
					'docx-too-large',
					'docx-timeout',
					'undecodable',
					'binary',
				],
			},
			429: { schema: UploadErrorSchema, codes: ['quota-exceeded', 'RATE_LIMITED'] },
		},
	},
	{
		operationId: 'listGenerations',
		method: 'get',
		path: '/api/generations',
		summaryKey: 'apiDocs.operations.listGenerations.summary',
		descriptionKey: 'apiDocs.operations.listGenerations.description',
		scope: 'history:read',
		query: GenerationListQuerySchema,
		examplePath: '/api/generations?limit=20&offset=0',
		responses: {
			200: { schema: GenerationListResponseSchema },
			400: { schema: ApiErrorSchema, codes: ['INVALID_INPUT'] },
			...authErrors,
			429: rateLimited,
		},
	},
	{
		operationId: 'getGeneration',
		method: 'get',
		path: '/api/generations/{id}',
		summaryKey: 'apiDocs.operations.getGeneration.summary',
		descriptionKey: 'apiDocs.operations.getGeneration.description',
		scope: 'history:read',
		pathParams: ['id'],
		examplePath: '/api/generations/GENERATION_ID',
		responses: {
			200: { schema: GenerationDetailSchema },
			...authErrors,
			404: { schema: ApiErrorSchema, codes: ['NOT_FOUND'] },
			429: rateLimited,
		},
	},
]

// Limits the refinements check (characters as a person counts them) and JSON Schema cannot say.
const textLimits: Record<string, Record<string, number>> = {
	generatePosts: {
		sourceContent: POST_SOURCE_MAX_CHARS,
		brandVoice: BRAND_VOICE_MAX_CHARS,
		contentGoal: CONTENT_GOAL_MAX_CHARS,
	},
	generateReel: {
		sourceContent: REEL_SOURCE_MAX_CHARS,
		brandVoice: BRAND_VOICE_MAX_CHARS,
		contentGoal: CONTENT_GOAL_MAX_CHARS,
	},
}

type JsonSchema = Record<string, unknown>

/** A request body's JSON Schema: what a client may send (zod's input side of each field). */
export function requestSchemaOf(operation: ApiOperation): JsonSchema | null {
	if (operation.body?.type !== 'json') return null
	const schema = z.toJSONSchema(operation.body.schema, {
		io: 'input',
		unrepresentable: 'any',
		target: 'draft-2020-12',
	}) as JsonSchema
	delete schema.$schema
	// What the routes' refinements insist on (a saved voice may stand in for brandVoice).
	schema.required = operation.body.required
	const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
	for (const [name, max] of Object.entries(textLimits[operation.operationId] ?? {})) {
		if (properties[name]) properties[name] = { ...properties[name], maxLength: max }
	}
	return schema
}

/**
 * The zod schemas with an id (`.meta({ id })`) become components; every other use refers to
 * them. One registry pass keeps the references consistent across operations.
 */
function componentsAndRefs() {
	const registry = z.registry<{ id: string }>()
	const named = new Map<z.ZodType, string>()
	for (const schema of Object.values(apiSchemas)) {
		const id = z.globalRegistry.get(schema)?.id
		if (typeof id !== 'string') continue
		named.set(schema, id)
		registry.add(schema, { id })
	}
	const generated = z.toJSONSchema(registry, {
		io: 'output',
		target: 'draft-2020-12',
		uri: (id) => `#/components/schemas/${id}`,
	}) as { schemas: Record<string, JsonSchema> }
	const schemas: Record<string, JsonSchema> = {}
	for (const [id, schema] of Object.entries(generated.schemas)) {
		const { $schema: _drop, $id: _id, ...rest } = schema
		schemas[id] = rest
	}
	return { schemas, named }
}

function responseSchemaRef(
	schema: z.ZodType | z.ZodType[],
	named: Map<z.ZodType, string>,
): JsonSchema {
	if (Array.isArray(schema)) return { anyOf: schema.map((each) => responseSchemaRef(each, named)) }
	const id = named.get(schema)
	if (!id) throw new Error('every response schema of the API needs .meta({ id })')
	return { $ref: `#/components/schemas/${id}` }
}

function parametersOf(operation: ApiOperation) {
	const parameters: JsonSchema[] = []
	for (const name of operation.pathParams ?? []) {
		parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } })
	}
	if (operation.query) {
		const query = z.toJSONSchema(operation.query, { io: 'input', target: 'draft-2020-12' }) as {
			properties?: Record<string, JsonSchema>
			required?: string[]
		}
		for (const [name, schema] of Object.entries(query.properties ?? {})) {
			parameters.push({
				name,
				in: 'query',
				required: query.required?.includes(name) ?? false,
				schema,
			})
		}
	}
	return parameters
}

function requestBodyOf(operation: ApiOperation) {
	if (!operation.body) return undefined
	if (operation.body.type === 'file') {
		return {
			required: true,
			content: {
				'multipart/form-data': {
					schema: {
						type: 'object',
						required: ['file'],
						properties: {
							file: {
								type: 'string',
								contentMediaType: 'application/octet-stream',
								description: englishText('apiDocs.fileField', {
									megabytes: MAX_UPLOAD_BYTES / 1024 / 1024,
								}),
							},
						},
					},
				},
			},
		}
	}
	return {
		required: true,
		content: {
			'application/json': {
				schema: requestSchemaOf(operation),
				example: operation.body.example,
			},
		},
	}
}

export function buildOpenApiDocument() {
	const { schemas, named } = componentsAndRefs()
	const paths: Record<string, Record<string, unknown>> = {}
	for (const operation of apiOperations) {
		const responses: Record<string, unknown> = {}
		for (const [status, spec] of Object.entries(operation.responses)) {
			const codes = spec.codes ?? []
			const description =
				Number(status) < 300
					? englishText('apiDocs.success')
					: codes.map((code) => `${code}: ${englishText(ERROR_CATALOGUE[code]!.key)}`).join(' ')
			responses[status] = {
				description,
				...(status === '429'
					? {
							headers: {
								'Retry-After': {
									schema: { type: 'integer' },
									description: englishText('apiDocs.retryAfter'),
								},
							},
						}
					: {}),
				content: { 'application/json': { schema: responseSchemaRef(spec.schema, named) } },
			}
		}
		paths[operation.path] ??= {}
		paths[operation.path]![operation.method] = {
			operationId: operation.operationId,
			summary: englishText(operation.summaryKey),
			description: englishText(operation.descriptionKey),
			...(operation.scope ? { 'x-required-scope': operation.scope } : {}),
			security: [{ bearerAuth: [] }, { cookieSession: [] }],
			parameters: parametersOf(operation),
			...(operation.body ? { requestBody: requestBodyOf(operation) } : {}),
			responses,
		}
	}
	return {
		openapi: '3.1.0',
		info: {
			title: 'Vibecast API',
			version: '1.0.0',
			description: englishText('apiDocs.openapiDescription', {
				scopes: API_SCOPES.join(', '),
				max: TOKEN_RATE_LIMIT.max,
			}),
		},
		servers: [{ url: '/' }],
		paths,
		components: {
			schemas,
			securitySchemes: {
				bearerAuth: {
					type: 'http',
					scheme: 'bearer',
					description: englishText('apiDocs.bearerAuth'),
				},
				cookieSession: {
					type: 'apiKey',
					in: 'cookie',
					name: '__session',
					description: englishText('apiDocs.cookieAuth'),
				},
			},
		},
	}
}
