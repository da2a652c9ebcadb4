import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLoaderData } from 'react-router'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { pricingTextsByLanguage } from '#app/modules/i18n/pricing-texts.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing-i18n'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.pricingI18n.title')

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return { rows: pricingTextsByLanguage() }
}

/** The pricing texts in English, Spanish and Portuguese side by side (SPEC §2, §9). */
export default function PricingI18nRoute() {
	const { t } = useTranslation()
	const { rows } = useLoaderData<typeof loader>()
	return (
		<DemoPage title={t('growth.pricingI18n.heading')} intro={t('growth.pricingI18n.intro')}>
			{/* Focusable so keyboard users can scroll the table on a phone. */}
			<div
				className="card overflow-x-auto p-4"
				tabIndex={0}
				role="region"
				aria-label={t('growth.pricingI18n.heading')}
			>
				<table className="w-full min-w-[40rem] text-left text-sm">
					<caption className="sr-only">{t('growth.pricingI18n.heading')}</caption>
					<thead>
						<tr className="border-b border-slate-200">
							<th scope="col" className="py-2 pr-4">
								{t('growth.pricingI18n.text')}
							</th>
							<th scope="col" lang="en">
								English
							</th>
							<th scope="col" lang="es">
								Español
							</th>
							<th scope="col" lang="pt">
								Português
							</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.id} className="border-b border-slate-100 align-top">
								<th scope="row" className="py-2 pr-4 font-mono text-xs font-normal text-slate-600">
									{row.id}
								</th>
								<td lang="en" className="py-2 pr-4">
									{row.en}
								</td>
								<td lang="es" className="py-2 pr-4">
									{row.es}
								</td>
								<td lang="pt" className="py-2">
									{row.pt}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</DemoPage>
	)
}
