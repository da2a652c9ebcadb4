import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { FormAlert } from '#app/components/form-alert.tsx'
import { FormErrors, InputField } from '#app/components/form-fields.tsx'
import { PasswordField } from '#app/components/password-fields.tsx'
import { SigninSchema } from '#app/modules/auth/account-schemas.ts'
import { CodeSchema } from '#app/modules/forms/auth-forms.ts'
import {
	constraintOf,
	type FormConstraint,
	parseSubmission,
} from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { SocialButtons } from '#app/components/security/social-buttons.tsx'
import { signInWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import {
	clearPendingMfa,
	completePendingMfa,
	getPendingMfa,
} from '#app/modules/auth/mfa-login.server.ts'
import { socialErrorKey } from '#app/modules/auth/social-profiles.ts'
import { configuredProviders } from '#app/modules/auth/social.server.ts'
import { safeRedirect } from '#app/modules/auth/safe-redirect.ts'
import { requireAnonymous } from '#app/modules/auth/session.server.ts'
import { translatedMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/signin'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedMeta(matches, 'signin.title', 'meta.signinDescription')

// Its forms (password, MFA code, backup code) post as plain HTML and the server checks them, so
// the page is served without React; show-password and the pending button come from the page's
// small script (ADR 020).
export const handle: RouteHandle = { hydrate: false }

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	const redirectTo = url.searchParams.get('redirectTo')
	// A sign-in whose password (or email code, or social account) was right waits for its MFA code.
	const mfaPending = (await getPendingMfa(request)) !== null
	return {
		constraints: { signin: constraintOf(SigninSchema), code: constraintOf(CodeSchema) },
		redirectTo: safeRedirect(redirectTo, ''),
		// A form was sent after the session ended (requireUser): say why a sign-in is needed.
		loggedOut: url.searchParams.get('reason') === 'logged-out',
		mfaPending,
		providers: mfaPending ? [] : configuredProviders(),
		socialError: socialErrorKey(url.searchParams.get('error')),
		source: (url.searchParams.get('source') ?? url.searchParams.get('utm_source'))?.slice(0, 100),
	}
}

async function mfaAction(request: Request, intent: string, form: FormData) {
	if (intent === 'mfa-cancel') {
		throw redirect('/signin', { headers: { 'Set-Cookie': await clearPendingMfa(request) } })
	}
	const submission = parseSubmission(form, CodeSchema)
	const code = form.get('code')
	const result = await completePendingMfa(
		request,
		typeof code === 'string' ? code.slice(0, 40) : '',
	)
	if (result.ok) {
		const headers = new Headers()
		for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie)
		throw redirect(result.redirectTo, { headers })
	}
	const mfaError = {
		NO_PENDING_SIGNIN: 'mfa.signin.expired',
		CODE_REQUIRED: 'mfa.errors.codeRequired',
		INVALID_CODE: 'mfa.signin.invalid',
		RATE_LIMITED: 'mfa.errors.rateLimited',
	}[result.code]
	return data(
		{
			result: submission.reply({ formErrors: [mfaError], hideFields: ['code'] }),
			error: null,
			mfaError,
		},
		result.code === 'RATE_LIMITED'
			? { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } }
			: { status: 400 },
	)
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request, { keepBody: true })
	const intent = String(form.get('intent') ?? '')
	if (intent.startsWith('mfa-')) return mfaAction(request, intent, form)
	// The reply carries what was typed back to the form, except the password.
	const submission = parseSubmission(form, SigninSchema)
	const result = await signInWithPassword(request)
	if (!result.ok) {
		const formErrors =
			result.code === 'INVALID_CREDENTIALS'
				? ['signin.failedBody']
				: result.code === 'RATE_LIMITED'
					? ['errors.rateLimited']
					: []
		return data(
			{
				result: submission.reply({ formErrors, hideFields: ['password'] }),
				error: result.code,
				mfaError: null,
			},
			{
				status: result.status,
				headers:
					result.code === 'RATE_LIMITED'
						? { 'Retry-After': String(result.retryAfterSeconds) }
						: undefined,
			},
		)
	}
	if (result.requiresMFA) {
		throw redirect('/signin', { headers: { 'Set-Cookie': result.setCookie } })
	}
	throw redirect(safeRedirect(form.get('redirectTo'), '/'), {
		headers: { 'Set-Cookie': result.setCookie },
	})
}

const loadSigninValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateSignin)
const loadCodeValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateCode)

