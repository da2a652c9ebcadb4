import crypto from 'node:crypto'
import { Prisma, type PrismaPromise } from '@prisma/client'
import { prisma, sql } from '#app/utils/db.server.ts'
import { metrics } from '#app/utils/metrics.server.ts'
import { PLAN_IDS, planIncludes, plans, UNLIMITED, type PlanLimits } from './plans.ts'
import { advanceTestSubscriptionsIfDue } from './test-provider.server.ts'
import { nextMonthlyResetDate } from './usage.ts'

export type QuotaKind = keyof PlanLimits

// Fixed column names (never user input), so building the SQL from them is safe.
const usageColumn = {
	posts: 'socialPostsUsedThisMonth',
	reels: 'reelScriptsUsedThisMonth',
	fileUploads: 'fileUploadsUsedThisMonth',
} as const satisfies Record<QuotaKind, string>

/** `CASE planType WHEN 'starter' THEN 3 … END`: the plan's limit, read in the same statement. */
function limitCase(kind: QuotaKind) {
	const branches = PLAN_IDS.map((id) => `WHEN '${id}' THEN ${plans[id].limits[kind]}`).join(' ')
	return `(CASE "planType" ${branches} ELSE ${plans.starter.limits[kind]} END)`
}

/**
 * Starts a new usage period when the stored reset date has passed. Free plans reset on the 1st
 * of the month (UTC); paid plans get their period dates from billing, and fall back to a month.
 */
export async function rollOverUsageIfDue(userId: string, now: Date = new Date()) {
	// A test-mode subscription renews (or ends) first, so its new period decides the reset.
	await advanceTestSubscriptionsIfDue(userId, now)
	await rollOverUsage(userId, now)
}

/**
 * The rollover's UPDATE alone (no row when not due), to run inside a caller's transaction. Plain
 * SQL: it runs before every generation and upload and nearly always changes nothing, and
 * Prisma's query compiler was most of its cost (ADR 027). Dates go through the adapter as
 * Prisma's own writes do, and `updatedAt` is set as `@updatedAt` would.
 */
function rollOverUsage(userId: string, now: Date) {
	return prisma.$executeRaw(rollOverUsageSql(userId, now))
}

function rollOverUsageSql(userId: string, now: Date) {
	return Prisma.sql`UPDATE "User" SET "socialPostsUsedThisMonth" = 0,
		"reelScriptsUsedThisMonth" = 0, "fileUploadsUsedThisMonth" = 0,
		"usageResetDate" = ${nextMonthlyResetDate(now)}, "updatedAt" = ${new Date()}
		WHERE "id" = ${userId} AND "usageResetDate" <= ${now}`
}

export type QuotaResult =
	| { ok: true; used: number; limit: number; remaining: number }
	| { ok: false; used: number; limit: number; remaining: 0 }

/**
 * Takes one unit of `kind` from the user's monthly allowance with a single conditional UPDATE,
 * so concurrent requests can never take more than the limit.
 */
export async function consumeQuota(
	userId: string,
	kind: QuotaKind,
	now: Date = new Date(),
): Promise<QuotaResult> {
	await rollOverUsageIfDue(userId, now)
	const column = usageColumn[kind]
	const limit = limitCase(kind)
	const changed = await prisma.$executeRawUnsafe(
		`UPDATE "User" SET "${column}" = "${column}" + 1 WHERE "id" = ? AND (${limit} = ${UNLIMITED} OR "${column}" < ${limit})`,
		userId,
	)
	const usage = await readUsage(userId, kind)
	if (changed === 1) return { ok: true, ...usage, remaining: remainingOf(usage) }
	return { ok: false, ...usage, remaining: 0 }
}

/**
 * `AND "planType" IN (…)`: a team workspace spends its owner's allowance only while the owner's
 * plan includes team workspaces, checked in the same statement that takes the unit.
 */
function teamPlanCondition(teamPool: boolean) {
	if (!teamPool) return ''
	const ids = PLAN_IDS.filter((id) => planIncludes(id, 'teamCollaboration'))
	return ` AND "planType" IN (${ids.map((id) => `'${id}'`).join(', ')})`
}

export type QuotaReservationResult =
	| { ok: true; reservationId: string; used: number; limit: number; remaining: number }
	| { ok: false; used: number; limit: number; remaining: 0 }

/**
 * Takes one unit for work that has not finished yet (a generation, an upload's extraction): the
 * conditional UPDATE of consumeQuota plus a QuotaReservation row, in one transaction. The work
 * then ends in exactly one of two transactions: its result saved together with
 * `settleReservation` (the unit stays spent), or `releaseReservation` (the unit comes back). A
 * process that dies in between leaves the row, and the next start refunds it
 * (server/reconcile-quota.js), so a crash can never cost a user a unit.
 */
