import { getUpload } from './upload-service.server.ts'

type SavedGeneration = {
	id: string
	inputType: string
	originalFilename: string | null
	sourceContent: string
	options: Record<string, unknown>
}

/**
 * Where a generator's source comes from, read from the URL: `?mode=file`, `?upload=<id>` after
 * an upload, `?uploadError=<code>` after a refused one. A generation made from a file reopens
 * with its (edited) text in the file editor.
 */
export async function loadSourceState(
	userId: string,
	params: URLSearchParams,
	generation: SavedGeneration | null,
) {
	const uploadId = params.get('upload')
	const upload = uploadId
		? await getUpload(userId, uploadId)
		: generation?.inputType === 'file'
			? {
					id: `generation-${generation.id}`,
					originalFilename: generation.originalFilename ?? '',
					characterCount: Number(
						generation.options.characterCount ?? generation.sourceContent.length,
					),
					content: generation.sourceContent,
				}
			: null
	const fileMode =
		params.get('mode') === 'file' || (generation?.inputType === 'file' && !params.get('mode'))
	return {
		mode: (fileMode ? 'file' : 'text') as 'text' | 'file',
		upload,
		uploadError: params.get('uploadError'),
		justUploaded: Boolean(uploadId && upload),
	}
}
