/**
 * A list of questions as <details>. With `exclusive`, they share a name, so the browser keeps one
 * open at a time (an accordion with no JavaScript).
 */
export function Faq({
	title,
	items,
	exclusive = false,
	headingId,
}: {
	title: string
	items: ReadonlyArray<{ question: string; answer: string }>
	exclusive?: boolean
	headingId: string
}) {
	return (
		<section aria-labelledby={headingId} className="mx-auto max-w-3xl">
			<h2 id={headingId} className="text-center text-2xl font-bold">
				{title}
			</h2>
			<div className="mt-6 space-y-3">
				{items.map((item, index) => (
					<details
						key={item.question}
						name={exclusive ? headingId : undefined}
						open={exclusive && index === 0 ? true : undefined}
						className="group card p-4"
					>
						<summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden">
							{item.question}
							<span aria-hidden="true" className="transition-transform group-open:rotate-45">
								+
							</span>
						</summary>
						<p className="mt-3 text-slate-700">{item.answer}</p>
					</details>
				))}
			</div>
		</section>
	)
}
