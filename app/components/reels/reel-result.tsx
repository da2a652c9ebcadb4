import { useTranslation } from '#app/modules/i18n/react.tsx'
import { CopyButton } from '#app/components/copy-button.tsx'
import { formatCaptionForCopy, formatSceneForCopy } from '#app/modules/reels/format-reel-script.ts'
import type { ReelScript } from '#app/modules/reels/reel-script.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

/** The generated script: scenes with Copy Scene, caption with Copy Caption, notes, Download. */
export function ReelResult({ generationId, script }: { generationId: string; script: ReelScript }) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	return (
		<section aria-labelledby="reel-result-title" className="card space-y-6 p-6" id="reel-result">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h2 id="reel-result-title" className="text-lg font-semibold">
						{t('reels.resultTitle')}
					</h2>
					<p className="text-sm text-slate-600">
						{t('reels.durationOption', { seconds: script.duration })} ·{' '}
						{t(`reels.categories.${script.category}`)} · {t(`reels.hooks.${script.hookType}.label`)}
					</p>
				</div>
				<a className="btn-primary" href={`/reels/download/${generationId}`} download>
					{t('reels.download')}
				</a>
			</div>
			{hydrated ? null : <p className="text-sm text-slate-600">{t('reels.copyWithoutJs')}</p>}
			<div>
				<h3 className="font-semibold">{t('reels.scenes')}</h3>
				<ol className="mt-3 space-y-4">
					{script.scenes.map((scene, index) => (
						<li
							key={`${scene.timing}-${index}`}
							className="rounded-xl border border-slate-200 p-4"
							data-scene={index + 1}
						>
							<div className="flex flex-wrap items-center justify-between gap-2">
								<p className="font-semibold">
									{t('reels.scene', { number: index + 1 })}{' '}
									<span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-700">
										{scene.timing}
									</span>
								</p>
								<CopyButton
									label={t('reels.copyScene')}
									getText={() => formatSceneForCopy(scene)}
									className="btn-ghost border border-slate-200"
								/>
							</div>
							<dl className="mt-3 space-y-2 text-sm">
								<div>
									<dt className="font-medium text-slate-600">{t('reels.visual')}</dt>
									<dd>{scene.visualDescription}</dd>
								</div>
								<div>
									<dt className="font-medium text-slate-600">{t('reels.dialogue')}</dt>
									<dd className="text-base">“{scene.dialogue}”</dd>
								</div>
								{scene.textOverlay ? (
									<div>
										<dt className="font-medium text-slate-600">{t('reels.overlay')}</dt>
										<dd>{scene.textOverlay}</dd>
									</div>
								) : null}
								{scene.transitionNotes ? (
									<div>
										<dt className="font-medium text-slate-600">{t('reels.transition')}</dt>
										<dd>{scene.transitionNotes}</dd>
									</div>
								) : null}
							</dl>
						</li>
					))}
				</ol>
			</div>
			<div>
				<div className="flex flex-wrap items-center justify-between gap-2">
					<h3 className="font-semibold">{t('reels.caption')}</h3>
					<CopyButton
						label={t('reels.copyCaption')}
						getText={() => formatCaptionForCopy(script)}
						className="btn-ghost border border-slate-200"
					/>
				</div>
				<p className="mt-2 whitespace-pre-line">{script.caption}</p>
				<p className="mt-2 text-brand-700">{script.hashtags.join(' ')}</p>
			</div>
			<div>
				<h3 className="font-semibold">{t('reels.productionNotes')}</h3>
				<ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
					{script.productionNotes.map((note) => (
						<li key={note}>{note}</li>
					))}
				</ul>
			</div>
		</section>
	)
}
