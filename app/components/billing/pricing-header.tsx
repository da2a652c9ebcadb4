import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useRouteLoaderData } from 'react-router'
import { AppHeader } from '#app/components/app-header.tsx'
import { Logo } from '#app/components/logo.tsx'
import type { loader as rootLoader } from '#app/root.tsx'

/**
 * SPEC §2 pricing page header: signed in, the app's top bar (with the user menu); signed out,
 * "Sign In" and "Start Free", both to /api/login.
 */
export function PricingHeader() {
	const { t } = useTranslation()
	const user = useRouteLoaderData<typeof rootLoader>('root')?.user
	if (user) return <AppHeader user={user} />
	return (
		<header className="border-b border-slate-200 bg-white">
			<nav
				className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3"
				aria-label={t('landing.nav.label')}
			>
				<Logo />
				<div className="flex gap-2">
					<a className="btn-secondary px-3 whitespace-nowrap sm:px-4" href="/api/login">
						{t('landing.nav.signIn')}
					</a>
					<a className="btn-primary px-3 whitespace-nowrap sm:px-4" href="/api/login">
						{t('landing.nav.startFree')}
					</a>
				</div>
			</nav>
		</header>
	)
}
