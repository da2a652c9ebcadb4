import { type Language } from './languages.ts'
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
 * The messages the root loader sends for a page (by its route pattern): the layout's and the
 * page's own (page-messages.ts). A page not listed gets every message of the language.
 */
export function messagesFor(language: Language, routePattern = '') {
	// React Router joins the matched routes' paths without a leading slash ('signin', '*').
	const pattern = `/${routePattern.replace(/^\/+/, '')}`
	const cacheKey = `${language} ${pattern}`
	let messages = cache.get(cacheKey)
	if (!messages) {
		const all = resources[language].translation as Tree
		const page = PAGE_MESSAGES[pattern]
		messages = page ? pickMessages(all, [...LAYOUT_MESSAGES, ...page]) : all
		cache.set(cacheKey, messages)
	}
	return messages
}
