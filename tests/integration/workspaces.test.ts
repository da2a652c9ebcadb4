import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createApiToken } from '#app/modules/api-tokens/api-tokens.server.ts'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import { answerInvitation, inviteToWorkspace } from '#app/modules/workspaces/invitations.server.ts'
import { INVITATION_TTL_MS } from '#app/modules/workspaces/roles.ts'
import { getRequestSpace, switchSpace } from '#app/modules/workspaces/space.server.ts'
import { createWorkspace } from '#app/modules/workspaces/workspaces.server.ts'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/_index.tsx'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { loader as generationApi } from '#app/routes/api/generation.ts'
import { loader as generationsApi } from '#app/routes/api/generations.ts'
import { action as historyAction, loader as historyLoader } from '#app/routes/history/history.tsx'
import { loader as downloadLoader } from '#app/routes/reels/download.ts'
import { loader as reelsLoader } from '#app/routes/reels/reels.tsx'
import { action as invitationAction } from '#app/routes/team/invitation.tsx'
import { action as teamAction } from '#app/routes/team/team.tsx'
import { action as voicesAction } from '#app/routes/voices/voices.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { startSmtpSink, type SmtpSink } from '#tests/mail/mail-helpers.ts'
import { resetEnvForTests } from '../../server/env.js'
import { createTestUser, formRequest, jsonRequest, routeArgs, settle } from './helpers.ts'

// Team workspaces (issue 15): one pool, shared history and voices, strict isolation, and
// invitations that cannot be replayed, forwarded or used late. Mail goes over real SMTP to a
// local sink.

const source = fixtureText('english-newsletter')
const postsBody = {
	sourceContent: source,
	brandVoice: 'Friendly and straightforward. No emoji.',
	contentGoal: 'Drive traffic to the blog',
}

let sink: SmtpSink
const savedSmtp = process.env.SMTP_URL
beforeAll(async () => {
	sink = await startSmtpSink()
	process.env.SMTP_URL = sink.url
	resetEnvForTests()
})
afterAll(async () => {
	if (savedSmtp === undefined) delete process.env.SMTP_URL
	else process.env.SMTP_URL = savedSmtp
	resetEnvForTests()
	await sink.close()
})
beforeEach(() => resetRateLimitsForTests())

type Account = Awaited<ReturnType<typeof createTestUser>>

const withCookie = (account: Account) =>
	new Request('http://localhost/', { headers: { cookie: account.cookie } })

async function enter(account: Account, workspaceId: string | null) {
	expect(await switchSpace(withCookie(account), account.user.id, workspaceId)).toBe(true)
}

/** An Agency owner with a workspace, and `count` members who joined it and work in it. */
async function team(count: number, name = 'Studio') {
	const owner = await createTestUser({ firstName: 'Olga' })
	await prisma.user.update({ where: { id: owner.user.id }, data: { planType: 'agency' } })
	const created = await createWorkspace(owner.user.id, name)
	if (!created.ok) throw new Error(created.code)
	await enter(owner, created.workspaceId)
	const members: Account[] = []
	for (let i = 0; i < count; i++) {
		const member = await createTestUser({ firstName: `Member${i}` })
		await prisma.workspaceMember.create({
			data: { workspaceId: created.workspaceId, userId: member.user.id, role: 'member' },
		})
		await enter(member, created.workspaceId)
		members.push(member)
	}
	return { owner, members, workspaceId: created.workspaceId }
}

async function generateAs(account: Account) {
	return settle(() =>
		generateApi(routeArgs(jsonRequest('/api/generate', postsBody, { cookie: account.cookie }))),
	)
}

