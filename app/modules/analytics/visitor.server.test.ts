import { describe, expect, test } from 'vitest'
import { readVisit } from './visitor.server.ts'

const get = (path: string, headers: Record<string, string> = {}) =>
	new Request(`http://localhost${path}`, { headers })

describe('readVisit', () => {
	test('a first page view gets a visitor id and keeps its traffic source', () => {
		const visit = readVisit(get('/pricing?utm_source=reddit&utm_medium=social'))
		expect(visit.visitorId).toMatch(/^v_[\w-]{16,}$/)
		expect(visit.firstTouch).toEqual({ source: 'reddit', medium: 'social', campaign: null })
		expect(visit.setCookies).toEqual([
			expect.stringMatching(
				/^vc_src=reddit%7Csocial%7C; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly/,
			),
			expect.stringMatching(/^vc_vid=v_[\w-]+; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/),
		])
	})

	test('a later visit from elsewhere keeps the first source and the same id', () => {
		const visit = readVisit(
			get('/?utm_source=google', {
				cookie: 'vc_vid=v_abcdefghijklmnopqrstuv; vc_src=twitter%7C%7C',
			}),
		)
		expect(visit).toMatchObject({
			visitorId: 'v_abcdefghijklmnopqrstuv',
			firstTouch: { source: 'twitter' },
			setCookies: [],
		})
	})

	test('a forged cookie is not trusted: a bad id is replaced, a bad source re-read', () => {
		const visit = readVisit(get('/', { cookie: 'vc_vid=<script>; vc_src=%3Cb%3E%7C%7C' }))
		expect(visit.visitorId).toMatch(/^v_/)
		expect(visit.visitorId).not.toBe('<script>')
		expect(visit.firstTouch.source).toBe('b')
	})

	test('health checks, webhooks and API calls get no cookies', () => {
		for (const path of [
			'/resources/healthcheck',
			'/webhooks/stripe',
			'/api/auth/user',
			'/_.data',
		]) {
			const visit = readVisit(get(path))
			expect(visit.setCookies).toEqual([])
			expect(visit.visitorId).toBeNull()
		}
	})

	test('opting out (cookie, Do Not Track, Global Privacy Control) means no id and no cookies', () => {
		const choices: Array<Record<string, string>> = [
			{ cookie: 'vc_optout=1' },
			{ dnt: '1' },
			{ 'sec-gpc': '1' },
		]
		for (const headers of choices) {
			const visit = readVisit(get('/pricing?utm_source=reddit', headers))
			expect(visit).toMatchObject({ optedOut: true, visitorId: null, setCookies: [] })
		}
	})
})
