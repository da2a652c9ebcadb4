import { describe, expect, test } from 'vitest'
import {
	consumeQuota,
	readUsage,
	refundQuota,
	releaseReservation,
	reserveQuota,
	rollOverUsageIfDue,
	settleReservation,
} from '#app/modules/billing/quota.server.ts'
import { getUser } from '#app/modules/auth/session.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { createTestUser } from './helpers.ts'
import { refundAbandonedReservations } from '../../server/reconcile-quota.js'

describe('consumeQuota', () => {
	test('a free user gets exactly three posts, then is refused', async () => {
		const { user } = await createTestUser()
		const results = []
		for (let i = 0; i < 4; i++) results.push(await consumeQuota(user.id, 'posts'))
		expect(results.map((result) => result.ok)).toEqual([true, true, true, false])
		expect(results[2]).toMatchObject({ used: 3, limit: 3, remaining: 0 })
		expect(await readUsage(user.id, 'posts')).toEqual({ used: 3, limit: 3 })
	})

	test('50 simultaneous requests from a user with 3 left produce exactly 3 successes', async () => {
		const { user } = await createTestUser()
		const results = await Promise.all(
			Array.from({ length: 50 }, () => consumeQuota(user.id, 'posts')),
		)
		expect(results.filter((result) => result.ok)).toHaveLength(3)
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(3)
	})

	test('each kind has its own counter and limit', async () => {
		const { user } = await createTestUser()
		expect((await consumeQuota(user.id, 'reels')).ok).toBe(true)
		expect((await consumeQuota(user.id, 'reels')).ok).toBe(false)
		expect((await consumeQuota(user.id, 'fileUploads')).ok).toBe(true)
		expect((await consumeQuota(user.id, 'posts')).ok).toBe(true)
	})

	test('the limit follows the plan', async () => {
		const { user } = await createTestUser()
		await prisma.user.update({
			where: { id: user.id },
			data: { planType: 'creator_pro', socialPostsUsedThisMonth: 99 },
		})
		expect(await consumeQuota(user.id, 'posts')).toMatchObject({
			ok: true,
			used: 100,
			limit: 100,
			remaining: 0,
		})
		expect((await consumeQuota(user.id, 'posts')).ok).toBe(false)
	})

	test('a refund gives one back and never goes below zero', async () => {
		const { user } = await createTestUser()
		await consumeQuota(user.id, 'posts')
		await refundQuota(user.id, 'posts')
		await refundQuota(user.id, 'posts')
		expect(await readUsage(user.id, 'posts')).toEqual({ used: 0, limit: 3 })
	})

	test('usage rolls over once the reset date has passed', async () => {
		const { user } = await createTestUser()
		await prisma.user.update({
			where: { id: user.id },
			data: {
				socialPostsUsedThisMonth: 3,
				reelScriptsUsedThisMonth: 1,
				usageResetDate: new Date('2026-11-01T00:00:00Z'),
			},
		})
		await rollOverUsageIfDue(user.id, new Date('2026-11-21T12:00:00Z'))
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
		expect(stored.reelScriptsUsedThisMonth).toBe(0)
		expect(stored.usageResetDate.toISOString()).toBe('2026-12-01T00:00:00.000Z')
		expect((await consumeQuota(user.id, 'posts', new Date('2026-11-21T12:00:00Z'))).ok).toBe(true)
	})
})

test('pages show the new period as soon as the reset date has passed', async () => {
	const { user, cookie } = await createTestUser()
	await prisma.user.update({
		where: { id: user.id },
		data: {
			socialPostsUsedThisMonth: 3,
			reelScriptsUsedThisMonth: 1,
			usageResetDate: new Date(Date.now() - 60_000),
		},
	})
	const seen = await getUser(new Request('http://localhost/', { headers: { cookie } }))
	expect(seen?.socialPostsUsedThisMonth).toBe(0)
	expect(seen?.reelScriptsUsedThisMonth).toBe(0)
	expect(seen!.usageResetDate.getTime()).toBeGreaterThan(Date.now())
})

