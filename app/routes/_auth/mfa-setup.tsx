import { useTranslation } from '#app/modules/i18n/react.tsx'
import {
	data,
	Form,
	Link,
	redirect,
	useActionData,
	useLoaderData,
	useNavigation,
} from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { FormAlert } from '#app/components/form-alert.tsx'
import { InputField } from '#app/components/form-fields.tsx'
import { CodeSchema } from '#app/modules/forms/auth-forms.ts'
import {
	constraintOf,
	type FormConstraint,
	parseSubmission,
} from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { CopyButton } from '#app/components/security/copy-button.tsx'
import {
	codeAttemptsBlocked,
	recordFailedCodeAttempt,
} from '#app/modules/auth/code-attempts.server.ts'
import { confirmMfaSetup, getMfaSetup, startMfaSetup } from '#app/modules/auth/mfa.server.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { getUser, requireUser } from '#app/modules/auth/session.server.ts'
import { groupSecret } from '#app/modules/auth/totp.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/mfa-setup'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'mfa.title')

// The secret and the backup codes are on these responses: no cache may keep them.
const noStore = { 'Cache-Control': 'no-store' }
export const headers: Route.HeadersFunction = () => noStore

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	if (!user) return data({ state: 'signed-out' as const }, { headers: noStore })
	if (user.mfaEnabled) return data({ state: 'enabled' as const }, { headers: noStore })
	const setup = await getMfaSetup(user)
	if (!setup) return data({ state: 'start' as const }, { headers: noStore })
	const tab: 'qr' | 'manual' =
		new URL(request.url).searchParams.get('tab') === 'manual' ? 'manual' : 'qr'
	return data(
		{
			state: 'setup' as const,
			// SPEC §5 has its own message for an empty code: the server says it, not a browser bubble.
			codeConstraint: constraintOf(CodeSchema, { nativeRequired: false }),
			tab,
			email: user.email,
			secret: setup.secret,
			groupedSecret: groupSecret(setup.secret),
			qrCode: setup.qrCode,
		},
		{ headers: noStore },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const intent = formText(form, 'intent')
	if (user.mfaEnabled) throw redirect('/mfa-setup')
	if (intent === 'start') {
		await startMfaSetup(user)
		throw redirect('/mfa-setup')
	}
	if (intent !== 'verify') throw redirect('/mfa-setup')
	const submission = parseSubmission(form, CodeSchema)
	const code = formText(form, 'code', 12).replace(/\s/g, '')
	if (!code) return data({ error: null, result: submission.reply() }, { status: 400 })
	const blocked = codeAttemptsBlocked(request, 'mfa-setup', user.id)
	if (blocked) {
		return data(
			{ error: 'mfa.errors.rateLimited', result: null },
			{ status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
		)
	}
	const result = await confirmMfaSetup(request, user, code, {
		backupCodes: 'always',
		language: requestLanguage(context),
	})
	if (result.ok) return data({ backupCodes: result.backupCodes ?? [] }, { headers: noStore })
	if (result.code === 'ALREADY_ENABLED') throw redirect('/mfa-setup')
	if (result.code === 'INVALID_CODE') recordFailedCodeAttempt(request, 'mfa-setup', user.id)
	return data(
		{
			error: result.code === 'NO_SETUP' ? 'mfa.errors.setupExpired' : 'mfa.errors.invalidCode',
			result: null,
		},
		{ status: 400 },
	)
}

export default function MfaSetupRoute() {
	const { t } = useTranslation()
	const loaderData = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (actionData && 'backupCodes' in actionData) {
		return <BackupCodes codes={actionData.backupCodes} />
	}
	switch (loaderData.state) {
		case 'signed-out':
			return (
				<AuthLayout title={t('mfa.authRequired.title')} subtitle={t('mfa.authRequired.body')}>
					<Link to="/signin?redirectTo=%2Fmfa-setup" className="btn-primary w-full py-2.5">
						{t('mfa.authRequired.signIn')}
					</Link>
				</AuthLayout>
			)
		case 'enabled':
			return (
				<AuthLayout title={t('mfa.already.title')} subtitle={t('mfa.already.body')}>
					<Link to="/account" className="btn-primary w-full py-2.5">
						{t('mfa.toAccount')}
					</Link>
				</AuthLayout>
			)
		case 'start':
			return <StartStep />
		case 'setup':
			return (
				<SetupStep
					{...loaderData}
					error={actionData && 'error' in actionData ? actionData.error : null}
					lastResult={actionData && 'result' in actionData ? actionData.result : null}
				/>
			)
	}
}

function StartStep() {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	return (
		<AuthLayout title={t('mfa.title')} subtitle={t('mfa.start.intro')}>
			<ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
				<li>{t('mfa.start.stepScan')}</li>
				<li>{t('mfa.start.stepVerify')}</li>
				<li>{t('mfa.start.stepSave')}</li>
			</ol>
			<Form method="post" className="mt-6">
				<button
					type="submit"
					name="intent"
					value="start"
					className="btn-primary w-full py-2.5"
					disabled={submitting}
				>
					{submitting ? t('mfa.start.submitting') : t('mfa.start.submit')}
				</button>
			</Form>
			<p className="mt-6 text-center text-sm">
				<TextLink to="/account">{t('mfa.toAccount')}</TextLink>
			</p>
		</AuthLayout>
	)
}

const loadCodeValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateCode)

