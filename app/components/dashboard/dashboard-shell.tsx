import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import { UpgradePromptCard } from '#app/components/billing/upgrade-prompt-card.tsx'
import type { DashboardBilling } from '#app/modules/billing/upgrade-prompt.ts'
import type { PlanId } from '#app/modules/billing/plans.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { AppHeader } from '../app-header.tsx'
import { UsageMeter } from '../usage-meter.tsx'

type Usage = { used: number; limit: number }

export type DashboardData = {
	firstName: string | null
	/** Nothing made yet (a new account): "Welcome", not "Welcome back". */
	firstVisit?: boolean
	planType: PlanId
	usage: { posts: Usage; reels: Usage; fileUploads: Usage }
	usageResetDate: string
	billing?: DashboardBilling
}

export function DashboardShell({
	dashboard,
	notice,
	children,
}: {
	dashboard: DashboardData
	/** Shown first, under the greeting (the no-JavaScript limit notice). */
	notice?: React.ReactNode
	children?: React.ReactNode
}) {
	const { t, i18n } = useTranslation()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const user = root?.user
	const resetDate = new Intl.DateTimeFormat(i18n.language, {
		dateStyle: 'long',
		timeZone: 'UTC',
	}).format(new Date(dashboard.usageResetDate))
	return (
		<div className="min-h-screen">
			{user ? <AppHeader user={user} /> : null}
			<main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
				<h1 className="text-2xl font-bold sm:text-3xl">
					{t(dashboard.firstVisit ? 'dashboard.welcomeFirst' : 'dashboard.welcome', {
						name: dashboard.firstName?.trim() || t('dashboard.defaultName'),
					})}
				</h1>
				{root?.space?.active.name ? (
					<p className="text-slate-700" data-testid="active-space">
						{t('team.workingIn')} <strong>{root.space.active.name}</strong>
					</p>
				) : null}
				{root?.space?.active.paused ? (
					<p
						role="note"
						className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
					>
						{t('team.paused')}
					</p>
				) : null}
				{notice}

				<section
					aria-labelledby="reels-promo-title"
					className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-brand-600 to-fuchsia-600 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
				>
					<div>
						<h2 id="reels-promo-title" className="text-lg font-semibold">
							{t('dashboard.reelsPromo.title')}
						</h2>
						<p className="mt-1 text-white/90">{t('dashboard.reelsPromo.body')}</p>
					</div>
					<Link to="/reels" className="btn bg-white text-brand-700 hover:bg-brand-50">
						{t('dashboard.reelsPromo.cta')}
					</Link>
				</section>

				<section aria-labelledby="usage-title" className="card p-6">
					<h2 id="usage-title" className="text-lg font-semibold">
						{t('usage.title')}
					</h2>
					<div className="mt-4 grid gap-4 sm:grid-cols-3">
						<UsageMeter label={t('usage.posts')} {...dashboard.usage.posts} />
						<UsageMeter label={t('usage.reels')} {...dashboard.usage.reels} />
						<UsageMeter label={t('usage.fileUploads')} {...dashboard.usage.fileUploads} />
					</div>
					<p className="mt-4 text-sm text-slate-600">
						{t('usage.resetsOn', { date: resetDate })}
						{dashboard.billing ? (
							<>
								{' · '}
								{t('billing.usage.daysLeft', { count: dashboard.billing.daysUntilReset })}
							</>
						) : null}
					</p>
				</section>

				<UpgradePromptCard
					planType={dashboard.planType}
					usage={dashboard.usage}
					dismissed={dashboard.billing?.dismissedPrompt ?? null}
				/>

				{children}
			</main>
		</div>
	)
}
