import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthLayout, TextLink } from '#app/components/auth-layout.tsx'
import { DisableMfaFields } from '#app/components/security/disable-mfa-form.tsx'
import {
	codeAttemptsBlocked,
	recordFailedCodeAttempt,
} from '#app/modules/auth/code-attempts.server.ts'
import { disableMfa, getSecuritySummary } from '#app/modules/auth/mfa.server.ts'
import { formText, requestLanguage } from '#app/modules/auth/security-forms.server.ts'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { DisableMfaWithPasswordSchema } from '#app/modules/forms/auth-forms.ts'
import { constraintOf } from '#app/modules/forms/submission.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/mfa-disable'
import { readFormData } from '#app/utils/request-body.server.ts'

// The Security card on /account posts here. With JavaScript the card shows errors itself; without
// it, this page shows the form again with the error.

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'mfa.disable.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	if (!user.mfaEnabled) throw redirect('/account')
	const { hasPassword } = await getSecuritySummary(user.id)
	return { hasPassword, constraint: constraintOf(DisableMfaWithPasswordSchema) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const form = await readFormData(request)
	const blocked = codeAttemptsBlocked(request, 'mfa', user.id)
	if (blocked) {
		return data(
			{ error: 'mfa.errors.rateLimited' },
			{ status: 429, headers: { 'Retry-After': String(blocked.retryAfterSeconds) } },
		)
	}
	const result = await disableMfa(request, user, {
		password: formText(form, 'password', 200),
		code: formText(form, 'code', 40),
		language: requestLanguage(context),
	})
	if (result.ok) throw redirect('/account?mfa=disabled')
	if (result.code === 'INVALID_CODE') recordFailedCodeAttempt(request, 'mfa', user.id)
	const error = {
		NOT_ENABLED: 'mfa.disable.notEnabled',
		INVALID_PASSWORD: 'mfa.disable.invalidPassword',
		INVALID_CODE: 'mfa.disable.invalidCode',
	}[result.code]
	return data({ error }, { status: result.code === 'NOT_ENABLED' ? 409 : 400 })
}

export default function MfaDisableRoute() {
	const { t } = useTranslation()
	const { hasPassword, constraint } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const navigation = useNavigation()
	return (
		<AuthLayout title={t('mfa.disable.title')}>
			<DisableMfaFields
				Form={Form}
				hasPassword={hasPassword}
				constraint={constraint}
				error={actionData?.error}
				submitting={navigation.state === 'submitting'}
			/>
			<p className="mt-6 text-center text-sm">
				<TextLink to="/account">{t('mfa.toAccount')}</TextLink>
			</p>
		</AuthLayout>
	)
}
