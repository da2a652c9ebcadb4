import { prisma } from '#app/utils/db.server.ts'

const EXCERPT_LENGTH = 90

function excerptOf(source: string) {
	const flat = source.replace(/\s+/g, ' ').trim()
	if (flat.length <= EXCERPT_LENGTH) return flat
	const cut = flat.slice(0, EXCERPT_LENGTH)
	// End at a word boundary: an excerpt never shows half a word.
	return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`
}

export async function listGenerations(userId: string, { take = 20, skip = 0 } = {}) {
	const rows = await prisma.generation.findMany({
		where: { userId },
		orderBy: { createdAt: 'desc' },
		take,
		skip,
		select: {
			id: true,
			kind: true,
			sourceContent: true,
			originalFilename: true,
			options: true,
			createdAt: true,
		},
	})
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		excerpt: excerptOf(row.sourceContent),
		originalFilename: row.originalFilename,
		link: linkOf(row.options),
		createdAt: row.createdAt.toISOString(),
	}))
}

/** The "Link to share" a run was made with, if any. */
function linkOf(options: string): string | null {
	try {
		const { link } = JSON.parse(options) as { link?: unknown }
		return typeof link === 'string' && link ? link : null
	} catch {
		return null
	}
}

export async function countGenerations(userId: string) {
	return prisma.generation.count({ where: { userId } })
}

/** One of the user's generations (of `kind`, when given); null for another user's id. */
export async function getGeneration(userId: string, id: string, kind?: 'posts' | 'reel') {
	const row = await prisma.generation.findFirst({
		where: { id, userId, ...(kind ? { kind } : {}) },
	})
	if (!row) return null
	return {
		id: row.id,
		engine: row.engine,
		inputType: row.inputType,
		originalFilename: row.originalFilename,
		sourceContent: row.sourceContent,
		brandVoice: row.brandVoice,
		contentGoal: row.contentGoal,
		kind: row.kind,
		options: JSON.parse(row.options) as Record<string, unknown>,
		output: JSON.parse(row.output) as Record<string, unknown>,
		createdAt: row.createdAt.toISOString(),
	}
}

/** Deletes one of the user's generations; false when it is not theirs or already gone. */
export async function deleteGeneration(userId: string, id: string) {
	const { count } = await prisma.generation.deleteMany({ where: { id, userId } })
	return count === 1
}
