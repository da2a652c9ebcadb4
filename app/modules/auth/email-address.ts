// One normal form for an email address, applied wherever an address enters the app (forms, the
// JSON API, cookies, social profiles), so an account, a limit and a lookup all key on the same
// string: "  Ana@Example.com " and "ana@example.com" are one identity, never two counters.
export function normalizeEmail(email: string) {
	return email.trim().toLowerCase()
}
