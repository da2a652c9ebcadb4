import { useTranslation } from '#app/modules/i18n/react.tsx'
import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { FormErrors, InputField } from '#app/components/form-fields.tsx'
import { ForgotPasswordSchema } from '#app/modules/auth/account-schemas.ts'
import { constraintOf, parseSubmission } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { forgotPasswordFlow } from '#app/modules/auth/security-flows.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/root.tsx'
import type { Route } from './+types/forgot-password'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'forgot.title')

// One email field and a button: the plain form does everything, so the page is served like the
// landing page, as HTML and CSS with no JavaScript to download (issue 14, ADR 019).
export const handle: RouteHandle = { hydrate: false }

export function loader() {
	return { constraint: constraintOf(ForgotPasswordSchema) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await readFormData(request)
	const submission = parseSubmission(form, ForgotPasswordSchema)
	const email = formText(form, 'email', 300)
	const result = await forgotPasswordFlow(request, { email }, requestLanguage(context))
	if (result.ok) return { sent: true as const, email: result.email, result: null }
	if (result.code === 'RATE_LIMITED') {
		return data(
			{
				sent: false as const,
				email,
				result: submission.reply({ formErrors: ['errors.rateLimited'] }),
			},
			{ status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
		)
	}
	return data({ sent: false as const, email, result: submission.reply() }, { status: 400 })
}

const loadValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateForgotPassword)

export default function ForgotPasswordRoute() {
	const { t } = useTranslation()
	const actionData = useActionData<typeof action>()
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
	return <ForgotPasswordForm result={actionData?.result ?? null} />
}

function ForgotPasswordForm({ result }: { result: SubmissionResult<string[]> | null }) {
	const { t } = useTranslation()
	const { constraint } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const [form, fields] = useSchemaForm<typeof ForgotPasswordSchema>({
		id: 'forgot-password',
		constraint,
		loadValidator,
		lastResult: result,
	})
	return (
		<AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
			<Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
				<FormErrors form={form} title={t('forgot.failedTitle')} />
				<InputField
					field={fields.email}
					label={t('fields.email')}
					type="email"
					autoComplete="email"
				/>
				<button
					type="submit"
					className="btn-primary w-full py-2.5"
					data-pending-label={t('forgot.submitting')}
					disabled={submitting}
				>
					{submitting ? t('forgot.submitting') : t('forgot.submit')}
				</button>
			</Form>
			<p className="mt-6 text-center text-sm">
				<TextLink to="/signin">{t('forgot.backToSignin')}</TextLink>
			</p>
		</AuthLayout>
	)
}