describe('reserved units (a generation in progress)', () => {
	test('50 simultaneous reservations with 3 left: exactly 3, each with its row', async () => {
		const { user } = await createTestUser()
		const results = await Promise.all(
			Array.from({ length: 50 }, () => reserveQuota(user.id, 'posts')),
		)
		expect(results.filter((result) => result.ok)).toHaveLength(3)
		expect(await prisma.quotaReservation.count({ where: { userId: user.id } })).toBe(3)
		expect((await readUsage(user.id, 'posts')).used).toBe(3)
	})

	test('each reservation reports the usage with its own unit taken, and a refusal the full count', async () => {
		const { user } = await createTestUser()
		const results = []
		for (let i = 0; i < 4; i++) results.push(await reserveQuota(user.id, 'posts'))
		expect(
			results.map(({ ok, used, limit, remaining }) => ({ ok, used, limit, remaining })),
		).toEqual([
			{ ok: true, used: 1, limit: 3, remaining: 2 },
			{ ok: true, used: 2, limit: 3, remaining: 1 },
			{ ok: true, used: 3, limit: 3, remaining: 0 },
			{ ok: false, used: 3, limit: 3, remaining: 0 },
		])
	})

	test('a reservation after the reset date starts the new period in the same transaction', async () => {
		const { user } = await createTestUser()
		await prisma.user.update({
			where: { id: user.id },
			data: { usageResetDate: new Date(Date.now() - 1000), socialPostsUsedThisMonth: 3 },
		})
		const result = await reserveQuota(user.id, 'posts')
		expect(result).toMatchObject({ ok: true, used: 1, limit: 3, remaining: 2 })
		if (!result.ok) throw new Error('expected a unit')
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.usageResetDate.getTime()).toBeGreaterThan(Date.now())
		// The unit belongs to the new period: a refund after a failure lands in it.
		const reservation = await prisma.quotaReservation.findUniqueOrThrow({
			where: { id: result.reservationId },
		})
		expect(reservation.periodResetDate.getTime()).toBe(stored.usageResetDate.getTime())
		await releaseReservation(result.reservationId, 'posts')
		expect((await readUsage(user.id, 'posts')).used).toBe(0)
	})

	test('a settled unit stays spent; a released one comes back', async () => {
		const { user } = await createTestUser()
		const kept = await reserveQuota(user.id, 'reels')
		if (!kept.ok) throw new Error('expected a unit')
		await prisma.$transaction([settleReservation(kept.reservationId)])
		expect((await readUsage(user.id, 'reels')).used).toBe(1)
		const { user: other } = await createTestUser()
		const failed = await reserveQuota(other.id, 'posts')
		if (!failed.ok) throw new Error('expected a unit')
		await releaseReservation(failed.reservationId, 'posts')
		expect((await readUsage(other.id, 'posts')).used).toBe(0)
		expect(await prisma.quotaReservation.count({ where: { userId: other.id } })).toBe(0)
	})

	test('units left by a crashed process are given back at the next start, in their period only', async () => {
		const { user } = await createTestUser()
		await reserveQuota(user.id, 'posts')
		await reserveQuota(user.id, 'posts')
		await reserveQuota(user.id, 'reels')
		const { user: rolledOver } = await createTestUser()
		await reserveQuota(rolledOver.id, 'posts')
		// The month turned before the crash was noticed: the new period starts from zero already.
		await prisma.user.update({
			where: { id: rolledOver.id },
			data: { usageResetDate: new Date(Date.now() + 40 * 86_400_000), socialPostsUsedThisMonth: 0 },
		})
		expect(await refundAbandonedReservations(process.env.DATABASE_URL!)).toBeGreaterThanOrEqual(4)
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth).toBe(0)
		expect(stored.reelScriptsUsedThisMonth).toBe(0)
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: rolledOver.id } }))
				.socialPostsUsedThisMonth,
		).toBe(0)
		expect(await prisma.quotaReservation.count()).toBe(0)
	})
})
