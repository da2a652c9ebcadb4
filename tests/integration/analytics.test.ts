import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { eventRow } from '#app/modules/analytics/record-event.server.ts'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import { action as analyticsApi } from '#app/routes/api/analytics.ts'
import { loader as summaryApi } from '#app/routes/api/analytics.summary.ts'
import { action as preferencesAction } from '#app/routes/api/analytics.preferences.ts'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { action as generateReelApi } from '#app/routes/api/generate-reel.ts'
import { action as uploadApi } from '#app/routes/api/upload.ts'
import { action as signupAction } from '#app/routes/_auth/signup.tsx'
import { action as changePlanAction } from '#app/routes/billing/change-plan.tsx'
import { action as testCheckoutAction } from '#app/routes/billing/test-checkout.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { resetEnvForTests } from '../../server/env.js'
import {
	createTestUser,
	formRequest,
	jsonRequest,
	routeArgs,
	settle,
	strongPassword,
	uniqueEmail,
} from './helpers.ts'

const source = fixtureText('english-newsletter')

beforeEach(() => resetRateLimitsForTests())
afterEach(() => {
	delete process.env.ADMIN_EMAILS
	delete process.env.ANALYTICS_RATE_LIMIT_MAX
	resetEnvForTests()
})

const eventsOf = (userId: string, name?: string) =>
	prisma.analyticsEvent.findMany({ where: { userId, ...(name ? { name } : {}) } })

function generatePosts(cookie: string) {
	return settle(() =>
		generateApi(
			routeArgs(
				jsonRequest(
					'/api/generate',
					{
						sourceContent: source,
						brandVoice: 'Plain and warm',
						contentGoal: 'Get readers to the blog',
						seoOptimize: true,
						inputType: 'text',
					},
					{ cookie },
				),
			),
		),
	)
}

function uploadFile(cookie: string, name: string, bytes: string) {
	const form = new FormData()
	form.set('file', new File([bytes], name))
	return settle(() =>
		uploadApi(
			routeArgs(
				new Request('http://localhost/api/upload', {
					method: 'POST',
					body: form,
					headers: { cookie, 'x-client-ip': '10.9.0.1' },
				}),
			),
		),
	)
}

