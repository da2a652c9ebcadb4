import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { data, Form, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { NewPasswordFields } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { isResetTokenValid } from '#app/modules/auth/password-reset.server.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { resetPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { Route } from './+types/reset-password'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'reset.title')

// The token is in the URL; no cache may keep the page, and the referrer policy keeps it on-site.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

const REDIRECT_SECONDS = 2

export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
	if (!token) return { status: 'missing' as const, token: '' }
	if (!(await isResetTokenValid(token))) return { status: 'invalid' as const, token: '' }
	return { status: 'valid' as const, token }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormData(request)
	const result = await resetPasswordFlow(
		request,
		{
			token: formText(form, 'token', 300),
			password: typeof form.get('password') === 'string' ? form.get('password') : '',
			confirmPassword:
				typeof form.get('confirmPassword') === 'string' ? form.get('confirmPassword') : '',
		},
		requestLanguage(context),
	)
	if (result.ok) return { done: true as const }
	switch (result.code) {
		case 'INVALID_TOKEN':
			return data({ done: false as const, error: 'reset.invalidBody', fieldErrors: {} }, 400)
		case 'RATE_LIMITED':
			return data(
				{ done: false as const, error: 'errors.rateLimited', fieldErrors: {} },
				{ status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
			)
		case 'INVALID_INPUT':
			return data(
				{
					done: false as const,
					error: result.fieldErrors.token ?? null,
					fieldErrors: result.fieldErrors,
				},
				400,
			)
	}
}

export default function ResetPasswordRoute() {
	const { t } = useTranslation()
	const { status, token } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (actionData?.done) return <ResetDone />
	if (status !== 'valid') {
		return (
			<AuthLayout title={t('reset.invalidTitle')}>
				<p className="text-slate-700">
					{status === 'missing' ? t('reset.missingBody') : t('reset.invalidBody')}
				</p>
				<div className="mt-6 flex flex-col gap-3 text-center text-sm">
					<TextLink to="/forgot-password">{t('reset.requestNew')}</TextLink>
					<TextLink to="/signin">{t('forgot.backToSignin')}</TextLink>
				</div>
			</AuthLayout>
		)
	}
	return <ResetForm token={token} actionData={actionData} />
}

function ResetForm({
	token,
	actionData,
}: {
	token: string
	actionData: { error: string | null; fieldErrors: Record<string, string> } | undefined
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const [ready, setReady] = useState(false)
	const submitting = navigation.state === 'submitting'
	const fieldErrors = actionData?.fieldErrors ?? {}
	// With JavaScript the button waits for the rules and the match; without it the server checks.
	const blocked = hydrated && !ready
	return (
		<AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
			{actionData?.error ? (
				<FormAlert title={t('reset.failedTitle')}>{t(actionData.error)}</FormAlert>
			) : null}
			{actionData?.error === 'reset.invalidBody' ? (
				<p className="mt-2 text-sm">
					<TextLink to="/forgot-password">{t('reset.requestNew')}</TextLink>
				</p>
			) : null}
			<Form method="post" className="mt-4 space-y-4">
				<input type="hidden" name="token" value={token} />
				<NewPasswordFields
					passwordLabel={t('reset.newPassword')}
					confirmLabel={t('reset.confirmPassword')}
					passwordError={fieldErrors.password ? t(fieldErrors.password) : null}
					confirmError={
						fieldErrors.confirmPassword === 'errors.passwordMismatch'
							? t('errors.passwordMismatch')
							: null
					}
					onReadyChange={setReady}
				/>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					disabled={submitting || blocked}
				>
					{submitting ? t('reset.submitting') : t('reset.submit')}
				</button>
			</Form>
		</AuthLayout>
	)
}

function ResetDone() {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const navigate = useNavigate()
	useEffect(() => {
		const timer = setTimeout(() => void navigate('/signin'), REDIRECT_SECONDS * 1000)
		return () => clearTimeout(timer)
	}, [navigate])
	return (
		<AuthLayout title={t('reset.successTitle')}>
			{/* Without JavaScript the browser follows this after two seconds; with it, the timer does. */}
			{hydrated ? null : <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/signin`} />}
			<p role="status" className="text-slate-700">
				{t('reset.successBody')}
			</p>
			<p className="mt-6 text-center">
				<TextLink to="/signin">{t('reset.goToSignin')}</TextLink>
			</p>
		</AuthLayout>
	)
}
