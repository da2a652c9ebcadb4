import { sendEmail } from '#app/modules/email/mailer.server.ts'
import { escapeHtml } from '#app/modules/email/templates.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { EnterpriseInquiryInput } from './enterprise-schema.ts'
import { getPlan } from './plans.ts'

/**
 * Stores the inquiry, then mails it to SALES_EMAIL (SMTP, or the outbox on a fresh install). The
 * stored row is what counts: a mail failure is logged and the row keeps mailedAt empty.
 */
export async function submitEnterpriseInquiry(
	input: EnterpriseInquiryInput,
	user: { id: string; planType: string } | null,
) {
	const currentPlan = input.currentPlan ?? getPlan(user?.planType).id
	const inquiry = await prisma.enterpriseInquiry.create({
		data: {
			userId: user?.id ?? null,
			name: input.name,
			email: input.email,
			company: input.company ?? null,
			useCase: input.useCase,
			estimatedUsage: input.estimatedUsage,
			currentPlan,
			message: input.message ?? null,
		},
	})
	try {
		await sendEmail(inquiryMail(input, currentPlan, getEnv().SALES_EMAIL))
		await prisma.enterpriseInquiry.update({
			where: { id: inquiry.id },
			data: { mailedAt: new Date() },
		})
	} catch (error) {
		console.error(
			`[billing] enterprise inquiry ${inquiry.id} stored but not mailed: ${error instanceof Error ? error.message : 'unknown error'}`,
		)
	}
	return inquiry.id
}

// Internal mail to the sales team, in English; every user-supplied value is escaped in the HTML.
function inquiryMail(input: EnterpriseInquiryInput, currentPlan: string, to: string) {
	const rows: Array<[string, string]> = [
		['Name', input.name],
		['Email', input.email],
		['Company', input.company ?? '—'],
		['Estimated usage', `${input.estimatedUsage} posts / month`],
		['Current plan', currentPlan],
		['Use case', input.useCase],
		['Message', input.message ?? '—'],
	]
	const subject = `Enterprise inquiry: ${input.company ?? input.name}`.replace(/[\r\n]+/g, ' ')
	return {
		to,
		subject: subject.slice(0, 200),
		text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
		html: `<table>${rows
			.map(
				([label, value]) =>
					`<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
			)
			.join('')}</table>`,
	}
}
