import { planChangeKind, type PlanId } from './plans.ts'

/** Stripe's proration_behavior for each direction (SPEC §4, DESIGN.md). */
export const UPGRADE_PRORATION = 'always_invoice' as const
export const DOWNGRADE_PRORATION = 'none' as const

export type PlanChangePolicy =
	| { kind: 'current' }
	| {
			kind: 'upgrade'
			takesEffect: 'now'
			prorationBehavior: typeof UPGRADE_PRORATION
			via: 'checkout' | 'subscription-update'
	  }
	| {
			kind: 'downgrade'
			takesEffect: 'period-end'
			prorationBehavior: typeof DOWNGRADE_PRORATION
			via: 'cancel-at-period-end' | 'schedule'
	  }

/**
 * How a plan change happens. Upgrades take effect now and the difference for the rest of the
 * period is charged at once (billing date unchanged); a first paid plan goes through checkout.
 * Downgrades wait for the period end with no proration and no refund: to Free by cancelling at
 * the period end, to a lower paid plan by a schedule that switches the price then.
 */
export function planChangePolicy(
	current: PlanId,
	target: PlanId,
	{ subscribed }: { subscribed: boolean },
): PlanChangePolicy {
	const kind = planChangeKind(current, target)
	if (kind === 'upgrade') {
		return {
			kind,
			takesEffect: 'now',
			prorationBehavior: UPGRADE_PRORATION,
			via: subscribed ? 'subscription-update' : 'checkout',
		}
	}
	if (kind === 'downgrade') {
		return {
			kind,
			takesEffect: 'period-end',
			prorationBehavior: DOWNGRADE_PRORATION,
			via: target === 'starter' ? 'cancel-at-period-end' : 'schedule',
		}
	}
	return { kind }
}
