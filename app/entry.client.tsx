import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadMessages, type MessagesRef } from './modules/i18n/message-store.ts'
import { noteTypedBeforeHydration } from './utils/typed-before-hydration.ts'

// What the user typed while the page's code was loading is noted before React takes over the
// page (see typed-before-hydration.ts); the root puts it back once hydrated.
// The page's messages come as a script beside the page (ADR 020); if it did not load, they are
// fetched before React renders, so the page never hydrates with keys in place of words.
const messages = document.documentElement.dataset.messages
const ready = messages
	? loadMessages(JSON.parse(messages) as MessagesRef).catch(() => {})
	: Promise.resolve()

void ready.then(() => {
	noteTypedBeforeHydration()
	startTransition(() => {
		hydrateRoot(
			document,
			<StrictMode>
				<HydratedRouter />
			</StrictMode>,
		)
	})
})
