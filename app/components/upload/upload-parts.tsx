import { lazy } from 'react'

// The upload panel shows only in the "Upload File" mode, so it is not part of a generator page's
// first download. The server renders it (loaded once, at start); in the browser it loads on
// demand, inside a <Suspense> boundary that keeps the server's HTML (and its plain form, which
// works without it) until its code has arrived. The element must stay the same object while
// the page hydrates (useMemo in the forms): a boundary whose props change before it has
// hydrated is rendered afresh, which would drop a file chosen in the meantime.

const loadUploadPanel = () =>
	import('./upload-panel.tsx').then((module) => ({ default: module.UploadPanel }))

export const UploadPanel = import.meta.env.SSR
	? (await loadUploadPanel()).default
	: lazy(loadUploadPanel)
