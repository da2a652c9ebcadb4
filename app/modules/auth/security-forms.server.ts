import { getLocale } from '#app/middleware/i18n.server.ts'
import { isLanguage, type Language } from '#app/modules/i18n/languages.ts'

/** A form field as a trimmed string ('' when missing or a file). */
export function formText(form: FormData, name: string, maxLength = 200) {
	const value = form.get(name)
	return typeof value === 'string' ? value.trim().slice(0, maxLength) : ''
}

/** The reader's language from the i18n middleware (mails are written in it). */
export function requestLanguage(context: Parameters<typeof getLocale>[0]): Language {
	try {
		const locale = getLocale(context)
		return isLanguage(locale) ? locale : 'en'
	} catch {
		// Route functions called without the middleware (tests, the JSON API) read English.
		return 'en'
	}
}
