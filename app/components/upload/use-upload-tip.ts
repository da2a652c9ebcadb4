import { useTranslation } from '#app/modules/i18n/react.tsx'
import { plans, UNLIMITED, type PlanId } from '#app/modules/billing/plans.ts'

/** The upload allowance tip, from the plans config (SPEC §2: free 2 a month, more on Pro). */
export function useUploadTip(planType: PlanId, usage: { used: number; limit: number }) {
	const { t } = useTranslation()
	if (usage.limit === UNLIMITED) return t('upload.tipUnlimited')
	const remaining = Math.max(0, usage.limit - usage.used)
	if (planType === 'starter') {
		return t('upload.tipLimited', {
			count: usage.limit,
			remaining,
			proCount: plans.creator_pro.limits.fileUploads,
		})
	}
	return t('upload.tipPaid', { count: usage.limit, remaining })
}
