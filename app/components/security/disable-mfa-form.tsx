import { getFormProps } from '@conform-to/react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { useFetcher } from 'react-router'
import { FormAlert } from '#app/components/form-alert.tsx'
import { InputField } from '#app/components/form-fields.tsx'
import { PasswordField } from '#app/components/password-fields.tsx'
import type { DisableMfaWithPasswordSchema } from '#app/modules/forms/auth-forms.ts'
import type { FormConstraint } from '#app/modules/forms/submission.ts'
import { type FormValidator, useSchemaForm } from '#app/modules/forms/use-schema-form.ts'

export type DisableMfaActionData = { error: string } | undefined

// Without a password field (a social-only account) the same check just skips the password.
const loadValidator = () =>
	import('#app/modules/forms/auth-forms.ts').then(
		(module) => module.validateDisableMfa as FormValidator<typeof DisableMfaWithPasswordSchema>,
	)

/**
 * Password (when the account has one) and a current code, posted to /mfa-disable. With
 * JavaScript it stays on the page (a fetcher); without it, /mfa-disable renders any error.
 */
export function DisableMfaForm({
	hasPassword,
	constraint,
}: {
	hasPassword: boolean
	constraint: FormConstraint
}) {
	const fetcher = useFetcher<DisableMfaActionData>({ key: 'mfa-disable' })
	return (
		<DisableMfaFields
			Form={fetcher.Form}
			hasPassword={hasPassword}
			constraint={constraint}
			error={fetcher.data?.error}
			submitting={fetcher.state !== 'idle'}
		/>
	)
}

export function DisableMfaFields({
	Form,
	hasPassword,
	constraint,
	error,
	submitting,
}: {
	Form: React.ElementType
	hasPassword: boolean
	constraint: FormConstraint
	error?: string | null
	submitting: boolean
}) {
	const { t } = useTranslation()
	const [form, fields] = useSchemaForm<typeof DisableMfaWithPasswordSchema>({
		id: 'mfa-disable',
		constraint: hasPassword ? constraint : { code: constraint.code ?? {} },
		loadValidator,
	})
	return (
		<Form method="post" action="/mfa-disable" {...getFormProps(form)} className="space-y-4">
			<p className="text-sm text-slate-700">
				{hasPassword ? t('security.disableIntro') : t('security.disableIntroNoPassword')}
			</p>
			{error ? <FormAlert title={t('mfa.disable.failedTitle')}>{t(error)}</FormAlert> : null}
			{hasPassword ? (
				<PasswordField
					field={fields.password}
					label={t('mfa.disable.passwordLabel')}
					autoComplete="current-password"
				/>
			) : null}
			<InputField
				field={fields.code}
				label={t('mfa.disable.codeLabel')}
				autoComplete="one-time-code"
				maxLength={11}
				spellCheck={false}
				autoCapitalize="none"
				className="field-input max-w-xs font-mono tracking-wider"
			/>
			<button
				type="submit"
				className="btn-secondary border-red-300 text-red-800"
				disabled={submitting}
			>
				{submitting ? t('security.disableSubmitting') : t('security.disableSubmit')}
			</button>
		</Form>
	)
}
