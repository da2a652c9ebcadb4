import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useActionData, useLoaderData } from 'react-router'
import {
	ResultsLog,
	sendTestEvent,
	TestButtons,
	useResultsLog,
} from '#app/components/growth/analytics-tools.tsx'
import { AnalyticsChoice } from '#app/components/analytics/analytics-choice.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { toolAction, toolStatus } from '#app/modules/analytics/test-tools.server.ts'
import { classifyTrafficSource } from '#app/modules/analytics/traffic-source.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/analytics-test'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.tools.test.title')

const UTM_TESTS = [
	'?utm_source=reddit&utm_medium=social&utm_campaign=launch',
	'?utm_source=twitter&utm_medium=social',
	'?ref=producthunt',
	'?utm_source=newsletter&utm_medium=email',
]

export function loader({ request, context }: Route.LoaderArgs) {
	return toolStatus(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
	return toolAction(request, context)
}

export default function AnalyticsTestRoute() {
	const { t } = useTranslation()
	const status = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { log, add, clear } = useResultsLog(
		actionData?.entry
			? [
					{
						at: actionData.entry.at,
						ok: actionData.entry.stored,
						text: actionData.entry.stored
							? t('growth.tools.storedServer', { name: actionData.entry.test })
							: t('growth.tools.optedOut'),
					},
				]
			: [],
	)
	const send = (test: string) => add(sendTestEvent(test, t))
	const sourceText = (source: { source: string; medium: string | null; campaign: string | null }) =>
		[source.source, source.medium, source.campaign].filter(Boolean).join(' · ')
	return (
		<DemoPage title={t('growth.tools.test.heading')} intro={t('growth.tools.internal')}>
			<section aria-labelledby="status-title" className="card space-y-1 p-6">
				<h2 id="status-title" className="text-lg font-semibold">
					{t('growth.tools.status')}
				</h2>
				<p>
					{t('growth.tools.firstTouch')}:{' '}
					<strong data-testid="first-touch">{sourceText(status.firstTouch)}</strong>
				</p>
				<p>
					{t('growth.tools.thisVisit')}:{' '}
					<strong data-testid="this-visit">{sourceText(status.thisVisit)}</strong>
				</p>
				<p>
					{t('growth.tools.firstParty')}:{' '}
					{status.firstParty ? t('growth.tools.on') : t('growth.tools.off')}
				</p>
				<AnalyticsChoice />
				<p>
					{t('growth.tools.ga')}:{' '}
					{status.gaConfigured
						? status.gaLoads
							? t('growth.tools.gaLoads')
							: t('growth.tools.gaWaitsForConsent')
						: t('growth.tools.gaNotConfigured')}
				</p>
			</section>

			<section aria-labelledby="signup-tests" className="card space-y-3 p-6">
				<h2 id="signup-tests" className="text-lg font-semibold">
					{t('growth.tools.test.signUps')}
				</h2>
				<TestButtons
					label={t('growth.tools.test.signUps')}
					onSend={send}
					tests={(['email', 'google', 'twitter'] as const).map((method) => ({
						test: `sign_up:${method}`,
						label: t('growth.tools.test.signUpWith', { method }),
					}))}
				/>
				<h2 className="text-lg font-semibold">{t('growth.tools.test.sources')}</h2>
				<TestButtons
					label={t('growth.tools.test.sources')}
					onSend={send}
					tests={(['direct', 'twitter', 'reddit', 'google_search', 'facebook'] as const).map(
						(source) => ({
							test: `source:${source}`,
							label: source,
						}),
					)}
				/>
			</section>

			<section aria-labelledby="utm-tests" className="card space-y-3 p-6">
				<h2 id="utm-tests" className="text-lg font-semibold">
					{t('growth.tools.test.utm')}
				</h2>
				<p className="text-sm text-slate-700">{t('growth.tools.test.utmNote')}</p>
				<ul className="space-y-1 text-sm">
					{UTM_TESTS.map((query) => (
						<li key={query}>
							<Link to={query} className="font-mono text-brand-700 underline">
								{query}
							</Link>{' '}
							→{' '}
							{sourceText(
								classifyTrafficSource({ url: new URL(`https://example.invalid/${query}`) }),
							)}
						</li>
					))}
				</ul>
			</section>
			<ResultsLog log={log} onClear={clear} />
		</DemoPage>
	)
}
