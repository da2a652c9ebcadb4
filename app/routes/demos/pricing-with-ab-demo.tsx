import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, useLoaderData } from 'react-router'
import { Toast, useToast, type ToastMessage } from '#app/components/billing/toast.tsx'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { formatPrice } from '#app/modules/billing/format.ts'
import { byokPlan, planList, plans, type Plan } from '#app/modules/billing/plans.ts'
import {
	exposeVariant,
	liveExperimentIds,
} from '#app/modules/experiments/experiment-state.server.ts'
import { getExperiment, type Experiment } from '#app/modules/experiments/experiments.ts'
import { pricedPlanList } from '#app/modules/experiments/variant-pricing.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/pricing-with-ab-demo'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.abDemo.title')

const FLASH_PARAMS = ['success', 'canceled'] as const

/**
 * The A/B demo's status and preview are this page's own (SPEC §4: local, default off): they are
 * query parameters, so they work without JavaScript and change nothing for anyone else. What
 * the real /pricing page shows is switched on the A/B dashboard, by an admin.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const params = new URL(request.url).searchParams
	const experiment = getExperiment('pricing_ab_test_v1')!
	const variant = await exposeVariant(experiment, user.id)
	return {
		experiment: experiment as Experiment,
		variantId: variant.id,
		enabled: params.get('status') === 'enabled',
		preview: params.get('preview') === '1',
		liveOnPricing: (await liveExperimentIds()).includes(experiment.id),
		notice: params.has('success') ? 'success' : params.has('canceled') ? 'canceled' : null,
	}
}

function PriceList({ title, plans }: { title: string; plans: Plan[] }) {
	const { t, i18n } = useTranslation()
	return (
		<div className="card flex-1 space-y-2 p-4">
			<h3 className="font-semibold">{title}</h3>
			<ul className="space-y-1 text-sm">
				{plans.map((plan) => (
					<li key={plan.id} className="flex justify-between gap-4">
						<span>{t(plan.nameKey)}</span>
						<span className="font-semibold">
							{formatPrice(plan.monthlyPrice, i18n.language)}
							{t('pricing.perMonth')}
						</span>
					</li>
				))}
			</ul>
		</div>
	)
}

export default function PricingWithAbDemoRoute() {
	const { t, i18n } = useTranslation()
	const { experiment, variantId, enabled, preview, liveOnPricing, notice } =
		useLoaderData<typeof loader>()
	const variant = experiment.variants.find((v) => v.id === variantId) ?? experiment.variants[0]!
	const initial: ToastMessage | null =
		notice === 'success'
			? {
					title: t('billing.toast.welcome', { plan: t(plans.creator_pro.shortNameKey) }),
					description: t('growth.abDemo.successBody'),
				}
			: notice === 'canceled'
				? {
						variant: 'destructive',
						title: t('billing.toast.canceledTitle'),
						description: t('billing.toast.canceledBody'),
					}
				: null
	const { toast, dismiss } = useToast(initial, FLASH_PARAMS)
	return (
		<DemoPage title={t('growth.abDemo.heading')} intro={t('growth.abDemo.intro')}>
			<section aria-labelledby="ab-control" className="card space-y-4 p-6">
				<h2 id="ab-control" className="text-lg font-semibold">
					{t('growth.abDemo.control')}
				</h2>
				<p role="status">
					<strong>{t('growth.abDemo.statusLabel')}</strong>{' '}
					{enabled ? t('growth.abDemo.statusOn') : t('growth.abDemo.statusOff')}
				</p>
				<div className="flex flex-wrap gap-2">
					<Form method="get" preventScrollReset>
						{enabled ? null : <input type="hidden" name="status" value="enabled" />}
						{preview ? <input type="hidden" name="preview" value="1" /> : null}
						<button
							type="submit"
							className="btn-primary"
							data-track="feature_used"
							data-track-label="ab-demo:toggle"
						>
							{enabled ? t('growth.abDemo.disable') : t('growth.abDemo.enable')}
						</button>
					</Form>
					<Form method="get" preventScrollReset>
						{enabled ? <input type="hidden" name="status" value="enabled" /> : null}
						{preview ? null : <input type="hidden" name="preview" value="1" />}
						<button type="submit" className="btn-secondary">
							{preview ? t('growth.abDemo.hide') : t('growth.abDemo.show')}
						</button>
					</Form>
				</div>
				<p>
					{t('growth.experiments.yourVariant')} <strong>{t(variant.name)}</strong>{' '}
					<code className="rounded bg-slate-100 px-1 text-sm">{variant.id}</code>
				</p>
				<p className="text-sm text-slate-600">
					{liveOnPricing ? t('growth.abDemo.liveOnPricing') : t('growth.abDemo.notLiveOnPricing')}
				</p>
				<div className="flex flex-col gap-4 md:flex-row">
					<PriceList title={t('growth.abDemo.production')} plans={[...planList]} />
					{enabled || preview ? (
						<PriceList
							title={t('growth.abDemo.abVersion', { variant: t(variant.name) })}
							plans={pricedPlanList(variant)}
						/>
					) : null}
				</div>
			</section>

			<section aria-labelledby="ab-how" className="card space-y-3 p-6">
				<h2 id="ab-how" className="text-lg font-semibold">
					{t('growth.abDemo.howTitle')}
				</h2>
				<ul className="list-disc space-y-1 pl-5 text-slate-700">
					{(['flag', 'hashing', 'tracking', 'rollout', 'winner'] as const).map((key) => (
						<li key={key}>{t(`growth.abDemo.how.${key}`)}</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="ab-enterprise" className="card space-y-3 p-6">
				<h2 id="ab-enterprise" className="text-lg font-semibold">
					{t('growth.abDemo.enterpriseTitle')}
				</h2>
				<p className="text-slate-700">
					{t('growth.abDemo.enterpriseBody', {
						price: formatPrice(byokPlan.monthlyPrice, i18n.language),
					})}
				</p>
				<a href="/contact-sales" className="btn-secondary">
					{t('growth.abDemo.contact')}
				</a>
			</section>
			<Toast
				toast={toast}
				onDismiss={dismiss}
				dismissHref={notice ? '/pricing-with-ab-demo' : undefined}
			/>
		</DemoPage>
	)
}
