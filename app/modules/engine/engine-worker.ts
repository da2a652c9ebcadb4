// The entry of an engine worker thread (built to build/engine/engine-worker.js by
// vite.engine.config.ts). It answers one task at a time: { id, task, args } in, { id, ok,
// result | message } out. A throw is reported, never fatal: the worker stays for the next task.
import { parentPort } from 'node:worker_threads'
import { runTask, type EngineTask } from './engine-tasks.ts'

type Job = { id: number; task: EngineTask; args: unknown[] }

parentPort?.on('message', ({ id, task, args }: Job) => {
	try {
		const result = runTask(task, args as never)
		parentPort!.postMessage({ id, ok: true, result })
	} catch (error) {
		parentPort!.postMessage({
			id,
			ok: false,
			message: error instanceof Error ? (error.stack ?? error.message) : String(error),
		})
	}
})
