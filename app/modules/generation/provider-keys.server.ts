import dns from 'node:dns'
import net from 'node:net'
import { z } from 'zod'
import { decryptSecret, encryptSecret, maskSecret } from '#app/utils/encryption.server.ts'
import { Prisma } from '@prisma/client'
import { prisma, sql } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { DEFAULT_AI_MODEL } from './ai-settings.server.ts'
import { isPublicAddress, privateBaseUrlsAllowed } from './public-address.server.ts'

export const ProviderKeySchema = z.object({
	apiKey: z.string().trim().min(8, 'byok.errors.keyRequired').max(500, 'byok.errors.keyTooLong'),
	baseUrl: z
		.string()
		.trim()
		.max(300)
		.optional()
		.transform((value) => (value ? value : undefined))
		.refine((value) => !value || /^https?:\/\/[^\s]+$/i.test(value), 'byok.errors.baseUrlInvalid'),
	model: z
		.string()
		.trim()
		.max(120)
		.optional()
		.transform((value) => (value ? value : undefined)),
})

export type ProviderKeyInput = z.infer<typeof ProviderKeySchema>

/**
 * A user's base URL is fetched by our server, so in production it may not point into our own
 * network (SSRF). Checked when the key is saved and before each use, for a clear message; the
 * connection itself is checked again at connect time (public-address.server.ts), where a name
 * that resolves elsewhere later is caught.
 */
export async function isBaseUrlAllowed(baseUrl: string | undefined): Promise<boolean> {
	if (!baseUrl) return true
	if (privateBaseUrlsAllowed()) return true
	let host: string
	try {
		host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '')
	} catch {
		return false
	}
	if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
		return false
	if (net.isIP(host)) return isPublicAddress(host)
	try {
		const addresses = await new Promise<dns.LookupAddress[]>((resolve, reject) =>
			dns.lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
		)
		return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address))
	} catch {
		return false
	}
}

export async function getProviderKeySummary(userId: string) {
	const key = await prisma.providerKey.findUnique({
		where: { userId },
		select: { baseUrl: true, model: true, keyLast4: true, updatedAt: true },
	})
	if (!key) return null
	return {
		baseUrl: key.baseUrl,
		model: key.model ?? DEFAULT_AI_MODEL,
		maskedKey: `…${key.keyLast4}`,
		updatedAt: key.updatedAt.toISOString(),
	}
}

export type ProviderTestResult = { ok: true } | { ok: false; code: string }

export async function testProviderKey(input: ProviderKeyInput): Promise<ProviderTestResult> {
	if (!(await isBaseUrlAllowed(input.baseUrl))) return { ok: false, code: 'base_url_not_allowed' }
	// The AI engine loads at its first use (ADR 035).
	const { testAiConnection } = await import('./ai-provider.server.ts')
	const result = await testAiConnection({
		apiKey: input.apiKey,
		baseURL: input.baseUrl,
		model: input.model ?? DEFAULT_AI_MODEL,
		source: 'byok',
		timeoutMs: 15_000,
	})
	return result.ok ? { ok: true } : { ok: false, code: result.code }
}

/** Stores the key encrypted at rest; only its last four characters are kept in the clear. */
export async function saveProviderKey(userId: string, input: ProviderKeyInput) {
	if (!(await isBaseUrlAllowed(input.baseUrl)))
		return { ok: false as const, code: 'base_url_not_allowed' }
	const encryptedKey = encryptSecret(input.apiKey, getEnv().ENCRYPTION_KEY)
	const data = {
		encryptedKey,
		keyLast4: input.apiKey.slice(-4),
		baseUrl: input.baseUrl ?? null,
		model: input.model ?? null,
	}
	await prisma.providerKey.upsert({ where: { userId }, update: data, create: { userId, ...data } })
	return { ok: true as const, maskedKey: maskSecret(input.apiKey) }
}

export async function removeProviderKey(userId: string) {
	await prisma.providerKey.deleteMany({ where: { userId } })
}

/** The stored key, decrypted: only for making a provider call on the user's behalf. */
export async function readProviderKey(userId: string) {
	// Asked before every generation and nearly always absent: plain SQL without Prisma, whose
	// query compiler was most of the cost of so small a read (ADRs 027, 037).
	const [key] = await sql.query<{
		encryptedKey: string
		baseUrl: string | null
		model: string | null
	}>(
		Prisma.sql`SELECT "encryptedKey", "baseUrl", "model" FROM "ProviderKey" WHERE "userId" = ${userId}`,
	)
	if (!key) return null
	return {
		apiKey: decryptSecret(key.encryptedKey, getEnv().ENCRYPTION_KEYS),
		baseUrl: key.baseUrl,
		model: key.model,
	}
}
