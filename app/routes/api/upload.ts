import { apiAuthFailureResponse, authenticateApi } from '#app/modules/api-tokens/api-auth.server.ts'
import { data } from 'react-router'
import { handleUpload } from '#app/modules/uploads/upload-service.server.ts'
import { englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/upload'

/** POST /api/upload (SPEC §7): multipart field "file" → content, originalFilename, characterCount. */
export async function action({ request }: Route.ActionArgs) {
	const auth = await authenticateApi(request, 'upload')
	if (!auth.ok) return apiAuthFailureResponse(auth.failure, 'error')
	const outcome = await handleUpload(request, auth.caller.space)
	if (!outcome.ok) {
		return data(
			{ error: englishMessage(`upload.errors.${outcome.code}`), code: outcome.code },
			{ status: outcome.status },
		)
	}
	return data({
		content: outcome.content,
		originalFilename: outcome.originalFilename,
		characterCount: outcome.characterCount,
	})
}
