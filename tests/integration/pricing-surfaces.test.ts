// Every screen that shows a price or a limit, rendered with its real loader against the test
// database, and every amount and limit on it compared with the plans config (DESIGN.md: one
// source of truth). A hard-coded "$29" or "5 posts" anywhere fails this test.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import {
	createStaticHandler,
	createStaticRouter,
	StaticRouterProvider,
	type LoaderFunctionArgs,
	type RouteObject,
} from 'react-router'
import { describe, expect, test } from 'vitest'
import { LimitNotice } from '#app/components/dashboard/limit-modal.tsx'
import { getUser } from '#app/modules/auth/session.server.ts'
import {
	annualSaving,
	byokPlan,
	getPlan,
	planList,
	plans,
	type Plan,
} from '#app/modules/billing/plans.ts'
import { processBillingEvent } from '#app/modules/billing/subscription-sync.server.ts'
import {
	createTestCheckoutToken,
	readTestCheckoutToken,
	testCheckoutCompletedEvent,
} from '#app/modules/billing/test-provider.server.ts'
import { rememberMessages } from '#app/modules/i18n/message-store.ts'
import { messagesForPage, messagesRefForPage } from '#app/modules/i18n/messages.server.ts'
import type { Language } from '#app/modules/i18n/languages.ts'
import App from '#app/root.tsx'
import * as account from '#app/routes/account/account.tsx'
import * as changePlan from '#app/routes/billing/change-plan.tsx'
import * as testCheckout from '#app/routes/billing/test-checkout.tsx'
import * as index from '#app/routes/_index.tsx'
import * as pricing from '#app/routes/pricing/pricing.tsx'
import * as pricingMobile from '#app/routes/pricing/pricing-mobile.tsx'
import * as upgrade from '#app/routes/pricing/upgrade.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { createTestUser } from './helpers.ts'

// ---- rendering: the app's root (i18n provider) around one route, through the static router ----

type RouteModule = {
	loader?: (args: LoaderFunctionArgs) => unknown
	default: React.ComponentType
}

function rootLoaderFor(language: Language) {
	// The root loader's shape (app/root.tsx) without its i18n middleware.
	return async ({ request }: LoaderFunctionArgs) => {
		const user = await getUser(request)
		// Every message of the language ('*'), where the render finds them (ADR 020).
		const messages = messagesRefForPage(language, '*')
		rememberMessages(messages, messagesForPage(language, '*'))
		return {
			language,
			messages,
			nonce: undefined,
			user: user
				? {
						id: user.id,
						email: user.email,
						firstName: user.firstName,
						lastName: user.lastName,
						profileImageUrl: user.profileImageUrl,
						planType: getPlan(user.planType).id,
					}
				: null,
		}
	}
}

async function render(
	path: string,
	module: RouteModule,
	{ cookie, language = 'en' }: { cookie?: string; language?: Language } = {},
) {
	const routes: RouteObject[] = [
		{
			id: 'root',
			path: '/',
			loader: rootLoaderFor(language),
			Component: App,
			children: [
				{
					id: 'page',
					...(new URL(path, 'http://localhost').pathname === '/'
						? { index: true }
						: { path: new URL(path, 'http://localhost').pathname.slice(1) }),
					loader: module.loader as RouteObject['loader'],
					Component: module.default,
				},
			],
		},
	]
	const handler = createStaticHandler(routes)
	const context = await handler.query(
		new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
	)
	if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
	expect(context.errors, `${path} rendered an error`).toBeNull()
	const router = createStaticRouter(handler.dataRoutes, context)
	return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }))
}

// ---- reading the HTML: text, grouped by the nearest data-plan ancestor ----

const VOID = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'source',
	'track',
	'wbr',
])

function decode(text: string) {
	return text
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&nbsp;|&#xa0;/g, ' ')
		.replace(/&amp;/g, '&')
}

type Page = { text: string; scopes: Array<{ plan: string; text: string }> }

function readPage(html: string): Page {
	const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
	const stack: Array<{ tag: string; scope: { plan: string; text: string } | null }> = []
	const scopes: Page['scopes'] = []
	let text = ''
	for (const match of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
		const [, closing, tag, attributes, selfClosing, content] = match
		if (content !== undefined) {
			const piece = `${decode(content)} `
			text += piece
			for (const open of stack) if (open.scope) open.scope.text += piece
			continue
		}
		const name = tag!.toLowerCase()
		if (closing) {
			const at = stack.map((open) => open.tag).lastIndexOf(name)
			if (at >= 0) stack.length = at
			continue
		}
		if (VOID.has(name) || selfClosing) continue
		const plan = /\sdata-plan="([^"]+)"/.exec(attributes ?? '')?.[1]
		const scope = plan ? { plan, text: '' } : null
		if (scope) scopes.push(scope)
		stack.push({ tag: name, scope })
	}
	const squash = (value: string) => value.replace(/\s+/g, ' ').trim()
	return {
		text: squash(text),
		scopes: scopes.map((scope) => ({ plan: scope.plan, text: squash(scope.text) })),
	}
}

