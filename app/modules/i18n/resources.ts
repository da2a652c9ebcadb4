import type enCommon from '#app/locales/en/common.json'
import type { Language } from './languages.ts'

// Bundled, not fetched (SPEC §7). Each area keeps its own file per language
// (app/locales/<lng>/<area>.json, top-level keys unique across files); they are merged here.
// Only the active language is sent to the browser.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
	eager: true,
})

function messagesFor(language: Language) {
	const merged: Record<string, unknown> = {}
	for (const [file, module] of Object.entries(files)) {
		if (!file.includes(`/locales/${language}/`)) continue
		for (const [key, value] of Object.entries(module.default)) {
			if (key in merged) throw new Error(`i18n: top-level key "${key}" is defined twice (${file})`)
			merged[key] = value
		}
	}
	return merged
}

export type Messages = typeof enCommon & Record<string, unknown>

export const resources = {
	en: { translation: messagesFor('en') as Messages },
	es: { translation: messagesFor('es') as Messages },
	pt: { translation: messagesFor('pt') as Messages },
} satisfies Record<Language, { translation: unknown }>
