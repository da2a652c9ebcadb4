import { buildOpenApiDocument } from '#app/modules/api-reference/openapi.server.ts'

let document: ReturnType<typeof buildOpenApiDocument> | undefined

/** GET /api/openapi.json (issue 15): the token API as an OpenAPI 3.1 document. */
export function loader() {
	document ??= buildOpenApiDocument()
	return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
