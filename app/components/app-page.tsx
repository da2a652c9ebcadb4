import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { AppHeader } from './app-header.tsx'

/** A signed-in page: the top bar, then a title with a way back and the page's content. */
export function AppPage({
	title,
	back,
	width = 'max-w-4xl',
	children,
}: {
	title: string
	back: { to: string; label: string }
	width?: string
	children: React.ReactNode
}) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<div className="min-h-screen">
			{root?.user ? <AppHeader user={root.user} /> : null}
			<main className={`mx-auto ${width} space-y-6 px-4 py-8`}>
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h1 className="text-2xl font-bold">{title}</h1>
					<Link to={back.to} className="btn-secondary">
						{back.label}
					</Link>
				</div>
				{children}
			</main>
		</div>
	)
}
