import { getTextareaProps } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type AnyField, FieldErrors } from '../form-fields.tsx'

export type UploadedFile = {
	id: string
	originalFilename: string
	characterCount: number
	content: string
}

/**
 * The extracted text, editable, as the generator form's source field. It sends inputType "file"
 * with the file's name and original count, and warns near (90%) and over the generator's limit
 * while the user edits (SPEC §5).
 */
export function FileEditor({
	field,
	upload,
	maxChars,
	showSuccess,
}: {
	field: AnyField
	upload: UploadedFile
	maxChars: number
	showSuccess: boolean
}) {
	const { t, i18n } = useTranslation()
	const hydrated = useHydrated()
	const [success, setSuccess] = useState(showSuccess)
	useEffect(() => {
		if (!success) return
		const timer = setTimeout(() => setSuccess(false), 3000)
		return () => clearTimeout(timer)
	}, [success])
	const length = countCharacters(typeof field.value === 'string' ? field.value : '')
	const over = length > maxChars
	const near = !over && length > maxChars * 0.9
	const limit = new Intl.NumberFormat(i18n.language).format(maxChars)
	const tone = over ? 'text-red-700' : near ? 'text-amber-700' : 'text-slate-600'
	// The editor's own over-limit message stands for the schema's while editing.
	const errors = hydrated && over ? [] : field.errors
	const { key: _key, ...textareaProps } = getTextareaProps(field, { ariaAttributes: false })
	return (
		<div className="space-y-2">
			{success ? (
				<p
					role="status"
					className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800"
				>
					{t('upload.success')}
				</p>
			) : null}
			<input type="hidden" name="inputType" value="file" />
			<input type="hidden" name="originalFilename" value={upload.originalFilename} />
			<input type="hidden" name="characterCount" value={upload.characterCount} />
			<div className="flex flex-wrap items-center justify-between gap-2">
				<label
					htmlFor={field.id}
					className="min-w-0 text-sm font-medium break-words text-slate-800"
				>
					{t('upload.editing', { filename: upload.originalFilename })}
				</label>
				<span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
					{t('upload.original', { count: upload.characterCount })}
				</span>
			</div>
			<textarea
				key={field.key}
				rows={12}
				className="field-input resize-y"
				{...textareaProps}
				aria-invalid={over || errors?.length ? true : undefined}
				aria-describedby={[`${field.id}-status`, errors?.length ? field.errorId : null]
					.filter(Boolean)
					.join(' ')}
			/>
			<div id={`${field.id}-status`} className="flex flex-wrap justify-between gap-2 text-sm">
				<span className={tone}>
					{over ? t('upload.overLimit', { limit }) : near ? t('upload.approaching') : null}
				</span>
				<span className={`tabular-nums ${tone}`}>
					{t('generate.counter', { count: length, max: maxChars })}
				</span>
			</div>
			<FieldErrors id={field.errorId} errors={errors} />
			<Link
				to="?mode=file"
				replace
				preventScrollReset
				className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
			>
				{t('upload.replace')}
			</Link>
		</div>
	)
}
