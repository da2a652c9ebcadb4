import { z } from 'zod'
import {
	BRAND_VOICE_MAX_CHARS,
	countCharacters,
} from '#app/modules/generation/generation-limits.ts'
import { limitedText } from '#app/modules/generation/generation-schemas.ts'
import {
	MAX_VOICE_SAMPLE_CHARS,
	MAX_VOICE_SAMPLES,
	splitVoiceSamples,
} from '#app/modules/generation/voice-samples.ts'

export const VOICE_NAME_MAX_CHARS = 60
/** The samples textarea: every sample at its longest, plus the separator lines. */
export const VOICE_SAMPLES_FIELD_MAX_CHARS = MAX_VOICE_SAMPLES * (MAX_VOICE_SAMPLE_CHARS + 5)

/** A saved brand voice as the /voices form posts it. Messages are i18n keys. */
export const BrandVoiceSchema = z.object({
	name: z
		.string()
		.optional()
		.default('')
		.transform((value) => value.replace(/\s+/g, ' ').trim())
		.refine((value) => value.length > 0, 'voices.errors.nameRequired')
		.refine((value) => countCharacters(value) <= VOICE_NAME_MAX_CHARS, 'voices.errors.nameTooLong'),
	description: limitedText(BRAND_VOICE_MAX_CHARS, 'voices.errors.descriptionTooLong').refine(
		(value) => value.length > 0,
		'voices.errors.descriptionRequired',
	),
	// One textarea: posts separated by a line holding only `---`.
	samples: z
		.string()
		.optional()
		.default('')
		.refine((value) => value.length <= VOICE_SAMPLES_FIELD_MAX_CHARS, 'voices.errors.sampleTooLong')
		.transform(splitVoiceSamples)
		.refine((samples) => samples.length <= MAX_VOICE_SAMPLES, 'voices.errors.tooManySamples')
		.refine(
			(samples) => samples.every((sample) => countCharacters(sample) <= MAX_VOICE_SAMPLE_CHARS),
			'voices.errors.sampleTooLong',
		),
})

export type BrandVoiceInput = z.infer<typeof BrandVoiceSchema>
