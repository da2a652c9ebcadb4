import type { TFunction } from 'i18next'
import { createI18n } from '#app/modules/i18n/create-i18n.ts'
import { resources } from '#app/modules/i18n/resources.ts'

let english: TFunction | undefined

/** English text with placeholders filled: the JSON API answers in English (ADR 004). */
export function englishText(key: string, values: Record<string, unknown> = {}): string {
	english ??= createI18n('en', resources.en.translation).t
	return english(key, values)
}