export async function reserveQuota(
	userId: string,
	kind: QuotaKind,
	now: Date = new Date(),
	{ teamPool = false }: { teamPool?: boolean } = {},
): Promise<QuotaReservationResult> {
	// A test-mode subscription renews (or ends) first, so its new period decides the reset.
	await advanceTestSubscriptionsIfDue(userId, now)
	const column = usageColumn[kind]
	const limit = limitCase(kind)
	const reservationId = crypto.randomUUID()
	// One transaction (ADR 027): the period rolls over when due; the row goes in only when the
	// user is under the limit (one statement: the check and the write hold the same lock); the
	// counter moves only when the row went in, and returns the usage the caller reports. Run
	// without Prisma on its connection: it is on every generation's path (ADR 037).
	const [, reserved, taken] = await sql.transaction([
		rollOverUsageSql(userId, now),
		{
			sql: `INSERT INTO "QuotaReservation" ("id", "userId", "kind", "periodResetDate", "createdAt")
			SELECT ?, "id", ?, "usageResetDate", ? FROM "User"
			WHERE "id" = ? AND (${limit} = ${UNLIMITED} OR "${column}" < ${limit})${teamPlanCondition(teamPool)}`,
			// Prisma's own text form of a DateTime in SQLite.
			values: [reservationId, kind, now.toISOString().replace('Z', '+00:00'), userId],
		},
		{
			sql: `UPDATE "User" SET "${column}" = "${column}" + 1
			WHERE "id" = ? AND EXISTS (SELECT 1 FROM "QuotaReservation" WHERE "id" = ?)
			RETURNING "planType", "${column}" AS "used"`,
			values: [userId, reservationId],
		},
	])
	const row = taken?.rows[0] as { planType: string; used: number | bigint } | undefined
	if (reserved?.rowsAffected === 1) {
		const usage = row
			? { used: Number(row.used), limit: planLimit(row.planType, kind) }
			: await readUsage(userId, kind)
		return { ok: true, reservationId, ...usage, remaining: remainingOf(usage) }
	}
	metrics.quotaRefusals.inc({ kind })
	const usage = await readUsage(userId, kind)
	return { ok: false, ...usage, remaining: 0 }
}

/** The unit stays spent: put this in the transaction that saves the work's result. */
export function settleReservation(reservationId: string): PrismaPromise<number> {
	return prisma.$executeRaw(settleReservationSql(reservationId))
}

/** The same, for a transaction run without Prisma (`sql.transaction`, ADR 037). */
export function settleReservationSql(reservationId: string) {
	return Prisma.sql`DELETE FROM "QuotaReservation" WHERE "id" = ${reservationId}`
}

/**
 * Gives the unit back (the work failed): the counter goes down, within the period the unit was
 * taken in (a month that has rolled over meanwhile already started from zero), and the row goes.
 */
export async function releaseReservation(reservationId: string, kind: QuotaKind) {
	const column = usageColumn[kind]
	await prisma.$transaction([
		prisma.$executeRawUnsafe(
			`UPDATE "User" SET "${column}" = MAX("${column}" - 1, 0)
			WHERE "id" = (SELECT "userId" FROM "QuotaReservation" WHERE "id" = ?)
			AND "usageResetDate" = (SELECT "periodResetDate" FROM "QuotaReservation" WHERE "id" = ?)`,
			reservationId,
			reservationId,
		),
		settleReservation(reservationId),
	])
}

/** Gives back one unit after a failed generation or extraction (never below zero). */
export async function refundQuota(userId: string, kind: QuotaKind) {
	const column = usageColumn[kind]
	await prisma.$executeRawUnsafe(
		`UPDATE "User" SET "${column}" = MAX("${column}" - 1, 0) WHERE "id" = ?`,
		userId,
	)
}

export async function readUsage(userId: string, kind: QuotaKind) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: {
			planType: true,
			socialPostsUsedThisMonth: true,
			reelScriptsUsedThisMonth: true,
			fileUploadsUsedThisMonth: true,
		},
	})
	return { used: user[usageColumn[kind]], limit: planLimit(user.planType, kind) }
}

/** The monthly limit of `kind` on a stored plan id (an unknown id counts as Starter). */
function planLimit(planType: string, kind: QuotaKind) {
	const plan = PLAN_IDS.includes(planType as never)
		? plans[planType as keyof typeof plans]
		: plans.starter
	return plan.limits[kind]
}

export function remainingOf({ used, limit }: { used: number; limit: number }) {
	return limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used)
}
