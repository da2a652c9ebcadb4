import { randomToken, sha256Hex } from '#app/modules/auth/tokens.server.ts'
import { absoluteUrl } from '#app/modules/email/links.server.ts'
import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { workspaceInvitationEmail } from '#app/modules/email/templates.ts'
import { prisma } from '#app/utils/db.server.ts'
import {
	canManageMembers,
	INVITATION_TTL_DAYS,
	INVITATION_TTL_MS,
	type AssignableRole,
} from './roles.ts'
import type { Space } from './space.server.ts'
import { seatsLeft } from './workspaces.server.ts'

export type InviteResult =
	| { ok: true; invitationId: string }
	| { ok: false; code: 'FORBIDDEN' | 'PAUSED' | 'NO_SEATS' | 'ALREADY_MEMBER' | 'ALREADY_INVITED' }

function invitationLink(request: Request, token: string) {
	return absoluteUrl(request, `/team/invitations/${token}`)
}

async function mailInvitation(
	request: Request,
	invitation: { email: string; workspaceName: string; inviter: string; language: string | null },
	token: string,
) {
	const link = invitationLink(request, token)
	const mail = workspaceInvitationEmail({
		language: invitation.language,
		inviter: invitation.inviter,
		workspace: invitation.workspaceName,
		link,
		days: INVITATION_TTL_DAYS,
	})
	await sendEmail({ to: invitation.email, ...mail, link })
}

async function inviterOf(userId: string) {
	const user = await prisma.user.findUniqueOrThrow({
		where: { id: userId },
		select: { email: true, firstName: true, lastName: true, preferredLanguage: true },
	})
	const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
	return { name: name || user.email, language: user.preferredLanguage }
}

/**
 * Invites an address to the space's workspace (owners and admins): a seat must be free (members
 * and open invitations each hold one), and the mail carries a single-use link whose token only
 * the mail holds (the database keeps its SHA-256).
 */
export async function inviteToWorkspace(
	request: Request,
	space: Space,
	{ email, role }: { email: string; role: AssignableRole },
	now = new Date(),
): Promise<InviteResult> {
	if (!space.workspaceId || !canManageMembers(space.role)) return { ok: false, code: 'FORBIDDEN' }
	if (space.paused) return { ok: false, code: 'PAUSED' }
	const member = await prisma.workspaceMember.findFirst({
		where: { workspaceId: space.workspaceId, user: { email } },
		select: { id: true },
	})
	if (member) return { ok: false, code: 'ALREADY_MEMBER' }
	const open = await prisma.workspaceInvitation.findFirst({
		where: {
			workspaceId: space.workspaceId,
			email,
			acceptedAt: null,
			declinedAt: null,
			revokedAt: null,
			expiresAt: { gt: now },
		},
		select: { id: true },
	})
	if (open) return { ok: false, code: 'ALREADY_INVITED' }
	if ((await seatsLeft(space.workspaceId, now)) < 1) return { ok: false, code: 'NO_SEATS' }
	const token = randomToken(32)
	const invitation = await prisma.workspaceInvitation.create({
		data: {
			workspaceId: space.workspaceId,
			email,
			role,
			tokenHash: sha256Hex(token),
			invitedById: space.userId,
			expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
		},
		select: { id: true },
	})
	const inviter = await inviterOf(space.userId)
	await mailInvitation(
		request,
		{ email, workspaceName: space.name ?? '', inviter: inviter.name, language: inviter.language },
		token,
	)
	return { ok: true, invitationId: invitation.id }
}

