// No page pans sideways on a 360 px phone (the narrowest common width) or a 390 px one, signed
// out or in, with results on screen, with JavaScript and without.
import { expect, test } from '@playwright/test'
import { horizontalOverflow, publicPages, signedInPages, signInWithResults } from './pages.ts'

const WIDTHS = [360, 390]

test('public pages fit 360 and 390 px screens', async ({ page }) => {
	const overflowing: string[] = []
	for (const width of WIDTHS) {
		await page.setViewportSize({ width, height: 740 })
		for (const path of publicPages) {
			const response = await page.goto(path)
			if (path !== '/no-such-page') expect(response?.status(), path).toBeLessThan(400)
			const overflow = await horizontalOverflow(page)
			if (overflow > 0) overflowing.push(`${path} at ${width} px (${overflow} px too wide)`)
		}
	}
	expect(overflowing).toEqual([])
})

test('signed-in pages fit 360 and 390 px screens', async ({ page }) => {
	test.setTimeout(90_000)
	const resultPages = await signInWithResults(page)
	expect(resultPages).toHaveLength(2)
	const overflowing: string[] = []
	for (const width of WIDTHS) {
		await page.setViewportSize({ width, height: 740 })
		for (const path of [...signedInPages, ...resultPages]) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBeLessThan(400)
			const overflow = await horizontalOverflow(page)
			if (overflow > 0) overflowing.push(`${path} at ${width} px (${overflow} px too wide)`)
		}
	}
	expect(overflowing).toEqual([])
})

test('on a phone a history entry’s title gets the line, its buttons go under it', async ({
	page,
}) => {
	await page.setViewportSize({ width: 360, height: 740 })
	await signInWithResults(page)
	await page.goto('/history')
	const title = page.getByText(/^Why our bakery stopped selling/).first()
	// Beside the buttons it was clipped to about 100 px ("Why our b…").
	expect((await title.boundingBox())!.width).toBeGreaterThan(240)
	const open = page.getByRole('link', { name: /^Open/ }).first()
	expect((await open.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y + 20)
})
