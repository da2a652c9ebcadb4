// No page pans sideways on a 360 px phone (the narrowest common width), signed out or in, with
// results on screen, with JavaScript and without.
import { expect, test } from '@playwright/test'
import { horizontalOverflow, publicPages, signedInPages, signInWithResults } from './pages.ts'

test.use({ viewport: { width: 360, height: 740 } })

test('public pages fit a 360 px screen', async ({ page }) => {
	const overflowing: string[] = []
	for (const path of publicPages) {
		const response = await page.goto(path)
		if (path !== '/no-such-page') expect(response?.status(), path).toBeLessThan(400)
		const overflow = await horizontalOverflow(page)
		if (overflow > 0) overflowing.push(`${path} (${overflow} px too wide)`)
	}
	expect(overflowing).toEqual([])
})

test('signed-in pages fit a 360 px screen', async ({ page }) => {
	test.setTimeout(60_000)
	const resultPages = await signInWithResults(page)
	expect(resultPages).toHaveLength(2)
	const overflowing: string[] = []
	for (const path of [...signedInPages, ...resultPages]) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBeLessThan(400)
		const overflow = await horizontalOverflow(page)
		if (overflow > 0) overflowing.push(`${path} (${overflow} px too wide)`)
	}
	expect(overflowing).toEqual([])
})
