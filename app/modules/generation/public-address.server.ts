// Which network addresses a user's AI base URL (BYOK) may reach. Our server makes that request,
// so a URL pointing into our own network would let any user probe it (SSRF). Only public
// unicast addresses are allowed, and they are checked where it counts: when the connection is
// made, on the address actually dialled, so a name that resolves elsewhere later (DNS
// rebinding) gains nothing.
import dns, { type LookupAddress } from 'node:dns'
import net from 'node:net'
import { createRequire } from 'node:module'
import type * as Undici from 'undici'
import type { Agent } from 'undici'
import { getEnv } from '#app/utils/env.server.ts'

/**
 * Whether users' own base URLs may reach private addresses: only with ALLOW_PRIVATE_AI_BASE_URL
 * (self-hosters running Ollama or LM Studio next to the app) or outside production.
 */
export function privateBaseUrlsAllowed() {
	const env = getEnv()
	return env.ALLOW_PRIVATE_AI_BASE_URL || env.NODE_ENV !== 'production'
}

type V4 = [number, number, number, number]

function v4Parts(address: string): V4 {
	return address.split('.').map(Number) as V4
}

function isPublicV4([a, b, c]: V4) {
	return !(
		a === 0 || // "this" network
		a === 10 ||
		a === 127 ||
		(a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
		(a === 169 && b === 254) || // link-local (cloud metadata)
		(a === 172 && b >= 16 && b <= 31) ||
		(a === 192 && b === 168) ||
		(a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol, documentation
		(a === 192 && b === 88 && c === 99) || // 6to4 relay
		(a === 198 && (b === 18 || b === 19)) || // benchmarking
		(a === 198 && b === 51 && c === 100) ||
		(a === 203 && b === 0 && c === 113) ||
		a >= 224 // multicast, reserved, broadcast
	)
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null. */
function v6Groups(address: string): number[] | null {
	let text = address.toLowerCase().replace(/%.*$/, '')
	const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
	if (tail) {
		if (!net.isIPv4(tail)) return null
		const [a, b, c, d] = v4Parts(tail)
		text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
	}
	const halves = text.split('::')
	if (halves.length > 2) return null
	const head = halves[0] ? halves[0].split(':') : []
	const rest = halves.length === 2 ? (halves[1] ? halves[1].split(':') : []) : null
	const groups = rest ? [...head, ...Array(8 - head.length - rest.length).fill('0'), ...rest] : head
	if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null
	return groups.map((group) => parseInt(group, 16))
}

function isPublicV6(groups: number[]) {
	const [g0 = 0, g1 = 0] = groups
	// Only global unicast (2000::/3) is public. That alone refuses ::1, ::, the IPv4-mapped and
	// -compatible forms (::ffff:7f00:1, ::7f00:1), NAT64 (64:ff9b::), unique-local (fc00::/7),
	// link-local (fe80::/10), the old site-local (fec0::/10) and multicast (ff00::/8).
	if ((g0 & 0xe000) !== 0x2000) return false
	if (g0 === 0x2001 && g1 < 0x0200) return false // IETF protocol assignments, Teredo
	if (g0 === 0x2001 && g1 === 0x0db8) return false // documentation
	if (g0 === 0x2002) return false // 6to4: an IPv4 address (any, private too) inside
	if (g0 === 0x3fff && g1 < 0x1000) return false // documentation
	return true
}

/** Whether an IP address (v4 or v6, any notation Node accepts) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
	if (net.isIPv4(address)) return isPublicV4(v4Parts(address))
	if (!net.isIPv6(address)) return false
	const groups = v6Groups(address)
	return groups !== null && isPublicV6(groups)
}

export class PrivateAddressError extends Error {
	constructor(host: string) {
		super(`Refused to connect to ${host}: not a public address`)
		this.name = 'PrivateAddressError'
	}
}

type LookupCallback = (
	error: NodeJS.ErrnoException | null,
	address: string | LookupAddress[],
	family?: number,
) => void

/**
 * A `lookup` for net/tls.connect that resolves the name and refuses to connect when any address
 * it gives is not public. The socket then connects to exactly the address checked.
 */
export function publicOnlyLookup(resolve: typeof dns.lookup = dns.lookup) {
	return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
		resolve(hostname, { ...options, all: true }, (error, addresses) => {
			if (error) return callback(error, [])
			const list = addresses as LookupAddress[]
			if (list.length === 0 || list.some((entry) => !isPublicAddress(entry.address))) {
				return callback(new PrivateAddressError(hostname), [])
			}
			if (options.all) return callback(null, list)
			const first = list[0]!
			callback(null, first.address, first.family)
		})
	}
}

let agent: Agent | undefined

/**
 * undici, loaded when the first user-configured provider is called, not at start (ADR 033). It
 * is CommonJS: require gives the same module (and Agent class) that an import would, and keeps
 * these functions synchronous.
 */
function undici(): typeof Undici {
	return createRequire(import.meta.url)('undici') as typeof Undici
}

/** An undici dispatcher whose every connection goes through publicOnlyLookup. */
export function publicOnlyAgent(resolve?: typeof dns.lookup) {
	const { Agent } = undici()
	if (resolve) return new Agent({ connect: { lookup: publicOnlyLookup(resolve) } })
	agent ??= new Agent({ connect: { lookup: publicOnlyLookup() } })
	return agent
}

/**
 * fetch for a user's provider: an IP literal is checked here (no lookup happens for one), a
 * name at connect time by the agent.
 */
export function fetchPublicOnly(dispatcher: Agent = publicOnlyAgent()): typeof fetch {
	return (input, init) => {
		const url = new URL(input instanceof Request ? input.url : String(input))
		const host = url.hostname.replace(/^\[|\]$/g, '')
		if (net.isIP(host) && !isPublicAddress(host)) {
			return Promise.reject(new PrivateAddressError(host))
		}
		return fetch(input, { ...init, dispatcher } as RequestInit)
	}
}
