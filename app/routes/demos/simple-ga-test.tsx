import { useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useActionData } from 'react-router'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { sendTestEvent } from '#app/components/growth/analytics-tools.tsx'
import { toolAction } from '#app/modules/analytics/test-tools.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/simple-ga-test'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.tools.simple.title')

export function action({ request, context }: Route.ActionArgs) {
	return toolAction(request, context)
}

/** One button: test_button_click, and an alert saying whether Google Analytics got it. */
export default function SimpleGaTestRoute() {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const actionData = useActionData<typeof action>()
	const [message, setMessage] = useState<string | null>(
		actionData?.entry ? t('growth.tools.storedServer', { name: actionData.entry.test }) : null,
	)
	return (
		<DemoPage title={t('growth.tools.simple.heading')} intro={t('growth.tools.internal')}>
			<Form
				method="post"
				className="card space-y-3 p-6"
				onSubmit={(event) => {
					if (!hydrated) return
					event.preventDefault()
					const w = window as unknown as { gtag?: unknown }
					const loaded = typeof w.gtag === 'function'
					sendTestEvent('test_button_click', t)
					const text = loaded ? t('growth.tools.simple.sent') : t('growth.tools.simple.notLoaded')
					setMessage(text)
					window.alert(text)
				}}
			>
				<button type="submit" name="test" value="test_button_click" className="btn-primary">
					{t('growth.tools.simple.button')}
				</button>
				<p role="status" className="text-sm text-slate-700">
					{message}
				</p>
			</Form>
		</DemoPage>
	)
}
