import { z } from 'zod'
import { normalizeEmail } from '#app/modules/auth/email-address.ts'
import { PLAN_IDS } from './plans.ts'

export const ESTIMATED_USAGE_OPTIONS = [
	'500-1000',
	'1000-5000',
	'5000-10000',
	'10000+',
	'unlimited',
] as const

const optionalText = (max: number) =>
	z
		.string()
		.trim()
		.max(max, 'billing.enterprise.errors.tooLong')
		.optional()
		.transform((value) => (value ? value : undefined))

/** SPEC §5 enterprise form. Messages are i18n keys, shared by the HTML form and the JSON API. */
export const EnterpriseInquirySchema = z.object({
	name: z
		.string({ error: 'billing.enterprise.errors.name' })
		.trim()
		.min(2, 'billing.enterprise.errors.name')
		.max(120, 'billing.enterprise.errors.tooLong'),
	email: z
		.string({ error: 'billing.enterprise.errors.email' })
		.trim()
		.max(254, 'billing.enterprise.errors.email')
		.pipe(z.email({ error: 'billing.enterprise.errors.email' }))
		.transform(normalizeEmail),
	company: optionalText(200),
	useCase: z
		.string({ error: 'billing.enterprise.errors.useCase' })
		.trim()
		.min(10, 'billing.enterprise.errors.useCase')
		.max(4000, 'billing.enterprise.errors.tooLong'),
	estimatedUsage: z.enum(ESTIMATED_USAGE_OPTIONS, {
		error: 'billing.enterprise.errors.estimatedUsage',
	}),
	currentPlan: z.enum(PLAN_IDS).optional(),
	message: optionalText(4000),
})

export type EnterpriseInquiryInput = z.infer<typeof EnterpriseInquirySchema>
