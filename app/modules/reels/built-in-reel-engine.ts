// The built-in reel engine: offline, deterministic and pure. It writes a shootable script from
// the source's own sentences and key phrases. Everything it adds (hook formulas, shot lists,
// connecting words, the call to action) is framing that states no facts and holds no digits, so
// every claim and number in a script can be traced back to the source.
import { classifyGoal, type GoalKind } from '#app/modules/generation/goal.ts'
import { readGoal } from '#app/modules/generation/goal-reading.ts'
import { withOrganisationAsSubject } from '#app/modules/generation/organisation-voice.ts'
import { instagramCallToAction } from '#app/modules/generation/post-writer.ts'
import { sentenceCased } from '#app/modules/generation/title-case.ts'
import { isCommonFirstName } from '#app/modules/generation/topic-words.ts'
import { standAlone } from '#app/modules/generation/self-contained.ts'
import { modelSpokenToUsted } from '#app/modules/generation/usted-forms.ts'
import {
	buildSourceModel,
	namesAThing,
	isInstruction,
	type ModelSentence,
	type SourceModel,
} from '#app/modules/generation/source-model.ts'
import { detectLanguage } from '#app/modules/generation/source-analysis.ts'
import { bodyPaysOff, type HookPlan, mythLabelFor, planHook } from './hook-support.ts'
import { sourceHook, type SourceHook } from './source-hook.ts'
import {
	brollShotFor,
	focusShotFor,
	hookSwitchNote,
	pointShotsFor,
	recapLabel,
	showsAScreen,
} from './reel-visuals.ts'
import {
	type ContentLanguage,
	type DetailedSourceAnalysis,
	isContentWord,
	phraseToHashtag,
	termKey,
} from '#app/modules/generation/source-analysis.ts'
import {
	applyVoiceToText,
	containsAvoidedWord,
	escapeRegExp,
	parseBrandVoice,
	stripEmoji,
	type VoiceStyle,
} from '#app/modules/generation/voice-style.ts'
import {
	fillHookTemplate,
	hookTemplatesFor,
	type HookSlots,
	type HookTemplate,
} from './hook-formulas.ts'
import { type HookType, type ReelCategory, type ReelDuration } from './reel-options.ts'
import {
	allocateSeconds,
	formatTiming,
	REEL_HOOK_MAX_SECONDS,
	REEL_SCENE_MAX_SECONDS,
	REEL_WORDS_PER_SECOND_TARGET,
	type ReelScene,
	type ReelScript,
	repairReelScript,
} from './reel-script.ts'
import {
	CATEGORY_STYLES,
	fillFocus,
	listOf,
	sharedCopyFor,
	type SharedCopy,
} from './reel-styles.ts'
import {
	brandHashtagsOf,
	inLowerCase,
	readVoiceProfile,
	writesInLowerCase,
} from '../generation/voice-profile.ts'
import type { LearnedVoice } from '../generation/voice-samples.ts'
import { countWords, trimToWords } from './reel-text.ts'
import { buildWordIndex, type WordIndex } from './word-index.ts'

export type ReelGenerationInput = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	duration: ReelDuration
	category: ReelCategory
	hookType: HookType
	/** Defaults to the source's language. */
	outputLanguage?: ContentLanguage
	/** The page the call to action points at, when the goal wants a click. */
	link?: string
	/** The user's own past posts, when the voice was learned from samples. */
	voiceSamples?: string[]
	/** What was learned from those samples. */
	learnedVoice?: LearnedVoice
}

// How many body scenes (between hook and call to action) each length is built around.
const PLAN: Record<ReelDuration, { body: number; minBody: number; ctaMax: number }> = {
	30: { body: 3, minBody: 2, ctaMax: 6 },
	60: { body: 6, minBody: 4, ctaMax: 7 },
	90: { body: 8, minBody: 6, ctaMax: 8 },
}
// Still comfortably under the hard limit of three words a second.
const BRISK_WORDS_PER_SECOND = 2.8
const HOOK_MIN_SECONDS = 3
const BODY_MIN_SECONDS = 3
const CTA_MIN_SECONDS = 4
const HOOK_MAX_WORDS = Math.floor(REEL_HOOK_MAX_SECONDS * REEL_WORDS_PER_SECOND_TARGET)
const CLAIM_HOOK_MAX_WORDS = Math.floor(REEL_HOOK_MAX_SECONDS * BRISK_WORDS_PER_SECOND)
const OVERLAY_MAX_WORDS = 7
const HOOK_OVERLAY_MAX_WORDS = 10
const CAPTION_SUMMARY_WORDS = 50

const HOOK_EMOJI: Record<HookType, string> = {
	curiosity: '👀',
	pov: '🎬',
	list: '📌',
	transformation: '✨',
	pattern_interrupt: '✋',
	myth_busting: '🤔',
	mistake: '❌',
	negative_behavioral: '🚫',
	problem_focused: '😩',
	loss_aversion: '⏳',
	urgency_negative: '⚠️',
	contrarian: '🔥',
}

// Categories whose longer reels close the body with a spoken recap of the key phrases.
const LIST_LIKE_CATEGORIES: ReadonlySet<ReelCategory> = new Set(['educational', 'tips'])

// ---------------------------------------------------------------------------------------------
// Deterministic choice

function hashString(text: string): number {
	// FNV-1a: stable across runs and platforms, so the same input always gives the same script.
	let hash = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return hash >>> 0
}

function chooser(seed: number) {
	return <T>(items: readonly T[], salt: number): T | undefined =>
		items.length === 0 ? undefined : items[(seed + salt * 7919) % items.length]
}

// ---------------------------------------------------------------------------------------------
// Reading the source

type Point = {
	text: string
	index: number
	score: number
	words: number
	focus: string | null
	/** The sentence is a list item or step in the source. */
	fromList: boolean
	/** The whole sentence, before any trimming to fit a scene. */
	full: string
	/** what a recipe needs, or a tip after its method: said with its own label, never "Next:" */
	aside?: boolean
}

// Compiling a case-insensitive Unicode pattern costs far more than running it; phrases recur.
const wholeWordCache = new Map<string, RegExp>()

function wholeWord(phrase: string): RegExp {
	let pattern = wholeWordCache.get(phrase)
	if (!pattern) {
		const body = escapeRegExp(phrase).replace(/\s+/g, '\\s+')
		pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu')
		if (wholeWordCache.size > 2000) wholeWordCache.clear()
		wholeWordCache.set(phrase, pattern)
	}
	return pattern
}

/**
 * How the phrase is written mid-sentence, or null when it only ever opens a sentence: words
 * like "Add", "Deja" or "Faça" are capitalised verbs there, not names of the topic.
 */
function midSentenceForm(phrase: string, index: WordIndex): string | null {
	const forms = new Map<string, number>()
	for (const occurrence of index.occurrences(phrase)) {
		// A lower-case occurrence proves an ordinary word even right after a colon.
		if (occurrence.opensSentence && !/^\p{Ll}/u.test(occurrence.form)) continue
		forms.set(occurrence.form, (forms.get(occurrence.form) ?? 0) + 1)
	}
	let best: string | null = null
	let bestCount = 0
	for (const [form, count] of forms) {
		if (count > bestCount) {
			best = form
			bestCount = count
		}
	}
	// "2 Tbsp Thai Red Curry Paste" in a list and "add the curry paste" in a step: a name is
	// seldom written in lower case, so a lower-case use that is not outnumbered wins.
	const lower = [...forms].find(([form]) => form === form.toLowerCase())
	if (best && lower && best !== lower[0] && bestCount <= lower[1] * 2) return lower[0]
	return best
}

function usablePhrases(
	analysis: DetailedSourceAnalysis,
	index: WordIndex,
	style: VoiceStyle,
	titleWords: string[],
): string[] {
	const result: string[] = []
	for (const phrase of analysis.keyPhrases) {
		if (phrase.split(/\s+/).length > 4 || phrase.length > 32) continue
		if (containsAvoidedWord(phrase, style.avoidWords)) continue
		let form = midSentenceForm(phrase, index)
		// "Moonlighting means…": a title word the body only ever opens sentences with is still the
		// subject, written in lower case.
		if (!form && index.occurrences(phrase).length > 0 && sharesTitleWord(phrase, titleWords)) {
			form = phrase
				.split(/\s+/)
				.map((word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase() : word))
				.join(' ')
		}
		if (form && !result.includes(form)) result.push(form)
	}
	return result
}

/**
 * "Evandro Pastor e Og Maciel… como o Evandro e o Og se conheceram": a full name the text goes on
 * to call by its first word alone is a person, whatever the name, and a person is not what a reel
 * is about. A thing's name is said whole ("o Castillo de Godella"), or has a word the text also
 * writes in lower case ("Castálio Podcast", "podcast").
 */
