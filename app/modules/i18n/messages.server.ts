import { createHash } from 'node:crypto'
import { type Language } from './languages.ts'
import type { MessagesRef } from './message-store.ts'
import { LAYOUT_MESSAGES, PAGE_MESSAGES } from './page-messages.ts'
import { resources } from './resources.ts'

type Tree = Record<string, unknown>

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/

/** The subtrees at these key paths ('billing.toast', 'signin'), merged into one object. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
	const picked: Tree = {}
	for (const path of paths) {
		const parts = path.split('.')
		const last = parts.at(-1)!
		const parent = parts
			.slice(0, -1)
			.reduce<unknown>(
				(node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined),
				messages,
			)
		if (!parent || typeof parent !== 'object') continue
		// A plural key ('history.count') is its forms ('count_one', 'count_other').
		const found = Object.entries(parent).filter(
			([key]) => key === last || key.replace(PLURAL_SUFFIX, '') === last,
		)
		if (found.length === 0) continue
		let to = picked
		for (const part of parts.slice(0, -1)) to = (to[part] ??= {}) as Tree
		for (const [key, value] of found) to[key] = value
	}
	return picked
}

// Picked once per language and page, then the same object is sent every time.
const cache = new Map<string, Tree>()

/**
 * The messages a page renders (by its route pattern): the layout's and the page's own
 * (page-messages.ts). A page not listed gets every message of the language.
 */
export function messagesFor(language: Language, routePattern = '') {
	return messagesForPage(language, pageKeyFor(routePattern))
}

/** By the page's key (pageKeyFor): '*' is every message of the language. */
export function messagesForPage(language: Language, page: string) {
	const cacheKey = `${language} ${page}`
	let messages = cache.get(cacheKey)
	if (!messages) {
		const all = resources[language].translation as Tree
		const paths = PAGE_MESSAGES[page]
		messages = paths ? pickMessages(all, [...LAYOUT_MESSAGES, ...paths]) : all
		cache.set(cacheKey, messages)
	}
	return messages
}

/** A page's key in PAGE_MESSAGES, or '*' for a page not listed (it gets every message). */
export function pageKeyFor(routePattern = '') {
	// React Router joins the matched routes' paths without a leading slash ('signin', '*').
	const pattern = `/${routePattern.replace(/^\/+/, '')}`
	return PAGE_MESSAGES[pattern] ? pattern : '*'
}

const versions = new WeakMap<Tree, string>()

/**
 * Where the browser finds a page's messages: a file per language and page, named by a hash of
 * its content, so it can be cached for good and a deploy that changes a word gets a new name
 * (ADR 020). The page's HTML carries this reference instead of the messages themselves.
 */
export function messagesRefFor(language: Language, routePattern = ''): MessagesRef {
	return messagesRefForPage(language, pageKeyFor(routePattern))
}

/** By the page's key (pageKeyFor). */
export function messagesRefForPage(language: Language, page: string): MessagesRef {
	const messages = messagesForPage(language, page)
	let version = versions.get(messages)
	if (!version) {
		version = createHash('sha256').update(JSON.stringify(messages)).digest('base64url').slice(0, 10)
		versions.set(messages, version)
	}
	return { language, page, version }
}
