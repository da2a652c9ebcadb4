// Team workspace roles (issue 15). Client-safe: pages read them to show what a person may do.

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number]

/** The roles an invitation or a role change may give: there is one owner, who pays. */
export const ASSIGNABLE_ROLES = ['admin', 'member'] as const
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
	return typeof value === 'string' && (WORKSPACE_ROLES as ReadonlyArray<string>).includes(value)
}

export function isAssignableRole(value: unknown): value is AssignableRole {
	return typeof value === 'string' && (ASSIGNABLE_ROLES as ReadonlyArray<string>).includes(value)
}

/** Owners and admins invite, resend, revoke, change roles and remove members. */
export function canManageMembers(role: WorkspaceRole | null | undefined) {
	return role === 'owner' || role === 'admin'
}

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000

export const WORKSPACE_NAME_MAX_CHARS = 60
