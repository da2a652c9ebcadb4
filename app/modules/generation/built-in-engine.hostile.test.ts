import { beforeEach, describe, expect, test, vi } from 'vitest'
import { generatePosts, PLATFORMS } from './built-in-engine.ts'
import { hostileSources } from './hostile-inputs.ts'
import type * as PlatformRules from './platform-rules.ts'
import { violatesHardLimit } from './platform-rules.ts'
import { numbersNotInSource } from './post-checks.ts'

// Speed is asserted by counting, not timing: every measure the engine takes of a candidate
// text goes through these two functions, so the characters they are handed are its work.
const work = vi.hoisted(() => ({ characters: 0 }))

vi.mock('./platform-rules.ts', async (importOriginal) => {
	const actual = await importOriginal<typeof PlatformRules>()
	return {
		...actual,
		countGraphemes: (text: string) => {
			work.characters += text.length
			return actual.countGraphemes(text)
		},
		twitterWeightedLength: (text: string) => {
			work.characters += text.length
			return actual.twitterWeightedLength(text)
		},
	}
})

const input = {
	brandVoice: 'Friendly and clear, a little playful.',
	contentGoal: 'Drive traffic to the blog',
	seoOptimize: true,
}

describe('generatePosts on hostile 3,000-character sources', () => {
	beforeEach(() => {
		work.characters = 0
	})

	test.each(Object.entries(hostileSources(3000)))('%s', (_, sourceContent) => {
		const posts = generatePosts({ ...input, sourceContent })
		// Measured before the checks below, which measure too.
		const measured = work.characters
		expect(posts.map((post) => post.platform)).toEqual(PLATFORMS)
		for (const post of posts) {
			expect(post.content.trim(), post.platform).not.toBe('')
			expect(violatesHardLimit(post.platform, post.content), post.content).toBe(false)
			expect(numbersNotInSource(post.content, sourceContent)).toEqual([])
		}
		// n log n: up to 15 times the source here, where the old backwards scans measured 250 to
		// 825 times it on the sources with no sentence end.
		expect(measured).toBeLessThan(2 * sourceContent.length * Math.log2(sourceContent.length))
	})

	test('work grows linearly with the source', () => {
		for (const [name, make] of [
			['WORD', (n: number) => 'WORD '.repeat(n / 5)],
			['go —', (n: number) => 'go — '.repeat(n / 5)],
		] as const) {
			const measure = (length: number) => {
				work.characters = 0
				generatePosts({ ...input, sourceContent: make(length) })
				return work.characters
			}
			expect(measure(3000), name).toBeLessThan(measure(1500) * 2.5)
		}
	})
})
