import { createCookie } from 'react-router'
import { createI18nextMiddleware } from 'remix-i18next'
import { fallbackLanguage, supportedLanguages } from '#app/modules/i18n/languages.ts'
import { resources } from '#app/modules/i18n/resources.ts'

export const languageCookie = createCookie('lng', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
})

// Order from the issue: ?lng=, then the cookie, then Accept-Language, then English.
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
	detection: {
		supportedLanguages: [...supportedLanguages],
		fallbackLanguage,
		cookie: languageCookie,
		order: ['searchParams', 'cookie', 'header'],
	},
	i18next: {
		resources,
		supportedLngs: [...supportedLanguages],
		fallbackLng: fallbackLanguage,
		interpolation: { escapeValue: false },
	},
})
