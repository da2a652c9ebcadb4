import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { AnalyticsChoice } from './analytics/analytics-choice.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

// The UTC year: the server and the browser agree on it wherever the reader is.
const copyrightYear = () => new Date().getUTCFullYear()

export function SiteFooter() {
	const { t } = useTranslation()
	return (
		<footer className="border-t border-slate-200 bg-white">
			<div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
				<nav aria-label={t('footer.label')}>
					<ul className="flex flex-wrap gap-4 text-sm">
						<li>
							<a className="text-slate-700 underline-offset-4 hover:underline" href="/#features">
								{t('landing.nav.features')}
							</a>
						</li>
						<li>
							<a className="text-slate-700 underline-offset-4 hover:underline" href="/#pricing">
								{t('landing.nav.pricing')}
							</a>
						</li>
						<li>
							<Link className="text-slate-700 underline-offset-4 hover:underline" to="/signup">
								{t('footer.getStarted')}
							</Link>
						</li>
						<li>
							<Link className="text-slate-700 underline-offset-4 hover:underline" to="/help">
								{t('landing.nav.help')}
							</Link>
						</li>
					</ul>
				</nav>
				<LanguageSwitcher />
				<AnalyticsChoice />
				<p className="text-sm text-slate-600">{t('footer.copyright', { year: copyrightYear() })}</p>
			</div>
		</footer>
	)
}
