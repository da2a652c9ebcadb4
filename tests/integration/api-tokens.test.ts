import { beforeEach, describe, expect, test } from 'vitest'
import { apiTokenMiddleware } from '#app/modules/api-tokens/token-middleware.server.ts'
import { API_SCOPES, TOKEN_RATE_LIMIT, type ApiScope } from '#app/modules/api-tokens/scopes.ts'
import { resetRateLimitsForTests } from '#app/modules/auth/rate-limit.server.ts'
import { action as generateReelApi } from '#app/routes/api/generate-reel.ts'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { loader as generationApi } from '#app/routes/api/generation.ts'
import { loader as generationsApi } from '#app/routes/api/generations.ts'
import { loader as userApi } from '#app/routes/api/auth.user.ts'
import { action as uploadApi } from '#app/routes/api/upload.ts'
import { action as tokensAction, loader as tokensLoader } from '#app/routes/settings/api-tokens.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { fixtureText } from '#tests/fixtures/fixtures.ts'
import { createTestUser, jsonRequest, routeArgs, settle } from './helpers.ts'

const source = fixtureText('english-newsletter')
const postsBody = {
	sourceContent: source,
	brandVoice: 'Friendly and straightforward. No emoji.',
	contentGoal: 'Drive traffic to the blog',
	seoOptimize: true,
}
const reelBody = {
	sourceContent: source,
	brandVoice: 'Calm, expert, a little dry',
	contentGoal: 'Get engineers to read the full guide',
	duration: 30,
	category: 'educational',
	hookType: 'mistake',
}

beforeEach(() => resetRateLimitsForTests())

async function agencyUser() {
	const account = await createTestUser()
	await prisma.user.update({ where: { id: account.user.id }, data: { planType: 'agency' } })
	return account
}

async function setPlan(userId: string, planType: string) {
	await prisma.user.update({ where: { id: userId }, data: { planType } })
}

/** Creates a token through the settings page's form, as a person would. */
async function createToken(
	cookie: string,
	{ name = 'CI pipeline', scopes = [...API_SCOPES] }: { name?: string; scopes?: ApiScope[] } = {},
) {
	const body = new URLSearchParams({ intent: 'create', name })
	for (const scope of scopes) body.append('scopes', scope)
	const request = new Request('http://localhost/settings/api', {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
		body,
	})
	const response = await settle(() => tokensAction(routeArgs(request)))
	return { response, json: (await response.json()) as Record<string, unknown> }
}

