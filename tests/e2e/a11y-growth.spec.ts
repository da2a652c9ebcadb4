import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signUpViaApi } from './utils.ts'

// axe (WCAG 2.1 AA) on the issue-13 pages, at phone and desktop widths. Runs in the JavaScript project.

async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze()
	const summary = results.violations.map((violation) => ({
		id: violation.id,
		impact: violation.impact,
		nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
	}))
	expect(summary).toEqual([])
}

const pages = [
	'/pricing-experiments',
	'/pricing-experiments?tab=configs',
	'/pricing-experiments?tab=analytics',
	'/pricing-with-ab-demo?status=enabled&preview=1',
	'/ab-testing',
	'/upgrade-prompt-demo?usage=100',
	'/analytics-demo',
	'/pricing-i18n',
	'/upgrade-test',
	'/analytics-test',
	'/analytics-debug',
	'/ga-production-test',
	'/simple-ga-test',
]

for (const width of [390, 1280]) {
	test(`axe: the issue-13 pages at ${width} px`, async ({ page }) => {
		test.setTimeout(90_000)
		await page.setViewportSize({ width, height: 900 })
		await signUpViaApi(page.request)
		for (const path of pages) {
			await page.goto(path)
			await expect(page.locator('h1')).toBeVisible()
			await expectNoAxeViolations(page)
			if (process.env.SCREENSHOTS) {
				await page.screenshot({
					path: `test-results/screens/${path.replace(/[/?=&]+/g, '_')}-${width}.png`,
					fullPage: true,
				})
			}
		}
	})
}
