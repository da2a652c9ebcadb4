// Deterministic assignment (SPEC §4): a hash of the subject (user id, or the anonymous visitor
// id) and the experiment id gives a bucket 0-99, matched against the cumulative weights; the
// first variant is the fallback. The same subject always lands in the same variant, on any
// device, with no lookup.
import { sha256 } from '@oslojs/crypto/sha2'
import type { Experiment, Variant } from './experiments.ts'

const encoder = new TextEncoder()

export function bucketOf(subjectId: string, experimentId: string): number {
	const digest = sha256(encoder.encode(`${experimentId}:${subjectId}`))
	// The first four bytes as an unsigned integer: uniform enough that modulo 100 is fair.
	const value = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0
	return value % 100
}

export function assignVariant(experiment: Experiment, subjectId: string): Variant {
	const bucket = bucketOf(subjectId, experiment.id)
	let cumulative = 0
	for (const variant of experiment.variants) {
		cumulative += variant.weight
		if (bucket < cumulative) return variant
	}
	return experiment.variants[0]!
}
