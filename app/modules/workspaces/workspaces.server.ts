import { getPlan, planIncludes } from '#app/modules/billing/plans.ts'
import { prisma } from '#app/utils/db.server.ts'
import { canManageMembers, isAssignableRole, isWorkspaceRole, type WorkspaceRole } from './roles.ts'
import type { Space } from './space.server.ts'

export type CreateWorkspaceResult =
	{ ok: true; workspaceId: string } | { ok: false; code: 'PLAN_REQUIRED' | 'ALREADY_OWNS' }

/** An Agency owner's one team workspace, with the owner as its first member. */
export async function createWorkspace(
	ownerId: string,
	name: string,
): Promise<CreateWorkspaceResult> {
	const owner = await prisma.user.findUniqueOrThrow({
		where: { id: ownerId },
		select: { planType: true, ownedWorkspace: { select: { id: true } } },
	})
	if (!planIncludes(owner.planType, 'teamCollaboration'))
		return { ok: false, code: 'PLAN_REQUIRED' }
	if (owner.ownedWorkspace) return { ok: false, code: 'ALREADY_OWNS' }
	try {
		const workspace = await prisma.workspace.create({
			data: { name, ownerId, members: { create: { userId: ownerId, role: 'owner' } } },
			select: { id: true },
		})
		return { ok: true, workspaceId: workspace.id }
	} catch {
		// Two creations at once: the unique owner keeps the second out.
		return { ok: false, code: 'ALREADY_OWNS' }
	}
}

export async function ownedWorkspaceId(userId: string) {
	const workspace = await prisma.workspace.findUnique({
		where: { ownerId: userId },
		select: { id: true },
	})
	return workspace?.id ?? null
}

/** Seats a workspace has: its owner's plan's, from the plans config. */
export function seatsOf(ownerPlanType: string) {
	return getPlan(ownerPlanType).seats
}

/** Members plus invitations still open: each holds a seat. */
async function seatsTaken(workspaceId: string, now: Date) {
	const [members, pending] = await Promise.all([
		prisma.workspaceMember.count({ where: { workspaceId } }),
		prisma.workspaceInvitation.count({
			where: {
				workspaceId,
				acceptedAt: null,
				declinedAt: null,
				revokedAt: null,
				expiresAt: { gt: now },
			},
		}),
	])
	return members + pending
}

export async function seatsLeft(workspaceId: string, now = new Date()) {
	const workspace = await prisma.workspace.findUniqueOrThrow({
		where: { id: workspaceId },
		select: { owner: { select: { planType: true } } },
	})
	return Math.max(0, seatsOf(workspace.owner.planType) - (await seatsTaken(workspaceId, now)))
}

/** What the team page shows: members, open invitations and seats, for a member of it. */
export async function workspaceOverview(space: Space, now = new Date()) {
	if (!space.workspaceId) return null
	const workspace = await prisma.workspace.findUniqueOrThrow({
		where: { id: space.workspaceId },
		select: {
			id: true,
			name: true,
			owner: { select: { planType: true } },
			members: {
				orderBy: { createdAt: 'asc' },
				select: {
					role: true,
					createdAt: true,
					user: { select: { id: true, email: true, firstName: true, lastName: true } },
				},
			},
			invitations: {
				where: { acceptedAt: null, declinedAt: null, revokedAt: null },
				orderBy: { createdAt: 'desc' },
				select: { id: true, email: true, role: true, expiresAt: true, createdAt: true },
			},
		},
	})
	const seats = seatsOf(workspace.owner.planType)
	const openInvitations = workspace.invitations.filter((each) => each.expiresAt > now)
	return {
		id: workspace.id,
		name: workspace.name,
		seats,
		seatsUsed: workspace.members.length + openInvitations.length,
		members: workspace.members.map((member) => ({
			userId: member.user.id,
			email: member.user.email,
			name: [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') || null,
			role: isWorkspaceRole(member.role) ? member.role : ('member' as WorkspaceRole),
			joinedAt: member.createdAt.toISOString(),
		})),
		invitations: canManageMembers(space.role)
			? workspace.invitations.map((each) => ({
					id: each.id,
					email: each.email,
					role: each.role,
					expiresAt: each.expiresAt.toISOString(),
					expired: each.expiresAt <= now,
				}))
			: [],
	}
}

export type MemberChangeResult = { ok: true } | { ok: false; code: 'FORBIDDEN' | 'NOT_FOUND' }

/** Owners and admins change a member's role (never the owner's, never to owner). */
export async function changeMemberRole(
	space: Space,
	memberUserId: string,
	role: string,
): Promise<MemberChangeResult> {
	if (!space.workspaceId || !canManageMembers(space.role) || !isAssignableRole(role))
		return { ok: false, code: 'FORBIDDEN' }
	const { count } = await prisma.workspaceMember.updateMany({
		where: { workspaceId: space.workspaceId, userId: memberUserId, role: { not: 'owner' } },
		data: { role },
	})
	return count === 1 ? { ok: true } : { ok: false, code: 'NOT_FOUND' }
}

/**
 * Removes a member (owners and admins; never the owner). Their generations stay in the workspace
 * (they are its rows), and their tokens for it stop with their membership.
 */
export async function removeMember(
	space: Space,
	memberUserId: string,
): Promise<MemberChangeResult> {
	if (!space.workspaceId || !canManageMembers(space.role)) return { ok: false, code: 'FORBIDDEN' }
	const { count } = await prisma.workspaceMember.deleteMany({
		where: { workspaceId: space.workspaceId, userId: memberUserId, role: { not: 'owner' } },
	})
	return count === 1 ? { ok: true } : { ok: false, code: 'NOT_FOUND' }
}

/** Anyone but the owner may leave; the owner's workspace lives as long as the owner does. */
export async function leaveWorkspace(space: Space): Promise<MemberChangeResult> {
	if (!space.workspaceId || space.role === 'owner') return { ok: false, code: 'FORBIDDEN' }
	const { count } = await prisma.workspaceMember.deleteMany({
		where: { workspaceId: space.workspaceId, userId: space.userId },
	})
	return count === 1 ? { ok: true } : { ok: false, code: 'NOT_FOUND' }
}
