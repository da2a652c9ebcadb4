import { useTranslation } from 'react-i18next'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { Field, FormAlert, PasswordField } from '#app/components/forms.tsx'
import { signInWithPassword } from '#app/modules/auth/auth-flows.server.ts'
import { safeRedirect } from '#app/modules/auth/safe-redirect.ts'
import { requireAnonymous } from '#app/modules/auth/session.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/signin'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'signin.title')

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const redirectTo = new URL(request.url).searchParams.get('redirectTo')
	return { redirectTo: safeRedirect(redirectTo, '') }
}

export async function action({ request }: Route.ActionArgs) {
	const form = await request.clone().formData()
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
	throw redirect(safeRedirect(form.get('redirectTo'), '/'), {
		headers: { 'Set-Cookie': result.setCookie },
	})
}

export default function SigninRoute() {
	const { t } = useTranslation()
	const { redirectTo } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const fieldErrors = actionData?.fieldErrors ?? {}
	return (
		<AuthLayout title={t('signin.title')} subtitle={t('signin.subtitle')}>
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
				<PasswordField
					label={t('fields.password')}
					name="password"
					autoComplete="current-password"
					error={fieldErrors.password ? t(fieldErrors.password) : null}
				/>
				<button type="submit" className="btn-primary w-full py-2.5" disabled={submitting}>
					{submitting ? t('signin.submitting') : t('signin.submit')}
				</button>
			</Form>
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
