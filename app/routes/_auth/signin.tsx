import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { Field, PasswordField } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
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
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/signin'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'signin.title')

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const url = new URL(request.url)
	const redirectTo = url.searchParams.get('redirectTo')
	// A sign-in whose password (or email code, or social account) was right waits for its MFA code.
	const mfaPending = (await getPendingMfa(request)) !== null
	return {
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
		{ email: '', error: null, fieldErrors: {} as Record<string, string>, mfaError },
		result.code === 'RATE_LIMITED'
			? { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } }
			: { status: 400 },
	)
}

export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request, { keepBody: true })
	const intent = String(form.get('intent') ?? '')
	if (intent.startsWith('mfa-')) return mfaAction(request, intent, form)
	const email = String(form.get('email') ?? '')
	const result = await signInWithPassword(request)
	if (!result.ok) {
		// The email is echoed back so the user need not retype it; the password never is.
		return data(
			{
				email,
				error: result.code,
				fieldErrors: result.code === 'INVALID_INPUT' ? result.fieldErrors : {},
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

export default function SigninRoute() {
	const { t } = useTranslation()
	const { redirectTo, loggedOut, mfaPending, providers, socialError, source } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {}
	const mfaError = actionData && 'mfaError' in actionData ? actionData.mfaError : null
	if (mfaPending) return <MfaCodeStep error={mfaError} />
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
			{mfaError ? <FormAlert title={t('mfa.signin.failedTitle')}>{t(mfaError)}</FormAlert> : null}
			{actionData?.error === 'INVALID_CREDENTIALS' ? (
				<FormAlert title={t('signin.failedTitle')}>{t('signin.failedBody')}</FormAlert>
			) : null}
			{actionData?.error === 'RATE_LIMITED' ? (
				<FormAlert title={t('signin.failedTitle')}>{t('errors.rateLimited')}</FormAlert>
			) : null}
			<Form method="post" className="mt-4 space-y-4" noValidate={false}>
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<Field
					label={t('fields.email')}
					name="email"
					type="email"
					autoComplete="email"
					required
					defaultValue={actionData?.email}
					error={fieldErrors.email ? t(fieldErrors.email) : null}
				/>
				<div>
					<PasswordField
						label={t('fields.password')}
						name="password"
						autoComplete="current-password"
						error={fieldErrors.password ? t(fieldErrors.password) : null}
					/>
					<p className="mt-2 text-right text-sm">
						<TextLink to="/forgot-password">{t('forgot.title')}</TextLink>
					</p>
				</div>
				<button type="submit" className="btn-primary w-full py-2.5" disabled={submitting}>
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
function MfaCodeStep({ error }: { error: string | null }) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	return (
		<AuthLayout title={t('mfa.signin.title')} subtitle={t('mfa.signin.body')}>
			{error ? <FormAlert title={t('mfa.signin.failedTitle')}>{t(error)}</FormAlert> : null}
			<Form method="post" className="mt-4 space-y-4">
				<Field
					label={t('mfa.signin.codeLabel')}
					name="code"
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={6}
					pattern="[0-9]*"
					required
					className="field-input font-mono tracking-widest"
				/>
				<button
					type="submit"
					name="intent"
					value="mfa-verify"
					className="btn-primary w-full py-2.5"
					disabled={submitting}
				>
					{submitting ? t('mfa.signin.submitting') : t('mfa.signin.submit')}
				</button>
			</Form>
			<details className="mt-4 rounded-lg border border-slate-200 p-4">
				<summary className="cursor-pointer text-sm font-semibold text-slate-800">
					{t('mfa.signin.backupToggle')}
				</summary>
				<Form method="post" className="mt-4 space-y-4">
					<Field
						label={t('mfa.signin.backupLabel')}
						hint={t('mfa.signin.backupHint')}
						name="code"
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={false}
						maxLength={11}
						required
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
