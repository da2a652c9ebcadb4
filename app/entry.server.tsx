import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'

export const streamTimeout = 5_000

// For server/index.js: what to load once the server is up rather than at the first request.
export { preloadEngines } from '#app/modules/engine/engine-pool.server.ts'

/**
 * Errors are logged, except the router's own answers to a client's mistake (a POST to a page
 * without a form, a method nothing handles: 404, 405), which are not the server's to report.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	console.error(error)
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	_loadContext: RouterContextProvider,
) {
	// The Node server puts a fresh CSP nonce on every request (server/index.js).
	const nonce = request.headers.get('x-csp-nonce') ?? undefined
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// The timer that aborts a render still streaming after `streamTimeout` (its Suspense
		// boundaries then flush as errors). It is cleared once the stream is done: left to run,
		// its closure kept every finished render (request, router context, React's tree and
		// buffers) alive for 6 s, about 1,500 renders at 300 pages a second, which outlived the
		// young generation, was promoted and grew the old space by hundreds of MB under load
		// (ADR 031).
		let abortTimer: ReturnType<typeof setTimeout> | undefined
		const clearAbortTimer = () => {
			clearTimeout(abortTimer)
			abortTimer = undefined
		}
		const userAgent = request.headers.get('user-agent')
		// Bots and no-JS clients get the whole document at once; browsers get it streamed.
		const readyEvent = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady'
		const { pipe, abort } = renderToPipeableStream(
			<ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
			{
				nonce,
				// Every page works without JavaScript, so no finished part of it may wait in the
				// stream for React's reveal script: React would otherwise move a large Suspense
				// boundary (the dashboard's results) to the end of the document, hidden.
				progressiveChunkSize: Number.POSITIVE_INFINITY,
				[readyEvent]() {
					shellRendered = true
					const body = new PassThrough({
						// Called when React has written the last byte (also after an abort).
						final(callback) {
							clearAbortTimer()
							callback()
						},
					})
					// A client that goes away before the end: the stream is destroyed, not ended.
					body.once('close', clearAbortTimer)
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					clearAbortTimer()
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) console.error(error)
				},
			},
		)
		abortTimer = setTimeout(abort, streamTimeout + 1000)
	})
}
