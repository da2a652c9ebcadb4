import { fieldErrors } from '#app/modules/auth/account-schemas.ts'
import { getUser } from '#app/modules/auth/session.server.ts'
import { EnterpriseInquirySchema } from '#app/modules/billing/enterprise-schema.ts'
import { checkInquiryLimits } from '#app/modules/billing/enterprise-guard.server.ts'
import { submitEnterpriseInquiry } from '#app/modules/billing/enterprise.server.ts'
import { apiError, badRequestBody, englishMessage, readBody } from '#app/utils/api.server.ts'
import type { Route } from './+types/contact-enterprise'

/**
 * POST /api/contact-enterprise (SPEC §7): stored, and mailed to the sales address. Limited per
 * IP and per sender address (429 with Retry-After).
 */
export async function action({ request }: Route.ActionArgs) {
	const body = await readBody(request)
	if (!body) return badRequestBody()
	const parsed = EnterpriseInquirySchema.safeParse(body)
	if (!parsed.success) {
		const errors = fieldErrors(parsed.error)
		const first = Object.values(errors)[0] ?? 'errors.invalidBody'
		return apiError(400, englishMessage(first), {
			code: 'INVALID_INPUT',
			fieldErrors: Object.fromEntries(
				Object.entries(errors).map(([field, key]) => [field, englishMessage(key)]),
			),
		})
	}
	const limit = await checkInquiryLimits(request, parsed.data.email)
	if (!limit.allowed) {
		return apiError(
			429,
			englishMessage('billing.enterprise.rateLimited'),
			{ code: 'RATE_LIMITED' },
			{ headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
		)
	}
	const user = await getUser(request)
	const id = await submitEnterpriseInquiry(parsed.data, user)
	return Response.json(
		{
			id,
			message: `${englishMessage('billing.enterprise.thanksTitle')} ${englishMessage('billing.enterprise.thanksBody')}`,
		},
		{ status: 201 },
	)
}
