import { expect, test } from 'vitest'
import { resources } from './resources.ts'

function flatten(node: unknown, prefix = ''): Record<string, string> {
	if (typeof node === 'string') return { [prefix]: node }
	return Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>(
		(all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
		{},
	)
}

const variables = (text: string) =>
	[...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

const en = flatten(resources.en.translation)

for (const language of ['es', 'pt'] as const) {
	const other = flatten(resources[language].translation)

	test(`${language} has exactly the English keys`, () => {
		expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort())
	})

	test(`${language} strings are filled in and keep the same placeholders`, () => {
		for (const [key, text] of Object.entries(other)) {
			expect(text.trim(), key).not.toBe('')
			expect(variables(text), key).toEqual(variables(en[key] ?? ''))
		}
	})
}
