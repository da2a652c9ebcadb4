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
	allFilledIn,
	brandVoiceOrSavedVoice,
	checkbox,
	requiredText,
	sourceDetails,
	standInText,
} from './schema-rules.ts'

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
		...sourceDetails,
	})
	.check(
		brandVoiceOrSavedVoice,
		allFilledIn(
			['sourceContent', 'brandVoice', 'contentGoal'],
			'generate.errors.missingInformation',
		),
	)

export type GeneratePostsForm = z.output<typeof GeneratePostsFormSchema>

/** The browser's check, loaded after hydration (see useSchemaForm). */
export const validateGeneratePostsForm = (formData: FormData) =>
	parseSubmission(formData, GeneratePostsFormSchema)
