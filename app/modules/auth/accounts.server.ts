import { nextMonthlyResetDate } from '#app/modules/billing/usage.ts'
import { prisma } from '#app/utils/db.server.ts'
import { normalizeEmail } from './email-address.ts'
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.server.ts'
import type { SignupInput } from './account-schemas.ts'

export type SignupResult = { ok: true; userId: string } | { ok: false; code: 'EMAIL_EXISTS' }

export async function createAccount(
	input: SignupInput,
	attribution: {
		method?: string
		source?: string
		medium?: string | null
		campaign?: string | null
	} = {},
): Promise<SignupResult> {
	const existing = await prisma.user.findUnique({
		where: { email: input.email },
		select: { id: true },
	})
	if (existing) return { ok: false, code: 'EMAIL_EXISTS' }
	const passwordHash = await hashPassword(input.password)
	try {
		const user = await prisma.user.create({
			data: {
				email: input.email,
				firstName: input.firstName ?? null,
				lastName: input.lastName ?? null,
				usageResetDate: nextMonthlyResetDate(),
				signupMethod: attribution.method ?? 'email',
				signupSource: attribution.source ?? null,
				signupMedium: attribution.medium ?? null,
				signupCampaign: attribution.campaign ?? null,
				password: { create: { hash: passwordHash } },
			},
			select: { id: true },
		})
		return { ok: true, userId: user.id }
	} catch (error) {
		// Two sign-ups racing for one email: the unique index decides.
		if (isUniqueConstraintError(error)) return { ok: false, code: 'EMAIL_EXISTS' }
		throw error
	}
}

function isUniqueConstraintError(error: unknown) {
	return typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002'
}

/** Returns the user id when the email and password match, else null (same timing either way). */
export async function verifyCredentials(email: string, password: string): Promise<string | null> {
	const user = await prisma.user.findUnique({
		where: { email: normalizeEmail(email) },
		select: { id: true, password: { select: { hash: true } } },
	})
	if (!user?.password) {
		await verifyAgainstDummy(password)
		return null
	}
	return (await verifyPassword(password, user.password.hash)) ? user.id : null
}
