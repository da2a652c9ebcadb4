import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'

/**
 * "Type Content" / "Upload File". Links, so they work without JavaScript; the mode lives in the
 * URL (?mode=file), and switching back to text drops the uploaded file.
 */
export function SourceTabs({ mode }: { mode: 'text' | 'file' }) {
	const { t } = useTranslation()
	const tab = (target: 'text' | 'file') =>
		`inline-block rounded-lg px-4 py-2 text-sm font-semibold ${mode === target ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`
	return (
		<nav aria-label={t('generate.tabs.label')} className="mb-4">
			<ul className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
				<li>
					<Link
						to="?mode=text"
						replace
						preventScrollReset
						className={tab('text')}
						aria-current={mode === 'text' ? 'page' : undefined}
					>
						{t('generate.tabs.text')}
					</Link>
				</li>
				<li>
					<Link
						to="?mode=file"
						replace
						preventScrollReset
						className={tab('file')}
						aria-current={mode === 'file' ? 'page' : undefined}
					>
						{t('generate.tabs.file')}
					</Link>
				</li>
			</ul>
		</nav>
	)
}
