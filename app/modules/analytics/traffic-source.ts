// Where a visitor came from (SPEC §7): utm_source (with utm_medium), then `ref`, then the
// referrer's host; a visit with none of them is direct. Classified once, at the first visit,
// and kept (visitor.server.ts) so that a sign-up days later is credited to that first visit.

export type TrafficSource = { source: string; medium: string | null; campaign: string | null }

const KNOWN_HOSTS: Array<[source: string, hosts: string[]]> = [
	['twitter', ['twitter.com', 'x.com', 't.co']],
	['reddit', ['reddit.com', 'redd.it']],
	['facebook', ['facebook.com', 'fb.com', 'fb.me', 'm.facebook.com', 'l.facebook.com']],
	['instagram', ['instagram.com', 'l.instagram.com']],
	['linkedin', ['linkedin.com', 'lnkd.in']],
	['tiktok', ['tiktok.com']],
	['youtube', ['youtube.com', 'youtu.be']],
	['google', ['google.com']],
	['bing', ['bing.com']],
	['duckduckgo', ['duckduckgo.com']],
]

/** Sources that arrive under another name in UTM tags and `ref` (x → twitter, fb → facebook). */
const ALIASES: Record<string, string> = {
	x: 'twitter',
	't.co': 'twitter',
	fb: 'facebook',
	ig: 'instagram',
	yt: 'youtube',
	ddg: 'duckduckgo',
}

const MAX_LABEL = 60

/** Lower-case letters, digits and `._-` only: a source is a label, never free text. */
export function cleanLabel(value: string | null | undefined): string | null {
	if (!value) return null
	const cleaned = value
		.trim()
		.toLowerCase()
		.replace(/[^a-z0-9._-]+/g, '_')
		.replace(/^_+|_+$/g, '')
		.slice(0, MAX_LABEL)
	return cleaned || null
}

function knownSourceOfHost(host: string): string | null {
	const bare = host.toLowerCase().replace(/^www\./, '')
	for (const [source, hosts] of KNOWN_HOSTS) {
		for (const known of hosts) {
			if (bare === known || bare.endsWith(`.${known}`)) return source
		}
		// google.es, google.com.br, bing.co.uk …
		if (
			(source === 'google' || source === 'bing') &&
			new RegExp(`(^|\\.)${source}\\.[a-z.]+$`).test(bare)
		) {
			return source
		}
	}
	return null
}

function named(label: string | null): string | null {
	if (!label) return null
	return ALIASES[label] ?? knownSourceOfHost(label) ?? label
}

export function classifyTrafficSource({
	url,
	referrer,
}: {
	url: URL
	referrer?: string | null
}): TrafficSource {
	const params = url.searchParams
	const utmSource = named(cleanLabel(params.get('utm_source')))
	if (utmSource) {
		return {
			source: utmSource,
			medium: cleanLabel(params.get('utm_medium')),
			campaign: cleanLabel(params.get('utm_campaign')),
		}
	}
	const ref = named(cleanLabel(params.get('ref') ?? params.get('source')))
	if (ref) return { source: ref, medium: 'ref', campaign: null }
	if (referrer) {
		let host: string | null = null
		try {
			const parsed = new URL(referrer)
			if (parsed.protocol === 'http:' || parsed.protocol === 'https:') host = parsed.hostname
		} catch {
			host = null
		}
		// A link inside the app is not a source.
		if (host && host !== url.hostname) {
			const known = knownSourceOfHost(host)
			if (known)
				return {
					source: known,
					medium:
						known === 'google' || known === 'bing' || known === 'duckduckgo' ? 'organic' : 'social',
					campaign: null,
				}
			const label = cleanLabel(host.replace(/^www\./, ''))
			if (label) return { source: `referral:${label}`, medium: 'referral', campaign: null }
		}
	}
	return { source: 'direct', medium: null, campaign: null }
}
