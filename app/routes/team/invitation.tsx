import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation } from 'react-router'
import { AuthLayout } from '#app/components/auth-layout.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { getUser, requireUser } from '#app/modules/auth/session.server.ts'
import { answerInvitation, readInvitation } from '#app/modules/workspaces/invitations.server.ts'
import { switchSpace } from '#app/modules/workspaces/space.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import type { Route } from './+types/invitation'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'team.title')

const problemKeys = {
	INVALID: 'team.invitation.invalid',
	EXPIRED: 'team.invitation.expired',
	USED: 'team.invitation.used',
	WRONG_ADDRESS: 'team.invitation.wrongAddress',
} as const

/** The invitation link from the mail: who invites whom to what, and accept or decline. */
export async function loader({ request, params }: Route.LoaderArgs) {
	const invitation = await readInvitation(params.token)
	const user = await getUser(request)
	if (!invitation.ok) {
		return data(
			{
				invitation: null,
				problem: problemKeys[invitation.code],
				signedIn: Boolean(user),
				mismatch: false,
			},
			{
				status: invitation.code === 'INVALID' ? 404 : 410,
				headers: { 'Referrer-Policy': 'no-referrer' },
			},
		)
	}
	const mismatch = Boolean(user && user.email.toLowerCase() !== invitation.email.toLowerCase())
	return data(
		{
			invitation: {
				workspaceName: invitation.workspaceName,
				inviter: invitation.inviter,
				email: invitation.email,
			},
			problem: mismatch ? problemKeys.WRONG_ADDRESS : null,
			signedIn: Boolean(user),
			mismatch,
		},
		// The token is in the URL: it never leaks to another site through a Referer.
		{ headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' } },
	)
}

export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const answer = form.get('intent') === 'decline' ? 'decline' : 'accept'
	const result = await answerInvitation(params.token, user, answer)
	if (!result.ok) {
		return data({ problem: problemKeys[result.code], declined: false }, { status: 403 })
	}
	if (answer === 'decline') return data({ problem: null, declined: true })
	await switchSpace(request, user.id, result.workspaceId)
	throw redirect('/')
}

export default function InvitationRoute() {
	const { t } = useTranslation()
	const location = useLocation()
	const { invitation, problem, signedIn, mismatch } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const shownProblem = reply?.problem ?? problem
	const values = invitation
		? { workspace: invitation.workspaceName, inviter: invitation.inviter, email: invitation.email }
		: {}
	return (
		<AuthLayout title={invitation ? t('team.invitation.title', values) : t('team.title')}>
			<div className="space-y-4">
				{invitation ? <p className="text-slate-700">{t('team.invitation.body', values)}</p> : null}
				{shownProblem ? <FormAlert title={t(shownProblem, values)} /> : null}
				{reply?.declined ? (
					<p role="status" className="text-slate-700">
						{t('team.invitation.declined')}
					</p>
				) : null}
				{invitation && !reply?.declined && !shownProblem && signedIn ? (
					<div className="flex flex-wrap gap-2">
						<Form method="post">
							<button type="submit" name="intent" value="accept" className="btn-primary">
								{t('team.invitation.accept')}
							</button>
						</Form>
						<Form method="post">
							<button type="submit" name="intent" value="decline" className="btn-secondary">
								{t('team.invitation.decline')}
							</button>
						</Form>
					</div>
				) : null}
				{invitation && (!signedIn || mismatch) ? (
					<div className="space-y-2">
						<Link
							to={`/signin?redirectTo=${encodeURIComponent(location.pathname)}`}
							className="btn-primary inline-block"
						>
							{t('team.invitation.signIn', values)}
						</Link>
						<p className="text-sm text-slate-600">{t('team.invitation.signUp', values)}</p>
					</div>
				) : null}
				{!invitation || reply?.declined ? (
					<Link to="/" className="btn-secondary inline-block">
						{t('team.invitation.goHome')}
					</Link>
				) : null}
			</div>
		</AuthLayout>
	)
}
