// Sign-up attribution (SPEC §3, §4): every account remembers how it was made (email, google,
// facebook, apple, twitter) and where its visitor first came from, and `sign_up` is recorded
// once, when the account is created.
import { recordServerEvent } from './record-event.server.ts'
import { classifyTrafficSource, type TrafficSource } from './traffic-source.ts'
import { visitOf } from './visitor.server.ts'

/**
 * The first visit's source; if that was direct, a source the sign-up itself names (the
 * `?source=` a social sign-in link carried through the provider round trip).
 */
export function signupAttribution(request: Request, named?: string | null): TrafficSource {
	const firstTouch = visitOf(request).firstTouch
	if (firstTouch.source !== 'direct' || !named) return firstTouch
	const fromName = classifyTrafficSource({
		url: new URL(`http://attribution.invalid/?${new URLSearchParams({ utm_source: named })}`),
	})
	return fromName.source === 'direct' ? firstTouch : { ...fromName, medium: null }
}

export async function recordSignUp(
	request: Request,
	{ userId, method, source }: { userId: string; method: string; source: string },
) {
	await recordServerEvent('sign_up', { userId, request, label: method, source })
}
