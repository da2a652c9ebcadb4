import { z } from 'zod'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
	countCharacters,
	POST_SOURCE_MAX_CHARS,
} from './generation-limits.ts'
import { isWebAddress, LINK_MAX_CHARS } from './post-links.ts'

/** The "Link to share" field: an http(s) address, or nothing. */
export const shareLinkField = z
	.string()
	.optional()
	.transform((value) => value?.trim() || undefined)
	.refine(
		(value) => value === undefined || value.length <= LINK_MAX_CHARS,
		'postLinks.errors.tooLong',
	)
	.refine((value) => value === undefined || isWebAddress(value), 'postLinks.errors.invalid')

/** The id of a saved voice picked in a generator form or sent to the API ("" means none). */
export const brandVoiceIdField = z
	.string()
	.trim()
	.max(64, 'voices.errors.notFound')
	.optional()
	.transform((value) => value || undefined)

const checkbox = z
	.union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])])
	.transform((value) => value === true || value === 'on' || value === 'true' || value === '1')

/** A trimmed text field (CRLF folded) of at most `max` characters as a person counts them. */
export function limitedText(max: number, tooLongKey: string) {
	return z
		.string()
		.optional()
		.default('')
		.transform((value) => value.replace(/\r\n?/g, '\n').trim())
		.refine(
			// The code-unit bound first: a few letters with thousands of combining marks count as
			// a few characters but would still cost the engines their length in work.
			(value) => value.length <= max * 8 && countCharacters(value) <= max,
			tooLongKey,
		)
}

/**
 * The Generate request of SPEC §3. Messages are i18n keys. Blank fields are reported together
 * (SPEC §5: "Please fill in all fields…"), so they are checked after the shape.
 */
export const GeneratePostsSchema = z
	.object({
		sourceContent: limitedText(POST_SOURCE_MAX_CHARS, 'generate.errors.sourceTooLong'),
		brandVoice: limitedText(BRAND_VOICE_MAX_CHARS, 'generate.errors.voiceTooLong'),
		contentGoal: limitedText(CONTENT_GOAL_MAX_CHARS, 'generate.errors.goalTooLong'),
		// An unchecked checkbox is absent from a form post; the API sends a boolean.
		seoOptimize: checkbox.optional().default(false),
		inputType: z.enum(['text', 'file']).optional().default('text'),
		originalFilename: z.string().trim().max(255).optional(),
		characterCount: z.coerce.number().int().min(0).optional(),
		outputLanguage: z
			.enum(['en', 'es', 'pt'])
			.optional()
			.or(z.literal('').transform(() => undefined)),
		link: shareLinkField,
		// A saved voice (app/modules/voices): its text stands in for a blank Brand Voice field.
		brandVoiceId: brandVoiceIdField,
	})
	.superRefine((value, ctx) => {
		if (!value.sourceContent || !(value.brandVoice || value.brandVoiceId) || !value.contentGoal) {
			ctx.addIssue({
				code: 'custom',
				path: ['form'],
				message: 'generate.errors.missingInformation',
			})
		}
	})

export type GeneratePostsRequest = z.infer<typeof GeneratePostsSchema>
