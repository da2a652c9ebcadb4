import { getSessionId, getUserById } from '#app/modules/auth/session.server.ts'
import { planIncludes } from '#app/modules/billing/plans.ts'
import { prisma } from '#app/utils/db.server.ts'
import { isWorkspaceRole, type WorkspaceRole } from './roles.ts'

/**
 * Where a request acts: the person's personal space, or a team workspace they belong to. Every
 * generation, history read, voice and upload is scoped by it; the workspace's allowance is its
 * owner's (one subscription, one pool).
 */
export type Space = {
	/** who acts: the author of what is made */
	userId: string
	/** null: the personal space */
	workspaceId: string | null
	/** whose monthly allowance pays (the workspace's owner in a workspace) */
	quotaUserId: string
	role: WorkspaceRole | null
	name: string | null
	/** the owner's plan no longer includes team workspaces: nothing can be spent in it */
	paused: boolean
}

export function personalSpace(userId: string): Space {
	return { userId, workspaceId: null, quotaUserId: userId, role: null, name: null, paused: false }
}

/** A user id (the personal space, as every caller before workspaces) or a resolved space. */
export type SpaceLike = string | Space

export function toSpace(actor: SpaceLike): Space {
	return typeof actor === 'string' ? personalSpace(actor) : actor
}

/** The rows of a space: a workspace's by its id, a person's own by author and no workspace. */
export function spaceWhere(actor: SpaceLike) {
	const space = toSpace(actor)
	return space.workspaceId
		? { workspaceId: space.workspaceId }
		: { userId: space.userId, workspaceId: null }
}

/** The workspace space of `userId` in `workspaceId`, or null when they are not a member. */
export async function workspaceSpaceFor(
	userId: string,
	workspaceId: string,
): Promise<Space | null> {
	const membership = await prisma.workspaceMember.findUnique({
		where: { workspaceId_userId: { workspaceId, userId } },
		select: {
			role: true,
			workspace: { select: { name: true, ownerId: true, owner: { select: { planType: true } } } },
		},
	})
	if (!membership || !isWorkspaceRole(membership.role)) return null
	return {
		userId,
		workspaceId,
		quotaUserId: membership.workspace.ownerId,
		role: membership.role,
		name: membership.workspace.name,
		paused: !planIncludes(membership.workspace.owner.planType, 'teamCollaboration'),
	}
}

/**
 * The space a signed-in request acts in: the workspace its session chose when the user still
 * belongs to it, else the personal space (a removed member simply lands back at home).
 */
export async function getRequestSpace(request: Request, userId: string): Promise<Space> {
	const sessionId = await getSessionId(request)
	if (!sessionId) return personalSpace(userId)
	const session = await prisma.session.findUnique({
		where: { id: sessionId },
		select: { userId: true, workspaceId: true },
	})
	return sessionSpace(userId, session)
}

/** The space a session row chose (getRequestSpace, for a caller that has read the row). */
export async function sessionSpace(
	userId: string,
	session: { userId: string; workspaceId: string | null } | null,
): Promise<Space> {
	if (!session?.workspaceId || session.userId !== userId) return personalSpace(userId)
	return (await workspaceSpaceFor(userId, session.workspaceId)) ?? personalSpace(userId)
}

/** Makes the request's session act in `workspaceId` (null: personal); false when not a member. */
export async function switchSpace(request: Request, userId: string, workspaceId: string | null) {
	const sessionId = await getSessionId(request)
	if (!sessionId) return false
	if (workspaceId && !(await workspaceSpaceFor(userId, workspaceId))) return false
	const { count } = await prisma.session.updateMany({
		where: { id: sessionId, userId },
		data: { workspaceId },
	})
	return count === 1
}

export type SpaceChoice = {
	workspaceId: string | null
	name: string | null
	role: WorkspaceRole | null
}

/** The personal space and every workspace the user belongs to, for the user menu's switcher. */
export async function listSpaces(userId: string): Promise<SpaceChoice[]> {
	const memberships = await prisma.workspaceMember.findMany({
		where: { userId },
		orderBy: { createdAt: 'asc' },
		select: { role: true, workspace: { select: { id: true, name: true } } },
	})
	return [
		{ workspaceId: null, name: null, role: null },
		...memberships.map((each) => ({
			workspaceId: each.workspace.id,
			name: each.workspace.name,
			role: isWorkspaceRole(each.role) ? each.role : null,
		})),
	]
}

/** The user menu's switcher: where the request acts now, and the other spaces to switch to. */
export async function spaceMenuFor(request: Request, userId: string) {
	const [active, spaces] = await Promise.all([getRequestSpace(request, userId), listSpaces(userId)])
	if (spaces.length === 1) return null
	return {
		active: { workspaceId: active.workspaceId, name: active.name, paused: active.paused },
		others: spaces
			.filter((each) => each.workspaceId !== active.workspaceId)
			.map((each) => ({ workspaceId: each.workspaceId, name: each.name })),
	}
}

/**
 * The account whose plan and usage a page shows for the space: the workspace's owner (the pool
 * its members spend), or the user at home.
 */
export async function poolAccountFor<T extends { id: string }>(space: Space, user: T) {
	if (!space.workspaceId || space.quotaUserId === user.id) return user
	return (await getUserById(space.quotaUserId)) ?? user
}
