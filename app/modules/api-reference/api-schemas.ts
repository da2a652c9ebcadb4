import { z } from 'zod'
import { API_SCOPES } from '#app/modules/api-tokens/scopes.ts'
import { PLAN_IDS } from '#app/modules/billing/plans.ts'
import { HOOK_TYPES, REEL_CATEGORIES } from '#app/modules/reels/reel-options.ts'

// The shapes the JSON API answers with. The request bodies are the schemas the routes validate
// with (generation-schemas.ts, reel-schemas.ts); these describe the answers, for the OpenAPI
// document (openapi.server.ts) and the test that holds every answer to them.

export const ApiErrorSchema = z
	.object({
		message: z.string(),
		code: z.string().optional(),
	})
	.meta({ id: 'Error' })

export const UploadErrorSchema = z
	.object({ error: z.string(), code: z.string() })
	.meta({ id: 'UploadError' })

export const UsageSchema = z
	.object({
		used: z.int(),
		limit: z.int().describe('-1 means unlimited'),
		remaining: z.int().describe('-1 means unlimited'),
	})
	.meta({ id: 'Usage' })

export const QuotaErrorSchema = ApiErrorSchema.extend({
	code: z.literal('QUOTA_EXCEEDED'),
	usage: UsageSchema,
}).meta({ id: 'QuotaError' })

export const UserSchema = z
	.object({
		id: z.string(),
		email: z.string(),
		firstName: z.string().nullable(),
		lastName: z.string().nullable(),
		profileImageUrl: z.string().nullable(),
		createdAt: z.iso.datetime(),
		planType: z.enum(PLAN_IDS),
		mfaEnabled: z.boolean(),
		socialPostsUsedThisMonth: z.int(),
		socialPostsLimit: z.int(),
		reelScriptsUsedThisMonth: z.int(),
		reelScriptLimit: z.int(),
		reelCount: z.int(),
		reelLimit: z.int(),
		fileUploadsUsedThisMonth: z.int(),
		fileUploadLimit: z.int(),
		usageResetDate: z.iso.datetime(),
	})
	.meta({ id: 'User' })

export const PostSchema = z
	.object({
		platform: z.enum(['twitter', 'linkedin', 'instagram']),
		content: z.string(),
	})
	.meta({ id: 'Post' })

export const GeneratePostsResponseSchema = z
	.object({ id: z.string(), posts: z.array(PostSchema), usage: UsageSchema })
	.meta({ id: 'GeneratePostsResponse' })

export const ReelScriptSchema = z
	.object({
		duration: z.union([z.literal(30), z.literal(60), z.literal(90)]),
		category: z.enum(REEL_CATEGORIES),
		hookType: z.enum(HOOK_TYPES),
		scenes: z.array(
			z.object({
				timing: z.string().describe('"0:00-0:05"'),
				visualDescription: z.string(),
				dialogue: z.string(),
				textOverlay: z.string().optional(),
				transitionNotes: z.string().optional(),
			}),
		),
		caption: z.string(),
		hashtags: z.array(z.string()),
		productionNotes: z.array(z.string()),
	})
	.meta({ id: 'ReelScript' })

export const GenerateReelResponseSchema = z
	.object({ id: z.string(), reelScript: ReelScriptSchema, usage: UsageSchema })
	.meta({ id: 'GenerateReelResponse' })

export const UploadResponseSchema = z
	.object({
		content: z.string(),
		originalFilename: z.string(),
		characterCount: z.int(),
	})
	.meta({ id: 'UploadResponse' })

export const GenerationSummarySchema = z
	.object({
		id: z.string(),
		kind: z.enum(['posts', 'reel']),
		excerpt: z.string(),
		originalFilename: z.string().nullable(),
		link: z.string().nullable(),
		createdAt: z.iso.datetime(),
		author: z
			.object({ id: z.string(), name: z.string() })
			.describe('who made it (in a team workspace, any member)'),
	})
	.meta({ id: 'GenerationSummary' })

export const GenerationListResponseSchema = z
	.object({
		generations: z.array(GenerationSummarySchema),
		total: z.int(),
		limit: z.int(),
		offset: z.int(),
	})
	.meta({ id: 'GenerationList' })

export const GenerationDetailSchema = z
	.object({
		id: z.string(),
		kind: z.enum(['posts', 'reel']),
		engine: z.enum(['built-in', 'ai', 'byok']),
		inputType: z.enum(['text', 'file']),
		originalFilename: z.string().nullable(),
		sourceContent: z.string(),
		brandVoice: z.string(),
		contentGoal: z.string(),
		createdAt: z.iso.datetime(),
		posts: z.array(PostSchema).optional(),
		reelScript: ReelScriptSchema.optional(),
	})
	.meta({ id: 'Generation' })

/** GET /api/generations?limit=&offset= */
export const GenerationListQuerySchema = z.object({
	limit: z.coerce.number().int().min(1).max(100).optional().default(20),
	offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
})

export const ScopeSchema = z.enum(API_SCOPES)
