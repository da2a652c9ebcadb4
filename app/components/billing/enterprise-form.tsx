import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useFetcher } from 'react-router'
import { HoneypotInputs } from 'remix-utils/honeypot/react'
import { FormErrors, InputField, SelectField, TextAreaField } from '#app/components/form-fields.tsx'
import {
	ESTIMATED_USAGE_OPTIONS,
	type EnterpriseInquirySchema,
} from '#app/modules/billing/enterprise-schema.ts'
import type { FormConstraint } from '#app/modules/forms/submission.ts'
import { useSchemaForm } from '#app/modules/forms/use-schema-form.ts'
import type { PlanId } from '#app/modules/billing/plans.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import type { ToastMessage } from './toast.tsx'

export type EnterpriseActionData =
	{ ok: true } | { ok: false; result: SubmissionResult<string[]>; formError: string | null }

const THANK_YOU_MS = 3000

const loadValidator = () =>
	import('#app/modules/forms/enterprise-form.ts').then((module) => module.validateEnterpriseInquiry)

/**
 * The inquiry form (SPEC §5), for the /contact-sales page and the pricing-page dialog: conform,
 * checked by the schema the action checks it with. `as` is the form element (a fetcher's form in
 * the dialog).
 */
function EnterpriseForm({
	as: FormElement,
	id,
	constraint,
	result,
	defaults,
	currentPlan,
	children,
}: {
	as: React.ElementType
	id: string
	constraint: FormConstraint
	result: EnterpriseActionData | undefined
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
	children: React.ReactNode
}) {
	const { t } = useTranslation()
	const [form, fields] = useSchemaForm<typeof EnterpriseInquirySchema>({
		id,
		constraint,
		loadValidator,
		lastResult: result && !result.ok ? result.result : null,
		defaultValue: { name: defaults.name ?? '', email: defaults.email ?? '' },
	})
	return (
		<FormElement
			method="post"
			action="/contact-sales"
			{...getFormProps(form)}
			className="space-y-6"
		>
			<div className="space-y-4">
				<FormErrors form={form} />
				<input type="hidden" name="currentPlan" value={currentPlan} />
				{/* Hidden from people; a bot that fills it is refused (enterprise-guard.server.ts). */}
				<HoneypotInputs label={t('billing.enterprise.honeypotLabel')} />
				<InputField field={fields.name} label={t('billing.enterprise.name')} autoComplete="name" />
				<InputField
					field={fields.email}
					label={t('billing.enterprise.email')}
					type="email"
					autoComplete="email"
				/>
				<InputField
					field={fields.company}
					label={t('billing.enterprise.company')}
					autoComplete="organization"
				/>
				<TextAreaField
					field={fields.useCase}
					label={t('billing.enterprise.useCase')}
					rows={3}
					max={4000}
					tooLongKey="billing.enterprise.errors.tooLong"
				/>
				<SelectField
					field={fields.estimatedUsage}
					label={t('billing.enterprise.estimatedUsage')}
					placeholder={t('billing.enterprise.usagePlaceholder')}
					options={ESTIMATED_USAGE_OPTIONS.map((option) => ({
						value: option,
						label: t(`billing.enterprise.usage.${option === '10000+' ? '10000plus' : option}`),
					}))}
				/>
				<TextAreaField
					field={fields.message}
					label={t('billing.enterprise.message')}
					rows={3}
					max={4000}
					tooLongKey="billing.enterprise.errors.tooLong"
				/>
			</div>
			{children}
		</FormElement>
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
	constraint,
	result,
	defaults,
	currentPlan,
}: {
	constraint: FormConstraint
	result: EnterpriseActionData | undefined
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
}) {
	const { t } = useTranslation()
	return (
		<EnterpriseForm
			as={Form}
			id="enterprise-page"
			constraint={constraint}
			result={result}
			defaults={defaults}
			currentPlan={currentPlan}
		>
			<button
				type="submit"
				className="btn-primary w-full sm:w-auto"
				data-pending-label={t('billing.processing')}
			>
				{t('billing.enterprise.submit')}
			</button>
		</EnterpriseForm>
	)
}

/**
 * "Contact Sales": a link to /contact-sales until JavaScript runs, then a button opening the
 * form in a dialog. After a successful send the thank-you shows for 3 s, then the dialog closes
 * and the form resets (SPEC §4).
 */
export function EnterpriseDialog({
	constraint,
	defaults,
	currentPlan,
	salesEmail,
	onToast,
	className = 'btn-secondary',
}: {
	constraint: FormConstraint
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
						<EnterpriseForm
							key={formKey}
							as={fetcher.Form}
							id={`enterprise-dialog-${formKey}`}
							constraint={constraint}
							result={fetcher.data}
							defaults={defaults}
							currentPlan={currentPlan}
						>
							<input type="hidden" name="js" value="1" />
							<div className="flex flex-col gap-2 sm:flex-row-reverse">
								<button type="submit" className="btn-primary" disabled={pending}>
									{pending ? t('billing.processing') : t('billing.enterprise.submit')}
								</button>
								<button type="button" className="btn-ghost" onClick={() => dialog.current?.close()}>
									{t('billing.enterprise.close')}
								</button>
							</div>
						</EnterpriseForm>
					)}
				</div>
			</dialog>
		</>
	)
}

/**
 * "Contact Sales" on a page served without React (the signed-out pricing page, ADR 020): a link
 * to /contact-sales, and the same form in a closed dialog. plain-page-script.ts turns the link
 * into a button that opens the dialog, sends the form with fetch to /contact-sales and shows that
 * page's answer in place (its errors, or the thank-you for 3 s, then the dialog closes and the
 * form resets). Without JavaScript the link leads to the page, which does the same.
 */
export function EnterprisePlainDialog({
	constraint,
	defaults,
	currentPlan,
	className = 'btn-secondary',
}: {
	constraint: FormConstraint
	defaults: { name?: string; email?: string }
	currentPlan: PlanId
	className?: string
}) {
	const { t } = useTranslation()
	return (
		<>
			<a href="/contact-sales" className={className} data-opens-dialog="enterprise-dialog">
				{t('billing.enterprise.contactSales')}
			</a>
			<dialog
				id="enterprise-dialog"
				aria-labelledby="enterprise-title"
				className="fixed inset-0 z-40 m-auto max-h-[calc(100%-2rem)] w-[min(36rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
			>
				<h2 id="enterprise-title" className="text-xl font-bold">
					{t('billing.enterprise.title')}
				</h2>
				<p className="mt-1 text-slate-700">{t('billing.enterprise.subtitle')}</p>
				{/* The same form as the /contact-sales page, whose answer replaces it in place. */}
				<div className="mt-5" data-dialog-answer="contact-sales-answer">
					<EnterprisePageForm
						constraint={constraint}
						result={undefined}
						defaults={defaults}
						currentPlan={currentPlan}
					/>
				</div>
				{/* Closes the dialog without sending anything; no script needed. */}
				<form method="dialog" className="mt-2 flex justify-end">
					<button type="submit" className="btn-ghost">
						{t('billing.enterprise.close')}
					</button>
				</form>
			</dialog>
		</>
	)
}
