import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import { useDateTimeFormat } from '#app/utils/time-zone.ts'

export type GenerationSummary = {
	id: string
	kind: string
	excerpt: string
	originalFilename: string | null
	/** the "Link to share" of the run */
	link?: string | null
	createdAt: string
	/** who made it (shown in a team workspace, where members share the history) */
	author?: { id: string; name: string }
}

export function GenerationList({
	items,
	renderActions,
	showAuthors = false,
}: {
	items: GenerationSummary[]
	showAuthors?: boolean
	/** extra controls after "Open" (the history page adds Delete) */
	renderActions?: (item: GenerationSummary) => React.ReactNode
}) {
	const { t, i18n } = useTranslation()
	const formatDate = useDateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
	if (items.length === 0) return <p className="text-slate-600">{t('history.empty')}</p>
	return (
		<ul className="divide-y divide-slate-100">
			{items.map((item) => (
				<li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
					{/* 14rem at least: on a phone the buttons wrap under the title. */}
					<div className="min-w-0 flex-1 basis-56">
						<p className="truncate font-medium">{item.excerpt}</p>
						<p className="text-sm text-slate-600">
							{t(`history.kind.${item.kind}`)} · {formatDate(item.createdAt)}
							{showAuthors && item.author
								? ` · ${t('team.history.by', { name: item.author.name })}`
								: ''}
							{item.originalFilename
								? ` · ${t('history.fromFile', { filename: item.originalFilename })}`
								: ''}
						</p>
						{item.link ? (
							<p className="truncate text-sm text-slate-600">
								{t('postLinks.historyLink', { link: item.link })}
							</p>
						) : null}
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
						{renderActions?.(item)}
					</div>
				</li>
			))}
		</ul>
	)
}
