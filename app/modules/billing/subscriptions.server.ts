import { prisma } from '#app/utils/db.server.ts'
import { getPlan, isBillingInterval } from './plans.ts'
import { billingMode } from './stripe.server.ts'
import { governingSubscription, type BillingSummary } from './subscription-state.ts'
import { advanceTestSubscriptionsIfDue } from './test-provider.server.ts'

/** The subscription that gives the user their plan, or null on Free. */
export async function currentSubscription(userId: string) {
	const rows = await prisma.subscription.findMany({ where: { userId } })
	return governingSubscription(rows)
}

export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof currentSubscription>>>

/** What billing screens show about the user's plan; test-mode renewals are caught up first. */
export async function billingSummary(
	userId: string,
	now: Date = new Date(),
): Promise<BillingSummary> {
	const mode = billingMode()
	await advanceTestSubscriptionsIfDue(userId, now)
	const [user, subscription] = await Promise.all([
		prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { planType: true } }),
		currentSubscription(userId),
	])
	return {
		mode,
		planType: getPlan(user.planType).id,
		subscription: subscription
			? {
					provider: subscription.provider,
					interval: isBillingInterval(subscription.interval) ? subscription.interval : 'monthly',
					status: subscription.status,
					currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
					cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
					scheduledPlan: subscription.scheduledPlan ? getPlan(subscription.scheduledPlan).id : null,
				}
			: null,
	}
}
