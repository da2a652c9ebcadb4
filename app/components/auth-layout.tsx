import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '#app/root.tsx'
import { AppHeader } from './app-header.tsx'
import { Logo } from './logo.tsx'
import { SiteFooter } from './site-footer.tsx'

export function AuthLayout({
	title,
	subtitle,
	children,
}: {
	title: string
	subtitle?: React.ReactNode
	children: React.ReactNode
}) {
	const user = useRouteLoaderData<typeof rootLoader>('root')?.user
	return (
		<div className="flex min-h-screen flex-col">
			{/* Signed in (two-factor setup), the app's own top bar; signed out, the logo. */}
			{user ? (
				<AppHeader user={user} />
			) : (
				<header className="mx-auto w-full max-w-6xl px-4 py-4">
					<Logo />
				</header>
			)}
			<main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
				<div className="card w-full max-w-md p-6 sm:p-8">
					<h1 className="text-2xl font-bold">{title}</h1>
					{subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
					<div className="mt-6">{children}</div>
				</div>
			</main>
			<SiteFooter />
		</div>
	)
}

export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
	return (
		<Link to={to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
			{children}
		</Link>
	)
}
