import { type Language } from './languages.ts'
import { resources } from './resources.ts'

/** The messages of one language, for the root loader to send: the browser bundles none. */
export function messagesFor(language: Language) {
	return resources[language].translation
}
