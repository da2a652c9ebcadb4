// Plain-text layouts of a reel script: the downloadable shooting script and the clipboard copies.
// Browser-safe. Labels come in as a parameter so the UI can pass its translated strings.
import { CATEGORY_LABELS, HOOK_COPY } from './hook-copy.ts'
import {
	type ReelScene,
	type ReelScript,
	captionWithHashtags,
	formatHashtags,
} from './reel-script.ts'

export type ReelScriptLabels = {
	title: string
	duration: string
	category: string
	hook: string
	scene: string
	visual: string
	dialogue: string
	textOverlay: string
	transition: string
	caption: string
	hashtags: string
	productionNotes: string
	/** How a category id is shown; the id itself when missing. */
	categoryName?: (category: ReelScript['category']) => string
	/** How a hook type id is shown; the id itself when missing. */
	hookName?: (hookType: ReelScript['hookType']) => string
}

export const DEFAULT_REEL_SCRIPT_LABELS: ReelScriptLabels = {
	title: 'Instagram Reel script',
	duration: 'Duration',
	category: 'Category',
	hook: 'Hook',
	scene: 'Scene',
	visual: 'Visual',
	dialogue: 'Dialogue',
	textOverlay: 'Text overlay',
	transition: 'Transition',
	caption: 'Caption',
	hashtags: 'Hashtags',
	productionNotes: 'Production notes',
	categoryName: (category) => CATEGORY_LABELS[category].en,
	hookName: (hookType) => HOOK_COPY[hookType].en.label,
}

export function reelScriptFileName(script: Pick<ReelScript, 'duration' | 'category'>): string {
	const category = script.category.replace(/_/g, '-')
	return `reel-script-${script.duration}s-${category}.txt`
}

function sceneLines(scene: ReelScene, labels: ReelScriptLabels): string[] {
	const lines = [
		`${labels.visual}: ${scene.visualDescription}`,
		`${labels.dialogue}: ${scene.dialogue ? `"${scene.dialogue}"` : '—'}`,
	]
	if (scene.textOverlay?.trim()) lines.push(`${labels.textOverlay}: ${scene.textOverlay}`)
	if (scene.transitionNotes?.trim()) lines.push(`${labels.transition}: ${scene.transitionNotes}`)
	return lines
}

/** One scene, ready to paste into a notes app or a teleprompter. */
export function formatSceneForCopy(
	scene: ReelScene,
	labels: ReelScriptLabels = DEFAULT_REEL_SCRIPT_LABELS,
): string {
	return [`[${scene.timing}]`, ...sceneLines(scene, labels)].join('\n')
}

/** Caption and hashtags exactly as they would be posted. */
export function formatCaptionForCopy(script: Pick<ReelScript, 'caption' | 'hashtags'>): string {
	return captionWithHashtags(script.caption, script.hashtags)
}

/** The whole script laid out for a shoot: header, every scene, caption, hashtags, notes. */
export function formatReelScriptAsText(
	script: ReelScript,
	labels: ReelScriptLabels = DEFAULT_REEL_SCRIPT_LABELS,
): string {
	const category = labels.categoryName?.(script.category) ?? script.category
	const hook = labels.hookName?.(script.hookType) ?? script.hookType
	const rule = '='.repeat(48)
	const thin = '-'.repeat(48)
	const parts: string[] = [
		labels.title,
		rule,
		`${labels.duration}: ${script.duration}s`,
		`${labels.category}: ${category}`,
		`${labels.hook}: ${hook}`,
		'',
	]
	script.scenes.forEach((scene, index) => {
		parts.push(
			`${labels.scene} ${index + 1} [${scene.timing}]`,
			thin,
			...sceneLines(scene, labels),
			'',
		)
	})
	parts.push(labels.caption, thin, script.caption.trim(), '')
	if (script.hashtags.length > 0)
		parts.push(labels.hashtags, thin, formatHashtags(script.hashtags), '')
	if (script.productionNotes.length > 0) {
		parts.push(
			labels.productionNotes,
			thin,
			...script.productionNotes.map((note) => `- ${note}`),
			'',
		)
	}
	return parts.join('\n').trimEnd() + '\n'
}
