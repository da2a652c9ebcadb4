import type { Prisma } from '@prisma/client'
import { prisma } from '#app/utils/db.server.ts'
import { recordServerEvent } from '#app/modules/analytics/record-event.server.ts'
import { offerFor } from '#app/modules/experiments/experiment-state.server.ts'
import { getPlan, periodPrice } from './plans.ts'
import {
	governingSubscription,
	usageUpdateFor,
	type BillingEventInput,
	type SubscriptionSnapshot,
} from './subscription-state.ts'

type Tx = Prisma.TransactionClient

export type ApplyOutcome =
	| { status: 'applied'; userId: string }
	| { status: 'stale'; userId: string }
	| { status: 'unknown-user'; userId: null }

export type EventOutcome = ApplyOutcome | { status: 'duplicate' } | { status: 'ignored' }

async function resolveUserId(tx: Tx, snapshot: SubscriptionSnapshot): Promise<string | null> {
	const known = await tx.subscription.findUnique({
		where: { subscriptionId: snapshot.subscriptionId },
		select: { userId: true },
	})
	if (known) return known.userId
	if (snapshot.userId) {
		const user = await tx.user.findUnique({ where: { id: snapshot.userId }, select: { id: true } })
		if (user) return user.id
	}
	const sameCustomer = await tx.subscription.findFirst({
		where: { customerId: snapshot.customerId },
		orderBy: { createdAt: 'desc' },
		select: { userId: true },
	})
	return sameCustomer?.userId ?? null
}

/**
 * Writes one subscription's state and recomputes the user's plan and usage period from all of
 * their subscriptions. Every change of plan goes through here: webhook events, the provider's
 * answers to our own calls, and the built-in test provider.
 */
export async function applySubscriptionSnapshot(
	tx: Tx,
	snapshot: SubscriptionSnapshot,
	now: Date = new Date(),
): Promise<ApplyOutcome> {
	const userId = await resolveUserId(tx, snapshot)
	if (!userId) return { status: 'unknown-user', userId: null }
	const existing = await tx.subscription.findUnique({
		where: { subscriptionId: snapshot.subscriptionId },
		select: { syncedAt: true },
	})
	if (existing && existing.syncedAt > snapshot.observedAt) return { status: 'stale', userId }

	const fields = {
		provider: snapshot.provider,
		customerId: snapshot.customerId,
		plan: snapshot.plan,
		interval: snapshot.interval,
		status: snapshot.status,
		currentPeriodStart: snapshot.currentPeriodStart,
		currentPeriodEnd: snapshot.currentPeriodEnd,
		cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
		scheduledPlan: snapshot.scheduledPlan,
		syncedAt: snapshot.observedAt,
	}
	await tx.subscription.upsert({
		where: { subscriptionId: snapshot.subscriptionId },
		create: { ...fields, subscriptionId: snapshot.subscriptionId, userId },
		update: fields,
	})

	const [user, rows] = await Promise.all([
		tx.user.findUniqueOrThrow({
			where: { id: userId },
			select: { planType: true, usageResetDate: true },
		}),
		tx.subscription.findMany({ where: { userId } }),
	])
	const update = usageUpdateFor(user, governingSubscription(rows), now)
	await tx.user.update({
		where: { id: userId },
		data: {
			planType: update.planType,
			...(update.usageResetDate ? { usageResetDate: update.usageResetDate } : {}),
			...(update.resetCounters
				? { socialPostsUsedThisMonth: 0, reelScriptsUsedThisMonth: 0, fileUploadsUsedThisMonth: 0 }
				: {}),
		},
	})
	return { status: 'applied', userId }
}

/** Applies a snapshot outside any provider event (our own call's answer). */
export async function syncSubscription(snapshot: SubscriptionSnapshot, now: Date = new Date()) {
	return serialized(() => prisma.$transaction((tx) => applySubscriptionSnapshot(tx, snapshot, now)))
}

/**
 * Processes a provider event exactly once: the event id is recorded in the same transaction that
 * applies it, so a redelivery (or a concurrent duplicate) is acknowledged and skipped, and a
 * failure records nothing and lets the provider retry.
 */
export async function processBillingEvent(
	event: BillingEventInput,
	now: Date = new Date(),
): Promise<EventOutcome> {
	if (await isEventRecorded(event.id)) return { status: 'duplicate' }
	try {
		const outcome = await serialized(() =>
			prisma.$transaction(async (tx): Promise<EventOutcome> => {
				const seen = await tx.billingEvent.findUnique({ where: { eventId: event.id } })
				if (seen) return { status: 'duplicate' }
				const outcome: EventOutcome = event.snapshot
					? await applySubscriptionSnapshot(tx, event.snapshot, now)
					: { status: 'ignored' }
				await tx.billingEvent.create({
					data: {
						eventId: event.id,
						provider: event.provider,
						type: event.type,
						userId: 'userId' in outcome ? outcome.userId : null,
					},
				})
				return outcome
			}),
		)
		// Once per completed checkout: a redelivered event is a duplicate above and records nothing.
		if (
			event.type === 'checkout.session.completed' &&
			outcome.status === 'applied' &&
			event.snapshot
		) {
			const { plan, interval } = event.snapshot
			await recordServerEvent('checkout_successful', {
				userId: outcome.userId,
				label: `${plan}:${interval}`,
				value:
					(await offerFor(outcome.userId, plan, interval))?.amount ??
					periodPrice(getPlan(plan), interval),
			})
		}
		return outcome
	} catch (error) {
		if (isUniqueViolation(error)) return { status: 'duplicate' }
		throw error
	}
}

export async function isEventRecorded(eventId: string) {
	return Boolean(await prisma.billingEvent.findUnique({ where: { eventId }, select: { id: true } }))
}

function isUniqueViolation(error: unknown) {
	return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002'
}

// SQLite has one writer. Billing writes are rare, so this process runs them one at a time rather
// than have concurrent transactions fail with SQLITE_BUSY (LiteFS sends every write to a single
// primary process, so in-process ordering is enough; the unique event id guards the rest).
let queue: Promise<unknown> = Promise.resolve()
function serialized<T>(run: () => Promise<T>): Promise<T> {
	const result = queue.then(run, run)
	queue = result.catch(() => undefined)
	return result
}
