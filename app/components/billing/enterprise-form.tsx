import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, useFetcher } from 'react-router'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { Field, FieldError } from '#app/components/forms.tsx'
import { FormAlert } from '#app/components/form-alert.tsx'
import { ESTIMATED_USAGE_OPTIONS } from '#app/modules/billing/enterprise-schema.ts'
import type { PlanId } from '#app/modules/billing/plans.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { ToastMessage } from './toast.tsx'

export type EnterpriseActionData =
	| { ok: true }
	| {
			ok: false
			fieldErrors: Record<string, string>
			formError: string | null
			values: Record<string, string>
	  }

const THANK_YOU_MS = 3000

/** The inquiry fields (SPEC §5), for the /contact-sales page and the pricing-page dialog. */
export function EnterpriseFields({
	result,
	defaults,
	currentPlan,
}: {
	result: EnterpriseActionData | undefined
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
}) {
	const { t } = useTranslation()
	const id = useId()
	const failed = result && !result.ok ? result : null
	const errors = failed?.fieldErrors ?? {}
	const values = failed?.values ?? {}
	const error = (name: string) => (errors[name] ? t(errors[name]) : null)
	return (
		<div className="space-y-4">
			{failed?.formError ? <FormAlert title={t(failed.formError)} /> : null}
			<input type="hidden" name="currentPlan" value={currentPlan} />
			{/* Hidden from people; a bot that fills it is refused (enterprise-guard.server.ts). */}
			<HoneypotInputs label={t('billing.enterprise.honeypotLabel')} />
			<Field
				label={t('billing.enterprise.name')}
				name="name"
				autoComplete="name"
				required
				minLength={2}
				defaultValue={values.name ?? defaults.name ?? ''}
				error={error('name')}
			/>
			<Field
				label={t('billing.enterprise.email')}
				name="email"
				type="email"
				autoComplete="email"
				required
				defaultValue={values.email ?? defaults.email ?? ''}
				error={error('email')}
			/>
			<Field
				label={t('billing.enterprise.company')}
				name="company"
				autoComplete="organization"
				defaultValue={values.company ?? ''}
				error={error('company')}
			/>
			<div>
				<label htmlFor={`${id}-useCase`} className="mb-1 block text-sm font-medium text-slate-800">
					{t('billing.enterprise.useCase')}
				</label>
				<textarea
					id={`${id}-useCase`}
					name="useCase"
					rows={3}
					required
					minLength={10}
					className="field-input"
					defaultValue={values.useCase ?? ''}
					aria-invalid={errors.useCase ? true : undefined}
					aria-describedby={errors.useCase ? `${id}-useCase-error` : undefined}
				/>
				<FieldError id={`${id}-useCase-error`} error={error('useCase')} />
			</div>
			<div>
				<label htmlFor={`${id}-usage`} className="mb-1 block text-sm font-medium text-slate-800">
					{t('billing.enterprise.estimatedUsage')}
				</label>
				<select
					id={`${id}-usage`}
					name="estimatedUsage"
					required
					className="field-input"
					defaultValue={values.estimatedUsage ?? ''}
					aria-invalid={errors.estimatedUsage ? true : undefined}
					aria-describedby={errors.estimatedUsage ? `${id}-usage-error` : undefined}
				>
					<option value="" disabled>
						{t('billing.enterprise.usagePlaceholder')}
					</option>
					{ESTIMATED_USAGE_OPTIONS.map((option) => (
						<option key={option} value={option}>
							{t(`billing.enterprise.usage.${option === '10000+' ? '10000plus' : option}`)}
						</option>
					))}
				</select>
				<FieldError id={`${id}-usage-error`} error={error('estimatedUsage')} />
			</div>
			<div>
				<label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium text-slate-800">
					{t('billing.enterprise.message')}
				</label>
				<textarea
					id={`${id}-message`}
					name="message"
					rows={3}
					className="field-input"
					defaultValue={values.message ?? ''}
				/>
			</div>
		</div>
	)
}

