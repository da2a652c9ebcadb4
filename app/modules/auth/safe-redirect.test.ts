import { expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

test.each([
	['/account', '/account'],
	['/pricing?x=1', '/pricing?x=1'],
	['//evil.example', '/'],
	['https://evil.example', '/'],
	['/\\evil.example', '/'],
	['/\t/evil.example', '/'],
	['/%09/evil.example', '/%09/evil.example'],
	['/\n/evil.example', '/'],
	['', '/'],
	[null, '/'],
	['/_.data?index', '/'],
	['/reels.data', '/'],
])('safeRedirect(%j) is %j', (input, expected) => {
	expect(safeRedirect(input)).toBe(expected)
})
