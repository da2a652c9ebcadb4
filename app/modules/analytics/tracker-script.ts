// The browser half of first-party analytics: a few hundred bytes inlined in every page (with the
// CSP nonce), no library. It queues page views, `data-track` clicks and `data-track-view`
// impressions, and sends them in batches with navigator.sendBeacon to POST /api/analytics when
// the page is hidden (or every few seconds). It works on pages that ship no framework
// JavaScript. `window.vcTrack(name, label, value)` lets a page send its own; with Google Analytics
// loaded (after consent) every event is also pushed to its data layer.
//
// Markup: <button data-track="upgrade_button_clicked" data-track-label="creator_pro"
// data-track-value="39">, <section data-track-view="upgrade_prompt_viewed">.

function tracker(endpoint: string) {
	const w = window as unknown as {
		vcTrack?: (name: string, label?: string | null, value?: number | null) => void
		gtag?: (...args: unknown[]) => void
		dataLayer?: unknown[]
	}
	if (w.vcTrack) return
	const queue: Array<Record<string, unknown>> = []
	let timer: ReturnType<typeof setTimeout> | undefined
	const flush = () => {
		clearTimeout(timer)
		timer = undefined
		if (!queue.length) return
		const body = JSON.stringify({ events: queue.splice(0, 25) })
		if (!(navigator.sendBeacon && navigator.sendBeacon(endpoint, body))) {
			fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {})
		}
		if (queue.length) flush()
	}
	const track = (name: string, label?: string | null, value?: number | null) => {
		const event = { name, label: label || null, value: value ?? null, path: location.pathname }
		queue.push(event)
		if (w.gtag) w.gtag('event', name, { event_label: event.label, value: event.value })
		else if (w.dataLayer) w.dataLayer.push({ event: name, ...event })
		if (!timer) timer = setTimeout(flush, 4000)
	}
	w.vcTrack = track
	const views = () => {
		track('page_viewed', document.title)
		document.querySelectorAll<HTMLElement>('[data-track-view]').forEach((element) => {
			track(element.dataset.trackView!, element.dataset.trackLabel)
		})
	}
	views()
	// Client-side navigations of the hydrated app: the router changes the URL and the title; the
	// history API itself is left alone (the router relies on it).
	let lastPath = location.pathname
	const navigated = () => {
		if (location.pathname === lastPath) return
		lastPath = location.pathname
		setTimeout(views, 50)
	}
	new MutationObserver(navigated).observe(document.head, {
		childList: true,
		subtree: true,
		characterData: true,
	})
	addEventListener('popstate', navigated)
	document.addEventListener(
		'click',
		(event) => {
			const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-track]')
			if (!element) return
			const value = Number(element.dataset.trackValue)
			track(
				element.dataset.track!,
				element.dataset.trackLabel,
				Number.isFinite(value) ? value : null,
			)
			// A click that leaves the page (a link, a form post) is sent before it goes.
			if (element.closest('a,form')) flush()
		},
		true,
	)
	addEventListener('pagehide', flush)
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') flush()
	})
}

/** The inline script: the function above, minified by the build, called with the endpoint. */
export const trackerScript = `(${tracker.toString()})("/api/analytics")`