function SetupStep({
	tab,
	email,
	secret,
	groupedSecret,
	qrCode,
	error,
	codeConstraint,
	lastResult,
}: {
	codeConstraint: FormConstraint
	lastResult: SubmissionResult<string[]> | null
	tab: 'qr' | 'manual'
	email: string
	secret: string
	groupedSecret: string
	qrCode: string
	error: string | null
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof CodeSchema>({
		id: 'mfa-setup-code',
		constraint: codeConstraint,
		loadValidator: loadCodeValidator,
		lastResult,
	})
	const tabClass = (active: boolean) =>
		`flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${
			active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:bg-slate-200'
		}`
	return (
		<AuthLayout title={t('mfa.title')}>
			{/* Links, not script-driven tabs: each view is its own URL, so they work without JS. */}
			<nav aria-label={t('mfa.setup.tabsLabel')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
				<Link
					to="?tab=qr"
					replace
					preventScrollReset
					className={tabClass(tab === 'qr')}
					aria-current={tab === 'qr' ? 'page' : undefined}
				>
					{t('mfa.setup.qrTab')}
				</Link>
				<Link
					to="?tab=manual"
					replace
					preventScrollReset
					className={tabClass(tab === 'manual')}
					aria-current={tab === 'manual' ? 'page' : undefined}
				>
					{t('mfa.setup.manualTab')}
				</Link>
			</nav>
			<div className="mt-4 rounded-lg border border-slate-200 p-4">
				{tab === 'qr' ? (
					<div className="flex flex-col items-center gap-3 text-center">
						<p className="text-sm text-slate-700">{t('mfa.setup.qrHelp')}</p>
						<img
							src={qrCode}
							alt={t('mfa.setup.qrAlt')}
							width={220}
							height={220}
							className="rounded-md border border-slate-200"
						/>
					</div>
				) : (
					<div className="space-y-3">
						<p className="text-sm text-slate-700">{t('mfa.setup.manualHelp')}</p>
						<dl className="space-y-2">
							<div>
								<dt className="text-sm text-slate-600">{t('mfa.setup.accountLabel')}</dt>
								<dd className="font-medium break-all">{email}</dd>
							</div>
							<div>
								<dt className="text-sm text-slate-600">{t('mfa.setup.secretLabel')}</dt>
								<dd className="flex flex-wrap items-center gap-2">
									<code
										className="rounded bg-slate-100 px-2 py-1 font-mono text-base break-all select-all"
										data-testid="mfa-secret"
										data-secret={secret}
									>
										{groupedSecret}
									</code>
									<CopyButton value={secret} label={t('mfa.copy')} />
								</dd>
							</div>
						</dl>
					</div>
				)}
			</div>
			{error ? (
				<div className="mt-4">
					<FormAlert
						title={
							error === 'mfa.errors.setupExpired'
								? t('mfa.errors.setupFailedTitle')
								: t('mfa.errors.verifyFailedTitle')
						}
					>
						{t(error)}
					</FormAlert>
				</div>
			) : null}
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<InputField
					field={fields.code}
					label={t('mfa.setup.codeLabel')}
					hint={t('mfa.setup.codeHint')}
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={6}
					pattern="[0-9]*"
					className="field-input font-mono tracking-widest"
				/>
				<button
					type="submit"
					name="intent"
					value="verify"
					className="btn-primary w-full py-2.5"
					disabled={submitting}
				>
					{submitting ? t('mfa.setup.submitting') : t('mfa.setup.submit')}
				</button>
			</Form>
			<p className="mt-4 text-center text-sm text-slate-600">{t('mfa.setup.expiry')}</p>
			<p className="mt-2 text-center text-sm">
				<TextLink to="/account">{t('mfa.setup.cancel')}</TextLink>
			</p>
		</AuthLayout>
	)
}

function BackupCodes({ codes }: { codes: string[] }) {
	const { t } = useTranslation()
	return (
		<AuthLayout title={t('mfa.done.title')} subtitle={t('mfa.done.body')}>
			<p
				role="note"
				className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
			>
				{t('mfa.done.warning')}
			</p>
			<h2 className="mt-4 text-sm font-semibold text-slate-800">{t('mfa.done.codesLabel')}</h2>
			<ul className="mt-2 grid grid-cols-2 gap-2 font-mono text-base" data-testid="backup-codes">
				{codes.map((code) => (
					<li key={code} className="rounded bg-slate-100 px-2 py-1 text-center select-all">
						{code}
					</li>
				))}
			</ul>
			<div className="mt-4 flex flex-wrap gap-2">
				<CopyButton value={codes.join('\n')} label={t('mfa.copyCodes')} />
				<Link to="/account" className="btn-primary">
					{t('mfa.toAccount')}
				</Link>
			</div>
		</AuthLayout>
	)
}
