/**
 * A line of a source for a list (the Recent and History lists): the Markdown marks a person
 * does not read as text are dropped ("# Title" is "Title", "[a link](url)" is "a link").
 */
export function plainExcerpt(text: string): string {
	return text
		.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
		.replace(/(^|\s)#{1,6}\s+/g, '$1')
		.replace(/(^|\s)(?:>\s*)+/g, '$1')
		.replace(/(^|\s)(?:[-*+]|\d+[.)])\s+/g, '$1')
		.replace(/(\*\*|__|\*|_|`|~~)(\S(?:.*?\S)?)\1/g, '$2')
		.replace(/\s+/g, ' ')
		.trim()
}

/** The lists' items with their excerpts as plain words (done by the loaders, not the browser). */
export function plainExcerpts<T extends { excerpt: string }>(items: T[]): T[] {
	return items.map((item) => ({ ...item, excerpt: plainExcerpt(item.excerpt) }))
}
