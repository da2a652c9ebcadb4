// The reel eval script lives in scripts/ (the lead wires it into npm run eval); its test sits
// here with the module it measures.
import { describe, expect, it } from 'vitest'
import { limitSource, runReelEval } from '../../../scripts/eval-reels.ts'

const texts = [
	{
		file: 'bread.md',
		language: 'en',
		content:
			'# Sourdough Table Loaf\n\nFermenting grains has numerous health benefits. Combine 100g of starter with 330g of warm water. Let the dough stand for 30 minutes. Stretch and fold the dough every 30 minutes for 4 hours. Bake the loaf until the crust is deep brown.',
	},
	{
		file: 'commits.md',
		language: 'es',
		content:
			'# Buenas prácticas para escribir commits\n\nEscribir buenos mensajes de commit es importante para que el histórico de tu proyecto sea legible. El título del commit debe ser corto. Usa el verbo en presente para describir el cambio. No uses puntuación innecesaria en el título.',
	},
]

describe('runReelEval', () => {
	it('generates every duration for every text and reports the metrics that must be zero', () => {
		const { reels, summaryLines, failures } = runReelEval({
			texts,
			voices: [{ id: 'V1', text: 'Friendly and direct.' }],
			goals: ['Get more comments'],
		})
		expect(reels).toHaveLength(6)
		expect(new Set(reels.map((r) => r.duration))).toEqual(new Set([30, 60, 90]))
		expect(failures).toEqual([])
		const summary = summaryLines.join('\n')
		for (const metric of [
			'Timing errors: 0',
			'Invented numbers: 0',
			'Words per second per scene',
			'Hook formula coverage',
			'Time per reel',
		]) {
			expect(summary).toContain(metric)
		}
	})
})

describe('limitSource', () => {
	it('cuts a long source at a sentence end within the limit', () => {
		const long = 'One sentence here. '.repeat(600)
		const cut = limitSource(long, 8000)
		expect(cut.length).toBeLessThanOrEqual(8000)
		expect(cut.endsWith('here.')).toBe(true)
	})
})
