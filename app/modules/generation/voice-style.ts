// Turns a free-text brand voice ("friendly, straightforward", "offbeat humor", "no emoji",
// "avoid jargon") into style rules the built-in engines can apply without a language model.
// Reads English, Spanish and Portuguese.

export type VoiceTone = 'casual' | 'professional' | 'playful' | 'inspirational' | 'neutral'
export type VoicePerson = 'first-plural' | 'first-singular' | 'second' | 'neutral'
export type VoiceFormality = 'formal' | 'informal'

export type VoiceStyle = {
	tone: VoiceTone
	useEmoji: boolean
	person: VoicePerson
	formality: VoiceFormality
	avoidWords: string[]
}

// A trailing '*' marks a stem (matches any word starting with it); other entries match whole
// words only, so "fun" does not match "function".
const TONE_KEYWORDS: Record<Exclude<VoiceTone, 'neutral'>, readonly string[]> = {
	playful: [
		'humor',
		'humour',
		'humorous',
		'funny',
		'fun',
		'witty',
		'wit',
		'playful',
		'play',
		'wink',
		'joke*',
		'joking',
		'cheeky',
		'quirky',
		'offbeat',
		'whimsical',
		'silly',
		'lighthearted',
		'light-hearted',
		'irreverent',
		'joy',
		'joyful',
		'wry',
		'divertid*',
		'gracios*',
		'bromista',
		'lúdic*',
		'juguet*',
		'ingenios*',
		'chistos*',
		'desenfadad*',
		'engraçad*',
		'brincalh*',
		'bem-humorad*',
		'irreverente',
		'piada*',
		'humorístic*',
	],
	casual: [
		'casual',
		'conversational',
		'friendly',
		'relaxed',
		'laid-back',
		'informal',
		'approachable',
		'warm',
		'plain-spoken',
		'chatty',
		'down-to-earth',
		'welcoming',
		'human',
		'easygoing',
		'cercan*',
		'amigabl*',
		'conversacional',
		'relajad*',
		'cálid*',
		'sencill*',
		'amistos*',
		'cercanía',
		'descontraíd*',
		'amigáve*',
		'próxim*',
		'acolhedor*',
		'leve',
		'caloros*',
		'simpátic*',
	],
	professional: [
		'professional',
		'authoritative',
		'expert*',
		'formal',
		'corporate',
		'business',
		'serious',
		'precise',
		'credible',
		'trustworthy',
		'knowledgeable',
		'instructive',
		'informative',
		'respectful',
		'technical',
		'polished',
		'rigorous',
		'factual',
		'profesional*',
		'seri*',
		'riguros*',
		'precis*',
		'confiable',
		'técnic*',
		'corporativ*',
		'respetuos*',
		'profissional*',
		'séri*',
		'especialista',
		'rigoros*',
		'confiáve*',
		'respeitos*',
		'autoridad',
		'autoridade',
	],
	inspirational: [
		'inspir*',
		'empower*',
		'optimis*',
		'motivat*',
		'uplifting',
		'bold',
		'brave',
		'passionate',
		'encourag*',
		'hopeful',
		'positive',
		'aspirational',
		'courage*',
		'motiva*',
		'empodera*',
		'apasionad*',
		'valiente',
		'positiv*',
		'alentador*',
		'esperanz*',
		'otimis*',
		'apaixonad*',
		'coraj*',
		'encoraja*',
		'esperan*',
		'ousad*',
		'audaz',
	],
}

const NEGATIONS = new Set([
	'not',
	'no',
	'never',
	'nor',
	'without',
	'avoid',
	"don't",
	'dont',
	"isn't",
	'less',
	'overly',
	'too',
	'sin',
	'nunca',
	'ni',
	'evita',
	'evitar',
	'evite',
	'sem',
	'não',
	'nao',
	'nem',
	'jamás',
	'jamais',
	'demasiado',
])

