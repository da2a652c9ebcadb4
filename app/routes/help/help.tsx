import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLoaderData } from 'react-router'
import { PricingHeader } from '#app/components/billing/pricing-header.tsx'
import { Faq } from '#app/components/billing/faq.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { formatUnits } from '#app/modules/billing/format.ts'
import { MONEY_BACK_DAYS, plans } from '#app/modules/billing/plans.ts'
import type { RouteHandle } from '#app/root.tsx'
import { getEnv } from '#app/utils/env.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'help.title')

// Questions and answers only: the page is plain HTML, with no JavaScript to download.
export const handle: RouteHandle = { hydrate: false }

export function loader() {
	return { contactEmail: getEnv().SALES_EMAIL }
}

const QUESTIONS = ['start', 'limits', 'length', 'files', 'copy', 'draft', 'billing'] as const

/** Help: where the landing page's Help and the user menu's Help lead. */
export default function HelpRoute() {
	const { t } = useTranslation()
	const { contactEmail } = useLoaderData<typeof loader>()
	const allowance = (plan: keyof typeof plans) =>
		t('units.pair', {
			first: formatUnits('socialPosts', plans[plan].limits.posts, t),
			second: formatUnits('reelScripts', plans[plan].limits.reels, t),
		})
	const values = {
		free: allowance('starter'),
		pro: allowance('creator_pro'),
		agency: allowance('agency'),
		days: MONEY_BACK_DAYS,
	}
	return (
		<div className="flex min-h-screen flex-col">
			<PricingHeader />
			<main className="mx-auto w-full max-w-3xl flex-1 space-y-10 px-4 py-10">
				<div>
					<h1 className="text-3xl font-bold">{t('help.title')}</h1>
					<p className="mt-2 text-slate-700">{t('help.intro')}</p>
				</div>
				<Faq
					headingId="help-questions"
					title={t('help.questionsTitle')}
					items={QUESTIONS.map((key) => ({
						question: t(`help.q.${key}.q`),
						answer: t(`help.q.${key}.a`, values),
					}))}
				/>
				<section aria-labelledby="help-contact" className="card p-6">
					<h2 id="help-contact" className="text-lg font-semibold">
						{t('help.contactTitle')}
					</h2>
					<p className="mt-2 text-slate-700">{t('help.contact', { email: contactEmail })} </p>
				</section>
			</main>
			<SiteFooter />
		</div>
	)
}
