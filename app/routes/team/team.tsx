import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router'
import { AgencyUpsell } from '#app/components/agency-upsell.tsx'
import { AppPage } from '#app/components/app-page.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { labelClass } from '#app/components/form-fields.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, planIncludes, plans } from '#app/modules/billing/plans.ts'
import {
	inviteToWorkspace,
	resendInvitation,
	revokeInvitation,
} from '#app/modules/workspaces/invitations.server.ts'
import {
	ASSIGNABLE_ROLES,
	canManageMembers,
	INVITATION_TTL_DAYS,
	WORKSPACE_NAME_MAX_CHARS,
} from '#app/modules/workspaces/roles.ts'
import { getRequestSpace, switchSpace } from '#app/modules/workspaces/space.server.ts'
import { CreateWorkspaceSchema, InviteSchema } from '#app/modules/workspaces/workspace-schemas.ts'
import {
	changeMemberRole,
	createWorkspace,
	leaveWorkspace,
	removeMember,
	workspaceOverview,
} from '#app/modules/workspaces/workspaces.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import { useDateTimeFormat } from '#app/utils/time-zone.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { Route } from './+types/team'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'team.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const owned = await prisma.workspace.findUnique({
		where: { ownerId: user.id },
		select: { id: true, name: true },
	})
	const search = new URL(request.url).searchParams
	return {
		// After the create and leave redirects (the page says what happened, with or without JS).
		notice: search.has('created')
			? 'team.notices.created'
			: search.has('left')
				? 'team.notices.left'
				: null,
		userId: user.id,
		space: { workspaceId: space.workspaceId, role: space.role, paused: space.paused },
		overview: await workspaceOverview(space),
		owned,
		eligible: planIncludes(user.planType, 'teamCollaboration'),
		planType: getPlan(user.planType).id,
	}
}

type Reply = {
	notice?: string
	noticeValues?: Record<string, string>
	error?: string
	fieldErrors?: { name?: string; email?: string; role?: string }
	values?: { email?: string; name?: string }
}

const inviteErrorKeys = {
	FORBIDDEN: 'team.errors.forbidden',
	PAUSED: 'team.errors.paused',
	NO_SEATS: 'team.errors.noSeats',
	ALREADY_MEMBER: 'team.errors.alreadyMember',
	ALREADY_INVITED: 'team.errors.alreadyInvited',
} as const

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const form = await readFormData(request)
	const intent = form.get('intent')
	const reply = (body: Reply, status = 200) => data(body, { status })

	if (intent === 'create') {
		const parsed = CreateWorkspaceSchema.safeParse({ name: form.get('name') ?? '' })
		if (!parsed.success) {
			return reply({ fieldErrors: { name: parsed.error.issues[0]!.message } }, 400)
		}
		const created = await createWorkspace(user.id, parsed.data.name)
		if (!created.ok) {
			const key = created.code === 'PLAN_REQUIRED' ? 'planRequired' : 'alreadyOwns'
			return reply({ error: `team.errors.${key}` }, 403)
		}
		await switchSpace(request, user.id, created.workspaceId)
		throw redirect('/team?created=1')
	}
	if (intent === 'invite') {
		const parsed = InviteSchema.safeParse({
			email: form.get('email') ?? '',
			role: form.get('role') || undefined,
		})
		const email = String(form.get('email') ?? '')
		if (!parsed.success) {
			const fieldErrors: Reply['fieldErrors'] = {}
			for (const issue of parsed.error.issues) {
				const key = issue.path[0] === 'role' ? 'role' : 'email'
				fieldErrors[key] ??= issue.message
			}
			return reply({ fieldErrors, values: { email } }, 400)
		}
		const invited = await inviteToWorkspace(request, space, parsed.data)
		if (!invited.ok) return reply({ error: inviteErrorKeys[invited.code], values: { email } }, 403)
		return reply({ notice: 'team.notices.sent', noticeValues: { email: parsed.data.email } })
	}
	const id = String(form.get('id') ?? '')
	if (intent === 'resend') {
		return (await resendInvitation(request, space, id))
			? reply({ notice: 'team.notices.resent' })
			: reply({ error: 'team.errors.notFound' }, 404)
	}
	if (intent === 'revoke') {
		return (await revokeInvitation(space, id))
			? reply({ notice: 'team.notices.revoked' })
			: reply({ error: 'team.errors.notFound' }, 404)
	}
	if (intent === 'role' || intent === 'remove' || intent === 'leave') {
		const result =
			intent === 'role'
				? await changeMemberRole(space, id, String(form.get('role') ?? ''))
				: intent === 'remove'
					? await removeMember(space, id)
					: await leaveWorkspace(space)
		if (!result.ok) {
			const key = result.code === 'FORBIDDEN' ? 'forbidden' : 'notFound'
			return reply({ error: `team.errors.${key}` }, result.code === 'FORBIDDEN' ? 403 : 404)
		}
		if (intent === 'leave') {
			await switchSpace(request, user.id, null)
			throw redirect('/team?left=1')
		}
		return reply({
			notice: intent === 'role' ? 'team.notices.roleChanged' : 'team.notices.removed',
		})
	}
	return reply({ error: 'team.errors.notFound' }, 400)
}

