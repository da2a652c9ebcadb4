import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { FormErrors } from '#app/components/form-fields.tsx'
import { NewPasswordFields, newPasswordReady } from '#app/components/password-fields.tsx'
import { ResetPasswordSchema } from '#app/modules/auth/account-schemas.ts'
import {
	constraintOf,
	type FormConstraint,
	parseSubmission,
} from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { isResetTokenValid } from '#app/modules/auth/password-reset.server.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { resetPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/reset-password'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'reset.title')

// Served without React like sign-up (ADR 020): the rules and the match are checked live by the
// page's small script, and the "done" page moves on to sign-in by a meta refresh.
export const handle: RouteHandle = { hydrate: false }

// The token is in the URL; no cache may keep the page, and the referrer policy keeps it on-site.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

const REDIRECT_SECONDS = 2

export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token')?.trim() ?? ''
	const constraint = constraintOf(ResetPasswordSchema)
	if (!token) return { status: 'missing' as const, token: '', constraint }
	if (!(await isResetTokenValid(token)))
		return { status: 'invalid' as const, token: '', constraint }
	return { status: 'valid' as const, token, constraint }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormData(request)
	const submission = parseSubmission(form, ResetPasswordSchema)
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
	if (result.ok) return { done: true as const, result: null, invalidToken: false }
	// Passwords never travel back to the page.
	const reply = (formErrors: string[]) =>
		submission.reply({ formErrors, hideFields: ['password', 'confirmPassword'] })
	switch (result.code) {
		case 'INVALID_TOKEN':
			return data(
				{ done: false as const, result: reply(['reset.invalidBody']), invalidToken: true },
				400,
			)
		case 'RATE_LIMITED':
			return data(
				{ done: false as const, result: reply(['errors.rateLimited']), invalidToken: false },
				{ status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
			)
		case 'INVALID_INPUT':
			return data(
				{
					done: false as const,
					result: reply(result.fieldErrors.token ? [result.fieldErrors.token] : []),
					invalidToken: Boolean(result.fieldErrors.token),
				},
				400,
			)
	}
}

const loadValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateResetPassword)

export default function ResetPasswordRoute() {
	const { t } = useTranslation()
	const { status, token, constraint } = useLoaderData<typeof loader>()
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
	return (
		<ResetForm
			token={token}
			constraint={constraint}
			result={actionData?.result ?? null}
			invalidToken={actionData?.invalidToken ?? false}
		/>
	)
}

function ResetForm({
	token,
	constraint,
	result,
	invalidToken,
}: {
	token: string
	constraint: FormConstraint
	result: SubmissionResult<string[]> | null
	invalidToken: boolean
}) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof ResetPasswordSchema>({
		id: 'reset-password',
		constraint,
		loadValidator,
		lastResult: result,
	})
	// With JavaScript the button waits for the rules and the match; without it the server checks.
	const blocked = hydrated && !newPasswordReady(fields.password, fields.confirmPassword)
	return (
		<AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
			<FormErrors form={form} title={t('reset.failedTitle')} />
			{invalidToken ? (
				<p className="mt-2 text-sm">
					<TextLink to="/forgot-password">{t('reset.requestNew')}</TextLink>
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<input type="hidden" name="token" value={token} />
				<NewPasswordFields
					password={fields.password}
					confirm={fields.confirmPassword}
					passwordLabel={t('reset.newPassword')}
					confirmLabel={t('reset.confirmPassword')}
				/>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					data-pending-label={t('reset.submitting')}
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
