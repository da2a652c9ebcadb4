import { prisma } from '#app/utils/db.server.ts'
import { spaceWhere, toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'

const EXCERPT_LENGTH = 90

function excerptOf(source: string) {
	const flat = source.replace(/\s+/g, ' ').trim()
	if (flat.length <= EXCERPT_LENGTH) return flat
	const cut = flat.slice(0, EXCERPT_LENGTH)
	// End at a word boundary: an excerpt never shows half a word.
	return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`
}

/** A space's generations, newest first, each with who made it (the space's members share them). */
export async function listGenerations(actor: SpaceLike, { take = 20, skip = 0 } = {}) {
	const rows = await prisma.generation.findMany({
		where: spaceWhere(actor),
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
			user: { select: { id: true, email: true, firstName: true, lastName: true } },
		},
	})
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		excerpt: excerptOf(row.sourceContent),
		originalFilename: row.originalFilename,
		link: linkOf(row.options),
		createdAt: row.createdAt.toISOString(),
		author: { id: row.user.id, name: authorName(row.user) },
	}))
}

function authorName(user: { email: string; firstName: string | null; lastName: string | null }) {
	return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
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

export async function countGenerations(actor: SpaceLike) {
	return prisma.generation.count({ where: spaceWhere(actor) })
}

/** One generation of the space (of `kind`, when given); null for another user's or space's id. */
export async function getGeneration(actor: SpaceLike, id: string, kind?: 'posts' | 'reel') {
	const row = await prisma.generation.findFirst({
		where: { id, ...spaceWhere(actor), ...(kind ? { kind } : {}) },
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

/**
 * Deletes a generation of the space; false when it is not the space's or already gone. In a
 * workspace, members delete their own and owners and admins anyone's.
 */
export async function deleteGeneration(actor: SpaceLike, id: string) {
	const space = toSpace(actor)
	const mayDeleteAny = space.role === 'owner' || space.role === 'admin'
	const { count } = await prisma.generation.deleteMany({
		where: {
			id,
			...spaceWhere(space),
			...(space.workspaceId && !mayDeleteAny ? { userId: space.userId } : {}),
		},
	})
	return count === 1
}