// Corporate filler that "avoid jargon" / "sin jerga" / "sem jargão" means in practice.
export const JARGON_WORDS: readonly string[] = [
	'leverage',
	'synergy',
	'synergies',
	'utilize',
	'utilise',
	'paradigm',
	'disrupt',
	'disruptive',
	'game-changer',
	'game changer',
	'best-in-class',
	'cutting-edge',
	'next-generation',
	'seamless',
	'seamlessly',
	'holistic',
	'actionable',
	'deep dive',
	'circle back',
	'low-hanging fruit',
	'move the needle',
	'bandwidth',
	'world-class',
	'revolutionary',
	'mission-critical',
	'value-add',
	'thought leadership',
	'sinergia',
	'sinergias',
	'apalancar',
	'disruptivo',
	'disruptiva',
	'paradigma',
	'holístico',
	'holística',
	'alavancar',
]

function wordsOf(text: string): string[] {
	return text.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? []
}

// A keyword ending in "*" is a stem ("fun*": fun, funny); any other is a whole word. Each tone's
// keywords are split so once, not for each word of each voice (ADR 045).
function keywordMatcher(keywords: readonly string[]) {
	return {
		words: new Set(keywords.filter((keyword) => !keyword.endsWith('*'))),
		stems: keywords
			.filter((keyword) => keyword.endsWith('*'))
			.map((keyword) => keyword.slice(0, -1)),
	}
}

const TONE_MATCHERS: Record<Exclude<VoiceTone, 'neutral'>, ReturnType<typeof keywordMatcher>> = {
	playful: keywordMatcher(TONE_KEYWORDS.playful),
	casual: keywordMatcher(TONE_KEYWORDS.casual),
	professional: keywordMatcher(TONE_KEYWORDS.professional),
	inspirational: keywordMatcher(TONE_KEYWORDS.inspirational),
}

function matchesTone(word: string, tone: Exclude<VoiceTone, 'neutral'>): boolean {
	const { words, stems } = TONE_MATCHERS[tone]
	return words.has(word) || stems.some((stem) => word.startsWith(stem))
}

function toneScores(voice: string): Record<Exclude<VoiceTone, 'neutral'>, number> {
	const scores = { playful: 0, casual: 0, professional: 0, inspirational: 0 }
	// Scan clause by clause so "not pretentious or overly playful" negates only its own clause.
	for (const clause of voice.toLowerCase().split(/[.;,:()\n!?—–]|\s-\s/u)) {
		const clauseWords = wordsOf(clause)
		clauseWords.forEach((word, i) => {
			const negated = clauseWords.slice(Math.max(0, i - 3), i).some((w) => NEGATIONS.has(w))
			for (const tone of Object.keys(scores) as Array<keyof typeof scores>) {
				if (matchesTone(word, tone)) {
					scores[tone] += negated ? -1 : 1
				}
			}
		})
	}
	return scores
}

function pickTone(voice: string): VoiceTone {
	const scores = toneScores(voice)
	// On a tie the more distinctive tone wins: humour and inspiration are deliberate choices.
	const order: Array<keyof typeof scores> = ['playful', 'inspirational', 'casual', 'professional']
	let best: VoiceTone = 'neutral'
	let bestScore = 0
	for (const tone of order) {
		if (scores[tone] > bestScore) {
			best = tone
			bestScore = scores[tone]
		}
	}
	return best
}

