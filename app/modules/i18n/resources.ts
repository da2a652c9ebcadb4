import en from '#app/locales/en/common.json'
import es from '#app/locales/es/common.json'
import pt from '#app/locales/pt/common.json'
import type { Language } from './languages.ts'

// Bundled, not fetched (SPEC §7). Only the active language is sent to the browser.
export const resources = {
	en: { translation: en },
	es: { translation: es },
	pt: { translation: pt },
} satisfies Record<Language, { translation: unknown }>

export type Messages = typeof en
