import { hitRateLimit } from '#app/modules/auth/rate-limit.server.ts'
import {
	getRequestSession,
	getUserById,
	type SessionUser,
} from '#app/modules/auth/session.server.ts'
import { englishText } from '#app/modules/billing/english.server.ts'
import { getPlan, planIncludes } from '#app/modules/billing/plans.ts'
import {
	personalSpace,
	sessionSpace,
	workspaceSpaceFor,
	type Space,
} from '#app/modules/workspaces/space.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { findApiToken, markApiTokenUsed } from './api-tokens.server.ts'
import { parseScopes, TOKEN_RATE_LIMIT, type ApiScope } from './scopes.ts'

export type ApiCaller = {
	user: SessionUser
	/** how the call was authenticated: an API token, or the browser's cookie session */
	via: 'token' | 'session'
	tokenId: string | null
	/** where the call acts: the session's chosen space, or the token's */
	space: Space
}

export type ApiAuthFailure = {
	status: 401 | 403 | 429
	code:
		| 'UNAUTHORIZED'
		| 'INVALID_TOKEN'
		| 'REVOKED_TOKEN'
		| 'PLAN_REQUIRED'
		| 'NOT_A_MEMBER'
		| 'INSUFFICIENT_SCOPE'
		| 'RATE_LIMITED'
	message: string
	headers: Record<string, string>
}

export type ApiAuthResult = { ok: true; caller: ApiCaller } | { ok: false; failure: ApiAuthFailure }

/**
 * What the Authorization header holds: null without one, the token for `Bearer <token>`, and
 * `false` for anything else (another scheme, an empty token).
 */
export function bearerTokenOf(request: Request): string | null | false {
	const header = request.headers.get('authorization')
	if (header === null) return null
	const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
	return match ? match[1]! : false
}

function failure(
	status: ApiAuthFailure['status'],
	code: ApiAuthFailure['code'],
	message: string,
	headers: Record<string, string> = {},
): { ok: false; failure: ApiAuthFailure } {
	return { ok: false, failure: { status, code, message, headers } }
}

function bearerChallenge(error: string) {
	return { 'WWW-Authenticate': `Bearer realm="vibecast", error="${error}"` }
}

/**
 * Who is calling an /api/* endpoint. With `Authorization: Bearer`, only the token counts (a
 * cookie sent along is ignored, so token calls need no CSRF check): it must exist, be
 * unrevoked, belong to an account whose plan includes API access, carry `scope` (null: any
 * token) and be within its rate limit. Without the header, the cookie session as before.
 */
export async function authenticateApi(
	request: Request,
	scope: ApiScope | null,
	now = new Date(),
): Promise<ApiAuthResult> {
	const presented = bearerTokenOf(request)
	if (presented === null) {
		// One cookie check and one session read for the user and the space (getUser and
		// getRequestSpace would each do both).
		const session = await getRequestSession(request)
		const user = session ? await getUserById(session.userId) : null
		if (!session || !user) return failure(401, 'UNAUTHORIZED', englishText('errors.unauthorized'))
		const space = await sessionSpace(user.id, session)
		return { ok: true, caller: { user, via: 'session', tokenId: null, space } }
	}
	const invalid = () =>
		failure(
			401,
			'INVALID_TOKEN',
			englishText('apiTokens.api.invalid'),
			bearerChallenge('invalid_token'),
		)
	if (presented === false) return invalid()
	const token = await findApiToken(presented)
	if (!token) return invalid()
	if (token.revokedAt) {
		return failure(
			401,
			'REVOKED_TOKEN',
			englishText('apiTokens.api.revoked'),
			bearerChallenge('invalid_token'),
		)
	}
	const user = await getUserById(token.userId)
	if (!user) return invalid()
	// A workspace's token acts in it while its creator is a member, on the owner's plan.
	let space = personalSpace(user.id)
	let planType = user.planType
	if (token.workspaceId) {
		const membership = await workspaceSpaceFor(user.id, token.workspaceId)
		if (!membership) {
			return failure(403, 'NOT_A_MEMBER', englishText('apiTokens.api.notAMember'))
		}
		space = membership
		const owner = await prisma.user.findUnique({
			where: { id: membership.quotaUserId },
			select: { planType: true },
		})
		planType = owner?.planType ?? 'starter'
	}
	if (!planIncludes(planType, 'apiAccess')) {
		return failure(
			403,
			'PLAN_REQUIRED',
			englishText('apiTokens.api.planRequired', {
				plan: englishText(getPlan(planType).nameKey),
			}),
		)
	}
	if (scope && !parseScopes(token.scopes).includes(scope)) {
		return failure(
			403,
			'INSUFFICIENT_SCOPE',
			englishText('apiTokens.api.missingScope', { scope }),
			bearerChallenge('insufficient_scope'),
		)
	}
	const limited = hitRateLimit(`api-token:${token.id}`, { ...TOKEN_RATE_LIMIT, now: now.getTime() })
	if (!limited.allowed) {
		return failure(
			429,
			'RATE_LIMITED',
			englishText('apiTokens.api.rateLimited', { seconds: limited.retryAfterSeconds }),
			{ 'Retry-After': String(limited.retryAfterSeconds) },
		)
	}
	await markApiTokenUsed(token.id, now, token.lastUsedAt)
	return { ok: true, caller: { user, via: 'token', tokenId: token.id, space } }
}

/** The failure as the API's error body (`{ message, code }`, or `error` for /api/upload). */
export function apiAuthFailureResponse(
	{ status, code, message, headers }: ApiAuthFailure,
	messageField: 'message' | 'error' = 'message',
) {
	return Response.json({ [messageField]: message, code }, { status, headers })
}
