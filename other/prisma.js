// Runs the Prisma CLI offline: Prisma 6.19 otherwise tries to download engine binaries at each
// command. With the JS engine and a driver adapter it only needs these paths to point at files.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dummyDir = path.join(root, 'other', '.prisma-dummy')
fs.mkdirSync(dummyDir, { recursive: true })
const queryEngine = path.join(dummyDir, 'libquery_engine.so.node')
const schemaEngine = path.join(dummyDir, 'schema-engine')
for (const file of [queryEngine, schemaEngine]) if (!fs.existsSync(file)) fs.writeFileSync(file, '')

const result = spawnSync(
	process.execPath,
	[path.join(root, 'node_modules', 'prisma', 'build', 'index.js'), ...process.argv.slice(2)],
	{
		stdio: 'inherit',
		cwd: root,
		env: {
			...process.env,
			PRISMA_QUERY_ENGINE_LIBRARY: queryEngine,
			PRISMA_SCHEMA_ENGINE_BINARY: schemaEngine,
			PRISMA_HIDE_UPDATE_MESSAGE: '1',
			CHECKPOINT_DISABLE: '1',
		},
	},
)
process.exit(result.status ?? 1)