describe('the shared quota pool', () => {
	test('3 members sending 50 requests at once get exactly the posts left in the pool', async () => {
		const { owner, members, workspaceId } = await team(3)
		// 12 posts left of the owner's 500.
		await prisma.user.update({
			where: { id: owner.user.id },
			data: { socialPostsUsedThisMonth: 488 },
		})
		const responses = await Promise.all(
			Array.from({ length: 50 }, (_, i) => generateAs(members[i % 3]!)),
		)
		const statuses = responses.map((response) => response.status)
		expect(statuses.filter((status) => status === 200)).toHaveLength(12)
		expect(statuses.filter((status) => status === 429)).toHaveLength(38)
		const pool = await prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } })
		expect(pool.socialPostsUsedThisMonth).toBe(500)
		expect(await prisma.generation.count({ where: { workspaceId } })).toBe(12)
		expect(await prisma.quotaReservation.count({ where: { userId: owner.user.id } })).toBe(0)
		// The members' own allowances are untouched.
		for (const member of members) {
			const stored = await prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })
			expect(stored.socialPostsUsedThisMonth).toBe(0)
		}
	})

	test('a workspace whose owner left Agency is paused: nothing is spent from the pool', async () => {
		const { owner, members } = await team(1)
		await prisma.user.update({ where: { id: owner.user.id }, data: { planType: 'creator_pro' } })
		const response = await generateAs(members[0]!)
		expect(response.status).toBe(429)
		const pool = await prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } })
		expect(pool.socialPostsUsedThisMonth).toBe(0)
	})

	test('members see the history with who made what; the personal space stays separate', async () => {
		const { owner, members } = await team(1)
		expect((await generateAs(members[0]!)).status).toBe(200)
		const history = (await historyLoader(routeArgs(withCookie(owner)))) as {
			items: Array<{ author: { name: string } }>
			showAuthors: boolean
		}
		expect(history.showAuthors).toBe(true)
		expect(history.items).toHaveLength(1)
		expect(history.items[0]!.author.name).toBe('Member0 User')
		await enter(members[0]!, null)
		const personal = (await historyLoader(routeArgs(withCookie(members[0]!)))) as {
			items: unknown[]
		}
		expect(personal.items).toHaveLength(0)
	})

	test('a removed member falls back to the personal space, and their generations stay', async () => {
		const { owner, members, workspaceId } = await team(1)
		expect((await generateAs(members[0]!)).status).toBe(200)
		const removed = await settle(() =>
			teamAction(
				routeArgs(
					formRequest(
						'/team',
						{ intent: 'remove', id: members[0]!.user.id },
						{ cookie: owner.cookie },
					),
				),
			),
		)
		expect(removed.status).toBe(200)
		const space = await getRequestSpace(withCookie(members[0]!), members[0]!.user.id)
		expect(space.workspaceId).toBeNull()
		expect(await prisma.generation.count({ where: { workspaceId } })).toBe(1)
	})
})

