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

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days until the reset, rounded up and never negative (SPEC §4 usage dashboard). */
export function daysUntilReset(resetDate: Date | string, now: Date = new Date()): number {
	const ms = new Date(resetDate).getTime() - now.getTime()
	return Math.max(0, Math.ceil(ms / DAY_MS))
}

/**
 * The same moment one month (or year) later in UTC, clamped to the month's last day the way
 * billing providers do: Jan 31 → Feb 28, and the following period from the original anchor.
 */
export function addBillingPeriod(from: Date, interval: 'monthly' | 'annual', count = 1): Date {
	const months = interval === 'annual' ? 12 * count : count
	const year = from.getUTCFullYear()
	const month = from.getUTCMonth() + months
	const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
	const result = new Date(from)
	result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay))
	return result
}
