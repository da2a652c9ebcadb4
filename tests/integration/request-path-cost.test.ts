// What ADR 033 took off the request path must not change what it answers: the hot paths that
// read or write with plain SQL instead of Prisma's model queries give the same User object and
// the same rows, and a remembered cookie check still ends with a revoked session.
import fs from 'node:fs'
import { Prisma } from '@prisma/client'
import { describe, expect, test } from 'vitest'
import { recordEvents } from '#app/modules/analytics/record-event.server.ts'
import { getRequestSession, getSessionId, getUserById } from '#app/modules/auth/session.server.ts'
import { action as generateApi } from '#app/routes/api/generate.ts'
import { prisma } from '#app/utils/db.server.ts'
import { newRecordId } from '#app/utils/record-id.server.ts'
import { createTestUser, jsonRequest, routeArgs, settle } from './helpers.ts'

describe('plain-SQL reads and writes', () => {
	test('getUserById returns what prisma.user.findUnique returns, key order included', async () => {
		const { user } = await createTestUser({ firstName: 'Ada' })
		await prisma.user.update({
			where: { id: user.id },
			data: { mfaEnabled: true, socialPostsUsedThisMonth: 2, signupMedium: 'email' },
		})
		const expected = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
		const actual = await getUserById(user.id)
		expect(actual).toEqual(expected)
		expect(Object.keys(actual!)).toEqual(Object.keys(expected))
		expect(actual!.mfaEnabled).toBe(true)
		expect(actual!.createdAt).toBeInstanceOf(Date)
		expect(await getUserById('no-such-user')).toBeNull()
	})

	test('the session read answers the user and space, and nothing once expired', async () => {
		const { user, cookie } = await createTestUser()
		const request = new Request('http://localhost/', { headers: { cookie } })
		const session = await getRequestSession(request)
		expect(session).toMatchObject({ userId: user.id, workspaceId: null })
		await prisma.session.update({
			where: { id: session!.id },
			data: { expiresAt: new Date(Date.now() - 1000) },
		})
		expect(await getRequestSession(request)).toBeNull()
	})

	test('a generation is stored with every column as prisma.generation.create wrote it', async () => {
		const { user, cookie } = await createTestUser()
		const response = await settle(() =>
			generateApi(
				routeArgs(
					jsonRequest(
						'/api/generate',
						{
							sourceContent:
								'Clean code is a trap. I spent a week turning duplicated code into one abstraction. My boss asked me to revert it, and he was right.',
							brandVoice: 'Friendly, no emoji',
							contentGoal: 'Drive traffic to the blog',
							seoOptimize: true,
						},
						{ cookie },
					),
				),
			),
		)
		expect(response.status).toBe(200)
		const body = (await response.json()) as { id: string; posts: unknown[] }
		expect(body.id).toMatch(/^c[0-9a-z]{24}$/)
		const stored = await prisma.generation.findUniqueOrThrow({ where: { id: body.id } })
		expect(stored).toMatchObject({
			userId: user.id,
			workspaceId: null,
			kind: 'posts',
			inputType: 'text',
			originalFilename: null,
			brandVoice: 'Friendly, no emoji',
			contentGoal: 'Drive traffic to the blog',
			engine: 'built-in',
			countedAgainstQuota: true,
		})
		expect(JSON.parse(stored.options)).toEqual({ seoOptimize: true })
		expect(JSON.parse(stored.output)).toEqual({ posts: body.posts })
		expect(stored.createdAt.getTime()).toBe(stored.updatedAt.getTime())
		expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
		// The stored text form is Prisma's own, so text comparisons of dates keep working.
		const [raw] = await prisma.$queryRaw<Array<{ createdAt: string }>>`
			SELECT CAST("createdAt" AS TEXT) AS "createdAt" FROM "Generation" WHERE "id" = ${body.id}`
		expect(raw!.createdAt).toBe(stored.createdAt.toISOString().replace('Z', '+00:00'))
		// The unit was spent and the reservation settled in the same transaction.
		expect(await prisma.quotaReservation.count({ where: { userId: user.id } })).toBe(0)
		const event = await prisma.analyticsEvent.findFirstOrThrow({
			where: { userId: user.id, name: 'content_generated' },
		})
		expect(event).toMatchObject({ category: 'engagement', label: 'posts:text', origin: 'server' })
	})

	test('events are stored as createMany stored them, all or nothing', async () => {
		const { user } = await createTestUser()
		const createdAt = new Date('2026-11-20T10:00:00.123Z')
		const count = await recordEvents([
			{ name: 'page_viewed', userId: user.id, origin: 'browser', value: 3, path: '/pricing' },
			{ name: 'page_viewed', userId: user.id, origin: 'browser', label: 'x', createdAt },
		])
		expect(count).toBe(2)
		const rows = await prisma.analyticsEvent.findMany({
			where: { userId: user.id, name: 'page_viewed' },
			orderBy: { createdAt: 'asc' },
		})
		expect(rows).toHaveLength(2)
		expect(rows[0]).toMatchObject({ label: 'x', value: null, source: 'direct', createdAt })
		expect(rows[1]).toMatchObject({ value: 3, path: '/pricing', variants: null })
		// A batch larger than one INSERT goes in whole.
		const many = Array.from({ length: 150 }, () => ({
			name: 'page_viewed' as const,
			userId: user.id,
			origin: 'browser' as const,
		}))
		expect(await recordEvents(many)).toBe(150)
		expect(await prisma.analyticsEvent.count({ where: { userId: user.id } })).toBeGreaterThan(150)
	})

	test('new ids look like Prisma cuids, differ, and sort by time', () => {
		const ids = Array.from({ length: 1000 }, () => newRecordId())
		for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{24}$/)
		expect(new Set(ids).size).toBe(ids.length)
		expect(newRecordId(Date.UTC(2026, 0, 1)) < newRecordId(Date.UTC(2026, 0, 2))).toBe(true)
	})

	test('the Generation INSERT names every column of the model', () => {
		const source = fs.readFileSync('app/modules/generation/metered-generation.server.ts', 'utf8')
		const insert = /INSERT INTO "Generation" \(([^)]*)\)/.exec(source)![1]!
		const columns = [...insert.matchAll(/"(\w+)"/g)].map((m) => m[1]).sort()
		expect(columns).toEqual(Object.values(Prisma.GenerationScalarFieldEnum).sort())
	})

	test('a cookie checked once is remembered, a tampered one is refused, revocation still holds', async () => {
		const { cookie } = await createTestUser()
		const request = () => new Request('http://localhost/', { headers: { cookie } })
		const id = await getSessionId(request())
		expect(id).toEqual(expect.any(String))
		expect(await getSessionId(request())).toBe(id)
		const [name, value] = cookie.split('=') as [string, string]
		const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('A') ? 'B' : 'A'}`
		const forged = new Request('http://localhost/', { headers: { cookie: tampered } })
		expect(await getSessionId(forged)).toBeNull()
		expect(await getSessionId(new Request('http://localhost/'))).toBeNull()
		await prisma.session.delete({ where: { id: id! } })
		expect(await getRequestSession(request())).toBeNull()
	})
})
