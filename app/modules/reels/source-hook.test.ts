import { describe, expect, it } from 'vitest'
import { buildSourceModel } from '#app/modules/generation/source-model.ts'
import { sourceHook } from './source-hook.ts'

describe('sourceHook on hostile input', () => {
	it('reads 20 kB of digits, question marks and "from … to" in well under a second', () => {
		const digits = '1'.repeat(5000)
		const sources = [
			`# T\n\n${`de ${digits} a ${digits} `.repeat(2)}.`,
			`# T\n\n${'¿'.repeat(10000)}${'a '.repeat(5000)}?`,
			`# T\n\n${'2. 3. 4. '.repeat(2300)}`,
			`# T\n\nImproved from ${'9'.repeat(20000)} to 1.`,
		]
		for (const source of sources) {
			const started = performance.now()
			sourceHook(buildSourceModel(source))
			expect(performance.now() - started).toBeLessThan(1500)
		}
	})
})
