import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLocation, useNavigate } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'

export type ToastMessage = {
	title: string
	description?: string
	variant?: 'default' | 'destructive'
}

const DISPLAY_MS = 5000

/**
 * One toast at a time (SPEC §9), shown for 5 s. `initial` is a notice the loader read from the
 * query (?success, ?canceled…): rendered by the server, so it shows without JavaScript too; with
 * JavaScript the query is then removed from the URL so a reload does not repeat it.
 */
export function useToast(initial: ToastMessage | null, flashParams: ReadonlyArray<string> = []) {
	const [toast, setToast] = useState<(ToastMessage & { key: number }) | null>(
		initial ? { ...initial, key: 0 } : null,
	)
	const navigate = useNavigate()
	const location = useLocation()
	// A notice can also arrive by a client-side navigation to the same page (?success after an
	// in-place upgrade): show each one once, keyed by the navigation that brought it.
	const noticeKey = initial ? `${location.key}:${initial.title}` : null
	const shown = useRef(noticeKey)
	useEffect(() => {
		if (!initial || !noticeKey || shown.current === noticeKey) return
		shown.current = noticeKey
		setToast({ ...initial, key: Date.now() })
	}, [initial, noticeKey])
	// Once per navigation: re-rendering while the clean-up navigation loads must not start
	// another one (each would cancel the one before).
	const cleanedFor = useRef<string | null>(null)
	useEffect(() => {
		if (!initial || cleanedFor.current === location.key) return
		const params = new URLSearchParams(location.search)
		if (!flashParams.some((name) => params.has(name))) return
		cleanedFor.current = location.key
		for (const name of flashParams) params.delete(name)
		const search = params.toString()
		void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
			replace: true,
			preventScrollReset: true,
		})
	}, [initial, flashParams, location, navigate])
	useEffect(() => {
		if (!toast) return
		const timer = setTimeout(() => setToast(null), DISPLAY_MS)
		return () => clearTimeout(timer)
	}, [toast])
	const show = useCallback((next: ToastMessage) => setToast({ ...next, key: Date.now() }), [])
	const dismiss = useCallback(() => setToast(null), [])
	return { toast, show, dismiss }
}

/**
 * The close control: a button once JavaScript runs; before that, when `dismissHref` is given, a
 * link to the same page without the notice query.
 */
export function Toast({
	toast,
	onDismiss,
	dismissHref,
}: {
	toast: (ToastMessage & { key: number }) | null
	onDismiss: () => void
	dismissHref?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const destructive = toast?.variant === 'destructive'
	return (
		<div
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
		>
			{toast ? (
				<div
					key={toast.key}
					role={destructive ? 'alert' : 'status'}
					data-testid="toast"
					className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
						destructive
							? 'border-red-300 bg-red-50 text-red-900'
							: 'border-slate-200 bg-white text-slate-900'
					}`}
				>
					<div className="min-w-0 flex-1">
						<p className="font-semibold">{toast.title}</p>
						{toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
					</div>
					{hydrated ? (
						<button
							type="button"
							onClick={onDismiss}
							className="rounded-md px-2 py-1 text-sm font-medium hover:bg-black/5"
						>
							{t('billing.toast.close')}
						</button>
					) : dismissHref ? (
						<a
							href={dismissHref}
							className="rounded-md px-2 py-1 text-sm font-medium underline-offset-4 hover:underline"
						>
							{t('billing.toast.close')}
						</a>
					) : null}
				</div>
			) : null}
		</div>
	)
}
