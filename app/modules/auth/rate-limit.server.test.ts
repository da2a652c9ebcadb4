import { beforeEach, expect, test } from 'vitest'
import { hitRateLimit, peekRateLimit, resetRateLimitsForTests } from './rate-limit.server.ts'

beforeEach(() => resetRateLimitsForTests())

test('allows up to the limit in a window, then refuses with the seconds to wait', () => {
	const now = 1_000_000
	for (let i = 0; i < 3; i++)
		expect(hitRateLimit('k', { max: 3, windowMs: 60_000, now })).toEqual({ allowed: true })
	expect(hitRateLimit('k', { max: 3, windowMs: 60_000, now: now + 1_000 })).toEqual({
		allowed: false,
		retryAfterSeconds: 59,
	})
})

test('a new window starts fresh, and keys do not share counts', () => {
	const now = 1_000_000
	for (let i = 0; i < 4; i++) hitRateLimit('a', { max: 3, windowMs: 60_000, now })
	expect(hitRateLimit('b', { max: 3, windowMs: 60_000, now })).toEqual({ allowed: true })
	expect(hitRateLimit('a', { max: 3, windowMs: 60_000, now: now + 60_000 })).toEqual({
		allowed: true,
	})
})

test('peeking says whether a key is over its limit without counting', () => {
	const now = 1_000_000
	for (let i = 0; i < 2; i++) hitRateLimit('p', { max: 2, windowMs: 60_000, now })
	expect(peekRateLimit('p', { max: 3, now })).toEqual({ allowed: true })
	expect(peekRateLimit('p', { max: 2, now: now + 10_000 })).toEqual({
		allowed: false,
		retryAfterSeconds: 50,
	})
	expect(peekRateLimit('p', { max: 2, now: now + 60_000 })).toEqual({ allowed: true })
})
