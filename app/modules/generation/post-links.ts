// The link a post for a link goal carries. When no link is known (none in the goal, the
// "Link to share" field or the source) the engines write this placeholder, the results card
// marks it "add your link" and the copy buttons warn about it. No imports: the browser uses it.

export const LINK_PLACEHOLDER = '[link]'

export function hasLinkPlaceholder(content: string): boolean {
	return content.includes(LINK_PLACEHOLDER)
}

/** The "Link to share" field's longest accepted address. */
export const LINK_MAX_CHARS = 500

/** An http(s) address with a host and no spaces: what the "Link to share" field accepts. */
export function isWebAddress(value: string): boolean {
	if (/\s/.test(value)) return false
	try {
		const url = new URL(value)
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0
	} catch {
		return false
	}
}
