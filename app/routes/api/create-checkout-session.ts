import { redirect } from 'react-router'
import { getUser } from '#app/modules/auth/session.server.ts'
import { billingErrors, type BillingErrorCode } from '#app/modules/billing/billing-errors.ts'
import {
	appOrigin,
	changePlan,
	checkoutReturnUrls,
	startCheckout,
} from '#app/modules/billing/plan-changes.server.ts'
import { getPlan, isBillingInterval, isPlanId, planChangeKind } from '#app/modules/billing/plans.ts'
import { currentSubscription } from '#app/modules/billing/subscriptions.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/create-checkout-session'

function failure(code: BillingErrorCode) {
	const { status, messageKey } = billingErrors[code]
	return apiError(status, englishMessage(messageKey), { code })
}

/**
 * POST /api/create-checkout-session { planType, interval? } → { sessionUrl } (SPEC §7). The
 * browser goes to sessionUrl next. Someone already subscribed is upgraded in place (prorated)
 * rather than sold a second subscription; sessionUrl is then the success page.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await getUser(request)
	if (!user) return apiError(401, englishMessage('errors.unauthorized'), { code: 'UNAUTHORIZED' })
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const plan = body.planType ?? body.planId
	const interval = body.interval ?? 'monthly'
	if (!isPlanId(plan) || !isBillingInterval(interval)) return failure('INVALID_PLAN')
	const kind = planChangeKind(getPlan(user.planType).id, plan)
	if (kind === 'current') return failure('SAME_PLAN')
	if (kind === 'downgrade') return failure('NOT_AN_UPGRADE')
	const origin = appOrigin(request)
	const result = await changePlan({ user, target: plan, interval, origin, returnPage: 'pricing' })
	if (!result.ok) return failure(result.code)
	if (result.kind === 'checkout') return Response.json({ sessionUrl: result.url })
	return Response.json({
		sessionUrl: checkoutReturnUrls(origin, 'pricing').success,
		upgraded: true,
		planType: plan,
	})
}

/**
 * GET /api/create-checkout-session?planId= (the mobile pricing page's links). A GET never
 * charges anyone: a first subscription goes to checkout, any other change to the confirmation
 * page.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const user = await getUser(request)
	if (!user) {
		throw redirect(`/signin?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`)
	}
	const plan = url.searchParams.get('planId')
	const interval = url.searchParams.get('interval') ?? 'monthly'
	if (!isPlanId(plan) || !isBillingInterval(interval)) throw redirect('/pricing-mobile')
	const kind = planChangeKind(getPlan(user.planType).id, plan)
	if (kind === 'current') throw redirect(plan === 'starter' ? '/' : '/pricing-mobile')
	if (kind === 'downgrade' || (await currentSubscription(user.id))) {
		throw redirect(`/billing/change-plan?${new URLSearchParams({ plan, interval })}`)
	}
	const result = await startCheckout({
		user,
		plan,
		interval,
		origin: appOrigin(request),
		returnPage: 'upgrade',
	})
	if (!result.ok) throw redirect(`/pricing-mobile?${new URLSearchParams({ error: result.code })}`)
	throw redirect(result.url, 303)
}