function pickEmoji(voice: string, tone: VoiceTone, formality: VoiceFormality): boolean {
	const lower = voice.toLowerCase()
	const negative =
		/\b(?:no|without|avoid|never|zero|skip|don['’]?t use|do not use|sin|evita[r]?|evite|sem|nunca|não use|nada de|cero)\b[^.\n]{0,25}?(?:emoji|emoticon|emotic)/u
	if (
		negative.test(lower) ||
		/(?:emoji|emoticon)s?\b[^.\n]{0,15}\b(?:not allowed|forbidden|prohibid|proibid)/u.test(lower)
	) {
		return false
	}
	// "the odd 💪 or 🔥": a voice that shows its emoji uses them.
	if (/emoji|emoticon|emotic|\p{Extended_Pictographic}/u.test(lower)) return true
	if (formality === 'formal') return false
	// A warm or casual voice that never mentions emoji does not get one picked for it: a 💼 above
	// a post about a father's workshop reads as a template. Playful voices do use them.
	return tone === 'playful'
}

function pickPerson(voice: string): VoicePerson {
	const lower = voice.toLowerCase()
	if (
		/first[- ]person plural|primera persona (?:del )?plural|primeira pessoa (?:do )?plural|\buse ["“']?we\b|speak as ["“']?we\b/u.test(
			lower,
		)
	) {
		return 'first-plural'
	}
	if (
		/first[- ]person(?: singular)?|primera persona|primeira pessoa|\buse ["“']?i["”']?\b/u.test(
			lower,
		)
	) {
		return 'first-singular'
	}
	if (
		/second[- ]person|segunda persona|segunda pessoa|address(?:ing)? (?:the )?(?:reader|audience|customer)|speak(?:ing)? directly to|talk(?:ing)? directly to|\btutea|de tú|de usted|(?<!\p{L})você(?!\p{L})/u.test(
			lower,
		)
	) {
		return 'second'
	}
	const counts = { plural: 0, singular: 0 }
	for (const word of wordsOf(lower)) {
		if (
			/^(?:we|our|us|ours|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|nós|nosso|nossa|nossos|nossas)$/u.test(
				word,
			)
		)
			counts.plural++
		if (/^(?:i|my|me|mine|yo|mi|mis|eu|meu|minha)$/u.test(word)) counts.singular++
	}
	if (counts.plural >= 2 && counts.plural >= counts.singular) return 'first-plural'
	if (counts.singular >= 2) return 'first-singular'
	return 'neutral'
}

function pickFormality(voice: string, tone: VoiceTone): VoiceFormality {
	const lower = voice.toLowerCase()
	let formal = 0
	let informal = 0
	for (const clause of lower.split(/[.;,:()\n!?]/u)) {
		const clauseWords = wordsOf(clause)
		const negated = clauseWords.some((w) => NEGATIONS.has(w))
		if (
			/\bformal\b|\busted\b|respectful|respetuos|respeitos|authoritative|corporate|corporativ/u.test(
				clause,
			)
		) {
			if (negated) informal++
			else formal++
			// "Profesional, cercana, usted": how the voice addresses readers is a decision, and it
			// outweighs a word about tone.
			if (!negated && /\busted\b/u.test(clause)) formal++
		}
		if (
			// "Technical but accessible", "punchy": plain speech, which contracts.
			/\binformal\b|casual|(?<!\p{L})tú(?!\p{L})|(?<!\p{L})tute\p{L}*|conversational|conversacional|friendly|amigabl|amigáve|cercan|descontraíd|relaxed|relajad|playful|humor|accessible|approachable|down-to-earth|punchy/u.test(
				clause,
			)
		) {
			if (negated) formal++
			else informal++
			// "tuteo", "tutea", "de tú": like "usted", how readers are addressed is a decision.
			if (!negated && /(?<!\p{L})tú(?!\p{L})|(?<!\p{L})tute\p{L}*/u.test(clause)) informal += 2
		}
	}
	if (formal !== informal) return formal > informal ? 'formal' : 'informal'
	return tone === 'professional' ? 'formal' : 'informal'
}

const AVOID_TRIGGER = new RegExp(
	[
		"(?:avoid(?:ing)?|don['’]?t (?:say|use|write)|do not (?:say|use|write)|never (?:say|use|write))(?:\\s+(?:the\\s+)?(?:words?|terms?|phrases?|saying|using))?(?:\\s+(?:like|such as))?",
		'(?:banned|forbidden|prohibited|blocked) (?:words?|terms?|phrases?)',
		'words? to avoid',
		// "no hype words like 'revolutionary'", "sin palabras como…", "sem termos como…"
		'(?:no|without|sin|sem|nada de)\\s+(?:[\\p{L}-]+\\s+)?(?:words?|terms?|phrases?|palabras|términos|expresiones|palavras|termos|expressões)\\s+(?:like|such as|como|tipo)',
		'(?:no|nunca) (?:usar|uses|digas|decir|use)(?:\\s+(?:palabras|términos|expresiones))?(?:\\s+como)?',
		'evita(?:r)?(?:\\s+(?:las\\s+)?(?:palabras|términos|expresiones|decir|usar))?(?:\\s+como)?',
		'palabras (?:prohibidas|a evitar|vetadas)',
		'(?:não|nunca) (?:use|usar|diga|dizer|fale|falar|escreva)(?:\\s+(?:palavras|termos|expressões))?(?:\\s+como)?',
		'evite(?:m)?(?:\\s+(?:as\\s+)?(?:palavras|termos|expressões|dizer|usar))?(?:\\s+como)?',
		'palavras (?:proibidas|a evitar|vetadas)',
	].join('|'),
	'giu',
)

// What follows a trigger but is a kind of writing, not a word to filter.
const NOT_A_WORD =
	/^(?:emojis?|emoticons?|exclamation(?: marks?| points?)?|all caps|caps|slang|hashtags?|clichés?|cliches?|acronyms?|passive voice|voz pasiva|voz passiva|mayúsculas|maiúsculas|signos de exclamación|exclamações|mistakes?|errors?)$/u
const JARGON_CATEGORY =
	/^(?:jargon|buzzwords?|corporate speak|corporate jargon|business jargon|technical jargon|jerga(?: técnica| corporativa)?|tecnicismos|jargão|jargões|jargão técnico|palavras da moda)$/u

function cleanAvoidItem(item: string): string {
	return item
		.trim()
		.replace(
			/^(?:the|a|an|el|la|los|las|o|os|as|um|uma|un|una|words? like|such as|like|como)\s+/iu,
			'',
		)
		.replace(/^["“”'‘’«»]+|["“”'‘’«»]+$/gu, '')
		.replace(/[.!?]+$/u, '')
		.trim()
		.toLowerCase()
}

function pickAvoidWords(voice: string): string[] {
	const found: string[] = []
	const text = voice.replace(/\r/gu, '')
	for (const match of text.matchAll(AVOID_TRIGGER)) {
		const start = (match.index ?? 0) + match[0].length
		// The list runs to the end of the sentence or line.
		const rest = /^[\s:]*([^.;!?\n]*)/u.exec(text.slice(start))?.[1] ?? ''
		const quoted = [...rest.matchAll(/["“«‘']([^"”»’']{1,40})["”»’']/gu)].map((m) => m[1] ?? '')
		const items =
			quoted.length > 0 ? quoted : rest.split(/,|\/|\s+(?:or|and|nor|y|o|ni|e|ou|nem)\s+/u)
		for (const rawItem of items) {
			const item = cleanAvoidItem(rawItem)
			if (!item || NOT_A_WORD.test(item)) continue
			if (JARGON_CATEGORY.test(item)) {
				found.push(...JARGON_WORDS)
				continue
			}
			// Longer fragments are prose ("being too formal with customers"), not a word to ban.
			if (item.split(/\s+/u).length > 3 || !/\p{L}/u.test(item)) continue
			found.push(item)
		}
	}
	return [...new Set(found)].slice(0, 60)
}

export function parseBrandVoice(voice: string): VoiceStyle {
	const text = voice.replace(/\\n/gu, '\n')
	const tone = pickTone(text)
	const formality = pickFormality(text, tone)
	return {
		tone,
		useEmoji: pickEmoji(text, tone, formality),
		person: pickPerson(text),
		formality,
		avoidWords: pickAvoidWords(text),
	}
}

// ---------------------------------------------------------------------------------------------
// Applying a style to finished text

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

export function isEmojiGrapheme(grapheme: string): boolean {
	return (
		/\p{Emoji_Presentation}|\p{Regional_Indicator}|\u20E3/u.test(grapheme) ||
		(/\p{Extended_Pictographic}/u.test(grapheme) && /\uFE0F/u.test(grapheme))
	)
}

// Any character that can be part of an emoji: a text without one is kept as it is, and its
// graphemes need not be walked (ADR 035).
const EMOJI_CHARACTER =
	/\p{Emoji_Presentation}|\p{Regional_Indicator}|\u20E3|\p{Extended_Pictographic}/u

export function stripEmoji(text: string): string {
	if (!EMOJI_CHARACTER.test(text)) return tidySpacing(text)
	let result = ''
	for (const { segment } of graphemeSegmenter.segment(text)) {
		if (!isEmojiGrapheme(segment)) result += segment
	}
	return tidySpacing(result)
}

/** The text as a RegExp source that matches it literally. */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
}

/**
 * What tidySpacing can change: a text with none of it (most texts, when nothing was removed)
 * comes back as it is. Each alternative is what one step below needs to match on some line (a
 * superset: `\s` before a stop may be a line's break), or what `trim` removes (ADR 045).
 */
export const UNTIDY =
	/[ \t]{2}|\s[,.;:!?…)]|[,;:]\s*[,;:]|[(¿¡]\s|^[\s,;:]|\n[^\S\n]|\n[,;:]|[^\S\n]\n|\s$|\n\n\n/u

/** Collapses the gaps and stray punctuation a removal leaves behind, line by line. */
export function tidySpacing(text: string): string {
	if (!UNTIDY.test(text)) return text
	return tidySpacingEverywhere(text)
}

/** tidySpacing's steps, run whatever the text: the check before them is tested against this. */
export function tidySpacingEverywhere(text: string): string {
	return text
		.split('\n')
		.map((line) =>
			line
				.replace(/[ \t]{2,}/gu, ' ')
				// " .NET" and " .env" are words, not a stray stop.
				.replace(/\s+([,.;:!?…)])(?![\p{L}\p{N}_-])/gu, '$1')
				.replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
				.replace(/([(¿¡])\s+/gu, '$1')
				.replace(/^[\s,;:]+/u, '')
				.replace(/\s+$/u, ''),
		)
		.join('\n')
		.replace(/\n{3,}/gu, '\n\n')
		.trim()
}

export function containsAvoidedWord(text: string, avoidWords: readonly string[]): boolean {
	return avoidWords.some((word) => avoidedWordPattern(word).test(text))
}

function avoidedWordPattern(word: string): RegExp {
	const body = escapeRegExp(word).replace(/\\?[\s-]+/gu, '[\\s-]+')
	return new RegExp(`#?(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'giu')
}

/**
 * Applies the rules that can be applied to finished text: avoided words are removed along with
 * the space around them (and "an" before them fixed to "a" when needed), and emoji go when the
 * voice does not use them. Sentence choice, person and CTA phrasing are the engine's job.
 */
export function applyVoiceToText(text: string, style: VoiceStyle): string {
	let result = text
	for (const word of style.avoidWords) {
		result = result.replace(avoidedWordPattern(word), '')
	}
	if (result !== text) {
		// "an  tool" after removing "innovative": the article must agree with the next word.
		result = result.replace(/\b([Aa])n(\s+)(?=[b-df-gj-np-tv-z])/gu, '$1$2')
		// A sentence that started with a removed word starts with the next one, capitalised.
		result = result.replace(
			/(^|[.!?]\s+|\n)[ \t]*,?[ \t]*(\p{Ll})/gu,
			(_match, before: string, letter: string) => `${before}${letter.toLocaleUpperCase()}`,
		)
	}
	if (!style.useEmoji) result = stripEmoji(result)
	return tidySpacing(result)
}