export default function TeamRoute() {
	const { t, i18n } = useTranslation()
	const { notice, userId, space, overview, owned, eligible, planType } =
		useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as Reply | undefined
	const formatDate = useDateTimeFormat(i18n.language, { dateStyle: 'medium' })
	const manager = canManageMembers(space.role)
	return (
		<AppPage
			title={overview ? overview.name : t('team.title')}
			back={{ to: '/', label: t('team.backToDashboard') }}
			width="max-w-3xl"
		>
			<p className="text-slate-700">{t('team.intro')}</p>
			{reply?.notice ? (
				<p role="status" className="text-emerald-700">
					{t(reply.notice, reply.noticeValues)}
				</p>
			) : null}
			{reply?.error ? <FormAlert title={t(reply.error)} /> : null}
			{notice && !reply ? (
				<p role="status" className="text-emerald-700">
					{t(notice)}
				</p>
			) : null}

			{overview ? (
				<>
					{space.paused ? (
						<p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
							{t('team.paused')}
						</p>
					) : null}
					<section className="card space-y-3 p-6" aria-labelledby="team-members">
						<h2 id="team-members" className="text-lg font-semibold">
							{t('team.members.title')}
						</h2>
						<p className="text-sm text-slate-600">
							{t('team.seats', { used: overview.seatsUsed, seats: overview.seats })}
						</p>
						<ul className="divide-y divide-slate-100">
							{overview.members.map((member) => {
								const label = member.name ?? member.email
								return (
									<li
										key={member.userId}
										className="flex flex-wrap items-center justify-between gap-3 py-3"
										data-member={member.email}
									>
										<div className="min-w-0">
											<p className="font-medium break-words">
												{label} {member.userId === userId ? t('team.members.you') : null}
											</p>
											<p className="text-sm break-words text-slate-600">
												{member.email} · {t(`team.roles.${member.role}`)} ·{' '}
												{t('team.members.joined', { date: formatDate(member.joinedAt) })}
											</p>
										</div>
										{manager && member.role !== 'owner' ? (
											<div className="flex flex-wrap items-end gap-2">
												<Form method="post" className="flex items-end gap-2">
													<input type="hidden" name="id" value={member.userId} />
													<label className="text-sm">
														<span className="sr-only">
															{t('team.members.role', { name: label })}
														</span>
														<select
															name="role"
															defaultValue={member.role}
															className="field-input"
															aria-label={t('team.members.role', { name: label })}
														>
															{ASSIGNABLE_ROLES.map((role) => (
																<option key={role} value={role}>
																	{t(`team.roles.${role}`)}
																</option>
															))}
														</select>
													</label>
													<button
														type="submit"
														name="intent"
														value="role"
														className="btn-secondary"
													>
														{t('team.members.saveRole')}
													</button>
												</Form>
												<Form method="post">
													<input type="hidden" name="id" value={member.userId} />
													<button
														type="submit"
														name="intent"
														value="remove"
														className="btn-ghost text-red-700"
														aria-label={t('team.members.removeLabel', { name: label })}
													>
														{t('team.members.remove')}
													</button>
												</Form>
											</div>
										) : null}
									</li>
								)
							})}
						</ul>
						{space.role !== 'owner' ? (
							<Form method="post" className="border-t border-slate-100 pt-3">
								<p className="mb-2 text-sm text-slate-600">{t('team.members.leaveBody')}</p>
								<button type="submit" name="intent" value="leave" className="btn-secondary">
									{t('team.members.leave')}
								</button>
							</Form>
						) : null}
					</section>

					{manager ? (
						<section className="card space-y-4 p-6" aria-labelledby="team-invite">
							<h2 id="team-invite" className="text-lg font-semibold">
								{t('team.invite.title')}
							</h2>
							<Form
								method="post"
								className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
								noValidate
								key={reply?.notice ?? 'invite'}
							>
								<div>
									<label htmlFor="invite-email" className={labelClass}>
										{t('team.invite.email')}
									</label>
									<input
										id="invite-email"
										name="email"
										type="email"
										autoComplete="off"
										required
										defaultValue={reply?.values?.email}
										aria-invalid={reply?.fieldErrors?.email ? true : undefined}
										aria-describedby={
											reply?.fieldErrors?.email ? 'invite-email-error' : 'invite-hint'
										}
										className="field-input w-full"
									/>
								</div>
								<div>
									<label htmlFor="invite-role" className={labelClass}>
										{t('team.invite.role')}
									</label>
									<select
										id="invite-role"
										name="role"
										defaultValue="member"
										className="field-input"
									>
										{ASSIGNABLE_ROLES.map((role) => (
											<option key={role} value={role}>
												{t(`team.roles.${role}`)}
											</option>
										))}
									</select>
								</div>
								<button type="submit" name="intent" value="invite" className="btn-primary">
									{t('team.invite.submit')}
								</button>
								{reply?.fieldErrors?.email ? (
									<p id="invite-email-error" className="text-sm text-red-700 sm:col-span-3">
										{t(reply.fieldErrors.email)}
									</p>
								) : null}
								<p id="invite-hint" className="text-sm text-slate-600 sm:col-span-3">
									{t('team.invite.hint', { days: INVITATION_TTL_DAYS })}
								</p>
							</Form>
							{overview.invitations.length > 0 ? (
								<div>
									<h3 className="font-semibold">{t('team.invitations.title')}</h3>
									<ul className="divide-y divide-slate-100">
										{overview.invitations.map((invitation) => (
											<li
												key={invitation.id}
												className="flex flex-wrap items-center justify-between gap-2 py-2"
												data-invitation={invitation.email}
											>
												<p className="min-w-0 text-sm break-words">
													{invitation.email} · {t(`team.roles.${invitation.role}`)} ·{' '}
													{invitation.expired
														? t('team.invitations.expired')
														: t('team.invitations.expires', {
																date: formatDate(invitation.expiresAt),
															})}
												</p>
												<div className="flex gap-2">
													<Form method="post">
														<input type="hidden" name="id" value={invitation.id} />
														<button
															type="submit"
															name="intent"
															value="resend"
															className="btn-secondary"
															aria-label={t('team.invitations.resendLabel', {
																email: invitation.email,
															})}
														>
															{t('team.invitations.resend')}
														</button>
													</Form>
													<Form method="post">
														<input type="hidden" name="id" value={invitation.id} />
														<button
															type="submit"
															name="intent"
															value="revoke"
															className="btn-ghost text-red-700"
															aria-label={t('team.invitations.revokeLabel', {
																email: invitation.email,
															})}
														>
															{t('team.invitations.revoke')}
														</button>
													</Form>
												</div>
											</li>
										))}
									</ul>
								</div>
							) : null}
						</section>
					) : null}
				</>
			) : owned ? (
				<section className="card space-y-3 p-6" aria-labelledby="team-owned">
					<h2 id="team-owned" className="text-lg font-semibold">
						{t('team.ownsOne', { name: owned.name })}
					</h2>
					<Form method="post" action="/team/switch">
						<input type="hidden" name="workspaceId" value={owned.id} />
						<input type="hidden" name="redirectTo" value="/team" />
						<button type="submit" className="btn-primary">
							{t('team.open', { name: owned.name })}
						</button>
					</Form>
				</section>
			) : eligible ? (
				<section className="card space-y-4 p-6" aria-labelledby="team-create">
					<h2 id="team-create" className="text-lg font-semibold">
						{t('team.create.title')}
					</h2>
					<p className="text-slate-700">{t('team.create.body', { seats: plans.agency.seats })}</p>
					<Form method="post" className="space-y-3" noValidate>
						<div>
							<label htmlFor="workspace-name" className={labelClass}>
								{t('team.create.name')}
							</label>
							<input
								id="workspace-name"
								name="name"
								required
								maxLength={WORKSPACE_NAME_MAX_CHARS}
								aria-invalid={reply?.fieldErrors?.name ? true : undefined}
								aria-describedby={reply?.fieldErrors?.name ? 'workspace-name-error' : undefined}
								className="field-input w-full"
							/>
							{reply?.fieldErrors?.name ? (
								<p id="workspace-name-error" className="mt-1 text-sm text-red-700">
									{t(reply.fieldErrors.name)}
								</p>
							) : null}
						</div>
						<button type="submit" name="intent" value="create" className="btn-primary">
							{t('team.create.submit')}
						</button>
					</Form>
				</section>
			) : (
				<AgencyUpsell planType={planType} id="team-upsell" />
			)}
		</AppPage>
	)
}