function calledByFirstName(phrase: string, index: WordIndex): boolean {
	const words = phrase.split(/\s+/u)
	if (words.length < 2 || words.length > 3) return false
	if (!words.every((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return false
	const lowerCase = (word: string) =>
		index.occurrences(word).some((occurrence) => /^\p{Ll}/u.test(occurrence.form))
	if (words.some(lowerCase)) return false
	const midSentence = (text: string) =>
		index.occurrences(text).filter((occurrence) => !occurrence.opensSentence).length
	return midSentence(words[0] ?? '') > midSentence(phrase)
}

function sharesTitleWord(phrase: string, titleWords: string[]): boolean {
	return phrase.split(/\s+/).some((word) => titleWords.some((title) => sameStem(title, word)))
}

const DEFINITE_ARTICLES: Record<ContentLanguage, ReadonlySet<string>> = {
	en: new Set(['the']),
	es: new Set(['el', 'la', 'los', 'las']),
	pt: new Set(['o', 'a', 'os', 'as']),
}

/**
 * The definite article the source itself puts before a phrase ("la procrastinación", "a saúde",
 * "the outage") when it often does: without it a hook reads wrong, most of all in Spanish and
 * Portuguese, and guessing the article would risk the wrong gender.
 */
function articleFor(
	phrase: string,
	index: WordIndex,
	language: ContentLanguage,
): string | undefined {
	const articles = DEFINITE_ARTICLES[language]
	if (articles.size === 0 || /^\p{Lu}/u.test(phrase)) return undefined
	const occurrences = index.occurrences(phrase)
	const counts = new Map<string, number>()
	for (const { previous } of occurrences) {
		if (previous && articles.has(previous)) counts.set(previous, (counts.get(previous) ?? 0) + 1)
	}
	const [best] = [...counts].sort((a, b) => b[1] - a[1])
	if (!best || best[1] * 4 < occurrences.length) return undefined
	return best[0]
}

// Determiners that show a Spanish or Portuguese noun's gender where the text puts one before it.
// Spanish "a" is a preposition ("enseñar a programadores") and "o" means "or": each language
// counts only its own determiners.
const GENDERED_DETERMINERS: Record<
	'es' | 'pt',
	{ m: ReadonlySet<string>; f: ReadonlySet<string> }
> = {
	es: {
		m: new Set(
			'el los un unos este estos ese esos aquel aquellos del al nuestro nuestros otro otros'.split(
				' ',
			),
		),
		f: new Set(
			'la las una unas esta estas esa esas aquella aquellas nuestra nuestras otra otras'.split(' '),
		),
	},
	pt: {
		m: new Set(
			'o os um uns este estes esse esses do dos no nos ao aos meu meus seu seus nosso nossos outro outros'.split(
				' ',
			),
		),
		f: new Set(
			'a as uma umas esta estas essa essas da das na nas à às minha minhas sua suas nossa nossas outra outras'.split(
				' ',
			),
		),
	},
}
// Adjectives said before a noun that have one form for both genders: the noun after them decides.
const INVARIANT_BEFORE_NOUN =
	/^(?:mejor|mejores|peor|peores|gran|grandes|mayor|mayores|menor|menores|principal|principales|melhor|melhores|pior|piores|maior|maiores|menor|menores)$/u

/** The gender of a Spanish or Portuguese noun from its ending, when the ending is reliable. */
function genderByEnding(word: string, language: ContentLanguage): 'm' | 'f' | null {
	const singular = word.replace(/(?<=[aeioéó])s$|(?<=[^aeiouáéíóú])es$|(?<=[bcdfgkmptw])s$/u, '')
	const w = language === 'pt' ? singular.replace(/õe$/u, 'ão') : singular
	if (/(?:ción|sión|xión|dad|tad|tud|umbre|eza|ncia|ura|ção|são|dade|gem|ância|ência)$/u.test(w))
		return 'f'
	if (/(?:aje|ismo|miento|mento|or|o|agem)$/u.test(w)) {
		// "la mano", "la foto", "la flor", "a cor", "a dor".
		if (/^(?:mano|foto|moto|radio|flor|labor|cor|dor|tribo)$/u.test(w)) return null
		return w.endsWith('agem') ? 'f' : 'm'
	}
	// "el problema", "el mapa", "el planeta", "el día": Greek and other masculine -a words.
	if (/a$/u.test(w)) return /(?:ma|pa|eta|día|dia)$/u.test(w) ? null : 'f'
	// "el podcast", "el blog", "o software": a word borrowed with a consonant ending.
	if (/[bcfgkmptw]$/u.test(w)) return 'm'
	return null
}

/**
 * "Lo que casi nadie ve sobre mejores podcasts." needs "los mejores podcasts": a common noun is
 * said with its article after "sobre", "con" or "ver" in Spanish and Portuguese. The gender is the
 * one the text's own determiners give the noun ("un podcast", "la vida"), else the one its ending
 * makes sure of; a verb ("grabar un podcast"), a name, or a noun of unsure gender ("el agua", "la
 * imagen") is left bare, as the hook said it before.
 */
function guessedArticle(
	topic: string,
	index: WordIndex,
	language: ContentLanguage,
): string | undefined {
	if (language === 'en' || !/^\p{Ll}/u.test(topic)) return undefined
	const words = topic.split(/\s+/u)
	const first = words[0] ?? ''
	// An infinitive opens a verb phrase ("grabar un podcast", "organizar a rotina").
	if (isVerbPhrase(topic, language) || /(?:ar|er|ir|ír)$/u.test(first)) return undefined
	// "a rotina da manhã" has its article already.
	if (DETERMINERS.has(first)) return undefined
	const head = INVARIANT_BEFORE_NOUN.test(first) ? (words[1] ?? '') : first
	if (!head || !/^\p{Ll}+$/u.test(head)) return undefined
	// "podcasts", "mejores", "tortillas"; not "análisis", "país", "mes", "inglés", "ônibus".
	const plural = /s$/u.test(first) && !/(?:[iíuú]s|[éê]s|^mes)$/u.test(first)
	const determiners = GENDERED_DETERMINERS[language]
	let male = 0
	let female = 0
	for (const occurrence of index.occurrences(head)) {
		const previous = occurrence.previous ?? ''
		if (determiners.m.has(previous)) male++
		else if (determiners.f.has(previous)) female++
	}
	// Portuguese "a" and "o" are also a preposition and a pronoun; Spanish "a" a preposition.
	const gender =
		male > female * 2
			? 'm'
			: female > male * 2
				? 'f'
				: male + female === 0
					? genderByEnding(head, language)
					: null
	if (!gender) return undefined
	// "el agua", "el hambre": a feminine noun on a stressed "a" takes "el"; left bare.
	if (language === 'es' && gender === 'f' && !plural && /^h?[aá]/u.test(head)) return undefined
	if (language === 'es') return gender === 'm' ? (plural ? 'los' : 'el') : plural ? 'las' : 'la'
	return gender === 'm' ? (plural ? 'os' : 'o') : plural ? 'as' : 'a'
}

/**
 * "Nobody tells you this about break." needs "breaks": an English common noun the source counts
 * ("a break", "another break") goes into a hook in the plural. Mass nouns ("fitness", "code")
 * and names stay as they are.
 */
function hookTopic(topic: string, index: WordIndex, language: ContentLanguage): string {
	if (language === 'en' && /^\p{Ll}+(?: \p{Ll}+){1,2}$/u.test(topic)) {
		return compoundHookTopic(topic, index)
	}
	if (language !== 'en' || !/^\p{Ll}+$/u.test(topic) || topic.endsWith('s')) return topic
	const occurrences = index.occurrences(topic)
	const counted = occurrences.filter(
		(o) => o.previous === 'a' || o.previous === 'an' || o.previous === 'another',
	).length
	// "…if you care about relationships": the text's own plural, when it says it more often.
	const plural = /[^aeiou]y$/u.test(topic)
		? `${topic.slice(0, -1)}ies`
		: /(?:ch|sh|x|z)$/u.test(topic)
			? `${topic}es`
			: `${topic}s`
	const plurals = index.occurrences(plural).length
	if (plurals > 0 && plurals >= occurrences.length) return plural
	if (counted === 0 || counted * 3 < occurrences.length) return topic
	if (/[^aeiou]y$/u.test(topic)) return `${topic.slice(0, -1)}ies`
	if (/(?:ch|sh|x|z)$/u.test(topic)) return `${topic}es`
	return `${topic}s`
}

function pluralOf(noun: string): string {
	if (/[^aeiou]y$/u.test(noun)) return `${noun.slice(0, -1)}ies`
	if (/(?:ch|sh|x|z)$/u.test(noun)) return `${noun}es`
	return `${noun}s`
}

/**
 * "Here's what most people miss about conference organizer." needs "conference organizers": a
 * title's "Dear Conference Organizer" names one person, but the text counts the role ("their
 * organizers", "an actual conference organizer"), so the hook talks about them all. A phrase the
 * text says with "the" ("the job market") is one thing and stays as it is; so does one it never
 * counts ("clean code", "customer support"), where a final "s" would be a verb's ("it supports").
 */
function compoundHookTopic(topic: string, index: WordIndex): string {
	const head = topic.slice(topic.lastIndexOf(' ') + 1)
	if (head.endsWith('s')) return topic
	const plural = topic.slice(0, topic.length - head.length) + pluralOf(head)
	const occurrences = index.occurrences(topic)
	if (index.occurrences(plural).length > occurrences.length) return plural
	const definite = occurrences.filter((o) => o.previous === 'the').length
	if (definite > 0 && definite * 4 >= occurrences.length) return topic
	// Only a role ("organizer", "developer", "founder") is counted this way: "a clean code
	// refactor" and "their sources" say nothing of "clean code" or "open source".
	if (!/(?:er|or|ist|eer|ant|ent|ian)$/u.test(head)) return topic
	const counted =
		occurrences.some((o) => o.previous === 'a' || o.previous === 'an') ||
		index
			.occurrences(pluralOf(head))
			.some((o) => o.previous !== null && COUNTING_WORDS.has(o.previous))
	return counted ? plural : topic
}

// Words before a plural that show the noun is counted: "their organizers", "many organizers".
const COUNTING_WORDS = new Set(
	'the these those my your our their his her its some many most all few several other both two three four five'.split(
		' ',
	),
)

// Words after which a noun follows: what separates "el punto" from "he notado".
const DETERMINERS = new Set(
	[
		'the a an this that these those my your our their his her its some any no every each of',
		'el la los las un una unos unas del al mi tu su mis tus sus este esta ese esa estos estas',
		'esos esas nuestro nuestra nuestros nuestras cada',
		'o a os as um uma uns umas do da dos das no na nos nas meu minha meus minhas seu sua seus',
		'suas este esta esse essa estes estas esses essas pelo pela pelos pelas cada nosso nossa',
	]
		.join(' ')
		.split(' '),
)

/**
 * A phrase worth showing or tagging on its own: several words, a name (capitalised
 * mid-sentence), a title word, or a noun the source repeats. Single words outside these are
 * often verbs ("notado", "conozco") that say nothing on screen.
 */
function isStrongPhrase(
	phrase: string,
	index: WordIndex,
	titleWords: string[],
	shouting: boolean,
): boolean {
	if (/[\s-]/u.test(phrase)) return true
	// In a text written in capitals, a capital says nothing about names.
	if (!shouting && /^\p{Lu}/u.test(phrase)) return true
	if (titleWords.some((word) => sameStem(word, phrase))) return true
	const occurrences = index.occurrences(phrase)
	return (
		occurrences.length >= 2 &&
		occurrences.some((o) => o.previous !== null && DETERMINERS.has(o.previous))
	)
}

function isShouting(text: string): boolean {
	const letters = text.match(/\p{L}/gu) ?? []
	const upper = text.match(/\p{Lu}/gu) ?? []
	return letters.length > 20 && upper.length > letters.length * 0.6
}

function sameStem(a: string, b: string): boolean {
	const x = termKey(a)
	const y = termKey(b)
	if (x === y) return true
	let common = 0
	while (common < x.length && common < y.length && x[common] === y[common]) common++
	return common >= 6 && common >= 0.75 * Math.min(x.length, y.length)
}

const GENERIC_TOPIC: Record<ContentLanguage, string> = {
	en: 'this topic',
	es: 'este tema',
	pt: 'esse assunto',
}

/**
 * A short title made only of content words ("Sourdough Table Loaf") names the topic better than
 * any single key phrase. Each word takes the case it has mid-sentence in the source.
 */
// "9 things nobody tells you about working remotely for 5 years": what comes after "about".
const ABOUT_TITLE =
	/^\d+\s+\p{L}+(?:\s+\p{L}+){0,5}?\s+(?:about|on|sobre)\s+(.+?)(?:\s+(?:for|in|after|por|en|durante|em|há)\s+(?:\d+|the|los|las|os|as)\b.*)?$/iu

/** "price" → "pricing", "plan" → "planning", "write" → "writing". */
function gerund(verb: string): string {
	const lower = verb.toLowerCase()
	if (/ie$/u.test(lower)) return `${lower.slice(0, -2)}ying`
	if (/[^aeiou]e$/u.test(lower) && !/(?:ee|ye|oe)$/u.test(lower)) return `${lower.slice(0, -1)}ing`
	if (/^[^aeiou]*[aeiou][bdgmnpt]$/u.test(lower)) return `${lower}${lower.slice(-1)}ing`
	return `${lower}ing`
}

// 'Growth Table, Episode 112 — "Why we killed our free plan"': the quoted part is the episode.
const QUOTED_TITLE = /["“«]([^"”»]{8,60})["”»]/u
// "How Northfield Logistics cut invoice disputes by 71% with Clearbill": what was changed.
const HOW_SOMEONE_TITLE =
	/^[Hh]ow\s+(?:\p{Lu}[\p{L}&'’.-]*\s+){1,3}\p{Ll}+\s+((?:\p{Ll}[\p{L}-]*\s+){0,2}\p{Ll}[\p{L}-]*)(?:\s+(?:by|with|in|from|to|at|for)\b.*)?$/u
const HOW_SOMEONE_TITLE_CASED =
	/^How\s+(?:\p{Lu}[\p{L}&'’.-]*\s+){1,3}?(?:Cut|Cuts|Reduced|Halved|Doubled|Tripled|Grew|Increased|Saved|Scaled|Fixed|Killed|Ended|Stopped|Beat|Won)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?:\s+(?:by|with|in|from|to|at|for|without)\b.*)?$/u
const COUNTED_TITLE =
	/^\d{1,2}\s+(Mistakes|Tips|Ways|Lessons|Rules|Habits|Signs|Reasons|Things|Myths|Questions|Truths)\s+((?:[\p{L}'’-]+\s+){1,6}[\p{L}'’-]+)$/u
// "Como eu organizo minha semana de conteúdo em 3 horas": what is organised.
const HOW_I_TITLE_ES_PT =
	/^c[oó]mo\s+(?:eu|yo)?\s*\p{L}+\s+(minha|meu|minhas|meus|mi|mis|a|o|el|la|sua|su)\s+(.+?)(?:\s+(?:em|en|com|con|sem|sin)\s+.*)?$/iu
// "minha semana" is "a semana" to the viewer.
const PT_ARTICLE_FOR: Record<string, string> = {
	minha: 'a',
	sua: 'a',
	a: 'a',
	meu: 'o',
	o: 'o',
	minhas: 'as',
	meus: 'os',
}

const OF_TITLE =
	/^(?:elements|art|science|basics|fundamentals|principles|anatomy|psychology|economics|future|history|rise|power|cost|joy|lessons?|rules|laws|secrets|myths?)\s+of\s+([\p{L}\p{N}][\p{L}\p{N}\s'’.-]{1,40})$/iu

function titleAsTopic(analysis: DetailedSourceAnalysis, index: WordIndex): string | null {
	const title = analysis.title ?? ''
	const quoted = QUOTED_TITLE.exec(title)?.[1]?.trim()
	if (
		quoted &&
		quoted.split(/\s+/u).length >= 3 &&
		/^(?:why|how|what|when|por qué|cómo|qué|por que|como|o que)\b/iu.test(quoted)
	) {
		return quoted.charAt(0).toLocaleLowerCase() + quoted.slice(1)
	}
	const about = ABOUT_TITLE.exec(mainTitle(analysis.title))?.[1]?.trim()
	if (about && about.split(/\s+/u).length <= 4) return about.toLocaleLowerCase()
	// "Team Working Agreements", which the body says as "team working agreements": a title that
	// is a name for a thing is the topic, written as the body writes it.
	const named = mainTitle(analysis.title)
		.replace(/^(?:the|a|an|el|la|los|las|o|os|as|um|uma|un|una)\s+/iu, '')
		.trim()
	const count = named.split(/\s+/u).length
	if (count >= 2 && count <= 4 && /^[\p{L}\p{N}\s'’-]+$/u.test(named)) {
		const form = midSentenceForm(named, index)
		if (form) return form
	}
	// "Grandma's Waffles" is about grandma's waffles, never "the grandmother" alone: the thing
	// a title owns is the topic, said with its owner.
	const owned =
		analysis.language === 'en' ? /^(\p{L}+)['’]s\s+((?:\p{L}+\s+){0,2}\p{L}+)$/u.exec(named) : null
	if (owned?.[1] && owned[2]) {
		const asWritten = (word: string) => {
			const form = midSentenceForm(word, index)
			return form && /^\p{Lu}/u.test(form) ? form : word.toLocaleLowerCase()
		}
		return `${asWritten(owned[1])}'s ${owned[2].split(/\s+/u).map(asWritten).join(' ')}`
	}
	// "The Elements of UI Engineering" is about UI engineering.
	const of = OF_TITLE.exec(named)?.[1]
	if (of && of.split(/\s+/u).length <= 3)
		return (
			midSentenceForm(of, index) ?? of.replace(/\b\p{Lu}\p{Ll}+/gu, (w) => w.toLocaleLowerCase())
		)
	const changed =
		analysis.language === 'en' ? HOW_SOMEONE_TITLE.exec(mainTitle(analysis.title))?.[1] : null
	if (changed) return changed
	// Title Case: "How Brightline Dental Cut No-Shows by 38% in One Quarter" is about no-shows.
	const cased =
		analysis.language === 'en' ? HOW_SOMEONE_TITLE_CASED.exec(mainTitle(analysis.title)) : null
	if (cased?.[1]) {
		const words = cased[1].split(/\s+/u)
		const forms = words.map((word) => midSentenceForm(word, index))
		if (forms.every(Boolean)) return forms.join(' ')
	}
	// "7 Mistakes First-Time Airbnb Hosts Make": the mistakes first-time Airbnb hosts make.
	const counted = analysis.language === 'en' ? COUNTED_TITLE.exec(mainTitle(analysis.title)) : null
	if (counted?.[2]) {
		// "…Airbnb Hosts Make": who the items are about, without the verb that ends the title.
		const who = counted[2].replace(
			/\s+(?:Make|Do|Get|Need|Know|Avoid|Ignore|Miss|Use|Forget)$/u,
			'',
		)
		// The title's own capitals prove nothing: the body, without it, shows how words are written.
		const body = analysis.plainText.split(analysis.title ?? '\u0000').join(' ')
		const phrase = sentenceCased(`The ${who}`, body, true)
		if (phrase !== `The ${who}` && who.split(/\s+/u).length <= 4)
			return phrase.replace(/^The\s+/u, '')
	}
	const howI = analysis.language === 'en' ? null : HOW_I_TITLE_ES_PT.exec(mainTitle(analysis.title))
	const organised = howI?.[2]
	if (organised && organised.split(/\s+/u).length <= 4) {
		const article =
			analysis.language === 'pt' ? PT_ARTICLE_FOR[(howI[1] ?? '').toLowerCase()] : null
		return `${article ? `${article} ` : ''}${organised.toLocaleLowerCase()}`
	}
	// "Cómo grabar un podcast en casa" is about recording one at home, not about "casa".
	const howEsPt =
		analysis.language === 'en'
			? null
			: /^c[oó]mo\s+(\p{L}+(?:ar|er|ir)(?:se|te|lo|la)?(?:\s+[\p{L}-]+){1,4})$/iu.exec(
					mainTitle(analysis.title),
				)?.[1]
	if (howEsPt && isVerbPhrase(howEsPt.toLocaleLowerCase(), analysis.language)) {
		return howEsPt
			.split(/\s+/u)
			.map((word) => {
				const form = midSentenceForm(word, index)
				return form && /^\p{Lu}/u.test(form) ? form : word.toLocaleLowerCase()
			})
			.join(' ')
	}
	// "How to Write Great Outage Post-Mortems" is about outage post-mortems.
	const titled = titleWithoutHowTo(analysis, index)
	if (titled) return titled
	// "How to price your first freelance project": pricing your first freelance project.
	const howTo = /^how to\s+(\p{L}+)\s+((?:\S+\s+){0,4}\S+)$/iu.exec(mainTitle(analysis.title))
	if (analysis.language === 'en' && howTo?.[1] && howTo[2]) {
		return `${gerund(howTo[1])} ${howTo[2].toLocaleLowerCase()}`
	}
	return null
}

function titleWithoutHowTo(analysis: DetailedSourceAnalysis, index: WordIndex): string | null {
	const main = mainTitle(analysis.title).replace(HOW_TO_TITLE, '')
	if (!main) return null
	const words = main.split(/\s+/)
	if (words.length < 2 || words.length > 4) return null
	if (!words.every((word) => isContentWord(word, analysis.language))) return null
	const forms = words.map((word) => midSentenceForm(word, index))
	if (!forms[0]) return null
	return words
		.map((word, i) => forms[i] ?? (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase() : word))
		.join(' ')
}

const HOW_TO_TITLE =
	/^(?:how to|cómo|como)\s+\p{L}+\s+(?:(?:great|good|better|perfect|your|the|a|an|buen[oa]s?|mejores|melhores|bons|boas|un|una|um|uma)\s+)*/iu

// "Case study: How Northfield cut disputes": a label before the colon, the subject after it.
const TITLE_LABEL =
	/^(?:case study|tutorial|guide|review|recipe|podcast|episode\s*\d*|issue\s*#?\d*|ep\.?\s*\d+|newsletter|update|announcement|caso de estudio|caso de sucesso|estudo de caso|receta|receita|gu[ií]a|guia|episodio\s*\d*|episódio\s*\d*)$/iu

/** "Pâté Chinois (Quebec Style…)" → "Pâté Chinois": the part before a subtitle or aside. */
function mainTitle(title: string | null): string {
	const parts = (title ?? '').split(/:|\s[-–—|]\s|\s\(/u).map((part) => part.trim())
	const first = parts[0] ?? ''
	return TITLE_LABEL.test(first) && parts[1] ? parts[1] : first
}

function titleWordsOf(title: string | null): { all: string[]; main: string[] } {
	const split = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
	return { all: split(title ?? ''), main: split(mainTitle(title)) }
}

// Words that join a Spanish or Portuguese noun to its complement: "derecho a opinar",
// "Castillo de Godella", "especial de 9 anos".
const COMPLEMENT_JOIN = /^(?:de|del|a|al|da|do|das|dos)$/iu

/**
 * "No, no tienes derecho a opinar" is about "el derecho a opinar", not any "derecho": a Spanish or
 * Portuguese topic the title says goes on through its complements as the title says them ("de
 * Godella", "de 9 anos"), so the hook names what the piece names, in five words at most.
 */
function titleNounPhrase(
	topic: string,
	title: string | null,
	index: WordIndex,
	language: ContentLanguage,
): string {
	if (language === 'en' || !title) return topic
	const words = mainTitle(title)
		.split(/\s+/u)
		.map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
	const parts = topic.split(/\s+/u)
	const at = (i: number) => (words[i] ?? '').toLocaleLowerCase()
	const start = words.findIndex((_, i) =>
		parts.every((part, k) => at(i + k) === part.toLocaleLowerCase()),
	)
	if (start < 0) return topic
	let end = start + parts.length
	while (COMPLEMENT_JOIN.test(at(end)) && at(end + 1) !== '' && end + 2 - start <= 5) {
		// "de 9 anos": a count goes with the noun it counts.
		end += /^\d+$/u.test(at(end + 1)) && at(end + 2) !== '' ? 3 : 2
	}
	if (end - start > 5) return topic
	if (end === start + parts.length) return topic
	// A common noun goes on in lower case ("derecho a opinar"); a name keeps the title's capitals.
	const rest = words
		.slice(start + parts.length, end)
		.map((word) =>
			/^\p{Ll}/u.test(topic) && /^\p{Lu}\p{Ll}/u.test(word)
				? (midSentenceForm(word, index) ?? word.toLocaleLowerCase())
				: word,
		)
	return `${topic} ${rest.join(' ')}`
}

const OWNING_DETERMINERS = new Set('the our my your their his her its this that'.split(' '))

/**
 * "Nobody tells you this about app." needs "the app": a singular English noun the text always
 * says as one thing ("our app", "the app", "this app"), never counted, is said with "the".
 */
function englishArticle(topic: string, index: WordIndex): string | undefined {
	if (!/^\p{Ll}+$/u.test(topic) || topic.endsWith('s')) return undefined
	const occurrences = index.occurrences(topic)
	if (occurrences.some((o) => o.previous === 'a' || o.previous === 'an')) return undefined
	const owned = occurrences.filter((o) => o.previous && OWNING_DETERMINERS.has(o.previous))
	return owned.length > 0 && owned.length * 2 >= occurrences.length ? 'the' : undefined
}

// The article a Spanish or Portuguese preposition carries: "del Restaurante…" is "el Restaurante…".
const CONTRACTED_ARTICLE: Record<string, string> = {
	del: 'el',
	al: 'el',
	do: 'o',
	no: 'o',
	ao: 'o',
	da: 'a',
	na: 'a',
	à: 'a',
	dos: 'os',
	nos: 'os',
	aos: 'os',
	das: 'as',
	nas: 'as',
}

/**
 * "sobre el Restaurante Castillo de Godella", "sobre o Castálio Podcast": a name of a place or a
 * show takes the article the text gives it ("del Restaurante Castillo", "ao Castálio Podcast"),
 * when the text gives it one most of the times it says the name.
 */
function nameArticle(
	topic: string,
	index: WordIndex,
	language: ContentLanguage,
): string | undefined {
	if (language === 'en' || !/^\p{Lu}/u.test(topic)) return undefined
	const articles = DEFINITE_ARTICLES[language]
	const occurrences = index.occurrences(topic)
	const said = occurrences
		.map(({ previous }) => (previous ? (CONTRACTED_ARTICLE[previous] ?? previous) : ''))
		.filter((word) => articles.has(word))
	const [best] = [...new Set(said)]
		.map((word) => [word, said.filter((w) => w === word).length] as const)
		.sort((a, b) => b[1] - a[1])
	if (!best || best[1] * 2 < occurrences.length) return undefined
	return best[0]
}

function pickTopic(
	analysis: DetailedSourceAnalysis,
	index: WordIndex,
	phrases: string[],
	strong: (phrase: string) => boolean,
	language: ContentLanguage,
): string {
	const titleWords = titleWordsOf(analysis.title)
	const inWords = (words: string[]) => (phrase: string) =>
		phrase.split(/\s+/).some((word) => words.some((titleWord) => sameStem(titleWord, word)))
	const inMain = inWords(titleWords.main)
	const inTitle = inWords(titleWords.all)
	const multi = (phrase: string) => phrase.includes(' ')
	// "Month 5 Recap": a span of time or a kind of post in the title dates or files the piece;
	// nobody talks about "month" or "the recap".
	const filed = phrases.slice(0, 6).filter(
		(p) =>
			!/^(?:months?|weeks?|years?|days?|hours?|time|recaps?|roundups?|updates?|editions?|issues?|episodes?|parts?|posts?|resumen|resumo|edici[oó]n|edi[cç][aã]o|episodios?|epis[oó]dios?|mes(?:es)?|semanas?|a[ñn]os?|d[ií]as?|horas?|tiempo|m[eê]s(?:es)?|anos?|tempo|versions?|versi[oó]n(?:es)?|vers[aã]o|vers[oõ]es|(?:pre[\s-]?)?releases?)$/iu.test(
				p,
			) &&
			// "Correções", "Features", "Bug fixes": the heading a changelog files its items under.
			!CHANGELOG_SECTION.test(p),
	)
	// "Nobody tells you this about European.": a word of place said only before a noun ("European
	// powers") is no topic; the place itself ("Europe"), when the text names it, is.
	const top = filed
		.map((phrase) =>
			language === 'en' && onlyModifies(phrase, analysis.plainText)
				? (phrases.find(
						(other) =>
							other !== phrase && phrase.startsWith(other) && /^\p{Lu}\p{Ll}{3,}$/u.test(other),
					) ?? '')
				: phrase,
		)
		.filter((phrase) => phrase !== '')
	// The title's main part says what the piece is about; a phrase from it names the topic best,
	// and a two- or three-word phrase better than one word ("clean code", not "code").
	return (
		titleAsTopic(analysis, index) ??
		top.find((p) => multi(p) && inMain(p)) ??
		top.find(inMain) ??
		top.find((p) => multi(p) && inTitle(p)) ??
		top.find(inTitle) ??
		// Without a title to go by, only a phrase that reads as a name or a noun will do.
		top.find(strong) ??
		titleVerbPhrase(analysis, index) ??
		GENERIC_TOPIC[language]
	)
}

// The sections of a changelog or release notes, in the three languages. A fixed list of words.
const CHANGELOG_SECTION =
	/^(?:(?:bug\s)?fix(?:es)?|features?|changes?|changelog|improvements?|added|removed|deprecated|security|release notes|correcciones|cambios|mejoras|novedades|correç(?:ão|ões)|alteraç(?:ão|ões)|melhorias?|novidades|mudanças)$/iu

// "Aprende a decir que no", "Deja de COMPARARTE", "Pare de adiar", "Learn to say no", "Stop
// comparing yourself": a title that tells the reader to do something names it as a verb phrase.
const TITLE_COMMAND: Array<[RegExp, string]> = [
	[/^(?:aprende|aprenda|descubre|descubra)\s+a\s+(.+)$/iu, ''],
	[/^(?:deja|deje)\s+de\s+(.+)$/iu, 'dejar de '],
	[/^(?:deixa|deixe)\s+de\s+(.+)$/iu, 'deixar de '],
	[/^(?:para|pare)\s+de\s+(.+)$/iu, 'parar de '],
	[/^(?:learn|discover)\s+(?:how\s+)?to\s+(.+)$/iu, ''],
	[/^stop\s+(\p{L}+ing(?:\s.+)?)$/iu, ''],
]

/**
 * The thing a commanding title tells the reader to do, as the hook can say it ("Esto nadie te lo
 * cuenta sobre dejar de compararte."): the fallback when no key phrase names the topic. Each word
 * takes the case it has mid-sentence, so a title shouted in capitals is said plainly.
 */
function titleVerbPhrase(analysis: DetailedSourceAnalysis, index: WordIndex): string | null {
	const title = mainTitle(analysis.title)
		.replace(/^[^\p{L}]+/u, '')
		.trim()
	for (const [pattern, lead] of TITLE_COMMAND) {
		const rest = pattern.exec(title)?.[1]
		if (!rest) continue
		let words = rest.split(/\s+/u)
		if (words.length > 5) return null
		// "Learn to say no" is about saying no.
		if (analysis.language === 'en' && /^(?:learn|discover)/iu.test(title)) {
			words = [gerund(words[0] ?? ''), ...words.slice(1)]
		}
		const said = words.map((word) => {
			const form = midSentenceForm(word, index)
			return form && /^\p{Lu}/u.test(form) && form !== form.toLocaleUpperCase()
				? form
				: word.toLocaleLowerCase()
		})
		return `${lead}${said.join(' ')}`.replace(/[.!?…]+$/u, '')
	}
	return null
}

/**
 * "European", "Victorian", "Japanese": a capitalised adjective of a place or an era that the text
 * only ever puts before another word ("European powers"). "Spanish is hard" uses it as a noun.
 */
function onlyModifies(phrase: string, text: string): boolean {
	if (!/^\p{Lu}\p{Ll}+(?:an|ese|ish)$/u.test(phrase)) return false
	let uses = 0
	for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + phrase.length)) {
		if (/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) continue
		const next = /^([\p{L}'’-]*)\s+([\p{L}'’-]+)/u.exec(
			text.slice(at + phrase.length, at + phrase.length + 40),
		)
		if (!next || next[1] !== '') return false
		if (!isContentWord(next[2] ?? '', 'en')) return false
		uses++
	}
	return uses > 0
}

/** "Indie bookstores are quietly winning" → "indie bookstores": a phrase of the first item's heading. */
function firstItemTopic(analysis: DetailedSourceAnalysis): string | null {
	const heading = analysis.headings.find(
		(h) => h !== analysis.title && !/^(?:correction|corrección|correção|one small ask)$/iu.test(h),
	)
	if (!heading) return null
	const lower = heading.toLocaleLowerCase()
	const phrase = analysis.keyPhrases.find(
		(p) => p.includes(' ') && p.split(/\s+/u).length <= 3 && lower.includes(p.toLocaleLowerCase()),
	)
	return phrase ?? null
}

const LEADING_CONNECTIVE =
	/^(?:however|also|so|and|but|plus|anyway|therefore|thus|sin embargo|además|pero|y|así que|entonces|por tanto|por lo tanto|por eso|porém|no entanto|além disso|mas|e|então|aí|portanto|por isso)(?![\p{L}]),?\s+/iu

// Code, attributes and identifiers read badly aloud: `#[derive]`, `foo.bar(`, `no_std`, `a => b`.
const CODE_LIKE = /[{}<>=|`\\]|=>|\(\)|::|#\[|\b\w+\.\w+\(|\b[a-z]+_[a-z_]+\b|^\$\s|\s#[\s.,]/u

// Emoji are for the screen; nobody says them. Most lines have none, so skip the slow path.
function withoutEmoji(text: string): string {
	return /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(text) ? stripEmoji(text) : text
}

/** A sentence as it would be said aloud: no asides in brackets, no emoji, no leading "However". */
function speakable(text: string): string {
	let result = withoutEmoji(text)
	const withoutAsides = result
		// "a empresa que trabalho, a (Toptal), e…": a bracket that holds the name an article
		// announces is the name, said without its brackets.
		.replace(
			/(?<![\p{L}])(a|an|the|o|os|as|el|la|los|las|un|una|um|uma)\s+\(([^()]{2,40})\)/giu,
			'$1 $2',
		)
		.replace(/\s*[([][^()[\]]*[)\]]/gu, '')
		.replace(/\s+([,.;:!?])/gu, '$1')
	if (countWords(withoutAsides) >= 4) result = withoutAsides
	// "how the monarchs did--and didn't--incorporate": a typed dash is a dash when said.
	result = result.replace(/\s+[-–]\s+|\s*--\s*/gu, ' — ')
	const withoutConnective = result.replace(LEADING_CONNECTIVE, '')
	if (withoutConnective !== result && countWords(withoutConnective) >= 4) {
		result = withoutConnective.charAt(0).toLocaleUpperCase() + withoutConnective.slice(1)
	}
	// A sentence split inside a quotation leaves an orphan mark the viewer would trip over.
	if ((result.match(/"/gu) ?? []).length % 2 === 1) result = result.replace(/"/gu, '')
	if ((result.match(/“/gu) ?? []).length !== (result.match(/”/gu) ?? []).length) {
		result = result.replace(/[“”]/gu, '')
	}
	if ((result.match(/«/gu) ?? []).length !== (result.match(/»/gu) ?? []).length) {
		result = result.replace(/[«»]/gu, '')
	}
	result = result.replace(/\s+/gu, ' ').trim()
	if (!/[.!?…]["'”’»)]*$/u.test(result)) result = `${result.replace(/[,;:—–-]+$/u, '')}.`
	return result
}

function contentKeys(text: string): Set<string> {
	return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => termKey(word)))
}

function overlap(a: Set<string>, b: Set<string>): number {
	if (a.size === 0 || b.size === 0) return 0
	let shared = 0
	for (const key of a) if (b.has(key)) shared++
	return shared / Math.min(a.size, b.size)
}

function phrasesIn(text: string, phrases: string[]): string[] {
	const lower = text.toLowerCase()
	return phrases.filter(
		(phrase) => lower.includes(phrase.toLowerCase()) && wholeWord(phrase).test(text),
	)
}

/**
 * Gives each point the key phrase that best names it: one not already used by an earlier point
 * and not the reel's topic when there is a choice, preferring multi-word phrases.
 */
function assignFocus(points: Point[], phrases: string[], topic: string): Point[] {
	const keysOf = (phrase: string) => phrase.split(/\s+/).map(termKey)
	const used = new Set<string>(keysOf(topic))
	return points.map((point) => {
		const found = phrasesIn(point.text, phrases)
		// Fresh: says something the topic and earlier points have not ("duplication" after "clean code").
		const fresh = found.filter((phrase) => keysOf(phrase).some((key) => !used.has(key)))
		const focus =
			fresh.find((phrase) => phrase.includes(' ')) ??
			fresh[0] ??
			found.find((phrase) => phrase.includes(' ')) ??
			found[0] ??
			null
		if (focus) for (const key of keysOf(focus)) used.add(key)
		return { ...point, focus }
	})
}

// Enough candidates to choose a varied reel from; reading every sentence of a long source aloud
// (word segmentation is the costly part) would buy nothing.
const MAX_CANDIDATES = 40

// "Em construção.", "Coming soon.": a section the author has yet to write.
const PLACEHOLDER =
	/^(?:em construção|en construcción|under construction|coming soon|em breve|pr[oó]ximamente|work in progress|(?:tbd|tba|wip)|a definir|por definir|lorem ipsum)[.!…]*$/iu

// "Vou deixar o link para conhecerem mais", "I'll leave the link below": a pointer at a link on
// the page, which a viewer never sees; the call to action gives the reel's one link.
const POINTS_AT_A_LINK =
	/(?<![\p{L}])(?:(?:vou deixar|deixo|deixei|dejo|dejaré|les dejo|te dejo|i['’]ll leave|i['’]ve left|i left|here['’]s|here is|aqui está|aquí está|aquí tienes|segue|sigue)\s(?:\p{L}+\s){0,2}?(?:links?|enlaces?)(?=\s*(?:$|[.:!,]|(?:abaixo|abajo|below|para|pra|to|for|in|en|na|no|on|in the)(?![\p{L}])))|(?:links?|enlaces?)\s(?:abaixo|abajo|below)(?![\p{L}])|(?:click|clique|haz clic|pincha)(?![\p{L}]))/iu

// "There are other changes in the 1.62 release.", "Check out what changed in Cargo.", "Many
// people came together to create it.": a release's sign-off, pointing at the rest of the page or
// thanking its contributors, says nothing about what changed.
const RELEASE_SIGN_OFF =
	/^(?:there (?:are|were) (?:other|more|many other) (?:changes|updates|improvements|fixes)|check out what (?:changed|is new|['’]s new)|(?:you can )?read more about|more information is available|many people came together|we couldn['’]t have done it without|hay (?:otros|más) cambios|há (?:outras|mais) mudanças)(?![\p{L}])/iu

/**
 * Lines read from the page that nobody says aloud: a placeholder, a pointer at a link the viewer
 * never sees, a release's sign-off, or a contact card or a row of links flattened into one line ("Ana Ruiz
 * Portfolio.com Twitter GitHub."), which is names only, without a word in lower case to make it a
 * sentence.
 */
function neverSpoken(text: string): boolean {
	if (PLACEHOLDER.test(text.trim()) || POINTS_AT_A_LINK.test(text)) return true
	if (RELEASE_SIGN_OFF.test(text.trim())) return true
	const words = text.split(/\s+/u).filter((word) => /\p{L}/u.test(word))
	if (words.length < 4) return false
	// "FM", "UX": a short acronym is a name too; a line shouted in capitals is not a card.
	const named = words.filter((word) =>
		/^[^\p{L}]*\p{Lu}(?:\p{Lu}{0,3}\b|[\p{L}\p{N}.'’-]*\p{Ll})/u.test(word),
	)
	const cased = words.filter((word) => /\p{Ll}/u.test(word))
	return named.length === words.length && cased.length * 2 >= words.length
}

function speakablePoints(model: SourceModel, brandVoice: string): Point[] {
	const analysis = model.analysis
	const title = (analysis.title ?? '').trim().toLowerCase()
	const candidates: Point[] = []
	const thesis = new Set(model.thesis.map((s) => s.index))
	const showsAScreen = model.kind === 'howto' || model.lists.some((list) => list.role === 'steps')
	// The author's point (what they stress, the lesson they end on) carries a reel as it carries
	// a post; frequent words alone pick the examples on the way.
	const pointWeight = (sentence: ModelSentence) =>
		Math.max(
			sentence.score,
			sentence.lesson && sentence.conclusion && !sentence.question ? 0.45 : 0,
		) *
		(thesis.has(sentence.index) ? 1.4 : 1) *
		(sentence.emphasised ? 1.3 : 1) *
		(sentence.lesson ? 1.3 : 1)
	// Only sentences that make sense alone: a reel is heard once, without the text around it.
	const byScore = model.sentences
		.filter((sentence) => sentence.standsAlone && !sentence.aside)
		.sort((a, b) => pointWeight(b) - pointWeight(a) || a.index - b.index)
	// "1 1/2 cups red lentils" is something to show, not a point to say.
	const ingredients = new Set(
		model.lists.filter((l) => l.role === 'ingredients').flatMap((l) => l.items.map((i) => i.index)),
	)
	for (const sentence of byScore) {
		if (candidates.length >= MAX_CANDIDATES) break
		if (ingredients.has(sentence.index)) continue
		// "Serves 4 · 35 minutes · vegan" is a caption line, not something to say.
		if (/\s[·|•]\s/u.test(sentence.text)) continue
		if (sentence.words < 3) continue
		// "The house was tidy." is a beat of a story told around it; heard alone it is a non sequitur.
		if (sentence.words < 6 && sentence.narrative && !sentence.emphasised) continue
		// "At PostHog, we've written…" said by another brand: PostHog is the subject.
		const raw =
			sentence.speaker || analysis.language !== 'en'
				? sentence.text.trim()
				: withOrganisationAsSubject(sentence.text.trim(), brandVoice, analysis.plainText)
		if (raw.toLowerCase() === title) continue
		if (CODE_LIKE.test(raw) || neverSpoken(raw)) continue
		// "Then click the + button on the far right…" steers the reader around a web page the
		// viewer of a video never sees. A how-to's own clicks are its steps, shown on screen.
		if (!showsAScreen && PAGE_NAVIGATION.test(raw)) continue
		// "Bienvenidos una vez más a otro episodio": the show's greeting; the hook opens the reel.
		if (SHOW_GREETING.test(raw) || SHOW_INTRO.test(raw)) continue
		// A sentence ending in a colon announces a list or a code block that a reel cannot show.
		if (/:\s*$/u.test(raw)) continue
		// Rows of a schedule or a table ("3.10.11: 2023-04-05") are data, not something to say.
		const tokens = raw.split(/\s+/)
		const numeric = tokens.filter((token) => /\d/u.test(token)).length
		if (numeric / Math.max(tokens.length, 1) > 0.5 || tokens.length - numeric < 3) continue
		// "Consult for other companies in our industry…" under "Not OK" is a rule to keep, not a
		// tip: a point from a list under a verdict says the verdict.
		const verdict =
			sentence.blockKind === 'list' && sentence.section && VERDICT_HEADING.test(sentence.section)
				? sentence.section.trim().replace(/[:.!]+$/u, '')
				: null
		const said = spokenLabel(speakable(raw), analysis.plainText)
		const text = verdict
			? `${verdict}: ${said.charAt(0).toLocaleLowerCase()}${said.slice(1)}`
			: said
		const words = countWords(text)
		if (words < 3) continue
		// An English link title in a Portuguese newsletter would switch language mid-reel.
		if (words >= 5 && detectLanguage(text) !== analysis.language) continue
		candidates.push({
			text,
			index: sentence.index,
			score:
				// The author's point (what they stress, the lesson they end on) carries a reel as it
				// carries a post; frequent words alone pick the examples on the way.
				pointWeight(sentence) *
				(words < 5 ? 0.6 : 1) *
				(/^\p{Ll}/u.test(text) ? 0.5 : 1) *
				// In a conversation the guest makes the point; the host asks and welcomes.
				(sentence.host ? 0.3 : 1),
			words,
			focus: null,
			fromList: sentence.blockKind === 'list',
			full: text,
		})
	}
	return candidates
}

/**
 * A show's greeting or sign-off: "Welcome back to another episode", "Thanks for listening",
 * "Bienvenidos una vez más…", "Sejam bem-vindos", "Obrigado por ouvir"; a welcome said to the
 * guests by name ("Ana e Luís, sejam bem vindos") anywhere in the line. Fixed words with single
 * spaces or an optional comma between, so nothing backtracks.
 */
const SHOW_GREETING =
	/^(?:(?:hi|hey|hello|hola|olá|oi),?\s(?:(?:and|y|e)\s)?)?(?:welcome\s(?:back\s)?(?:to|everyone|everybody)|bienvenid[oa]s|(?:sejam?\s)?bem[-\s]vind[oa]s?)(?![\p{L}])|(?<![\p{L}])(?:sejam\sbem[-\s]vind[oa]s|sean\sbienvenid[oa]s|thanks?\s(?:you\s)?for\s(?:listening|watching|tuning\sin)|gracias\spor\s(?:escuchar|ver|acompañarnos)|obrigad[oa]\spor\s(?:ouvir|assistir|acompanhar))(?![\p{L}])/iu
// "Hi I'm John Green and this is Crash Course…": case matters here, so the name is a name
// ("I'm tired and this is why" is no introduction). At most three words of a name.
const SHOW_INTRO =
	/^(?:(?:Hi|Hey|Hello|Hola|Olá|Oi),?\s)?(?:I['’]m|Soy|Eu sou)\s\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2},?\s(?:and this is|y esto es|e este é|e esse é)(?![\p{L}])/u

// "For the marathon as a whole: Conditions were great": a label written to head a paragraph. The
// label is a few words without a colon, lazily matched, so nothing can backtrack far.
const WRITTEN_LABEL =
	/^((?:for|as for|in|on|about|regarding|para|en cuanto a|sobre|quanto a|com rela[cç][aã]o a)\s[^:]{1,40}?):\s+(\p{Lu}[\p{L}'’-]*)/iu

/**
 * A written label is said as speech: "For the marathon as a whole, conditions were great…". The
 * next word keeps its capital only when the text writes it so mid-sentence ("my friend Jeff").
 */
function spokenLabel(line: string, text: string): string {
	const label = WRITTEN_LABEL.exec(line)
	if (!label?.[1] || !label[2] || countWords(label[1]) > 6) return line
	const word = label[2]
	const named =
		word === 'I' || new RegExp(`[\\p{Ll},;]\\s+${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(text)
	const next = named ? word : word.toLocaleLowerCase()
	return `${label[1]}, ${next}${line.slice(label[0].length)}`
}

/** Most of it tells what happened to the writer: "I ran…", "we set out…", "fui", "comecei". */
function isToldStory(model: SourceModel): boolean {
	const told = model.sentences.filter((s) => s.firstPerson && s.narrative).length
	return told >= 5 && told * 5 >= model.sentences.length * 2
}

// "…for my first marathon, and looking back, I don't know…": where a long sentence of a story
// starts a new clause with the teller as its subject. The repetition is bounded and alternates
// two classes that share no character, so it cannot backtrack.
const TELLER_CLAUSE_BREAK =
	/;\s+|,\s+(?:and|but|so|y|pero|e|mas)\s+(?=(?:\S+\s+){0,3}(?:I|I['’]m|we|yo|nosotros|eu|nós)(?![\p{L}]))/giu
const TELLER_SUBJECT: Record<ContentLanguage, RegExp> = {
	en: /^(?:I|I['’]m|I['’]ve|I['’]d|we|we['’]re|we['’]d|my|our)\s/iu,
	es: /^(?:yo|nosotros|nosotras|mi|mis|nuestr[oa]s?)\s/iu,
	pt: /^(?:eu|nós|meu|minha|meus|minhas|noss[oa]s?)\s/iu,
}

/**
 * The teller's own lines carry a story reel: lines about others ("For the marathon as a whole:
 * conditions were great") weigh less, and a sentence too long or too tangled to say whole gives
 * its clauses with the teller as subject ("I'm very happy with the result for my first
 * marathon"), each said only when it makes sense alone.
 */
function tellersLines(model: SourceModel, candidates: Point[], language: ContentLanguage): Point[] {
	const said = new Set(candidates.map((c) => c.index))
	const lines = candidates.map((c) => {
		const sentence = model.sentences[c.index]
		return sentence?.firstPerson ? c : { ...c, score: c.score * 0.5 }
	})
	for (const sentence of model.sentences) {
		if (said.has(sentence.index) || !sentence.firstPerson || !sentence.narrative) continue
		if (sentence.question || sentence.aside || sentence.host) continue
		for (const piece of sentence.text.split(TELLER_CLAUSE_BREAK)) {
			const text = speakable(piece)
			const words = countWords(text)
			if (words < 6 || words > 30 || !TELLER_SUBJECT[language].test(text)) continue
			if (CODE_LIKE.test(text) || PAGE_NAVIGATION.test(text)) continue
			if (!standAlone(text, language, model.names).ok) continue
			lines.push({
				text,
				index: sentence.index,
				score: sentence.score * 0.9,
				words,
				focus: null,
				fromList: false,
				full: text,
			})
			break
		}
	}
	return lines
}

/** What the story came to: the teller's last line in its closing part. */
function storyResult(
	candidates: Point[],
	model: SourceModel,
	exclude: Set<number>,
	wordBudget: number,
): Point | null {
	const closing = model.sentences.length * 0.6
	return (
		candidates
			.filter((c) => {
				const sentence = model.sentences[c.index]
				return (
					c.index >= closing &&
					sentence?.firstPerson &&
					sentence.narrative &&
					!sentence.question &&
					!exclude.has(c.index) &&
					c.words <= wordBudget * 1.3
				)
			})
			.sort((a, b) => b.index - a.index)[0] ?? null
	)
}

/**
 * A line that works a web page: "click the + button", "scroll down", "pulsa en el enlace",
 * "clique no botão", "the chart below". "Scroll through the feed" or "tap the brakes" in a story
 * happened, so only a page's own moves count. Each alternative is a fixed word or two with one
 * space between, so no part can backtrack over another.
 */
const PAGE_NAVIGATION =
	/(?<![\p{L}])(?:(?:(?:double|right)-)?click(?:s|ed|ing)?\s(?:on\s)?(?:the|this|that|a|an|my|your|here|it|below|above|for)|tap(?:s|ped|ping)?\s(?:on|here)|hover(?:s|ed|ing)?\s(?:over|on)|scroll(?:s|ed|ing)?\s(?:down|up)|(?:link|button|table|chart|form|graph|map|image|photo)s?\s(?:below|above)|(?:haz|hacer|hace|haga|dar|da|d[eé])\s(?:un\s)?clic|(?:pulsa|pulse|pulsar|pincha|pinche|pinchar|clica|clique|clicar|toque|tocar)\s(?:en|no|na|sobre|aqu[ií]|el|la|o)|(?:enlace|bot[oó]n|tabla|gr[aá]fico|link|bot[aã]o|tabela)\s(?:de\s)?(?:abajo|arriba|abaixo|acima))(?![\p{L}])/iu

const VERDICT_HEADING =
	/^\s*(?:(?:not )?ok(?:ay)?|do(?:n['’]t|\s+not)?|dos|don['’]ts|yes|no|good|bad|pros|cons|avoid|never|s[ií]|est[aá] bien|no est[aá] bien|evita|evite|nunca|pode|n[aã]o pode|sim|n[aã]o)\s*[:.!]?\s*$/iu

/** The best points, not repeating each other, back in source order. */
function selectPoints(
	candidates: Point[],
	count: number,
	exclude: Set<number>,
	wordBudget: number,
): Point[] {
	const chosen: Point[] = []
	const keys: Array<Set<string>> = []
	// Sentences that fit a scene whole read better than long ones cut short: a line that has to
	// be cut ("…access your money while…") cannot be said as it is written, so it comes last.
	const fit = (point: Point) =>
		point.score * (point.words <= wordBudget * 1.3 ? 1 : 0.15 * ((wordBudget * 1.3) / point.words))
	const ranked = [...candidates].sort((a, b) => fit(b) - fit(a) || a.index - b.index)
	for (const point of ranked) {
		if (chosen.length >= count) break
		if (exclude.has(point.index)) continue
		const pointKeys = contentKeys(point.text)
		if (keys.some((k) => overlap(k, pointKeys) > 0.6)) continue
		chosen.push(point)
		keys.push(pointKeys)
	}
	return chosen.sort((a, b) => a.index - b.index)
}

// A nod that opens a line in a conversation: fixed words, then a comma or a stop.
const INTERJECTION =
	/^(?:yeah|yes|yep|okay|ok|all right|right|well|sí|si|bueno|vale|claro|sim|bom|tá|beleza)[,.!]+\s+/iu

/**
 * A short text read aloud from its opening, in its own order: "¿Lo dejas todo para mañana? ¿No
 * haces lo que deberías estar haciendo? Tiene un nombre: procrastinación." Few of its sentences
 * stand alone, yet each makes sense after the one before it, as the viewer hears them. Lines a
 * reel never says (a greeting, a credit, code, a page's clicks, a table's rows, a colon that
 * announces a list) are left out; the run stops where the body's time runs out, so no line has to
 * be cut, and when it has more lines than scenes the shortest neighbours of one paragraph share a
 * scene.
 */
function sourceRun(
	model: SourceModel,
	options: {
		exclude: Set<number>
		wordBudget: number
		maxBeats: number
		maxWords: number
		showsAScreen: boolean
		/**
		 * Too few lines to speak through the reel: a line too long for one scene is said across
		 * two or more, cut where its clauses end, rather than left out.
		 */
		carryOver?: boolean
	},
): { lines: Point[]; whole: boolean } {
	const title = (model.analysis.title ?? '').trim().toLowerCase()
	const ingredients = new Set(
		model.lists.filter((l) => l.role === 'ingredients').flatMap((l) => l.items.map((i) => i.index)),
	)
	const lines: Array<Point & { block: number; carried: boolean }> = []
	let total = 0
	// After a line left out, the next one that leans on it ("Now, this may seem like minor
	// progress" after the figures that were too long to say) goes too, up to a fresh start.
	let gap = false
	// Every line the reel can say fits it: the text is read whole.
	let whole = true
	const conversation = model.sentences.some((sentence) => sentence.speaker)
	for (const sentence of model.sentences) {
		if (options.exclude.has(sentence.index) || ingredients.has(sentence.index)) continue
		if (gap && !sentence.standsAlone && !sentence.opensBlock) continue
		const raw = sentence.original.trim()
		// A greeting, a credit or the title is no step of the thought: nothing leans on it.
		if (sentence.aside || raw.toLowerCase() === title) continue
		if (SHOW_GREETING.test(raw) || SHOW_INTRO.test(raw)) continue
		// In a conversation the guests make the points; the host's questions ("Jen, do you want to
		// introduce the book?") and the round of names ("I'm Jen Luker.") are for the listeners.
		if (conversation && (sentence.host || sentence.question || sentence.words < 5)) continue
		// "The house was tidy." is a beat of a story told around it, even heard in order; a word
		// alone ("WEIRD.") says nothing. Neither holds what the next line leans on.
		if (sentence.words < 6 && sentence.narrative && !sentence.emphasised) continue
		const tokens = raw.split(/\s+/u)
		const numeric = tokens.filter((token) => /\d/u.test(token)).length
		if (tokens.length - numeric < 2) continue
		gap = true
		if (CODE_LIKE.test(raw) || /:\s*$/u.test(raw) || neverSpoken(raw)) continue
		if (!options.showsAScreen && PAGE_NAVIGATION.test(raw)) continue
		if (numeric / Math.max(tokens.length, 1) > 0.5) continue
		// "Yeah, that was one of the bits that surprised me": the nod answers someone else.
		const answered = raw.replace(INTERJECTION, '')
		const said = speakable(countWords(answered) >= 4 ? capitalise(answered) : raw)
		// A rule under "Not OK" says its verdict, as the points above do.
		const verdict =
			sentence.blockKind === 'list' && sentence.section && VERDICT_HEADING.test(sentence.section)
				? sentence.section.trim().replace(/[:.!]+$/u, '')
				: null
		const text = verdict
			? `${verdict}: ${said.charAt(0).toLocaleLowerCase()}${said.slice(1)}`
			: said
		// "Which I think is awesome, too." finishes someone's sentence; "…but uh." trails off.
		if (
			conversation &&
			(/^(?:which|because|cause|like|being)\s/iu.test(text) ||
				/(?<![\p{L}])(?:uh|um|you know)[.…]*$/iu.test(text))
		)
			continue
		const words = countWords(text)
		const pieces =
			words <= options.wordBudget * 1.3
				? [text]
				: options.carryOver
					? carriedOver(text, options.wordBudget * 1.3)
					: []
		if (pieces.length === 0) continue
		if (total + words > options.maxWords) {
			whole = false
			break
		}
		gap = false
		total += words
		for (const piece of pieces) {
			lines.push({
				text: piece,
				index: sentence.index,
				score: sentence.score,
				words: countWords(piece),
				focus: null,
				fromList: sentence.blockKind === 'list',
				full: piece,
				block: sentence.blockIndex,
				carried: pieces.length > 1,
			})
		}
	}
	while (lines.length > options.maxBeats) {
		let best = -1
		for (let i = 0; i + 1 < lines.length; i++) {
			const a = lines[i]!
			const b = lines[i + 1]!
			if (a.block !== b.block || a.carried || b.carried) continue
			if (a.words + b.words > options.wordBudget * 1.3) continue
			if (best < 0 || a.words + b.words < lines[best]!.words + lines[best + 1]!.words) best = i
		}
		if (best < 0) {
			lines.pop()
			whole = false
			continue
		}
		const a = lines[best]!
		const b = lines[best + 1]!
		const text = `${a.text} ${b.text}`
		lines.splice(best, 2, { ...a, text, full: text, words: a.words + b.words })
	}
	return { lines: lines.map(({ block: _block, carried: _carried, ...point }) => point), whole }
}

/**
 * A line too long for one scene, said across as few scenes as hold it, each cut where a clause
 * ends ("…del Parque Recreativo Barrio San José," | "como parte de las acciones…"), the pieces
 * about as long as each other. A clause longer than a scene holds leaves the line unsaid.
 */
function carriedOver(text: string, most: number): string[] {
	const clauses = text.split(/(?<=[,;:—–])\s+/u)
	if (clauses.some((clause) => countWords(clause) > most)) return []
	const pieces = Math.ceil(countWords(text) / most)
	const target = countWords(text) / pieces
	const result: string[] = []
	let current = ''
	for (const clause of clauses) {
		const joined = current ? `${current} ${clause}` : clause
		if (
			current &&
			(countWords(joined) > most ||
				(result.length < pieces - 1 &&
					Math.abs(countWords(current) - target) < Math.abs(countWords(joined) - target)))
		) {
			result.push(current)
			current = clause
		} else current = joined
	}
	if (current) result.push(current)
	return result
}

// A claim states something that holds: a present copula or a modal ("is", "es", "deve"), unlike
// an instruction ("Explain what caused the outage"), a heading-like line or a moment of a story
// ("The house was tidy.").
const STATEMENT =
	/(?<![\p{L}])(?:is|are|isn't|aren't|should|must|can't|never|always|es|son|debe|deben|nunca|siempre|é|são|deve|devem|sempre)(?![\p{L}])/iu

/** A short, quotable statement from the source for hooks that state a claim. */
/** The first-person line that opens a story, short enough to say as a hook. */
function storyLede(candidates: Point[], model: SourceModel): Point | null {
	for (const sentence of model.sentences.slice(0, 3)) {
		if (!sentence.standsAlone || !sentence.firstPerson || !sentence.narrative) continue
		if (sentence.words < 6 || sentence.words > 11 || !/[.!]$/u.test(sentence.text)) continue
		const text = speakable(sentence.text)
		return (
			candidates.find((c) => c.index === sentence.index) ?? {
				text,
				index: sentence.index,
				score: sentence.score,
				words: countWords(text),
				focus: null,
				fromList: false,
				full: text,
			}
		)
	}
	return null
}

// "Resumable is an ATS-compliant resume writing service.": a name and what it is.
const INTRODUCTION =
	/^(\p{Lu}[\p{L}\p{N}&'’-]*(?:\s\p{Lu}[\p{L}\p{N}&'’-]*){0,2})\s(?:is|was|es|era|é)\s(?:a|an|un|una|um|uma)\s/u

/**
 * A line that introduces a name says what something is; it has no why to show, so "Here's why."
 * after it is a promise the reel never pays. "Consistency is a habit" is a claim: the text writes
 * its subject in lower case too, as a word, not a name.
 */
function introducesAName(text: string, index: WordIndex): boolean {
	const subject = INTRODUCTION.exec(text)?.[1]
	if (!subject) return false
	return !index.occurrences(subject).some((occurrence) => /^\p{Ll}/u.test(occurrence.form))
}

function pickClaim(
	candidates: Point[],
	language: ContentLanguage,
	index: WordIndex,
	model: SourceModel,
): Point | null {
	const fitting = candidates
		.filter(
			(p) =>
				p.words >= 4 &&
				// "Alguns remédios (levei demais…)": a list item, one thing of many, is no claim.
				!p.fromList &&
				!/[()]/u.test(p.text) &&
				// "Tem três temporadas e é muito informativo." describes the one item its paragraph
				// names ("Primeiro Contato: Esse é pra…"), not what the text is about.
				!describesAnItem(p.index, model) &&
				p.words <= 9 &&
				// "Ask them what the cans are for." tells the viewer to do something; it claims nothing.
				!isInstruction(p.text, language) &&
				/[.!]$/u.test(p.text) &&
				/^\p{Lu}/u.test(p.text) &&
				!p.text.includes(':') &&
				// "There are other changes in the release." states that something exists; it has no
				// why to show.
				!/^(?:there|hay|há|existe[mn]?)\s/iu.test(p.text) &&
				// "Unfortunately no, you can't fly." answers an example; "No, …" and "Yes, …" reply
				// to something the hook does not show.
				!/^(?:(?:unfortunately|sadly|luckily|fortunately|well|desafortunadamente|lamentablemente|infelizmente|bueno|bom),?\s+)?(?:no|yes|yeah|nope|sí|si|não|sim)\s*[,.!]/iu.test(
					p.text,
				) &&
				STATEMENT.test(p.text) &&
				!introducesAName(p.text, index),
		)
		.sort((a, b) => b.score - a.score || a.index - b.index)
	return fitting[0] ?? null
}

/** The sentence is in a paragraph that opens on a name and a colon: it says what that item is. */
function describesAnItem(at: number, model: SourceModel): boolean {
	const sentence = model.sentences[at]
	if (!sentence) return false
	const opening = model.sentences.find((s) => s.blockIndex === sentence.blockIndex && s.opensBlock)
	return Boolean(opening && /^\p{Lu}[^:.!?]{1,40}:\s/u.test(opening.original))
}

/**
 * "Zelândia" from "Nova Zelândia", "Aires" from "Buenos Aires": a capitalised topic the text
 * only ever writes after the same capitalised word, which is capitalised mid-sentence too, is
 * part of that name and said whole.
 */
export function wholeName(topic: string, text: string): string {
	if (!/^\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)*$/u.test(topic)) return topic
	const before = new RegExp(
		`(^|[\\s\\S])(?:(\\p{Lu}[\\p{L}-]{2,})\\s)?${escapeRegExp(topic)}(?![\\p{L}])`,
		'gu',
	)
	let name: string | null = null
	let midSentence = false
	for (const match of text.matchAll(before)) {
		const word = match[2]
		if (!word || (name !== null && word !== name)) return topic
		name = word
		const at = match.index + (match[1]?.length ?? 0)
		if (/[\p{L},;]\s*$/u.test(text.slice(Math.max(0, at - 3), at))) midSentence = true
	}
	return name && midSentence ? `${name} ${topic}` : topic
}

// ---------------------------------------------------------------------------------------------
// Writing the scenes

type Beat =
	| { kind: 'hook'; dialogue: string; overlay: string }
	| {
			kind: 'point'
			dialogue: string
			overlay: string
			focus: string | null
			/** "First:" and the like, put before the point's own words. */
			connective: string
			/** a step, a list item or an instruction: what a tips reel ticks off on screen */
			tip?: boolean
	  }
	| { kind: 'recap'; dialogue: string; overlay: string }
	| { kind: 'question'; dialogue: string; overlay: string }
	| { kind: 'broll'; dialogue: string; overlay: string; focus: string }
	| { kind: 'cta'; dialogue: string; overlay: string }

function capitalise(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/** Drops a closing full stop or comma; keeps ? and ! which change how a line reads. */
function stripEnd(text: string): string {
	return text.replace(/[\s.,;:…\-–—]+$/u, '')
}

const CLAUSE_SPLIT = /(?<=[,;:—–])\s+|\s+-\s+|(?<=[.!?])\s+/u

/**
 * On-screen text for each point, from the words it finally says: the whole line when short, a
 * short clause of its own (skipping introductions such as "As a result,"), its key phrase, or
 * its opening words, taking the first that no earlier scene already shows.
 */
function writeOverlays(beats: Beat[], topic: string, language: ContentLanguage): Beat[] {
	const shown = new Set<string>()
	return beats.map((beat) => {
		if (beat.kind !== 'point') {
			shown.add(beat.overlay.toLowerCase())
			return beat
		}
		const said = beat.connective
			? beat.dialogue.slice(beat.connective.length).trim()
			: beat.dialogue
		const options = overlayOptions(said, beat.focus, topic, language).map(balanceMarks)
		// Every line is subtitled: an overlay that only repeats what another scene shows adds
		// nothing, so the scene goes without.
		const overlay = options.find((o) => !shown.has(o.toLowerCase())) ?? ''
		shown.add(overlay.toLowerCase())
		return { ...beat, overlay }
	})
}

function overlayOptions(
	text: string,
	focus: string | null,
	topic: string,
	language: ContentLanguage,
): string[] {
	const options: string[] = []
	const sceneSetting: string[] = []
	const whole = stripEnd(text)
	if (countWords(whole) <= OVERLAY_MAX_WORDS) options.push(whole)
	const marked = text.split(CLAUSE_SPLIT)
	const clauses = marked.map(stripEnd)
	// A label ("For me:") or the line's opening frame ("When I started,") leads into what follows.
	// "If you're feeling overwhelmed at work, or if you feel…": a frame that goes on is no lead-in.
	const leadsIn = (i: number) =>
		/:$/u.test(marked[i] ?? '') ||
		(i === 0 &&
			SCENE_SETTING_CLAUSE.test(clauses[0] ?? '') &&
			!FRAME_GOES_ON.test(clauses[1] ?? '') &&
			!SCENE_SETTING_CLAUSE.test(clauses[1] ?? ''))
	for (const [i, clause] of clauses.entries()) {
		const words = countWords(clause)
		// "For the marathon as a whole:" labels what follows: on screen alone it is half a
		// sentence. "When you've got one delighted customer," sets the scene for it, which reads
		// as a chapter card at best, so it is shown only when nothing in the line says more.
		if (i < clauses.length - 1 && /:$/u.test(marked[i] ?? '')) {
			// "Austin Kleon:", "Zoom:": a name heading its line is what the viewer notes down; a
			// verdict ("Not OK:") says less than the rule it heads.
			if (
				/^\p{Lu}[\p{L}\p{N}.'’-]*(?: \p{Lu}[\p{L}\p{N}.'’-]*){0,3}$/u.test(clause) &&
				!VERDICT_HEADING.test(clause)
			)
				options.push(clause)
			continue
		}
		const setsTheScene = i < clauses.length - 1 && SCENE_SETTING_CLAUSE.test(clause)
		// A later clause opening on "that", "que" or "and" leans on what came before it.
		const firstWord = /^[\p{L}']+/u.exec(clause)?.[0] ?? ''
		const lastWord = /[\p{L}']+$/u.exec(clause)?.[0] ?? ''
		// What follows a label's colon ("Deixa eu te dizer uma coisa: o sucesso é relativo") or an
		// opening frame ("For the market as a whole, the weather was kind") is the point itself,
		// whatever word it opens on.
		const leans = i > 0 && !leadsIn(i - 1) && !isContentWord(firstWord, language)
		// "Bearing in mind that" stops where the thought starts.
		const dangles = lastWord !== '' && !isContentWord(lastWord, language) && lastWord.length < 5
		if (words >= 4 && words <= OVERLAY_MAX_WORDS && !leans && !dangles)
			(setsTheScene ? sceneSetting : options).push(capitalise(clause))
	}
	// A multi-word phrase ("Smoked paprika") says more on screen than the opening words; a single
	// word, even a name ("Logistics", "MacBook"), says less.
	const named = focus !== null && /\s/u.test(focus)
	if (focus && named) options.push(capitalise(focus))
	if (countWords(whole) <= OVERLAY_MAX_WORDS + 2) options.push(whole)
	// "And chilies in a medium…" starts mid-thought: a clause that leans on the one before is no
	// opening; the sentence's own start is.
	const standing = clauses.filter(
		(clause, i) =>
			!(i < clauses.length - 1 && leadsIn(i)) &&
			(i === 0 || leadsIn(i - 1) || isContentWord(/^[\p{L}']+/u.exec(clause)?.[0] ?? '', language)),
	)
	// "9,000 applicants", "17 months": a figure with what it counts reads at a glance.
	const found = FIGURE_WITH_NOUN.exec(whole)?.[0]
	const figure =
		found && isContentWord(/[\p{L}]+$/u.exec(found)?.[0] ?? '', language) ? found : null
	if (figure) options.push(capitalise(figure))
	// The opening words with "…" ("Yes I am going…") say less than the subtitle under them: a
	// line that opens by setting the scene is not cut that way.
	const longest =
		[...standing].sort((a, b) => countWords(b) - countWords(a)).find((c) => countWords(c) >= 4) ??
		whole
	if (countWords(longest) >= 4 && !figure && !OPENS_ON_A_FRAME.test(longest)) {
		const opening = trimToWords(longest, 5).replace(/…$/u, '')
		if (countWords(opening) >= 3) options.push(`${capitalise(opening)}…`)
	}
	if (focus && !named) options.push(capitalise(focus))
	// "Marathon" over "At the beginning we felt great…" labels a line that never says it: the
	// subtitle alone is better than a caption about something else.
	if (wholeWord(topic).test(text)) options.push(capitalise(topic))
	return [...options, ...sceneSetting]
}

// A clause that carries on the one before it: "…, or if you feel…", "…, y cuando…".
const FRAME_GOES_ON = /^(?:or|and|but|nor|o|y|ni|pero|ou|e|nem|mas)\s/iu
// "When you've got one delighted customer,", "Como yo siempre digo,", "Quando olho pra minha
// trajetória,", "For the marathon as a whole,": a clause that only leads into the line's point.
// Portuguese "se" is "if" only before a conjugated verb: "Se questionar sobre a vida" (to
// question oneself) is the point.
const SCENE_SETTING_CLAUSE =
	/^(?:when|whenever|while|if|unless|once|after|before|since|because|although|as soon as|as|for|in|on|at|about|regarding|en cuanto a|sobre|quanto a|en|em|para|cuando|mientras|si|aunque|porque|como|después de|antes de|quando|enquanto|embora|depois de|assim que|se(?!\s\p{L}+(?:ar|er|ir)(?!\p{L})))\s/iu

// "Terminal 5, The Anchor" is no figure (a comma after a number ends it) and neither is "2-1 a
// favor" (a score's second half).
const FIGURE_WITH_NOUN =
	/(?<![\p{L}\p{N}.,:'’–-])\d+(?:[.,]\d+)*\s?(?:%|k\+?|m\+?)?\s(?:[\p{L}-]{3,}\s)?[\p{L}-]{3,}(?![\p{L}])/iu
// "At PostHog, we've…", "As a designer, …", "Yes I am…", "When I started…": openings that set the
// scene before the point, cut short, show nothing.
const OPENS_ON_A_FRAME =
	/^(?:at|as|when|while|if|yes|so|well|in|on|for|after|before|since|because|cuando|si|como|en|al|quando|se|em|na|ao)\s/iu

/** Spanish opening marks need their closing pair; a cut overlay drops the orphan. */
function balanceMarks(text: string): string {
	let result = text
	if (result.includes('¿') && !result.includes('?')) result = result.replace(/¿/gu, '')
	if (result.includes('¡') && !result.includes('!')) result = result.replace(/¡/gu, '')
	// "«de la gama media" is cut from a quotation: an orphan mark is dropped, and the words read
	// as a caption of their own.
	for (const [open, close] of [
		['«', '»'],
		['“', '”'],
	] as const) {
		if (result.split(open).length !== result.split(close).length)
			result = result.replaceAll(open, '').replaceAll(close, '')
	}
	return capitalise(result.trim())
}

/** A shot from the category's list, not the one just used; shots naming a focus need one. */
function shotFor(
	shots: readonly string[],
	salt: number,
	focus: string | null,
	previous: string,
): string {
	const usable = (focus ? shots : shots.filter((shot) => !shot.includes('{focus}'))).map((shot) =>
		focus ? fillFocus(shot, focus) : shot,
	)
	const first = salt % Math.max(usable.length, 1)
	const shot = usable[first] === previous ? usable[(first + 1) % usable.length] : usable[first]
	return shot ?? shots[0] ?? ''
}

function pickHook(
	hookType: HookType,
	language: ContentLanguage,
	slots: HookSlots,
	style: VoiceStyle,
	pick: ReturnType<typeof chooser>,
): string {
	const table = hookTemplatesFor(language, style.formality)[hookType]
	// "POV: estás a punto de ver grabar un podcast con otros ojos": a verb phrase goes where a
	// verb can ("sobre grabar…", "al grabar…", "te explica cómo grabar…"), never after "con".
	const verbal = isVerbPhrase(slots.topic, language)
	// "sobre especial de 9 anos": a Spanish or Portuguese common noun whose article is unsure is
	// said where it needs none ("Especial de 9 anos: o que eu queria…").
	const bare = language !== 'en' && !verbal && !slots.article && /^\p{Ll}/u.test(slots.topic)
	const fits = (template: HookTemplate) =>
		template.for === undefined
			? (!verbal || VERB_SLOT.test(template.text)) && (!bare || !template.text.includes('{topic}'))
			: template.for === 'verb' && verbal
	const all = table.filter(fits)
	// A curiosity hook with the author's claim uses it; the topic formulas are the fallback.
	const withClaim = all.filter((template) => template.text.includes('{claim}'))
	const templates =
		hookType === 'curiosity' && slots.claim && withClaim.length > 0 ? withClaim : all
	const register = style.tone === 'professional' || style.tone === 'neutral' ? 'calm' : 'bold'
	// The author's own sentence may run a little longer than a formula: the hook scene takes its
	// full five seconds, still under three words a second.
	const filled = (list: readonly HookTemplate[], with_: HookSlots) =>
		list
			.map((template) => ({
				line: fillHookTemplate(
					template.text,
					// "te explica cómo grabar un podcast", "entende como organizar a rotina".
					verbal && /(?:explica|entiendes|entiende|entende)\s\{topic\}/u.test(template.text)
						? { ...with_, topic: `${language === 'es' ? 'cómo' : 'como'} ${with_.topic}` }
						: with_,
				),
				max: template.text.includes('{claim}') ? CLAIM_HOOK_MAX_WORDS : HOOK_MAX_WORDS,
			}))
			.filter(
				(entry): entry is { line: string; max: number } =>
					entry.line !== null && countWords(entry.line) <= entry.max,
			)
			.map((entry) => entry.line)
	const preferred = templates.filter((template) => template.register === register)
	// No phrase to name, or one too long for any formula: the formulas that name none ("Don't
	// make this mistake."), never "this topic", which says nothing.
	const topicless = table.filter((template) => template.for === 'none')
	const preferredTopicless = topicless.filter((template) => template.register === register)
	const topicOnly = all.filter((template) => !template.text.includes('{claim}'))
	const named = slots.topic !== GENERIC_TOPIC[language]
	const options =
		[
			// The author's claim needs no topic.
			...(named || templates === withClaim
				? [filled(preferred, slots), filled(templates, slots)]
				: []),
			...(named ? [filled(topicOnly, slots)] : []),
			filled(preferredTopicless, slots),
			filled(topicless, slots),
		].find((list) => list.length > 0) ?? []
	return pick(options, 1) ?? fillHookTemplate(topicless[0]?.text ?? '', slots) ?? ''
}

/**
 * The source's own hook, framed by the curiosity formula that says it whole ("330 dias. 26
 * países. 17 quilos. 1 só sentimento. Eu te conto."), or alone when the formula would make it
 * too long to say in the hook's seconds.
 */
function openerHook(
	model: SourceModel,
	language: ContentLanguage,
	style: VoiceStyle,
): (SourceHook & { line: string }) | null {
	const found = sourceHook(model)
	if (!found) return null
	const text = speakable(found.text)
	const formula = hookTemplatesFor(language, style.formality).curiosity.find(
		(template) =>
			template.for ===
			(found.kind === 'result' ? 'how' : found.kind === 'needs' ? 'needs' : 'line'),
	)
	const framed = formula ? fillHookTemplate(formula.text, { topic: '', line: text }) : null
	const line =
		framed && countWords(framed) <= CLAIM_HOOK_MAX_WORDS
			? framed
			: countWords(text) <= CLAIM_HOOK_MAX_WORDS
				? text
				: null
	return line ? { ...found, text, line } : null
}

const FIRST_SINGULAR_ES = /(?<![\p{L}])(?:yo|me|mi|mis|conmigo)(?![\p{L}])/giu
const FIRST_PLURAL_ES = /(?<![\p{L}])(?:nosotros|nosotras|nuestros?|nuestras?|nos)(?![\p{L}])/giu

/** A Spanish text whose author speaks as "I" ("yo", "mi", "me") at least twice as often as "we". */
function speaksAsI(text: string): boolean {
	const singular = text.match(FIRST_SINGULAR_ES)?.length ?? 0
	const plural = text.match(FIRST_PLURAL_ES)?.length ?? 0
	return singular >= 3 && singular >= plural * 2
}

// Texts that report, announce or instruct: no viewer has "been there" ("¿Le suena?" after a
// town hall's Christmas dinner deliveries, "Sound familiar?" after a release note).
const INFO_KINDS: ReadonlySet<SourceModel['kind']> = new Set<SourceModel['kind']>([
	'announcement',
	'case-study',
	'howto',
])

/** What a thin reel asks the viewer, from what kind of text it says. */
function askKind(model: SourceModel, listLike: boolean): 'list' | 'info' | 'experience' {
	// A how-to's steps go in order: no one "starts with" step three.
	if (INFO_KINDS.has(model.kind) || model.lists.some((list) => list.role === 'steps')) return 'info'
	// The reel said a list of picks, tips or items: the viewer chooses one.
	if (listLike) return 'list'
	// A text that never says "I" or "you" reports: news, a notice.
	const personal = model.sentences.some((s) => s.firstPerson || s.addressesReader)
	return personal ? 'experience' : 'info'
}

// A step that says its own place in time ("Mientras, batimos los huevos", "Depois adicione o
// chocolate", "Now, using…") takes no "Next:" / "Luego:" before it: two would clash.
const OWN_SEQUENCE_WORD =
	/^[¡¿"“«]?(?:then|next|after that|afterwards|meanwhile|now|finally|lastly|first|firstly|later|also|luego|después|mientras|mientras tanto|ahora|primero|por último|finalmente|al final|entonces|a continuación|además|también|seguidamente|depois|enquanto|enquanto isso|agora|primeiro|então|em seguida|por fim|por último|além disso|também|logo|aí)(?![\p{L}])/iu

// The hook types whose formula names a topic and promises a kind of line, not this text's own.
const TOPIC_FORMULA_HOOKS: ReadonlySet<HookType> = new Set<HookType>([
	'mistake',
	'myth_busting',
	'contrarian',
	'negative_behavioral',
	'problem_focused',
	'pov',
	'pattern_interrupt',
])

// Where a verb phrase can follow in a formula: "sobre grabar un podcast", "te explica cómo…",
// "Grabar un podcast: lo que…", "ignoras grabar…" is no Spanish.
const VERB_SLOT =
	/(?:sobre|about|explica|entiendes|entiende|entende)\s\{topic\}|^\{Topic\}|\{claim\}/u

// Nouns that end like an infinitive: "el lugar", "el poder", "a mulher".
const NOUN_LIKE_INFINITIVE =
	/^(?:lugar|hogar|mar|bar|azúcar|açúcar|mujer|mulher|placer|prazer|poder|deber|dever|taller|alquiler|altar|collar|colher|militar|par|lar|ser|amanecer|atardecer|anochecer)$/u

/** "grabar un podcast", "decir que no", "organizar a rotina": a topic that opens on an infinitive. */
function isVerbPhrase(topic: string, language: ContentLanguage): boolean {
	if (language === 'en') return false
	const first = topic.split(/\s+/u)[0] ?? ''
	return (
		/^\p{Ll}+(?:ar|er|ir|ír)(?:se|te|me|lo|la|nos)?$/u.test(first) &&
		!NOUN_LIKE_INFINITIVE.test(first)
	)
}

function bodyBeats(
	points: Point[],
	options: {
		copy: SharedCopy
		topic: string
		listLike: boolean
		/** the points are every item of their list, so the last one is "And finally" */
		wholeList: boolean
		/** "Myth:" for the items of a text about myths or misconceptions */
		mythLabel: string | null
		/** a step, tip or list item: the lines that take "First:" and "Next:" */
		isStep: (point: Point) => boolean
		/** a line the viewer can act on, ticked off in a tips reel */
		isTip: (point: Point) => boolean
		useRecap: boolean
		minBody: number
		/** the fewest body scenes the duration can be timed with (none over the longest scene) */
		fewestScenes: number
		phrases: string[]
		pick: ReturnType<typeof chooser>
		recap: { dialogue: string; overlay: string } | null
		recipe?: boolean
		/**
		 * What a thin reel asks the viewer: "Which one would you start with?" after a list of
		 * picks, "Any questions?" after a how-to, a release or news, "Sound familiar?" only after
		 * an experience a viewer can share.
		 */
		asks?: 'list' | 'info' | 'experience'
	},
): Beat[] {
	const { copy, topic, listLike, wholeList, mythLabel } = options
	// "Basic bolognese sauce for lasagne" before the steps says what they make; it is no "First:".
	const steps = points.filter(options.isStep)
	const beats: Beat[] = points.map((point) => {
		let connective = ''
		// "Shape the dough: take the two sides…" already carries its own label.
		const labelled = /^[^\s:]+(?:\s+[^\s:]+){0,2}:\s/u.test(point.text)
		// "What you need: …", "Tip: …": the label is its connective, so the screen shows what follows.
		if (point.aside && labelled) {
			const label = /^[^:]+:/u.exec(point.text)?.[0] ?? ''
			return {
				kind: 'point' as const,
				dialogue: point.text,
				overlay: '',
				focus: point.focus,
				connective: label,
				tip: true,
			}
		}
		const i = steps.indexOf(point)
		// Two list items among other lines are no sequence: "First:" and "And finally:" would
		// count two of six.
		// A misconception in a list of them is said as one: "Myth: Only rich people buy art."
		if (mythLabel && point.fromList && !labelled) connective = mythLabel
		else if (
			listLike &&
			steps.length > 1 &&
			(steps.length >= 3 || steps.length === points.length) &&
			!labelled &&
			i >= 0 &&
			!OWN_SEQUENCE_WORD.test(point.text)
		) {
			connective =
				(i === 0
					? copy.connectives[0]
					: i === steps.length - 1 && wholeList
						? copy.lastConnective
						: copy.connectives[((i - 1) % (copy.connectives.length - 1)) + 1]) ?? ''
		}
		return {
			kind: 'point',
			dialogue: connective ? `${connective} ${point.text}` : point.text,
			// Written once the line has its final length (see writeOverlays).
			overlay: '',
			focus: point.focus,
			connective,
			tip: options.isTip(point),
		}
	})
	const topicKeys = new Set(topic.split(/\s+/).map(termKey))
	const focuses = [
		...new Set(points.map((p) => p.focus).filter((f): f is string => Boolean(f))),
	].filter((focus) => focus.split(/\s+/).some((word) => !topicKeys.has(termKey(word))))
	// "duplication" adds nothing after "removing duplication": keep only phrases not inside another.
	const recapItems = focuses
		.filter((focus) => !focuses.some((other) => other !== focus && wholeWord(focus).test(other)))
		.slice(0, 4)
	void recapItems
	// A recap is a sentence, the text's own point in a line, not a list of keywords.
	const addRecap = () => {
		const line = options.recap
		if (!line || beats.some((beat) => beat.kind === 'recap')) return false
		beats.push({ kind: 'recap', dialogue: line.dialogue, overlay: line.overlay })
		return true
	}
	if (options.useRecap) addRecap()
	// A short source runs out of points: fill with a recap, a question to the viewer and silent
	// B-roll rather than stretching the text or inventing anything. A reel speaks through its
	// length: silent B-roll only makes up the fewest scenes the duration needs, never the more,
	// shorter beats a thin text is given (four of them in a row left a viewer with music alone).
	let filler = 0
	while (beats.length < options.minBody) {
		if (addRecap()) continue
		// A recipe asks nothing of the cook between its steps ("Sound familiar?"): the food fills in.
		if (!options.recipe && !beats.some((beat) => beat.kind === 'question')) {
			const question =
				options.asks === 'list'
					? copy.listQuestion
					: options.asks === 'info'
						? copy.infoQuestion
						: (options.pick(copy.questions, 3) ?? '')
			// Asked after the points, never between two items of a list.
			const at = beats.length
			beats.splice(at, 0, { kind: 'question', dialogue: question, overlay: question })
			continue
		}
		if (beats.length >= options.fewestScenes) break
		// A scene always says something: before a silent one, the longest line is carried over
		// two scenes, cut where a clause ends.
		if (splitLongestLine(beats)) continue
		const focus = options.phrases[filler % Math.max(options.phrases.length, 1)] ?? topic
		// Between a recipe's steps a silent shot breaks the method; after them it shows the dish.
		const at = options.recipe ? beats.length : Math.min(beats.length, 1 + filler * 2)
		// Each key phrase goes on screen once; further silent beats are pure picture.
		const overlay = filler < options.phrases.length ? capitalise(focus) : ''
		beats.splice(at, 0, { kind: 'broll', dialogue: '', overlay, focus })
		filler++
	}
	return beats
}

/** At most `room` of the items, the first and the last among them, the rest evenly spaced. */
function spreadOver<T>(items: readonly T[], room: number, must: readonly number[] = []): T[] {
	if (items.length <= room) return [...items]
	if (room <= 1) return items.slice(0, room)
	const picked: number[] = []
	for (let i = 0; i < room; i++) picked.push(Math.round((i * (items.length - 1)) / (room - 1)))
	// A step that has to be said takes the place of the evenly spread one nearest it, never the
	// first or the last.
	for (const index of must) {
		if (picked.includes(index)) continue
		let nearest = -1
		for (let j = 1; j < picked.length - 1; j++) {
			if (must.includes(picked[j]!)) continue
			if (nearest < 0 || Math.abs(picked[j]! - index) < Math.abs(picked[nearest]! - index))
				nearest = j
		}
		if (nearest >= 0) picked[nearest] = index
	}
	return items.filter((_, i) => picked.includes(i))
}

/**
 * The steps a method cut to the reel's length still says: the dish's last change before it is
 * served, then, as far as the room allows, the first step that uses each listed ingredient the
 * evenly spread steps leave out ("batimos los huevos": eggs are half a tortilla).
 */
function mustSay(
	steps: readonly ModelSentence[],
	room: number,
	model: SourceModel,
	language: ContentLanguage,
): number[] {
	const must: number[] = []
	const climax = climaxStep(steps, mainTitle(model.analysis.title), language)
	if (climax > 0) must.push(climax)
	const spread = spreadOver(
		steps.map((_, i) => i),
		room,
		must,
	)
	const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length > 3)
	const mentions = (i: number, word: string) =>
		wordsOf(steps[i]?.text ?? '').some((other) => sameStem(other, word))
	// Only a short list is all main ingredients: in a long one (fifteen items, "2 tbsp of butter")
	// the first word is as often a measure or a garnish, and the step it brings in would push out
	// the bake. Salt and pepper season every step and carry none.
	const ingredients = model.lists
		.filter((list) => list.role === 'ingredients')
		.flatMap((l) => l.items)
	if (ingredients.length > 6) return must
	for (const item of ingredients) {
		if (must.length >= room - 2) break
		const word = wordsOf(item.text).find((w) => !MEASURE_OR_SEASONING.test(w))
		if (!word) continue
		if (spread.some((i) => mentions(i, word)) || must.some((i) => mentions(i, word))) continue
		const first = steps.findIndex((_, i) => i > 0 && i < steps.length - 1 && mentions(i, word))
		if (first > 0 && !must.includes(first)) must.push(first)
	}
	return must
}

const MEASURE_OR_SEASONING =
	/^(?:tbsp|tsp|cups?|grams?|gramos|gramas|tazas?|xícaras?|colher(?:es)?|cucharadas?|cucharaditas?|pinch|pizca|pitada|salt|sea|pepper|sal|pimienta|pimenta|optional|opcional)$/iu

// "Para dar la vuelta a la tortilla hay que usar un plato grande.", "If it sticks, …": advice on
// how to do a step, not the step done.
const ADVICE_FIRST = /^(?:para|pra|to|in order to|if|when|si|cuando|se|quando)\s/iu

/**
 * The dish's last change before it is served: the last step but one that names the dish ("Una
 * vez le hemos dado la vuelta a la tortilla, la devolvemos a la sartén…", "Pour the batter into
 * the waffle iron"). A recipe reel cut to its length still shows the flip, the bake or the pour
 * that makes the dish, not only its first cut and its serving.
 */
function climaxStep(
	steps: readonly ModelSentence[],
	title: string,
	language: ContentLanguage,
): number {
	const words = title.split(/[^\p{L}]+/u).filter((word) => word.length > 3)
	// "Tortilla de patata": the noun comes first in Spanish and Portuguese, last in English.
	const head = language === 'en' ? words.at(-1) : words[0]
	if (!head) return -1
	for (let i = steps.length - 2; i > 0; i--) {
		const step = steps[i]!
		if (ADVICE_FIRST.test(step.text)) continue
		if (step.text.split(/[^\p{L}]+/u).some((word) => word.length > 3 && sameStem(word, head)))
			return i
	}
	return -1
}

/**
 * Splits the wordiest spoken point into two scenes at the clause end nearest its middle, each
 * part at least six words; false when no line can be split so.
 */
function splitLongestLine(beats: Beat[]): boolean {
	let best: { at: number; first: string; second: string; words: number } | null = null
	beats.forEach((beat, at) => {
		if (beat.kind !== 'point') return
		const words = countWords(beat.dialogue)
		if (best && best.words >= words) return
		const clauses = beat.dialogue.split(/(?<=[,;:—–])\s+/u)
		let split: { first: string; second: string; gap: number } | null = null
		for (let i = 1; i < clauses.length; i++) {
			const first = clauses.slice(0, i).join(' ')
			const second = clauses.slice(i).join(' ')
			// "Primero:" is the label, not a clause of the line.
			if (first === beat.connective || countWords(first) < 6 || countWords(second) < 6) continue
			const gap = Math.abs(countWords(first) - countWords(second))
			if (!split || gap < split.gap) split = { first, second, gap }
		}
		if (split) best = { at, first: split.first, second: split.second, words }
	})
	const found = best as { at: number; first: string; second: string; words: number } | null
	const beat = found ? beats[found.at] : undefined
	if (!found || beat?.kind !== 'point') return false
	beats.splice(
		found.at,
		1,
		{ ...beat, dialogue: found.first },
		{ ...beat, dialogue: found.second, connective: '' },
	)
	return true
}

// ---------------------------------------------------------------------------------------------
// Timing

function wordsOf(beat: Beat): number {
	return countWords(beat.dialogue)
}

function secondsFor(words: number): number {
	return Math.ceil(words / REEL_WORDS_PER_SECOND_TARGET)
}

/**
 * Times every beat in whole seconds adding up to the duration. Hook and call to action get the
 * time their words need (within their bounds); if the body's words need more time than is left,
 * the wordiest body lines are shortened at sentence or word boundaries until they fit.
 */
function fitToDuration(beats: Beat[], duration: ReelDuration, ctaMax: number): number[] {
	const hook = beats[0]
	const cta = beats.at(-1)
	const hookSeconds = Math.min(
		REEL_HOOK_MAX_SECONDS,
		Math.max(HOOK_MIN_SECONDS, secondsFor(hook ? wordsOf(hook) : 0)),
	)
	// One extra second lets the call to action sit on screen after it is said.
	const ctaSeconds = Math.min(
		ctaMax,
		Math.max(CTA_MIN_SECONDS, secondsFor(cta ? wordsOf(cta) : 0) + 1),
	)
	const bodyTotal = duration - hookSeconds - ctaSeconds
	const body = beats.slice(1, -1)
	const words = body.map(wordsOf)
	// A line said a little briskly is better than a line cut off: the brisk pace comes first.
	let pace = REEL_WORDS_PER_SECOND_TARGET
	const need = (i: number) =>
		Math.min(REEL_SCENE_MAX_SECONDS, Math.max(BODY_MIN_SECONDS, Math.ceil((words[i] ?? 0) / pace)))
	for (let round = 0; round < 200; round++) {
		const total = body.reduce((sum, _, i) => sum + need(i), 0)
		if (total <= bodyTotal) break
		if (pace < BRISK_WORDS_PER_SECOND) {
			pace = BRISK_WORDS_PER_SECOND
			continue
		}
		let wordiest = 0
		words.forEach((count, i) => {
			if (count > (words[wordiest] ?? 0)) wordiest = i
		})
		const beat = body[wordiest]
		const count = words[wordiest] ?? 0
		if (!beat || count <= 2) break
		const dialogue = trimToWords(beat.dialogue, Math.max(2, Math.floor(count * 0.85)))
		body[wordiest] = { ...beat, dialogue }
		words[wordiest] = countWords(dialogue)
	}
	beats.splice(1, body.length, ...body)
	const bodySeconds = allocateSeconds(
		bodyTotal,
		body.map((beat, i) => ({
			min: need(i),
			max: REEL_SCENE_MAX_SECONDS,
			// A spoken point needs its words' time plus a beat for the visual to land.
			// Silent B-roll is a short breath between lines, not a scene of its own to sit through.
			weight: beat.kind === 'broll' ? 1 : (words[i] ?? 0) / pace + 1.5,
		})),
	)
	return [hookSeconds, ...bodySeconds, ctaSeconds]
}

// ---------------------------------------------------------------------------------------------
// The engine

export function generateReelScript(input: ReelGenerationInput): ReelScript {
	const { duration, category } = input
	const built = buildSourceModel(input.sourceContent)
	const style = parseBrandVoice(input.brandVoice)
	// A voice that says "usted" says it in the source's lines too, as the posts do ("Usa el verbo
	// imperativo" → "Use el verbo imperativo"), not only in the engine's own words around them.
	const model =
		style.formality === 'formal' && !built.foreign && built.analysis.language === 'es'
			? modelSpokenToUsted(built)
			: built
	const analysis = model.analysis
	// The built-in engine cannot translate: it writes in the source's language, and in the goal's
	// when the source is in one it has no words for (its own lines around the source's).
	const language = model.foreign ? detectLanguage(input.contentGoal) : analysis.language
	// A promise the text cannot keep ("Let's bust a myth" with no myth) is not made.
	const planned = planHook(input.hookType, model)
	// "Are you making this mistake with lead generation?" could open any reel on the topic; the
	// text's own hook ("Page load time dropped from 6.2 seconds to 1.8 seconds.") opens only this
	// one, and the body pays it off. A formula that names a topic gives way to it; a myth the text
	// itself busts ("Mito: …", a belief it corrects) keeps its hook.
	const ownHook =
		language === analysis.language &&
		TOPIC_FORMULA_HOOKS.has(planned.hookType) &&
		!(planned.hookType === 'myth_busting' && planned.payoff)
			? openerHook(model, language, style)
			: null
	const hookPlan: HookPlan = ownHook
		? { hookType: 'curiosity', requested: planned.requested ?? input.hookType, payoff: null }
		: planned
	const hookType = hookPlan.hookType
	const goal: GoalKind = classifyGoal(input.contentGoal)
	const seed = hashString(
		[input.sourceContent, input.brandVoice, input.contentGoal, duration, category, hookType].join(
			'\u0000',
		),
	)
	const pick = chooser(seed)
	const copy = sharedCopyFor(language, style.formality)
	const look = CATEGORY_STYLES[language][category]
	const plan = PLAN[duration]

	// Headings left out: a title's capitals say nothing about how a word is normally written.
	const index = buildWordIndex(analysis.sentences.map((sentence) => sentence.text).join('\n'))
	const titleWords = titleWordsOf(analysis.title).all
	// "coffee" in "coffee cans" or "crio" in "eu crio" is no topic: the posts' test decides.
	// "Dev" from "Dev Patel", a speaker's name: a person is not what the reel is about.
	const speakerNames = new Set(
		model.sentences.map((s) => s.speaker).filter((x): x is string => !!x),
	)
	const personParts = new Set([
		...[...model.names.entries()]
			.filter(
				([, full]) => isCommonFirstName(full.split(/\s+/u)[0] ?? '') || speakerNames.has(full),
			)
			.map(([part]) => part.toLowerCase()),
		...[...new Set(analysis.plainText.match(/\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/gu))]
			.filter((phrase) => calledByFirstName(phrase, index))
			.flatMap((phrase) => phrase.toLowerCase().split(/\s+/u)),
	])
	const phrases = usablePhrases(analysis, index, style, titleWords).filter(
		(phrase) =>
			namesAThing(phrase, model) &&
			!phrase.split(/\s+/u).every((word) => personParts.has(word.toLowerCase())),
	)
	const shouting = isShouting(analysis.plainText)
	const strong = (phrase: string) => isStrongPhrase(phrase, index, titleWords, shouting)
	// A newsletter's name ("The Shelf") is not what its reel is about; its first item is.
	const pickedWord =
		(model.kind === 'newsletter' ? firstItemTopic(analysis) : null) ??
		pickTopic(analysis, index, phrases, strong, language)
	// "PEP 619", "Rust 1.62": a name the title numbers is said with its number ("Everything
	// worth knowing about PEP" names every PEP).
	const numbered = new RegExp(
		`(?<![\\p{L}\\p{N}])${pickedWord.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s+v?\\d+(?:\\.\\d+)*(?![\\p{L}\\p{N}])`,
		'u',
	).exec(model.title ?? analysis.title ?? '')?.[0]
	const picked = titleNounPhrase(numbered ?? pickedWord, analysis.title, index, language)
	// A recipe is about its dish: "Arroz Chaufa", named once in the title, not the salt its steps
	// keep mentioning.
	// "¿Problemas con Bacalao al pil-pil?": a Spanish or Portuguese title capitalises only its first
	// word; where the text writes that word in lower case ("4 trozos de bacalao"), so does the hook,
	// which can then give it its article ("con el bacalao al pil-pil").
	const titled = model.kind === 'recipe' ? mainTitle(analysis.title) : ''
	const firstWord = titled.split(/\s+/u)[0] ?? ''
	const dish =
		language !== 'en' &&
		/^\p{Lu}\p{Ll}+$/u.test(firstWord) &&
		/^\p{Ll}/u.test(midSentenceForm(firstWord, index) ?? '')
			? titled.charAt(0).toLocaleLowerCase() + titled.slice(1)
			: titled
	const topic = wholeName(
		dish &&
			dish.split(/\s+/u).length <= 5 &&
			// "cakes" is a word of "Sardine Cakes": the dish says which.
			(picked.split(/\s+/u).length < dish.split(/\s+/u).length ||
				!titleWordsOf(dish).all.some((word) =>
					picked.split(/\s+/u).some((part) => sameStem(word, part)),
				))
			? dish
			: picked,
		analysis.plainText,
	)
	const strongPhrases = phrases.filter(strong)
	// A storytelling reel of a story told in the first person follows the teller, setup to result.
	const storyArc = category === 'storytelling' && isToldStory(model)
	const candidates = storyArc
		? tellersLines(model, speakablePoints(model, input.brandVoice), language)
		: speakablePoints(model, input.brandVoice)
	const wantsRecap = (LIST_LIKE_CATEGORIES.has(category) || hookType === 'list') && duration >= 60

	// The contrarian hook quotes a claim; that sentence then leaves the body so it is not said twice.
	// A curiosity hook about a bare word ("…about relationship", "sobre reacción") says little;
	// the author's own short claim with "Here's why." says what the reel is about.
	const weakTopic = topic === GENERIC_TOPIC[language] || !/[\s-]/u.test(topic)
	// A personal story's opening line is its best hook: "My dad kept every screw he ever took out
	// of anything. Here's why."
	// The source's own opener ("330 dias. 26 países. 17 quilos."), a question it answers or a line
	// that counts: said whole, it is this text's hook, and its answer is said first.
	const opener =
		ownHook ??
		(hookType === 'curiosity' && language === analysis.language
			? openerHook(model, language, style)
			: null)
	const lede =
		!opener && hookType === 'curiosity' && (model.kind === 'essay' || model.kind === 'story')
			? storyLede(candidates, model)
			: null
	const claim = opener
		? null
		: (lede ??
			(hookType === 'contrarian' || (hookType === 'curiosity' && weakTopic)
				? pickClaim(
						candidates.filter((c) => !hookPlan.payoff || c.index !== hookPlan.payoff.index),
						language,
						index,
						model,
					)
				: null))
	// A recipe's method is its own answer: the steps stay whole.
	const openerAnswer = model.kind === 'recipe' ? null : (opener?.answer ?? null)
	const exclude = new Set([
		...(claim ? [claim.index] : []),
		...(hookPlan.payoff ? [hookPlan.payoff.index] : []),
		...(opener?.indexes ?? []),
		...(openerAnswer ? [openerAnswer.index] : []),
	])
	// Words a body scene can hold at the target pace when the body time is shared evenly.
	const wordBudget = ((duration - 8) / plan.body) * REEL_WORDS_PER_SECOND_TARGET
	let points = assignFocus(
		selectPoints(candidates, plan.body - (wantsRecap ? 1 : 0), exclude, wordBudget),
		strongPhrases,
		topic,
	)
	// A recap needs at least two distinct key phrases to name; otherwise the slot goes to a point.
	const useRecap = wantsRecap && new Set(points.map((p) => p.focus).filter(Boolean)).size >= 2
	if (wantsRecap && !useRecap) {
		points = assignFocus(
			selectPoints(candidates, plan.body, exclude, wordBudget),
			strongPhrases,
			topic,
		)
	}
	// A recipe or a how-to is its steps, in order: the third step without the first two is no
	// recipe. When the steps fit the reel, they are the body.
	// A guide written under numbered headings ("1. Empty your inboxes first") is its outline.
	// So is a list the title announces ("Alternativas para…" and "Más alternativas para…").
	const titleKeys = new Set(
		titleWordsOf(analysis.title)
			.main.filter((word) => word.length > 3)
			.map(termKey),
	)
	const stepList =
		model.lists.find((list) => list.role === 'steps') ??
		(category === 'tips' || category === 'educational' || hookType === 'list'
			? (model.lists.find((list) => list.outline) ??
				model.lists.find(
					(list) =>
						list.role === 'points' &&
						list.items.length >= 3 &&
						(list.heading ?? '')
							.split(/[^\p{L}]+/u)
							.some((word) => word.length > 3 && titleKeys.has(termKey(word))),
				))
			: undefined)
	const bodyRoom = plan.body - (useRecap ? 1 : 0)
	// An outline's points stand on their own: the first ones are a reel even when all do not fit.
	// A recipe's method is said as far as the reel has room, its optional extras left out.
	const isMethod = model.kind === 'recipe' && stepList?.role === 'steps'
	const usableSteps = stepList?.items.filter(
		(item) =>
			item.standsAlone &&
			!CODE_LIKE.test(item.text) &&
			!(isMethod && /^(?:optional|opcional)\b/iu.test(item.text)),
	)
	// A method longer than the reel is said from its first step to its last, the dish done, with
	// steps spread evenly between: a tortilla stopped at beating the eggs is no recipe.
	// "If everything is salty, add water." after the last step is a tip, not the dish done.
	const conditional = (text: string) =>
		/^(?:if|when|si|cuando|quando)\s/iu.test(text) || (language === 'pt' && /^se\s/iu.test(text))
	let methodEnd = usableSteps?.length ?? 0
	while (methodEnd > 1 && conditional(usableSteps?.[methodEnd - 1]?.text ?? '')) methodEnd--
	const steps =
		isMethod && usableSteps && usableSteps.length > bodyRoom
			? spreadOver(
					usableSteps.slice(0, methodEnd),
					bodyRoom,
					mustSay(usableSteps.slice(0, methodEnd), bodyRoom, model, language),
				)
			: usableSteps?.slice(0, stepList?.outline || isMethod ? bodyRoom : undefined)
	// An outline keeps the hook's promise only when its points are what the hook promised
	// (steps for "stop doing this", items for a list): a list of a release's features is no
	// before and after.
	const outlinePaysOff = Boolean(
		steps &&
		stepList?.outline &&
		bodyPaysOff(
			hookType,
			steps.map((step) => step.text),
		),
	)
	const outlineUsed = Boolean(
		steps && steps.length >= 3 && steps.length <= bodyRoom && hookPlan.payoff && outlinePaysOff,
	)
	if (steps && steps.length >= 3 && steps.length <= bodyRoom && (!hookPlan.payoff || outlineUsed)) {
		points = assignFocus(
			steps.map((step) => {
				// "Empty your inboxes first (5 minutes)": the aside in brackets is not said.
				const text = speakable(step.text.replace(/\s*\([^)]*\)\s*$/u, ''))
				return {
					text,
					index: step.index,
					score: step.score,
					words: countWords(text),
					focus: null,
					fromList: true,
					full: text,
				}
			}),
			strongPhrases,
			topic,
		)
	}
	// A recipe's reel has room left after its method: what goes in first, then the cook's tips
	// from after the steps ("Always keep the T stick in water…"), before any filler.
	if (isMethod && points.some((p) => p.fromList) && stepList) {
		const lastStep = stepList.items.at(-1)?.index ?? 0
		const tips = model.sentences.filter(
			(s) =>
				s.index > lastStep &&
				s.blockKind !== 'list' &&
				s.standsAlone &&
				!s.aside &&
				!s.question &&
				s.words >= 6 &&
				s.words <= wordBudget * 1.3 &&
				isInstruction(s.text, language),
		)
		for (const tip of tips.slice(0, Math.max(0, bodyRoom - points.length))) {
			const text = `${copy.tipLabel} ${speakable(tip.text)}`
			points.push({
				text,
				index: tip.index,
				score: tip.score,
				words: countWords(text),
				focus: null,
				fromList: false,
				full: text,
				aside: true,
			})
		}
		const needs = model.lists
			.filter((list) => list.role === 'ingredients')
			.flatMap((list) => list.items)
		// A hook that said the shopping list is not followed by it again.
		if (
			needs.length >= 2 &&
			needs.length <= 6 &&
			points.length < bodyRoom &&
			opener?.kind !== 'needs'
		) {
			const text = copy.ingredients(needs.map((item) => speakable(item.text).replace(/[.;]$/u, '')))
			if (countWords(text) <= wordBudget * 1.5)
				points.unshift({
					text,
					index: needs[0]!.index,
					score: 0,
					words: countWords(text),
					focus: null,
					fromList: false,
					full: text,
					aside: true,
				})
		}
	}
	// An essay or a story lands on the lesson its author ends on ("You must actively reduce
	// friction."): the reel says it last, in place of its weakest other point.
	const stepsUsed = points.some((p) => p.fromList)
	const closingLesson = stepsUsed
		? null
		: ((storyArc ? storyResult(candidates, model, exclude, wordBudget) : null) ??
			candidates
				.filter((c) => {
					const sentence = model.sentences[c.index]
					return (
						sentence?.lesson &&
						sentence.conclusion &&
						!sentence.question &&
						!exclude.has(c.index) &&
						c.words <= wordBudget * 1.3
					)
				})
				.sort((a, b) => b.score - a.score || b.index - a.index)[0])
	if (closingLesson && points.length >= 2 && !points.some((p) => p.index === closingLesson.index)) {
		const weakest = points.reduce((low, p) => (p.score < low.score ? p : low))
		points = [...points.filter((p) => p !== weakest), closingLesson].sort(
			(a, b) => a.index - b.index,
		)
	}
	// The sentence that keeps the hook's promise is said first.
	// A payoff below the strongest candidates is still the one sentence the hook promised.
	// An outline's steps pay off an instruction hook themselves, in the guide's order.
	const promised = outlineUsed ? null : (hookPlan.payoff ?? openerAnswer)
	const payoff: Point | null = promised
		? (candidates.find((c) => c.index === promised.index) ?? {
				text: speakable(promised.text),
				index: promised.index,
				score: promised.score,
				words: countWords(speakable(promised.text)),
				focus: null,
				fromList: promised.blockKind === 'list',
				full: speakable(promised.text),
			})
		: null
	if (payoff) {
		const said = hookPlan.payoffLabel ? `${hookPlan.payoffLabel} ${payoff.text}` : payoff.text
		const text = trimToWords(said, 40)
		const room = Math.max(points.length, 1)
		let rest = points.filter((p) => p.index !== payoff.index)
		// The point that goes to make room is the weakest, never the lesson the reel lands on.
		while (rest.length + 1 > room && rest.length > 0) {
			const spare = rest.filter((p) => p !== closingLesson)
			const weakest = (spare.length > 0 ? spare : rest).reduce((low, p) =>
				p.score < low.score ? p : low,
			)
			rest = rest.filter((p) => p !== weakest)
		}
		points = [{ ...payoff, text, words: countWords(text) }, ...rest]
	}
	// Fewer lines said whole beat more lines cut short: while the points need more words than the
	// body can hold at the target pace, the weakest one (never the hook's payoff) makes room.
	const bodyWords = (duration - 9) * BRISK_WORDS_PER_SECOND
	while (points.length > plan.minBody && points.reduce((sum, p) => sum + p.words, 0) > bodyWords) {
		const weakest = points.reduce<Point | null>(
			(low, p) =>
				(p === points[0] && payoff) ||
				p.index === closingLesson?.index ||
				// The dish done is what the method was for.
				(isMethod && p.fromList && p.index === usableSteps?.[methodEnd - 1]?.index) ||
				(low && low.score <= p.score)
					? low
					: p,
			null,
		)
		if (!weakest) break
		points = points.filter((p) => p !== weakest)
	}
	// A short text with few lines that stand alone ("¿No haces lo que deberías estar haciendo?"
	// and nothing else) left a 60-second reel four silent B-roll scenes. A text short enough to say
	// whole is read from its opening, each line after the one it leans on, when that says more
	// than its lines that stand alone; a longer one gives its opening lines only as far as the
	// fewest scenes the reel needs, so its best points are not traded for its first ones.
	if (points.length < plan.body) {
		const lead = payoff ? points.slice(0, 1) : []
		const wordsOf = (list: Point[]) => list.reduce((sum, p) => sum + p.words, 0)
		const runOf = (beats: number, carryOver = false) =>
			sourceRun(model, {
				carryOver,
				exclude,
				wordBudget,
				maxBeats: beats - lead.length,
				maxWords: (duration - 10) * REEL_WORDS_PER_SECOND_TARGET - wordsOf(lead),
				showsAScreen: model.kind === 'howto' || model.lists.some((list) => list.role === 'steps'),
			})
		const full = runOf(plan.body - (useRecap ? 1 : 0))
		// Prose only: a list's items, a recipe's needs and method and a verdict's rules are said
		// as the points above say them.
		const run =
			model.lists.length === 0 &&
			model.kind !== 'recipe' &&
			full.whole &&
			lead.length + full.lines.length >= points.length &&
			wordsOf(lead) + wordsOf(full.lines) > wordsOf(points)
				? full.lines
				: points.length < plan.minBody - 1
					? runOf(plan.minBody - 1, true).lines
					: []
		if (run.length > 0 && lead.length + run.length >= points.length) {
			points = [...lead, ...assignFocus(run, strongPhrases, topic)]
		}
	}
	// Ordinal connectives ("First:", "Next:") suit tips, list hooks and sources written as steps.
	// A story told as "First: On Thursday I took a break. Next: My fear…" reads as a parody of a
	// tip: the points themselves have to be steps, tips or list items.
	const stepLike = points.filter((p) => p.fromList || isInstruction(p.text, language)).length
	const listLike =
		points.length > 1 &&
		(stepLike * 2 > points.length ||
			((category === 'tips' || hookType === 'list') && stepLike * 3 >= points.length))
	const perScene = (duration - 10) / Math.max(points.length + (useRecap ? 1 : 0), 1)
	const maxWords = Math.floor(
		Math.min(REEL_SCENE_MAX_SECONDS, perScene * 1.4) * REEL_WORDS_PER_SECOND_TARGET,
	)
	points = points.map((point) => {
		const text = trimToWords(point.text, maxWords)
		return { ...point, text, words: countWords(text) }
	})

	const count = String(points.length)
	const framedHook =
		opener?.line ??
		pickHook(
			hookType,
			language,
			{
				topic: hookTopic(topic, index, language),
				article:
					language === analysis.language
						? (articleFor(topic, index, language) ??
							guessedArticle(topic, index, language) ??
							nameArticle(topic, index, language) ??
							(language === 'en'
								? englishArticle(hookTopic(topic, index, language), index)
								: undefined))
						: undefined,
				...(claim ? { claim: claim.text } : {}),
				...(analysis.numbers.includes(count) ? { count } : {}),
			},
			style,
			pick,
		)
	// "Ganaba más dinero que nunca, pero algo no cuadraba. Le contamos por qué.": the formal
	// frame says "we"; when the text speaks as "I", so does the frame ("Le cuento por qué.").
	const hookLine =
		language === 'es' && style.formality === 'formal' && speaksAsI(analysis.plainText)
			? framedHook.replace(/(?<![\p{L}])(Le|Se lo) contamos(?![\p{L}])/u, '$1 cuento')
			: framedHook
	// The hook is usually shown as it is said; only a long one gets the short formula label.
	const hookOverlay =
		countWords(hookLine) <= HOOK_OVERLAY_MAX_WORDS
			? stripEnd(hookLine)
			: opener && countWords(opener.text) <= HOOK_OVERLAY_MAX_WORDS
				? stripEnd(opener.text)
				: // The dish over its shopping list.
					opener?.kind === 'needs'
					? capitalise(topic)
					: copy.hookOverlay[hookType]

	const ctaLine = instagramCallToAction(
		{
			sourceContent: input.sourceContent,
			brandVoice: input.brandVoice,
			contentGoal: input.contentGoal,
			seoOptimize: true,
			link: input.link,
			learnedVoice: input.learnedVoice,
		},
		model,
		seed,
	)
	// After steps, "And that's it." closes them; "Keep that in mind." would ask the cook to
	// remember a recipe.
	const wrapUp = (listLike ? copy.wrapUps[1] : pick(copy.wrapUps, 5)) ?? ''
	const closing = duration === 30 ? ctaLine : `${wrapUp} ${ctaLine}`
	// Few words for the time: more, shorter beats (recap, a question, B-roll) instead of long
	// static scenes with one short line each.
	const spokenWords = points.reduce((sum, p) => sum + p.words, 0)
	const thin = points.length < plan.minBody || spokenWords < (duration - 10) * 1.5
	const minBody = thin ? plan.body : plan.minBody

	// The recap restates the text's point: a short thesis sentence not already said.
	const said = new Set([
		...points.map((p) => p.index),
		...(claim ? [claim.index] : []),
		...(opener?.indexes ?? []),
	])
	// The point the text ends on sums it up best; a stressed line from its opening less so.
	const recapRank = (s: ModelSentence) =>
		(s.conclusion ? 2 : 0) + (s.lesson ? 1 : 0) + (s.insight ? 1 : 0) - (s.narrative ? 1 : 0)
	const recapSentence = [...model.thesis]
		.sort((a, b) => recapRank(b) - recapRank(a))
		.find(
			(s) =>
				!said.has(s.index) &&
				s.words >= 6 &&
				s.words <= 16 &&
				!s.question &&
				!s.host &&
				// "In short: I took one can home." sums nothing up: a recap says the point, not a moment.
				(!s.narrative || s.lesson || s.emphasised) &&
				// "In short: Day one, you mix 50 grams of flour…" is a step, not the point.
				(!s.hasNumber || s.lesson || s.emphasised) &&
				// "Poder sacarlo nosotros... o las empresas": a thought that trails off sums nothing up.
				!/\.{3}|…/u.test(s.text) &&
				// The author's own point, not a line that only ranks high ("¡Pero Miguel, que yo ya
				// enseño el aviso!" is a reader's objection).
				(s.lesson || s.emphasised || s.conclusion || s.insight) &&
				!/^¡|^\p{Lu}\p{Ll}+,\s|^(?:pero|but|mas)\s+\p{Lu}\p{Ll}+,/u.test(s.text) &&
				// "In short: "I can't fly (but I wish I could)."": a quoted example is not the point.
				!/^["“«'‘]/u.test(s.text) &&
				!neverSpoken(s.text) &&
				!/\s[·|•]\s/u.test(s.text),
		)
	const recapLine = recapSentence
		? {
				// Spanish and Portuguese go on in lower case after the colon ("En resumen: la regla…").
				dialogue: `${recapLabel(language)} ${
					language === 'en'
						? speakable(recapSentence.text)
						: speakable(recapSentence.text).replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (c) =>
								/^(?:[A-ZÁÉÍÓÚ][a-záéíóúñãõç]+)\s+[A-Z]/u.test(recapSentence.text)
									? c
									: c.toLowerCase(),
							)
				}`,
				overlay: stripEnd(trimToWords(speakable(recapSentence.text), OVERLAY_MAX_WORDS)),
			}
		: null
	// "First: … Then: … And finally:" counts the items of one list: points drawn from two lists
	// (a year review's reasons for a tool, then its design changes) are no sequence.
	const listOfPoint = (p: Point) =>
		model.lists.findIndex((list) => list.items.some((item) => item.index === p.index))
	const oneList =
		new Set(
			points
				.filter((p) => p.fromList)
				.map(listOfPoint)
				.filter((i) => i >= 0),
		).size <= 1
	// "And finally:" only on a list's last item: a method cut to the reel's length ends on "Then:".
	const listed = points.filter((p) => p.fromList)
	const source = listed.length > 0 ? model.lists[listOfPoint(listed[0]!)] : undefined
	const listedItems = source?.items.filter(
		(item) =>
			!/^(?:optional|opcional)\b/iu.test(item.text) &&
			// "If everything is salty, you can add water." is a tip after the method.
			!/^(?:if|when|si|cuando|se|quando)\s/iu.test(item.text),
	)
	// A method spread over the reel ends on its own last step: that one is "And finally".
	const wholeList =
		!listedItems ||
		listedItems.length <= listed.length ||
		(model.kind === 'recipe' && listed.at(-1)?.index === listedItems.at(-1)?.index)
	// The closing card when the call to action is too long to show: the goal read once.
	const ctaOverlay = () => {
		const reading = readGoal(input.contentGoal)
		if (reading.saveShare) return copy.saveOverlay
		return copy.ctaOverlay[reading.wantsLink ? 'traffic' : goal]
	}
	const beats: Beat[] = [
		{ kind: 'hook', dialogue: hookLine, overlay: hookOverlay },
		...bodyBeats(points, {
			copy,
			topic,
			listLike,
			wholeList,
			mythLabel: mythLabelFor(model),
			isStep: (p: Point) => oneList && !p.aside && (p.fromList || isInstruction(p.text, language)),
			isTip: (p: Point) => p.fromList || isInstruction(p.text, language),
			useRecap,
			minBody,
			fewestScenes: plan.minBody,
			phrases: strongPhrases,
			pick,
			recap: recapLine,
			recipe: model.kind === 'recipe',
			asks: askKind(model, listLike),
		}),
		{
			kind: 'cta',
			dialogue: closing,
			// An event, a job or a download points at the link too, not at the comments.
			overlay: countWords(ctaLine) <= OVERLAY_MAX_WORDS ? stripEnd(ctaLine) : ctaOverlay(),
		},
	]
	const seconds = fitToDuration(beats, duration, plan.ctaMax)
	const finalBeats = writeOverlays(beats, topic, analysis.language)

	const emoji = style.useEmoji
	// "informal, minúsculas": a lowercase voice writes the reel's words in lower case, as it does
	// its posts (what is said, shown and captioned; hashtags and links as they are). The shot
	// list and the notes are for the person filming, not the voice.
	const lowercase = writesInLowerCase(input.brandVoice)
	const cased = (text: string) => (lowercase ? inLowerCase(text) : text)
	const voice = (text: string) => applyVoiceToText(text, style)
	const spoken = (text: string) => cased(withoutEmoji(voice(text)))
	let start = 0
	let previousVisual = ''
	const ingredientText = model.lists
		.filter((list) => list.role === 'ingredients')
		.flatMap((list) => list.items.map((item) => item.text.toLocaleLowerCase()))
		.join('\n')
	// A screen recording only for a text worked on a screen, never a travel diary's packing list.
	const onScreen = showsAScreen(analysis.plainText)
	// "2 patatas grandes." → "patatas": the word of each listed ingredient a step can name.
	const ingredientWords = model.lists
		.filter((list) => list.role === 'ingredients')
		.flatMap((list) => list.items)
		.map((item) => /\p{L}{4,}/u.exec(item.text)?.[0]?.toLocaleLowerCase() ?? '')
		.filter(Boolean)
	let previousFilmedAThing = false
	const scenes: ReelScene[] = finalBeats.map((beat, i) => {
		const length = seconds[i] ?? BODY_MIN_SECONDS
		const timing = formatTiming(start, start + length)
		start += length
		let visual: string
		let overlay = beat.overlay
		if (beat.kind === 'hook') {
			visual = look.hookShot
			if (emoji) overlay = `${overlay} ${HOOK_EMOJI[hookType]}`
		} else if (beat.kind === 'cta') {
			visual = look.ctaShot
			if (emoji) overlay = `${overlay} 👇`
		} else if (beat.kind === 'recap') {
			visual = look.recapShot
		} else if (beat.kind === 'question') {
			visual = shotFor(look.pointShots, seed + i, null, previousVisual)
		} else if (beat.kind === 'broll') {
			visual = brollShotFor(model.kind, language, onScreen)
		} else {
			// Filmed the way the kind of text is: cooking for a recipe, hands and screen for a how-to.
			// A line with a key phrase of its own is filmed as that thing, so the shot list
			// says what to film, not only how; the rest stay on the face, which carries a reel. A
			// recipe films what it lists ("aceite", not "receitas"); elsewhere one word is seldom a
			// thing to film ("caso", "life").
			const focus = beat.focus ?? ''
			// Away from a screen, only a step is filmed as hands doing it: "the dream of Europe
			// took shape seven months before" in a travel diary is told to camera.
			const filmedAs = model.kind === 'howto' && !onScreen && !beat.tip ? 'story' : model.kind
			const filmable =
				focus !== '' &&
				(model.kind === 'recipe'
					? ingredientText.includes(focus.toLocaleLowerCase())
					: /\s/u.test(focus))
			// A step that names what it cooks ("Cortamos la patata…") films that, key phrase or not.
			const thing = filmable
				? focus
				: model.kind === 'recipe'
					? (beat.dialogue
							.split(/[^\p{L}]+/u)
							.find(
								(said) => said.length >= 4 && ingredientWords.some((word) => sameStem(said, word)),
							)
							?.toLocaleLowerCase() ?? '')
					: ''
			// Every line that names a thing to film is filmed as it, except right after another such
			// shot: the face between them carries the reel.
			const filmsThing = thing !== '' && !previousFilmedAThing
			visual = filmsThing
				? focusShotFor(filmedAs, language, thing, onScreen)
				: shotFor(pointShotsFor(filmedAs, language, onScreen), seed + i, null, previousVisual)
			previousFilmedAThing = filmsThing
			// "✅ estou bem desanimada…" ticks off a feeling as if it were a tip: only tips get one.
			if (emoji && category === 'tips' && beat.tip && overlay.trim()) overlay = `✅ ${overlay}`
		}
		previousVisual = visual
		const scene: ReelScene = {
			timing,
			visualDescription: voice(visual),
			dialogue: spoken(beat.dialogue),
		}
		if (overlay.trim()) scene.textOverlay = cased(voice(overlay))
		if (i < finalBeats.length - 1) {
			scene.transitionNotes = look.transitions[(seed + i) % look.transitions.length] ?? ''
		}
		return scene
	})

	// The caption quotes the strongest points whole, as far as a short paragraph allows.
	const summaryPoints: Point[] = []
	let summaryWords = 0
	for (const point of [...points].sort((a, b) => b.score - a.score)) {
		const words = countWords(point.full)
		if (summaryPoints.length > 0 && summaryWords + words > CAPTION_SUMMARY_WORDS) continue
		summaryPoints.push(point)
		summaryWords += words
		if (summaryPoints.length === 2) break
	}
	const summary = trimToWords(
		summaryPoints
			.sort((a, b) => a.index - b.index)
			.map((p) => p.full)
			.join(' '),
		CAPTION_SUMMARY_WORDS,
	)
	const captionCta = ctaLine
	const caption = cased(
		voice(
			[emoji ? `${hookLine} ${HOOK_EMOJI[hookType]}` : hookLine, summary, captionCta]
				.filter(Boolean)
				.join('\n\n'),
		),
	)

	// "no hashtags", "sin hashtags", "max 2 hashtags": the voice's rule holds on the reel as on its
	// posts (read by the posts' own voice reader).
	const hashtagLimit = readVoiceProfile(input.brandVoice, {
		learned: input.learnedVoice ?? null,
		samples: input.voiceSamples ?? [],
	}).hashtagLimit
	const hashtags = pickHashtags(topic, strongPhrases, style, copy, category, {
		// The brand's own tags ("Always #nomadlife") go on the reel as on its posts.
		own: brandHashtagsOf(input.brandVoice, input.voiceSamples ?? []),
		strong: model.hashtags,
		filler: model.fillerHashtags,
	}).slice(0, hashtagLimit ?? undefined)
	const focusList = [
		...new Set(points.map((p) => p.focus).filter((f): f is string => Boolean(f))),
	].slice(0, 4)
	const productionNotes = [
		look.lighting,
		look.framing,
		copy.pacing,
		...(duration >= 60 ? [copy.pacingLong] : []),
		copy.subtitles,
		look.music,
		`${look.broll} ${listOf(focusList.length > 0 ? focusList : [topic], copy.and)}.`,
		copy.delivery[style.tone],
		...(thin ? [copy.thinSource] : []),
		...(hookPlan.requested
			? [hookSwitchNote(hookPlan.requested, hookType, language, ownHook ? 'own' : 'unpaid')]
			: []),
	].map(voice)

	const script: ReelScript = {
		duration,
		category,
		hookType,
		scenes,
		caption,
		hashtags,
		productionNotes,
	}
	// The same checks an AI provider's script goes through; for this engine it is a safety net.
	return repairReelScript(script, { duration, callToAction: cased(ctaLine) })
}

function pickHashtags(
	topic: string,
	phrases: string[],
	style: VoiceStyle,
	copy: SharedCopy,
	category: ReelCategory,
	sourceTags: { own: readonly string[]; strong: readonly string[]; filler: readonly string[] },
): string[] {
	const tags: string[] = []
	const seen = new Set<string>()
	const add = (tag: string | null) => {
		if (!tag) return
		const key = tag.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
		if (seen.has(key) || containsAvoidedWord(tag.slice(1), style.avoidWords)) return
		seen.add(key)
		tags.push(tag)
	}
	// The tags the posts use: the text's topics by the same checks (no "#Team", "#Month", no
	// person's name). The reel's own phrases only make up a short list.
	for (const tag of sourceTags.own) add(tag)
	for (const tag of sourceTags.strong) if (tags.length < 5) add(tag)
	// A word the text says once or twice ("#Maneira", "#Puedes") only to make up three.
	for (const tag of sourceTags.filler) if (tags.length < 3) add(tag)
	if (tags.length < 3 && !Object.values(GENERIC_TOPIC).includes(topic)) add(phraseToHashtag(topic))
	for (const phrase of phrases) {
		if (tags.length >= 3) break
		if (phrase.replace(/[^\p{L}]/gu, '').length < 4) continue
		add(phraseToHashtag(phrase))
	}
	for (const fallback of [copy.fallbackHashtags[category], '#Reels', '#ReelsInstagram']) {
		if (tags.length >= 3) break
		add(fallback)
	}
	return tags
}
