import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useLocation } from 'react-router'
import { languageNames, supportedLanguages } from '#app/modules/i18n/languages.ts'

/** Plain links (?lng=xx): they work without JavaScript and the choice is kept in a cookie. */
export function LanguageSwitcher({
	className = '',
	vertical = false,
}: {
	className?: string
	vertical?: boolean
}) {
	const { t, i18n } = useTranslation()
	const location = useLocation()
	return (
		<nav aria-label={t('language.label')} className={className}>
			<ul
				className={
					vertical ? 'flex flex-col gap-1 text-sm' : 'flex flex-wrap items-center gap-1 text-sm'
				}
			>
				{supportedLanguages.map((language) => {
					const params = new URLSearchParams(location.search)
					params.set('lng', language)
					const current = i18n.language === language
					return (
						<li key={language}>
							<a
								href={`${location.pathname}?${params}`}
								hrefLang={language}
								lang={language}
								aria-current={current ? 'true' : undefined}
								className={`${vertical ? 'block' : ''} rounded px-2 py-1 ${current ? 'bg-brand-100 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
							>
								{languageNames[language]}
							</a>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
