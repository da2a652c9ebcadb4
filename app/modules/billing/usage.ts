import { getPlan, UNLIMITED } from './plans.ts'

/** The first instant of the next calendar month in UTC: when a free plan's usage resets. */
export function nextMonthlyResetDate(now: Date = new Date()): Date {
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

export type UsageCounters = {
	planType: string
	socialPostsUsedThisMonth: number
	reelScriptsUsedThisMonth: number
	fileUploadsUsedThisMonth: number
}

export function usageSummary(user: UsageCounters) {
	const { limits } = getPlan(user.planType)
	return {
		posts: { used: user.socialPostsUsedThisMonth, limit: limits.posts },
		reels: { used: user.reelScriptsUsedThisMonth, limit: limits.reels },
		fileUploads: { used: user.fileUploadsUsedThisMonth, limit: limits.fileUploads },
	}
}

export function remaining(used: number, limit: number): number {
	if (limit === UNLIMITED) return Number.POSITIVE_INFINITY
	return Math.max(0, limit - used)
}
