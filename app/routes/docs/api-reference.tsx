import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link, useLoaderData } from 'react-router'
import { PricingHeader } from '#app/components/billing/pricing-header.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { referencePageData } from '#app/modules/api-reference/reference-page.server.ts'
import { API_SCOPES, scopeLabelKey, TOKEN_RATE_LIMIT } from '#app/modules/api-tokens/scopes.ts'
import type { RouteHandle } from '#app/root.tsx'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/api-reference'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'apiDocs.title')

// Reading only: the page is plain HTML, with no JavaScript to download.
export const handle: RouteHandle = { hydrate: false }

export function loader({ request }: Route.LoaderArgs) {
	return referencePageData(request)
}

const methodColour: Record<string, string> = {
	GET: 'bg-sky-100 text-sky-900',
	POST: 'bg-emerald-100 text-emerald-900',
}

/** /docs/api (issue 15): the token API, one section per call, and the error catalogue. */
export default function ApiReferenceRoute() {
	const { t } = useTranslation()
	const { operations, errors } = useLoaderData<typeof loader>()
	return (
		<div className="flex min-h-screen flex-col">
			<PricingHeader />
			<main className="mx-auto w-full max-w-4xl flex-1 space-y-10 px-4 py-10">
				<div className="space-y-3">
					<h1 className="text-3xl font-bold">{t('apiDocs.title')}</h1>
					<p className="text-slate-700">{t('apiDocs.intro')}</p>
					<p className="flex flex-wrap gap-4">
						<a href="/api/openapi.json" className="font-medium text-violet-700 underline">
							{t('apiDocs.openapiLink')}
						</a>
						<Link to="/settings/api" className="font-medium text-violet-700 underline">
							{t('apiDocs.tokensLink')}
						</Link>
					</p>
				</div>

				<nav aria-label={t('apiDocs.title')}>
					<ul className="grid gap-1 sm:grid-cols-2">
						{operations.map((operation) => (
							<li key={operation.id}>
								<a href={`#${operation.id}`} className="text-violet-700 underline">
									{t(operation.summaryKey)}
								</a>{' '}
								<code className="text-xs break-all text-slate-600">
									{operation.method} {operation.path}
								</code>
							</li>
						))}
					</ul>
				</nav>

				<section className="space-y-2" aria-labelledby="auth">
					<h2 id="auth" className="text-xl font-semibold">
						{t('apiDocs.authTitle')}
					</h2>
					<p className="text-slate-700">{t('apiDocs.authBody')}</p>
					<h3 className="pt-2 font-semibold">{t('apiDocs.scopesTitle')}</h3>
					<p className="text-slate-700">{t('apiDocs.scopesBody')}</p>
					<ul className="list-disc pl-5 text-slate-700">
						{API_SCOPES.map((scope) => (
							<li key={scope}>
								<code>{scope}</code>: {t(scopeLabelKey(scope))}
							</li>
						))}
					</ul>
					<h3 className="pt-2 font-semibold">{t('apiDocs.limitsTitle')}</h3>
					<p className="text-slate-700">{t('apiDocs.limitsBody', { max: TOKEN_RATE_LIMIT.max })}</p>
				</section>

				{operations.map((operation) => (
					<section
						key={operation.id}
						id={operation.id}
						className="card space-y-4 p-6"
						aria-labelledby={`${operation.id}-title`}
						data-operation={operation.id}
					>
						<div className="space-y-1">
							<h2 id={`${operation.id}-title`} className="text-xl font-semibold">
								{t(operation.summaryKey)}
							</h2>
							<p className="flex flex-wrap items-center gap-2 font-mono text-sm">
								<span
									className={`rounded px-2 py-0.5 font-semibold ${methodColour[operation.method] ?? ''}`}
								>
									{operation.method}
								</span>
								<span className="break-all">{operation.path}</span>
							</p>
						</div>
						<p className="text-slate-700">{t(operation.descriptionKey)}</p>
						<p className="text-sm">
							<span className="font-semibold">{t('apiDocs.scope')}:</span>{' '}
							{operation.scope ? <code>{operation.scope}</code> : t('apiDocs.anyToken')}
						</p>

						{operation.parameters.length > 0 ? (
							<FieldTable
								caption={t('apiDocs.parameters')}
								rows={operation.parameters.map((each) => ({ ...each, maxLength: null }))}
							/>
						) : null}
						{operation.fields.length > 0 ? (
							<FieldTable caption={t('apiDocs.requestBody')} rows={operation.fields} />
						) : null}
						{operation.file ? (
							<FieldTable
								caption={t('apiDocs.requestBody')}
								rows={[{ name: 'file', type: 'multipart file', required: true, maxLength: null }]}
							/>
						) : null}

						<div className="overflow-x-auto">
							<table className="w-full text-left text-sm">
								<caption className="pb-1 text-left font-semibold">{t('apiDocs.responses')}</caption>
								<thead>
									<tr className="border-b border-slate-200">
										<th scope="col" className="py-1 pr-4">
											{t('apiDocs.status')}
										</th>
										<th scope="col" className="py-1">
											{t('apiDocs.codes')}
										</th>
									</tr>
								</thead>
								<tbody>
									{operation.responses.map((response) => (
										<tr key={response.status} className="border-b border-slate-100">
											<td className="py-1 pr-4 font-mono">{response.status}</td>
											<td className="py-1">
												{response.codes.length
													? response.codes.map((code) => (
															<a
																key={code}
																href={`#error-${code}`}
																className="mr-2 font-mono text-violet-700 underline"
															>
																{code}
															</a>
														))
													: t('apiDocs.success')}
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>

						<div>
							<h3 className="text-sm font-semibold">{t('apiDocs.example')}</h3>
							<pre
								className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100"
								tabIndex={0}
								aria-label={`${t('apiDocs.example')}: ${t(operation.summaryKey)}`}
							>
								<code>{operation.curl}</code>
							</pre>
						</div>
					</section>
				))}

				<section className="space-y-3" aria-labelledby="errors">
					<h2 id="errors" className="text-xl font-semibold">
						{t('apiDocs.errorsTitle')}
					</h2>
					<p className="text-slate-700">{t('apiDocs.errorsBody')}</p>
					<div className="overflow-x-auto">
						<table className="w-full text-left text-sm">
							<thead>
								<tr className="border-b border-slate-200">
									<th scope="col" className="py-1 pr-4">
										{t('apiDocs.status')}
									</th>
									<th scope="col" className="py-1 pr-4">
										{t('apiDocs.codes')}
									</th>
									<th scope="col" className="py-1">
										{t('apiDocs.meaning')}
									</th>
								</tr>
							</thead>
							<tbody>
								{errors.map((error) => (
									<tr
										key={error.code}
										id={`error-${error.code}`}
										className="border-b border-slate-100"
									>
										<td className="py-1 pr-4 font-mono">{error.status}</td>
										<td className="py-1 pr-4 font-mono">{error.code}</td>
										<td className="py-1">{t(error.key)}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</section>
			</main>
			<SiteFooter />
		</div>
	)
}

function FieldTable({
	caption,
	rows,
}: {
	caption: string
	rows: Array<{ name: string; type: string; required: boolean; maxLength: number | null }>
}) {
	const { t } = useTranslation()
	return (
		<div className="overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="pb-1 text-left font-semibold">{caption}</caption>
				<thead>
					<tr className="border-b border-slate-200">
						<th scope="col" className="py-1 pr-4">
							{t('apiDocs.field')}
						</th>
						<th scope="col" className="py-1 pr-4">
							{t('apiDocs.type')}
						</th>
						<th scope="col" className="py-1">
							{t('apiDocs.required')}
						</th>
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.name} className="border-b border-slate-100 align-top">
							<td className="py-1 pr-4 font-mono">{row.name}</td>
							<td className="py-1 pr-4 break-words">
								<code>{row.type}</code>
								{row.maxLength ? (
									<span className="block text-slate-600">
										{t('apiDocs.maxChars', { max: row.maxLength })}
									</span>
								) : null}
							</td>
							<td className="py-1">{row.required ? t('apiDocs.yes') : t('apiDocs.no')}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
