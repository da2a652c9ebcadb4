import { randomToken, sha256Hex } from '#app/modules/auth/tokens.server.ts'
import { planIncludes } from '#app/modules/billing/plans.ts'
import { canManageMembers } from '#app/modules/workspaces/roles.ts'
import { toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	MAX_ACTIVE_TOKENS,
	parseScopes,
	serializeScopes,
	TOKEN_PREFIX,
	type ApiScope,
} from './scopes.ts'
import type { CreateApiTokenInput } from './token-schemas.ts'

export type ApiTokenSummary = {
	id: string
	name: string
	tokenStart: string
	scopes: ApiScope[]
	createdAt: string
	lastUsedAt: string | null
	revokedAt: string | null
	/** the team workspace the token acts in (null: the personal space) */
	workspaceName: string | null
}

type TokenRow = {
	id: string
	name: string
	tokenStart: string
	scopes: string
	createdAt: Date
	lastUsedAt: Date | null
	revokedAt: Date | null
	workspace?: { name: string } | null
}

function toSummary(row: TokenRow): ApiTokenSummary {
	return {
		id: row.id,
		name: row.name,
		tokenStart: row.tokenStart,
		scopes: parseScopes(row.scopes),
		createdAt: row.createdAt.toISOString(),
		lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
		revokedAt: row.revokedAt?.toISOString() ?? null,
		workspaceName: row.workspace?.name ?? null,
	}
}

export function hashApiToken(token: string) {
	return sha256Hex(token)
}

export type CreateTokenResult =
	| { ok: true; token: string; summary: ApiTokenSummary }
	| { ok: false; code: 'PLAN_REQUIRED' | 'TOO_MANY_TOKENS' | 'FORBIDDEN' }

/**
 * A new token for an Agency account. The token itself is returned once, here; only its SHA-256
 * is stored (256 random bits: a plain hash leaves nothing to brute-force).
 */
export async function createApiToken(
	actor: SpaceLike,
	input: CreateApiTokenInput,
): Promise<CreateTokenResult> {
	// In a team workspace only owners and admins make tokens for it, on the owner's plan.
	const space = toSpace(actor)
	const userId = space.userId
	if (space.workspaceId && !canManageMembers(space.role)) return { ok: false, code: 'FORBIDDEN' }
	const payer = await prisma.user.findUniqueOrThrow({
		where: { id: space.quotaUserId },
		select: { planType: true },
	})
	if (!planIncludes(payer.planType, 'apiAccess')) return { ok: false, code: 'PLAN_REQUIRED' }
	const active = await prisma.apiToken.count({ where: { userId, revokedAt: null } })
	if (active >= MAX_ACTIVE_TOKENS) return { ok: false, code: 'TOO_MANY_TOKENS' }
	const token = `${TOKEN_PREFIX}${randomToken(32)}`
	const row = await prisma.apiToken.create({
		data: {
			userId,
			workspaceId: space.workspaceId,
			name: input.name,
			tokenHash: hashApiToken(token),
			tokenStart: token.slice(0, TOKEN_PREFIX.length + 6),
			scopes: serializeScopes(input.scopes),
		},
	})
	return { ok: true, token, summary: toSummary(row) }
}

/** The account's tokens, newest first; revoked ones stay listed, marked. */
export async function listApiTokens(userId: string): Promise<ApiTokenSummary[]> {
	const rows = await prisma.apiToken.findMany({
		where: { userId },
		include: { workspace: { select: { name: true } } },
		orderBy: [{ revokedAt: { sort: 'asc', nulls: 'first' } }, { createdAt: 'desc' }],
	})
	return rows.map(toSummary)
}

/** Revokes one of the user's own tokens; false for another user's id or one already revoked. */
export async function revokeApiToken(userId: string, tokenId: string, now = new Date()) {
	const { count } = await prisma.apiToken.updateMany({
		where: { id: tokenId, userId, revokedAt: null },
		data: { revokedAt: now },
	})
	return count === 1
}

/** The stored token a presented one hashes to (revoked or not); null for an unknown token. */
export async function findApiToken(token: string) {
	if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null
	return prisma.apiToken.findUnique({ where: { tokenHash: hashApiToken(token) } })
}

// "Last used" is shown to the minute: one write a minute per token is enough.
const LAST_USED_RESOLUTION_MS = 60_000

/** `lastUsedAt`: the row's value, when the caller has just read it. */
export async function markApiTokenUsed(
	tokenId: string,
	now = new Date(),
	lastUsedAt?: Date | null,
) {
	// The same condition as the UPDATE's: no statement at all for most calls of a busy token.
	if (lastUsedAt && now.getTime() - lastUsedAt.getTime() <= LAST_USED_RESOLUTION_MS) return
	try {
		await prisma.apiToken.updateMany({
			where: {
				id: tokenId,
				OR: [
					{ lastUsedAt: null },
					{ lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_RESOLUTION_MS) } },
				],
			},
			data: { lastUsedAt: now },
		})
	} catch (error) {
		// A read replica cannot write; the call itself still goes ahead.
		console.warn('could not record a token use:', error instanceof Error ? error.message : error)
	}
}