/** Dollar amounts as each language writes them: "$39", "39 US$", "US$ 39". */
function amounts(text: string): number[] {
	return [...text.matchAll(/(?:US\$|\$)\s?(\d[\d.,]*)|(\d[\d.,]*)\s?US\$/g)].map((match) =>
		Number((match[1] ?? match[2])!.replace(/[.,](?=\d{3}\b)/g, '')),
	)
}

const planAmounts = (plan: Plan) => [plan.monthlyPrice, plan.annualPrice, annualSaving(plan)]
const everyAmount = new Set([...planList.flatMap(planAmounts), byokPlan.monthlyPrice])

function expectedAmountsFor(planId: string): number[] {
	if (planId === 'byok') return [byokPlan.monthlyPrice]
	return planAmounts(plans[planId as keyof typeof plans])
}

const limitPatterns = {
	posts: [/(\d[\d,]*|Unlimited) social posts?/g, /\bPosts (\d[\d,]*|Unlimited)\b/g],
	reels: [/(\d[\d,]*|Unlimited) reel scripts?/g, /\bReels (\d[\d,]*|Unlimited)\b/g],
	fileUploads: [/(\d[\d,]*|Unlimited) file uploads?/g, /\bFiles (\d[\d,]*|Unlimited)\b/g],
} as const

function limitsShown(text: string) {
	const read = (value: string) => (value === 'Unlimited' ? -1 : Number(value.replace(/,/g, '')))
	return Object.fromEntries(
		Object.entries(limitPatterns).map(([kind, patterns]) => [
			kind,
			patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => read(match[1]!))),
		]),
	) as Record<keyof typeof limitPatterns, number[]>
}

/**
 * The checks every surface gets: no amount anywhere that the config does not contain; inside
 * each plan's element only that plan's amounts and limits; and the plans listed in `show` must
 * be there with their monthly price (or `priceShown`) and, with `limits`, all three limits.
 */
function checkSurface(
	name: string,
	page: Page,
	{
		show,
		limits = true,
		priceShown = (plan: Plan) => plan.monthlyPrice,
	}: { show: string[]; limits?: boolean; priceShown?: (plan: Plan) => number },
) {
	for (const amount of amounts(page.text)) {
		expect(everyAmount, `${name}: $${amount} is not a price in the plans config`).toContain(amount)
	}
	for (const scope of page.scopes) {
		const allowed = expectedAmountsFor(scope.plan)
		for (const amount of amounts(scope.text)) {
			expect(allowed, `${name}: ${scope.plan} shows $${amount}`).toContain(amount)
		}
		if (scope.plan === 'byok') continue
		const plan = plans[scope.plan as keyof typeof plans]
		const shown = limitsShown(scope.text)
		for (const kind of ['posts', 'reels', 'fileUploads'] as const) {
			for (const value of shown[kind]) {
				expect(value, `${name}: ${scope.plan} ${kind}`).toBe(plan.limits[kind])
			}
		}
	}
	for (const planId of show) {
		const scope = page.scopes.find((each) => each.plan === planId)
		expect(scope, `${name}: no element for ${planId}`).toBeDefined()
		if (planId === 'byok') {
			expect(amounts(scope!.text)).toContain(byokPlan.monthlyPrice)
			continue
		}
		const plan = plans[planId as keyof typeof plans]
		expect(amounts(scope!.text), `${name}: ${planId} price`).toContain(priceShown(plan))
		if (limits) {
			const shown = limitsShown(scope!.text)
			for (const kind of ['posts', 'reels', 'fileUploads'] as const) {
				expect(shown[kind], `${name}: ${planId} ${kind} limit`).toContain(plan.limits[kind])
			}
		}
	}
}

async function userOn(
	plan: 'starter' | 'creator_pro' | 'agency',
	interval: 'monthly' | 'annual' = 'monthly',
) {
	const { user, cookie } = await createTestUser()
	if (plan !== 'starter') {
		const { token } = createTestCheckoutToken({
			userId: user.id,
			plan,
			interval,
			returnPage: 'upgrade',
		})
		await processBillingEvent(testCheckoutCompletedEvent(readTestCheckoutToken(token)!))
	}
	return { user, cookie }
}

const allPlans = planList.map((plan) => plan.id)

