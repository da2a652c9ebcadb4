// `npm start` and the Fly machine's command: runs server/index.js in a node whose heap is sized
// for this machine and kept near its live size (server/memory.js). Signals are passed on, so a stop still drains requests.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEnv, serverNodeFlags } from './memory.js'

const serverDir = path.dirname(fileURLToPath(import.meta.url))
const entry = path.join(serverDir, 'index.js')
// V8's compile cache: the second start skips compiling the 1.3 MB server build and its
// dependencies (ADR 019). The Docker image fills it at build time; a folder that cannot be
// written only turns the cache off. serverEnv adds the malloc setting (ADR 031).
const env = serverEnv({
	...process.env,
	NODE_COMPILE_CACHE:
		process.env.NODE_COMPILE_CACHE ??
		path.join(serverDir, '..', 'node_modules', '.cache', 'vibecast-compile'),
})
const child = spawn(process.execPath, [...serverNodeFlags(), entry], { stdio: 'inherit', env })

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
	process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => {
	process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1))
})
