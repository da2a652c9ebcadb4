import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { SigninSchema } from './account-schemas.ts'
import { verifyCredentials } from './accounts.server.ts'

export class InvalidCredentialsError extends Error {
	constructor() {
		super('Invalid email or password')
		this.name = 'InvalidCredentialsError'
	}
}

export const EMAIL_PASSWORD_STRATEGY = 'email-password'

// remix-auth resolves a strategy to the signed-in user's id; sessions are ours (session.server.ts).
export const authenticator = new Authenticator<string>()

authenticator.use(
	new FormStrategy(async ({ form }) => {
		const parsed = SigninSchema.safeParse({
			email: form.get('email'),
			password: form.get('password'),
		})
		if (!parsed.success) throw new InvalidCredentialsError()
		const userId = await verifyCredentials(parsed.data.email, parsed.data.password)
		if (!userId) throw new InvalidCredentialsError()
		return userId
	}),
	EMAIL_PASSWORD_STRATEGY,
)

/** Signs in with the email-password strategy; null when the credentials do not match. */
export async function authenticateWithPassword(request: Request): Promise<string | null> {
	try {
		return await authenticator.authenticate(EMAIL_PASSWORD_STRATEGY, request)
	} catch (error) {
		if (error instanceof InvalidCredentialsError) return null
		throw error
	}
}