describe('events the server records where they happen', () => {
	test('each generation records content_generated once; the one over the limit records usage_limit_reached instead', async () => {
		const { user, cookie } = await createTestUser()
		for (let run = 0; run < 3; run += 1) expect((await generatePosts(cookie)).status).toBe(200)
		expect(await eventsOf(user.id, 'content_generated')).toHaveLength(3)
		expect(await eventsOf(user.id, 'usage_limit_reached')).toHaveLength(0)

		expect((await generatePosts(cookie)).status).toBe(429)
		expect(await eventsOf(user.id, 'content_generated')).toHaveLength(3)
		expect(await eventsOf(user.id, 'usage_limit_reached')).toMatchObject([
			{ label: 'posts', value: 3, category: 'usage', origin: 'server' },
		])
	})

	test('a reel generation records reel_generated with its duration and category', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			generateReelApi(
				routeArgs(
					jsonRequest(
						'/api/generate-reel',
						{
							sourceContent: source,
							brandVoice: 'Calm and expert',
							contentGoal: 'Get engineers to read the guide',
							duration: 30,
							category: 'educational',
							hookType: 'mistake',
							inputType: 'text',
							characterCount: source.length,
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		expect(await eventsOf(user.id, 'reel_generated')).toMatchObject([
			{ label: 'reel:30:educational', category: 'engagement' },
		])
	})

	test('an upload records file_uploaded once; a refused file records nothing', async () => {
		const { user, cookie } = await createTestUser()
		expect((await uploadFile(cookie, 'photo.png', 'png')).status).toBe(415)
		expect(await eventsOf(user.id)).toHaveLength(0)
		expect((await uploadFile(cookie, 'notes.txt', 'Plain notes about a launch.')).status).toBe(200)
		expect(await eventsOf(user.id, 'file_uploaded')).toMatchObject([{ label: 'txt', value: 27 }])
	})

	test('a test-mode checkout records checkout_started, then checkout_successful once even when paid twice', async () => {
		const { user, cookie } = await createTestUser()
		const started = await settle(() =>
			changePlanAction(
				routeArgs(
					formRequest(
						'/billing/change-plan',
						{
							plan: 'creator_pro',
							interval: 'monthly',
							returnPage: 'upgrade',
							expectedCurrent: 'starter',
						},
						{ cookie },
					),
				),
			),
		)
		expect(started.status).toBe(302)
		expect(await eventsOf(user.id, 'checkout_started')).toMatchObject([
			{ label: 'creator_pro:monthly', value: 39 },
		])
		expect(await eventsOf(user.id, 'checkout_successful')).toHaveLength(0)
		const token = new URL(started.headers.get('location')!).searchParams.get('session')!
		const pay = () =>
			settle(() =>
				testCheckoutAction(
					routeArgs(
						formRequest('/billing/test-checkout', { session: token, intent: 'pay' }, { cookie }),
					),
				),
			)
		await pay()
		await pay()
		expect(await eventsOf(user.id, 'checkout_successful')).toMatchObject([
			{ label: 'creator_pro:monthly', value: 39 },
		])
	})

	test('an email sign-up from ?utm_source=reddit stores reddit on the user and records sign_up once', async () => {
		const email = uniqueEmail('reddit')
		const fields = {
			firstName: 'Rae',
			lastName: 'Dit',
			email,
			password: strongPassword,
			confirmPassword: strongPassword,
		}
		const response = await settle(() =>
			signupAction(routeArgs(formRequest('/signup?utm_source=reddit&utm_medium=social', fields))),
		)
		expect(response.status).toBe(302)
		const user = await prisma.user.findUniqueOrThrow({ where: { email } })
		expect(user).toMatchObject({
			signupMethod: 'email',
			signupSource: 'reddit',
			signupMedium: 'social',
		})
		expect(await eventsOf(user.id, 'sign_up')).toMatchObject([
			{ label: 'email', source: 'reddit', category: 'acquisition' },
		])
		// The same email again is refused, and is not a second sign-up.
		const again = await settle(() =>
			signupAction(routeArgs(formRequest('/signup?utm_source=reddit', fields))),
		)
		expect(again.status).toBe(409)
		expect(await eventsOf(user.id, 'sign_up')).toHaveLength(1)
	})

	test('an email sign-up credits the first visit kept in the cookie, not the page it was sent from', async () => {
		const email = uniqueEmail('first-touch')
		const response = await settle(() =>
			signupAction(
				routeArgs(
					formRequest(
						'/signup?utm_source=google',
						{ email, password: strongPassword, confirmPassword: strongPassword },
						{ cookie: 'vc_src=twitter%7Csocial%7Claunch' },
					),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(await prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
			signupSource: 'twitter',
			signupCampaign: 'launch',
		})
	})
})

function beacon(body: unknown, headers: Record<string, string> = {}) {
	return settle(() =>
		analyticsApi(
			routeArgs(
				new Request('http://localhost/api/analytics', {
					method: 'POST',
					headers: {
						'content-type': 'text/plain;charset=UTF-8',
						'x-client-ip': '10.7.0.1',
						...headers,
					},
					body: typeof body === 'string' ? body : JSON.stringify(body),
				}),
			),
		),
	)
}

describe('POST /api/analytics', () => {
	test('stores a batch of views and clicks with the visitor id and first traffic source', async () => {
		const visitorId = 'v_abcdefghijklmnopqrstuv'
		const response = await beacon(
			{
				events: [
					{ name: 'pricing_page_viewed', path: '/pricing' },
					{ name: 'upgrade_button_clicked', label: 'creator_pro', value: 39, path: '/pricing' },
				],
			},
			{ cookie: `vc_vid=${visitorId}; vc_src=reddit%7C%7C` },
		)
		expect(response.status).toBe(202)
		expect(await response.json()).toEqual({ accepted: 2, optedOut: false })
		const stored = await prisma.analyticsEvent.findMany({
			where: { visitorId },
			orderBy: { name: 'asc' },
		})
		expect(stored).toMatchObject([
			{
				name: 'pricing_page_viewed',
				category: 'pricing',
				source: 'reddit',
				origin: 'browser',
				userId: null,
			},
			{ name: 'upgrade_button_clicked', label: 'creator_pro', value: 39, path: '/pricing' },
		])
	})

	test('refuses unknown names and the names only the server records, storing nothing', async () => {
		const before = await prisma.analyticsEvent.count()
		const unknown = await beacon({ name: 'free_money' })
		expect(unknown.status).toBe(400)
		expect(await unknown.json()).toMatchObject({ code: 'UNKNOWN_EVENT' })
		const claimed = await beacon({
			events: [{ name: 'page_viewed' }, { name: 'checkout_successful' }],
		})
		expect(claimed.status).toBe(400)
		expect(await claimed.json()).toMatchObject({ code: 'SERVER_EVENT' })
		expect((await beacon('{not json')).status).toBe(400)
		expect((await beacon({ events: [] })).status).toBe(400)
		expect((await beacon({ name: 'page_viewed', value: 'a lot' })).status).toBe(400)
		expect(await prisma.analyticsEvent.count()).toBe(before)
	})

	test('refuses a body over 16 kB and a batch over 25 events', async () => {
		const big = await beacon({
			name: 'page_viewed',
			label: 'x'.repeat(100),
			pad: 'y'.repeat(17_000),
		})
		expect(big.status).toBe(413)
		const many = await beacon({
			events: Array.from({ length: 26 }, () => ({ name: 'page_viewed' })),
		})
		expect(many.status).toBe(400)
	})

	test('a flood from one address is cut off with 429 and Retry-After', async () => {
		process.env.ANALYTICS_RATE_LIMIT_MAX = '5'
		resetEnvForTests()
		const statuses: number[] = []
		for (let hit = 0; hit < 8; hit += 1)
			statuses.push((await beacon({ name: 'page_viewed' })).status)
		expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429])
		const limited = await beacon({ name: 'page_viewed' })
		expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	test('an opted-out visitor (cookie, or Global Privacy Control) is answered but nothing is stored', async () => {
		const before = await prisma.analyticsEvent.count()
		const optedOut = await beacon({ name: 'page_viewed' }, { cookie: 'vc_optout=1' })
		expect(optedOut.status).toBe(202)
		expect(await optedOut.json()).toEqual({ accepted: 0, optedOut: true })
		expect((await beacon({ name: 'page_viewed' }, { 'sec-gpc': '1' })).status).toBe(202)
		expect(await prisma.analyticsEvent.count()).toBe(before)
	})

	test('the preferences form opts out and back in, and returns to the page', async () => {
		const response = await settle(() =>
			preferencesAction(
				routeArgs(
					formRequest('/api/analytics/preferences', { analytics: 'off', redirectTo: '/pricing' }),
				),
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/pricing')
		expect(response.headers.get('set-cookie')).toContain('vc_optout=1')
		const bad = await settle(() =>
			preferencesAction(
				routeArgs(formRequest('/api/analytics/preferences', { analytics: 'maybe' })),
			),
		)
		expect(bad.status).toBe(400)
	})
})

describe('GET /api/analytics/summary', () => {
	function summary(cookie: string | null, timeframe = 'week') {
		return settle(() =>
			summaryApi(
				routeArgs(
					new Request(`http://localhost/api/analytics/summary?timeframe=${timeframe}`, {
						headers: cookie ? { cookie } : {},
					}),
				),
			),
		)
	}

	test('signed out: 401 "Sign in required to view analytics data"; a bad timeframe: 400', async () => {
		const response = await summary(null)
		expect(response.status).toBe(401)
		expect(await response.json()).toMatchObject({
			message: 'Sign in required to view analytics data',
		})
		const { cookie } = await createTestUser()
		expect((await summary(cookie, 'year')).status).toBe(400)
	})

	test('a user sees the figures of their own events, equal to counts of the inserted rows', async () => {
		const { user, cookie } = await createTestUser()
		const { user: other } = await createTestUser()
		const now = Date.now()
		const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000)
		const rows = [
			...Array.from({ length: 8 }, (_, i) => ({
				name: 'pricing_page_viewed' as const,
				createdAt: hoursAgo(i + 1),
			})),
			{ name: 'upgrade_button_clicked' as const, label: 'creator_pro', createdAt: hoursAgo(2) },
			{ name: 'upgrade_button_clicked' as const, label: 'creator_pro', createdAt: hoursAgo(3) },
			{ name: 'upgrade_button_clicked' as const, label: 'agency', createdAt: hoursAgo(30) },
			{ name: 'checkout_started' as const, label: 'creator_pro:monthly', createdAt: hoursAgo(2) },
			{
				name: 'checkout_successful' as const,
				label: 'creator_pro:monthly',
				createdAt: hoursAgo(2),
			},
			// Outside the week: not counted.
			{ name: 'pricing_page_viewed' as const, createdAt: hoursAgo(24 * 8) },
		]
		await prisma.analyticsEvent.createMany({
			data: [
				...rows.map((row) => eventRow({ ...row, userId: user.id, origin: 'browser' })),
				...rows.map((row) => eventRow({ ...row, userId: other.id, origin: 'browser' })),
			],
		})
		const week = await (await summary(cookie)).json()
		expect(week.period).toMatchObject({ timeframe: 'week', scope: 'user' })
		expect(week.funnelMetrics).toEqual({
			pricingViews: 8,
			upgradeClicks: 3,
			checkoutStarts: 1,
			checkoutSuccesses: 1,
		})
		expect(week.conversionRates).toEqual({
			viewToClick: 37.5,
			clickToCheckout: 33.33,
			overallConversion: 12.5,
		})
		expect(week.tierSelections).toEqual({ creator_pro: 2, agency: 1 })
		expect(week.eventCounts[0]).toEqual({ eventName: 'pricing_page_viewed', count: 8 })
		expect(week.daily.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(13)

		const day = await (await summary(cookie, 'day')).json()
		expect(day.funnelMetrics.upgradeClicks).toBe(2)
		expect(day.tierSelections).toEqual({ creator_pro: 2 })
	})

	test('an admin named in ADMIN_EMAILS sees the whole site', async () => {
		const { user: admin, cookie } = await createTestUser()
		const { user: other } = await createTestUser()
		process.env.ADMIN_EMAILS = `someone@example.com, ${admin.email.toUpperCase()}`
		resetEnvForTests()
		const before = await (await summary(cookie, 'month')).json()
		expect(before.period.scope).toBe('site')
		await prisma.analyticsEvent.createMany({
			data: [
				eventRow({ name: 'pricing_page_viewed', userId: other.id, origin: 'browser' }),
				eventRow({
					name: 'pricing_page_viewed',
					visitorId: 'v_anonymousvisitor0001',
					origin: 'browser',
				}),
			],
		})
		const after = await (await summary(cookie, 'month')).json()
		expect(after.funnelMetrics.pricingViews).toBe(before.funnelMetrics.pricingViews + 2)
	})
})

describe('content analytics (Creator Pro and Agency)', () => {
	test('counts posts per platform, reels, uploads, copies and rewrites per week of the user', async () => {
		const { user, cookie } = await createTestUser()
		const now = new Date('2026-11-25T12:00:00Z') // a Wednesday
		const generation = (kind: 'posts' | 'reel', createdAt: Date) =>
			prisma.generation.create({
				data: {
					userId: user.id,
					kind,
					inputType: 'text',
					sourceContent: 's',
					brandVoice: 'v',
					contentGoal: 'g',
					options: '{}',
					engine: 'built-in',
					output: '{}',
					durationMs: 1,
					createdAt,
				},
			})
		await generation('posts', new Date('2026-11-23T00:30:00Z')) // Monday, this week
		await generation('posts', new Date('2026-11-24T10:00:00Z'))
		await generation('reel', new Date('2026-11-22T23:00:00Z')) // Sunday: the week before
		await prisma.upload.create({
			data: {
				userId: user.id,
				originalFilename: 'a.txt',
				sizeBytes: 1,
				characterCount: 1,
				content: 'a',
				createdAt: new Date('2026-11-25T08:00:00Z'),
			},
		})
		await prisma.analyticsEvent.createMany({
			data: [
				eventRow({
					name: 'content_copied',
					userId: user.id,
					origin: 'browser',
					createdAt: new Date('2026-11-24T11:00:00Z'),
				}),
				eventRow({
					name: 'feature_used',
					label: 'regenerate:linkedin',
					userId: user.id,
					origin: 'server',
					createdAt: new Date('2026-11-24T11:00:00Z'),
				}),
			],
		})
		const { contentAnalytics } = await import('#app/modules/analytics/content-analytics.server.ts')
		const weeks = await contentAnalytics(user.id, now)
		expect(weeks).toHaveLength(8)
		expect(weeks.at(-1)).toEqual({
			week: '2026-11-23',
			twitter: 2,
			linkedin: 3,
			instagram: 2,
			reels: 0,
			uploads: 1,
			copies: 1,
			regenerations: 1,
		})
		expect(weeks.at(-2)).toMatchObject({ week: '2026-11-16', reels: 1, twitter: 0 })

		// A Free user is shown what the feature would give, not data.
		const { loader } = await import('#app/routes/demos/content-analytics.tsx')
		const free = (await loader(
			routeArgs(new Request('http://localhost/analytics', { headers: { cookie } })),
		)) as { included: boolean; weeks: unknown }
		expect(free).toEqual({ included: false, weeks: null })
		await prisma.user.update({ where: { id: user.id }, data: { planType: 'creator_pro' } })
		const pro = (await loader(
			routeArgs(new Request('http://localhost/analytics', { headers: { cookie } })),
		)) as { included: boolean; weeks: unknown[] }
		expect(pro.included).toBe(true)
		expect(pro.weeks).toHaveLength(8)
	})
})
