import crypto from 'node:crypto'

// Ids for rows written with plain SQL on hot paths (ADR 033), where Prisma's `@default(cuid())`
// would otherwise be the reason to go through its query compiler. Same shape as Prisma's cuids:
// 25 characters, lower-case letters and digits, starting with "c", then the time in base 36, so
// they sort roughly by creation like the ids Prisma writes beside them. Uniqueness comes from the
// per-process counter and 64 random bits, not from the time.

let counter = crypto.randomInt(36 ** 4)

function base36(value: number, width: number) {
	return value.toString(36).padStart(width, '0').slice(-width)
}

/** A new primary key, like Prisma's `cuid()`. */
export function newRecordId(now = Date.now()): string {
	counter = (counter + 1) % 36 ** 4
	const random = crypto.randomBytes(8).readBigUInt64BE()
	return `c${base36(now, 8)}${base36(counter, 4)}${random.toString(36).padStart(12, '0').slice(-12)}`
}
