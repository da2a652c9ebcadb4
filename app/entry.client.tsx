import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { noteTypedBeforeHydration } from './utils/typed-before-hydration.ts'

// What the user typed while the page's code was loading is noted before React takes over the
// page (see typed-before-hydration.ts); the root puts it back once hydrated.
noteTypedBeforeHydration()

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
