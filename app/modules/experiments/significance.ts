// How sure a difference in conversion is: a two-proportion z-test of a variant against the
// control. With few visitors the honest answer is "not enough data yet".

export type Confidence =
	| { kind: 'control' }
	| { kind: 'too-little-data' }
	| { kind: 'significant'; better: boolean; confidence: number }
	| { kind: 'not-significant'; confidence: number }

export const MIN_EXPOSURES = 100

/** Abramowitz-Stegun approximation of the normal CDF (enough for a confidence label). */
function normalCdf(z: number) {
	const t = 1 / (1 + 0.2316419 * Math.abs(z))
	const d = 0.3989423 * Math.exp((-z * z) / 2)
	const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))))
	return z > 0 ? 1 - p : p
}

export function compareToControl(
	control: { exposures: number; conversions: number },
	variant: { exposures: number; conversions: number },
): Exclude<Confidence, { kind: 'control' }> {
	if (control.exposures < MIN_EXPOSURES || variant.exposures < MIN_EXPOSURES) {
		return { kind: 'too-little-data' }
	}
	const p1 = control.conversions / control.exposures
	const p2 = variant.conversions / variant.exposures
	const pooled =
		(control.conversions + variant.conversions) / (control.exposures + variant.exposures)
	const se = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposures + 1 / variant.exposures))
	if (se === 0) return { kind: 'not-significant', confidence: 0 }
	const z = (p2 - p1) / se
	const confidence = Math.round((1 - 2 * (1 - normalCdf(Math.abs(z)))) * 1000) / 10
	return confidence >= 95
		? { kind: 'significant', better: p2 > p1, confidence }
		: { kind: 'not-significant', confidence }
}
