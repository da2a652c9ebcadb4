import { useTranslation } from '#app/modules/i18n/react.tsx'
import { HeaderMenu } from './header-menu.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

/** The language switch of the signed-in top bar: the current language, opening the three. */
export function LanguageMenu() {
	const { t, i18n } = useTranslation()
	return (
		<HeaderMenu
			label={t('language.label')}
			panelClassName="w-44"
			summary={
				<span className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 uppercase hover:bg-slate-100">
					<svg
						aria-hidden="true"
						viewBox="0 0 20 20"
						className="size-4"
						fill="none"
						stroke="currentColor"
						strokeWidth="1.6"
					>
						<circle cx="10" cy="10" r="7.5" />
						<path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5M10 2.5c-2 2.2-3 4.7-3 7.5s1 5.3 3 7.5" />
					</svg>
					{i18n.language}
				</span>
			}
		>
			<LanguageSwitcher vertical />
		</HeaderMenu>
	)
}
