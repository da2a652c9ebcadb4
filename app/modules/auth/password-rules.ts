// The four password rules of SPEC §5, shared by the live checklist and the server's schema.
// Each rule is a regular expression, so the pages served without React can check it in the
// browser from the same source (the checklist's `data-pattern`, read by plain-page-script.ts).

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

function rule(id: string, labelKey: string, pattern: string, flags: string) {
	const expression = new RegExp(pattern, flags)
	return { id, labelKey, pattern, flags, test: (p: string) => expression.test(p) }
}

export const passwordRules = [
	// Counted in UTF-16 units, as `String.length` (and the server's schema) counts them.
	rule('length', 'password.rules.length', `[\\s\\S]{${PASSWORD_MIN_LENGTH}}`, ''),
	rule('uppercase', 'password.rules.uppercase', '\\p{Lu}', 'u'),
	rule('lowercase', 'password.rules.lowercase', '\\p{Ll}', 'u'),
	rule('number', 'password.rules.number', '\\p{Nd}', 'u'),
] as const

export function passwordMeetsRules(password: string): boolean {
	return passwordRules.every((rule) => rule.test(password))
}
