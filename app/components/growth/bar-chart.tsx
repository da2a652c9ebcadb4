import { useId } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'

export type Bar = { label: string; value: number; highlight?: boolean }

/**
 * A horizontal bar chart drawn on the server as SVG: readable without JavaScript, named for
 * screen readers (role img, title and description), and followed by the same figures as a table.
 */
export function BarChart({
	title,
	description,
	bars,
	format = (value) => String(value),
	valueHeader,
}: {
	title: string
	description?: string
	bars: Bar[]
	format?: (value: number) => string
	valueHeader: string
}) {
	const { t } = useTranslation()
	const id = useId()
	const max = Math.max(1, ...bars.map((bar) => bar.value))
	// A narrow drawing with large text: it scales down on a phone and stays readable.
	const rowHeight = 30
	const labelWidth = 150
	const width = 420
	const barArea = width - labelWidth - 60
	const height = Math.max(rowHeight, bars.length * rowHeight)
	return (
		<figure className="space-y-2">
			<figcaption id={`${id}-title`} className="font-semibold">
				{title}
			</figcaption>
			{bars.length === 0 ? (
				<p className="text-sm text-slate-600">{t('growth.chart.empty')}</p>
			) : (
				<svg
					role="img"
					aria-labelledby={`${id}-svg-title`}
					aria-describedby={description ? `${id}-desc` : undefined}
					viewBox={`0 0 ${width} ${height}`}
					className="h-auto w-full max-w-lg"
				>
					<title id={`${id}-svg-title`}>{title}</title>
					{description ? <desc id={`${id}-desc`}>{description}</desc> : null}
					{bars.map((bar, index) => {
						const y = index * rowHeight
						const barWidth = Math.max(2, (bar.value / max) * barArea)
						return (
							<g key={bar.label} transform={`translate(0 ${y})`}>
								<text x={0} y={20} className="fill-slate-800" fontSize="15">
									{bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
								</text>
								<rect
									x={labelWidth}
									y={5}
									width={barWidth}
									height={rowHeight - 10}
									rx={3}
									className={bar.highlight ? 'fill-emerald-600' : 'fill-brand-600'}
								/>
								<text x={labelWidth + barWidth + 6} y={20} className="fill-slate-900" fontSize="15">
									{format(bar.value)}
								</text>
							</g>
						)
					})}
				</svg>
			)}
			<details className="text-sm">
				<summary className="cursor-pointer text-brand-700">{t('growth.chart.table')}</summary>
				<table className="mt-2 min-w-64 text-left">
					<caption className="sr-only">{title}</caption>
					<thead>
						<tr>
							<th scope="col" className="pr-6">
								{t('growth.chart.item')}
							</th>
							<th scope="col">{valueHeader}</th>
						</tr>
					</thead>
					<tbody>
						{bars.map((bar) => (
							<tr key={bar.label}>
								<th scope="row" className="pr-6 font-normal">
									{bar.label}
								</th>
								<td>{format(bar.value)}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</figure>
	)
}
