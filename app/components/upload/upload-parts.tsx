import { lazy } from 'react'

// The upload panel is part of the page's first download: a lazy boundary re-renders it afresh
// when the page hydrates before its code has arrived, and a file chosen in the meantime was
// dropped (seen in CI under load). The file editor shows only after an upload, so it still
// loads on demand, inside a <Suspense> boundary that keeps the server's HTML until its code has
// arrived.
export { UploadPanel } from './upload-panel.tsx'

const loadFileEditor = () =>
	import('./file-editor.tsx').then((module) => ({ default: module.FileEditor }))

export const FileEditor = import.meta.env.SSR
	? (await loadFileEditor()).default
	: lazy(loadFileEditor)
