import type { RouterContextProvider } from 'react-router'
import { getI18n } from '#app/middleware/i18n.server.ts'
import { createI18n } from './create-i18n.ts'
import { resources } from './resources.ts'

/**
 * The request's translate function (set by the i18n middleware). Route code called outside the
 * middleware (tests, scripts) gets English rather than an error.
 */
export function serverT(context: Readonly<RouterContextProvider>) {
	try {
		return getI18n(context).t
	} catch {
		return createI18n('en', resources.en.translation).t
	}
}
