import {
	releaseReservation,
	reserveQuota,
	settleReservation,
} from '#app/modules/billing/quota.server.ts'
import { POST_SOURCE_MAX_CHARS } from '#app/modules/generation/generation-limits.ts'
import { REEL_SOURCE_MAX_CHARS } from '#app/modules/reels/reel-options.ts'
import { toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { recordServerEvent } from '#app/modules/analytics/record-event.server.ts'
import { prisma } from '#app/utils/db.server.ts'
import { extractUploadText } from './extract-text.server.ts'
import { readSingleUpload } from './parse-multipart.server.ts'
import { checkUploadMeta, MAX_UPLOAD_BYTES, type UploadErrorCode } from './upload-rules.ts'

export type UploadOutcome =
	| {
			ok: true
			uploadId: string
			content: string
			originalFilename: string
			characterCount: number
			fields: Record<string, string>
	  }
	| {
			ok: false
			code: UploadErrorCode | 'quota-exceeded'
			status: number
			fields: Record<string, string>
	  }

/**
 * The most of an upload's text that is kept: the larger generator limit (a reel's 8,000
 * characters). A generator refuses more anyway, and a 5 MB text file kept whole per upload grew
 * the database without bound. The original count is still reported ("Original: N chars").
 */
export const UPLOAD_TEXT_MAX_CHARS = Math.max(POST_SOURCE_MAX_CHARS, REEL_SOURCE_MAX_CHARS)

/**
 * How long the text stays: long enough to come back to the editor (the no-JavaScript redirect,
 * a reload), after which the generation that used it keeps its own copy.
 */
export const UPLOAD_TEXT_TTL_MS = 24 * 60 * 60 * 1000

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The first `max` characters (graphemes), ended at a word boundary when one is near. */
export function keepWithin(text: string, max: number) {
	if (text.length <= max) return text
	let end = 0
	let count = 0
	for (const { index, segment } of graphemes.segment(text)) {
		if (count === max) break
		end = index + segment.length
		count += 1
	}
	if (end >= text.length) return text
	const cut = text.slice(0, end)
	const space = cut.search(/\s\S*$/u)
	return (space > end - 200 ? cut.slice(0, space) : cut).trimEnd()
}

/** Clears the text of uploads past their time (the rows stay, with name, size and count). */
export async function expireUploadTexts(now = new Date()) {
	await prisma.upload.updateMany({
		where: {
			createdAt: { lt: new Date(now.getTime() - UPLOAD_TEXT_TTL_MS) },
			content: { not: '' },
		},
		data: { content: '' },
	})
}

const statusFor: Partial<Record<UploadErrorCode | 'quota-exceeded', number>> = {
	'file-too-large': 413,
	'file-invalid-type': 415,
	'quota-exceeded': 429,
}

/**
 * Reads one uploaded file from a multipart request (never more than 5 MB of it), checks it,
 * takes one upload from the monthly allowance, extracts its text and keeps it. An upload whose
 * text cannot be extracted gives the allowance back.
 */
export async function handleUpload(request: Request, actor: SpaceLike): Promise<UploadOutcome> {
	// In a team workspace the upload counts against the owner's pool; the file stays the member's.
	const space = toSpace(actor)
	const userId = space.userId
	// 'release' stops reading but lets the response reach the browser (a cancelled body resets
	// the connection and the user would never see "File too large").
	const read = await readSingleUpload(request, {
		maxBytes: MAX_UPLOAD_BYTES,
		afterRefusal: 'release',
	})
	if (!read.ok)
		return { ok: false, code: read.code, status: statusFor[read.code] ?? 400, fields: {} }
	const { name, bytes, fields } = read
	const meta = checkUploadMeta({ name, size: bytes.byteLength })
	if (!meta.ok) return { ok: false, code: meta.code, status: statusFor[meta.code] ?? 400, fields }

	// Reserved, not just taken: a crash during extraction gives the unit back at the next start.
	const quota = await reserveQuota(space.quotaUserId, 'fileUploads', undefined, {
		teamPool: space.workspaceId !== null,
	})
	if (!quota.ok) {
		await recordServerEvent('usage_limit_reached', {
			userId,
			request,
			label: 'fileUploads',
			value: quota.limit,
		})
		return { ok: false, code: 'quota-exceeded', status: 429, fields }
	}

	try {
		const extracted = await extractUploadText({ name, bytes })
		if (!extracted.ok) {
			await releaseReservation(quota.reservationId, 'fileUploads')
			return { ok: false, code: extracted.code, status: statusFor[extracted.code] ?? 422, fields }
		}
		const content = keepWithin(extracted.text, UPLOAD_TEXT_MAX_CHARS)
		const save = prisma.upload.create({
			data: {
				userId,
				originalFilename: extracted.originalFilename,
				sizeBytes: bytes.byteLength,
				characterCount: extracted.characterCount,
				content,
			},
			select: { id: true },
		})
		const [upload] = await prisma.$transaction([save, settleReservation(quota.reservationId)])
		await expireUploadTexts()
		await recordServerEvent('file_uploaded', {
			userId,
			request,
			label: extracted.originalFilename.split('.').pop()?.toLowerCase() ?? null,
			value: extracted.characterCount,
		})
		return {
			ok: true,
			uploadId: upload.id,
			content,
			originalFilename: extracted.originalFilename,
			characterCount: extracted.characterCount,
			fields,
		}
	} catch (error) {
		await releaseReservation(quota.reservationId, 'fileUploads')
		console.error('upload: extraction failed unexpectedly', error)
		return { ok: false, code: 'upload-failed', status: 500, fields }
	}
}

/** The upload's kept text for the editor, or null (unknown, someone else's, or expired). */
export async function getUpload(userId: string, uploadId: string) {
	return prisma.upload.findFirst({
		where: {
			id: uploadId,
			userId,
			content: { not: '' },
			createdAt: { gte: new Date(Date.now() - UPLOAD_TEXT_TTL_MS) },
		},
		select: { id: true, originalFilename: true, characterCount: true, content: true },
	})
}
