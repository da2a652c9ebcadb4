// Only same-origin paths are followed after sign-in: `//evil.example`, `https://…` and paths
// with tabs or newlines (browsers drop those, so `/\t/evil.example` becomes `//evil.example`)
// are not. Nor are React Router's data URLs (`/_.data`, `/reels.data`): a page is.
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (!to || typeof to !== 'string') return fallback
	// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
	if (!to.startsWith('/') || /[\u0000-\u001f\\]/.test(to)) return fallback
	try {
		const base = 'http://same-origin.invalid'
		const url = new URL(to, base)
		if (url.pathname.endsWith('.data')) return fallback
		return url.origin === base ? to : fallback
	} catch {
		return fallback
	}
}
