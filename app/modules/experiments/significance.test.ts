import { describe, expect, test } from 'vitest'
import { compareToControl } from './significance.ts'

describe('compareToControl', () => {
	test('says there is too little data below 100 exposures per group', () => {
		expect(
			compareToControl({ exposures: 99, conversions: 10 }, { exposures: 500, conversions: 90 }),
		).toEqual({
			kind: 'too-little-data',
		})
	})

	test('a clear lift is significant and better; a small one is not', () => {
		const clear = compareToControl(
			{ exposures: 2000, conversions: 100 },
			{ exposures: 2000, conversions: 160 },
		)
		expect(clear).toMatchObject({ kind: 'significant', better: true })
		const small = compareToControl(
			{ exposures: 500, conversions: 50 },
			{ exposures: 500, conversions: 53 },
		)
		expect(small.kind).toBe('not-significant')
	})

	test('a clear drop is significant and worse', () => {
		expect(
			compareToControl(
				{ exposures: 3000, conversions: 300 },
				{ exposures: 3000, conversions: 200 },
			),
		).toMatchObject({ kind: 'significant', better: false })
	})
})
