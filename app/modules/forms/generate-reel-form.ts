// The reel generator's form, checked live in the browser and again by the /reels action. It
// accepts what the engines' reel schema (reel-schemas.ts, used by the JSON API) accepts;
// generate-reel-form.test.ts keeps the two in step.
import * as z from 'zod/mini'
import { parseSubmission } from './submission.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import {
	DEFAULT_REEL_DURATION,
	HOOK_TYPES,
	REEL_CATEGORIES,
	REEL_SOURCE_MAX_CHARS,
} from '#app/modules/reels/reel-options.ts'
import {
	allFilledIn,
	brandVoiceOrSavedVoice,
	requiredText,
	sourceDetails,
	standInText,
} from './schema-rules.ts'

const required = { requiredKey: 'forms.required' }

export const GenerateReelFormSchema = z
	.object({
		sourceContent: requiredText(REEL_SOURCE_MAX_CHARS, {
			...required,
			tooLongKey: 'reels.errors.tooLong',
		}),
		// Required unless a saved voice is picked (brandVoiceOrSavedVoice).
		brandVoice: standInText(BRAND_VOICE_MAX_CHARS, 'generate.errors.voiceTooLong'),
		contentGoal: requiredText(CONTENT_GOAL_MAX_CHARS, {
			...required,
			tooLongKey: 'generate.errors.goalTooLong',
		}),
		// Any other value falls back to 30 seconds, as the API does.
		duration: z.pipe(
			z.optional(z.string()),
			z.transform((value) =>
				value === '60' ? 60 : value === '90' ? 90 : (DEFAULT_REEL_DURATION as 30 | 60 | 90),
			),
		),
		category: z.enum(REEL_CATEGORIES, { error: 'forms.chooseOne' }),
		hookType: z.enum(HOOK_TYPES, { error: 'forms.chooseOne' }),
		...sourceDetails,
	})
	.check(
		brandVoiceOrSavedVoice,
		// SPEC §5: "Please fill in all required fields", besides each field's own message.
		allFilledIn(
			['sourceContent', 'brandVoice', 'contentGoal', 'category', 'hookType'],
			'reels.errors.required',
		),
	)

export type GenerateReelForm = z.output<typeof GenerateReelFormSchema>

/** The browser's check, loaded after hydration (see useSchemaForm). */
export const validateGenerateReelForm = (formData: FormData) =>
	parseSubmission(formData, GenerateReelFormSchema)