/** A new link (the old one stops working) and a fresh expiry, mailed again. */
export async function resendInvitation(
	request: Request,
	space: Space,
	invitationId: string,
	now = new Date(),
) {
	if (!space.workspaceId || !canManageMembers(space.role) || space.paused) return false
	const token = randomToken(32)
	const { count } = await prisma.workspaceInvitation.updateMany({
		where: {
			id: invitationId,
			workspaceId: space.workspaceId,
			acceptedAt: null,
			declinedAt: null,
			revokedAt: null,
		},
		data: { tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
	})
	if (count !== 1) return false
	const invitation = await prisma.workspaceInvitation.findUniqueOrThrow({
		where: { id: invitationId },
		select: { email: true },
	})
	const inviter = await inviterOf(space.userId)
	await mailInvitation(
		request,
		{
			email: invitation.email,
			workspaceName: space.name ?? '',
			inviter: inviter.name,
			language: inviter.language,
		},
		token,
	)
	return true
}

export async function revokeInvitation(space: Space, invitationId: string, now = new Date()) {
	if (!space.workspaceId || !canManageMembers(space.role)) return false
	const { count } = await prisma.workspaceInvitation.updateMany({
		where: {
			id: invitationId,
			workspaceId: space.workspaceId,
			acceptedAt: null,
			declinedAt: null,
			revokedAt: null,
		},
		data: { revokedAt: now },
	})
	return count === 1
}

export type InvitationState =
	| {
			ok: true
			invitationId: string
			workspaceId: string
			workspaceName: string
			email: string
			inviter: string
	  }
	| { ok: false; code: 'INVALID' | 'EXPIRED' | 'USED' }

/** What an invitation link is: open (and to whom), used up, expired, or nothing at all. */
export async function readInvitation(token: string, now = new Date()): Promise<InvitationState> {
	if (!token || token.length > 100) return { ok: false, code: 'INVALID' }
	const invitation = await prisma.workspaceInvitation.findUnique({
		where: { tokenHash: sha256Hex(token) },
		select: {
			id: true,
			email: true,
			expiresAt: true,
			acceptedAt: true,
			declinedAt: true,
			revokedAt: true,
			workspace: { select: { id: true, name: true } },
			invitedBy: { select: { email: true, firstName: true, lastName: true } },
		},
	})
	if (!invitation) return { ok: false, code: 'INVALID' }
	if (invitation.acceptedAt || invitation.declinedAt || invitation.revokedAt)
		return { ok: false, code: 'USED' }
	if (invitation.expiresAt <= now) return { ok: false, code: 'EXPIRED' }
	const inviterName = [invitation.invitedBy.firstName, invitation.invitedBy.lastName]
		.filter(Boolean)
		.join(' ')
	return {
		ok: true,
		invitationId: invitation.id,
		workspaceId: invitation.workspace.id,
		workspaceName: invitation.workspace.name,
		email: invitation.email,
		inviter: inviterName || invitation.invitedBy.email,
	}
}

export type AnswerResult =
	| { ok: true; workspaceId: string }
	| { ok: false; code: 'INVALID' | 'EXPIRED' | 'USED' | 'WRONG_ADDRESS' }

/**
 * Accepts or declines an invitation for the signed-in user. The link works only for the address
 * it was sent to (a forwarded link is refused), once: the conditional update that marks it used
 * is the one place that decides, so two clicks at once join once.
 */
export async function answerInvitation(
	token: string,
	user: { id: string; email: string },
	answer: 'accept' | 'decline',
	now = new Date(),
): Promise<AnswerResult> {
	const state = await readInvitation(token, now)
	if (!state.ok) return state
	if (state.email.toLowerCase() !== user.email.toLowerCase())
		return { ok: false, code: 'WRONG_ADDRESS' }
	const { count } = await prisma.workspaceInvitation.updateMany({
		where: {
			id: state.invitationId,
			tokenHash: sha256Hex(token),
			acceptedAt: null,
			declinedAt: null,
			revokedAt: null,
			expiresAt: { gt: now },
		},
		data: answer === 'accept' ? { acceptedAt: now } : { declinedAt: now },
	})
	if (count !== 1) return { ok: false, code: 'USED' }
	if (answer === 'accept') {
		const invitation = await prisma.workspaceInvitation.findUniqueOrThrow({
			where: { id: state.invitationId },
			select: { role: true },
		})
		await prisma.workspaceMember.upsert({
			where: { workspaceId_userId: { workspaceId: state.workspaceId, userId: user.id } },
			create: { workspaceId: state.workspaceId, userId: user.id, role: invitation.role },
			update: {},
		})
	}
	return { ok: true, workspaceId: state.workspaceId }
}
