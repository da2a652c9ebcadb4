// Gives back the quota units of work that a previous process started and never finished (it
// crashed or was killed mid-generation). Runs at start, before the server takes requests, so
// every QuotaReservation row left belongs to a dead process (see app/modules/billing/quota.server.ts).
// The local-file client only (see migrate.js).
import { createClient } from '@libsql/client/sqlite3'

// QuotaReservation.kind → the User counter it raised (fixed names, never user input).
const COUNTERS = {
	posts: 'socialPostsUsedThisMonth',
	reels: 'reelScriptsUsedThisMonth',
	fileUploads: 'fileUploadsUsedThisMonth',
}

/**
 * @param {string} databaseUrl a `file:` URL
 * @returns {Promise<number>} how many units were given back
 */
export async function refundAbandonedReservations(databaseUrl) {
	const client = createClient({ url: databaseUrl })
	try {
		const tx = await client.transaction('write')
		try {
			const left = await tx.execute('SELECT COUNT(*) AS n FROM "QuotaReservation"')
			const count = Number(left.rows[0]?.n ?? 0)
			if (count > 0) {
				// A unit comes back only within the period it was taken in: a month that rolled
				// over since started from zero already.
				const sets = Object.entries(COUNTERS).map(
					([kind, column]) =>
						`"${column}" = MAX("${column}" - (SELECT COUNT(*) FROM "QuotaReservation" r
						WHERE r."userId" = "User"."id" AND r."kind" = '${kind}'
						AND r."periodResetDate" = "User"."usageResetDate"), 0)`,
				)
				await tx.execute(
					`UPDATE "User" SET ${sets.join(', ')}
					WHERE "id" IN (SELECT "userId" FROM "QuotaReservation")`,
				)
				await tx.execute('DELETE FROM "QuotaReservation"')
			}
			await tx.commit()
			return count
		} finally {
			tx.close()
		}
	} finally {
		client.close()
	}
}
