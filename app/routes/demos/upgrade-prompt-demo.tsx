import { useTranslation } from '#app/modules/i18n/react.tsx'
import { Form, Link, useLoaderData } from 'react-router'
import { DemoPage } from '#app/components/growth/demo-page.tsx'
import { requireUser } from '#app/modules/auth/session.server.ts'
import { formatAllowance, formatPrice } from '#app/modules/billing/format.ts'
import { getPlan, isPlanId, plans, type PlanId } from '#app/modules/billing/plans.ts'
import {
	PROMPT_MEDIUM_RATIO,
	PROMPT_SHOW_RATIO,
	upgradePromptFor,
	type UpgradePrompt,
} from '#app/modules/billing/upgrade-prompt.ts'
import { translatedTitle } from '#app/utils/meta.ts'
import type { Route } from './+types/upgrade-prompt-demo'

export const meta: Route.MetaFunction = ({ matches }) =>
	translatedTitle(matches, 'growth.promptDemo.title')

const USAGE_STEPS = [0, 40, 50, 80, 100] as const

/** The dashboard's upgrade prompt at any usage: the same rule (SPEC §4, §9), three presentations. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const params = new URL(request.url).searchParams
	const plan: PlanId = isPlanId(params.get('plan'))
		? (params.get('plan') as PlanId)
		: getPlan(user.planType).id
	const percent = Math.min(100, Math.max(0, Number(params.get('usage') ?? 80) || 0))
	// The demo uses exact fractions so every threshold shows, even for a small allowance.
	const usage = {
		posts: { used: percent, limit: 100 },
		reels: { used: 0, limit: plans[plan].limits.reels },
		fileUploads: { used: 0, limit: plans[plan].limits.fileUploads },
	}
	return { plan, percent, prompt: upgradePromptFor(plan, usage) }
}

function PromptText({ prompt }: { prompt: UpgradePrompt }) {
	const { t } = useTranslation()
	const target = plans[prompt.target]
	return (
		<>
			<p className="font-semibold">
				{t(`billing.prompt.title.${prompt.urgency}`, {
					kind: t(`billing.prompt.kind.${prompt.kind}`),
					percent: prompt.percent,
				})}
			</p>
			<p className="text-sm">
				{t('billing.prompt.body', {
					plan: t(target.nameKey),
					allowance: formatAllowance(target.limits, t),
				})}
			</p>
		</>
	)
}

function PromptCta({ prompt, where }: { prompt: UpgradePrompt; where: string }) {
	const { t, i18n } = useTranslation()
	const target = plans[prompt.target]
	return (
		<Link
			to={`/billing/change-plan?${new URLSearchParams({ plan: target.id, returnPage: 'upgrade' })}`}
			className="btn-primary"
			data-track="upgrade_prompt_clicked"
			data-track-label={`demo:${where}:${target.id}`}
		>
			{t('billing.prompt.cta', {
				plan: t(target.nameKey),
				price: formatPrice(target.monthlyPrice, i18n.language),
			})}
		</Link>
	)
}

export default function UpgradePromptDemoRoute() {
	const { t } = useTranslation()
	const { plan, percent, prompt } = useLoaderData<typeof loader>()
	const urgencyStyle = {
		low: 'border-sky-300 bg-sky-50',
		medium: 'border-amber-300 bg-amber-50',
		high: 'border-red-300 bg-red-50',
	}
	return (
		<DemoPage
			title={t('growth.promptDemo.heading')}
			intro={t('growth.promptDemo.intro', {
				show: PROMPT_SHOW_RATIO * 100,
				medium: PROMPT_MEDIUM_RATIO * 100,
			})}
		>
			<Form method="get" className="card flex flex-wrap items-end gap-4 p-4">
				<label className="flex flex-col gap-1 text-sm font-semibold">
					{t('growth.promptDemo.plan')}
					<select name="plan" defaultValue={plan} className="field-input" key={plan}>
						{(['starter', 'creator_pro', 'agency'] as const).map((id) => (
							<option key={id} value={id}>
								{t(plans[id].nameKey)}
							</option>
						))}
					</select>
				</label>
				<label className="flex flex-col gap-1 text-sm font-semibold">
					{t('growth.promptDemo.usage')}
					<select name="usage" defaultValue={String(percent)} className="field-input" key={percent}>
						{USAGE_STEPS.map((step) => (
							<option key={step} value={step}>
								{step}%
							</option>
						))}
					</select>
				</label>
				<button type="submit" className="btn-secondary">
					{t('growth.experiments.show')}
				</button>
			</Form>

			{!prompt ? (
				<p role="status" className="card p-6 text-slate-700">
					{plan === 'agency'
						? t('growth.promptDemo.noneAgency')
						: t('growth.promptDemo.none', { percent })}
				</p>
			) : (
				<div className="space-y-8" data-urgency={prompt.urgency}>
					<p role="status" className="text-sm text-slate-700">
						{t('growth.promptDemo.urgency', {
							urgency: t(`growth.promptDemo.urgencies.${prompt.urgency}`),
						})}
					</p>
					<section aria-labelledby="as-card" className="space-y-2">
						<h2 id="as-card" className="text-lg font-semibold">
							{t('growth.promptDemo.asCard')}
						</h2>
						<div
							className={`space-y-3 rounded-2xl border p-6 ${urgencyStyle[prompt.urgency]}`}
							data-track-view="upgrade_prompt_viewed"
							data-track-label={`demo:card:${prompt.urgency}`}
						>
							<PromptText prompt={prompt} />
							<PromptCta prompt={prompt} where="card" />
						</div>
					</section>
					<section aria-labelledby="as-banner" className="space-y-2">
						<h2 id="as-banner" className="text-lg font-semibold">
							{t('growth.promptDemo.asBanner')}
						</h2>
						<div
							className={`flex flex-col gap-3 border-y p-3 sm:flex-row sm:items-center ${urgencyStyle[prompt.urgency]}`}
						>
							<div className="flex-1">
								<PromptText prompt={prompt} />
							</div>
							<PromptCta prompt={prompt} where="banner" />
						</div>
					</section>
					<section aria-labelledby="as-modal" className="space-y-2">
						<h2 id="as-modal" className="text-lg font-semibold">
							{t('growth.promptDemo.asModal')}
						</h2>
						{/* The modal as it appears, drawn in place so the page stays usable. */}
						<div className="rounded-2xl bg-slate-900/50 p-6">
							<div
								role="group"
								aria-label={t('growth.promptDemo.modalPreview')}
								className="mx-auto max-w-md space-y-3 rounded-2xl bg-white p-6 shadow-xl"
							>
								<PromptText prompt={prompt} />
								<div className="flex flex-wrap gap-2">
									<PromptCta prompt={prompt} where="modal" />
									<span className="btn-secondary" aria-hidden="true">
										{t('limitModal.later')}
									</span>
								</div>
							</div>
						</div>
					</section>
				</div>
			)}
		</DemoPage>
	)
}
