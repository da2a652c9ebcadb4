import { z } from 'zod'
import { countCharacters } from '#app/modules/generation/generation-limits.ts'
import { limitedText } from '#app/modules/generation/generation-schemas.ts'
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
		characterCount: z.coerce.number().int().min(0).optional(),
		outputLanguage: z
			.enum(['en', 'es', 'pt'])
			.optional()
			.or(z.literal('').transform(() => undefined)),
	})
	.superRefine((value, ctx) => {
		if (
			!value.sourceContent ||
			!value.brandVoice ||
			!value.contentGoal ||
			!value.category ||
			!value.hookType
		) {
			ctx.addIssue({ code: 'custom', path: ['form'], message: 'reels.errors.required' })
		}
		// SPEC §5: an uploaded file counts by its processed length when that is larger.
		if (
			value.inputType === 'file' &&
			(value.characterCount ?? 0) > REEL_SOURCE_MAX_CHARS &&
			countCharacters(value.sourceContent) > REEL_SOURCE_MAX_CHARS
		) {
			ctx.addIssue({ code: 'custom', path: ['sourceContent'], message: 'reels.errors.tooLong' })
		}
	})
	.transform((value) => ({ ...value, category: value.category!, hookType: value.hookType! }))

export type GenerateReelRequest = z.infer<typeof GenerateReelSchema>
