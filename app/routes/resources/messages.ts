import { isLanguage } from '#app/modules/i18n/languages.ts'
import { messagesScript } from '#app/modules/i18n/message-store.ts'
import { messagesForPage, messagesRefForPage } from '#app/modules/i18n/messages.server.ts'
import { PAGE_MESSAGES } from '#app/modules/i18n/page-messages.ts'
import type { Route } from './+types/messages'

/**
 * A page's messages (ADR 020): `/resources/messages/<language>.js?page=<pattern>&v=<version>`,
 * the script the page loads, or `.json`, what a client-side move to that page fetches. The
 * version is a hash of the content: the current one is cached for a year; an old one (a page
 * from before a deploy) gets today's messages, not cached.
 */
export function loader({ params, request }: Route.LoaderArgs) {
	const match = /^([a-z]{2})\.(js|json)$/.exec(params.file)
	const query = new URL(request.url).searchParams
	const page = query.get('page') ?? ''
	const language = match?.[1]
	if (!match || !isLanguage(language) || (page !== '*' && !PAGE_MESSAGES[page])) {
		return new Response('Not found', { status: 404 })
	}
	const ref = messagesRefForPage(language, page)
	const messages = messagesForPage(language, page)
	const current = query.get('v') === ref.version
	const headers = {
		'Content-Type': match[2] === 'js' ? 'text/javascript; charset=utf-8' : 'application/json',
		'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
	}
	// Filed under the version the page asked for, so a page from before a deploy finds them.
	const asked = { ...ref, version: (query.get('v') ?? '').slice(0, 20) }
	const body =
		match[2] === 'js' ? messagesScript(current ? ref : asked, messages) : JSON.stringify(messages)
	return new Response(body, { headers })
}
