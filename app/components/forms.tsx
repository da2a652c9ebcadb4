import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { passwordMeetsRules, passwordRules } from '#app/modules/auth/password-rules.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
	label: string
	name: string
	error?: string | null
	hint?: React.ReactNode
}

export function Field({ label, name, error, hint, id, ...inputProps }: FieldProps) {
	const generatedId = useId()
	const inputId = id ?? generatedId
	const errorId = `${inputId}-error`
	const hintId = `${inputId}-hint`
	const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
	return (
		<div>
			<label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<input
				id={inputId}
				name={name}
				className="field-input"
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy || undefined}
				{...inputProps}
			/>
			{hint ? (
				<div id={hintId} className="mt-1 text-sm text-slate-600">
					{hint}
				</div>
			) : null}
			<FieldError id={errorId} error={error} />
		</div>
	)
}

export function FieldError({ id, error }: { id?: string; error?: string | null }) {
	if (!error) return null
	return (
		<p id={id} className="mt-1 text-sm text-red-700">
			{error}
		</p>
	)
}

/** A password input with a show/hide toggle; the toggle appears once JavaScript is running. */
export function PasswordField({
	label,
	name,
	error,
	autoComplete,
	onValueChange,
	describedBy,
}: {
	label: string
	name: string
	error?: string | null
	autoComplete: 'current-password' | 'new-password'
	onValueChange?: (value: string) => void
	describedBy?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [visible, setVisible] = useState(false)
	const inputId = useId()
	const errorId = `${inputId}-error`
	return (
		<div>
			<label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
				{label}
			</label>
			<div className="relative">
				<input
					id={inputId}
					name={name}
					type={visible ? 'text' : 'password'}
					required
					autoComplete={autoComplete}
					className="field-input pr-20"
					aria-invalid={error ? true : undefined}
					aria-describedby={
						[error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined
					}
					onChange={onValueChange ? (event) => onValueChange(event.currentTarget.value) : undefined}
				/>
				{hydrated ? (
					<button
						type="button"
						className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
						aria-pressed={visible}
						aria-controls={inputId}
						onClick={() => setVisible((value) => !value)}
					>
						{visible ? t('password.hide') : t('password.show')}
					</button>
				) : null}
			</div>
			<FieldError id={errorId} error={error} />
		</div>
	)
}

/** The four rules as a list that ticks off while the user types (static without JavaScript). */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
	const { t } = useTranslation()
	return (
		<ul id={id} className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-live="polite">
			{passwordRules.map((rule) => {
				const met = rule.test(password)
				return (
					<li key={rule.id} className={met ? 'text-emerald-700' : 'text-slate-600'} data-met={met}>
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
 * A new password with its live rule checklist and a confirmation field (sign-up, reset). With
 * JavaScript the mismatch shows while typing and `onReadyChange` tells the form when the rules
 * are met and both match; without it the server checks the same rules.
 */
export function NewPasswordFields({
	passwordLabel,
	confirmLabel,
	passwordError,
	confirmError,
	onReadyChange,
}: {
	passwordLabel: string
	confirmLabel: string
	passwordError: string | null
	confirmError: string | null
	onReadyChange: (ready: boolean) => void
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const [password, setPassword] = useState('')
	const [confirm, setConfirm] = useState('')
	const mismatch = hydrated && confirm.length > 0 && confirm !== password
	function update(nextPassword: string, nextConfirm: string) {
		setPassword(nextPassword)
		setConfirm(nextConfirm)
		onReadyChange(passwordMeetsRules(nextPassword) && nextConfirm === nextPassword)
	}
	return (
		<>
			<div>
				<PasswordField
					label={passwordLabel}
					name="password"
					autoComplete="new-password"
					onValueChange={(value) => update(value, confirm)}
					error={passwordError}
					describedBy="password-rules"
				/>
				<PasswordChecklist id="password-rules" password={password} />
			</div>
			<PasswordField
				label={confirmLabel}
				name="confirmPassword"
				autoComplete="new-password"
				onValueChange={(value) => update(password, value)}
				error={mismatch ? t('errors.passwordMismatch') : confirmError}
			/>
		</>
	)
}
