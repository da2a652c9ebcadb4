import {
	readUsage,
	releaseReservation,
	remainingOf,
	reserveQuota,
	settleReservationSql,
	type QuotaKind,
} from '#app/modules/billing/quota.server.ts'
import { toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { Prisma } from '@prisma/client'
import { sql } from '#app/utils/db.server.ts'
import { newRecordId } from '#app/utils/record-id.server.ts'
import { recordServerEvent } from '#app/modules/analytics/record-event.server.ts'
import { metrics } from '#app/utils/metrics.server.ts'
import { AiProviderError, type AiProviderConfig } from './ai-settings.server.ts'
import { resolveAiConfig } from './provider-config.server.ts'
import { SourceWithoutProseError } from './source-prose.ts'

export type EngineName = 'built-in' | 'ai' | 'byok'
export type FailureReason = AiProviderError['code'] | 'internal' | 'no_prose'

export type MeteredResult<T> =
	| {
			ok: true
			generationId: string
			output: T
			engine: EngineName
			usage: { used: number; limit: number; remaining: number }
	  }
	| { ok: false; code: 'QUOTA_EXCEEDED'; usage: { used: number; limit: number } }
	| { ok: false; code: 'GENERATION_FAILED'; reason: FailureReason }

export type GenerationRecord = {
	kind: 'posts' | 'reel'
	inputType: 'text' | 'file'
	originalFilename?: string
	characterCount?: number
	sourceContent: string
	brandVoice: string
	contentGoal: string
	options: Record<string, unknown>
}

/** posts:text, posts:file, reel:30:educational … (the analytics label of a generation). */
function generationLabel(record: GenerationRecord) {
	if (record.kind === 'posts') return `posts:${record.inputType}`
	return ['reel', record.options.duration, record.options.category].filter(Boolean).join(':')
}

function failureReason(error: unknown): FailureReason {
	if (error instanceof SourceWithoutProseError) return 'no_prose'
	return error instanceof AiProviderError ? error.code : 'internal'
}

/**
 * One generation of posts or a reel: picks the engine (the user's own key, the operator's key,
 * or the built-in engine), reserves one unit of the monthly allowance unless the user's own key
 * pays for it, runs the engine, and saves the result in the history in the same transaction
 * that settles the reservation; if anything fails the unit is given back. A crash in between
 * leaves the reservation, which the next start refunds: the counter always equals the saved
 * generations.
 */
export async function runMeteredGeneration<T>(
	actor: SpaceLike,
	quotaKind: Extract<QuotaKind, 'posts' | 'reels'>,
	record: GenerationRecord,
	generate: (aiConfig: AiProviderConfig | null) => Promise<T> | T,
	outputKey: 'posts' | 'reelScript',
): Promise<MeteredResult<T>> {
	// In a team workspace the unit comes from the owner's pool; the author is the member.
	const space = toSpace(actor)
	const userId = space.userId
	let aiConfig: AiProviderConfig | null
	try {
		aiConfig = await resolveAiConfig(userId)
	} catch (error) {
		const reason = failureReason(error)
		metrics.generationFailures.inc({ engine: 'unresolved', kind: record.kind, reason })
		return { ok: false, code: 'GENERATION_FAILED', reason }
	}
	const engine: EngineName = !aiConfig ? 'built-in' : aiConfig.source === 'byok' ? 'byok' : 'ai'
	const countsAgainstQuota = engine !== 'byok'
	let reservationId: string | null = null
	let reserved: { used: number; limit: number } | null = null
	if (countsAgainstQuota) {
		const quota = await reserveQuota(space.quotaUserId, quotaKind, undefined, {
			teamPool: space.workspaceId !== null,
		})
		if (!quota.ok) {
			await recordServerEvent('usage_limit_reached', {
				userId,
				label: quotaKind,
				value: quota.limit,
			})
			return { ok: false, code: 'QUOTA_EXCEEDED', usage: quota }
		}
		reservationId = quota.reservationId
		reserved = { used: quota.used, limit: quota.limit }
	}
	const started = performance.now()
	try {
		const output = await generate(aiConfig)
		const isFile = record.inputType === 'file'
		const now = new Date()
		const generationId = newRecordId(now.getTime())
		// Plain SQL (ADR 033), run without Prisma on its connection (ADR 037): the model query's
		// compilation cost more than the write. Every column as `prisma.generation.create` writes
		// it: the id like its cuid(), createdAt and updatedAt the same instant, the Date and
		// boolean bound as Prisma's adapter binds them.
		const save = Prisma.sql`INSERT INTO "Generation" ("id", "userId", "workspaceId", "kind",
			"inputType", "originalFilename", "sourceContent", "brandVoice", "contentGoal", "options",
			"engine", "output", "durationMs", "countedAgainstQuota", "createdAt", "updatedAt")
			VALUES (${generationId}, ${userId}, ${space.workspaceId}, ${record.kind},
			${record.inputType}, ${isFile ? (record.originalFilename ?? null) : null},
			${record.sourceContent}, ${record.brandVoice}, ${record.contentGoal},
			${JSON.stringify({
				...record.options,
				// The uploaded file's original count, for the editor badge when the run is reopened.
				characterCount: isFile ? record.characterCount : undefined,
			})}, ${engine}, ${JSON.stringify({ [outputKey]: output })},
			${Math.round(performance.now() - started)}, ${countsAgainstQuota}, ${now}, ${now})`
		if (reservationId) await sql.transaction([save, settleReservationSql(reservationId)])
		else await sql.execute(save)
		metrics.generationDuration.observe(
			{ engine, kind: record.kind },
			(performance.now() - started) / 1000,
		)
		// The usage as this generation's reservation left it (the unit it took included); a
		// generation on the user's own key took none, so its user's usage is read.
		const usage = reserved ?? (await readUsage(space.quotaUserId, quotaKind))
		await recordServerEvent(record.kind === 'reel' ? 'reel_generated' : 'content_generated', {
			userId,
			label: generationLabel(record),
		})
		return {
			ok: true,
			generationId,
			output,
			engine,
			usage: { ...usage, remaining: remainingOf(usage) },
		}
	} catch (error) {
		if (reservationId) await releaseReservation(reservationId, quotaKind)
		const reason = failureReason(error)
		metrics.generationFailures.inc({ engine, kind: record.kind, reason })
		// A source of code alone is the user's input to fix, not a failure of ours to log.
		if (reason === 'no_prose') return { ok: false, code: 'GENERATION_FAILED', reason }
		// The provider's message may quote the request, never the key; log the code and class only.
		console.error(
			`${record.kind} generation failed (${engine}): ${reason}`,
			error instanceof AiProviderError ? '' : error,
		)
		return { ok: false, code: 'GENERATION_FAILED', reason }
	}
}
