import type { Translate } from '#app/modules/i18n/translator.ts'
import { type PlanLimits, UNLIMITED } from './plans.ts'

/** Whole-dollar prices in the reader's locale ("$39", "US$ 39"). */
export function formatPrice(amount: number, locale: string) {
	return new Intl.NumberFormat(locale, {
		style: 'currency',
		currency: 'USD',
		maximumFractionDigits: 0,
		minimumFractionDigits: 0,
	}).format(amount)
}

export function formatLimit(limit: number, t: Translate) {
	return limit === UNLIMITED ? t('pricing.unlimited') : String(limit)
}

type Unit = 'socialPosts' | 'reelScripts' | 'fileUploads'

/** "1 reel script", "3 social posts", "unlimited file uploads": counted nouns, in any language. */
export function formatUnits(unit: Unit, limit: number, t: Translate) {
	return limit === UNLIMITED ? t(`units.${unit}Unlimited`) : t(`units.${unit}`, { count: limit })
}

/** A plan's monthly allowance in words: "100 social posts, 10 reel scripts and 50 file uploads". */
export function formatAllowance(limits: PlanLimits, t: Translate) {
	return t('units.allowance', {
		posts: formatUnits('socialPosts', limits.posts, t),
		reels: formatUnits('reelScripts', limits.reels, t),
		uploads: formatUnits('fileUploads', limits.fileUploads, t),
	})
}
