// The pricing texts of every language, formatted on the server from the one plans config and
// the bundled translations.
import { formatPrice } from '#app/modules/billing/format.ts'
import {
	annualSaving,
	annualSavingPercent as savingPercent,
	planList,
} from '#app/modules/billing/plans.ts'
import { createI18n } from './create-i18n.ts'
import { resources } from './resources.ts'
import { supportedLanguages, type Language } from './languages.ts'

type Row = { id: string } & Record<Language, string>

/** One row per pricing text: its id and its wording in en, es and pt. */
export function pricingTextsByLanguage(): Row[] {
	const translators = Object.fromEntries(
		supportedLanguages.map((language) => [
			language,
			createI18n(language, resources[language].translation).t,
		]),
	) as Record<Language, (key: string, options?: Record<string, unknown>) => string>
	const row = (id: string, text: (language: Language) => string): Row =>
		({ id, ...Object.fromEntries(supportedLanguages.map((l) => [l, text(l)])) }) as Row
	const rows: Row[] = [
		row('pricing.monthly', (l) => translators[l]('pricing.monthly')),
		row('pricing.annual', (l) => translators[l]('pricing.annual')),
	]
	for (const plan of planList) {
		rows.push(row(`${plan.id}.name`, (l) => translators[l](plan.nameKey)))
		rows.push(row(`${plan.id}.description`, (l) => translators[l](`plans.${plan.id}.description`)))
		rows.push(
			row(
				`${plan.id}.monthly`,
				(l) => `${formatPrice(plan.monthlyPrice, l)}${translators[l]('pricing.perMonth')}`,
			),
		)
		rows.push(
			row(
				`${plan.id}.annual`,
				(l) => `${formatPrice(plan.annualPrice, l)}${translators[l]('pricing.perYear')}`,
			),
		)
		if (annualSaving(plan) > 0) {
			rows.push(
				row(`${plan.id}.saving`, (l) =>
					translators[l]('pricing.saveAmount', { amount: formatPrice(annualSaving(plan), l) }),
				),
			)
			rows.push(
				row(`${plan.id}.savePercent`, (l) =>
					translators[l]('growth.pricingI18n.savePercent', { percent: savingPercent(plan) }),
				),
			)
		}
		if (plan.badgeKey) rows.push(row(`${plan.id}.badge`, (l) => translators[l](plan.badgeKey!)))
		rows.push(
			row(`${plan.id}.cta`, (l) =>
				translators[l]('billing.picker.upgrade', { plan: translators[l](plan.nameKey) }),
			),
		)
	}
	rows.push(row('pricing.unlimited', (l) => translators[l]('pricing.unlimited')))
	return rows
}
