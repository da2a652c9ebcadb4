import { beforeEach, expect, test } from 'vitest'
import {
	checkAccountThrottle,
	clearAccountFailures,
	recordAccountFailure,
	resetAccountThrottleForTests,
} from './account-throttle.server.ts'

beforeEach(() => resetAccountThrottleForTests())

const t0 = 1_800_000_000_000

test('five wrong passwords are free; then each next try waits longer, up to a minute', () => {
	for (let i = 0; i < 4; i++) recordAccountFailure('a', t0)
	expect(checkAccountThrottle('a', t0)).toEqual({ allowed: true })
	recordAccountFailure('a', t0)
	expect(checkAccountThrottle('a', t0)).toEqual({ allowed: false, retryAfterSeconds: 1 })
	expect(checkAccountThrottle('a', t0 + 1000)).toEqual({ allowed: true })
	recordAccountFailure('a', t0 + 1000)
	expect(checkAccountThrottle('a', t0 + 1000)).toEqual({ allowed: false, retryAfterSeconds: 2 })
	for (let i = 0; i < 20; i++) recordAccountFailure('a', t0 + 2000)
	expect(checkAccountThrottle('a', t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 60 })
	// Other accounts are not affected.
	expect(checkAccountThrottle('b', t0)).toEqual({ allowed: true })
})

test('the owner is never locked out for long: a minute at most, forgotten after 15 quiet minutes', () => {
	for (let i = 0; i < 100; i++) recordAccountFailure('a', t0)
	expect(checkAccountThrottle('a', t0 + 60_000)).toEqual({ allowed: true })
	recordAccountFailure('a', t0 + 16 * 60_000)
	expect(checkAccountThrottle('a', t0 + 16 * 60_000)).toEqual({ allowed: true })
})

test('the right password clears the count', () => {
	for (let i = 0; i < 5; i++) recordAccountFailure('a', t0)
	clearAccountFailures('a')
	expect(checkAccountThrottle('a', t0)).toEqual({ allowed: true })
})
