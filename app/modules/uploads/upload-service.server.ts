import {
	releaseReservation,
	reserveQuota,
	settleReservation,
} from '#app/modules/billing/quota.server.ts'
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
export async function handleUpload(request: Request, userId: string): Promise<UploadOutcome> {
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
	const quota = await reserveQuota(userId, 'fileUploads')
	if (!quota.ok) return { ok: false, code: 'quota-exceeded', status: 429, fields }

	try {
		const extracted = await extractUploadText({ name, bytes })
		if (!extracted.ok) {
			await releaseReservation(quota.reservationId, 'fileUploads')
			return { ok: false, code: extracted.code, status: statusFor[extracted.code] ?? 422, fields }
		}
		const save = prisma.upload.create({
			data: {
				userId,
				originalFilename: extracted.originalFilename,
				sizeBytes: bytes.byteLength,
				characterCount: extracted.characterCount,
				content: extracted.text,
			},
			select: { id: true },
		})
		const [upload] = await prisma.$transaction([save, settleReservation(quota.reservationId)])
		return {
			ok: true,
			uploadId: upload.id,
			content: extracted.text,
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

export async function getUpload(userId: string, uploadId: string) {
	return prisma.upload.findFirst({
		where: { id: uploadId, userId },
		select: { id: true, originalFilename: true, characterCount: true, content: true },
	})
}
