import { Prisma } from '@prisma/client'
import { getPlan } from '#app/modules/billing/plans.ts'
import { learnVoiceFromSamples, type LearnedVoice } from '#app/modules/generation/voice-samples.ts'
import { prisma } from '#app/utils/db.server.ts'
import { spaceWhere, toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
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

/** The voices of a space: a person's own, or the ones shared in a workspace. */
export async function listBrandVoices(actor: SpaceLike): Promise<SavedVoice[]> {
	const rows = await prisma.brandVoice.findMany({
		where: spaceWhere(actor),
		orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
	})
	return rows.map(toSavedVoice)
}

/** One voice of the space; null for another user's or workspace's id, or a deleted voice. */
export async function getBrandVoice(actor: SpaceLike, id: string): Promise<SavedVoice | null> {
	const row = await prisma.brandVoice.findFirst({ where: { id, ...spaceWhere(actor) } })
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
	actor: SpaceLike,
	input: BrandVoiceInput,
): Promise<SaveVoiceResult> {
	const space = toSpace(actor)
	try {
		return await prisma.$transaction(async (tx) => {
			// A workspace keeps as many voices as its owner's plan allows.
			const payer = await tx.user.findUniqueOrThrow({
				where: { id: space.quotaUserId },
				select: { planType: true },
			})
			const limit = savedVoiceLimit(payer.planType)
			const existing = await tx.brandVoice.findMany({
				where: spaceWhere(space),
				select: { name: true },
			})
			if (existing.length >= limit) return { ok: false, code: 'LIMIT_REACHED', limit } as const
			if (existing.some((voice) => sameName(voice.name, input.name)))
				return { ok: false, code: 'NAME_TAKEN' } as const
			const row = await tx.brandVoice.create({
				data: { userId: space.userId, workspaceId: space.workspaceId, ...storedFields(input) },
			})
			return { ok: true, voice: toSavedVoice(row) } as const
		})
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, code: 'NAME_TAKEN' }
		throw error
	}
}

export async function updateBrandVoice(
	actor: SpaceLike,
	id: string,
	input: BrandVoiceInput,
): Promise<SaveVoiceResult> {
	const others = await prisma.brandVoice.findMany({
		where: { ...spaceWhere(actor), id: { not: id } },
		select: { name: true },
	})
	if (others.some((voice) => sameName(voice.name, input.name)))
		return { ok: false, code: 'NAME_TAKEN' }
	try {
		const { count } = await prisma.brandVoice.updateMany({
			where: { id, ...spaceWhere(actor) },
			data: storedFields(input),
		})
		if (count !== 1) return { ok: false, code: 'NOT_FOUND' }
	} catch (error) {
		if (isUniqueViolation(error)) return { ok: false, code: 'NAME_TAKEN' }
		throw error
	}
	const voice = await getBrandVoice(actor, id)
	return voice ? { ok: true, voice } : { ok: false, code: 'NOT_FOUND' }
}

/** Deletes one voice of the space; false when it is not the space's or already gone. */
export async function deleteBrandVoice(actor: SpaceLike, id: string): Promise<boolean> {
	const { count } = await prisma.brandVoice.deleteMany({ where: { id, ...spaceWhere(actor) } })
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
export async function voiceOptions(actor: SpaceLike) {
	// Only what the picker shows: samples can be tens of kilobytes a voice.
	return prisma.brandVoice.findMany({
		where: spaceWhere(actor),
		orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
		select: { id: true, name: true, description: true },
	})
}
