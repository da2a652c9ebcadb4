import { createContext, useContext } from 'react'
import { createTranslator, type Translator } from './translator.ts'

// The page's translator for its components (translator.ts), in place of react-i18next.
const TranslatorContext = createContext<Translator>(createTranslator('en', {}))

export function TranslatorProvider({
	translator,
	children,
}: {
	translator: Translator
	children: React.ReactNode
}) {
	return <TranslatorContext value={translator}>{children}</TranslatorContext>
}

/** `t` and the language (`i18n.language`), as react-i18next's hook gave them. */
export function useTranslation() {
	const translator = useContext(TranslatorContext)
	return { t: translator.t, i18n: translator }
}
