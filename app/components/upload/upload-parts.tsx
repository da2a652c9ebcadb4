import { lazy } from 'react'

// The upload panel and the file editor show only in the "Upload File" mode, so they are not part
// of a generator page's first download. The server renders them (loaded once, at start); in the
// browser they load on demand, inside a <Suspense> boundary that keeps the server's HTML (and
// its plain form, which works without them) until their code has arrived.

const loadUploadPanel = () =>
	import('./upload-panel.tsx').then((module) => ({ default: module.UploadPanel }))
const loadFileEditor = () =>
	import('./file-editor.tsx').then((module) => ({ default: module.FileEditor }))

export const UploadPanel = import.meta.env.SSR
	? (await loadUploadPanel()).default
	: lazy(loadUploadPanel)

export const FileEditor = import.meta.env.SSR
	? (await loadFileEditor()).default
	: lazy(loadFileEditor)
