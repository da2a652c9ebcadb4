import { Prisma } from '@prisma/client'
import { getPlan } from '#app/modules/billing/plans.ts'
import { learnVoiceFromSamples, type LearnedVoice } from '#app/modules/generation/voice-samples.ts'
import { prisma } from '#app/utils/db.server.ts'
import type { BrandVoiceInput } from './voice-schemas.ts'

export type SavedVoice = {
	id: string
	name: string
	description: string
	samples: string[]
	learned: LearnedVoice | null
	updatedAt: string
}

type Row = {
	id: string
	name: string
	description: string
	samples: string
	learned: string | null
	updatedAt: Date
}

function parseJson<T>(text: string | null, fallback: T): T {
	if (!text) return fallback
	try {
		return JSON.parse(text) as T
	} catch {
		return fallback
	}
}

function toSavedVoice(row: Row): SavedVoice {
	const samples = parseJson<unknown>(row.samples, [])
	return {
		id: row.id,
		name: row.name,
		description: row.description,
		samples: Array.isArray(samples) ? samples.filter((each) => typeof each === 'string') : [],
		learned: parseJson<LearnedVoice | null>(row.learned, null),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** What is stored for the form's input: the samples and, when there are any, what they teach. */
function storedFields(input: BrandVoiceInput) {
	return {
		name: input.name,
		description: input.description,
		samples: JSON.stringify(input.samples),
		learned: input.samples.length ? JSON.stringify(learnVoiceFromSamples(input.samples)) : null,
	}
}

export async function listBrandVoices(userId: string): Promise<SavedVoice[]> {
	const rows = await prisma.brandVoice.findMany({
		where: { userId },
		orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
	})
	return rows.map(toSavedVoice)
}

/** One of the user's own voices; null for another user's id or a deleted voice. */
export async function getBrandVoice(userId: string, id: string): Promise<SavedVoice | null> {
	const row = await prisma.brandVoice.findFirst({ where: { id, userId } })
	return row ? toSavedVoice(row) : null
}

export function savedVoiceLimit(planType: string | null | undefined): number {
	return getPlan(planType).savedVoices
}

/** "Casual" and "casual" would look like one voice in the picker. */
function sameName(a: string, b: string) {
	return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0
}

function isUniqueViolation(error: unknown) {
	return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002'
}

export type SaveVoiceResult =
	| { ok: true; voice: SavedVoice }
	| { ok: false; code: 'LIMIT_REACHED'; limit: number }
	| { ok: false; code: 'NAME_TAKEN' | 'NOT_FOUND' }

/**
 * Saves a new voice within the plan's number of saved voices. The count and the insert run in
 * one transaction: the adapter runs one transaction at a time per process, and SQLite refuses a
 * second writer that read an older count, so two quick saves can never pass the limit together.
 */
export async function createBrandVoice(
	userId: string,
	input: BrandVoiceInput,
): Promise<SaveVoiceResult> {
	try {
		return await prisma.$transaction(async (tx) => {
			const user = await tx.user.findUniqueOrThrow({
				where: { id: userId },
				select: { planType: true },
			})
			const limit = savedVoiceLimit(user.planType)
			const existing = await tx.brandVoice.findMany({ where: { userId }, select: { name: true } })
			if (existing.length >= limit) return { ok: false, code: 'LIMIT_REACHED', limit } as const
			if (existing.some((voice) => sameName(voice.name, input.name)))
				return { ok: false, code: 'NAME_TAKEN' } as const
			const row = await tx.brandVoice.create({ data: { userId, ...storedFields(input) } })
			return { ok: true, voice: toSavedVoice(row) } as const
		})
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, code: 'NAME_TAKEN' }
		throw error
	}
}

export async function updateBrandVoice(
	userId: string,
	id: string,
	input: BrandVoiceInput,
): Promise<SaveVoiceResult> {
	const others = await prisma.brandVoice.findMany({
		where: { userId, id: { not: id } },
		select: { name: true },
	})
	if (others.some((voice) => sameName(voice.name, input.name)))
		return { ok: false, code: 'NAME_TAKEN' }
	try {
		const { count } = await prisma.brandVoice.updateMany({
			where: { id, userId },
			data: storedFields(input),
		})
		if (count !== 1) return { ok: false, code: 'NOT_FOUND' }
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, code: 'NAME_TAKEN' }
		throw error
	}
	const voice = await getBrandVoice(userId, id)
	return voice ? { ok: true, voice } : { ok: false, code: 'NOT_FOUND' }
}

/** Deletes one of the user's voices; false when it is not theirs or already gone. */
export async function deleteBrandVoice(userId: string, id: string): Promise<boolean> {
	const { count } = await prisma.brandVoice.deleteMany({ where: { id, userId } })
	return count === 1
}

/** What a generator needs of a picked voice. */
export type VoiceForGeneration = {
	id: string
	name: string
	description: string
	voiceSamples?: string[]
	learnedVoice?: LearnedVoice
}

export function voiceForGeneration(voice: SavedVoice): VoiceForGeneration {
	return {
		id: voice.id,
		name: voice.name,
		description: voice.description,
		voiceSamples: voice.samples.length ? voice.samples : undefined,
		learnedVoice: voice.learned ?? undefined,
	}
}

/** The voices a generator form offers: names and texts only (the samples stay on the server). */
export async function voiceOptions(userId: string) {
	// Only what the picker shows: samples can be tens of kilobytes a voice.
	return prisma.brandVoice.findMany({
		where: { userId },
		orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
		select: { id: true, name: true, description: true },
	})
}
