import {
	clientIpFrom,
	hitRateLimit,
	peekRateLimit,
	type RateLimitResult,
} from './rate-limit.server.ts'

// Wrong codes (authenticator, backup, emailed) are limited per account and per client IP:
// 5 wrong codes per account and 10 per IP in 5 minutes. Only failures count, so a user who
// signs in often is never locked out by their own correct codes.
const WINDOW_MS = 5 * 60 * 1000
const MAX_PER_SUBJECT = 5
const MAX_PER_IP = 10

type Scope = 'mfa' | 'mfa-setup' | 'email-code'

function keys(request: Request, scope: Scope, subject: string) {
	return [
		{ key: `${scope}:subject:${subject}`, max: MAX_PER_SUBJECT },
		{ key: `${scope}:ip:${clientIpFrom(request)}`, max: MAX_PER_IP },
	]
}

export function codeAttemptsBlocked(
	request: Request,
	scope: Scope,
	subject: string,
): Extract<RateLimitResult, { allowed: false }> | null {
	for (const { key, max } of keys(request, scope, subject)) {
		const result = peekRateLimit(key, { max })
		if (!result.allowed) return result
	}
	return null
}

export function recordFailedCodeAttempt(request: Request, scope: Scope, subject: string) {
	for (const { key, max } of keys(request, scope, subject)) {
		hitRateLimit(key, { max, windowMs: WINDOW_MS })
	}
}
