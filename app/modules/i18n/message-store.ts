// A page's messages reach the browser as a file of their own (ADR 020), not inside the page's
// inline data: the page names them (`MessagesRef`), a classic script loads them before the
// app's modules run (`window.__vcMessages`), and a move to another page fetches that page's as
// JSON. Both files are cached for good: their name carries a hash of their content. On the
// server the root loader puts the page's messages here before the page renders.
import type { Language } from './languages.ts'

export type MessagesRef = { language: Language; page: string; version: string }

type Messages = Record<string, unknown>
type MessagesWindow = { __vcMessages?: Record<string, Messages> }

const store = new Map<string, Messages>()

const keyOf = (ref: MessagesRef) => `${ref.language} ${ref.page} ${ref.version}`

/** The file's address, as a script (`js`, for the first page) or as data (`json`). */
export function messagesUrl(ref: MessagesRef, format: 'js' | 'json') {
	const query = new URLSearchParams({ page: ref.page, v: ref.version })
	return `/resources/messages/${ref.language}.${format}?${query}`
}

/** The script's body: it files the messages under the reference's key. */
export function messagesScript(ref: MessagesRef, messages: Messages) {
	return `(window.__vcMessages??={})[${JSON.stringify(keyOf(ref))}]=${JSON.stringify(messages)};`
}

export function rememberMessages(ref: MessagesRef, messages: Messages) {
	store.set(keyOf(ref), messages)
}

/** The messages of this reference, if this side has them already. */
export function storedMessages(ref: MessagesRef): Messages | undefined {
	const key = keyOf(ref)
	const found =
		store.get(key) ??
		(typeof window === 'undefined' ? undefined : (window as MessagesWindow).__vcMessages?.[key])
	if (found) store.set(key, found)
	return found
}

/** Makes sure the messages are here, fetching the JSON file when they are not. */
export async function loadMessages(ref: MessagesRef) {
	const stored = storedMessages(ref)
	if (stored) return stored
	const response = await fetch(messagesUrl(ref, 'json'))
	if (!response.ok) throw new Error(`messages ${ref.language} ${ref.page}: ${response.status}`)
	const messages = (await response.json()) as Messages
	rememberMessages(ref, messages)
	return messages
}
