import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { getFormProps } from '@conform-to/react'
import { FormAlert } from '#app/components/form-alert.tsx'
import { InputField } from '#app/components/form-fields.tsx'
import { CodeSchema, EmailOnlySchema } from '#app/modules/forms/auth-forms.ts'
import { constraintOf } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import {
	codeAttemptsBlocked,
	recordFailedCodeAttempt,
} from '#app/modules/auth/code-attempts.server.ts'
import {
	clearEmailCodeCookie,
	EMAIL_CODE_PATH,
	emailCodeSubject,
	readEmailCodeState,
	runEmailCodeStrategy,
} from '#app/modules/auth/email-code.server.ts'
import { clientIpFrom, hitRateLimit } from '#app/modules/auth/rate-limit.server.ts'
import { safeRedirect } from '#app/modules/auth/safe-redirect.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { requireAnonymous } from '#app/modules/auth/session.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/signin-code'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => translatedTitle(matches, 'emailCode.title')

export async function loader({ request }: Route.LoaderArgs) {
	await requireAnonymous(request)
	const state = readEmailCodeState(request)
	const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '')
	return {
		...state,
		redirectTo,
		constraints: { email: constraintOf(EmailOnlySchema), code: constraintOf(CodeSchema) },
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireAnonymous(request)
	const form = await readFormData(request, { keepBody: true })
	const intent = formText(form, 'intent')
	const language = requestLanguage(context)
	if (intent === 'restart') {
		throw redirect(EMAIL_CODE_PATH, { headers: { 'Set-Cookie': clearEmailCodeCookie() } })
	}
	if (intent === 'send' || intent === 'resend') {
		const sends = hitRateLimit(`email-code-send:${clientIpFrom(request)}`)
		if (!sends.allowed) {
			return data(
				{ error: 'emailCode.errors.rateLimited' },
				{ status: 429, headers: { 'Retry-After': String(sends.retryAfterSeconds) } },
			)
		}
		// The strategy sends to the form's email, or (resend) to the one it remembers.
		return runEmailCodeStrategy(request, language)
	}
	if (intent !== 'verify') throw redirect(EMAIL_CODE_PATH)
	if (!formText(form, 'code', 20))
		return data({ error: 'emailCode.errors.invalid' }, { status: 400 })
	const subject = await emailCodeSubject(request)
	const blocked = codeAttemptsBlocked(request, 'email-code', subject)
	if (blocked) {
		return data(
			{ error: 'emailCode.errors.rateLimited' },
			{ status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
		)
	}
	const response = await runEmailCodeStrategy(request, language)
	// A wrong code sends the browser back here with the error in the strategy's cookie.
	if (new URL(response.headers.get('Location') ?? '/', request.url).pathname === EMAIL_CODE_PATH) {
		recordFailedCodeAttempt(request, 'email-code', subject)
	}
	return response
}

const loadEmailValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateEmail)
const loadCodeValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then((module) => module.validateCode)

export default function SigninCodeRoute() {
	const { t } = useTranslation()
	const {
		codeSent,
		email,
		error: cookieError,
		redirectTo,
		constraints,
	} = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting'
	const intent = navigation.formData?.get('intent')
	const error = actionData?.error ?? cookieError
	const alert = error ? <FormAlert title={t('emailCode.failedTitle')}>{t(error)}</FormAlert> : null
	const [emailForm, emailFields] = useSchemaForm<typeof EmailOnlySchema>({
		id: 'email-code-send',
		constraint: constraints.email,
		loadValidator: loadEmailValidator,
	})
	const [codeForm, codeFields] = useSchemaForm<typeof CodeSchema>({
		id: 'email-code-verify',
		constraint: constraints.code,
		loadValidator: loadCodeValidator,
	})
	if (!codeSent || !email) {
		return (
			<AuthLayout title={t('emailCode.title')} subtitle={t('emailCode.subtitle')}>
				{alert}
				<Form method="post" {...getFormProps(emailForm)} className="mt-4 space-y-4">
					<InputField
						field={emailFields.email}
						label={t('fields.email')}
						type="email"
						autoComplete="email"
					/>
					<button
						type="submit"
						name="intent"
						value="send"
						className="btn-primary w-full py-2.5"
						disabled={submitting}
					>
						{submitting ? t('emailCode.sending') : t('emailCode.send')}
					</button>
				</Form>
				<p className="mt-6 text-center text-sm">
					<TextLink to={redirectTo ? `/signin?${new URLSearchParams({ redirectTo })}` : '/signin'}>
						{t('emailCode.backToSignin')}
					</TextLink>
				</p>
			</AuthLayout>
		)
	}
	return (
		<AuthLayout title={t('forgot.sentTitle')}>
			<p role="status" className="text-slate-700">
				{t('emailCode.sentBody', { email })}
			</p>
			<p className="mt-2 text-sm text-slate-600">{t('emailCode.sameBrowser')}</p>
			<div className="mt-4">{alert}</div>
			<Form method="post" {...getFormProps(codeForm)} className="mt-4 space-y-4">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<InputField
					field={codeFields.code}
					label={t('emailCode.codeLabel')}
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
					{submitting && intent === 'verify' ? t('emailCode.verifying') : t('emailCode.verify')}
				</button>
			</Form>
			<Form method="post" className="mt-4 flex flex-wrap justify-center gap-2">
				<button
					type="submit"
					name="intent"
					value="resend"
					className="btn-ghost"
					disabled={submitting}
				>
					{t('emailCode.resend')}
				</button>
				<button
					type="submit"
					name="intent"
					value="restart"
					className="btn-ghost"
					disabled={submitting}
				>
					{t('emailCode.otherEmail')}
				</button>
			</Form>
			<p className="mt-4 text-center text-sm">
				<TextLink to="/signin">{t('emailCode.backToSignin')}</TextLink>
			</p>
		</AuthLayout>
	)
}
