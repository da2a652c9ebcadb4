import { z } from 'zod'
import { ASSIGNABLE_ROLES, WORKSPACE_NAME_MAX_CHARS } from './roles.ts'

export const CreateWorkspaceSchema = z.object({
	name: z
		.string({ error: 'team.errors.nameRequired' })
		.trim()
		.min(1, 'team.errors.nameRequired')
		.max(WORKSPACE_NAME_MAX_CHARS, 'team.errors.nameTooLong'),
})

export const InviteSchema = z.object({
	email: z
		.string({ error: 'team.errors.emailInvalid' })
		.trim()
		.toLowerCase()
		.max(254, 'team.errors.emailInvalid')
		.pipe(z.email('team.errors.emailInvalid')),
	role: z.enum(ASSIGNABLE_ROLES, { error: 'team.errors.roleInvalid' }).default('member'),
})
