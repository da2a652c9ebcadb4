import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLoaderData } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { BillingCard, CurrentPlanCard } from '#app/components/billing/account-billing.tsx'
import { UsageMeter } from '#app/components/usage-meter.tsx'
import { SecurityCard } from '#app/components/security/security-card.tsx'
import { getSecuritySummary } from '#app/modules/auth/mfa.server.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { isSocialProvider } from '#app/modules/auth/social-profiles.ts'
import { getPlan } from '#app/modules/billing/plans.ts'
import { billingSummary } from '#app/modules/billing/subscriptions.server.ts'
import { usageSummary } from '#app/modules/billing/usage.ts'
import { DisableMfaWithPasswordSchema } from '#app/modules/forms/auth-forms.ts'
import { constraintOf } from '#app/modules/forms/submission.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { useDateTimeFormat } from '#app/utils/time-zone.ts'
import type { Route } from './+types/account'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'account.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const plan = getPlan(user.planType)
	return {
		profile: {
			firstName: user.firstName,
			lastName: user.lastName,
			email: user.email,
			createdAt: user.createdAt.toISOString(),
		},
		plan: { id: plan.id, nameKey: plan.nameKey, monthlyPrice: plan.monthlyPrice },
		usage: usageSummary(user),
		usageResetDate: user.usageResetDate.toISOString(),
		security: await securityFor(user, new URL(request.url).searchParams.get('mfa')),
		billing: await billingSummary(user.id),
	}
}

async function securityFor(user: { id: string; mfaEnabled: boolean }, flash: string | null) {
	const summary = await getSecuritySummary(user.id)
	return {
		mfaEnabled: user.mfaEnabled,
		hasPassword: summary.hasPassword,
		disableConstraint: constraintOf(DisableMfaWithPasswordSchema),
		unusedBackupCodes: summary.unusedBackupCodes,
		connectedProviders: summary.connectedProviders.filter(isSocialProvider),
		notice: flash === 'disabled' && !user.mfaEnabled ? 'security.disabledNotice' : null,
	}
}

export default function AccountRoute() {
	const { t, i18n } = useTranslation()
	const { profile, usage, usageResetDate, security, billing } = useLoaderData<typeof loader>()
	const formatDate = (iso: string) =>
		new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
			new Date(iso),
		)
	// Joining is an instant: the reader's own calendar day (the reset date is a UTC date).
	const formatInstant = useDateTimeFormat(i18n.language, { dateStyle: 'long' })
	const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ')
	return (
		<AppPage title={t('account.title')} back={{ to: '/', label: t('common.backToDashboard') }}>
			<section aria-labelledby="profile-title" className="card p-6">
				<h2 id="profile-title" className="text-lg font-semibold">
					{t('account.profile.title')}
				</h2>
				<dl className="mt-4 grid gap-3 sm:grid-cols-[1fr_1.5fr_1fr]">
					<div>
						<dt className="text-sm text-slate-600">{t('account.profile.name')}</dt>
						<dd className="font-medium">{name || t('account.profile.notProvided')}</dd>
					</div>
					<div className="min-w-0">
						<dt className="text-sm text-slate-600">{t('account.profile.email')}</dt>
						{/* Wraps only where it must (a long address), never cut with an ellipsis. */}
						<dd className="font-medium [overflow-wrap:anywhere]">{profile.email}</dd>
					</div>
					<div>
						<dt className="text-sm text-slate-600">{t('account.profile.memberSince')}</dt>
						<dd className="font-medium">{formatInstant(profile.createdAt)}</dd>
					</div>
				</dl>
			</section>
			<CurrentPlanCard billing={billing} />
			<section aria-labelledby="account-usage-title" className="card p-6">
				<h2 id="account-usage-title" className="text-lg font-semibold">
					{t('usage.title')}
				</h2>
				<div className="mt-4 grid gap-4 sm:grid-cols-3">
					<UsageMeter label={t('usage.posts')} {...usage.posts} />
					<UsageMeter label={t('usage.reels')} {...usage.reels} />
					<UsageMeter label={t('usage.fileUploads')} {...usage.fileUploads} />
				</div>
				<p className="mt-4 text-sm text-slate-600">
					{t('usage.resetsOn', { date: formatDate(usageResetDate) })}
				</p>
			</section>
			<SecurityCard security={security} notice={security.notice} />
			<BillingCard billing={billing} />
		</AppPage>
	)
}
