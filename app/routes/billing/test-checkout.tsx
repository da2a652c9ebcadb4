import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, redirect, useLoaderData, useNavigation } from 'react-router'
import { Logo } from '#app/components/logo.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { formatLimit, formatPrice } from '#app/modules/billing/format.ts'
import { checkoutReturnUrls } from '#app/modules/billing/plan-changes.server.ts'
import { periodPrice, plans } from '#app/modules/billing/plans.ts'
import { billingMode } from '#app/modules/billing/stripe.server.ts'
import { currentSubscription } from '#app/modules/billing/subscriptions.server.ts'
import { processBillingEvent } from '#app/modules/billing/subscription-sync.server.ts'
import {
	readTestCheckoutToken,
	testCheckoutCompletedEvent,
} from '#app/modules/billing/test-provider.server.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/test-checkout'
import { readFormData } from '#app/utils/request-body.server.ts'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'billing.testCheckout.title')

async function requireCheckout(request: Request, token: string | null) {
	if (billingMode() !== 'test') throw new Response('Not Found', { status: 404 })
	const user = await requireUser(request)
	const checkout = token ? readTestCheckoutToken(token) : null
	// Someone else's (or an expired) session reads as not found, not as "forbidden".
	if (!checkout || checkout.userId !== user.id) throw new Response('Not Found', { status: 404 })
	return { user, checkout }
}

export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('session')
	const { user, checkout } = await requireCheckout(request, token)
	return {
		token,
		email: user.email,
		plan: checkout.plan,
		interval: checkout.interval,
		sessionId: checkout.sessionId,
		// What this checkout charges: a pricing experiment's price, or the plan's own.
		amount: checkout.amount ?? periodPrice(plans[checkout.plan], checkout.interval),
	}
}

/**
 * The built-in provider's checkout. "Pay" emits the provider's checkout.session.completed event
 * and hands it to the same processBillingEvent the Stripe webhook uses; then, like Stripe, it
 * sends the browser to the success page, which itself changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
	const form = await readFormData(request)
	const { user, checkout } = await requireCheckout(request, String(form.get('session') ?? ''))
	const urls = checkoutReturnUrls('', checkout.returnPage)
	if (form.get('intent') !== 'pay') throw redirect(urls.cancel)
	const event = testCheckoutCompletedEvent(checkout)
	const existing = await currentSubscription(user.id)
	// Paying again for a session already paid is a no-op (same event id); a second subscription
	// from another session is refused, as the upgrade flow changes the existing one instead.
	if (existing && existing.subscriptionId !== event.snapshot?.subscriptionId) {
		throw redirect('/pricing')
	}
	await processBillingEvent(event)
	throw redirect(urls.success)
}

export default function TestCheckoutRoute() {
	const { t, i18n } = useTranslation()
	const { token, email, plan: planId, interval, sessionId, amount } = useLoaderData<typeof loader>()
	const navigation = useNavigation()
	const paying = navigation.formData?.get('intent') === 'pay'
	const plan = plans[planId]
	const price = formatPrice(amount, i18n.language)
	return (
		<div className="min-h-screen bg-slate-100">
			<div
				role="note"
				className="bg-amber-400 px-4 py-2 text-center text-sm font-bold text-amber-950"
			>
				{t('billing.testMode.banner')}
			</div>
			<main className="mx-auto grid max-w-4xl gap-6 px-4 py-10 md:grid-cols-2">
				<section aria-labelledby="order-title" className="space-y-4" data-plan={plan.id}>
					<Logo />
					<h1 id="order-title" className="text-2xl font-bold">
						{t('billing.testCheckout.heading', { plan: t(plan.nameKey) })}
					</h1>
					<p className="text-4xl font-bold">
						{price}
						<span className="text-base font-normal text-slate-600">
							{interval === 'annual' ? t('pricing.perYear') : t('pricing.perMonth')}
						</span>
					</p>
					<ul className="space-y-1 text-sm text-slate-700">
						<li>
							{t('pricing.limits.posts', {
								count: plan.limits.posts,
								value: formatLimit(plan.limits.posts, t),
							})}
						</li>
						<li>
							{t('pricing.limits.reels', {
								count: plan.limits.reels,
								value: formatLimit(plan.limits.reels, t),
							})}
						</li>
						<li>
							{t('pricing.limits.fileUploads', {
								count: plan.limits.fileUploads,
								value: formatLimit(plan.limits.fileUploads, t),
							})}
						</li>
					</ul>
					<p className="text-xs break-all text-slate-700">
						{t('billing.testCheckout.session', { id: sessionId })}
					</p>
				</section>
				<section aria-labelledby="pay-title" className="card space-y-4 p-6">
					<h2 id="pay-title" className="text-lg font-semibold">
						{t('billing.testCheckout.payTitle')}
					</h2>
					<p className="text-sm text-slate-700">{t('billing.testCheckout.email', { email })}</p>
					<p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
						{t('billing.testCheckout.explain')}
					</p>
					<Form method="post" className="flex flex-col gap-2">
						<input type="hidden" name="session" value={token ?? ''} />
						<button
							type="submit"
							name="intent"
							value="pay"
							className="btn-primary"
							disabled={paying}
						>
							{paying ? t('billing.processing') : t('billing.testCheckout.pay', { price })}
						</button>
						<button type="submit" name="intent" value="cancel" className="btn-ghost">
							{t('billing.testCheckout.cancel')}
						</button>
					</Form>
				</section>
			</main>
		</div>
	)
}
