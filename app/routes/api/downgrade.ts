import { getUser } from '#app/modules/auth/session.server.ts'
import { billingErrors } from '#app/modules/billing/billing-errors.ts'
import { englishText } from '#app/modules/billing/english.server.ts'
import { downgradePlan } from '#app/modules/billing/plan-changes.server.ts'
import { isPlanId, plans } from '#app/modules/billing/plans.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/downgrade'

/**
 * POST /api/downgrade { targetPlan, currentPlan } → { message } (SPEC §7). The change waits for
 * the end of the billing period; `currentPlan` must be the plan the user is on now.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const { targetPlan, currentPlan } = body
	if (!isPlanId(targetPlan) || (currentPlan !== undefined && !isPlanId(currentPlan))) {
		const { status, messageKey } = billingErrors.INVALID_PLAN
		return apiError(status, englishMessage(messageKey), { code: 'INVALID_PLAN' })
	}
	const result = await downgradePlan({
		user,
		target: targetPlan,
		expectedCurrent: isPlanId(currentPlan) ? currentPlan : undefined,
	})
	if (!result.ok) {
		const { status, messageKey } = billingErrors[result.code]
		return apiError(status, englishMessage(messageKey), { code: result.code })
	}
	if (result.kind !== 'downgrade-scheduled') {
		// downgradePlan refuses upgrades, so this cannot happen; answer as a refusal regardless.
		return apiError(400, englishMessage(billingErrors.NOT_A_DOWNGRADE.messageKey))
	}
	return Response.json({
		message: englishText('billing.toast.downgradeScheduled.body', {
			plan: englishText(plans[result.plan].nameKey),
		}),
		targetPlan: result.plan,
		effectiveAt: result.effectiveAt.toISOString(),
	})
}
