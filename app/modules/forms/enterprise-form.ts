// The enterprise inquiry's check for the browser: the schema the action and the API use.
import { EnterpriseInquirySchema } from '#app/modules/billing/enterprise-schema.ts'
import { parseSubmission } from './submission.ts'

export const validateEnterpriseInquiry = (formData: FormData) =>
	parseSubmission(formData, EnterpriseInquirySchema)
