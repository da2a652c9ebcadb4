// Every page of the app, signed out and signed in, for the layout checks and screenshots.
import { type Page } from '@playwright/test'
import { englishSource, signUpViaApi } from './utils.ts'

export const publicPages = [
	'/',
	'/signin',
	'/signup',
	'/forgot-password',
	'/reset-password',
	'/reset-password?token=not-a-real-token',
	'/signin/code',
	'/mfa-setup',
	'/pricing',
	'/pricing-mobile',
	'/contact-sales',
	'/help',
	'/no-such-page',
]

export const signedInPages = [
	'/',
	'/?mode=file',
	'/reels',
	'/reels?mode=file',
	'/history',
	'/voices',
	'/account',
	'/pricing',
	'/pricing-mobile',
	'/upgrade',
	'/upgrade-success',
	'/upgrade-cancel',
	'/contact-sales',
	'/settings/ai',
	'/help',
	'/mfa-setup',
	'/billing/change-plan?plan=creator_pro',
]

/** Signs up and makes one post generation and one reel, so result pages have content. */
export async function signInWithResults(page: Page) {
	await signUpViaApi(page.request, { firstName: 'Layout' })
	const posts = await page.request.post('/api/generate', {
		data: { sourceContent: englishSource, brandVoice: 'Warm', contentGoal: 'Visits' },
	})
	const reel = await page.request.post('/api/generate-reel', {
		data: {
			sourceContent: englishSource,
			brandVoice: 'Warm',
			contentGoal: 'Visits',
			duration: 60,
			category: 'tips',
			hookType: 'mistake',
		},
	})
	const postsId = ((await posts.json()) as { id?: string }).id
	const reelId = ((await reel.json()) as { id?: string }).id
	return [
		...(postsId ? [`/?generation=${postsId}`] : []),
		...(reelId ? [`/reels?generation=${reelId}`] : []),
	]
}

/** How far the page is wider than the window (0 when nothing pans sideways). */
export async function horizontalOverflow(page: Page) {
	return page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth,
	)
}
