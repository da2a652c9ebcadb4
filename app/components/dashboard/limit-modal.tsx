import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import { formatPrice } from '#app/modules/billing/format.ts'
import { getPlan, plans, upgradeTargetFor } from '#app/modules/billing/plans.ts'
import type { loader as rootLoader } from '#app/root.tsx'

/** What the limit says and offers: an upgrade (or sales, on the top plan) and "Maybe Later". */
function LimitContent({
	limit,
	later,
	titleId,
	bodyId,
}: {
	limit: number
	later: React.ReactNode
	titleId: string
	bodyId: string
}) {
	const { t, i18n } = useTranslation()
	const current = getPlan(useRouteLoaderData<typeof rootLoader>('root')?.user?.planType).id
	// The real upgrade flow: Free → Creator Pro, Creator Pro → Agency; Agency talks to sales.
	const target = upgradeTargetFor(current)
	return (
		<>
			<h2 id={titleId} className="text-xl font-bold">
				{t('limitModal.title')}
			</h2>
			<p id={bodyId} className="mt-2 text-slate-700">
				{t(current === 'starter' ? 'limitModal.body' : 'limitModal.bodyPaid', { count: limit })}
			</p>
			<div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-end">
				{target ? (
					<Link
						to={`/billing/change-plan?${new URLSearchParams({ plan: target, returnPage: 'upgrade' })}`}
						className="btn-primary"
						data-plan={target}
						data-track="upgrade_modal_clicked"
						data-track-label={target}
					>
						{target === 'creator_pro'
							? t('limitModal.upgrade', {
									price: formatPrice(plans.creator_pro.monthlyPrice, i18n.language),
								})
							: t('limitModal.upgradeTo', {
									plan: t(plans[target].nameKey),
									price: formatPrice(plans[target].monthlyPrice, i18n.language),
								})}
					</Link>
				) : (
					<Link to="/contact-sales" className="btn-primary">
						{t('limitModal.contactSales')}
					</Link>
				)}
				{later}
			</div>
		</>
	)
}

/** "You've reached your limit" as a modal dialog, with JavaScript. */
export function LimitModal({ limit, onClose }: { limit: number; onClose: () => void }) {
	const { t } = useTranslation()
	const dialog = useRef<HTMLDialogElement>(null)
	useEffect(() => {
		const element = dialog.current
		if (element && !element.open) element.showModal()
	}, [])
	return (
		<dialog
			ref={dialog}
			aria-labelledby="limit-modal-title"
			aria-describedby="limit-modal-body"
			onClose={onClose}
			className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
		>
			<LimitContent
				limit={limit}
				titleId="limit-modal-title"
				bodyId="limit-modal-body"
				later={
					<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
						{t('limitModal.later')}
					</button>
				}
			/>
		</dialog>
	)
}

/**
 * The same, without JavaScript: the server's answer to a refused generation (429) opens the page
 * with it as a full-width notice at the top of the content, in the page's flow (there is no
 * modal without script); "Maybe Later" goes back to the dashboard.
 */
export function LimitNotice({ limit }: { limit: number }) {
	const { t } = useTranslation()
	return (
		<section
			aria-labelledby="limit-notice-title"
			aria-describedby="limit-notice-body"
			className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-6"
		>
			<LimitContent
				limit={limit}
				titleId="limit-notice-title"
				bodyId="limit-notice-body"
				later={
					<Link to="/" className="btn-secondary">
						{t('limitModal.later')}
					</Link>
				}
			/>
		</section>
	)
}
