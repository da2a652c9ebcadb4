import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { formatPrice } from '#app/modules/billing/format.ts'
import { getPlan, plans, upgradeTargetFor } from '#app/modules/billing/plans.ts'
import type { loader as rootLoader } from '#app/root.tsx'

/**
 * "You've reached your limit". Rendered open by the server after a 429 (works without
 * JavaScript, "Maybe Later" is then a link home); with JavaScript it is a real modal dialog.
 */
export function LimitModal({ limit, onClose }: { limit: number; onClose?: () => void }) {
	const { t, i18n } = useTranslation()
	const dialog = useRef<HTMLDialogElement>(null)
	const current = getPlan(useRouteLoaderData<typeof rootLoader>('root')?.user?.planType).id
	// The real upgrade flow: Free → Creator Pro, Creator Pro → Agency; Agency talks to sales.
	const target = upgradeTargetFor(current)
	useEffect(() => {
		const element = dialog.current
		if (element && onClose && !element.open) element.showModal()
	}, [onClose])
	return (
		<dialog
			ref={dialog}
			open={onClose ? undefined : true}
			aria-labelledby="limit-modal-title"
			aria-describedby="limit-modal-body"
			onClose={onClose}
			className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
		>
			<h2 id="limit-modal-title" className="text-xl font-bold">
				{t('limitModal.title')}
			</h2>
			<p id="limit-modal-body" className="mt-2 text-slate-700">
				{t(current === 'starter' ? 'limitModal.body' : 'limitModal.bodyPaid', { limit })}
			</p>
			<div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
				{target ? (
					<Link
						to={`/billing/change-plan?${new URLSearchParams({ plan: target, returnPage: 'upgrade' })}`}
						className="btn-primary"
						data-plan={target}
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
				{onClose ? (
					<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
						{t('limitModal.later')}
					</button>
				) : (
					<Link to="/" className="btn-secondary">
						{t('limitModal.later')}
					</Link>
				)}
			</div>
		</dialog>
	)
}
