import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { BarChart } from '#app/components/growth/bar-chart.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { isAdminEmail } from '#app/modules/analytics/summary.server.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { billingMode } from '#app/modules/billing/stripe.server.ts'
import {
	exposeVariant,
	liveExperimentIds,
	setExperimentLive,
} from '#app/modules/experiments/experiment-state.server.ts'
import {
	DEFAULT_EXPERIMENT_ID,
	experiments,
	getExperiment,
	type Experiment,
} from '#app/modules/experiments/experiments.ts'
import { experimentResults } from '#app/modules/experiments/results.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import type { Route } from './+types/ab-testing'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'growth.ab.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const experiment =
		getExperiment(new URL(request.url).searchParams.get('experiment')) ??
		getExperiment(DEFAULT_EXPERIMENT_ID)!
	const admin = isAdminEmail(user.email)
	const variant = await exposeVariant(experiment, user.id)
	return {
		experiment: experiment as Experiment,
		variantId: variant.id,
		admin,
		// Site-wide results are for admins (ADMIN_EMAILS) only.
		results: admin ? await experimentResults(experiment) : null,
		live: await liveExperimentIds(),
		mode: billingMode(),
	}
}

/** Admins switch an experiment on or off for the real /pricing page. */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isAdminEmail(user.email)) {
		return data({ error: 'growth.ab.errors.adminOnly', missing: [] as string[] }, { status: 403 })
	}
	const form = await readFormData(request)
	const experimentId = String(form.get('experimentId') ?? '')
	const live = form.get('live') === 'on'
	const result = await setExperimentLive(experimentId, live, { by: user.email })
	if (result.ok) return { error: null, missing: [] as string[] }
	const status = result.code === 'UNKNOWN_EXPERIMENT' ? 400 : 409
	return data(
		{
			error: `growth.ab.errors.${result.code}`,
			missing: result.code === 'MISSING_STRIPE_PRICES' ? result.missing : [],
		},
		{ status },
	)
}

export default function AbTestingRoute() {
	const { t } = useTranslation()
	const { experiment, variantId, admin, results, live, mode } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const isLive = live.includes(experiment.id)
	const nameOf = (id: string) => t(experiment.variants.find((v) => v.id === id)?.name ?? id)
	return (
		<DemoPage title={t('growth.ab.heading')} intro={t('growth.ab.intro')}>
			<Form method="get" className="card flex flex-wrap items-end gap-3 p-4">
				<label className="flex flex-col gap-1 text-sm font-semibold">
					{t('growth.experiments.choose')}
					<select
						name="experiment"
						defaultValue={experiment.id}
						className="field-input"
						key={experiment.id}
					>
						{experiments.map((e) => (
							<option key={e.id} value={e.id}>
								{t(e.name)} ({e.id})
							</option>
						))}
					</select>
				</label>
				<button type="submit" className="btn-secondary">
					{t('growth.experiments.show')}
				</button>
			</Form>

			<section aria-labelledby="ab-status" className="card space-y-3 p-6">
				<h2 id="ab-status" className="text-lg font-semibold">
					{t(experiment.name)}
				</h2>
				<p>
					{t('growth.experiments.yourVariant')} <strong>{nameOf(variantId)}</strong>
				</p>
				<p role="status">{isLive ? t('growth.ab.liveOn') : t('growth.ab.liveOff')}</p>
				{admin ? (
					<Form method="post" className="space-y-2">
						<input type="hidden" name="experimentId" value={experiment.id} />
						<input type="hidden" name="live" value={isLive ? 'off' : 'on'} />
						<button
							type="submit"
							className="btn-primary"
							disabled={navigation.state === 'submitting'}
						>
							{isLive ? t('growth.ab.switchOff') : t('growth.ab.switchOn')}
						</button>
						<p className="text-sm text-slate-600">{t('growth.ab.switchNote', { mode })}</p>
						{actionData?.error ? (
							<div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
								<p>{t(actionData.error)}</p>
								{actionData.missing.length ? (
									<ul className="mt-1 list-disc pl-5 font-mono text-xs">
										{actionData.missing.map((name) => (
											<li key={name}>{name}</li>
										))}
									</ul>
								) : null}
							</div>
						) : null}
					</Form>
				) : null}
			</section>

			{results ? (
				<section aria-labelledby="ab-results" className="card space-y-4 p-6">
					<h2 id="ab-results" className="text-lg font-semibold">
						{t('growth.ab.resultsTitle')}
					</h2>
					<div
						className="overflow-x-auto"
						tabIndex={0}
						role="region"
						aria-label={t('growth.ab.resultsTitle')}
					>
						<table className="w-full min-w-[36rem] text-left text-sm">
							<thead>
								<tr className="border-b border-slate-200">
									<th scope="col" className="py-2">
										{t('growth.ab.variant')}
									</th>
									<th scope="col">{t('growth.ab.exposures')}</th>
									<th scope="col">{t('growth.ab.clicks')}</th>
									<th scope="col">{t('growth.ab.checkouts')}</th>
									<th scope="col">{t('growth.ab.conversions')}</th>
									<th scope="col">{t('growth.ab.rate')}</th>
									<th scope="col">{t('growth.ab.confidence')}</th>
								</tr>
							</thead>
							<tbody>
								{results.map((row) => (
									<tr key={row.variantId} className="border-b border-slate-100">
										<th scope="row" className="py-2 font-semibold">
											{nameOf(row.variantId)}
										</th>
										<td>{row.exposures}</td>
										<td>{row.clicks}</td>
										<td>{row.checkouts}</td>
										<td>{row.conversions}</td>
										<td>{row.conversionRate}%</td>
										<td>
											{row.confidence.kind === 'control'
												? t('growth.ab.confidenceControl')
												: row.confidence.kind === 'too-little-data'
													? t('growth.ab.confidenceTooLittle')
													: row.confidence.kind === 'significant'
														? t(
																row.confidence.better
																	? 'growth.ab.confidenceBetter'
																	: 'growth.ab.confidenceWorse',
																{
																	confidence: row.confidence.confidence,
																},
															)
														: t('growth.ab.confidenceNot', {
																confidence: row.confidence.confidence,
															})}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<BarChart
						title={t('growth.ab.chartTitle')}
						valueHeader={t('growth.ab.rate')}
						bars={results.map((row) => ({
							label: nameOf(row.variantId),
							value: row.conversionRate,
							highlight: row.variantId === variantId,
						}))}
						format={(value) => `${value}%`}
					/>
				</section>
			) : (
				<p className="card p-6 text-slate-700">{t('growth.ab.adminOnly')}</p>
			)}
		</DemoPage>
	)
}
