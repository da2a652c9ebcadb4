import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLocation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'

/** Turns first-party analytics off (or back on) for this browser: a plain form, no JavaScript. */
export function AnalyticsChoice() {
	const { t } = useTranslation()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const location = useLocation()
	if (!root?.analytics) return null
	const on = root.analytics.track
	return (
		<form method="post" action="/api/analytics/preferences" className="text-sm">
			<input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
			<input type="hidden" name="analytics" value={on ? 'off' : 'on'} />
			<span className="text-slate-600">
				{on ? t('consent.analyticsOn') : t('consent.analyticsOff')}
			</span>{' '}
			<button type="submit" className="text-brand-700 underline underline-offset-4">
				{on ? t('consent.turnOff') : t('consent.turnOn')}
			</button>
		</form>
	)
}
