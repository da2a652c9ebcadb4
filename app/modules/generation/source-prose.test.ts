import { describe, expect, test } from 'vitest'
import { isOnlyCode } from './source-prose.ts'

describe('isOnlyCode', () => {
	test('a cheat sheet of snippets, fenced or not, is only code', () => {
		expect(
			isOnlyCode(
				"```javascript\n// Transforma cada número multiplicando por 2\n[1, 2, 3].map(n => n * 2);\n['🥝', '🥦', '🥩'].filter(n => n !== '🥩');\n```\n",
			),
		).toBe(true)
		expect(
			isOnlyCode(
				'const total = items.reduce((sum, item) => sum + item, 0);\nexport default total;\n',
			),
		).toBe(true)
		expect(isOnlyCode('server {\n    listen 80;\n    root /var/www;\n}\n')).toBe(true)
	})

	test('prose with code in it, or no code at all, is not', () => {
		expect(
			isOnlyCode(
				'Here is how map works on an array of numbers:\n\n```js\n[1, 2, 3].map(n => n * 2)\n```\n',
			),
		).toBe(false)
		expect(isOnlyCode('x')).toBe(false)
		expect(isOnlyCode('A paragraph about baking bread on Mondays.')).toBe(false)
		expect(
			isOnlyCode('title: Notes\n\nWe moved the blog to a new host last week and it is faster.'),
		).toBe(false)
	})

	test('reads a long text line by line (a pattern that backtracked would hang here)', () => {
		expect(isOnlyCode(`${'a = [1, 2, 3];\n'.repeat(5000)}${' '.repeat(50_000)}`)).toBe(true)
		// One long line of brackets or of "<": each was once a start the pattern scanned to the end
		// from (188 ms on 8,000 characters); now the line is read once.
		for (const line of ['('.repeat(8000), '<'.repeat(8000), `${'='.repeat(8000)}x`])
			expect(isOnlyCode(line)).toBe(false)
	})
})

describe('isOnlyCode on prose that looks like markup', () => {
	test('an HTML post, a timestamped transcript and a list ending on ";" are prose', () => {
		expect(
			isOnlyCode(
				"---\ntitle: 'Despliega en viernes'\nseason: 03\n---\n\n<p><strong>¡No hagas despliegue a producción en viernes!</strong> O eso dicen.</p>\n",
			),
		).toBe(false)
		expect(
			isOnlyCode('[00:00:00] Today, I want to talk about memory.\n[00:00:03] Memory matters.\n'),
		).toBe(false)
		expect(
			isOnlyCode('- explicar os serviços de forma clara;\n- mostrar exemplos de projetos;\n'),
		).toBe(false)
	})
})
