// What the built-in engines do, by name: the same table runs in the engine workers
// (engine-worker.ts) and in this thread when there are none (engine-pool.server.ts). The engines
// are synchronous, deterministic and pure, so a task's answer does not depend on where it ran.
import {
	generatePost,
	generatePosts,
	type GenerateInput,
	type Platform,
} from '#app/modules/generation/built-in-engine.ts'
import {
	generateReelScript,
	type ReelGenerationInput,
} from '#app/modules/reels/built-in-reel-engine.ts'

export const engineTasks = {
	posts: (input: GenerateInput) => generatePosts(input),
	post: (input: GenerateInput, platform: Platform, variant: number) =>
		generatePost(input, platform, variant),
	reel: (input: ReelGenerationInput) => generateReelScript(input),
}

export type EngineTasks = typeof engineTasks
export type EngineTask = keyof EngineTasks

/** Runs one task in this thread. */
export function runTask<K extends EngineTask>(
	task: K,
	args: Parameters<EngineTasks[K]>,
): ReturnType<EngineTasks[K]> {
	const run = engineTasks[task] as (...args: unknown[]) => ReturnType<EngineTasks[K]>
	return run(...args)
}