async function tokenFor(cookie: string, scopes?: ApiScope[]) {
	const { json } = await createToken(cookie, { scopes })
	expect(json.status).toBe('created')
	return json.token as string
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

function getRequest(path: string, headers: Record<string, string> = {}) {
	return new Request(`http://localhost${path}`, {
		headers: { 'x-client-ip': '10.0.0.3', ...headers },
	})
}

function uploadRequest(headers: Record<string, string>) {
	const form = new FormData()
	form.set('file', new File(['# Notes\n\nShort notes about writing every morning.'], 'notes.md'))
	return new Request('http://localhost/api/upload', { method: 'POST', body: form, headers })
}

describe('API token lifecycle', () => {
	test('an Agency owner creates a token, sees it once, uses it, and revokes it', async () => {
		const { user, cookie } = await agencyUser()
		const { response, json } = await createToken(cookie, { name: 'Zapier' })
		expect(response.status).toBe(200)
		const token = json.token as string
		expect(token).toMatch(/^vc_[\w-]{40,}$/)

		// Only a hash is stored; the list shows the start, never the token.
		const stored = await prisma.apiToken.findFirstOrThrow({ where: { userId: user.id } })
		expect(stored.tokenHash).not.toContain(token.slice(3))
		expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/)
		const page = (await tokensLoader(routeArgs(getRequest('/settings/api', { cookie })))) as {
			tokens: Array<{ name: string; tokenStart: string; lastUsedAt: string | null }>
		}
		expect(page.tokens).toHaveLength(1)
		expect(page.tokens[0]).toMatchObject({ name: 'Zapier', lastUsedAt: null })
		expect(JSON.stringify(page)).not.toContain(token)
		expect(token.startsWith(page.tokens[0]!.tokenStart)).toBe(true)

		const me = await settle(() => userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))))
		expect(me.status).toBe(200)
		expect((await me.json()).email).toBe(user.email)
		const used = await prisma.apiToken.findUniqueOrThrow({ where: { id: stored.id } })
		expect(used.lastUsedAt).not.toBeNull()
		// Shown to the minute: a call within the minute writes nothing, a later one moves it.
		const recently = new Date(Date.now() - 30_000)
		await prisma.apiToken.update({ where: { id: stored.id }, data: { lastUsedAt: recently } })
		await settle(() => userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))))
		expect(
			(await prisma.apiToken.findUniqueOrThrow({ where: { id: stored.id } })).lastUsedAt,
		).toEqual(recently)
		const longAgo = new Date(Date.now() - 120_000)
		await prisma.apiToken.update({ where: { id: stored.id }, data: { lastUsedAt: longAgo } })
		await settle(() => userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))))
		expect(
			(await prisma.apiToken.findUniqueOrThrow({ where: { id: stored.id } })).lastUsedAt!.getTime(),
		).toBeGreaterThan(Date.now() - 5_000)

		const revokeBody = new URLSearchParams({ intent: 'revoke', tokenId: stored.id })
		const revoked = await settle(() =>
			tokensAction(
				routeArgs(
					new Request('http://localhost/settings/api', {
						method: 'POST',
						headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
						body: revokeBody,
					}),
				),
			),
		)
		expect((await revoked.json()).status).toBe('revoked')
		const after = await settle(() =>
			userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))),
		)
		expect(after.status).toBe(401)
		expect((await after.json()).code).toBe('REVOKED_TOKEN')
		expect(after.headers.get('www-authenticate')).toContain('invalid_token')
	})

	test('another account cannot revoke my token by its id', async () => {
		const owner = await agencyUser()
		await tokenFor(owner.cookie)
		const stored = await prisma.apiToken.findFirstOrThrow({ where: { userId: owner.user.id } })
		const other = await agencyUser()
		const response = await settle(() =>
			tokensAction(
				routeArgs(
					new Request('http://localhost/settings/api', {
						method: 'POST',
						headers: {
							'content-type': 'application/x-www-form-urlencoded',
							cookie: other.cookie,
						},
						body: new URLSearchParams({ intent: 'revoke', tokenId: stored.id }),
					}),
				),
			),
		)
		expect(response.status).toBe(404)
		expect((await prisma.apiToken.findUniqueOrThrow({ where: { id: stored.id } })).revokedAt).toBe(
			null,
		)
	})

	test('a token without a name or scopes is refused with field messages, and nothing is stored', async () => {
		const { user, cookie } = await agencyUser()
		const { response, json } = await createToken(cookie, { name: '  ', scopes: [] })
		expect(response.status).toBe(400)
		expect(json.errors).toEqual({
			name: 'apiTokens.errors.nameRequired',
			scopes: 'apiTokens.errors.scopesRequired',
		})
		expect(await prisma.apiToken.count({ where: { userId: user.id } })).toBe(0)
	})

	test('Free and Pro accounts cannot create tokens, and see what Agency adds', async () => {
		for (const planType of ['starter', 'creator_pro']) {
			const { user, cookie } = await createTestUser()
			await setPlan(user.id, planType)
			const { response, json } = await createToken(cookie)
			expect(response.status).toBe(403)
			expect(json.errors).toEqual({ form: 'apiTokens.errors.planRequired' })
			const page = (await tokensLoader(routeArgs(getRequest('/settings/api', { cookie })))) as {
				eligible: boolean
				planType: string
			}
			// The page then shows the Agency offer for this plan (AgencyUpsell).
			expect(page).toMatchObject({ eligible: false, planType })
		}
	})
})

