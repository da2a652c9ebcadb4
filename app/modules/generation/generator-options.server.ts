import { voiceOptions } from '#app/modules/voices/brand-voices.server.ts'
import { toSpace, type SpaceLike } from '#app/modules/workspaces/space.server.ts'
import { resolveAiConfig } from './provider-config.server.ts'

/** Whether the user's generations run on an AI provider (their own key or the operator's). */
export async function isAiProviderActive(userId: string): Promise<boolean> {
	// A saved key whose address is refused still counts: the generation reports that error.
	return resolveAiConfig(userId).then(
		(config) => config !== null,
		() => true,
	)
}

/** What the post and reel forms offer beyond the spec's fields: saved voices, translation. */
export async function generatorFormOptions(actor: SpaceLike) {
	const [voices, aiActive] = await Promise.all([
		voiceOptions(actor),
		isAiProviderActive(toSpace(actor).userId),
	])
	return { voices, aiActive }
}

export type GeneratorFormOptions = Awaited<ReturnType<typeof generatorFormOptions>>
