import { z } from 'zod'
import { API_SCOPES, TOKEN_NAME_MAX_CHARS } from './scopes.ts'

/** The "Create token" form (and its no-JavaScript post). Messages are i18n keys. */
export const CreateApiTokenSchema = z.object({
	name: z
		.string({ error: 'apiTokens.errors.nameRequired' })
		.trim()
		.min(1, 'apiTokens.errors.nameRequired')
		.max(TOKEN_NAME_MAX_CHARS, 'apiTokens.errors.nameTooLong'),
	scopes: z
		.array(z.enum(API_SCOPES, { error: 'apiTokens.errors.scopesRequired' }))
		.min(1, 'apiTokens.errors.scopesRequired'),
})

export type CreateApiTokenInput = z.infer<typeof CreateApiTokenSchema>

/** A form's fields as the schema reads them: the checked scopes are repeated `scopes` fields. */
export function createTokenFieldsOf(form: FormData) {
	return {
		name: typeof form.get('name') === 'string' ? form.get('name') : '',
		scopes: form.getAll('scopes').filter((value) => typeof value === 'string'),
	}
}
