import { createInstance, type i18n } from 'i18next'
import { fallbackLanguage, type Language } from './languages.ts'

/** A synchronous i18next instance for one language: the same code renders on server and client. */
export function createI18n(language: Language, messages: object): i18n {
	const instance = createInstance()
	void instance.init({
		lng: language,
		fallbackLng: fallbackLanguage,
		resources: { [language]: { translation: messages } },
		interpolation: { escapeValue: false },
		initAsync: false,
		returnNull: false,
	})
	return instance
}

// On the server a page's messages are the same object on every request (messages.server.ts), so
// one instance per object serves them all instead of a new one per render (ADR 019).
const instances = new WeakMap<object, i18n>()

/**
 * createI18n, reused for the same messages object. What it returns is an object with no own
 * properties whose prototype is the instance: react-i18next's useTranslation copies every own
 * property of the instance it is given into a new object for each component it renders, and
 * i18next binds its methods as own properties (about 60), which made that copy the largest
 * single cost of rendering a page (ADR 019). Reads and calls still reach the instance.
 */
export function cachedI18n(language: Language, messages: object): i18n {
	let shared = instances.get(messages)
	if (!shared || shared.language !== language) {
		shared = Object.create(createI18n(language, messages)) as i18n
		instances.set(messages, shared)
	}
	return shared
}
