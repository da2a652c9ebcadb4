import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { formatUnits } from '#app/modules/billing/format.ts'
import { plans } from '#app/modules/billing/plans.ts'
import { Logo } from '../logo.tsx'
import { PlanCards } from '../plan-cards.tsx'
import { SiteFooter } from '../site-footer.tsx'

export function LandingPage() {
	const { t } = useTranslation()
	const free = plans.starter.limits
	return (
		<div className="flex min-h-screen flex-col">
			<header className="border-b border-slate-200 bg-white/90">
				<nav
					aria-label={t('landing.nav.label')}
					className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3"
				>
					<Logo />
					<ul className="order-3 flex w-full justify-center gap-1 text-sm sm:order-none sm:w-auto">
						<li>
							<a className="btn-ghost" href="#features">
								{t('landing.nav.features')}
							</a>
						</li>
						<li>
							<a className="btn-ghost" href="#pricing">
								{t('landing.nav.pricing')}
							</a>
						</li>
						<li>
							<Link className="btn-ghost" to="/help">
								{t('landing.nav.help')}
							</Link>
						</li>
					</ul>
					<div className="flex items-center gap-2">
						<Link className="btn-secondary" to="/signin">
							{t('landing.nav.signIn')}
						</Link>
						<Link className="btn-primary" to="/signup">
							{t('landing.nav.startFree')}
						</Link>
					</div>
				</nav>
			</header>

			<main className="flex-1">
				<section className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-16 sm:py-24">
					<div className="mx-auto max-w-3xl text-center">
						<p className="mb-4 text-sm font-semibold text-brand-700">
							{t('landing.socialProof.agencies')}
						</p>
						<h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
							{t('landing.hero.titleStart')}{' '}
							<span className="text-brand-600">{t('landing.hero.titleHighlight')}</span>
						</h1>
						<p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
							{t('landing.hero.subtitle')}
						</p>
						<div className="mt-8 flex flex-col items-center gap-3">
							<Link className="btn-primary px-6 py-3 text-base" to="/signup">
								{t('landing.hero.cta')}
							</Link>
							<p className="text-sm text-slate-600">
								{t('landing.hero.freeNote', {
									posts: t('units.posts', { count: free.posts }),
									reels: formatUnits('reelScripts', free.reels, t),
								})}
							</p>
						</div>
						<p className="mt-8 text-sm text-slate-700">{t('landing.socialProof.creators')}</p>
					</div>
				</section>

				<section id="features" aria-labelledby="features-title" className="scroll-mt-4 px-4 py-16">
					<div className="mx-auto max-w-6xl">
						<h2 id="features-title" className="text-center text-3xl font-bold">
							{t('landing.features.title')}
						</h2>
						<ul className="mt-10 grid gap-6 md:grid-cols-3">
							{(['voice', 'byok', 'fast'] as const).map((feature) => (
								<li key={feature} className="card p-6">
									<h3 className="text-lg font-semibold">
										{t(`landing.features.${feature}.title`)}
									</h3>
									<p className="mt-2 text-slate-700">{t(`landing.features.${feature}.body`)}</p>
								</li>
							))}
						</ul>
					</div>
				</section>

				<section
					id="pricing"
					aria-labelledby="pricing-title"
					className="scroll-mt-4 bg-white px-4 py-16"
				>
					<div className="mx-auto max-w-6xl">
						<h2 id="pricing-title" className="text-center text-3xl font-bold">
							{t('landing.pricing.title')}
						</h2>
						<p className="mx-auto mt-3 mb-8 max-w-2xl text-center text-slate-700">
							{t('landing.pricing.subtitle')}
						</p>
						<PlanCards ctaTo="/signup" />
					</div>
				</section>
			</main>

			<SiteFooter />
		</div>
	)
}
