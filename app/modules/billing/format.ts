import type { TFunction } from 'i18next'
import { UNLIMITED } from './plans.ts'

/** Whole-dollar prices in the reader's locale ("$39", "US$ 39"). */
export function formatPrice(amount: number, locale: string) {
	return new Intl.NumberFormat(locale, {
		style: 'currency',
		currency: 'USD',
		maximumFractionDigits: 0,
		minimumFractionDigits: 0,
	}).format(amount)
}

export function formatLimit(limit: number, t: TFunction) {
	return limit === UNLIMITED ? t('pricing.unlimited') : String(limit)
}