describe('isolation between workspaces', () => {
	test('a member of A cannot read, regenerate, delete or spend from B, by id, form or API', async () => {
		const a = await team(1, 'A')
		const b = await team(0, 'B')
		const intruder = a.members[0]!

		// B's resources: a post generation, a reel, a voice.
		const bPosts = await (await generateAs(b.owner)).json()
		const bReel = await prisma.generation.create({
			data: {
				userId: b.owner.user.id,
				workspaceId: b.workspaceId,
				kind: 'reel',
				inputType: 'text',
				sourceContent: 'x',
				brandVoice: 'x',
				contentGoal: 'x',
				options: '{}',
				engine: 'built-in',
				output: JSON.stringify({ reelScript: { scenes: [] } }),
				durationMs: 1,
			},
		})
		const bVoice = await prisma.brandVoice.create({
			data: {
				userId: b.owner.user.id,
				workspaceId: b.workspaceId,
				name: 'B voice',
				description: 'Dry',
			},
		})
		const bPoolBefore = (await prisma.user.findUniqueOrThrow({ where: { id: b.owner.user.id } }))
			.socialPostsUsedThisMonth

		// Reading by id: dashboard, reels page, download, API.
		const dashboard = (await dashboardLoader(
			routeArgs(
				new Request(`http://localhost/?generation=${bPosts.id}`, {
					headers: { cookie: intruder.cookie },
				}),
			),
		)) as { dashboard: { generation: unknown } }
		expect(dashboard.dashboard.generation).toBeNull()
		const reels = (await reelsLoader(
			routeArgs(
				new Request(`http://localhost/reels?generation=${bReel.id}`, {
					headers: { cookie: intruder.cookie },
				}),
			),
		)) as { generation?: unknown }
		expect(reels.generation ?? null).toBeNull()
		const download = await settle(() =>
			downloadLoader(
				routeArgs(
					new Request(`http://localhost/reels/download/${bReel.id}`, {
						headers: { cookie: intruder.cookie },
					}),
					{ id: bReel.id },
				),
			),
		)
		expect(download.status).toBe(404)
		const apiRead = await settle(() =>
			generationApi(
				routeArgs(
					new Request(`http://localhost/api/generations/${bPosts.id}`, {
						headers: { cookie: intruder.cookie },
					}),
					{ id: bPosts.id },
				),
			),
		)
		expect(apiRead.status).toBe(404)
		const list = await settle(() =>
			generationsApi(
				routeArgs(
					new Request('http://localhost/api/generations', { headers: { cookie: intruder.cookie } }),
				),
			),
		)
		expect((await list.json()).generations).toEqual([])

		// Regenerating and deleting through the forms.
		const regenerate = await settle(() =>
			dashboardAction(
				routeArgs(
					formRequest(
						'/?index',
						{ intent: 'regenerate', generationId: bPosts.id, platform: 'twitter' },
						{ cookie: intruder.cookie },
					),
				),
			),
		)
		expect(regenerate.status).toBe(404)
		const deleted = await settle(() =>
			historyAction(
				routeArgs(
					formRequest(
						'/history',
						{ intent: 'delete', generationId: bPosts.id },
						{ cookie: intruder.cookie },
					),
				),
			),
		)
		expect(deleted.status).toBe(404)
		expect(await prisma.generation.count({ where: { id: { in: [bPosts.id, bReel.id] } } })).toBe(2)

		// B's voice: not usable in a generation, not deletable.
		const withVoice = await settle(() =>
			generateApi(
				routeArgs(
					jsonRequest(
						'/api/generate',
						{ ...postsBody, brandVoiceId: bVoice.id },
						{ cookie: intruder.cookie },
					),
				),
			),
		)
		expect(withVoice.status).toBe(404)
		await settle(() =>
			voicesAction(
				routeArgs(
					formRequest(
						'/voices',
						{ intent: 'delete', voiceId: bVoice.id },
						{ cookie: intruder.cookie },
					),
				),
			),
		)
		expect(await prisma.brandVoice.count({ where: { id: bVoice.id } })).toBe(1)

		// Spending from B: switching is refused, and a session pointed at B by hand acts at home.
		expect(await switchSpace(withCookie(intruder), intruder.user.id, b.workspaceId)).toBe(false)
		const sessionId = (
			await prisma.session.findFirstOrThrow({ where: { userId: intruder.user.id } })
		).id
		await prisma.session.update({ where: { id: sessionId }, data: { workspaceId: b.workspaceId } })
		expect((await generateAs(intruder)).status).toBe(200)
		expect(await prisma.generation.count({ where: { workspaceId: b.workspaceId } })).toBe(2)
		const bPoolAfter = (await prisma.user.findUniqueOrThrow({ where: { id: b.owner.user.id } }))
			.socialPostsUsedThisMonth
		expect(bPoolAfter).toBe(bPoolBefore)

		// A token made in A acts in A only, and stops when its maker leaves A.
		await prisma.user.update({ where: { id: intruder.user.id }, data: { planType: 'agency' } })
		await prisma.workspaceMember.updateMany({
			where: { workspaceId: a.workspaceId, userId: intruder.user.id },
			data: { role: 'admin' },
		})
		await enter(intruder, a.workspaceId)
		const aSpace = await getRequestSpace(withCookie(intruder), intruder.user.id)
		expect(aSpace).toMatchObject({ workspaceId: a.workspaceId, role: 'admin' })
		const token = await createApiToken(aSpace, { name: 'A token', scopes: ['history:read'] })
		if (!token.ok) throw new Error(token.code)
		const viaToken = await settle(() =>
			generationApi(
				routeArgs(
					new Request(`http://localhost/api/generations/${bPosts.id}`, {
						headers: { authorization: `Bearer ${token.token}` },
					}),
					{ id: bPosts.id },
				),
			),
		)
		expect(viaToken.status).toBe(404)
		await prisma.workspaceMember.deleteMany({
			where: { workspaceId: a.workspaceId, userId: intruder.user.id },
		})
		const afterLeaving = await settle(() =>
			generationsApi(
				routeArgs(
					new Request('http://localhost/api/generations', {
						headers: { authorization: `Bearer ${token.token}` },
					}),
				),
			),
		)
		expect(afterLeaving.status).toBe(403)
		expect((await afterLeaving.json()).code).toBe('NOT_A_MEMBER')
	})

	test('a member cannot manage members or invite; only owners and admins can', async () => {
		const { members } = await team(2)
		const response = await settle(() =>
			teamAction(
				routeArgs(
					formRequest(
						'/team',
						{ intent: 'remove', id: members[1]!.user.id },
						{ cookie: members[0]!.cookie },
					),
				),
			),
		)
		expect(response.status).toBe(403)
		const invite = await settle(() =>
			teamAction(
				routeArgs(
					formRequest(
						'/team',
						{ intent: 'invite', email: 'someone@example.com' },
						{ cookie: members[0]!.cookie },
					),
				),
			),
		)
		expect(invite.status).toBe(403)
	})
})

