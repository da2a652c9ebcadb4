type AvatarUser = {
	email: string
	firstName: string | null
	lastName: string | null
	profileImageUrl: string | null
}

/** SPEC §2: the profile image, else initials, else the email's first letter, else "U". */
export function avatarInitials(user: Omit<AvatarUser, 'profileImageUrl'>): string {
	const initials = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`
	if (initials) return initials.toUpperCase()
	const first = user.email.trim()[0]
	return first ? first.toUpperCase() : 'U'
}

export function displayName(user: Omit<AvatarUser, 'profileImageUrl'>): string {
	const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
	return name || user.email
}

export function UserAvatar({ user, size = 'size-9' }: { user: AvatarUser; size?: string }) {
	if (user.profileImageUrl) {
		return <img src={user.profileImageUrl} alt="" className={`${size} rounded-full object-cover`} />
	}
	return (
		<span
			aria-hidden="true"
			className={`${size} inline-flex items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white`}
		>
			{avatarInitials(user)}
		</span>
	)
}
