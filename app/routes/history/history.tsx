import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, Link, useLoaderData } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { GenerationList } from '#app/components/dashboard/recent-generations.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import {
	countGenerations,
	deleteGeneration,
	listGenerations,
} from '#app/modules/generation/history.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { plainExcerpts } from '#app/utils/plain-text.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { Route } from './+types/history'
import { readFormData } from '#app/utils/request-body.server.ts'
import { getRequestSpace } from '#app/modules/workspaces/space.server.ts'

const PAGE_SIZE = 20

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'history.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const requested = Math.floor(Number(new URL(request.url).searchParams.get('page')) || 1)
	const page = Math.min(Math.max(1, requested), 10_000)
	const [items, total] = await Promise.all([
		listGenerations(space, { take: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }).then(plainExcerpts),
		countGenerations(space),
	])
	return {
		items,
		total,
		page,
		pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
		showAuthors: space.workspaceId !== null,
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const form = await readFormData(request)
	const id = String(form.get('generationId') ?? '')
	const deleted = form.get('intent') === 'delete' && (await deleteGeneration(space, id))
	return data({ deleted }, { status: deleted ? 200 : 404 })
}

export default function HistoryRoute() {
	const { t } = useTranslation()
	const { items, total, page, pages, showAuthors } = useLoaderData<typeof loader>()
	const hydrated = useHydrated()
	return (
		<AppPage title={t('history.title')} back={{ to: '/', label: t('common.backToDashboard') }}>
			<section className="card p-6" aria-label={t('history.count', { count: total })}>
				<GenerationList
					items={items}
					showAuthors={showAuthors}
					renderActions={(item) => (
						<Form
							method="post"
							onSubmit={(event) => {
								if (hydrated && !window.confirm(t('history.deleteConfirm'))) event.preventDefault()
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
					)}
				/>
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
		</AppPage>
	)
}
