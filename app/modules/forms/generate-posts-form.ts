// The dashboard's generator form: the browser checks it live and the action checks it again with
// this same schema. It accepts what the engines' request schema (generation-schemas.ts, used by
// the JSON API) accepts, with per-field messages; generate-posts-form.test.ts keeps them in step.
import * as z from 'zod/mini'
import { parseSubmission } from './submission.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
	POST_SOURCE_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import {
	brandVoiceOrSavedVoice,
	checkbox,
	isBlank,
	optionalChoice,
	optionalText,
	requiredText,
	savedVoiceId,
	shareLink,
	standInText,
} from './schema-rules.ts'

export const OUTPUT_LANGUAGES = ['en', 'es', 'pt'] as const

/** Blank fields also get the form-level message of SPEC §5 ("Please fill in all fields…"). */
export const generatorFields = {
	sourceContent: requiredText(POST_SOURCE_MAX_CHARS, {
		requiredKey: 'forms.required',
		tooLongKey: 'generate.errors.sourceTooLong',
	}),
	// Required unless a saved voice is picked (brandVoiceOrSavedVoice).
	brandVoice: standInText(BRAND_VOICE_MAX_CHARS, 'generate.errors.voiceTooLong'),
	contentGoal: requiredText(CONTENT_GOAL_MAX_CHARS, {
		requiredKey: 'forms.required',
		tooLongKey: 'generate.errors.goalTooLong',
	}),
}

export const GeneratePostsFormSchema = z
	.object({
		...generatorFields,
		seoOptimize: checkbox,
		inputType: z._default(z.enum(['text', 'file']), 'text'),
		originalFilename: optionalText(255, 'generate.errors.failed'),
		characterCount: z.optional(
			z
				.pipe(
					z.string(),
					z.transform((value) => Number(value)),
				)
				.check(z.refine((value) => Number.isInteger(value) && value >= 0)),
		),
		outputLanguage: optionalChoice(OUTPUT_LANGUAGES),
		link: shareLink,
		// A saved voice (app/modules/voices): its text stands in for a blank Brand Voice field.
		brandVoiceId: savedVoiceId,
	})
	.check(
		brandVoiceOrSavedVoice,
		z.refine(
			(value) =>
				typeof value === 'object' &&
				value !== null &&
				!isBlank(value.sourceContent) &&
				(!isBlank(value.brandVoice) || !isBlank(value.brandVoiceId)) &&
				!isBlank(value.contentGoal),
			{ message: 'generate.errors.missingInformation', when: () => true },
		),
	)

export type GeneratePostsForm = z.output<typeof GeneratePostsFormSchema>

/** The browser's check, loaded after hydration (see useSchemaForm). */
export const validateGeneratePostsForm = (formData: FormData) =>
	parseSubmission(formData, GeneratePostsFormSchema)
