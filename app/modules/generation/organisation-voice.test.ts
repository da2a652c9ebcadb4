import { describe, expect, test } from 'vitest'
import { withOrganisationAsSubject } from './organisation-voice.ts'

const SOURCE =
	'PostHog, PostHog, Artsy and Artsy, Basecamp and Basecamp, Acme and Acme, Christmas and Christmas.'
const recruiter = 'Recruiting partner for early-stage startups. Straight-talking. No emoji.'

describe('withOrganisationAsSubject', () => {
	test('"At PostHog, we\'ve written…" is said of PostHog by a brand that is not PostHog', () => {
		expect(
			withOrganisationAsSubject(
				"At PostHog, we've written job ads that have received 9,000 applicants in the last 12 months.",
				recruiter,
				SOURCE,
			),
		).toBe('PostHog has written job ads that have received 9,000 applicants in the last 12 months.')
		expect(
			withOrganisationAsSubject(
				'At PostHog, we believe that iterating is better than not shipping anything.',
				recruiter,
				SOURCE,
			),
		).toBe('PostHog believes that iterating is better than not shipping anything.')
		expect(
			withOrganisationAsSubject(
				"At Artsy we've been using TSLint for a few years now.",
				recruiter,
				SOURCE,
			),
		).toBe('Artsy has been using TSLint for a few years now.')
		expect(
			withOrganisationAsSubject(
				'At Basecamp we kept the original design for years.',
				recruiter,
				SOURCE,
			),
		).toBe('Basecamp kept the original design for years.')
	})

	test('"our" later in the sentence becomes "its"; "us" leaves the sentence as it is', () => {
		expect(
			withOrganisationAsSubject('At Acme, we ship our app every Friday.', recruiter, SOURCE),
		).toBe('Acme ships its app every Friday.')
		expect(
			withOrganisationAsSubject('At Acme, we ask users to tell us what broke.', recruiter, SOURCE),
		).toBe('At Acme, we ask users to tell us what broke.')
	})

	test('a brand voice that names the company keeps its "we"', () => {
		const own = "PostHog's own account: dev tools for product engineers. Candid."
		const sentence = "At PostHog, we've written job ads that have received 9,000 applicants."
		expect(withOrganisationAsSubject(sentence, own, SOURCE)).toBe(sentence)
	})

	test('sentences without "At X, we" are left alone', () => {
		for (const sentence of [
			"We've started putting more effort into our job ads.",
			'At first, we thought it would be easy.',
			'At the end of the day, we shipped it.',
			'At Christmas, we closed the shop for a week.',
		])
			expect(withOrganisationAsSubject(sentence, recruiter, SOURCE)).toBe(sentence)
	})
})
