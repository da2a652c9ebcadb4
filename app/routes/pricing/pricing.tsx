import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { AppHeader } from '#app/components/app-header.tsx'
import { Logo } from '#app/components/logo.tsx'
import { PlanCards } from '#app/components/plan-cards.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'pricingPage.title')

export default function PricingRoute() {
	const { t } = useTranslation()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const user = root?.user
	return (
		<div className="flex min-h-screen flex-col">
			{user ? (
				<AppHeader user={user} />
			) : (
				<header className="border-b border-slate-200 bg-white">
					<nav
						className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3"
						aria-label={t('landing.nav.label')}
					>
						<Logo />
						<div className="flex gap-2">
							<a className="btn-secondary" href="/api/login">
								{t('landing.nav.signIn')}
							</a>
							<a className="btn-primary" href="/api/login">
								{t('landing.nav.startFree')}
							</a>
						</div>
					</nav>
				</header>
			)}
			<main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
				{user ? (
					<Link to="/" className="btn-ghost mb-4">
						← {t('common.backToDashboard')}
					</Link>
				) : null}
				<h1 className="text-center text-3xl font-bold sm:text-4xl">{t('pricingPage.title')}</h1>
				<p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-700">
					{t('pricingPage.subtitle')}
				</p>
				<PlanCards ctaTo={user ? '/account' : '/signup'} />
			</main>
			<SiteFooter />
		</div>
	)
}
