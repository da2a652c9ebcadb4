import { type MessagesRef, storedMessages } from '#app/modules/i18n/message-store.ts'

// Page titles come from the page's messages: the root loader names them (ADR 020) and they are
// in the store by the time meta runs (put there by the loader on the server, by the messages
// file or the root's clientLoader in the browser).
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The page's messages, found through the root's data. */
export function rootMessages(matches: Matches): Record<string, unknown> | undefined {
	const root = matches.find((match) => match?.id === 'root')?.loaderData as
		{ messages?: MessagesRef } | undefined
	return root?.messages ? storedMessages(root.messages) : undefined
}

/** The message at a dotted key path, if it is a string. */
export function messageAt(matches: Matches, key: string): string | null {
	const value = key
		.split('.')
		.reduce<unknown>(
			(node, part) =>
				node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
			rootMessages(matches),
		)
	return typeof value === 'string' ? value : null
}

export function translatedTitle(matches: Matches, key: string): { title: string }[] {
	const page = messageAt(matches, key)
	return [{ title: page ? `${page} · Vibecast` : 'Vibecast' }]
}

/** The title and the search engines' description of a page, from its messages. */
export function translatedMeta(matches: Matches, titleKey: string, descriptionKey: string) {
	const description = messageAt(matches, descriptionKey)
	return [
		...translatedTitle(matches, titleKey),
		...(description ? [{ name: 'description', content: description }] : []),
	]
}
