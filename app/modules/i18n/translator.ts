// What the pages need of i18next, in a few lines (ADR 020): a key's message from the page's
// messages, its plural form by the language's rules (`count`), `{{name}}` filled in, and a
// default when the key is missing. i18next and react-i18next weighed 22 kB (gzip) of every
// hydrated page's JavaScript; the server keeps i18next for mail and API texts, and a test checks
// that both say the same for every message.
import type { Language } from './languages.ts'

export type TranslateOptions = Record<string, unknown>
export type Translate = (key: string, options?: TranslateOptions) => string
export type Translator = { language: Language; t: Translate }

type Tree = Record<string, unknown>

export function createTranslator(language: Language, messages: object): Translator {
	const rules = new Intl.PluralRules(language)
	const lookup = (key: string) => {
		let node: unknown = messages
		for (const part of key.split('.')) {
			if (!node || typeof node !== 'object') return undefined
			node = (node as Tree)[part]
		}
		return typeof node === 'string' ? node : undefined
	}
	const t: Translate = (key, options) => {
		const count = options?.count
		let text: string | undefined
		if (typeof count === 'number') {
			text =
				(count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${rules.select(count)}`)
		}
		text ??= lookup(key)
		if (text === undefined) {
			text = typeof options?.defaultValue === 'string' ? options.defaultValue : key
		}
		if (!options || !text.includes('{{')) return text
		return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
			const value = options[name]
			return value === undefined || value === null ? match : String(value)
		})
	}
	return { language, t }
}

// The same messages object (the server keeps one per language and page) gives the same
// translator, so a page's render does not rebuild it.
const translators = new WeakMap<object, Translator>()

export function cachedTranslator(language: Language, messages: object): Translator {
	let translator = translators.get(messages)
	if (!translator || translator.language !== language) {
		translator = createTranslator(language, messages)
		translators.set(messages, translator)
	}
	return translator
}
