// Request checks that sit in front of the React Router handler.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A state-changing request from another site is refused: its Origin (or, when a browser leaves
 * Origin out, Sec-Fetch-Site) must name this host. Clients that send neither (curl, server-to-
 * server webhooks) are not browsers carrying a victim's cookie, so they pass.
 * @param {{ method: string, host: string | undefined, origin: string | undefined, secFetchSite: string | undefined, allowedOrigins?: string[] }} request
 */
export function isCrossSiteWrite({ method, host, origin, secFetchSite, allowedOrigins = [] }) {
	if (SAFE_METHODS.has(method.toUpperCase())) return false
	if (origin && origin !== 'null') {
		if (allowedOrigins.includes(origin)) return false
		try {
			return new URL(origin).host !== host
		} catch {
			return true
		}
	}
	// Browsers send `Origin: null` under some referrer policies and from sandboxed frames; then
	// only the browser's own Sec-Fetch-Site can vouch for the request.
	if (origin === 'null') return secFetchSite !== 'same-origin'
	return secFetchSite === 'cross-site'
}

/**
 * An API call authenticated by its Authorization header (an API token, issue 15). Such a call is
 * judged by the token alone (a cookie sent along is ignored), so a cross-site origin cannot
 * borrow anyone's session with it: it skips the cross-site write check.
 * @param {{ path: string, authorization: string | undefined }} request
 */
export function isTokenApiCall({ path, authorization }) {
	return path.startsWith('/api/') && typeof authorization === 'string' && authorization !== ''
}
