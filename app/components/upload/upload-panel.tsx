import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useNavigate } from 'react-router'
import { ACCEPTED_EXTENSIONS, checkUploadMeta } from '#app/modules/uploads/upload-rules.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

type UploadState =
	| { status: 'idle' }
	| { status: 'uploading'; percent: number }
	| { status: 'error'; message: string }

/**
 * The drop zone. Without JavaScript it is a plain multipart form with a file input and an
 * Upload button; with it, choosing or dropping a file uploads at once with real progress
 * (XMLHttpRequest upload events). Either way the server answers with the upload's id and the
 * page reloads the extracted text into the editor.
 */
export function UploadPanel({
	returnTo,
	error,
	tip,
}: {
	returnTo: '/' | '/reels'
	error: string | null
	tip: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const [state, setState] = useState<UploadState>({ status: 'idle' })
	const [dragging, setDragging] = useState(false)
	const request = useRef<XMLHttpRequest | null>(null)
	const input = useRef<HTMLInputElement>(null)
	useEffect(() => () => request.current?.abort(), [])
	// A file chosen before this panel's code arrived is uploaded now, not lost.
	useEffect(() => {
		const chosen = input.current?.files
		if (hydrated && chosen && chosen.length > 0) upload(chosen)
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel comes alive
	}, [hydrated])

	function fail(code: string) {
		setState({
			status: 'error',
			message: t(`upload.errors.${code}`, { defaultValue: t('upload.errors.upload-failed') }),
		})
	}

	function upload(files: FileList | File[]) {
		const list = Array.from(files)
		if (list.length === 0) return
		if (list.length > 1) return fail('too-many-files')
		const file = list[0]!
		// The same checks the server makes, so an obviously wrong file fails without a round trip.
		const meta = checkUploadMeta({ name: file.name, size: file.size })
		if (!meta.ok) return fail(meta.code)
		const body = new FormData()
		body.set('returnTo', returnTo)
		body.set('file', file)
		const xhr = new XMLHttpRequest()
		request.current = xhr
		xhr.open('POST', '/resources/upload')
		xhr.setRequestHeader('Accept', 'application/json')
		xhr.upload.onprogress = (event) => {
			if (!event.lengthComputable) return
			setState({
				status: 'uploading',
				percent: Math.min(99, Math.round((event.loaded / event.total) * 100)),
			})
		}
		xhr.onerror = () => fail('upload-failed')
		xhr.onload = () => {
			let json: { uploadId?: string; code?: string } = {}
			try {
				json = JSON.parse(xhr.responseText)
			} catch {
				// not JSON: reported below as a failed upload
			}
			if (xhr.status === 200 && json.uploadId) {
				setState({ status: 'uploading', percent: 100 })
				void navigate(`?mode=file&upload=${json.uploadId}&uploaded=1`, {
					replace: true,
					preventScrollReset: true,
				})
			} else fail(json.code ?? 'upload-failed')
		}
		setState({ status: 'uploading', percent: 0 })
		xhr.send(body)
	}

	const message = state.status === 'error' ? state.message : error
	const inputId = `upload-file-${returnTo === '/' ? 'posts' : 'reels'}`
	return (
		<form
			method="post"
			action="/resources/upload"
			encType="multipart/form-data"
			className="space-y-3"
			onSubmit={(event) => {
				if (!hydrated) return
				event.preventDefault()
				const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement | null
				if (input?.files) upload(input.files)
			}}
		>
			<input type="hidden" name="returnTo" value={returnTo} />
			<label
				htmlFor={inputId}
				onDragOver={(event) => {
					event.preventDefault()
					setDragging(true)
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={(event) => {
					event.preventDefault()
					setDragging(false)
					upload(event.dataTransfer.files)
				}}
				data-testid="drop-zone"
				className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center focus-within:outline-3 focus-within:outline-brand-500 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100'}`}
			>
				<span className="font-semibold">{t('upload.dropTitle')}</span>
				<span className="text-sm text-slate-600">{t('upload.dropHint')}</span>
				<input
					ref={input}
					id={inputId}
					type="file"
					name="file"
					accept={ACCEPTED_EXTENSIONS.join(',')}
					aria-label={t('upload.chooseFile')}
					aria-describedby={`${inputId}-tip`}
					className={hydrated ? 'sr-only' : 'mt-2 text-sm'}
					onChange={(event) => {
						if (hydrated && event.currentTarget.files) upload(event.currentTarget.files)
					}}
				/>
			</label>
			{!hydrated ? (
				<button type="submit" className="btn-primary">
					{t('upload.submit')}
				</button>
			) : null}
			{state.status === 'uploading' ? (
				<div>
					<div
						role="progressbar"
						aria-label={t('upload.uploading', { percent: state.percent })}
						aria-valuemin={0}
						aria-valuemax={100}
						aria-valuenow={state.percent}
						className="h-2 overflow-hidden rounded-full bg-slate-200"
					>
						<div
							className="h-full bg-brand-600 transition-[width]"
							style={{ width: `${state.percent}%` }}
						/>
					</div>
					<p className="mt-1 text-sm text-slate-700">
						{t('upload.uploading', { percent: state.percent })}
					</p>
				</div>
			) : null}
			{message ? (
				<p
					role="alert"
					className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
				>
					{message}
				</p>
			) : null}
			<p id={`${inputId}-tip`} className="text-sm text-slate-600">
				{tip}
			</p>
		</form>
	)
}
