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

/** createI18n, reused for the same messages object. */
export function cachedI18n(language: Language, messages: object): i18n {
	let instance = instances.get(messages)
	if (!instance || instance.language !== language) {
		instance = createI18n(language, messages)
		instances.set(messages, instance)
	}
	return instance
}
