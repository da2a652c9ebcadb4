import { describe, expect, test } from 'vitest'
import { classifyTrafficSource } from './traffic-source.ts'

const page = (query = '') => new URL(`https://vibecast.app/pricing${query}`)

describe('classifyTrafficSource', () => {
	test.each([
		// utm_source wins, with its medium and campaign
		[
			'?utm_source=reddit&utm_medium=social&utm_campaign=Launch Week',
			null,
			'reddit',
			'social',
			'launch_week',
		],
		['?utm_source=x', null, 'twitter', null, null],
		['?utm_source=Newsletter', 'https://www.google.com/', 'newsletter', null, null],
		// then ref
		['?ref=producthunt', null, 'producthunt', 'ref', null],
		['?ref=fb', null, 'facebook', 'ref', null],
		// then the referrer's host
		['', 'https://t.co/abc', 'twitter', 'social', null],
		['', 'https://x.com/someone/status/1', 'twitter', 'social', null],
		['', 'https://old.reddit.com/r/marketing', 'reddit', 'social', null],
		['', 'https://l.facebook.com/l.php', 'facebook', 'social', null],
		['', 'https://www.instagram.com/', 'instagram', 'social', null],
		['', 'https://www.linkedin.com/feed/', 'linkedin', 'social', null],
		['', 'https://www.tiktok.com/@creator', 'tiktok', 'social', null],
		['', 'https://m.youtube.com/watch?v=1', 'youtube', 'social', null],
		['', 'https://www.google.com/', 'google', 'organic', null],
		['', 'https://www.google.com.br/', 'google', 'organic', null],
		['', 'https://www.bing.com/search?q=vibecast', 'bing', 'organic', null],
		['', 'https://duckduckgo.com/', 'duckduckgo', 'organic', null],
		['', 'https://blog.example.org/post', 'referral:blog.example.org', 'referral', null],
		// nothing, the app itself, or a referrer that is not a web page: direct
		['', null, 'direct', null, null],
		['', 'https://vibecast.app/', 'direct', null, null],
		['', 'android-app://com.slack', 'direct', null, null],
		['', 'not a url', 'direct', null, null],
		['?utm_source=%20%20', null, 'direct', null, null],
	])('%s from %s → %s', (query, referrer, source, medium, campaign) => {
		expect(classifyTrafficSource({ url: page(query), referrer })).toEqual({
			source,
			medium,
			campaign,
		})
	})

	test('a source is a short label: markup and long text are cut down', () => {
		const { source } = classifyTrafficSource({
			url: page(`?utm_source=${encodeURIComponent('<script>alert(1)</script>' + 'a'.repeat(200))}`),
		})
		expect(source).toMatch(/^[a-z0-9._-]{1,60}$/)
	})
})