describe('calls with a token', () => {
	test('every API call works with a token that has its scope', async () => {
		const { user, cookie } = await agencyUser()
		const token = await tokenFor(cookie)

		const posts = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', postsBody, bearer(token)))),
		)
		expect(posts.status).toBe(200)
		const postsJson = await posts.json()
		expect(postsJson.posts).toHaveLength(3)
		expect(postsJson.usage).toEqual({ used: 1, limit: 500, remaining: 499 })

		const reel = await settle(() =>
			generateReelApi(routeArgs(jsonRequest('/api/generate-reel', reelBody, bearer(token)))),
		)
		expect(reel.status).toBe(200)
		expect((await reel.json()).reelScript.duration).toBe(30)

		const upload = await settle(() => uploadApi(routeArgs(uploadRequest(bearer(token)))))
		expect(upload.status).toBe(200)
		expect((await upload.json()).originalFilename).toBe('notes.md')

		const list = await settle(() =>
			generationsApi(routeArgs(getRequest('/api/generations?limit=10', bearer(token)))),
		)
		expect(list.status).toBe(200)
		const listJson = await list.json()
		expect(listJson.total).toBe(2)
		expect(listJson.generations.map((each: { kind: string }) => each.kind)).toEqual([
			'reel',
			'posts',
		])

		const one = await settle(() =>
			generationApi(
				routeArgs(getRequest(`/api/generations/${postsJson.id}`, bearer(token)), {
					id: postsJson.id,
				}),
			),
		)
		expect(one.status).toBe(200)
		expect((await one.json()).posts).toEqual(postsJson.posts)

		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored).toMatchObject({
			socialPostsUsedThisMonth: 1,
			reelScriptsUsedThisMonth: 1,
			fileUploadsUsedThisMonth: 1,
		})
	})

	test('a token without the scope gets 403 and spends nothing', async () => {
		const { user, cookie } = await agencyUser()
		const token = await tokenFor(cookie, ['history:read'])
		const calls = [
			() => generateApi(routeArgs(jsonRequest('/api/generate', postsBody, bearer(token)))),
			() => generateReelApi(routeArgs(jsonRequest('/api/generate-reel', reelBody, bearer(token)))),
			() => uploadApi(routeArgs(uploadRequest(bearer(token)))),
		]
		for (const call of calls) {
			const response = await settle(call)
			expect(response.status).toBe(403)
			const json = await response.json()
			expect(json.code).toBe('INSUFFICIENT_SCOPE')
			expect(json.message ?? json.error).toMatch(
				/needs the "(generate:posts|generate:reels|upload)" scope/,
			)
		}
		const postsOnly = await tokenFor(cookie, ['generate:posts'])
		const history = await settle(() =>
			generationsApi(routeArgs(getRequest('/api/generations', bearer(postsOnly)))),
		)
		expect(history.status).toBe(403)
		const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		expect(stored.socialPostsUsedThisMonth + stored.reelScriptsUsedThisMonth).toBe(0)
		expect(stored.fileUploadsUsedThisMonth).toBe(0)
	})

	test('when the plan drops below Agency the tokens stop, say why, and work again once it is back', async () => {
		const { user, cookie } = await agencyUser()
		const token = await tokenFor(cookie)
		await setPlan(user.id, 'creator_pro')
		const refused = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', postsBody, bearer(token)))),
		)
		expect(refused.status).toBe(403)
		const json = await refused.json()
		expect(json.code).toBe('PLAN_REQUIRED')
		expect(json.message).toContain('now on Creator Pro')
		expect(
			(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).socialPostsUsedThisMonth,
		).toBe(0)

		const page = (await tokensLoader(routeArgs(getRequest('/settings/api', { cookie })))) as {
			eligible: boolean
			tokens: unknown[]
		}
		expect(page).toMatchObject({ eligible: false })
		expect(page.tokens).toHaveLength(1)

		await setPlan(user.id, 'agency')
		const back = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', postsBody, bearer(token)))),
		)
		expect(back.status).toBe(200)
	})

	test('a token over its quota gets the same 429 as the cookie session', async () => {
		const { user, cookie } = await agencyUser()
		const token = await tokenFor(cookie)
		await prisma.user.update({
			where: { id: user.id },
			data: { socialPostsUsedThisMonth: 500 },
		})
		const viaToken = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', postsBody, bearer(token)))),
		)
		const viaCookie = await settle(() =>
			generateApi(routeArgs(jsonRequest('/api/generate', postsBody, { cookie }))),
		)
		expect(viaToken.status).toBe(429)
		expect(viaCookie.status).toBe(429)
		expect(await viaToken.json()).toEqual(await viaCookie.json())
	})

	test('bad, unknown and non-Bearer credentials get 401 even with a valid cookie alongside', async () => {
		const { cookie } = await agencyUser()
		for (const authorization of [
			'Bearer vc_not-a-real-token',
			'Bearer something-else',
			'Bearer',
			'Basic dXNlcjpwYXNz',
		]) {
			const response = await settle(() =>
				userApi(routeArgs(getRequest('/api/auth/user', { authorization, cookie }))),
			)
			expect(response.status, authorization).toBe(401)
			expect((await response.json()).code).toBe('INVALID_TOKEN')
		}
	})

	test(`the ${TOKEN_RATE_LIMIT.max + 1}th call in a minute gets 429 with Retry-After`, async () => {
		const { cookie } = await agencyUser()
		const token = await tokenFor(cookie)
		for (let i = 0; i < TOKEN_RATE_LIMIT.max; i++) {
			const response = await settle(() =>
				userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))),
			)
			expect(response.status).toBe(200)
		}
		const limited = await settle(() =>
			userApi(routeArgs(getRequest('/api/auth/user', bearer(token)))),
		)
		expect(limited.status).toBe(429)
		expect((await limited.json()).code).toBe('RATE_LIMITED')
		const retryAfter = Number(limited.headers.get('retry-after'))
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(60)
		// The limit is per token: another token of the same account still works.
		const second = await tokenFor(cookie)
		const other = await settle(() =>
			userApi(routeArgs(getRequest('/api/auth/user', bearer(second)))),
		)
		expect(other.status).toBe(200)
	})
})

