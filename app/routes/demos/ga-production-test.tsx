import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useActionData, useLoaderData } from 'react-router'
import {
	ResultsLog,
	sendTestEvent,
	TestButtons,
	useResultsLog,
	useTagStatus,
} from '#app/components/growth/analytics-tools.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { toolAction, toolStatus } from '#app/modules/analytics/test-tools.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/ga-production-test'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.tools.production.title')

export function loader({ request, context }: Route.LoaderArgs) {
	return toolStatus(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
	return toolAction(request, context)
}

const SEQUENCE = ['page_view', 'test_production_tracking', 'sign_up:email', 'purchase'] as const

/** Waits up to 10 × 1 s for the Google tag, then sends the production sequence 1 s apart. */
export default function GaProductionTestRoute() {
	const { t } = useTranslation()
	const status = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const tag = useTagStatus(10)
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
	const started = useRef(false)
	useEffect(() => {
		if (!tag.done || started.current) return
		started.current = true
		if (!tag.gtag) {
			add({
				ok: false,
				text: status.gaConfigured ? t('growth.tools.gaFailed') : t('growth.tools.gtagMissing'),
			})
		}
		// The first-party half runs either way; the Google half only with the tag.
		SEQUENCE.forEach((test, index) =>
			setTimeout(() => add(sendTestEvent(test, t)), (index + 1) * 1000),
		)
	}, [tag.done, tag.gtag, add, status.gaConfigured, t])
	return (
		<DemoPage
			title={t('growth.tools.production.heading')}
			intro={t('growth.tools.production.intro')}
		>
			<section aria-labelledby="prod-status" className="card space-y-2 p-6">
				<h2 id="prod-status" className="text-lg font-semibold">
					{t('growth.tools.status')}
				</h2>
				<p role="status">
					{tag.done
						? tag.gtag
							? t('growth.tools.production.ready')
							: t('growth.tools.gtagMissing')
						: t('growth.tools.production.waiting', { count: tag.checks, max: 10 })}
				</p>
				<a
					href="https://analytics.google.com/analytics/web/#/realtime"
					target="_blank"
					rel="noreferrer noopener"
					className="btn-secondary"
				>
					{t('growth.tools.production.dashboard')}
				</a>
			</section>
			<section aria-labelledby="prod-manual" className="card space-y-3 p-6">
				<h2 id="prod-manual" className="text-lg font-semibold">
					{t('growth.tools.production.manual')}
				</h2>
				<TestButtons
					label={t('growth.tools.production.manual')}
					onSend={(test) => add(sendTestEvent(test, t))}
					tests={[
						{ test: 'page_view', label: 'page_view' },
						{ test: 'test_production_tracking', label: 'test_production_tracking' },
						{ test: 'sign_up:email', label: 'sign_up' },
						{ test: 'purchase', label: t('growth.tools.production.purchase') },
					]}
				/>
			</section>
			<ResultsLog log={log} onClear={clear} />
		</DemoPage>
	)
}