export function EnterpriseThankYou() {
	const { t } = useTranslation()
	return (
		<div role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
			<p className="font-semibold">{t('billing.enterprise.thanksTitle')}</p>
			<p className="mt-1">{t('billing.enterprise.thanksBody')}</p>
		</div>
	)
}

/** The no-JavaScript form (the /contact-sales page). */
export function EnterprisePageForm({
	result,
	defaults,
	currentPlan,
}: {
	result: EnterpriseActionData | undefined
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
}) {
	const { t } = useTranslation()
	return (
		<Form method="post" action="/contact-sales" className="space-y-6">
			<EnterpriseFields result={result} defaults={defaults} currentPlan={currentPlan} />
			<button type="submit" className="btn-primary w-full sm:w-auto">
				{t('billing.enterprise.submit')}
			</button>
		</Form>
	)
}

/**
 * "Contact Sales": a link to /contact-sales until JavaScript runs, then a button opening the
 * form in a dialog. After a successful send the thank-you shows for 3 s, then the dialog closes
 * and the form resets (SPEC §4).
 */
export function EnterpriseDialog({
	defaults,
	currentPlan,
	salesEmail,
	onToast,
	className = 'btn-secondary',
}: {
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
	salesEmail: string
	onToast: (toast: ToastMessage) => void
	className?: string
}) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	const dialog = useRef<HTMLDialogElement>(null)
	const fetcher = useFetcher<EnterpriseActionData>({ key: 'enterprise-inquiry' })
	const [thanks, setThanks] = useState(false)
	const [formKey, setFormKey] = useState(0)
	const handled = useRef<unknown>(null)
	const pending = fetcher.state !== 'idle'

	useEffect(() => {
		const result = fetcher.data
		if (fetcher.state !== 'idle' || !result || handled.current === result) return
		handled.current = result
		if (result.ok) {
			setThanks(true)
			const timer = setTimeout(() => dialog.current?.close(), THANK_YOU_MS)
			return () => clearTimeout(timer)
		}
		if (result.formError) {
			onToast({
				variant: 'destructive',
				title: t('billing.enterprise.failedTitle'),
				description: t('billing.enterprise.failedBody', { email: salesEmail }),
			})
		}
	}, [fetcher.state, fetcher.data, onToast, salesEmail, t])

	if (!hydrated) {
		return (
			<a href="/contact-sales" className={className}>
				{t('billing.enterprise.contactSales')}
			</a>
		)
	}
	return (
		<>
			<button type="button" className={className} onClick={() => dialog.current?.showModal()}>
				{t('billing.enterprise.contactSales')}
			</button>
			<dialog
				ref={dialog}
				aria-labelledby="enterprise-title"
				onClose={() => {
					if (thanks) {
						setThanks(false)
						setFormKey((key) => key + 1)
					}
				}}
				className="fixed inset-0 z-40 m-auto max-h-[calc(100%-2rem)] w-[min(36rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
			>
				<h2 id="enterprise-title" className="text-xl font-bold">
					{t('billing.enterprise.title')}
				</h2>
				<p className="mt-1 text-slate-700">{t('billing.enterprise.subtitle')}</p>
				<div className="mt-5">
					{thanks ? (
						<EnterpriseThankYou />
					) : (
						<fetcher.Form key={formKey} method="post" action="/contact-sales" className="space-y-6">
							<input type="hidden" name="js" value="1" />
							<EnterpriseFields
								result={fetcher.data && !fetcher.data.ok ? fetcher.data : undefined}
								defaults={defaults}
								currentPlan={currentPlan}
							/>
							<div className="flex flex-col gap-2 sm:flex-row-reverse">
								<button type="submit" className="btn-primary" disabled={pending}>
									{pending ? t('billing.processing') : t('billing.enterprise.submit')}
								</button>
								<button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
									{t('billing.enterprise.close')}
								</button>
							</div>
						</fetcher.Form>
					)}
				</div>
			</dialog>
		</>
	)
}
