import { getEnv } from '#app/utils/env.server.ts'
import { resetAccountThrottleForTests } from './account-throttle.server.ts'

// A fixed-window counter per key, in memory. One process serves writes (the LiteFS primary), so
// a process-local limiter is enough for sign-in and sign-up abuse; it resets on restart.
type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export function hitRateLimit(
	key: string,
	{
		max = getEnv().AUTH_RATE_LIMIT_MAX,
		windowMs = getEnv().AUTH_RATE_LIMIT_WINDOW_MS,
		now = Date.now(),
	}: { max?: number; windowMs?: number; now?: number } = {},
): RateLimitResult {
	const current = windows.get(key)
	if (!current || current.resetAt <= now) {
		windows.set(key, { count: 1, resetAt: now + windowMs })
		if (windows.size > 10_000) pruneExpired(now)
		return { allowed: true }
	}
	current.count += 1
	if (current.count > max) {
		return { allowed: false, retryAfterSeconds: Math.ceil((current.resetAt - now) / 1000) }
	}
	return { allowed: true }
}

/** Whether `key` is over `max` in its current window, without counting this check. */
export function peekRateLimit(
	key: string,
	{ max, now = Date.now() }: { max: number; now?: number },
): RateLimitResult {
	const current = windows.get(key)
	if (!current || current.resetAt <= now || current.count < max) return { allowed: true }
	return { allowed: false, retryAfterSeconds: Math.ceil((current.resetAt - now) / 1000) }
}

function pruneExpired(now: number) {
	for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
}

export function resetRateLimitsForTests() {
	windows.clear()
	resetAccountThrottleForTests()
}

export function clientIpFrom(request: Request): string {
	// The Node server sets x-client-ip from the socket (or a trusted proxy); nothing else is used.
	return request.headers.get('x-client-ip') ?? 'unknown'
}
