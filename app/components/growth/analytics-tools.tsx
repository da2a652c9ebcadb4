import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'

type AnalyticsWindow = {
	gtag?: (...args: unknown[]) => void
	dataLayer?: unknown[]
	vcTrack?: (name: string, label?: string | null, value?: number | null) => void
}

function analyticsWindow() {
	return window as unknown as AnalyticsWindow
}

export type LogEntry = { at: string; text: string; ok: boolean }

/** The Google tag's parameters for each test (SPEC §2), e.g. the purchase of 39 USD. */
function gtagParams(test: string): [string, Record<string, unknown>] {
	if (test.startsWith('sign_up:')) return ['sign_up', { method: test.slice('sign_up:'.length) }]
	if (test.startsWith('source:')) return ['test_traffic_source', { source: test.slice(7) }]
	if (test === 'purchase') {
		return [
			'purchase',
			{
				value: 39,
				currency: 'USD',
				transaction_id: `test_${Date.now()}`,
				items: [{ item_name: 'Creator Pro Plan', price: 39, quantity: 1 }],
			},
		]
	}
	return [test, { event_category: 'test' }]
}

/**
 * Sends one test event: to first-party analytics through the page's tracker (as page_viewed or a
 * `test:` feature_used), and to Google Analytics when its tag is loaded. Returns what happened.
 */
export function sendTestEvent(
	test: string,
	t: (key: string, o?: Record<string, unknown>) => string,
) {
	const w = analyticsWindow()
	const firstParty = typeof w.vcTrack === 'function'
	if (firstParty) {
		if (test === 'page_view') w.vcTrack!('page_viewed', 'test:page_view')
		else w.vcTrack!('feature_used', `test:${test}`, test === 'purchase' ? 39 : null)
	}
	const [name, params] = gtagParams(test)
	if (typeof w.gtag === 'function') {
		w.gtag('event', name, params)
		return { ok: true, text: t('growth.tools.sentBoth', { name }) }
	}
	return {
		ok: firstParty,
		text: firstParty
			? `${t('growth.tools.sentFirstParty', { name })} ${t('growth.tools.gtagMissing')}`
			: t('growth.tools.optedOut'),
	}
}

export function useResultsLog(initial: LogEntry[] = []) {
	const [log, setLog] = useState<LogEntry[]>(initial)
	const add = useCallback(
		(entry: Omit<LogEntry, 'at'>) =>
			setLog((current) => [{ ...entry, at: new Date().toISOString() }, ...current].slice(0, 50)),
		[],
	)
	return { log, add, clear: () => setLog([]) }
}

/** Test buttons: a plain form post without JavaScript (the server records it), sent here with. */
export function TestButtons({
	tests,
	onSend,
	label,
}: {
	tests: ReadonlyArray<{ test: string; label: string }>
	onSend: (test: string) => void
	label: string
}) {
	const hydrated = useHydrated()
	return (
		<Form
			method="post"
			className="flex flex-wrap gap-2"
			aria-label={label}
			onSubmit={(event) => {
				const submitter = (event.nativeEvent as SubmitEvent).submitter
				if (!hydrated || !(submitter instanceof HTMLButtonElement)) return
				event.preventDefault()
				onSend(submitter.value)
			}}
		>
			{tests.map(({ test, label: text }) => (
				<button key={test} type="submit" name="test" value={test} className="btn-secondary">
					{text}
				</button>
			))}
		</Form>
	)
}

export function ResultsLog({ log, onClear }: { log: LogEntry[]; onClear?: () => void }) {
	const { t } = useTranslation()
	return (
		<section aria-labelledby="results-title" className="card space-y-2 p-6">
			<div className="flex items-center justify-between gap-2">
				<h2 id="results-title" className="text-lg font-semibold">
					{t('growth.tools.results')}
				</h2>
				{onClear ? (
					<button type="button" className="btn-ghost" onClick={onClear}>
						{t('growth.tools.clear')}
					</button>
				) : null}
			</div>
			<div role="log" aria-live="polite">
				{log.length === 0 ? (
					<p className="text-sm text-slate-600">{t('growth.tools.noResults')}</p>
				) : (
					<ol className="space-y-1 font-mono text-xs">
						{log.map((entry, index) => (
							<li
								key={`${entry.at}-${index}`}
								className={entry.ok ? 'text-emerald-800' : 'text-red-800'}
							>
								{entry.at.slice(11, 19)} {entry.ok ? '✓' : '✗'} {entry.text}
							</li>
						))}
					</ol>
				)}
			</div>
		</section>
	)
}

export type TagStatus = {
	script: boolean
	gtag: boolean
	dataLayer: number
	checks: number
	done: boolean
}

/** Polls the Google tag's state every second, up to `maxChecks` times (SPEC §9). */
export function useTagStatus(maxChecks: number) {
	const [status, setStatus] = useState<TagStatus>({
		script: false,
		gtag: false,
		dataLayer: 0,
		checks: 0,
		done: false,
	})
	useEffect(() => {
		let checks = 0
		const read = () => {
			checks += 1
			const w = analyticsWindow()
			const gtag = typeof w.gtag === 'function'
			const next = {
				script: Boolean(document.querySelector('script[src*="googletagmanager.com/gtag/js"]')),
				gtag,
				dataLayer: Array.isArray(w.dataLayer) ? w.dataLayer.length : 0,
				checks,
				done: gtag || checks >= maxChecks,
			}
			setStatus(next)
			return next.done
		}
		if (read()) return
		const timer = setInterval(() => {
			if (read()) clearInterval(timer)
		}, 1000)
		return () => clearInterval(timer)
	}, [maxChecks])
	return status
}

export function lastDataLayerItems(count: number): string {
	const layer = analyticsWindow().dataLayer
	if (!Array.isArray(layer) || layer.length === 0) return ''
	return layer
		.slice(-count)
		.map((item) => {
			try {
				return JSON.stringify(item)
			} catch {
				return String(item)
			}
		})
		.join('\n')
}
