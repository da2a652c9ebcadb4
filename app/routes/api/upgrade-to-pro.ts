import { getUser } from '#app/modules/auth/session.server.ts'
import { englishText } from '#app/modules/billing/english.server.ts'
import { comparePlans, getPlan, plans } from '#app/modules/billing/plans.ts'
import { billingMode } from '#app/modules/billing/stripe.server.ts'
import { processBillingEvent } from '#app/modules/billing/subscription-sync.server.ts'
import {
	createTestCheckoutToken,
	readTestCheckoutToken,
	testCheckoutCompletedEvent,
} from '#app/modules/billing/test-provider.server.ts'
import { apiError, englishMessage } from '#app/utils/api.server.ts'
import type { Route } from './+types/upgrade-to-pro'

/**
 * POST /api/upgrade-to-pro (SPEC §7): test mode only, a checkout paid in one step through the
 * test provider (the same event path as the test checkout page). With Stripe configured the
 * endpoint does not exist; with billing off (production without a provider) it answers 503.
 */
export async function action({ request }: Route.ActionArgs) {
	const mode = billingMode()
	if (mode === 'off') {
		return apiError(503, englishMessage('billing.errors.notConfigured'), {
			code: 'NOT_CONFIGURED',
		})
	}
	if (mode !== 'test') return apiError(404, 'Not found', { code: 'NOT_FOUND' })
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	if (comparePlans(getPlan(user.planType).id, 'creator_pro') >= 0) {
		return apiError(403, englishMessage('billing.errors.alreadySubscribed'), {
			code: 'ALREADY_SUBSCRIBED',
		})
	}
	const { token } = createTestCheckoutToken({
		userId: user.id,
		plan: 'creator_pro',
		interval: 'monthly',
		returnPage: 'upgrade',
	})
	const checkout = readTestCheckoutToken(token)
	if (!checkout) throw new Error('a fresh test checkout token did not verify')
	await processBillingEvent(testCheckoutCompletedEvent(checkout))
	return Response.json({
		message: englishText('billing.api.upgradedToPro', { count: plans.creator_pro.limits.posts }),
		planType: 'creator_pro',
	})
}
