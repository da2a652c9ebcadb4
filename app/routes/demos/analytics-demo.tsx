import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, useLoaderData } from 'react-router'
import { BarChart } from '#app/components/growth/bar-chart.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import {
	analyticsSummary,
	isAdminEmail,
	isTimeframe,
	type Timeframe,
} from '#app/modules/analytics/summary.server.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/analytics-demo'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.analyticsDemo.title')

/** The analytics summary (the same figures as GET /api/analytics/summary), drawn as charts. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const requested = new URL(request.url).searchParams.get('timeframe')
	const timeframe: Timeframe = isTimeframe(requested) ? requested : 'week'
	const scope = isAdminEmail(user.email)
		? ({ kind: 'site' } as const)
		: ({ kind: 'user', userId: user.id } as const)
	return { summary: await analyticsSummary(scope, timeframe) }
}

export default function AnalyticsDemoRoute() {
	const { t, i18n } = useTranslation()
	const { summary } = useLoaderData<typeof loader>()
	const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value)
	const funnel = summary.funnelMetrics
	return (
		<DemoPage
			title={t('growth.analyticsDemo.heading')}
			intro={
				summary.period.scope === 'site'
					? t('growth.analyticsDemo.scopeSite')
					: t('growth.analyticsDemo.scopeUser')
			}
		>
			<Form method="get" className="card flex flex-wrap items-end gap-3 p-4">
				<label className="flex flex-col gap-1 text-sm font-semibold">
					{t('growth.analyticsDemo.timeframe')}
					<select
						name="timeframe"
						defaultValue={summary.period.timeframe}
						className="field-input"
						key={summary.period.timeframe}
					>
						{(['day', 'week', 'month'] as const).map((tf) => (
							<option key={tf} value={tf}>
								{t(`growth.analyticsDemo.timeframes.${tf}`)}
							</option>
						))}
					</select>
				</label>
				<button type="submit" className="btn-secondary">
					{t('growth.experiments.show')}
				</button>
			</Form>

			<dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
				{(
					[
						['pricingViews', number(funnel.pricingViews)],
						['checkoutStarts', number(funnel.checkoutStarts)],
						['viewToClick', `${summary.conversionRates.viewToClick}%`],
						['overallConversion', `${summary.conversionRates.overallConversion}%`],
					] as const
				).map(([key, value]) => (
					<div key={key} className="card p-4">
						<dt className="text-sm text-slate-600">{t(`growth.analyticsDemo.metrics.${key}`)}</dt>
						<dd className="text-3xl font-bold">{value}</dd>
					</div>
				))}
			</dl>

			<section className="card space-y-8 p-6" aria-label={t('growth.analyticsDemo.charts')}>
				<BarChart
					title={t('growth.analyticsDemo.funnel')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={[
						{ label: t('growth.analyticsDemo.metrics.pricingViews'), value: funnel.pricingViews },
						{ label: t('growth.analyticsDemo.metrics.upgradeClicks'), value: funnel.upgradeClicks },
						{
							label: t('growth.analyticsDemo.metrics.checkoutStarts'),
							value: funnel.checkoutStarts,
						},
						{
							label: t('growth.analyticsDemo.metrics.checkoutSuccesses'),
							value: funnel.checkoutSuccesses,
						},
					]}
					format={number}
				/>
				<BarChart
					title={t('growth.analyticsDemo.daily')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={summary.daily.map((day) => ({ label: day.date, value: day.count }))}
					format={number}
				/>
				<BarChart
					title={t('growth.analyticsDemo.events')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={summary.eventCounts.map((row) => ({ label: row.eventName, value: row.count }))}
					format={number}
				/>
				<BarChart
					title={t('growth.analyticsDemo.tiers')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={Object.entries(summary.tierSelections).map(([tier, count]) => ({
						label: tier,
						value: count,
					}))}
					format={number}
				/>
				<BarChart
					title={t('growth.analyticsDemo.sources')}
					valueHeader={t('growth.analyticsDemo.count')}
					bars={summary.sources.map((row) => ({ label: row.source, value: row.count }))}
					format={number}
				/>
			</section>
			<p>
				<Link to="/analytics" className="text-brand-700 underline underline-offset-4">
					{t('growth.content.heading')}
				</Link>
			</p>
			<p className="text-sm text-slate-600">
				{t('growth.analyticsDemo.api')}{' '}
				<code>/api/analytics/summary?timeframe={summary.period.timeframe}</code>
			</p>
		</DemoPage>
	)
}
