import { advanceTestSubscriptionsIfDue } from './test-provider.server.ts'
import type { DashboardBilling } from './upgrade-prompt.ts'
import { dismissedUrgency } from './upgrade-prompt-cookie.server.ts'
import { daysUntilReset } from './usage.ts'

/** The dashboard's billing extras: days until usage resets, and a dismissed upgrade prompt. */
export async function dashboardBilling(
	request: Request,
	user: { id: string; usageResetDate: Date },
	now: Date = new Date(),
): Promise<DashboardBilling> {
	await advanceTestSubscriptionsIfDue(user.id, now)
	return {
		daysUntilReset: daysUntilReset(user.usageResetDate, now),
		dismissedPrompt: await dismissedUrgency(request),
	}
}
