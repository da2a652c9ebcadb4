import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AgencyUpsell } from '#app/components/agency-upsell.tsx'
import { AppPage } from '#app/components/app-page.tsx'
import { CopyButton } from '#app/components/copy-button.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { labelClass } from '#app/components/form-fields.tsx'
import {
	createApiToken,
	listApiTokens,
	revokeApiToken,
} from '#app/modules/api-tokens/api-tokens.server.ts'
import { API_SCOPES, scopeLabelKey, TOKEN_NAME_MAX_CHARS } from '#app/modules/api-tokens/scopes.ts'
import { CreateApiTokenSchema, createTokenFieldsOf } from '#app/modules/api-tokens/token-schemas.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { getRequestSpace } from '#app/modules/workspaces/space.server.ts'
import { getPlan, planIncludes } from '#app/modules/billing/plans.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { readFormData } from '#app/utils/request-body.server.ts'
import { useDateTimeFormat } from '#app/utils/time-zone.ts'
import type { Route } from './+types/api-tokens'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'apiTokens.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const plan = getPlan(user.planType)
	return {
		eligible: planIncludes(plan.id, 'apiAccess'),
		planType: plan.id,
		tokens: await listApiTokens(user.id),
	}
}

type FieldErrors = { name?: string; scopes?: string; form?: string }

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const intent = form.get('intent')
	if (intent === 'revoke') {
		const revoked = await revokeApiToken(user.id, String(form.get('tokenId') ?? ''))
		if (!revoked) {
			return data(
				{ status: 'error' as const, errors: { form: 'apiTokens.errors.notFound' } as FieldErrors },
				{ status: 404 },
			)
		}
		return data({ status: 'revoked' as const })
	}
	const fields = createTokenFieldsOf(form)
	const parsed = CreateApiTokenSchema.safeParse(fields)
	if (!parsed.success) {
		const errors: FieldErrors = {}
		for (const issue of parsed.error.issues) {
			const key = issue.path[0] === 'scopes' ? 'scopes' : 'name'
			errors[key] ??= issue.message
		}
		return data(
			{ status: 'error' as const, errors, values: { name: String(fields.name ?? '') } },
			{ status: 400 },
		)
	}
	// A token acts in the space it was made in (a workspace's: owners and admins only).
	const created = await createApiToken(await getRequestSpace(request, user.id), parsed.data)
	if (!created.ok) {
		const form = {
			PLAN_REQUIRED: 'planRequired',
			TOO_MANY_TOKENS: 'tooMany',
			FORBIDDEN: 'forbidden',
		}[created.code]
		return data(
			{
				status: 'error' as const,
				errors: { form: `apiTokens.errors.${form}` } as FieldErrors,
				values: { name: parsed.data.name },
			},
			{ status: created.code === 'TOO_MANY_TOKENS' ? 409 : 403 },
		)
	}
	// The token travels to the page this once, in the action's answer (never in a URL).
	return data(
		{ status: 'created' as const, token: created.token, name: created.summary.name },
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export default function ApiTokensRoute() {
	const { t, i18n } = useTranslation()
	const { eligible, planType, tokens } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const creating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'create'
	const formatDate = useDateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
	const errors = actionData?.status === 'error' ? actionData.errors : {}
	const typedName =
		actionData?.status === 'error' && 'values' in actionData
			? (actionData.values as { name?: string } | undefined)?.name
			: undefined
	const hasActive = tokens.some((token) => !token.revokedAt)
	return (
		<AppPage
			title={t('apiTokens.title')}
			back={{ to: '/account', label: t('apiTokens.backToAccount') }}
			width="max-w-3xl"
		>
			<p className="text-slate-700">{t('apiTokens.intro')}</p>
			<p>
				<Link to="/docs/api" className="font-medium text-violet-700 underline">
					{t('apiTokens.docsLink')}
				</Link>
			</p>

			{!eligible ? <AgencyUpsell planType={planType} id="api-upsell" /> : null}

			{!eligible && hasActive ? (
				<section
					className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
					aria-labelledby="api-paused"
				>
					<h2 id="api-paused" className="font-semibold">
						{t('apiTokens.paused.title')}
					</h2>
					<p className="mt-1 text-sm">
						{t('apiTokens.paused.body', { plan: t(getPlan(planType).nameKey) })}
					</p>
				</section>
			) : null}

			{actionData?.status === 'created' ? (
				<section
					className="card space-y-3 border-emerald-300 p-6"
					aria-labelledby="api-created"
					role="status"
				>
					<h2 id="api-created" className="text-lg font-semibold">
						{t('apiTokens.created.title')}
					</h2>
					<p className="text-slate-700">{t('apiTokens.created.body')}</p>
					<label htmlFor="new-token" className={labelClass}>
						{t('apiTokens.created.label', { name: actionData.name })}
					</label>
					<input
						id="new-token"
						readOnly
						value={actionData.token}
						className="field-input w-full font-mono text-sm"
						onFocus={(event) => event.currentTarget.select()}
					/>
					<CopyButton getText={() => actionData.token} label={t('apiTokens.created.copy')} />
				</section>
			) : null}
			{actionData?.status === 'revoked' ? (
				<p role="status" className="text-emerald-700">
					{t('apiTokens.list.revokedNotice')}
				</p>
			) : null}

			{eligible ? (
				<section className="card p-6" aria-labelledby="api-create">
					<h2 id="api-create" className="text-lg font-semibold">
						{t('apiTokens.create.title')}
					</h2>
					{/* A new form (empty fields) once a token was created. */}
					<Form
						method="post"
						className="mt-4 space-y-4"
						noValidate
						key={actionData?.status === 'created' ? actionData.token : 'create'}
					>
						{errors.form ? <FormAlert title={t(errors.form)} /> : null}
						<div>
							<label htmlFor="token-name" className={labelClass}>
								{t('apiTokens.create.name')}
							</label>
							<input
								id="token-name"
								name="name"
								required
								maxLength={TOKEN_NAME_MAX_CHARS}
								autoComplete="off"
								defaultValue={typedName}
								aria-invalid={errors.name ? true : undefined}
								aria-describedby={errors.name ? 'token-name-error' : 'token-name-hint'}
								className="field-input w-full"
							/>
							<p id="token-name-hint" className="mt-1 text-sm text-slate-600">
								{t('apiTokens.create.nameHint')}
							</p>
							{errors.name ? (
								<p id="token-name-error" className="mt-1 text-sm text-red-700">
									{t(errors.name)}
								</p>
							) : null}
						</div>
						<fieldset
							aria-invalid={errors.scopes ? true : undefined}
							aria-describedby={errors.scopes ? 'token-scopes-error' : undefined}
						>
							<legend className={labelClass}>{t('apiTokens.create.scopes')}</legend>
							<div className="grid gap-2 sm:grid-cols-2">
								{API_SCOPES.map((scope) => (
									<label key={scope} className="flex items-center gap-2">
										<input type="checkbox" name="scopes" value={scope} defaultChecked />
										<span>{t(scopeLabelKey(scope))}</span>
										<code className="text-xs text-slate-500">{scope}</code>
									</label>
								))}
							</div>
							{errors.scopes ? (
								<p id="token-scopes-error" className="mt-1 text-sm text-red-700">
									{t(errors.scopes)}
								</p>
							) : null}
						</fieldset>
						<button
							type="submit"
							name="intent"
							value="create"
							className="btn-primary"
							disabled={creating}
						>
							{creating ? t('apiTokens.create.submitting') : t('apiTokens.create.submit')}
						</button>
					</Form>
				</section>
			) : null}

			{eligible || tokens.length > 0 ? (
				<section className="card p-6" aria-labelledby="api-list">
					<h2 id="api-list" className="text-lg font-semibold">
						{t('apiTokens.list.title')}
					</h2>
					{tokens.length === 0 ? (
						<p className="mt-2 text-slate-600">{t('apiTokens.list.empty')}</p>
					) : (
						<ul className="mt-3 divide-y divide-slate-100">
							{tokens.map((token) => (
								<li
									key={token.id}
									className="flex flex-wrap items-start justify-between gap-3 py-3"
									data-token={token.name}
								>
									<div className="min-w-0 space-y-1">
										<p className="font-medium break-words">{token.name}</p>
										<p className="font-mono text-sm text-slate-600">{token.tokenStart}…</p>
										{token.workspaceName ? (
											<p className="text-sm text-slate-600">
												{t('apiTokens.list.workspace', { name: token.workspaceName })}
											</p>
										) : null}
										<p className="text-sm text-slate-600">
											{token.scopes.map((scope) => t(scopeLabelKey(scope))).join(' · ')}
										</p>
										<p className="text-sm text-slate-600">
											{t('apiTokens.list.created', { date: formatDate(token.createdAt) })}
											{' · '}
											{token.lastUsedAt
												? t('apiTokens.list.lastUsed', { date: formatDate(token.lastUsedAt) })
												: t('apiTokens.list.neverUsed')}
										</p>
									</div>
									{token.revokedAt ? (
										<p className="text-sm font-medium text-slate-600">
											{t('apiTokens.list.revoked', { date: formatDate(token.revokedAt) })}
										</p>
									) : (
										<Form method="post">
											<input type="hidden" name="tokenId" value={token.id} />
											<button
												type="submit"
												name="intent"
												value="revoke"
												className="btn-ghost text-red-700"
												aria-label={t('apiTokens.list.revokeLabel', { name: token.name })}
											>
												{t('apiTokens.list.revoke')}
											</button>
										</Form>
									)}
								</li>
							))}
						</ul>
					)}
				</section>
			) : null}
		</AppPage>
	)
}
