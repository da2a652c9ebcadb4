import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Link } from 'react-router'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'notFound.title')

export async function loader() {
	return data(null, { status: 404 })
}

export default function NotFoundRoute() {
	const { t } = useTranslation()
	return (
		<main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
			<h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
			<p className="text-slate-700">{t('notFound.hint')}</p>
			<Link className="btn-primary" to="/">
				{t('common.backHome')}
			</Link>
		</main>
	)
}
