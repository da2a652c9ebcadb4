import { useTranslation } from 'react-i18next'
import { data, Form, Link, useLoaderData, useRouteLoaderData } from 'react-router'
import { AppHeader } from '#app/components/app-header.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import {
	countGenerations,
	deleteGeneration,
	listGenerations,
} from '#app/modules/generation/history.server.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { translatedTitle } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { Route } from './+types/history'

const PAGE_SIZE = 20

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'history.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
	const [items, total] = await Promise.all([
		listGenerations(user.id, { take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
		countGenerations(user.id),
	])
	return { items, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await request.formData()
	const id = String(form.get('generationId') ?? '')
	const deleted = form.get('intent') === 'delete' && (await deleteGeneration(user.id, id))
	return data({ deleted }, { status: deleted ? 200 : 404 })
}

export default function HistoryRoute() {
	const { t, i18n } = useTranslation()
	const { items, total, page, pages } = useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const hydrated = useHydrated()
	const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
	return (
		<div className="min-h-screen">
			{root?.user ? <AppHeader user={root.user} /> : null}
			<main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h1 className="text-2xl font-bold">{t('history.title')}</h1>
					<Link to="/" className="btn-secondary">
						{t('common.backToDashboard')}
					</Link>
				</div>
				<section className="card p-6" aria-label={t('history.count', { count: total })}>
					{items.length === 0 ? (
						<p className="text-slate-600">{t('history.empty')}</p>
					) : (
						<ul className="divide-y divide-slate-100">
							{items.map((item) => (
								<li
									key={item.id}
									className="flex flex-wrap items-center justify-between gap-3 py-3"
								>
									<div className="min-w-0 flex-1">
										<p className="truncate font-medium">{item.excerpt}</p>
										<p className="text-sm text-slate-600">
											{t(`history.kind.${item.kind}`)} · {format.format(new Date(item.createdAt))}
											{item.originalFilename
												? ` · ${t('history.fromFile', { filename: item.originalFilename })}`
												: ''}
										</p>
									</div>
									<div className="flex gap-2">
										<Link
											className="btn-secondary"
											to={
												item.kind === 'reel'
													? `/reels?generation=${item.id}`
													: `/?generation=${item.id}#results`
											}
											aria-label={`${t('history.open')}: ${item.excerpt}`}
										>
											{t('history.open')}
										</Link>
										<Form
											method="post"
											onSubmit={(event) => {
												if (hydrated && !window.confirm(t('history.deleteConfirm')))
													event.preventDefault()
											}}
										>
											<input type="hidden" name="intent" value="delete" />
											<input type="hidden" name="generationId" value={item.id} />
											<button
												type="submit"
												className="btn-ghost text-red-700"
												aria-label={`${t('history.delete')}: ${item.excerpt}`}
											>
												{t('history.delete')}
											</button>
										</Form>
									</div>
								</li>
							))}
						</ul>
					)}
					{pages > 1 ? (
						<nav className="mt-4 flex justify-between" aria-label={t('history.title')}>
							{page > 1 ? (
								<Link to={`?page=${page - 1}`} className="btn-ghost">
									←
								</Link>
							) : (
								<span />
							)}
							<span className="text-sm text-slate-600">
								{page} / {pages}
							</span>
							{page < pages ? (
								<Link to={`?page=${page + 1}`} className="btn-ghost">
									→
								</Link>
							) : (
								<span />
							)}
						</nav>
					) : null}
				</section>
			</main>
		</div>
	)
}
