import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { Field, PasswordField } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'

export type DisableMfaActionData = { error: string } | undefined

/**
 * Password (when the account has one) and a current code, posted to /mfa-disable. With
 * JavaScript it stays on the page (a fetcher); without it, /mfa-disable renders any error.
 */
export function DisableMfaForm({ hasPassword }: { hasPassword: boolean }) {
	const fetcher = useFetcher<DisableMfaActionData>({ key: 'mfa-disable' })
	return (
		<DisableMfaFields
			Form={fetcher.Form}
			hasPassword={hasPassword}
			error={fetcher.data?.error}
			submitting={fetcher.state !== 'idle'}
		/>
	)
}

export function DisableMfaFields({
	Form,
	hasPassword,
	error,
	submitting,
}: {
	Form: React.ElementType
	hasPassword: boolean
	error?: string | null
	submitting: boolean
}) {
	const { t } = useTranslation()
	return (
		<Form method="post" action="/mfa-disable" className="space-y-4">
			<p className="text-sm text-slate-700">
				{hasPassword ? t('security.disableIntro') : t('security.disableIntroNoPassword')}
			</p>
			{error ? <FormAlert title={t('mfa.disable.failedTitle')}>{t(error)}</FormAlert> : null}
			{hasPassword ? (
				<PasswordField
					label={t('mfa.disable.passwordLabel')}
					name="password"
					autoComplete="current-password"
				/>
			) : null}
			<Field
				label={t('mfa.disable.codeLabel')}
				name="code"
				autoComplete="one-time-code"
				required
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
