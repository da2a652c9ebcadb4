import { useEffect } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLocation } from 'react-router'
import type { PageAnalytics } from '#app/modules/analytics/consent.server.ts'
import { trackerScript } from '#app/modules/analytics/tracker-script.ts'

/**
 * The first-party tracker (unless the visitor opted out), and, only when the operator set
 * GA_MEASUREMENT_ID: the consent banner until the visitor answers, then the Google tag if they
 * said yes. Plain HTML and inline scripts, so it works the same on pages without React.
 */
export function AnalyticsTags({
	settings,
	nonce,
}: {
	settings: PageAnalytics | undefined
	nonce: string | undefined
}) {
	if (!settings) return null
	const { ga } = settings
	return (
		<>
			{settings.track ? (
				<script nonce={nonce} dangerouslySetInnerHTML={{ __html: trackerScript }} />
			) : null}
			{ga.load && ga.measurementId ? (
				<>
					<script
						nonce={nonce}
						dangerouslySetInnerHTML={{
							__html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(ga.measurementId)});`,
						}}
					/>
					<script
						async
						nonce={nonce}
						src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga.measurementId)}`}
					/>
				</>
			) : null}
			{ga.ask ? <ConsentBanner /> : null}
		</>
	)
}

function ConsentBanner() {
	const { t } = useTranslation()
	const location = useLocation()
	const here = `${location.pathname}${location.search}`
	return (
		<section
			aria-labelledby="consent-title"
			className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-lg"
		>
			<form
				method="post"
				action="/api/analytics/preferences"
				className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center"
			>
				<input type="hidden" name="redirectTo" value={here} />
				<div className="flex-1">
					<h2 id="consent-title" className="font-semibold">
						{t('consent.title')}
					</h2>
					<p className="text-sm text-slate-700">{t('consent.body')}</p>
				</div>
				<div className="flex gap-2">
					<button className="btn-secondary" type="submit" name="consent" value="denied">
						{t('consent.decline')}
					</button>
					<button className="btn-primary" type="submit" name="consent" value="granted">
						{t('consent.accept')}
					</button>
				</div>
			</form>
		</section>
	)
}

/** An error page seen in the browser is an `error_occurred` event (its status as the label). */
export function useTrackError(status: number) {
	useEffect(() => {
		const track = (window as { vcTrack?: (name: string, label?: string) => void }).vcTrack
		track?.('error_occurred', String(status))
	}, [status])
}
