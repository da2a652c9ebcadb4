// What can go wrong when changing a plan, with the message key each screen shows and the status
// the JSON API answers with (SPEC §8).
export const billingErrors = {
	INVALID_PLAN: { status: 400, messageKey: 'billing.errors.invalidPlan' },
	SAME_PLAN: { status: 409, messageKey: 'billing.errors.samePlan' },
	ALREADY_SUBSCRIBED: { status: 409, messageKey: 'billing.errors.alreadySubscribed' },
	NOT_AN_UPGRADE: { status: 400, messageKey: 'billing.errors.notUpgrade' },
	NOT_A_DOWNGRADE: { status: 400, messageKey: 'billing.errors.notDowngrade' },
	NO_SUBSCRIPTION: { status: 409, messageKey: 'billing.errors.noSubscription' },
	NOTHING_SCHEDULED: { status: 409, messageKey: 'billing.errors.nothingScheduled' },
	PLAN_CHANGED: { status: 409, messageKey: 'billing.errors.planChanged' },
	NOT_CONFIGURED: { status: 503, messageKey: 'billing.errors.notConfigured' },
	CHECKOUT_FAILED: { status: 502, messageKey: 'billing.errors.checkoutFailed' },
	NO_SESSION_URL: { status: 502, messageKey: 'billing.errors.noSessionUrl' },
	PROVIDER_ERROR: { status: 502, messageKey: 'billing.errors.providerError' },
} as const satisfies Record<string, { status: number; messageKey: string }>

export type BillingErrorCode = keyof typeof billingErrors

export type BillingFailure = { ok: false; code: BillingErrorCode }

export function billingFailure(code: BillingErrorCode): BillingFailure {
	return { ok: false, code }
}