describe('invitations', () => {
	function tokenFromMail(text: string) {
		const match = /\/team\/invitations\/([\w-]+)/.exec(text)
		if (!match) throw new Error('no invitation link in the mail')
		return match[1]!
	}

	async function invite(owner: Account, email: string) {
		const response = await settle(() =>
			teamAction(
				routeArgs(formRequest('/team', { intent: 'invite', email }, { cookie: owner.cookie })),
			),
		)
		expect(response.status).toBe(200)
		const mail = await sink.waitFor((each) => each.to.includes(email.toLowerCase()))
		return { mail, token: tokenFromMail(mail.text) }
	}

	const answer = (account: Account, token: string, intent: 'accept' | 'decline') =>
		settle(() =>
			invitationAction(
				routeArgs(
					formRequest(`/team/invitations/${token}`, { intent }, { cookie: account.cookie }),
					{ token },
				),
			),
		)

	test('the invited address accepts once by the mailed link and lands in the workspace', async () => {
		const { owner, workspaceId } = await team(0)
		const invited = await createTestUser({ firstName: 'Ines' })
		const { mail, token } = await invite(owner, invited.user.email)
		expect(mail.subject).toContain('invited you to Studio')
		const stored = await prisma.workspaceInvitation.findFirstOrThrow({ where: { workspaceId } })
		expect(stored.tokenHash).not.toBe(token)

		const accepted = await answer(invited, token, 'accept')
		expect(accepted.status).toBe(302)
		const space = await getRequestSpace(withCookie(invited), invited.user.id)
		expect(space).toMatchObject({ workspaceId, role: 'member', quotaUserId: owner.user.id })

		// Replayed: refused, and no second membership.
		const replay = await answer(invited, token, 'accept')
		expect(replay.status).toBe(403)
		expect((await replay.json()).problem).toBe('team.invitation.used')
		expect(await prisma.workspaceMember.count({ where: { workspaceId } })).toBe(2)
	})

	test('a forwarded link is refused for another address', async () => {
		const { owner, workspaceId } = await team(0)
		const invited = await createTestUser()
		const { token } = await invite(owner, invited.user.email)
		const stranger = await createTestUser()
		const response = await answer(stranger, token, 'accept')
		expect(response.status).toBe(403)
		expect((await response.json()).problem).toBe('team.invitation.wrongAddress')
		expect(
			await prisma.workspaceMember.count({ where: { workspaceId, userId: stranger.user.id } }),
		).toBe(0)
		// The invitation is still open for the right person.
		expect((await answer(invited, token, 'accept')).status).toBe(302)
	})

	test('an expired, revoked or resent-over link is refused', async () => {
		const { owner } = await team(0)
		const late = await createTestUser()
		const { token: lateToken } = await invite(owner, late.user.email)
		await prisma.workspaceInvitation.updateMany({
			where: { email: late.user.email },
			data: { expiresAt: new Date(Date.now() - 1000) },
		})
		expect((await (await answer(late, lateToken, 'accept')).json()).problem).toBe(
			'team.invitation.expired',
		)

		const revoked = await createTestUser()
		const { token: revokedToken } = await invite(owner, revoked.user.email)
		const invitation = await prisma.workspaceInvitation.findFirstOrThrow({
			where: { email: revoked.user.email },
		})
		const revoke = await settle(() =>
			teamAction(
				routeArgs(
					formRequest('/team', { intent: 'revoke', id: invitation.id }, { cookie: owner.cookie }),
				),
			),
		)
		expect(revoke.status).toBe(200)
		expect((await (await answer(revoked, revokedToken, 'accept')).json()).problem).toBe(
			'team.invitation.used',
		)

		const resent = await createTestUser()
		const { token: firstToken } = await invite(owner, resent.user.email)
		const open = await prisma.workspaceInvitation.findFirstOrThrow({
			where: { email: resent.user.email },
		})
		sink.mails.length = 0
		await settle(() =>
			teamAction(
				routeArgs(
					formRequest('/team', { intent: 'resend', id: open.id }, { cookie: owner.cookie }),
				),
			),
		)
		const again = await sink.waitFor((each) => each.to.includes(resent.user.email.toLowerCase()))
		const secondToken = tokenFromMail(again.text)
		expect(secondToken).not.toBe(firstToken)
		expect((await (await answer(resent, firstToken, 'accept')).json()).problem).toBe(
			'team.invitation.invalid',
		)
		expect((await answer(resent, secondToken, 'accept')).status).toBe(302)
	})

	test('a declined invitation cannot be accepted afterwards', async () => {
		const { owner, workspaceId } = await team(0)
		const invited = await createTestUser()
		const { token } = await invite(owner, invited.user.email)
		expect((await answer(invited, token, 'decline')).status).toBe(200)
		expect((await answer(invited, token, 'accept')).status).toBe(403)
		expect(await prisma.workspaceMember.count({ where: { workspaceId } })).toBe(1)
	})

	test('seats come from the plans config: Agency has 5, open invitations hold one', async () => {
		const { owner } = await team(3)
		await invite(owner, 'fifth@example.com')
		const sixth = await settle(() =>
			teamAction(
				routeArgs(
					formRequest(
						'/team',
						{ intent: 'invite', email: 'sixth@example.com' },
						{ cookie: owner.cookie },
					),
				),
			),
		)
		expect(sixth.status).toBe(403)
		expect((await sixth.json()).error).toBe('team.errors.noSeats')
	})

	test('two acceptances of one link at once join once', async () => {
		const { workspaceId, owner } = await team(0)
		const invited = await createTestUser()
		const space = await getRequestSpace(withCookie(owner), owner.user.id)
		const request = new Request('http://localhost/team')
		const result = await inviteToWorkspace(request, space, {
			email: invited.user.email,
			role: 'member',
		})
		expect(result.ok).toBe(true)
		const mail = await sink.waitFor((each) => each.to.includes(invited.user.email.toLowerCase()))
		const token = tokenFromMail(mail.text)
		const answers = await Promise.all([
			answerInvitation(token, invited.user, 'accept'),
			answerInvitation(token, invited.user, 'accept'),
		])
		expect(answers.filter((each) => each.ok)).toHaveLength(1)
		expect(await prisma.workspaceMember.count({ where: { workspaceId } })).toBe(2)
		expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000)
	})
})
