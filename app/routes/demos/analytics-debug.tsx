import { useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useActionData, useLoaderData } from 'react-router'
import {
	lastDataLayerItems,
	ResultsLog,
	sendTestEvent,
	TestButtons,
	useResultsLog,
	useTagStatus,
} from '#app/components/growth/analytics-tools.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { toolAction, toolStatus } from '#app/modules/analytics/test-tools.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/analytics-debug'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.tools.debug.title')

export function loader({ request, context }: Route.LoaderArgs) {
	return toolStatus(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
	return toolAction(request, context)
}

const BATCH = ['page_view', 'test_button_click', 'sign_up:email', 'debug_direct_call'] as const

export default function AnalyticsDebugRoute() {
	const { t } = useTranslation()
	const status = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const hydrated = useHydrated()
	const tag = useTagStatus(15)
	const [inspected, setInspected] = useState<string | null>(null)
	const { log, add, clear } = useResultsLog(
		actionData?.entry
			? [
					{
						at: actionData.entry.at,
						ok: actionData.entry.stored,
						text: t('growth.tools.storedServer', { name: actionData.entry.test }),
					},
				]
			: [],
	)
	const send = (test: string) => add(sendTestEvent(test, t))
	const yes = (value: boolean) => (value ? t('growth.yes') : t('growth.no'))
	return (
		<DemoPage title={t('growth.tools.debug.heading')} intro={t('growth.tools.internal')}>
			<section aria-labelledby="tag-status" className="card space-y-1 p-6">
				<h2 id="tag-status" className="text-lg font-semibold">
					{t('growth.tools.debug.statusTitle')}
				</h2>
				{hydrated ? (
					<div role="status" className="space-y-1">
						<p>
							{t('growth.tools.debug.script')}: {yes(tag.script)}
						</p>
						<p>
							{t('growth.tools.debug.function')}: {yes(tag.gtag)}
						</p>
						<p>
							{t('growth.tools.debug.dataLayer')}: {tag.dataLayer}
						</p>
						<p className="text-sm text-slate-600">
							{t('growth.tools.debug.checks', { count: tag.checks, max: 15 })}
						</p>
						{tag.done && !tag.gtag ? (
							<p className="text-sm text-amber-800">
								{status.gaConfigured
									? t('growth.tools.gtagMissing')
									: t('growth.tools.gaNotConfigured')}
							</p>
						) : null}
					</div>
				) : (
					<p>{t('growth.tools.needsJs')}</p>
				)}
			</section>
			<section aria-labelledby="debug-actions" className="card space-y-3 p-6">
				<h2 id="debug-actions" className="text-lg font-semibold">
					{t('growth.tools.debug.actions')}
				</h2>
				<TestButtons
					label={t('growth.tools.debug.actions')}
					onSend={send}
					tests={[
						{ test: 'page_view', label: t('growth.tools.debug.pageView') },
						{ test: 'test_button_click', label: t('growth.tools.debug.custom') },
						{ test: 'sign_up:email', label: t('growth.tools.debug.signUp') },
						{ test: 'debug_direct_call', label: t('growth.tools.debug.direct') },
					]}
				/>
				{hydrated ? (
					<div className="flex flex-wrap gap-2">
						<button
							type="button"
							className="btn-secondary"
							onClick={() =>
								setInspected(lastDataLayerItems(5) || t('growth.tools.dataLayerEmpty'))
							}
						>
							{t('growth.tools.debug.inspect')}
						</button>
						<button
							type="button"
							className="btn-secondary"
							onClick={() => {
								BATCH.forEach((test, index) => setTimeout(() => send(test), index * 500))
							}}
						>
							{t('growth.tools.debug.batch')}
						</button>
					</div>
				) : null}
				{inspected ? (
					<pre className="overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
						{inspected}
					</pre>
				) : null}
			</section>
			<ResultsLog log={log} onClear={clear} />
		</DemoPage>
	)
}
