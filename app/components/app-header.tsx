import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { LanguageMenu } from './language-menu.tsx'
import { Logo } from './logo.tsx'
import { UserMenu, type MenuUser } from './user-menu.tsx'

/** The signed-in top bar of every signed-in page: logo, Reels Scripts (NEW), Pricing, the
 * language switch and the user menu. */
export function AppHeader({ user }: { user: MenuUser }) {
	const { t } = useTranslation()
	return (
		<header className="border-b border-slate-200 bg-white">
			<nav
				aria-label={t('appHeader.label')}
				className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3"
			>
				<Logo compact />
				<div className="flex items-center gap-1 sm:gap-2">
					<Link className="btn-ghost px-2 sm:px-4" to="/reels">
						{t('appHeader.reels')}
						<span className="rounded-full bg-emerald-700 px-1.5 py-0.5 text-[10px] font-bold text-white">
							{t('appHeader.new')}
						</span>
					</Link>
					<Link className="btn-ghost px-2 sm:px-4" to="/pricing">
						{t('appHeader.pricing')}
					</Link>
					<LanguageMenu />
					<UserMenu user={user} />
				</div>
			</nav>
		</header>
	)
}
