import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AppPage } from '#app/components/app-page.tsx'
import { getFormProps, parse } from '@conform-to/react'
import type * as z from 'zod'
import { FormAlert } from '#app/components/form-alert.tsx'
import { InputField } from '#app/components/form-fields.tsx'
import { constraintOf, issuesToErrors } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { DEFAULT_AI_MODEL } from '#app/modules/generation/ai-settings.server.ts'
import {
	getProviderKeySummary,
	ProviderKeySchema,
	readProviderKey,
	removeProviderKey,
	saveProviderKey,
	testProviderKey,
} from '#app/modules/generation/provider-keys.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/ai-provider'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'byok.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return {
		key: await getProviderKeySummary(user.id),
		defaultModel: DEFAULT_AI_MODEL,
		constraint: constraintOf(ProviderKeySchema),
	}
}

/**
 * The key's form, in conform's reply format. Only the server checks it: "Test" with the key
 * left empty tests the saved key, so what is required depends on what is stored.
 */
function checkKey(form: FormData, input: Record<string, string>) {
	return parse<z.output<typeof ProviderKeySchema>, string[]>(form, {
		resolve() {
			const result = ProviderKeySchema.safeParse(input)
			return result.success
				? { value: result.data }
				: { error: issuesToErrors(result.error.issues) }
		},
	})
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const intent = form.get('intent')
	if (intent === 'remove') {
		await removeProviderKey(user.id)
		return data({ status: 'removed' as const, code: null, result: null })
	}
	const values = {
		baseUrl: String(form.get('baseUrl') ?? ''),
		model: String(form.get('model') ?? ''),
	}
	let apiKey = String(form.get('apiKey') ?? '')
	let target = values
	// "Test" with the key field empty tests the saved key, against the saved address and model
	// only: the stored key is never sent to an address typed into the form.
	if (intent === 'test' && !apiKey) {
		const saved = await readProviderKey(user.id)
		apiKey = saved?.apiKey ?? ''
		target = { baseUrl: saved?.baseUrl ?? '', model: saved?.model ?? '' }
	}
	// The key itself never travels back to the page.
	const submission = checkKey(form, { apiKey, ...target })
	if (submission.status !== 'success') {
		return data(
			{
				status: 'invalid' as const,
				code: null,
				result: submission.reply({ hideFields: ['apiKey'] }),
			},
			{ status: 400 },
		)
	}
	if (intent === 'test') {
		const result = await testProviderKey(submission.value)
		return data({
			status: result.ok ? ('test-ok' as const) : ('test-failed' as const),
			code: result.ok ? null : result.code,
			result: submission.reply({ hideFields: ['apiKey'] }),
		})
	}
	const saved = await saveProviderKey(user.id, submission.value)
	if (!saved.ok)
		return data(
			{
				status: 'invalid' as const,
				code: null,
				result: submission.reply({
					fieldErrors: { baseUrl: ['byok.errors.base_url_not_allowed'] },
					hideFields: ['apiKey'],
				}),
			},
			{ status: 400 },
		)
	return data({ status: 'saved' as const, code: null, result: null })
}

export default function AiProviderRoute() {
	const { t } = useTranslation()
	const { key, defaultModel, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null
	const [form, fields] = useSchemaForm<typeof ProviderKeySchema>({
		id: `ai-provider-${actionData?.status === 'saved' ? 'saved' : 'edit'}`,
		// "Test" may leave the key empty (the saved key is tested): no native `required`.
		constraint: { ...constraint, apiKey: { ...constraint.apiKey, required: false } },
		lastResult: actionData?.result ?? null,
		defaultValue: { baseUrl: key?.baseUrl ?? '', model: key?.model ?? '' },
	})
	return (
		<AppPage
			title={t('byok.title')}
			back={{ to: '/account', label: t('byok.backToAccount') }}
			width="max-w-2xl"
		>
			<section className="card space-y-4 p-6" aria-labelledby="byok-status">
				<h2 id="byok-status" className="text-lg font-semibold">
					{key ? t('byok.connected') : t('byok.notConnected')}
				</h2>
				<p className="text-slate-700">{t('byok.explainer')}</p>
				{key ? (
					<dl className="grid gap-2 text-sm sm:grid-cols-3">
						<div>
							<dt className="text-slate-600">{t('byok.fields.apiKey')}</dt>
							<dd className="font-mono">{key.maskedKey}</dd>
						</div>
						<div className="min-w-0">
							<dt className="text-slate-600">{t('byok.fields.baseUrl')}</dt>
							<dd className="truncate">{key.baseUrl ?? 'https://api.openai.com/v1'}</dd>
						</div>
						<div>
							<dt className="text-slate-600">{t('byok.fields.model')}</dt>
							<dd>{key.model}</dd>
						</div>
					</dl>
				) : null}
				{actionData?.status === 'saved' ? (
					<p role="status" className="text-emerald-700">
						{t('byok.saved')}
					</p>
				) : null}
				{actionData?.status === 'removed' ? (
					<p role="status" className="text-emerald-700">
						{t('byok.removed')}
					</p>
				) : null}
				{actionData?.status === 'test-ok' ? (
					<p role="status" className="text-emerald-700">
						{t('byok.testOk')}
					</p>
				) : null}
				{actionData?.status === 'test-failed' ? (
					<FormAlert title={t('byok.testFailed')}>
						{t(`byok.errors.${actionData.code}`, { defaultValue: t('byok.errors.unavailable') })}
					</FormAlert>
				) : null}
			</section>
			<section className="card p-6" aria-labelledby="byok-form-title">
				<h2 id="byok-form-title" className="text-lg font-semibold">
					{key ? t('byok.replaceTitle') : t('byok.addTitle')}
				</h2>
				<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
					<InputField
						field={fields.apiKey}
						label={t('byok.fields.apiKey')}
						type="password"
						autoComplete="off"
						hint={key ? t('byok.keyHintSaved') : t('byok.keyHint')}
					/>
					<InputField
						field={fields.baseUrl}
						label={t('byok.fields.baseUrl')}
						type="url"
						placeholder="https://api.openai.com/v1"
						hint={t('byok.baseUrlHint')}
					/>
					<InputField
						field={fields.model}
						label={t('byok.fields.model')}
						placeholder={defaultModel}
					/>
					<div className="flex flex-wrap gap-2">
						<button
							type="submit"
							name="intent"
							value="save"
							className="btn-primary"
							disabled={Boolean(busy)}
						>
							{busy === 'save' ? t('byok.saving') : t('byok.save')}
						</button>
						<button
							type="submit"
							name="intent"
							value="test"
							className="btn-secondary"
							disabled={Boolean(busy)}
						>
							{busy === 'test' ? t('byok.testing') : t('byok.test')}
						</button>
					</div>
				</Form>
				{key ? (
					<Form method="post" className="mt-4 border-t border-slate-100 pt-4">
						<button type="submit" name="intent" value="remove" className="btn-ghost text-red-700">
							{t('byok.remove')}
						</button>
					</Form>
				) : null}
			</section>
		</AppPage>
	)
}
