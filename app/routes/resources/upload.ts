import { data, redirect } from 'react-router'
import { getUser, signinUrlFor } from '#app/modules/auth/session.server.ts'
import { handleUpload } from '#app/modules/uploads/upload-service.server.ts'
import { englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/upload'
import { getRequestSpace } from '#app/modules/workspaces/space.server.ts'

const RETURN_PAGES = new Set(['/', '/reels'])

/**
 * The upload panel's target. With JavaScript the panel posts here with XMLHttpRequest (for real
 * progress) and reads JSON; without it the multipart form posts here and is redirected back to
 * the generator, which loads the extracted text by id.
 */
export async function action({ request }: Route.ActionArgs) {
	const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false
	const user = await getUser(request)
	if (!user) {
		if (wantsJson)
			return data(
				{ error: englishMessage('errors.unauthorized'), code: 'UNAUTHORIZED' },
				{ status: 401 },
			)
		throw redirect(signinUrlFor(new Request(new URL('/', request.url))))
	}
	const outcome = await handleUpload(request, await getRequestSpace(request, user.id))
	const returnTo = RETURN_PAGES.has(outcome.fields.returnTo ?? '') ? outcome.fields.returnTo! : '/'
	if (wantsJson) {
		if (!outcome.ok)
			return data(
				{ error: `upload.errors.${outcome.code}`, code: outcome.code },
				{ status: outcome.status },
			)
		return data({
			uploadId: outcome.uploadId,
			content: outcome.content,
			originalFilename: outcome.originalFilename,
			characterCount: outcome.characterCount,
		})
	}
	const params = new URLSearchParams({ mode: 'file' })
	if (outcome.ok) params.set('upload', outcome.uploadId)
	else params.set('uploadError', outcome.code)
	throw redirect(`${returnTo}?${params}`)
}
