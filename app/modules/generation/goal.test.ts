import { describe, expect, test } from 'vitest'
import {
	allCallToActions,
	callToAction,
	type CtaPlatform,
	classifyGoal,
	type GoalKind,
} from './goal.ts'
import { detectLanguage, type ContentLanguage } from './source-analysis.ts'

describe('classifyGoal', () => {
	test.each([
		['Drive traffic to the blog', 'traffic'],
		['Get more clicks on our website', 'traffic'],
		['Grow engagement', 'engagement'],
		['Spark comments and conversation', 'engagement'],
		['Generate leads', 'leads'],
		['Get more newsletter signups', 'leads'],
		['Build awareness', 'awareness'],
		['Brand visibility', 'awareness'],
		['Sell the product', 'sales'],
		['Grow our community of followers', 'community'],
		['Aumentar las ventas de la tienda', 'sales'],
		['Conseguir más suscriptores', 'leads'],
		['Llevar tráfico al blog', 'traffic'],
		['Gerar tráfego para o site', 'traffic'],
		['Aumentar o engajamento', 'engagement'],
		['Crescer a comunidade', 'community'],
		['Vender mais', 'sales'],
	] as const)('classifies "%s" as %s', (goal, kind) => {
		expect(classifyGoal(goal)).toBe(kind)
	})

	test('defaults to engagement for a goal it cannot read', () => {
		expect(classifyGoal('whatever works')).toBe('engagement')
		expect(classifyGoal('')).toBe('engagement')
	})
})

const kinds: GoalKind[] = ['traffic', 'engagement', 'leads', 'awareness', 'sales', 'community']
const languages: ContentLanguage[] = ['en', 'es', 'pt']
const platforms: CtaPlatform[] = ['twitter', 'linkedin', 'instagram', 'reel']

describe('callToAction', () => {
	test('has a phrase for every goal, language and platform, with no numbers', () => {
		for (const kind of kinds) {
			for (const language of languages) {
				for (const platform of platforms) {
					const cta = callToAction(kind, language, platform)
					expect(cta.length).toBeGreaterThan(3)
					expect(cta).not.toMatch(/\d/u)
				}
			}
		}
		expect(allCallToActions().every((cta) => !/\d/u.test(cta))).toBe(true)
	})

	test('writes in the requested language', () => {
		for (const kind of kinds) {
			for (const language of languages) {
				const text = [
					callToAction(kind, language, 'linkedin'),
					callToAction(kind, language, 'instagram'),
				].join(' ')
				expect(detectLanguage(text), `${kind} ${language}: ${text}`).toBe(language)
			}
		}
	})

	test('sends Instagram readers to the link in bio for traffic', () => {
		expect(callToAction('traffic', 'en', 'instagram')).toMatch(/link in bio/iu)
		expect(callToAction('traffic', 'es', 'instagram')).toMatch(/bio/iu)
		expect(callToAction('traffic', 'pt', 'instagram')).toMatch(/bio/iu)
	})

	test('uses usted in formal Spanish and tú in informal Spanish', () => {
		expect(callToAction('engagement', 'es', 'twitter', { formality: 'formal' })).toBe(
			'¿Qué opina usted?',
		)
		expect(callToAction('engagement', 'es', 'twitter')).toBe('¿Tú qué opinas?')
	})

	test('offers another phrasing for another variant, cycling deterministically', () => {
		const first = callToAction('leads', 'en', 'linkedin', { variant: 0 })
		const second = callToAction('leads', 'en', 'linkedin', { variant: 1 })
		expect(second).not.toBe(first)
		expect(callToAction('leads', 'en', 'linkedin', { variant: 3 })).toBe(first)
	})
})
