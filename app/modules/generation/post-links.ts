// The link a post for a link goal carries. When no link is known (none in the goal, the
// "Link to share" field or the source) the engines write this placeholder, the results card
// marks it "add your link" and the copy buttons warn about it. No imports: the browser uses it.

export const LINK_PLACEHOLDER = '[link]'

export function hasLinkPlaceholder(content: string): boolean {
	return content.includes(LINK_PLACEHOLDER)
}
