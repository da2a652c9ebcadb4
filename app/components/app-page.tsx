import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { AppHeader } from './app-header.tsx'

/** Every signed-in page: the one top bar (with the user menu and the language switch), then main. */
export function SignedInPage({
	width = 'max-w-4xl',
	children,
}: {
	width?: string
	children: React.ReactNode
}) {
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<div className="min-h-screen">
			{root?.user ? <AppHeader user={root.user} /> : null}
			<main className={`mx-auto ${width} space-y-6 px-4 py-8`}>{children}</main>
		</div>
	)
}

/** A signed-in page with a title and a way back. */
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
	return (
		<SignedInPage width={width}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-2xl font-bold">{title}</h1>
				<Link to={back.to} className="btn-secondary">
					{back.label}
				</Link>
			</div>
			{children}
		</SignedInPage>
	)
}