describe('every pricing surface agrees with the plans config', () => {
	test('landing page plan cards and free note', async () => {
		const page = readPage(await render('/', index))
		checkSurface('landing', page, { show: allPlans })
		const free = /(\d+) posts \+ (\d+) reel script/.exec(page.text)
		expect(free?.slice(1).map(Number)).toEqual([
			plans.starter.limits.posts,
			plans.starter.limits.reels,
		])
		// The annual prices and savings are on the page too (the switch shows them).
		for (const plan of planList.filter((each) => each.monthlyPrice > 0)) {
			const scope = page.scopes.find((each) => each.plan === plan.id)!
			expect(amounts(scope.text)).toEqual(
				expect.arrayContaining([plan.annualPrice, annualSaving(plan)]),
			)
		}
	})

	for (const language of ['en', 'es', 'pt'] as const) {
		test(`/pricing signed out and signed in (${language})`, async () => {
			const signedOut = readPage(await render('/pricing', pricing, { language }))
			checkSurface(`/pricing (${language})`, signedOut, {
				show: allPlans,
				limits: language === 'en',
			})
			const { cookie } = await userOn('creator_pro')
			const signedIn = readPage(await render('/pricing', pricing, { cookie, language }))
			checkSurface(`/pricing signed in (${language})`, signedIn, {
				show: allPlans,
				limits: language === 'en',
			})
		})
	}

	test('/pricing-mobile cards and sticky bar', async () => {
		const { cookie } = await userOn('starter')
		const html = await render('/pricing-mobile', pricingMobile, { cookie })
		const page = readPage(html)
		checkSurface('/pricing-mobile', page, { show: allPlans })
		expect(page.text).toContain(`Start Creating for $${plans.creator_pro.monthlyPrice}/mo`)
	})

	test('/upgrade cards and the BYOK card', async () => {
		const { cookie } = await userOn('starter')
		const page = readPage(await render('/upgrade', upgrade, { cookie }))
		checkSurface('/upgrade', page, { show: ['starter', 'creator_pro', 'byok'] })
		expect(page.text).toContain('14-day money-back')
		expect(page.text).not.toMatch(/\b7-day/)
	})

	test('limit modal, for a Free and a Creator Pro user', async () => {
		for (const [plan, target] of [
			['starter', 'creator_pro'],
			['creator_pro', 'agency'],
		] as const) {
			const { cookie } = await userOn(plan)
			const page = readPage(
				await render(
					'/limit',
					{
						default: () => createElement(LimitNotice, { limit: plans[plan].limits.posts }),
					},
					{ cookie },
				),
			)
			checkSurface(`limit modal (${plan})`, page, { show: [target], limits: false })
			expect(/all (\d+) posts/.exec(page.text)?.[1]).toBe(String(plans[plan].limits.posts))
		}
	})

	test('account plan card, monthly and annual', async () => {
		for (const [plan, interval] of [
			['starter', 'monthly'],
			['creator_pro', 'monthly'],
			['agency', 'annual'],
		] as const) {
			const { cookie } = await userOn(plan, interval)
			const page = readPage(await render('/account', account, { cookie }))
			checkSurface(`account (${plan} ${interval})`, page, {
				show: plan === 'starter' ? [] : [plan],
				limits: false,
				priceShown: (each) => (interval === 'annual' ? each.annualPrice : each.monthlyPrice),
			})
			const meter = /Social posts (\d+) \/ (\d+)/.exec(page.text)
			expect(Number(meter?.[2])).toBe(plans[plan].limits.posts)
		}
	})

	test('dashboard upgrade prompt and usage meters', async () => {
		const { user, cookie } = await userOn('starter')
		await prisma.user.update({
			where: { id: user.id },
			data: { socialPostsUsedThisMonth: plans.starter.limits.posts },
		})
		const page = readPage(await render('/', index, { cookie }))
		checkSurface('dashboard prompt', page, { show: ['creator_pro'] })
		expect(page.text).toContain(
			`Social posts ${plans.starter.limits.posts} / ${plans.starter.limits.posts}`,
		)
		expect(page.text).toContain("You've reached your social posts limit")
	})

	test('plan change confirmation and test checkout pages', async () => {
		const { user, cookie } = await userOn('starter')
		for (const interval of ['monthly', 'annual'] as const) {
			const page = readPage(
				await render(`/billing/change-plan?plan=agency&interval=${interval}`, changePlan, {
					cookie,
				}),
			)
			checkSurface(`change plan (${interval})`, page, {
				show: ['agency'],
				priceShown: (plan) => (interval === 'annual' ? plan.annualPrice : plan.monthlyPrice),
			})
		}
		const { token } = createTestCheckoutToken({
			userId: user.id,
			plan: 'creator_pro',
			interval: 'annual',
			returnPage: 'upgrade',
		})
		const page = readPage(
			await render(`/billing/test-checkout?session=${encodeURIComponent(token)}`, testCheckout, {
				cookie,
			}),
		)
		checkSurface('test checkout', page, {
			show: ['creator_pro'],
			priceShown: (plan) => plan.annualPrice,
		})
		expect(page.text).toContain('TEST MODE')
	})
})
