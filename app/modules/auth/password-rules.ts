// The four password rules of SPEC §5, shared by the live checklist and the server's schema.

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const passwordRules = [
	{
		id: 'length',
		labelKey: 'password.rules.length',
		test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
	},
	{ id: 'uppercase', labelKey: 'password.rules.uppercase', test: (p: string) => /\p{Lu}/u.test(p) },
	{ id: 'lowercase', labelKey: 'password.rules.lowercase', test: (p: string) => /\p{Ll}/u.test(p) },
	{ id: 'number', labelKey: 'password.rules.number', test: (p: string) => /\p{Nd}/u.test(p) },
] as const

export function passwordMeetsRules(password: string): boolean {
	return passwordRules.every((rule) => rule.test(password))
}
