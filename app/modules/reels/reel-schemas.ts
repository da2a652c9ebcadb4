import { z } from 'zod'
import {
	brandVoiceIdField,
	limitedText,
	shareLinkField,
} from '#app/modules/generation/generation-schemas.ts'
import {
	BRAND_VOICE_MAX_CHARS,
	CONTENT_GOAL_MAX_CHARS,
} from '#app/modules/generation/generation-limits.ts'
import {
	DEFAULT_REEL_DURATION,
	HOOK_TYPES,
	REEL_CATEGORIES,
	REEL_SOURCE_MAX_CHARS,
} from './reel-options.ts'

/** The reel payload of SPEC §3. Messages are i18n keys (SPEC §5 wording). */
export const GenerateReelSchema = z
	.object({
		sourceContent: limitedText(REEL_SOURCE_MAX_CHARS, 'reels.errors.tooLong'),
		brandVoice: limitedText(BRAND_VOICE_MAX_CHARS, 'generate.errors.voiceTooLong'),
		contentGoal: limitedText(CONTENT_GOAL_MAX_CHARS, 'generate.errors.goalTooLong'),
		duration: z.coerce
			.number()
			.optional()
			.transform((value) => (value === 60 || value === 90 ? value : DEFAULT_REEL_DURATION))
			.pipe(z.union([z.literal(30), z.literal(60), z.literal(90)])),
		category: z
			.enum(REEL_CATEGORIES)
			.optional()
			.or(z.literal('').transform(() => undefined)),
		hookType: z
			.enum(HOOK_TYPES)
			.optional()
			.or(z.literal('').transform(() => undefined)),
		inputType: z.enum(['text', 'file']).optional().default('text'),
		originalFilename: z.string().trim().max(255).optional(),
		// SPEC §5 counts an upload by its processed count, but that count predates editing: a file
		// processed at over 8,000 characters and shortened in the editor is accepted, as the text
		// sent (sourceContent, limited above) is what the reel is written from. Recorded only.
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
		if (
			!value.sourceContent ||
			!(value.brandVoice || value.brandVoiceId) ||
			!value.contentGoal ||
			!value.category ||
			!value.hookType
		) {
			ctx.addIssue({ code: 'custom', path: ['form'], message: 'reels.errors.required' })
		}
	})
	.transform((value) => ({ ...value, category: value.category!, hookType: value.hookType! }))

export type GenerateReelRequest = z.infer<typeof GenerateReelSchema>
