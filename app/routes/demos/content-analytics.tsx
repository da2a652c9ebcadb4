import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { BarChart } from '#app/components/growth/bar-chart.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { contentAnalytics } from '#app/modules/analytics/content-analytics.server.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getPlan, plans } from '#app/modules/billing/plans.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/content-analytics'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.content.title')

/** The plans' "Content analytics": Creator Pro and Agency see their own use; Free sees what it gets. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const plan = getPlan(user.planType)
	const included = plan.features.some((f) => f.key === 'analytics' && f.included)
	return { included, weeks: included ? await contentAnalytics(user.id) : null }
}

const COLUMNS = [
	'twitter',
	'linkedin',
	'instagram',
	'reels',
	'uploads',
	'copies',
	'regenerations',
] as const

export default function ContentAnalyticsRoute() {
	const { t, i18n } = useTranslation()
	const { included, weeks } = useLoaderData<typeof loader>()
	const day = (iso: string) =>
		new Intl.DateTimeFormat(i18n.language, {
			day: 'numeric',
			month: 'short',
			timeZone: 'UTC',
		}).format(new Date(`${iso}T00:00:00Z`))
	if (!included || !weeks) {
		return (
			<DemoPage title={t('growth.content.heading')}>
				<section aria-labelledby="locked" className="card space-y-3 p-6">
					<h2 id="locked" className="text-lg font-semibold">
						{t('growth.content.lockedTitle', { plan: t(plans.creator_pro.nameKey) })}
					</h2>
					<ul className="list-disc space-y-1 pl-5 text-slate-700">
						{(['perPlatform', 'copies', 'regenerations', 'uploads'] as const).map((key) => (
							<li key={key}>{t(`growth.content.features.${key}`)}</li>
						))}
					</ul>
					<Link
						to="/billing/change-plan?plan=creator_pro&returnPage=upgrade"
						className="btn-primary"
						data-track="upgrade_button_clicked"
						data-track-label="creator_pro"
					>
						{t('billing.picker.upgrade', { plan: t(plans.creator_pro.nameKey) })}
					</Link>
				</section>
			</DemoPage>
		)
	}
	const totals = Object.fromEntries(
		COLUMNS.map((column) => [column, weeks.reduce((sum, week) => sum + week[column], 0)]),
	) as Record<(typeof COLUMNS)[number], number>
	return (
		<DemoPage title={t('growth.content.heading')} intro={t('growth.content.intro')}>
			<section className="card space-y-6 p-6" aria-label={t('growth.analyticsDemo.charts')}>
				<BarChart
					title={t('growth.content.totals')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={COLUMNS.map((column) => ({
						label: t(`growth.content.columns.${column}`),
						value: totals[column],
					}))}
				/>
			</section>
			<div
				className="card overflow-x-auto p-4"
				tabIndex={0}
				role="region"
				aria-label={t('growth.content.perWeek')}
			>
				<table className="w-full min-w-[40rem] text-left text-sm">
					<caption className="mb-2 text-left font-semibold">{t('growth.content.perWeek')}</caption>
					<thead>
						<tr className="border-b border-slate-200">
							<th scope="col" className="py-2">
								{t('growth.content.week')}
							</th>
							{COLUMNS.map((column) => (
								<th key={column} scope="col">
									{t(`growth.content.columns.${column}`)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{weeks.map((week) => (
							<tr key={week.week} className="border-b border-slate-100">
								<th scope="row" className="py-2 font-normal">
									{day(week.week)}
								</th>
								{COLUMNS.map((column) => (
									<td key={column}>{week[column]}</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</DemoPage>
	)
}
