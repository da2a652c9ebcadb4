import { useTranslation } from '#app/modules/i18n/react.tsx'
import { data, redirect, useActionData, useLoaderData } from 'react-router'
import { HoneypotProvider } from 'remix-utils/honeypot/react'
import {
	EnterprisePageForm,
	EnterpriseThankYou,
	type EnterpriseActionData,
} from '#app/components/billing/enterprise-form.tsx'
import { PricingHeader } from '#app/components/billing/pricing-header.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { getUser } from '#app/modules/auth/session.server.ts'
import { EnterpriseInquirySchema } from '#app/modules/billing/enterprise-schema.ts'
import {
	checkInquiryLimits,
	enterpriseHoneypotProps,
	isEnterpriseSpam,
} from '#app/modules/billing/enterprise-guard.server.ts'
import { submitEnterpriseInquiry } from '#app/modules/billing/enterprise.server.ts'
import { getPlan } from '#app/modules/billing/plans.ts'
import { constraintOf, parseSubmission } from '#app/modules/forms/submission.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/contact-sales'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.enterprise.title')

export async function loader({ request }: Route.LoaderArgs) {
	const user = await getUser(request)
	return {
		constraint: constraintOf(EnterpriseInquirySchema),
		sent: new URL(request.url).searchParams.get('sent') === '1',
		honeypot: await enterpriseHoneypotProps(),
		currentPlan: getPlan(user?.planType).id,
		salesEmail: getEnv().SALES_EMAIL,
		defaults: {
			name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
			email: user?.email ?? '',
		},
	}
}

/** The enterprise inquiry (SPEC §5). The dialog posts here with js=1 and reads the result. */
export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request)
	const submission = parseSubmission(form, EnterpriseInquirySchema)
	// A filled hidden field is a bot: nothing is stored or mailed.
	if (await isEnterpriseSpam(form)) {
		return data(
			{
				ok: false,
				result: submission.reply(),
				formError: 'billing.enterprise.failedTitle',
			} satisfies EnterpriseActionData,
			{ status: 400 },
		)
	}
	if (submission.status !== 'success') {
		return data(
			{ ok: false, result: submission.reply(), formError: null } satisfies EnterpriseActionData,
			{ status: 400 },
		)
	}
	const limit = await checkInquiryLimits(request, submission.value.email)
	if (!limit.allowed) {
		return data(
			{
				ok: false,
				// Shown above the form, with everything typed kept.
				result: submission.reply({ formErrors: ['billing.enterprise.rateLimited'] }),
				formError: 'billing.enterprise.rateLimited',
			} satisfies EnterpriseActionData,
			{ status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
		)
	}
	try {
		await submitEnterpriseInquiry(submission.value, await getUser(request))
	} catch (error) {
		console.error(
			`[billing] enterprise inquiry failed: ${error instanceof Error ? error.message : 'unknown'}`,
		)
		return data(
			{
				ok: false,
				result: submission.reply(),
				formError: 'billing.enterprise.failedTitle',
			} satisfies EnterpriseActionData,
			{ status: 500 },
		)
	}
	if (form.get('js') === '1') return data({ ok: true } satisfies EnterpriseActionData)
	throw redirect('/contact-sales?sent=1')
}

export default function ContactSalesRoute() {
	const { t } = useTranslation()
	const { constraint, sent, currentPlan, defaults, salesEmail, honeypot } =
		useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	return (
		<div className="flex min-h-screen flex-col">
			<PricingHeader />
			<main className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-10">
				<div>
					<h1 className="text-2xl font-bold sm:text-3xl">{t('billing.enterprise.title')}</h1>
					<p className="mt-2 text-slate-700">{t('billing.enterprise.subtitle')}</p>
				</div>
				{/* The pricing page's dialog shows this section of the answer (plain-page-script.ts). */}
				<section
					id="contact-sales-answer"
					className="card space-y-4 p-6"
					aria-label={t('billing.enterprise.title')}
				>
					{actionData &&
					!actionData.ok &&
					actionData.formError === 'billing.enterprise.failedTitle' ? (
						<p role="alert" className="text-sm text-red-800">
							{t('billing.enterprise.failedBody', { email: salesEmail })}
						</p>
					) : null}
					{sent ? (
						<EnterpriseThankYou />
					) : (
						<HoneypotProvider {...honeypot}>
							<EnterprisePageForm
								constraint={constraint}
								result={actionData}
								defaults={defaults}
								currentPlan={currentPlan}
							/>
						</HoneypotProvider>
					)}
				</section>
			</main>
			<SiteFooter />
		</div>
	)
}
