import { useEffect, useMemo, useRef } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useDraft } from '#app/modules/forms/use-draft.ts'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { type AnyField, type AnyForm, DraftNotice } from './form-fields.tsx'
import type { UploadedFile } from './upload/file-editor.tsx'
import { UploadPanel } from './upload/upload-panel.tsx'

/**
 * What the two generator forms (posts and reels) share around their fields:
 * - an upload (or going back to typing, which drops the file: SPEC §4) replaces the source
 *   text, while what is typed in the other fields stays;
 * - the upload panel, part of the page's first download like the file editor: a lazy boundary
 *   re-rendered at hydration dropped a file chosen (or text edited) while its code was loading;
 * - the unsent draft kept on the device, and the notice offering it back;
 * - whether a text field is over its limit (the button waits; the server checks again).
 */
export function useGeneratorSupport({
	form,
	fields,
	limits,
	source,
	sent,
	upload,
}: {
	form: AnyForm
	fields: Record<string, AnyField>
	/** the text fields and their limits; they are also what a draft keeps */
	limits: Record<string, number>
	source: { mode: 'text' | 'file'; upload: UploadedFile | null }
	/** the text of the generation on screen, if any: a draft equal to it was sent */
	sent: Record<string, string> | null
	upload: { returnTo: '/' | '/reels'; error: string | null; tip: string }
}) {
	const userId = useRouteLoaderData<typeof rootLoader>('root')?.user?.id
	const textFields = useMemo(() => Object.keys(limits), [limits])
	const fileSource = source.mode === 'file' ? source.upload : null
	const sourceName = fields.sourceContent?.name ?? 'sourceContent'

	const sourceKey = `${source.mode}:${source.upload?.id ?? ''}`
	const shownSource = useRef(sourceKey)
	useEffect(() => {
		if (shownSource.current === sourceKey) return
		shownSource.current = sourceKey
		form.update({ name: sourceName, value: fileSource?.content ?? '' })
	}, [sourceKey, fileSource, form, sourceName])

	const uploadPanel = useMemo(
		() => <UploadPanel returnTo={upload.returnTo} error={upload.error} tip={upload.tip} />,
		[upload.returnTo, upload.error, upload.tip],
	)

	const draft = useDraft({ userId, formId: form.id, textFields, sent })
	const draftNotice = draft.offer ? (
		<DraftNotice
			savedAt={draft.offer.savedAt}
			onRestore={() => {
				form.update({
					value: { ...(form.value as Record<string, string>), ...draft.offer!.values },
				})
				draft.accept()
			}}
			onDiscard={draft.discard}
		/>
	) : null

	const overLimit = textFields.some((name) => {
		const value = fields[name]?.value
		return typeof value === 'string' && countCharacters(value) > (limits[name] ?? Infinity)
	})

	return { uploadPanel, draftNotice, overLimit }
}
