// The /voices form, checked live in the browser (conform) and again by the action with this same
// schema. It is written with zod/mini, like the other form schemas (ADR 011). Messages are i18n
// keys.
import * as z from 'zod/mini'
import { parseSubmission } from '#app/modules/forms/submission.ts'
import { requiredText } from '#app/modules/forms/schema-rules.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	countCharacters,
} from '#app/modules/generation/generation-limits.ts'
import {
	MAX_VOICE_SAMPLE_CHARS,
	MAX_VOICE_SAMPLES,
	splitVoiceSamples,
} from '#app/modules/generation/voice-samples.ts'

export const VOICE_NAME_MAX_CHARS = 60
/** The samples textarea: every sample at its longest, plus the separator lines. */
export const VOICE_SAMPLES_FIELD_MAX_CHARS = MAX_VOICE_SAMPLES * (MAX_VOICE_SAMPLE_CHARS + 5)

const samplesText = z
	.pipe(
		z.optional(z.string()),
		z.transform((value) => value ?? ''),
	)
	.check(
		z.refine(
			(value) => value.length <= VOICE_SAMPLES_FIELD_MAX_CHARS,
			'voices.errors.sampleTooLong',
		),
	)

/** A saved brand voice as the /voices form posts it. */
export const BrandVoiceSchema = z.object({
	name: z
		.pipe(
			z.optional(z.string()),
			z.transform((value) => (value ?? '').replace(/\s+/g, ' ').trim()),
		)
		.check(
			z.refine((value) => value.length > 0, 'voices.errors.nameRequired'),
			z.refine(
				(value) => countCharacters(value) <= VOICE_NAME_MAX_CHARS,
				'voices.errors.nameTooLong',
			),
		),
	description: requiredText(BRAND_VOICE_MAX_CHARS, {
		requiredKey: 'voices.errors.descriptionRequired',
		tooLongKey: 'voices.errors.descriptionTooLong',
	}),
	// One textarea: posts separated by a line holding only `---`.
	samples: z.pipe(samplesText, z.transform(splitVoiceSamples)).check(
		z.refine((samples) => samples.length <= MAX_VOICE_SAMPLES, 'voices.errors.tooManySamples'),
		z.refine(
			(samples) => samples.every((sample) => countCharacters(sample) <= MAX_VOICE_SAMPLE_CHARS),
			'voices.errors.sampleTooLong',
		),
	),
})

export type BrandVoiceInput = z.output<typeof BrandVoiceSchema>

/** The browser's check, loaded after hydration (see useSchemaForm). */
export const validateBrandVoice = (formData: FormData) =>
	parseSubmission(formData, BrandVoiceSchema)
