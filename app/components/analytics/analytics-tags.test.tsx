import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { pageAnalytics } from '#app/modules/analytics/consent.server.ts'
import { TranslatorProvider } from '#app/modules/i18n/react.tsx'
import { createTranslator } from '#app/modules/i18n/translator.ts'
import { resources } from '#app/modules/i18n/resources.ts'
import { resetEnvForTests } from '../../../server/env.js'
import { AnalyticsTags } from './analytics-tags.tsx'

function renderTags(cookie: string, { optedOut = false } = {}) {
	const settings = pageAnalytics(new Request('http://localhost/pricing', { headers: { cookie } }), {
		optedOut,
	})
	const router = createMemoryRouter(
		[{ path: '*', element: <AnalyticsTags settings={settings} nonce="abc" /> }],
		{ initialEntries: ['/pricing'] },
	)
	return renderToString(
		<TranslatorProvider translator={createTranslator('es', resources.es.translation)}>
			<RouterProvider router={router} />
		</TranslatorProvider>,
	)
}

afterEach(() => {
	delete process.env.GA_MEASUREMENT_ID
	resetEnvForTests()
})

describe('AnalyticsTags', () => {
	test('without GA_MEASUREMENT_ID: only the first-party tracker, no banner, no Google tag', () => {
		const html = renderTags('')
		expect(html).toContain('/api/analytics')
		expect(html).not.toContain('googletagmanager')
		expect(html).not.toContain('consent')
	})

	test('with GA_MEASUREMENT_ID, nothing from Google loads before consent; the banner asks', () => {
		process.env.GA_MEASUREMENT_ID = 'G-TEST12345'
		resetEnvForTests()
		const before = renderTags('')
		expect(before).not.toContain('googletagmanager')
		expect(before).toContain('Cookies de analítica')
		expect(before).toContain('action="/api/analytics/preferences"')

		const declined = renderTags('vc_consent=denied')
		expect(declined).not.toContain('googletagmanager')
		expect(declined).not.toContain('Cookies de analítica')

		const granted = renderTags('vc_consent=granted')
		expect(granted).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST12345')
		expect(granted).toContain('nonce="abc"')
		expect(granted).not.toContain('Cookies de analítica')
	})

	test('an opted-out visitor gets neither the tracker nor the Google tag', () => {
		process.env.GA_MEASUREMENT_ID = 'G-TEST12345'
		resetEnvForTests()
		const html = renderTags('vc_consent=granted', { optedOut: true })
		expect(html).not.toContain('/api/analytics"')
		expect(html).not.toContain('googletagmanager')
	})
})
