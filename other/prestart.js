// Runs before `npm start`: builds the app, except in the production image, where the Dockerfile
// built it and pruned the build tools (nothing is built at start in production).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const built = fs.existsSync(path.resolve('build', 'server', 'index.js'))
let canBuild = true
try {
	createRequire(import.meta.url).resolve('@react-router/dev/package.json')
} catch {
	canBuild = false
}

if (!canBuild) {
	if (built) {
		console.log('npm start: serving the build made with this image (no build tools here).')
		process.exit(0)
	}
	console.error('npm start: no build/ and no build tools (@react-router/dev). Run `npm ci` first.')
	process.exit(1)
}
// `npm run build`: the app, then the engine worker (ADR 029).
for (const [command, args] of [
	[path.resolve('node_modules', '.bin', 'react-router'), ['build']],
	[process.execPath, ['other/build-engine.js']],
]) {
	const result = spawnSync(command, args, { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}
