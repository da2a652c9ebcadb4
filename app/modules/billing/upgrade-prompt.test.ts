import { expect, test } from 'vitest'
import { isPromptDismissed, upgradePromptFor } from './upgrade-prompt.ts'

const usage = (posts: number, reels = 0, fileUploads = 0, limits = [3, 1, 2]) => ({
	posts: { used: posts, limit: limits[0]! },
	reels: { used: reels, limit: limits[1]! },
	fileUploads: { used: fileUploads, limit: limits[2]! },
})

test('the prompt stays hidden while every allowance is under half used', () => {
	expect(upgradePromptFor('starter', usage(1, 0, 0))).toBeNull()
	expect(upgradePromptFor('creator_pro', usage(49, 4, 24, [100, 10, 50]))).toBeNull()
})

test('urgency is low from 50%, medium from 80% and high at the limit', () => {
	expect(upgradePromptFor('creator_pro', usage(50, 0, 0, [100, 10, 50]))?.urgency).toBe('low')
	expect(upgradePromptFor('creator_pro', usage(80, 0, 0, [100, 10, 50]))?.urgency).toBe('medium')
	expect(upgradePromptFor('creator_pro', usage(99, 0, 0, [100, 10, 50]))?.urgency).toBe('medium')
	expect(upgradePromptFor('starter', usage(3))).toMatchObject({ urgency: 'high', kind: 'posts' })
	expect(upgradePromptFor('starter', usage(0, 1))).toMatchObject({ urgency: 'high', kind: 'reels' })
})

test('Free is pointed at Creator Pro, Creator Pro at Agency, and Agency sees no prompt', () => {
	expect(upgradePromptFor('starter', usage(2))?.target).toBe('creator_pro')
	expect(upgradePromptFor('creator_pro', usage(90, 0, 0, [100, 10, 50]))?.target).toBe('agency')
	expect(upgradePromptFor('agency', usage(500, 50, 200, [500, 50, 200]))).toBeNull()
})

test('a dismissed prompt stays away for the session unless it becomes more urgent', () => {
	const medium = upgradePromptFor('creator_pro', usage(85, 0, 0, [100, 10, 50]))!
	expect(isPromptDismissed(medium, null)).toBe(false)
	expect(isPromptDismissed(medium, 'medium')).toBe(true)
	expect(isPromptDismissed(medium, 'high')).toBe(true)
	expect(isPromptDismissed(medium, 'low')).toBe(false)
})
