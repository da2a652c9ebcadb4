// The reel script shape and its rules. Both engines (built-in and AI provider) go through
// validateReelScript/repairReelScript, so a script that breaks a timing or pacing rule is fixed
// before anyone sees it, whichever engine wrote it.
import type { HookType, ReelCategory, ReelDuration } from './reel-options.ts'
import {
	countGraphemes,
	countWords,
	splitSentences,
	trimToGraphemes,
	trimToWords,
} from './reel-text.ts'

export type ReelScene = {
	timing: string // "0:00-0:05"
	visualDescription: string
	dialogue: string
	textOverlay?: string
	transitionNotes?: string
}

export type ReelScript = {
	duration: ReelDuration
	category: ReelCategory
	hookType: HookType
	scenes: ReelScene[]
	caption: string
	hashtags: string[]
	productionNotes: string[]
}

// A comfortable speaking pace for short-form video is about 2.5 words a second; 3 is the most a
// viewer can follow with captions on, so it is the hard limit.
export const REEL_WORDS_PER_SECOND_TARGET = 2.5
export const REEL_WORDS_PER_SECOND_MAX = 3
export const REEL_CAPTION_MAX_GRAPHEMES = 2200
export const REEL_HASHTAGS_MAX = 30
export const REEL_SCENE_MIN_SECONDS = 2
export const REEL_SCENE_MAX_SECONDS = 15
// The hook has to land before the viewer swipes.
export const REEL_HOOK_MAX_SECONDS = 5

export const REEL_SCENE_COUNT: Record<ReelDuration, { min: number; max: number }> = {
	30: { min: 3, max: 7 },
	60: { min: 5, max: 10 },
	90: { min: 7, max: 14 },
}

export type ReelProblemCode =
	| 'duration_mismatch'
	| 'no_scenes'
	| 'scene_count'
	| 'timing_format'
	| 'timing_start'
	| 'timing_gap'
	| 'timing_overlap'
	| 'timing_end'
	| 'scene_length'
	| 'hook_length'
	| 'hook_missing'
	| 'visual_missing'
	| 'words_per_second'
	| 'caption_empty'
	| 'caption_too_long'
	| 'too_many_hashtags'
	| 'hashtag_format'
	| 'missing_cta'

export type ReelProblem = { code: ReelProblemCode; message: string; sceneIndex?: number }

function pad(n: number): string {
	return String(n).padStart(2, '0')
}

function clock(totalSeconds: number): string {
	const s = Math.max(0, Math.round(totalSeconds))
	return `${Math.floor(s / 60)}:${pad(s % 60)}`
}

export function formatTiming(startSec: number, endSec: number): string {
	return `${clock(startSec)}-${clock(endSec)}`
}

