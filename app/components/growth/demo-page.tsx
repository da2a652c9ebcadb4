import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { AppHeader } from '#app/components/app-header.tsx'
import { Logo } from '#app/components/logo.tsx'

/** The demo and internal-tool pages: the app's top bar when signed in, a plain one otherwise. */
export function DemoPage({
	title,
	intro,
	width = 'max-w-5xl',
	children,
}: {
	title: string
	intro?: React.ReactNode
	width?: string
	children: React.ReactNode
}) {
	const { t } = useTranslation()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<div className="min-h-screen">
			{root?.user ? (
				<AppHeader user={root.user} />
			) : (
				<header className="border-b border-slate-200 bg-white">
					<div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
						<Logo />
						<Link to="/signin" className="btn-secondary">
							{t('growth.signIn')}
						</Link>
					</div>
				</header>
			)}
			<main className={`mx-auto ${width} space-y-6 px-4 py-8`}>
				<div className="space-y-2">
					<h1 className="text-2xl font-bold">{title}</h1>
					{intro ? <div className="text-slate-700">{intro}</div> : null}
				</div>
				{children}
			</main>
		</div>
	)
}

/** Links styled as tabs: each is a real URL (?tab=…), so they work without JavaScript. */
export function TabLinks({
	label,
	tabs,
	current,
	hrefFor,
}: {
	label: string
	tabs: ReadonlyArray<{ id: string; label: string }>
	current: string
	hrefFor: (id: string) => string
}) {
	return (
		<nav aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
			{tabs.map((tab) => (
				<Link
					key={tab.id}
					to={hrefFor(tab.id)}
					preventScrollReset
					aria-current={tab.id === current ? 'page' : undefined}
					className={`-mb-px rounded-t-lg border px-4 py-2 text-sm font-semibold ${tab.id === current ? 'border-slate-200 border-b-white bg-white text-brand-700' : 'border-transparent text-slate-700 hover:text-brand-700'}`}
				>
					{tab.label}
				</Link>
			))}
		</nav>
	)
}