export default function SigninRoute() {
	const { t } = useTranslation()
	const { constraints, redirectTo, loggedOut, mfaPending, providers, socialError, source } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof SigninSchema>({
		id: 'signin',
		constraint: constraints.signin,
		loadValidator: loadSigninValidator,
		lastResult: actionData && !actionData.mfaError ? actionData.result : null,
	})
	if (mfaPending) {
		return (
			<MfaCodeStep
				constraint={constraints.code}
				lastResult={actionData?.mfaError ? actionData.result : null}
			/>
		)
	}
	return (
		<AuthLayout title={t('signin.title')} subtitle={t('signin.subtitle')}>
			{loggedOut && !actionData ? (
				<div
					role="status"
					className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
				>
					<p className="font-semibold">{t('signin.loggedOutTitle')}</p>
					<p className="mt-1">{t('signin.loggedOutBody')}</p>
				</div>
			) : null}
			{socialError ? (
				<FormAlert title={t('social.errors.title')}>{t(socialError)}</FormAlert>
			) : null}
			{actionData?.mfaError ? (
				<FormAlert title={t('mfa.signin.failedTitle')}>{t(actionData.mfaError)}</FormAlert>
			) : null}
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<FormErrors form={form} title={t('signin.failedTitle')} />
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<InputField
					field={fields.email}
					label={t('fields.email')}
					type="email"
					autoComplete="email"
				/>
				<div>
					<PasswordField
						field={fields.password}
						label={t('fields.password')}
						autoComplete="current-password"
					/>
					<p className="mt-2 text-right text-sm">
						<TextLink to="/forgot-password">{t('forgot.title')}</TextLink>
					</p>
				</div>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					data-pending-label={t('signin.submitting')}
					disabled={submitting}
				>
					{submitting ? t('signin.submitting') : t('signin.submit')}
				</button>
			</Form>
			<p className="mt-4 text-center text-sm">
				<TextLink
					to={redirectTo ? `/signin/code?${new URLSearchParams({ redirectTo })}` : '/signin/code'}
				>
					{t('emailCode.link')}
				</TextLink>
			</p>
			<SocialButtons providers={providers} redirectTo={redirectTo} source={source} />
			<div className="mt-6 space-y-2 text-center text-sm text-slate-700">
				<p>
					{t('signin.noAccount')} <TextLink to="/signup">{t('signin.signupLink')}</TextLink>
				</p>
				<p>
					<TextLink to="/">{t('common.backHome')}</TextLink>
				</p>
			</div>
		</AuthLayout>
	)
}

/** The second step when the account has MFA on: an authenticator code, or a backup code. */
function MfaCodeStep({
	constraint,
	lastResult,
}: {
	constraint: FormConstraint
	lastResult: SubmissionResult<string[]> | null
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof CodeSchema>({
		id: 'mfa-code',
		constraint,
		loadValidator: loadCodeValidator,
		lastResult,
	})
	const [backupForm, backupFields] = useSchemaForm<typeof CodeSchema>({
		id: 'mfa-backup-code',
		constraint,
		loadValidator: loadCodeValidator,
	})
	return (
		<AuthLayout title={t('mfa.signin.title')} subtitle={t('mfa.signin.body')}>
			<FormErrors form={form} title={t('mfa.signin.failedTitle')} />
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<InputField
					field={fields.code}
					label={t('mfa.signin.codeLabel')}
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={6}
					pattern="[0-9]*"
					className="field-input font-mono tracking-widest"
				/>
				<button
					type="submit"
					name="intent"
					value="mfa-verify"
					className="btn-primary w-full py-2.5"
					data-pending-label={t('mfa.signin.submitting')}
					disabled={submitting}
				>
					{submitting ? t('mfa.signin.submitting') : t('mfa.signin.submit')}
				</button>
			</Form>
			<details className="mt-4 rounded-lg border border-slate-200 p-4">
				<summary className="cursor-pointer text-sm font-semibold text-slate-800">
					{t('mfa.signin.backupToggle')}
				</summary>
				<Form method="post" {...getFormProps(backupForm)} className="mt-4 space-y-4">
					<InputField
						field={backupFields.code}
						label={t('mfa.signin.backupLabel')}
						hint={t('mfa.signin.backupHint')}
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={false}
						maxLength={11}
						className="field-input font-mono tracking-wider"
					/>
					<button
						type="submit"
						name="intent"
						value="mfa-verify"
						className="btn-secondary w-full py-2.5"
						disabled={submitting}
					>
						{t('mfa.signin.backupSubmit')}
					</button>
				</Form>
			</details>
			<Form method="post" className="mt-6 text-center">
				<button
					type="submit"
					name="intent"
					value="mfa-cancel"
					className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
				>
					{t('mfa.signin.back')}
				</button>
			</Form>
		</AuthLayout>
	)
}
