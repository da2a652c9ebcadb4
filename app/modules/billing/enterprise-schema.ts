import * as z from 'zod/mini'
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
	z.pipe(
		z.optional(z.string().check(z.trim(), z.maxLength(max, 'billing.enterprise.errors.tooLong'))),
		z.transform((value) => (value ? value : undefined)),
	)

/**
 * SPEC §5 enterprise form. Messages are i18n keys, shared by the HTML form (checked in the
 * browser too), the dialog and the JSON API. zod/mini, so the browser can load it.
 */
export const EnterpriseInquirySchema = z.object({
	name: z
		.string({ error: 'billing.enterprise.errors.name' })
		.check(
			z.trim(),
			z.minLength(2, 'billing.enterprise.errors.name'),
			z.maxLength(120, 'billing.enterprise.errors.tooLong'),
		),
	// One normal form for an address (email-address.ts), so the per-sender limit keys on it.
	email: z.pipe(
		z.pipe(
			z
				.string({ error: 'billing.enterprise.errors.email' })
				.check(z.trim(), z.maxLength(254, 'billing.enterprise.errors.email')),
			z.email({ error: 'billing.enterprise.errors.email' }),
		),
		z.transform(normalizeEmail),
	),
	company: optionalText(200),
	useCase: z
		.string({ error: 'billing.enterprise.errors.useCase' })
		.check(
			z.trim(),
			z.minLength(10, 'billing.enterprise.errors.useCase'),
			z.maxLength(4000, 'billing.enterprise.errors.tooLong'),
		),
	estimatedUsage: z.enum(ESTIMATED_USAGE_OPTIONS, {
		error: 'billing.enterprise.errors.estimatedUsage',
	}),
	currentPlan: z.optional(z.enum(PLAN_IDS)),
	message: optionalText(4000),
})

export type EnterpriseInquiryInput = z.output<typeof EnterpriseInquirySchema>
