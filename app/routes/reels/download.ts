import { requireUser } from '#app/modules/auth/session.server.ts'
import { getGeneration } from '#app/modules/generation/history.server.ts'
import { serverT } from '#app/modules/i18n/server-t.server.ts'
import {
	formatReelScriptAsText,
	reelScriptFileName,
} from '#app/modules/reels/format-reel-script.ts'
import type { ReelScript } from '#app/modules/reels/reel-script.ts'
import type { Route } from './+types/download'
import { getRequestSpace } from '#app/modules/workspaces/space.server.ts'

/** The whole script as a text file for the shoot, named by duration and category. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const space = await getRequestSpace(request, user.id)
	const generation = await getGeneration(space, params.id, 'reel')
	if (!generation) throw new Response('Not found', { status: 404 })
	const script = generation.output.reelScript as ReelScript
	const t = serverT(context)
	const text = formatReelScriptAsText(script, {
		title: t('reels.scriptTitle'),
		duration: t('reels.duration'),
		category: t('reels.category'),
		hook: t('reels.hook'),
		scene: t('reels.scene', { number: '' }).trim(),
		visual: t('reels.visual'),
		dialogue: t('reels.dialogue'),
		textOverlay: t('reels.overlay'),
		transition: t('reels.transition'),
		caption: t('reels.caption'),
		hashtags: t('reels.hashtags'),
		productionNotes: t('reels.productionNotes'),
		categoryName: (category) => t(`reels.categories.${category}`),
		hookName: (hookType) => t(`reels.hooks.${hookType}.label`),
	})
	return new Response(text, {
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Content-Disposition': `attachment; filename="${reelScriptFileName(script)}"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
