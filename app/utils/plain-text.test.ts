import { expect, test } from 'vitest'
import { plainExcerpt } from './plain-text.ts'

test.each([
	['# Why our bakery stopped selling bread', 'Why our bakery stopped selling bread'],
	['## Title\n\nFirst line of **bold** text', 'Title First line of bold text'],
	['> quoted *advice* and `code`', 'quoted advice and code'],
	['- one\n- two [a link](https://x.example)', 'one two a link'],
	['![a photo](p.png) 1. first', 'a photo first'],
	['C# is #1 on my list of snake_case names', 'C# is #1 on my list of snake_case names'],
])('plainExcerpt(%j) is %j', (input, expected) => {
	expect(plainExcerpt(input)).toBe(expected)
})