// AI providers write timings in several ways ("0:05 – 0:10", "5-10s", "00:00:05-00:00:10");
// all of them are read so repair can re-time instead of throwing the scene away.
const TIME = String.raw`(?:(\d{1,2}):)?(?:(\d{1,2}):)?(\d{1,3}(?:\.\d+)?)\s*s?`
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*(?:-|–|—|to|a)\s*${TIME}\s*$`, 'i')

function toSeconds(a: string | undefined, b: string | undefined, c: string | undefined): number {
	const parts = [a, b, c].filter((p): p is string => p !== undefined).map(Number)
	return parts.reduce((acc, part) => acc * 60 + part, 0)
}

export function parseTiming(timing: string): { start: number; end: number } | null {
	const match = TIMING.exec(timing)
	if (!match) return null
	const start = toSeconds(match[1], match[2], match[3])
	const end = toSeconds(match[4], match[5], match[6])
	if (!Number.isFinite(start) || !Number.isFinite(end)) return null
	return { start, end }
}

// Calls to action the engines and AI providers write, in the three product languages. Entries
// are whole words or phrases; a trailing '*' marks a stem (accents and formal/plural endings
// vary), kept to stems that ordinary prose rarely starts a word with.
const CTA_TERMS: readonly string[] = [
	// any language: "link in bio", "enlace en la bio", "link na bio", the comments section
	'bio',
	'comments',
	'comentarios',
	'comentários',
	// questions to the viewer and the other calls of post-phrases.ts
	'what’s your take',
	"what's your take",
	'what would you add',
	'how do you handle',
	'agree or disagree',
	'agree',
	'save this',
	'keep this',
	'your perspective',
	'estás de acuerdo',
	'nos interesa su punto de vista',
	'guárdalo',
	'concorda',
	'queremos ouvir',
	'salve para',
	'your experience',
	'your turn',
	'how is it going',
	'how’s it going',
	'tell us',
	'tell me',
	'qué añadirías',
	'tú qué opinas',
	'cómo lo haces',
	'cómo lo llevas',
	'cuéntanos',
	'cuál es su experiencia',
	'cómo te va',
	'compártelo',
	'sígueme',
	'o que você acrescentaria',
	'o que acha',
	'como você lida',
	'conta pra gente',
	'conta nos',
	'qual é a sua experiência',
	'como está sendo',
	'compartilhe',
	'siga para',
	// en
	'follow',
	'follow*',
	'subscribe*',
	'save this',
	'save it',
	'save the',
	'share this',
	'share it',
	'share with',
	'tag a',
	'tag someone',
	'tag your',
	'sign up',
	'join',
	'join us',
	'dm me',
	'dm us',
	'send this',
	'send it',
	'try it',
	'try this',
	'try them',
	'try one',
	'click',
	'tap',
	'download',
	'grab',
	'get yours',
	'get started',
	'get it',
	'check it out',
	'visit',
	'book a',
	'book your',
	'shop now',
	'buy now',
	'order now',
	'learn more',
	'read more',
	'read the full',
	'let me know',
	'let us know',
	'tell me',
	'tell us',
	'drop a',
	'drop your',
	'comment',
	'comment below',
	'turn on',
	'head to',
	'find out',
	// es
	'sígue*',
	'síga*',
	'suscríb*',
	'guárda*',
	'guarda este',
	'guarda esto',
	'compárt*',
	'comparte',
	'coméntame',
	'comenta',
	'comente',
	'etiqueta',
	'etiquete',
	'regístrate',
	'regístrese',
	'únete',
	'únase',
	'escríbe*',
	'escríba*',
	'mándame',
	'mándaselo',
	'envíanos',
	'pruéba*',
	'prueba esto',
	'descarga',
	'visita',
	'reserva',
	'compra',
	'compre',
	'consígue*',
	'consíga*',
	'cuéntame',
	'cuéntanos',
	'cuéntenos',
	'dime',
	'déjame',
	'déjanos',
	'apúntate',
	'empieza hoy',
	'empiece hoy',
	'lee el',
	'lee más',
	'lea el',
	'descubre',
	'descubra',
	// es, said as "usted" (a formal voice)
	'guárde*',
	'escúche*',
	'escucha el',
	'escuche el',
	'véalo',
	'vea el',
	'descargue',
	'obtenga',
	'inscríba*',
	'postúle*',
	'agende',
	'consulte',
	'conozca',
	// pt
	'me segue',
	'me siga',
	'siga',
	'segue a gente',
	'inscreva-se',
	'salva esse',
	'salva este',
	'salve',
	'compartilhe',
	'compartilha',
	'marca alguém',
	'marque',
	'cadastre-se',
	'participe',
	'me chama',
	'manda pra',
	'mande',
	'experimente',
	'baixe',
	'visite',
	'reserve',
	'me conta',
	'conta pra',
	'me diz',
	'comece hoje',
	'comece já',
	'acesse',
	'leia',
	'garanta',
	'assine',
	'entre para',
	'entra pra',
]

// Built at the first check, not when the module loads: the reels page and the script download
// load this module for its caption helpers, at every start of the server (ADR 035).
let ctaPattern: RegExp | undefined
const ctaPatternOf = () =>
	(ctaPattern ??= new RegExp(
		`(?<![\\p{L}])(?:${CTA_TERMS.map((term) =>
			term.endsWith('*') ? term.slice(0, -1) : `${term.replace(/ /g, '\\s+')}(?![\\p{L}])`,
		).join('|')})`,
		'iu',
	))

function lettersOf(text: string): string {
	return (
		text
			.toLowerCase()
			.normalize('NFD')
			.match(/\p{L}+|\p{N}+/gu) ?? []
	).join(' ')
}

// A question put to the viewer ("How do you decide what to say no to?") asks for a comment.
const QUESTION_TO_VIEWER =
	/(?<![\p{L}])(?:you|your|yours|tú|tu|tus|tienes|usted|le|vos|você|seu|sua|pra você|para você)(?![\p{L}])[^.!?]*\?/iu

export function hasCallToAction(text: string): boolean {
	return ctaPatternOf().test(text) || QUESTION_TO_VIEWER.test(text)
}

export function formatHashtags(hashtags: string[]): string {
	return hashtags.join(' ')
}

/** The caption as it is posted: text, blank line, hashtags. */
export function captionWithHashtags(caption: string, hashtags: string[]): string {
	const tags = formatHashtags(hashtags)
	return tags ? `${caption.trim()}\n\n${tags}` : caption.trim()
}

function sceneSeconds(scene: ReelScene): number | null {
	const parsed = parseTiming(scene.timing)
	return parsed && parsed.end > parsed.start ? parsed.end - parsed.start : null
}

function wordsPerSecond(scene: ReelScene, seconds: number): number {
	return seconds > 0 ? countWords(scene.dialogue) / seconds : Infinity
}

export function validateReelScript(
	script: ReelScript,
	{ duration }: { duration: ReelDuration },
): ReelProblem[] {
	const problems: ReelProblem[] = []
	const add = (code: ReelProblemCode, message: string, sceneIndex?: number) =>
		problems.push(sceneIndex === undefined ? { code, message } : { code, message, sceneIndex })

	if (script.duration !== duration) {
		add('duration_mismatch', `Script says ${script.duration}s but ${duration}s was requested.`)
	}
	const { scenes } = script
	if (scenes.length === 0) {
		add('no_scenes', 'The script has no scenes.')
		return problems
	}
	const limits = REEL_SCENE_COUNT[duration]
	if (scenes.length < limits.min || scenes.length > limits.max) {
		add(
			'scene_count',
			`${scenes.length} scenes; a ${duration}s reel needs ${limits.min}-${limits.max}.`,
		)
	}

	let previousEnd: number | null = 0
	scenes.forEach((scene, index) => {
		const parsed = parseTiming(scene.timing)
		if (!parsed || parsed.end <= parsed.start) {
			add('timing_format', `Scene ${index + 1} has an unreadable timing "${scene.timing}".`, index)
			previousEnd = null
			return
		}
		if (index === 0 && parsed.start !== 0) {
			add('timing_start', `The first scene starts at ${clock(parsed.start)}, not 0:00.`, index)
		} else if (index > 0 && previousEnd !== null && parsed.start > previousEnd) {
			add('timing_gap', `Gap before scene ${index + 1} (${scene.timing}).`, index)
		} else if (index > 0 && previousEnd !== null && parsed.start < previousEnd) {
			add('timing_overlap', `Scene ${index + 1} overlaps the previous one.`, index)
		}
		previousEnd = parsed.end
		const seconds = parsed.end - parsed.start
		if (index === 0 && seconds > REEL_HOOK_MAX_SECONDS) {
			add('hook_length', `The hook lasts ${seconds}s; keep it to ${REEL_HOOK_MAX_SECONDS}s.`, index)
		} else if (seconds < REEL_SCENE_MIN_SECONDS || seconds > REEL_SCENE_MAX_SECONDS) {
			add(
				'scene_length',
				`Scene ${index + 1} lasts ${seconds}s; keep scenes ${REEL_SCENE_MIN_SECONDS}-${REEL_SCENE_MAX_SECONDS}s.`,
				index,
			)
		}
		const pace = wordsPerSecond(scene, seconds)
		if (pace > REEL_WORDS_PER_SECOND_MAX) {
			add(
				'words_per_second',
				`Scene ${index + 1} needs ${pace.toFixed(1)} words/s; the limit is ${REEL_WORDS_PER_SECOND_MAX}.`,
				index,
			)
		}
		if (!scene.visualDescription.trim()) {
			add('visual_missing', `Scene ${index + 1} has no visual description.`, index)
		}
	})
	const lastTiming = parseTiming(scenes.at(-1)?.timing ?? '')
	if (lastTiming && lastTiming.end !== duration) {
		add('timing_end', `The last scene ends at ${clock(lastTiming.end)}, not ${clock(duration)}.`)
	}

	const hook = scenes[0]
	if (hook && !hook.dialogue.trim() && !hook.textOverlay?.trim()) {
		add('hook_missing', 'The first scene has no hook line.', 0)
	}
	const last = scenes.at(-1)
	if (last && !hasCallToAction(`${last.dialogue}\n${last.textOverlay ?? ''}`)) {
		add('missing_cta', 'The last scene has no call to action.', scenes.length - 1)
	}

	if (!script.caption.trim()) add('caption_empty', 'The caption is empty.')
	const posted = countGraphemes(captionWithHashtags(script.caption, script.hashtags))
	if (posted > REEL_CAPTION_MAX_GRAPHEMES) {
		add(
			'caption_too_long',
			`Caption with hashtags is ${posted} characters; Instagram allows ${REEL_CAPTION_MAX_GRAPHEMES}.`,
		)
	}
	if (script.hashtags.length > REEL_HASHTAGS_MAX) {
		add(
			'too_many_hashtags',
			`${script.hashtags.length} hashtags; the limit is ${REEL_HASHTAGS_MAX}.`,
		)
	}
	const malformed = script.hashtags.filter((tag) => !/^#[\p{L}\p{M}\p{N}_]+$/u.test(tag))
	if (malformed.length > 0) add('hashtag_format', `Malformed hashtags: ${malformed.join(', ')}.`)
	return problems
}

// ---------------------------------------------------------------------------------------------
// Repair

type Allocation = { min: number; max: number; weight: number }

/**
 * Splits total seconds into whole seconds, one per item, within each item's bounds and as close
 * to its weight's share as the bounds allow. Used to time scenes so they add up exactly.
 */
export function allocateSeconds(total: number, items: Allocation[]): number[] {
	if (items.length === 0) return []
	let mins = items.map((item) => item.min)
	if (mins.reduce((a, b) => a + b, 0) > total) {
		mins = items.map(() => Math.min(REEL_SCENE_MIN_SECONDS, Math.floor(total / items.length)))
	}
	const seconds = [...mins]
	const weightSum = items.reduce((sum, item) => sum + Math.max(item.weight, 0.01), 0)
	const targets = items.map((item) => (Math.max(item.weight, 0.01) / weightSum) * total)
	let remaining = total - seconds.reduce((a, b) => a + b, 0)
	while (remaining > 0) {
		let best = -1
		let bestGap = -Infinity
		items.forEach((item, i) => {
			const current = seconds[i] ?? 0
			if (current >= item.max) return
			const gap = (targets[i] ?? 0) - current
			if (gap > bestGap) {
				bestGap = gap
				best = i
			}
		})
		// Every item is at its cap: the middle of the reel absorbs the rest rather than the hook.
		if (best === -1) best = items.length > 2 ? Math.floor(items.length / 2) : items.length - 1
		seconds[best] = (seconds[best] ?? 0) + 1
		remaining--
	}
	return seconds
}

function mergeScenes(a: ReelScene, b: ReelScene): ReelScene {
	const join = (x?: string, y?: string, sep = ' ') =>
		[x?.trim(), y?.trim()].filter((part): part is string => Boolean(part)).join(sep)
	const merged: ReelScene = {
		timing: a.timing,
		visualDescription: join(a.visualDescription, b.visualDescription, ' Then: '),
		dialogue: join(a.dialogue, b.dialogue),
	}
	const overlay = a.textOverlay?.trim() || b.textOverlay?.trim()
	if (overlay) merged.textOverlay = overlay
	const transition = b.transitionNotes?.trim() || a.transitionNotes?.trim()
	if (transition) merged.transitionNotes = transition
	return merged
}

function sceneWeight(scene: ReelScene): number {
	return sceneSeconds(scene) ?? Math.max(REEL_SCENE_MIN_SECONDS, countWords(scene.dialogue) / 2.5)
}

/** Keeps call-to-action sentences and drops the others first when a closing line is too long. */
function trimClosing(dialogue: string, maxWords: number): string {
	if (countWords(dialogue) <= maxWords) return dialogue.trim()
	const sentences = splitSentences(dialogue)
	const ctas = sentences.filter(hasCallToAction)
	if (ctas.length === 0) return trimToWords(dialogue, maxWords)
	const ctaText = ctas.join(' ')
	const ctaWords = countWords(ctaText)
	if (ctaWords >= maxWords) return trimToWords(ctaText, maxWords)
	const rest = sentences.filter((s) => !hasCallToAction(s)).join(' ')
	const lead = trimToWords(rest, maxWords - ctaWords)
	return lead ? `${lead} ${ctaText}` : ctaText
}

export type RepairOptions = {
	duration: ReelDuration
	/** Added to the last scene when it has no call to action of its own. */
	callToAction?: string
}

/**
 * Fixes what can be fixed without inventing content: drops empty scenes, merges or splits to a
 * scene count that fits the duration, re-times scenes contiguously from 0:00 to the duration,
 * trims dialogue to the speaking-pace limit at sentence or word boundaries, adds the call to
 * action, and brings caption and hashtags within Instagram's limits.
 */
export function repairReelScript(script: ReelScript, options: RepairOptions): ReelScript {
	const { duration } = options
	const limits = REEL_SCENE_COUNT[duration]
	let scenes = script.scenes
		.map((scene) => ({
			...scene,
			dialogue: scene.dialogue.replace(/\s+/g, ' ').trim(),
			visualDescription: scene.visualDescription.trim(),
		}))
		.filter((scene) => scene.dialogue || scene.visualDescription || scene.textOverlay?.trim())

	// Too many scenes: merge the shortest neighbouring pair in the middle, keeping hook and close.
	while (scenes.length > limits.max) {
		let bestIndex = scenes.length > 3 ? 1 : 0
		let bestWeight = Infinity
		for (let i = scenes.length > 3 ? 1 : 0; i < scenes.length - 2; i++) {
			const a = scenes[i]
			const b = scenes[i + 1]
			if (!a || !b) continue
			const weight = sceneWeight(a) + sceneWeight(b)
			if (weight < bestWeight) {
				bestWeight = weight
				bestIndex = i
			}
		}
		const a = scenes[bestIndex]
		const b = scenes[bestIndex + 1]
		if (!a || !b) break
		scenes = [...scenes.slice(0, bestIndex), mergeScenes(a, b), ...scenes.slice(bestIndex + 2)]
	}

	// Too few scenes: split the wordiest middle scene at a sentence boundary, if any has two.
	while (scenes.length > 0 && scenes.length < limits.min) {
		let target = -1
		let most = 0
		scenes.forEach((scene, i) => {
			const isEdge = scenes.length > 2 && (i === 0 || i === scenes.length - 1)
			const sentences = splitSentences(scene.dialogue)
			if (!isEdge && sentences.length >= 2 && countWords(scene.dialogue) > most) {
				most = countWords(scene.dialogue)
				target = i
			}
		})
		const scene = scenes[target]
		if (!scene) break
		const sentences = splitSentences(scene.dialogue)
		const half = Math.ceil(sentences.length / 2)
		const first: ReelScene = { ...scene, dialogue: sentences.slice(0, half).join(' ') }
		const second: ReelScene = { ...scene, dialogue: sentences.slice(half).join(' ') }
		delete second.textOverlay
		scenes = [...scenes.slice(0, target), first, second, ...scenes.slice(target + 1)]
	}

	if (scenes.length > 0) {
		const last = scenes.length - 1
		const lastScene = scenes[last]
		if (
			lastScene &&
			options.callToAction &&
			!hasCallToAction(lastScene.dialogue) &&
			// The closing already says it in its own words (a voice may have changed its case).
			!lettersOf(lastScene.dialogue).includes(lettersOf(options.callToAction))
		) {
			scenes[last] = {
				...lastScene,
				dialogue: [lastScene.dialogue, options.callToAction.trim()].filter(Boolean).join(' '),
			}
		}
		const seconds = allocateSeconds(
			duration,
			scenes.map((scene, i) => {
				const needed = Math.ceil(countWords(scene.dialogue) / REEL_WORDS_PER_SECOND_MAX)
				const max = i === 0 ? REEL_HOOK_MAX_SECONDS : REEL_SCENE_MAX_SECONDS
				return {
					min: Math.min(max, Math.max(REEL_SCENE_MIN_SECONDS, needed)),
					max,
					weight: sceneWeight(scene),
				}
			}),
		)
		let start = 0
		scenes = scenes.map((scene, i) => {
			const length = seconds[i] ?? REEL_SCENE_MIN_SECONDS
			const maxWords = Math.floor(length * REEL_WORDS_PER_SECOND_MAX)
			const dialogue =
				i === last ? trimClosing(scene.dialogue, maxWords) : trimToWords(scene.dialogue, maxWords)
			const timed: ReelScene = { ...scene, timing: formatTiming(start, start + length), dialogue }
			start += length
			return timed
		})
	}

	const hashtags: string[] = []
	const seen = new Set<string>()
	for (const raw of script.hashtags) {
		const body = raw.replace(/^#+/, '').replace(/[^\p{L}\p{M}\p{N}_]/gu, '')
		if (!body || seen.has(body.toLowerCase())) continue
		seen.add(body.toLowerCase())
		hashtags.push(`#${body}`)
		if (hashtags.length === REEL_HASHTAGS_MAX) break
	}
	const tagRoom = hashtags.length > 0 ? countGraphemes(formatHashtags(hashtags)) + 2 : 0
	const caption = trimToGraphemes(script.caption.trim(), REEL_CAPTION_MAX_GRAPHEMES - tagRoom)

	return { ...script, duration, scenes, caption, hashtags }
}
