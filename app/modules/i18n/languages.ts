export const supportedLanguages = ['en', 'es', 'pt'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'

export const languageNames: Record<Language, string> = {
	en: 'English',
	es: 'Español',
	pt: 'Português',
}

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (supportedLanguages as ReadonlyArray<string>).includes(value)
}
