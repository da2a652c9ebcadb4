// Per-account backoff for password sign-in. The per-IP limit alone lets a botnet try passwords
// on one account from many addresses (and each try costs an Argon2 hash). After a few wrong
// passwords an account waits before the next try is even checked: 1 s, then 2, 4… up to a
// minute. The wait is short on purpose: an attacker cannot lock the real owner out for longer
// than that, and a right password clears the count. Process-local, like the other limiters
// (one process takes the writes).
const FREE_FAILURES = 5
const BASE_DELAY_MS = 1000
const MAX_DELAY_MS = 60_000
// Failures older than this are forgotten.
const MEMORY_MS = 15 * 60 * 1000
const MAX_TRACKED = 50_000

type Entry = { failures: number; lastFailureAt: number; nextTryAt: number }
const accounts = new Map<string, Entry>()

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

function current(key: string, now: number) {
	const entry = accounts.get(key)
	if (entry && now - entry.lastFailureAt > MEMORY_MS) {
		accounts.delete(key)
		return undefined
	}
	return entry
}

/** Whether a sign-in for this account may be checked now (nothing is counted). */
export function checkAccountThrottle(key: string, now = Date.now()): ThrottleResult {
	const entry = current(key, now)
	if (!entry || entry.nextTryAt <= now) return { allowed: true }
	return {
		allowed: false,
		retryAfterSeconds: Math.max(1, Math.ceil((entry.nextTryAt - now) / 1000)),
	}
}

/** A wrong password for this account: past the free tries, the next one waits longer. */
export function recordAccountFailure(key: string, now = Date.now()) {
	const entry = current(key, now) ?? { failures: 0, lastFailureAt: now, nextTryAt: 0 }
	entry.failures += 1
	entry.lastFailureAt = now
	if (entry.failures >= FREE_FAILURES) {
		const delay = BASE_DELAY_MS * 2 ** (entry.failures - FREE_FAILURES)
		entry.nextTryAt = now + Math.min(MAX_DELAY_MS, delay)
	}
	accounts.set(key, entry)
	if (accounts.size > MAX_TRACKED) {
		for (const [key, old] of accounts) if (now - old.lastFailureAt > MEMORY_MS) accounts.delete(key)
	}
}

/** The right password: the account starts afresh. */
export function clearAccountFailures(key: string) {
	accounts.delete(key)
}

export function resetAccountThrottleForTests() {
	accounts.clear()
}
