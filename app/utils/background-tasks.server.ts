// Work that must not run on the request path, such as looking up an account and mailing it a
// reset link: if it ran before the answer, the answer's timing would tell which addresses have
// an account. Tasks run one at a time after the current request has been answered; a bounded
// queue keeps a flood of requests from piling up work (past the bound a task is dropped and
// logged, whatever it was for, so dropping reveals nothing either).
const MAX_QUEUED = 500

let tail: Promise<void> = Promise.resolve()
let queued = 0

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

export function runInBackground(label: string, task: () => Promise<unknown>) {
	if (queued >= MAX_QUEUED) {
		console.error(`[background] queue full: dropped a ${label} task`)
		return
	}
	queued += 1
	tail = tail
		.then(nextTurn)
		.then(task)
		.then(
			() => {},
			(error: unknown) => {
				console.error(
					`[background] ${label} failed: ${error instanceof Error ? error.message : 'unknown error'}`,
				)
			},
		)
		.finally(() => {
			queued -= 1
		})
}

/** Resolves once every task queued so far has run (tests, and a graceful shutdown). */
export function backgroundTasksSettled(): Promise<void> {
	return tail
}
