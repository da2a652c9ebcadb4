// `npm run secrets:reencrypt`: after a rotation of ENCRYPTION_KEY (the old key moved to
// ENCRYPTION_KEY_PREVIOUS), seals every stored secret again under the current key, so the old
// key can then be dropped. Run it on the primary (a LiteFS replica cannot write). Safe to run
// twice, and while the app serves: a row changed meanwhile is left as it is (each update checks
// the value it read).
import { createClient } from '@libsql/client'
import { databaseRole } from './database-startup.js'
import { getEnv } from './env.js'
import { encryptSecret, openSealed } from './secret-box.js'

// Every column sealed with ENCRYPTION_KEY: table, its key column, the sealed column.
const SEALED_COLUMNS = [
	{ table: 'MfaSecret', id: 'userId', column: 'encryptedSecret' },
	{ table: 'ProviderKey', id: 'id', column: 'encryptedKey' },
	{ table: 'Verification', id: 'id', column: 'encryptedSecret' },
]

/**
 * @param {{ databaseUrl: string, keys: string[] }} options keys[0] seals, the rest only open
 * @returns {Promise<{ resealed: number, current: number, unreadable: number }>}
 */
export async function reencryptSecrets({ databaseUrl, keys }) {
	const client = createClient({ url: databaseUrl })
	const totals = { resealed: 0, current: 0, unreadable: 0 }
	try {
		for (const { table, id, column } of SEALED_COLUMNS) {
			const rows = await client.execute(
				`SELECT "${id}" AS id, "${column}" AS sealed FROM "${table}" WHERE "${column}" IS NOT NULL`,
			)
			for (const row of rows.rows) {
				const sealed = String(row.sealed)
				let opened
				try {
					opened = openSealed(sealed, keys)
				} catch {
					totals.unreadable += 1
					continue
				}
				if (opened.keyIndex === 0) {
					totals.current += 1
					continue
				}
				const result = await client.execute({
					sql: `UPDATE "${table}" SET "${column}" = ? WHERE "${id}" = ? AND "${column}" = ?`,
					args: [encryptSecret(opened.plaintext, keys[0] ?? ''), row.id, sealed],
				})
				totals.resealed += result.rowsAffected
			}
		}
		return totals
	} finally {
		client.close()
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const env = getEnv()
	const role = databaseRole(env.LITEFS_DIR)
	if (role.role === 'replica') {
		console.error(
			`This machine is a LiteFS replica (the primary is ${role.primary}); run the command on the primary.`,
		)
		process.exit(1)
	}
	const totals = await reencryptSecrets({
		databaseUrl: env.DATABASE_URL,
		keys: env.ENCRYPTION_KEYS,
	})
	console.log(
		`Re-encrypted ${totals.resealed} secret(s) under the current ENCRYPTION_KEY; ${totals.current} already were.`,
	)
	if (totals.unreadable > 0) {
		console.log(
			`${totals.unreadable} secret(s) open with none of the keys given and were left as they are: keep the key they were sealed with in ENCRYPTION_KEY_PREVIOUS.`,
		)
	} else {
		console.log(
			'Every sealed secret now uses the current key. Backup codes made before the rotation still match only under the old key: keep it in ENCRYPTION_KEY_PREVIOUS until those users have made new codes, or accept that their old codes stop working.',
		)
	}
}