describe('the token middleware', () => {
	const args = (path: string, headers: Record<string, string>) =>
		routeArgs(new Request(`http://localhost${path}`, { method: 'POST', headers }))

	test('refuses token calls to sign-in and billing endpoints with 403', async () => {
		for (const path of ['/api/downgrade', '/api/create-checkout-session', '/api/auth/signout']) {
			const response = (await apiTokenMiddleware(
				args(path, { authorization: 'Bearer vc_x' }),
				async () => new Response('reached the route'),
			)) as Response
			expect(response.status, path).toBe(403)
			expect((await response.json()).code).toBe('TOKEN_NOT_ACCEPTED')
		}
	})

	test('never lets a token call set a cookie', async () => {
		const response = (await apiTokenMiddleware(
			args('/api/generate', { authorization: 'Bearer vc_x' }),
			async () =>
				new Response('{}', { headers: { 'set-cookie': 'lng=es; Path=/', 'x-kept': 'yes' } }),
		)) as Response
		expect(response.headers.get('set-cookie')).toBeNull()
		expect(response.headers.get('x-kept')).toBe('yes')
	})

	test('leaves cookie-session calls alone', async () => {
		const response = (await apiTokenMiddleware(
			args('/api/downgrade', { cookie: '__session=x' }),
			async () => new Response('reached', { headers: { 'set-cookie': 'a=b' } }),
		)) as Response
		expect(await response.text()).toBe('reached')
		expect(response.headers.get('set-cookie')).toBe('a=b')
	})
})
