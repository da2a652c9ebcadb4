import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { formatPrice } from '#app/modules/billing/format.ts'
import { getPlan, plans } from '#app/modules/billing/plans.ts'

/** What Agency adds (API access, a team workspace), for a Free or Pro user; from the plans config. */
export function AgencyUpsell({ planType, id }: { planType: string; id: string }) {
	const { t, i18n } = useTranslation()
	const agency = plans.agency
	return (
		<section className="card space-y-3 p-6" aria-labelledby={id}>
			<h2 id={id} className="text-lg font-semibold">
				{t('apiTokens.upsell.title')}
			</h2>
			<p className="text-slate-700">
				{t('apiTokens.upsell.current', {
					plan: t(getPlan(planType).nameKey),
					price: formatPrice(agency.monthlyPrice, i18n.language),
				})}
			</p>
			<ul className="list-disc space-y-1 pl-5 text-slate-700">
				<li>{t('apiTokens.upsell.api')}</li>
				<li>
					{t('apiTokens.upsell.team', {
						seats: agency.seats,
						posts: agency.limits.posts,
						reels: agency.limits.reels,
					})}
				</li>
				<li>{t('apiTokens.upsell.voices')}</li>
			</ul>
			<Link to="/pricing" className="btn-primary inline-block">
				{t('apiTokens.upsell.cta')}
			</Link>
		</section>
	)
}
