import { getInputProps } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { passwordMeetsRules, passwordRules } from '#app/modules/auth/password-rules.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { type AnyField, describedBy, FieldErrors, labelClass } from './form-fields.tsx'

/**
 * A password input with a show/hide toggle. The toggle is in the HTML, hidden, and appears once
 * JavaScript runs: React's on a hydrated page, plain-page-script.ts on a page served without
 * React (it reads the data attributes).
 */
export function PasswordField({
	field,
	label,
	autoComplete,
	describedBy: describedByIds,
	extraErrors,
}: {
	field: AnyField
	label: string
	autoComplete: 'current-password' | 'new-password'
	/** ids of more text about the field (the rules checklist) */
	describedBy?: string
	/** messages shown before the schema's (a live mismatch) */
	extraErrors?: string[]
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	const errors = extraErrors?.length ? extraErrors : field.errors
	const {
		key: _key,
		type: _type,
		...inputProps
	} = getInputProps(field, {
		type: 'password',
		ariaAttributes: false,
	})
	return (
		<div>
			<label htmlFor={field.id} className={labelClass}>
				{label}
			</label>
			<div className="relative">
				<input
					key={field.key}
					{...inputProps}
					type={visible ? 'text' : 'password'}
					autoComplete={autoComplete}
					className="field-input pr-20"
					aria-invalid={errors?.length ? true : undefined}
					aria-describedby={describedBy(field, Boolean(errors?.length), describedByIds ?? null)}
				/>
				<button
					type="button"
					hidden={!hydrated}
					className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
					aria-pressed={visible}
					aria-controls={field.id}
					data-password-toggle=""
					data-show-label={t('password.show')}
					data-hide-label={t('password.hide')}
					onClick={() => setVisible((value) => !value)}
				>
					{visible ? t('password.hide') : t('password.show')}
				</button>
			</div>
			<FieldErrors id={field.errorId} errors={errors} />
		</div>
	)
}

/**
 * The four rules as a list that ticks off while the user types (static without JavaScript). On a
 * page without React, plain-page-script.ts does the ticking from the same patterns, and keeps the
 * form's submit button waiting for the rules and for `confirmId`'s field to match.
 */
export function PasswordChecklist({
	id,
	password,
	passwordId,
	confirmId,
	mismatchLabel,
}: {
	id: string
	password: string
	passwordId: string
	confirmId?: string
	mismatchLabel?: string
}) {
	const { t } = useTranslation()
	return (
		<ul
			id={id}
			className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
			aria-live="polite"
			data-password-rules={passwordId}
			data-confirm={confirmId}
			data-mismatch-label={mismatchLabel}
			data-met-label={t('password.ruleMet')}
		>
			{passwordRules.map((rule) => {
				const met = rule.test(password)
				return (
					<li
						key={rule.id}
						className="text-slate-600 data-[met=true]:text-emerald-700"
						data-met={met}
						data-pattern={rule.pattern}
						data-flags={rule.flags}
					>
						<span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
						{t(rule.labelKey)}
						<span className="sr-only">{met ? ` (${t('password.ruleMet')})` : ''}</span>
					</li>
				)
			})}
		</ul>
	)
}

/**
 * A new password with its live rule checklist, and its confirmation (sign-up, reset). With
 * JavaScript (React when hydrated, else plain-page-script.ts) a mismatch shows while typing; `newPasswordReady` tells the form when the rules
 * are met and both match. Without it the server checks the same rules.
 */
export function NewPasswordFields({
	password,
	confirm,
	passwordLabel,
	confirmLabel,
}: {
	password: AnyField
	confirm: AnyField
	passwordLabel: string
	confirmLabel: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const value = typeof password.value === 'string' ? password.value : ''
	const confirmValue = typeof confirm.value === 'string' ? confirm.value : ''
	const mismatch = hydrated && confirmValue.length > 0 && confirmValue !== value
	const rulesId = 'password-rules'
	return (
		<>
			<div>
				<PasswordField
					field={password}
					label={passwordLabel}
					autoComplete="new-password"
					describedBy={rulesId}
				/>
				<PasswordChecklist
					id={rulesId}
					password={value}
					passwordId={password.id}
					confirmId={confirm.id}
					mismatchLabel={t('errors.passwordMismatch')}
				/>
			</div>
			<PasswordField
				field={confirm}
				label={confirmLabel}
				autoComplete="new-password"
				extraErrors={mismatch ? ['errors.passwordMismatch'] : undefined}
			/>
		</>
	)
}

/** Both new-password fields filled in by the rules and matching (the Submit button waits). */
export function newPasswordReady(password: AnyField, confirm: AnyField) {
	const value = typeof password.value === 'string' ? password.value : ''
	return passwordMeetsRules(value) && confirm.value === value
}
