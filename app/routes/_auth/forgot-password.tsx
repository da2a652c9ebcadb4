import { useTranslation } from 'react-i18next'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { Field } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { forgotPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/forgot-password'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'forgot.title')

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormData(request)
	const email = formText(form, 'email', 300)
	const result = await forgotPasswordFlow(request, { email }, requestLanguage(context))
	if (result.ok) return { sent: true as const, email: result.email }
	if (result.code === 'RATE_LIMITED') {
		return data(
			{ sent: false as const, email, error: 'errors.rateLimited', fieldErrors: {} },
			{ status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
		)
	}
	return data(
		{ sent: false as const, email, error: null, fieldErrors: result.fieldErrors },
		{ status: 400 },
	)
}

export default function ForgotPasswordRoute() {
	const { t } = useTranslation()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	if (actionData?.sent) {
		return (
			<AuthLayout title={t('forgot.sentTitle')}>
				<p role="status" className="text-slate-700">
					{t('forgot.sentBody', { email: actionData.email })}
				</p>
				<h2 className="mt-6 font-semibold">{t('forgot.nextSteps')}</h2>
				<ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
					<li>{t('forgot.stepInbox')}</li>
					<li>{t('forgot.stepClick')}</li>
					<li>{t('forgot.stepCreate')}</li>
				</ol>
				<div className="mt-6 flex flex-col gap-3 text-center text-sm">
					<TextLink to="/signin">{t('forgot.backToSignin')}</TextLink>
					<TextLink to="/forgot-password">{t('forgot.tryAgain')}</TextLink>
				</div>
			</AuthLayout>
		)
	}
	const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {}
	return (
		<AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
			{actionData?.error ? (
				<FormAlert title={t('forgot.failedTitle')}>{t(actionData.error)}</FormAlert>
			) : null}
			<Form method="post" className="mt-4 space-y-4">
				<Field
					label={t('fields.email')}
					name="email"
					type="email"
					autoComplete="email"
					required
					defaultValue={actionData?.email}
					error={fieldErrors.email ? t(fieldErrors.email) : null}
				/>
				<button type="submit" className="btn-primary w-full py-2.5" disabled={submitting}>
					{submitting ? t('forgot.submitting') : t('forgot.submit')}
				</button>
			</Form>
			<p className="mt-6 text-center text-sm">
				<TextLink to="/signin">{t('forgot.backToSignin')}</TextLink>
			</p>
		</AuthLayout>
	)
}
