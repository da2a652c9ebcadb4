import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { ERROR_CATALOGUE } from './error-catalogue.ts'
import { apiOperations, requestSchemaOf, type ApiOperation } from './openapi.server.ts'

type JsonSchema = Record<string, unknown>

/** "string", "30 | 60 | 90", "boolean | on | true…": a field's type as a reader needs it. */
export function typeLabel(schema: JsonSchema): string {
	if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ')
	if ('const' in schema) return JSON.stringify(schema.const)
	if (Array.isArray(schema.anyOf)) {
		return (schema.anyOf as JsonSchema[])
			.filter((each) => each.const !== '')
			.map(typeLabel)
			.join(' | ')
	}
	return typeof schema.type === 'string' ? schema.type : 'any'
}

function curlExample(request: Request, operation: ApiOperation) {
	const url = absoluteUrl(request, operation.examplePath ?? operation.path)
	const lines = [
		`curl${operation.method === 'post' ? ' -X POST' : ''} "${url}"`,
		'  -H "Authorization: Bearer $VIBECAST_TOKEN"',
	]
	if (operation.body?.type === 'json') {
		lines.push('  -H "Content-Type: application/json"')
		const json = JSON.stringify(operation.body.example).replace(/'/g, `'\\''`)
		lines.push(`  -d '${json}'`)
	}
	if (operation.body?.type === 'file') lines.push('  -F "file=@notes.md"')
	return lines.join(' \\\n')
}

/** What /docs/api shows of each call, read from the same definitions as the OpenAPI document. */
export function referencePageData(request: Request) {
	const operations = apiOperations.map((operation) => {
		const schema = requestSchemaOf(operation)
		const required = (schema?.required as string[] | undefined) ?? []
		const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>
		return {
			id: operation.operationId,
			method: operation.method.toUpperCase(),
			path: operation.path,
			summaryKey: operation.summaryKey,
			descriptionKey: operation.descriptionKey,
			scope: operation.scope,
			parameters: [
				...(operation.pathParams ?? []).map((name) => ({ name, type: 'string', required: true })),
				...Object.entries(operation.query?.shape ?? {}).map(([name]) => ({
					name,
					type: 'integer',
					required: false,
				})),
			],
			fields: Object.entries(properties).map(([name, property]) => ({
				name,
				type: typeLabel(property),
				required: required.includes(name),
				maxLength: typeof property.maxLength === 'number' ? property.maxLength : null,
			})),
			file: operation.body?.type === 'file',
			responses: Object.entries(operation.responses).map(([status, spec]) => ({
				status: Number(status),
				codes: spec.codes ?? [],
			})),
			curl: curlExample(request, operation),
		}
	})
	const errors = Object.entries(ERROR_CATALOGUE)
		.map(([code, { status, key }]) => ({ code, status, key }))
		.sort((a, b) => a.status - b.status)
	return { operations, errors }
}
