// `npm start` and the Fly machine's command: runs server/index.js in a node whose heap is sized
// for this machine (server/memory.js). Signals are passed on, so a stop still drains requests.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverNodeFlags } from './memory.js'

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.js')
const child = spawn(process.execPath, [...serverNodeFlags(), entry], { stdio: 'inherit' })

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) {
	process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => {
	process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1))
})
