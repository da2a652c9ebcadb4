import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Link } from 'react-router'
import type { SocialProvider } from '#app/modules/auth/social-profiles.ts'
import type { FormConstraint } from '#app/modules/forms/submission.ts'
import { DisableMfaForm } from './disable-mfa-form.tsx'

export type SecuritySummary = {
	mfaEnabled: boolean
	hasPassword: boolean
	disableConstraint: FormConstraint
	unusedBackupCodes: number
	connectedProviders: SocialProvider[]
}

/** The account page's Security card: two-factor status, and setting it up or turning it off. */
export function SecurityCard({
	security,
	notice,
}: {
	security: SecuritySummary
	notice?: string | null
}) {
	const { t } = useTranslation()
	return (
		<section aria-labelledby="security-title" className="card p-6">
			<h2 id="security-title" className="text-lg font-semibold">
				{t('security.title')}
			</h2>
			{notice ? (
				<p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
					{t(notice)}
				</p>
			) : null}
			<div className="mt-4 flex flex-wrap items-center gap-3">
				<span className="font-medium">{t('security.twoFactor')}</span>
				<span
					className={
						security.mfaEnabled
							? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800'
							: 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700'
					}
					data-testid="mfa-status"
				>
					{security.mfaEnabled ? t('security.enabled') : t('security.disabled')}
				</span>
			</div>
			{security.mfaEnabled ? (
				<>
					<p className="mt-2 text-sm text-slate-700">
						{t('security.enabledBody', { count: security.unusedBackupCodes })}
					</p>
					<details className="mt-4 rounded-lg border border-slate-200 p-4">
						<summary className="cursor-pointer font-semibold text-slate-800">
							{t('security.disableTitle')}
						</summary>
						<div className="mt-4">
							<DisableMfaForm
								hasPassword={security.hasPassword}
								constraint={security.disableConstraint}
							/>
						</div>
					</details>
				</>
			) : (
				<>
					<p className="mt-2 text-sm text-slate-700">{t('security.disabledBody')}</p>
					<Link to="/mfa-setup" className="btn-primary mt-4">
						{t('security.setUp')}
					</Link>
				</>
			)}
			{security.connectedProviders.length > 0 ? (
				<p className="mt-4 text-sm text-slate-700">
					{t('security.connections', {
						providers: security.connectedProviders
							.map((provider) => t(`social.providers.${provider}`))
							.join(', '),
					})}
				</p>
			) : null}
		</section>
	)
}
