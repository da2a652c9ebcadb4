import { describe, expect, test } from 'vitest'
import { readGoal } from './goal-reading.ts'

describe('readGoal', () => {
	test('finds the offer and the audience in the goal’s own words', () => {
		expect(
			readGoal('Get engineering managers to read our guide to writing outage post-mortems'),
		).toMatchObject({
			intent: 'traffic',
			offer: 'our guide to writing outage post-mortems',
			audience: 'engineering managers',
			wantsLink: true,
		})
	})

	test('keeps the URL a goal gives', () => {
		expect(readGoal('Levar leitores para o blog https://exemplo.com.br/post')).toMatchObject({
			intent: 'traffic',
			url: 'https://exemplo.com.br/post',
		})
	})

	test('names no product for a sale with nothing named to sell', () => {
		expect(readGoal('Sell the product')).toMatchObject({
			intent: 'sales',
			product: null,
			offer: null,
		})
		expect(
			readGoal('Sell our sourdough starter kit at https://shop.example.com/kit'),
		).toMatchObject({
			intent: 'sales',
			product: 'our sourdough starter kit',
			url: 'https://shop.example.com/kit',
		})
		expect(readGoal('Aumentar las ventas del curso "Git Pro"').product).toBe('Git Pro')
	})

	test('tells newsletters, calls, hiring and events apart', () => {
		expect(readGoal('Get more newsletter subscribers')).toMatchObject({
			intent: 'leads',
			leadKind: 'newsletter',
		})
		expect(readGoal('Book discovery calls with founders')).toMatchObject({
			intent: 'leads',
			leadKind: 'call',
			offer: 'discovery calls',
		})
		expect(readGoal('We are hiring two backend engineers')).toMatchObject({
			intent: 'hiring',
			offer: 'backend engineers',
		})
		expect(readGoal('Fill seats for our October webinar on pricing')).toMatchObject({
			intent: 'event',
			offer: 'our October webinar on pricing',
		})
	})

	test('asks for no link where the goal is a conversation or reach', () => {
		expect(readGoal('Grow engagement').wantsLink).toBe(false)
		expect(readGoal('Build awareness').wantsLink).toBe(false)
	})

	test('finds the offer where a goal sends readers without a verb ("to our full guide")', () => {
		expect(readGoal('Get readers to our full guide at https://example.com/guide')).toMatchObject({
			intent: 'traffic',
			offer: 'our full guide',
			url: 'https://example.com/guide',
		})
		expect(readGoal('Drive traffic to our blog').offer).toBeNull()
	})
})
