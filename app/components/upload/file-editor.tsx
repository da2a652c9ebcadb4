import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'

export type UploadedFile = {
	id: string
	originalFilename: string
	characterCount: number
	content: string
}

/**
 * The extracted text, editable, inside the generator's form. It sends inputType "file" with the
 * file's name and original count, and warns near (90%) and over the generator's limit.
 */
export function FileEditor({
	upload,
	maxChars,
	showSuccess,
	onChange,
}: {
	upload: UploadedFile
	maxChars: number
	showSuccess: boolean
	onChange?: (text: string) => void
}) {
	const { t, i18n } = useTranslation()
	const [text, setText] = useState(upload.content)
	const [success, setSuccess] = useState(showSuccess)
	useEffect(() => {
		if (!success) return
		const timer = setTimeout(() => setSuccess(false), 3000)
		return () => clearTimeout(timer)
	}, [success])
	const length = countCharacters(text)
	const over = length > maxChars
	const near = !over && length > maxChars * 0.9
	const limit = new Intl.NumberFormat(i18n.language).format(maxChars)
	const tone = over ? 'text-red-700' : near ? 'text-amber-700' : 'text-slate-600'
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
				<label htmlFor="sourceContent" className="text-sm font-medium text-slate-800">
					{t('upload.editing', { filename: upload.originalFilename })}
				</label>
				<span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
					{t('upload.original', { count: upload.characterCount })}
				</span>
			</div>
			<textarea
				id="sourceContent"
				name="sourceContent"
				rows={12}
				value={text}
				onChange={(event) => {
					setText(event.currentTarget.value)
					onChange?.(event.currentTarget.value)
				}}
				className="field-input resize-y"
				aria-invalid={over ? true : undefined}
				aria-describedby="file-editor-status"
			/>
			<div id="file-editor-status" className="flex flex-wrap justify-between gap-2 text-sm">
				<span className={tone}>
					{over ? t('upload.overLimit', { limit }) : near ? t('upload.approaching') : null}
				</span>
				<span className={`tabular-nums ${tone}`}>
					{t('generate.counter', { count: length, max: maxChars })}
				</span>
			</div>
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
