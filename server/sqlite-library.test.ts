// The server process opens the database through two packages: @libsql/client (migrations, the
// quota reconciliation, backups) and Prisma's libsql adapter (every request). Each could bring its
// own copy of SQLite. Two copies in one process break SQLite's locking: POSIX locks belong to
// the process, so when one copy closes its file descriptors (libsql closes them at garbage
// collection, long after `close()`), the other copy's locks on the same file vanish, and a later
// connection re-initialises the WAL index under a live one ("disk I/O error", then every write
// fails). See ADR 022.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { makeTempDir } from '#tests/setup/temp-dir.ts'

const root = path.resolve(import.meta.dirname, '..')

/** The folder of the package `name` as code in `fromDir` would load it. */
function packageDir(name: string, fromDir: string) {
	let dir = path.dirname(createRequire(path.join(fromDir, 'noop.js')).resolve(name))
	while (dir !== path.dirname(dir)) {
		const manifest = path.join(dir, 'package.json')
		if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) {
			return fs.realpathSync(dir)
		}
		dir = path.dirname(dir)
	}
	throw new Error(`${name} is not installed where ${fromDir} looks`)
}

/** The copy of the native `libsql` package that a user of @libsql/client in `fromDir` loads. */
function libsqlFor(fromDir: string) {
	return packageDir('libsql', packageDir('@libsql/client', fromDir))
}

test('the server loads one copy of SQLite: Prisma’s adapter and the scripts share the libsql package', () => {
	const forScripts = libsqlFor(path.join(root, 'server'))
	const forPrisma = libsqlFor(packageDir('@prisma/adapter-libsql', root))
	expect(forPrisma).toBe(forScripts)
})

test('a write transaction keeps its lock after a closed migration client is garbage-collected', () => {
	const file = path.join(makeTempDir('sqlite-locks'), 'app.db')
	const clientFor = (dir: string) =>
		pathToFileURL(path.join(packageDir('@libsql/client', dir), 'lib-esm', 'node.js')).href
	const libsql = packageDir('libsql', packageDir('@libsql/client', root))
	// What the server does: migrations through @libsql/client, closed; then Prisma's connection
	// opens a write transaction; then garbage collection runs. Another process must still be
	// kept out until the transaction ends.
	const script = `
		import { execFileSync } from 'node:child_process'
		const { createClient: forScripts } = await import(${JSON.stringify(clientFor(root))})
		const { createClient: forPrisma } = await import(${JSON.stringify(clientFor(packageDir('@prisma/adapter-libsql', root)))})
		const url = ${JSON.stringify(`file:${file}`)}
		const migrations = forScripts({ url })
		await migrations.execute('PRAGMA journal_mode = WAL')
		await migrations.execute('CREATE TABLE t (x)')
		migrations.close()
		const tx = await forPrisma({ url }).transaction('write')
		await tx.execute('INSERT INTO t VALUES (1)')
		globalThis.gc()
		await new Promise((resolve) => setTimeout(resolve, 50))
		const writer = "const D = require(" + ${JSON.stringify(JSON.stringify(libsql))} + "); new D(" + ${JSON.stringify(JSON.stringify(file))} + ").exec('INSERT INTO t VALUES (2)')"
		try {
			execFileSync(process.execPath, ['-e', writer], { stdio: 'ignore' })
			console.log('another process wrote during the transaction')
		} catch {
			console.log('another process was kept out')
		}
	`
	const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
		cwd: root,
		encoding: 'utf8',
	})
	expect(result.stderr).toBe('')
	expect(result.stdout.trim()).toBe('another process was kept out')
})
