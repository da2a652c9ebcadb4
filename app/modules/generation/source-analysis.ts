// Reads a source text (plain text or Markdown) into what the built-in engines compose from:
// clean prose, ranked sentences, key phrases, hashtags and the numbers the source states.
// Pure and synchronous so it runs in tests, scripts and on the server with no setup.
import stopwordsByLanguage from 'stopwords-iso'
import { detectAll } from 'tinyld/light'
import { frontMatterAsProse } from './front-matter.ts'
import { cleanedSource, decodeHtmlEntities } from './source-cleaning.ts'
import { extractNumbers } from './source-numbers.ts'
import { wordSegments } from './word-segments.ts'
import { letterRunCount, shortLetterRuns, wordRunCount } from './letter-count.ts'

export type ContentLanguage = 'en' | 'es' | 'pt'

export type RankedSentence = { text: string; index: number; score: number }

export type SourceAnalysis = {
	language: ContentLanguage
	/** Markdown stripped: no heading marks, link URLs kept out of prose, code blocks dropped, list items as sentences */
	plainText: string
	/** first heading if any */
	title: string | null
	/** in source order, with a salience score in 0..1 */
	sentences: RankedSentence[]
	/** most salient terms/phrases from the source, best first */
	keyPhrases: string[]
	/** '#Term' built only from source terms, best first, no duplicates (case-insensitive) */
	hashtags: string[]
	/** every number token in the source */
	numbers: string[]
}

export type BlockKind = 'heading' | 'paragraph' | 'list' | 'quote'

/** What the engines need beyond the ranked sentence: where it came from in the Markdown. */
export type SentenceDetail = {
	index: number
	blockKind: BlockKind
	/** position of the block in the document, to keep points from one section together */
	blockIndex: number
	/** first sentence of its block: reads well without the previous sentence */
	opensBlock: boolean
	/** the list item was nothing but a link, e.g. a newsletter's list of articles */
	linkOnly: boolean
	/** a sponsor read or an ad: not what the source is about */
	promotional: boolean
	wordCount: number
	/** index into `headings` of the section it is in; -1 before the first heading */
	section: number
	/** the author put (part of) it in bold or italics */
	emphasised: boolean
	/** an item of a numbered list */
	ordered: boolean
	/** an item indented under another ("    * NAT: Sí" under step 11): a detail of that item */
	nested?: boolean
	/** how many blocks the document has, to tell the ending from the rest */
	blockCount: number
	/** who says it, in a transcript with speaker labels */
	speaker: string | null
	/** the bold or italic runs inside it, as written ("you never know which small thing…") */
	emphasis: string[]
}

export type DetailedSourceAnalysis = SourceAnalysis & {
	details: SentenceDetail[]
	headings: string[]
	/** each heading's level (1 for "#", 4 for a bold or capitalised line), in the same order */
	headingLevels: number[]
	/** the first this many hashtags are strong terms; the rest only fill a minimum */
	strongHashtagCount: number
	/** every link in the source, in order */
	links: SourceLink[]
}

export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'es', 'pt']

// Words that say nothing about a topic but are missing from stopwords-iso.
const EXTRA_STOPWORDS: Record<ContentLanguage, string[]> = {
	en: [
		'people',
		'time',
		'lot',
		'lots',
		'thing',
		'stuff',
		'yeah',
		'okay',
		'ok',
		'gonna',
		'wanna',
		'kind',
		'sort',
		'pretty',
		'bit',
		'day',
		'days',
		'week',
		'weeks',
		'year',
		'years',
		'today',
		'hello',
		'friends',
		'guys',
		'able',
		'sure',
		'maybe',
		'yes',
		'don',
		'doesn',
		'didn',
		'isn',
		'wasn',
		'aren',
		'won',
		'll',
		've',
		're',
		'etc',
		'via',
		'let',
		'lets',
		'said',
		'says',
		'feel',
		'feels',
		'felt',
		'start',
		'started',
		'makes',
		'made',
		'making',
		'takes',
		'took',
		'getting',
		'got',
		'gets',
		'goes',
		'went',
		'done',
		'doing',
		'things',
		'ways',
		'much',
		'many',
		'every',
		'someone',
		'something',
		'anything',
		'everything',
		'nothing',
		'first',
		'last',
		'next',
		'new',
		'old',
		'good',
		'great',
		'big',
		'little',
		'long',
		'short',
		'january',
		'february',
		'march',
		'april',
		'june',
		'july',
		'august',
		'september',
		'october',
		'november',
		'december',
		'monday',
		'tuesday',
		'wednesday',
		'thursday',
		'friday',
		'saturday',
		'sunday',
		'add',
		'adds',
		'added',
		'mix',
		'put',
		'set',
		'keep',
		'try',
		'need',
		'needs',
		'want',
		'wants',
		'know',
		'see',
		'look',
		'find',
		'give',
		'come',
		'call',
		'called',
		'tell',
		'told',
		'ask',
		'asked',
		'seem',
		'seems',
		'mean',
		'means',
		'using',
		'used',
		'uses',
		'allow',
		'allows',
		'include',
		'includes',
		'including',
		'instead',
		'mid',
		'fine',
		'happen',
		'happens',
		'happened',
		'actually',
	],
	es: [
		'gente',
		'cosa',
		'cosas',
		'vez',
		'veces',
		'día',
		'días',
		'año',
		'años',
		'hoy',
		'mañana',
		'hola',
		'bueno',
		'buena',
		'pues',
		'vale',
		'tipo',
		'forma',
		'manera',
		'hacer',
		'hace',
		'hacen',
		'puede',
		'pueden',
		'tiene',
		'tienen',
		'tener',
		'creo',
		'dejo',
		'quiero',
		'mucho',
		'mucha',
		'muchos',
		'muchas',
		'algo',
		'nada',
		'todo',
		'todos',
		'todas',
		'siempre',
		'nuevo',
		'nueva',
		'mejor',
		'gran',
		'primer',
		'primera',
		'ideas',
		'idea',
		'personas',
		'deja',
		'dejar',
		'dejas',
		'pasa',
		'seguro',
		'enero',
		'febrero',
		'marzo',
		'abril',
		'mayo',
		'junio',
		'julio',
		'agosto',
		'septiembre',
		'octubre',
		'noviembre',
		'diciembre',
		'lunes',
		'martes',
		'miércoles',
		'jueves',
		'viernes',
		'sábado',
		'domingo',
	],
	pt: [
		'gente',
		'pessoal',
		'coisa',
		'coisas',
		'vez',
		'vezes',
		'dia',
		'dias',
		'ano',
		'anos',
		'hoje',
		'olá',
		'então',
		'tipo',
		'forma',
		'jeito',
		'fazer',
		'faz',
		'fazem',
		'pode',
		'podem',
		'tem',
		'têm',
		'ter',
		'acho',
		'quero',
		'muito',
		'muita',
		'muitos',
		'muitas',
		'algo',
		'nada',
		'tudo',
		'todos',
		'todas',
		'sempre',
		'novo',
		'nova',
		'melhor',
		'grande',
		'primeiro',
		'primeira',
		'né',
		'aí',
		'lá',
		'cá',
		'pra',
		'pro',
		'vou',
		'vai',
		'ficar',
		'fiquei',
		'fica',
		'pessoas',
		'janeiro',
		'fevereiro',
		'março',
		'abril',
		'maio',
		'junho',
		'julho',
		'agosto',
		'setembro',
		'outubro',
		'novembro',
		'dezembro',
		'segunda',
		'terça',
		'quarta',
		'quinta',
		'sexta',
		'sábado',
		'domingo',
		'faça',
		'achar',
		'acaba',
		'acabam',
		'mim',
		'ti',
		'si',
		'comigo',
		'contigo',
	],
}

// Spanish and Portuguese tech writing quotes English titles and terms; their function words
// must not become key phrases either.
const ENGLISH_FUNCTION_WORDS = [
	'the',
	'and',
	'with',
	'of',
	'for',
	'in',
	'on',
	'to',
	'an',
	'is',
	'are',
	'your',
	'you',
	'how',
	'what',
	'from',
	'by',
	'it',
	'this',
	'that',
	'or',
	'at',
	'as',
	'be',
	'not',
	'all',
	'new',
	'why',
	'when',
	'who',
	'will',
	'can',
	'about',
	'into',
	'using',
	'use',
	'just',
	'more',
	'only',
]

const stopwordCache = new Map<ContentLanguage, Set<string>>()

export function stopwordsFor(language: ContentLanguage): Set<string> {
	let set = stopwordCache.get(language)
	if (!set) {
		set = new Set([
			...(stopwordsByLanguage[language] ?? []),
			...EXTRA_STOPWORDS[language],
			...(language === 'en' ? [] : ENGLISH_FUNCTION_WORDS),
		])
		stopwordCache.set(language, set)
	}
	return set
}

// Short, frequent words that tell the three languages apart. Words shared by two of them
// (que, de, para, como, está) are left out on purpose: they carry no signal.
const FUNCTION_WORDS: Record<ContentLanguage, readonly string[]> = {
	en: [
		'the',
		'and',
		'of',
		'to',
		'is',
		'that',
		'with',
		'for',
		'you',
		'this',
		'are',
		'it',
		'was',
		'have',
		'not',
		'be',
		'on',
		'at',
		'what',
		'they',
		'from',
		'which',
		'will',
		'can',
		'we',
		'i',
		'my',
		'your',
		'an',
		'or',
		'if',
		'so',
		'but',
		'there',
		'their',
		'about',
		'would',
		'just',
		'all',
		'how',
		'when',
		'do',
		'has',
		'been',
		'our',
		'by',
		'he',
		'she',
		'in',
	],
	es: [
		'el',
		'los',
		'las',
		'y',
		'del',
		'pero',
		'es',
		'muy',
		'lo',
		'hay',
		'con',
		'por',
		'una',
		'un',
		'se',
		'más',
		'son',
		'sus',
		'su',
		'al',
		'le',
		'les',
		'también',
		'cuando',
		'porque',
		'ya',
		'yo',
		'tu',
		'mi',
		'este',
		'esta',
		'esto',
		'eso',
		'todo',
		'cómo',
		'qué',
		'puedes',
		'tiene',
		'hacer',
		'ser',
		'nos',
		'ni',
		'sin',
		'muy',
		'hasta',
		'desde',
		'donde',
		'entre',
	],
	pt: [
		'o',
		'os',
		'e',
		'é',
		'não',
		'do',
		'da',
		'dos',
		'das',
		'uma',
		'um',
		'com',
		'mas',
		'muito',
		'você',
		'isso',
		'em',
		'no',
		'na',
		'nos',
		'nas',
		'são',
		'ao',
		'pra',
		'seu',
		'sua',
		'eu',
		'também',
		'quando',
		'já',
		'meu',
		'minha',
		'mais',
		'fazer',
		'pode',
		'isto',
		'tudo',
		'ter',
		'foi',
		'ele',
		'ela',
		'sem',
		'até',
		'onde',
		'entre',
		'então',
		'ainda',
		'vocês',
		'coisa',
	],
}

const FUNCTION_WORD_SETS = Object.fromEntries(
	CONTENT_LANGUAGES.map((language) => [language, new Set(FUNCTION_WORDS[language])]),
) as Record<ContentLanguage, Set<string>>

const URL_PATTERN = /\bhttps?:\/\/[^\s)<>\]]+|\bwww\.[^\s)<>\]]+/giu
// Re-exported: the number tokens of a text are defined beside the check that compares them.
export { extractNumbers }

// Each function word with the languages it belongs to, and the longest one: a longer word is
// none, and is not even cut out of the text (ADR 039).
const FUNCTION_WORD_LANGUAGES = new Map<string, ContentLanguage[]>()
for (const language of CONTENT_LANGUAGES)
	for (const word of FUNCTION_WORD_SETS[language])
		FUNCTION_WORD_LANGUAGES.set(word, [...(FUNCTION_WORD_LANGUAGES.get(word) ?? []), language])
const LONGEST_FUNCTION_WORD = Math.max(...[...FUNCTION_WORD_LANGUAGES.keys()].map((w) => w.length))

function countFunctionWords(text: string): Record<ContentLanguage, number> {
	const counts: Record<ContentLanguage, number> = { en: 0, es: 0, pt: 0 }
	for (const word of shortLetterRuns(text.toLowerCase(), LONGEST_FUNCTION_WORD)) {
		const languages = FUNCTION_WORD_LANGUAGES.get(word)
		if (languages) for (const language of languages) counts[language]++
	}
	// Inverted punctuation only exists in Spanish; ã/õ/ç-heavy spelling points to Portuguese.
	counts.es += (text.match(/[¿¡ñ]/gu) ?? []).length * 2
	counts.pt += (text.match(/[ãõç]/gu) ?? []).length
	return counts
}

/**
 * A quoted block plainly written in another of the three languages than the text around it:
 * its function words are clearly another language's (a short quote does not tell).
 */
function quotedInAnotherLanguage(quote: string, language: ContentLanguage): boolean {
	const counts = countFunctionWords(quote)
	return CONTENT_LANGUAGES.some(
		(other) => other !== language && counts[other] >= 4 && counts[other] >= counts[language] * 2,
	)
}

// tinyld scores the seven longest runs between punctuation marks, n-gram by n-gram, so a run
// with no punctuation ("WORD WORD …" or emoji, 3,000 characters long) took it 15-30 ms. Prose
// runs are clauses well under 200 characters (the corpus's longest is 196), and 200 characters
// hold plenty of n-grams, so longer runs are cut there, at a space when there is one.
const TINYLD_LONG_RUN = /[^,，、。!¿?！？":;()「」{}„“«»”<>⋯《》*.[\]\\]{201,}/gu

function shortenRuns(text: string): string {
	return text.replace(TINYLD_LONG_RUN, (run) => {
		const head = run.slice(0, 200)
		const space = head.lastIndexOf(' ')
		return space > 0 ? head.slice(0, space) : head
	})
}

/**
 * The language of a text among the three the product writes in. Function-word counts decide
 * when they are clear (robust on short texts and on prose full of English tech terms);
 * otherwise tinyld's n-gram model breaks the tie. Defaults to English.
 */
export function detectLanguage(text: string): ContentLanguage {
	const cleaned = text
		.replace(/```[\s\S]*?```/gu, ' ')
		.replace(URL_PATTERN, ' ')
		.slice(0, 4000)
	const counts = countFunctionWords(cleaned)
	const ranked = [...CONTENT_LANGUAGES].sort((a, b) => counts[b] - counts[a])
	const best = ranked[0] ?? 'en'
	const second = ranked[1] ?? 'en'
	if (counts[best] >= 4 && counts[best] >= counts[second] * 1.5) return best
	const guesses = detectAll(shortenRuns(cleaned), { only: [...CONTENT_LANGUAGES] })
	const top = guesses.find((guess) => isContentLanguage(guess.lang))
	if (top && isContentLanguage(top.lang)) return top.lang
	return counts[best] > 0 ? best : 'en'
}

/**
 * The language of a text the engines do not write (Finnish museum news, a French recipe), as an
 * ISO 639-1 code; null for English, Spanish, Portuguese and for text too short to tell. Its
 * posts keep the source's sentences; the engine's own words follow the goal's language.
 */
export function foreignLanguage(text: string): string | null {
	const cleaned = text
		.replace(/```[\s\S]*?```/gu, ' ')
		.replace(URL_PATTERN, ' ')
		.slice(0, 4000)
	const counts = countFunctionWords(cleaned)
	const ours = Math.max(counts.en, counts.es, counts.pt)
	const words = letterRunCount(cleaned)
	// Our own function words in numbers: English, Spanish or Portuguese after all.
	if (words < 30 || ours >= Math.max(4, words * 0.08)) return null
	const top = detectAll(shortenRuns(cleaned))[0]
	if (!top || isContentLanguage(top.lang) || top.accuracy < 0.5) return null
	return top.lang
}

/**
 * A short line (a title) plainly in another language than the text it heads: "Pardonne-moi pour
 * juin" over a Portuguese post. Titles are short, so only a sure guess counts, and never one our
 * own function words contradict.
 */
export function lineInAnotherLanguage(line: string, language: ContentLanguage): boolean {
	const counts = countFunctionWords(line)
	if (counts[language] > 0) return false
	const top = detectAll(shortenRuns(line))[0]
	return Boolean(top && top.lang !== language && top.accuracy >= 0.5)
}

/** "fi" → "Finnish", for a prompt or a note. */
export function languageName(code: string): string {
	try {
		return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
	} catch {
		return code
	}
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
	return value === 'en' || value === 'es' || value === 'pt'
}

// ---------------------------------------------------------------------------------------------
// Markdown to blocks

type Block = {
	kind: BlockKind
	text: string
	linkOnly: boolean
	level: number
	/** bold or italic runs of three words or more: what the author stressed */
	emphasis: string[]
	links: SourceLink[]
	/** a numbered list item */
	ordered?: boolean
	/** who says it, in a transcript with speaker labels ("**Lena:** …") */
	speaker?: string
	/** a host's words before a talk ("So without further ado, Bjorn Roche."), not the talk */
	introduction?: boolean
	/** a list item indented under another */
	nested?: boolean
}

/** A link written in the source: its text (may be empty for a bare URL) and address. */
export type SourceLink = { text: string; url: string }

const EMPHASIS_SPAN =
	/(\*\*|__)(?=\S)([^\n]*?\S)\1|(?<![\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*(?![\p{L}\p{N}*])/gu
const MARKDOWN_LINK = /\[([^\]]*)\]\((https?:\/\/[^\s)]+)(?:\s+"[^"]*")?\)/gu
const BARE_URL = /(?<![(<"])\bhttps?:\/\/[^\s)<>\]]+/gu

// "*Poor Charlie's Almanack: The Wit and Wisdom of Charles T. Munger*": italics in title case name
// a book, a film or a show; the sentence around them is not one the author stressed.
function namesAWork(span: string): boolean {
	const words = span.match(/[\p{L}][\p{L}'’-]*/gu) ?? []
	const long = words.filter((word) => word.length >= 4)
	if (long.length < 2 || /[.!?]$/u.test(span)) return false
	return long.filter((word) => /^\p{Lu}/u.test(word)).length / long.length >= 0.75
}

function emphasisOf(raw: string): string[] {
	const spans: string[] = []
	// Every span has an asterisk or "__": a line without either has none to look for (ADR 046).
	if (!raw.includes('*') && !raw.includes('__')) return spans
	for (const match of raw.matchAll(EMPHASIS_SPAN)) {
		const italic = match[2] === undefined
		const inner = cleanInline(match[2] ?? match[3] ?? '')
		// A bold label ("**Note:**") or a single stressed word is formatting, not a thesis.
		if ((inner.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3) continue
		if (italic && namesAWork(inner)) continue
		spans.push(inner)
	}
	return spans
}

function linksOf(raw: string): SourceLink[] {
	const links: SourceLink[] = []
	// Both patterns need "http://" or "https://": a line without "://" has no link (ADR 046).
	if (!raw.includes('://')) return links
	for (const match of raw.matchAll(MARKDOWN_LINK)) {
		links.push({
			text: cleanInline(match[1] ?? ''),
			url: (match[2] ?? '').replace(/[.,;:]+$/u, ''),
		})
	}
	for (const match of raw.replace(MARKDOWN_LINK, ' ').matchAll(BARE_URL)) {
		links.push({ text: '', url: match[0].replace(/[.,;:]+$/u, '') })
	}
	return links
}

/**
 * What a site's editor leaves that Markdown reads another way: a backslash that ends a line (a
 * line break, "Encontrarás nuestras secciones…:\\") and a dash with no space before each item
 * ('-"El Tercer Héroe" - Inés nos trae…'), when two lines or more are written so.
 */
function looseMarkup(lines: string[]): string[] {
	const broken = lines.filter((line) => /\\\s*$/u.test(line)).length >= 2
	const dashed = lines.filter((line) => /^-(?=[^\s-])/u.test(line)).length >= 2
	if (!broken && !dashed) return lines
	return lines.map((line) => {
		let out = broken ? line.replace(/\\\s*$/u, '') : line
		if (dashed) out = out.replace(/^-(?=[^\s-])/u, '- ')
		return out
	})
}

const CAPTION_TURN = /^\s*>>\s*(\S.*)$/u
const HOST_INTRODUCTION =
	/(?<![\p{L}])(?:without further ado|please (?:welcome|give a)|(?:our|the) next (?:talk|speaker|session)|next group of|give (?:it up|a (?:big )?(?:hand|round of applause)) for|put your hands together)(?![\p{L}])/iu

// One pictograph with what may join it: a skin tone, a variation selector, a zero-width joiner
// and the next pictograph ("👨‍🍳").
const EMOJI_CLUSTER =
	'\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F|\\u20E3)*(?:\\u200D\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F)*)*'
const LEADING_EMOJI = new RegExp(`^(?:${EMOJI_CLUSTER}\\s*)+(?=[\\p{L}\\p{N}])`, 'u')
const TRAILING_EMOJI = new RegExp(`(?<=[\\p{L}\\p{N}.!?)])(?:\\s*${EMOJI_CLUSTER})+$`, 'u')

// "**Lena Ortiz:** We did." — the label cleanInline drops, kept as who is speaking.
const SPEAKER_LABEL = /^\s*(?:\*\*|__)([^*_\n]{1,40}):(?:\*\*|__)\s*/u
// "**7:00AM:**", "**Step 2:**", "**Note:**": a bold label that is a time, a step or a heading word
// opens a line of a log or a list, not a turn of a conversation.
const NOT_A_SPEAKER =
	/^(?:[\d(]|(?:step|day|week|month|part|phase|round|tip|note|notes|update|edit|bonus|warning|important|disclaimer|pro tip|tl;?dr|p\.?s|ingredients|method|result|results|lesson|takeaway|paso|d[ií]a|semana|parte|fase|consejo|nota|ojo|aviso|importante|actualizaci[oó]n|ingredientes|resultado|passo|dia|dica|atualiza[cç][aã]o|li[cç][aã]o)(?:\s*\d+)?$)/iu

// A private-use character standing for "<" inside inline code while tags are removed.
const CODE_LT = '\uE000'

// The words after which a sentence still waits for what it names: a verb "to be", a preposition
// or "visit"/"see" ("…is", "…en", "…em", "visit").
const OBJECT_AWAITED =
	/(?<![\p{L}])(?:is|are|was|were|at|to|on|from|via|visit|see|es|son|era|en|desde|visita|visite|visitar|ver|é|são|em|no|na|pelo|pela|veja|acesse|accede)\s*$/iu

/** "uniquevenues.com", "github.com/bitson/presentaciones.git": an address as a reader says it. */
function hostOf(url: string): string {
	const parts = /^(?:https?:\/\/)?(?:www\.)?([\p{L}\p{N}.-]+)([^\s`]*)$/iu.exec(url)
	if (!parts) return url
	const host = parts[1] ?? ''
	const shortPath = (parts[2] ?? '').replace(/\/$/u, '')
	return shortPath.length > 1 && shortPath.length <= 40 && !/[?#=&%]/u.test(shortPath)
		? `${host}${shortPath}`
		: host
}

/** Markdown inline syntax to plain prose; URLs are dropped, link texts kept. */
function cleanInline(raw: string): string {
	let text = raw
	// reStructuredText (PEPs, Sphinx docs): ":pep:`Python 3.13 <719>`" says "Python 3.13",
	// "`the docs <https://…>`_" says "the docs", and "[#tiobe]_" is a footnote mark.
	if (/`_|\]_|:[a-z]+:`/u.test(text)) {
		text = text.replace(
			/(?<![\p{L}\p{N}]):([a-z][\w-]*):`([^`<]*?)\s*(?:<[^>`]*>)?`/gu,
			(_, role: string, t: string) =>
				/^(?:pep|rfc)$/u.test(role) && /^\d+$/u.test(t) ? `${role.toUpperCase()} ${t}` : t,
		)
		text = text.replace(/`([^`<]+?)\s*<[^>`]+>`__?/gu, '$1')
		text = text.replace(/`([^`]+)`__?/gu, '$1')
		text = text.replace(/\s?\[#?[\w-]*\]_/gu, '')
	}
	// Each rule runs only when the text has the characters it needs: most sentences have no
	// markup, and a pattern that cannot match still scans the whole sentence (ADR 037).
	if (text.includes('{{')) text = text.replace(/\{\{[<%][\s\S]*?[>%]\}\}/gu, ' ')
	// "[Mandy Brown](…){:link}", "{:h2: .f6 .ttu}": kramdown's attribute lists style the page.
	if (text.includes('{:')) text = text.replace(/\{:[^{}\n]{0,200}\}/gu, '')
	// "[the first post]({% post_url 2013-12-16-… %})": a Jekyll tag that writes the address.
	if (text.includes('{%')) text = text.replace(/\{%[^%]{0,300}%\}\s*/gu, '')
	// "…vistos de imigrantes [https://g1.globo.com/…]": a plain-text email's link, in brackets.
	if (text.includes('[')) text = text.replace(/\s*\[(?:https?:\/\/|www\.)[^\]\s]+\]/gu, '')
	if (text.includes('<!--')) text = text.replace(/<!--[\s\S]*?-->/gu, ' ')
	if (text.includes('![')) text = text.replace(/!\[[^\]]*\]\([^)]*\)/gu, ' ')
	if (text.includes('![')) text = text.replace(/!\[[^\]]*\]\[[^\]]*\]/gu, ' ')
	if (text.includes('[^')) text = text.replace(/\[\^[^\]]+\]/gu, '')
	if (text.includes(']('))
		text = text.replace(/\[([^\]]+)\]\((?:[^()\s]|\([^)]*\))*(?:\s+"[^"]*")?\)/gu, '$1')
	if (text.includes('][')) text = text.replace(/\[([^\]]+)\]\[[^\]]*\]/gu, '$1')
	// "reach out to <security@rust-lang.org>": an address in angle brackets is what the sentence
	// says, not a tag; dropped with the tags it left "reach out to and".
	if (text.includes('<'))
		text = text.replace(/<(?:mailto:)?([\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,})>/gu, '$1')
	if (text.includes('<')) text = text.replace(/<(?:https?:|mailto:)[^>]+>/gu, ' ')
	// "O `<label>` deve ser utilizado…": a tag written as code is what the sentence is about, not
	// markup; it is shielded from the tag removal below ("O deve ser utilizado…" otherwise).
	if (text.includes('<'))
		text = text.replace(
			/`([^`\n]*<[^`\n]*)`/gu,
			(_, code: string) => `\`${code.replaceAll('<', CODE_LT)}\``,
		)
	// "<?php include 'includes/head.php';?>": a template's code, which no reader of the page sees.
	if (text.includes('<?')) text = text.replace(/<\?(?:php\b|=)[\s\S]*?(?:\?>|$)/giu, ' ')
	if (text.includes('<')) text = text.replace(/<\/?[a-zA-Z][^>]*>/gu, ' ')
	text = text.replaceAll(CODE_LT, '<')
	// "…ensure that access to `https://index.crates.io` is available": an address the sentence
	// goes on after is part of what it says; its host keeps the sentence whole, with a short path
	// ("github.com/bitson/presentaciones.git" says which repository; "github.com" alone does not).
	if (text.includes('://'))
		text = text.replace(
			/`?(https?:\/\/([\p{L}\p{N}.-]+)([^\s`]*))`?(?=\s+[\p{Ll}\p{N}])/gu,
			(_, _url: string, host: string, path: string) => {
				const bare = host.replace(/^www\./u, '')
				const shortPath = path.replace(/\/$/u, '')
				return shortPath.length > 1 && shortPath.length <= 40 && !/[?#=&%]/u.test(shortPath)
					? `${bare}${shortPath}`
					: bare
			},
		)
	// The full stop after an address ends the sentence, not the address. An address has "://"
	// or "www." in any case (ADR 046: most texts have neither).
	if (text.includes('://') || /www\./iu.test(text))
		text = text.replace(URL_PATTERN, (url: string, at: number, whole: string) => {
			const end = /[.,;:!?]+$/u.exec(url)?.[0] ?? ''
			// "A great source for finding a good venue is <a …>http://www.uniquevenues.com/</a>":
			// an address that ends the sentence after a word waiting for its object is what the
			// sentence names; without it the sentence ends "…a good venue is.".
			const address = url.slice(0, url.length - end.length)
			if (
				OBJECT_AWAITED.test(whole.slice(Math.max(0, at - 20), at)) &&
				/^\s*(?:[.!?]|$)/u.test(`${end}${whole.slice(at + url.length)}`)
			)
				return ` ${hostOf(address)}${end}`
			return ` ${end}`
		})
	// Every named and numeric entity ("v&atilde;o", "&#8220;"), after the tags are gone: a
	// "&lt;p&gt;" the text writes is a tag it names.
	if (text.includes('&')) text = decodeHtmlEntities(text)
	// Markdown escapes ("\[04:05\]", "1\. Not a list"): the character, not its backslash.
	if (text.includes('\\')) text = text.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/gu, '$1')
	// Transcript timestamps ("[00:31] What you need…", "(1:02:03)") mark when it was said, not
	// what; a bare one opening a line goes too, unless a dash makes it a chapter marker.
	if (text.includes(':'))
		text = text.replace(/\s*[[(]\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]\s*/gu, ' ')
	if (text.includes(':')) text = text.replace(/^\s*\d{1,2}:\d{2}(?::\d{2})?(?=\s+[\p{L}¿¡"“])/u, '')
	// "My standards are super-high. [laughs] That's why…": a transcriber's note on how it was said.
	if (text.includes('[') || text.includes('('))
		text = text.replace(
			/\s*[[(](?:laughs?|laughter|laughing|chuckles?|crosstalk|inaudible|unintelligible|music|applause|silence|pause|sighs?|risas?|se r[ií]e|r[ií]en|risos?|aplausos|m[uú]sica|inaud[ií]vel|inaudible)[\])]/giu,
			'',
		)
	// "Please [report] any bugs": a reference-style link whose definition is elsewhere; its text
	// is the words ("[ ]" and "[x]" are checkboxes, "[^1]" a footnote, both gone above).
	if (text.includes('['))
		text = text.replace(/\[([^\]\n[]{1,60})\](?![([:])/gu, (whole, inner: string) =>
			/^\s*[xX]?\s*$/u.test(inner) ? whole : inner,
		)
	text = text.trim()
	// Transcript speaker labels such as "**Jerod Santo:**" are not part of what was said.
	if (text.includes('**') || text.includes('__'))
		text = text.replace(/^\s*(?:\*\*|__)[^*_\n]{1,40}:(?:\*\*|__)\s*/u, '')
	if (text.includes('`')) text = text.replace(/`([^`]+)`/gu, '$1')
	if (text.includes('**') || text.includes('__'))
		text = text.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/gu, '$2')
	if (text.includes('*'))
		text = text
			.replace(/(^|[^\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*(?![\p{L}\p{N}])/gu, '$1$2')
			// "del tamaño que desee * (testales)": a lone asterisk marks a note, not a word.
			.replace(/(?<![\d]) \*(?=$| (?!\d))/gu, '')
	if (text.includes('_'))
		text = text.replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
	if (text.includes('~~')) text = text.replace(/~~(?=\S)([\s\S]*?\S)~~/gu, '$1')
	if (text.includes('\\')) text = text.replace(/\\([\\`*_{}[\]()#+\-.!>|])/gu, '$1')
	// Leftovers of removed links and images: "()" or "( )" and spaces before punctuation.
	if (text.includes('(') || text.includes('[')) text = text.replace(/\(\s*\)|\[\s*\]/gu, ' ')
	if (/\s\s|[^\S ]/u.test(text)) text = text.replace(/\s+/gu, ' ')
	// "…o estilo de `.container`" keeps its space: ".container" is a name, not a full stop.
	text = text.replace(/\s+([,.;:!?…)])(?![\p{L}\p{N}_-])/gu, '$1')
	text = text.replace(/([(¿¡])\s+/gu, '$1')
	// "…called “Welcome, [your name].”.": one full stop is enough after a quote that has its own.
	text = text.replace(/([.!?])(["”»'’])\.(?=\s|$)/gu, '$1$2')
	return text.trim()
}

function isLinkOnly(raw: string): boolean {
	// Most blocks have no link at all: that is known before anything is removed (ADR 035).
	// "[Learn more about the Chase Sapphire Preferred card.][5]": a reference-style link too.
	if (!/\[[^\]]+\]\(|\[[^\]]+\]\[[^\]]*\]|https?:\/\//u.test(raw)) return false
	const withoutLinks = raw
		.replace(/!?\[[^\]]*\]\([^)]*\)/gu, '')
		.replace(/!?\[[^\]]*\]\[[^\]]*\]/gu, '')
		.replace(URL_PATTERN, '')
		.replace(/[\s\-–—:,.*_]/gu, '')
	return withoutLinks.length < 12
}

// "Dev Patel (00:00:26): Yeah…", "MAYA: So…", "Speaker 2: …": a transcript tool's plain label.
const PLAIN_SPEAKER =
	/^\s*((?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}|Speaker\s*\d+|Interviewer|Host|Guest)\s*(?:[([][\d:.,]+[)\]])?\s*:\s+(?=\S)/u

/**
 * The labels that mark who speaks: a plain "Name:" counts only when it opens two paragraphs or
 * more and such labels open at least three, so "Note: …" or "Ingredients: …" is never a speaker.
 */
function plainSpeakerLabels(lines: string[]): Set<string> {
	const counts = new Map<string, number>()
	for (const line of lines) {
		const label = PLAIN_SPEAKER.exec(line)?.[1]
		if (label) counts.set(label, (counts.get(label) ?? 0) + 1)
	}
	const repeated = [...counts].filter(([, n]) => n >= 2)
	const total = repeated.reduce((sum, [, n]) => sum + n, 0)
	return new Set(total >= 3 ? repeated.map(([label]) => label) : [])
}

// "**✅ Tiempos por debajo de 0,6 segundos**": the words of a line without its emphasis marks
// and leading emoji.
const BOLD_LINE = /^\s*(\*\*|__)([^*_]+)\1\s*$/u
const wordCountOf = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length
const WRAPPED_MID_SENTENCE =
	/(?:[,(–—-]|\s(?:and|or|but|the|a|an|of|to|in|on|with|for|from|by|y|o|e|de|del|la|el|los|las|en|con|por|para|que|da|do|das|dos|na|no|com|um|uma|mas))$/iu

/**
 * "_Disclaimer 1: … Sass_ _Disclaimer" / "2: Os gatos… 😻_": a line that leaves an emphasis span
 * open goes on in the next one.
 */
function leavesEmphasisOpen(line: string): boolean {
	const strong = line.match(/\*\*|__/gu)?.length ?? 0
	const rest = line.replace(/\*\*|__/gu, ' ')
	const single = rest.match(/(?<![\p{L}\p{N}])[*_]|[*_](?![\p{L}\p{N}])/gu)?.length ?? 0
	return strong % 2 === 1 || single % 2 === 1
}

function bareLine(line: string): string {
	return line
		.replace(/^(?:[*_~\s]|\p{Extended_Pictographic}|\uFE0F)+/u, '')
		.replace(/[*_~\s]+$/u, '')
}

// "0:00:12.9 **Adam Garrett-Harris** Hello and welcome…": a podcast transcript's turn, the time
// it was said, then who said it in bold with no colon.
const TIMED_BOLD_TURN =
	/^\s*(?:[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s+)?(?:\*\*|__)([^*_:\n]{2,40})(?:\*\*|__)\s+(?=\S)/u
const LEADING_TIME = /^\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s+(?=\S)/u
const CREDIT_LINE =
	/^\s*[([](?:imagem|image|imagen|foto|photo|gif|cr[eé]ditos?|credits?|fonte|fuente|source|v[ií]deo)\s*:[^()[\]\n]{0,80}[)\]]\s*$/iu
// A line that is only a picture, and a line that is only emphasis.
const IMAGE_LINE = /^\s*!\[[^\]\n]*\]\([^()\s]*\)\s*$/u
const EMPHASIS_LINE = /^\s*(?:_[^_\n]+_|\*[^*\n]+\*)\s*$/u
// "![Vista do Everest](…/asia.jpg)*Vista do Monte Everest desde o acampamento base*": the caption
// in italics glued onto its picture's line.
// "![](…/image.png)Logos de los equipos en 2009": a caption in plain words glued onto it, short and
// with no full stop.
const IMAGE_WITH_CAPTION =
	/^\s*!\[[^\]\n]*\]\([^()\s]*(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\)\s*(?:_[^_\n]+_|\*[^*\n]+\*|[^\s!*_[(][^\n.!?]{0,100})\s*$/u
// "(Intro music: Electro swing)", "[Outro music]": a transcriber's note on a line of its own.
const STAGE_NOTE_LINE =
	/^\s*[[(][^()[\]\n]{0,40}(?<![\p{L}])(?:music|intro|outro|theme song|jingle|applause|laughter|m[uú]sica|aplausos|risas|risos|vinheta)(?![\p{L}])[^()[\]\n]{0,40}[\])]\s*$/iu

/**
 * Such turns rewritten as "**Adam Garrett-Harris:** …", which the rest of the parser reads as a
 * speaker's turn, when they are a transcript's: the times open two lines or more, or two labels
 * repeat. A line with the time alone goes on with the same speaker, without its time.
 */
function labelTimedTurns(lines: string[]): string[] {
	const counts = new Map<string, number>()
	let timed = 0
	for (const line of lines) {
		if (LEADING_TIME.test(line)) timed++
		const label = TIMED_BOLD_TURN.exec(line)?.[1]
		if (label) counts.set(label, (counts.get(label) ?? 0) + 1)
	}
	const repeated = [...counts.values()].filter((n) => n >= 2).length
	const total = [...counts.values()].reduce((sum, n) => sum + n, 0)
	if (total < 3 || repeated < 1 || (timed < 2 && repeated < 2)) return lines
	return lines.map((line) => {
		if (STAGE_NOTE_LINE.test(line)) return ''
		const turn = TIMED_BOLD_TURN.exec(line)
		if (turn?.[1]) return `**${turn[1].trim()}:** ${line.slice(turn[0].length)}`
		return line.replace(LEADING_TIME, '')
	})
}

// A component in an MDX, MDsveX or Astro post ("<RecipeCard steps="{[…]}" />") may hold the text's
// content in its attributes. Those that name no content (an image, a class, a time) are skipped.
const NOT_CONTENT_ATTRIBUTE =
	/^(?:src|href|img|image|images|cover|coverimage|thumbnail|alt|class|classname|style|id|key|slug|url|link|links|icon|lang|type|variant|size|width|height|color|theme|layout|date|time|\w*time|result|yield|servings|title|name|label|client:\w+)$/iu
const ORDERED_ATTRIBUTE =
	/^(?:steps|instructions|directions|method|pasos|passos|instrucciones|instru[cç][oõ]es|preparaci[oó]n|preparo|elaboraci[oó]n|modo)$/iu
const QUANTITY_FIELD = /^(?:quantity|amount|qty|cantidad|quantidade)$/iu
const UNIT_FIELD = /^(?:unit|units|unidad|unidade|measure|medida)$/iu
const TEXT_FIELD =
	/^(?:item|name|ingredient|ingrediente|text|title|label|description|step|content|texto|nombre|nome)$/iu
const NOTE_FIELD = /^(?:note|notes|nota|notas)$/iu
const GLYPH_FRACTIONS: Record<string, string> = {
	'.5': '½',
	'0.5': '½',
	'.25': '¼',
	'0.25': '¼',
	'.75': '¾',
	'0.75': '¾',
	'.33': '⅓',
	'0.33': '⅓',
	'.67': '⅔',
	'0.67': '⅔',
}

/** Where the brace opened at `at` closes (the index after it), strings inside skipped; -1 if never. */
function closingBrace(text: string, at: number): number {
	let depth = 0
	let quote: string | null = null
	for (let i = at; i < text.length && i < at + 20000; i++) {
		const c = text[i]
		if (quote) {
			if (c === '\\') i++
			else if (c === quote) quote = null
		} else if (c === '"' || c === "'" || c === '`') quote = c
		else if (c === '{') depth++
		else if (c === '}' && --depth === 0) return i + 1
	}
	return -1
}

/** The attributes of the tag whose name ends at `from`, and where the tag ends; null if unclosed. */
function tagAttributes(text: string, from: number): { end: number; attributes: string[][] } | null {
	const attributes: string[][] = []
	let i = from
	while (i < text.length && i < from + 20000) {
		while (/\s/u.test(text[i] ?? '')) i++
		if (text.startsWith('/>', i)) return { end: i + 2, attributes }
		if (text[i] === '>') return { end: i + 1, attributes }
		if (text[i] === '{') {
			const end = closingBrace(text, i)
			if (end < 0) return null
			i = end
			continue
		}
		const name = /^[\w:.-]+/u.exec(text.slice(i, i + 80))?.[0]
		if (!name) return null
		i += name.length
		while (/[ \t]/u.test(text[i] ?? '')) i++
		if (text[i] !== '=') continue
		i++
		while (/[ \t]/u.test(text[i] ?? '')) i++
		const quote = text[i]
		if (quote === '{') {
			const end = closingBrace(text, i)
			if (end < 0) return null
			attributes.push([name, text.slice(i, end)])
			i = end
		} else if (quote === '"' || quote === "'") {
			// Svelte's "steps="{[…]}"": an expression inside the quotes, with quotes of its own.
			const end = text[i + 1] === '{' ? closingBrace(text, i + 1) : text.indexOf(quote, i + 1)
			if (end < 0 || (text[i + 1] === '{' && text[end] !== quote)) return null
			attributes.push([name, text.slice(i + 1, end)])
			i = end + 1
		} else return null
	}
	return null
}

/** A value read as JSON, its numbers kept as written (".5" stays ".5"); undefined if it is not. */
function jsonValue(expression: string): unknown {
	const inner = expression.replace(/^\{([\s\S]*)\}$/u, '$1').trim()
	if (!/^[[{"]/u.test(inner)) return undefined
	try {
		return JSON.parse(
			inner.replace(/(:\s*)(-?\d*\.?\d+(?:[eE][+-]?\d+)?)(?=\s*[,}\]])/gu, '$1"$2"'),
		) as unknown
	} catch {
		return undefined
	}
}

const proseWords = (text: string) => (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).length

/** Words a reader reads: a few words and a letter, not an address or a path. */
function isProse(text: string, minimum: number): boolean {
	return proseWords(text) >= minimum && !/^(?:https?:|\/|\.\/|#|\$)/u.test(text.trim())
}

/** "2.5 cups All purpose flour", "½ tsp salt": an item object as the line a recipe writes. */
function itemLine(item: Record<string, unknown>): string | null {
	let quantity = ''
	let unit = ''
	let name = ''
	let note = ''
	for (const [key, value] of Object.entries(item)) {
		if (typeof value !== 'string') continue
		if (QUANTITY_FIELD.test(key)) quantity = GLYPH_FRACTIONS[value] ?? value
		else if (UNIT_FIELD.test(key)) unit = value
		else if (NOTE_FIELD.test(key)) note = value
		else if (TEXT_FIELD.test(key) && !name) name = value
	}
	if (!/\p{L}/u.test(name)) return null
	const line = [quantity, unit, name].filter(Boolean).join(' ')
	return note.trim() ? `${line} (${note.trim()})` : line
}

/** The lines of a list an attribute holds: strings, or objects with an item and its amount. */
function listLines(value: unknown[]): string[] {
	return value.flatMap((entry) => {
		if (typeof entry === 'string') return isProse(entry, 2) ? [entry.trim()] : []
		if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
			const line = itemLine(entry as Record<string, unknown>)
			return line ? [line] : []
		}
		return []
	})
}

/** "ingredients" → "Ingredients", "cookingSteps" → "Cooking steps". */
function attributeHeading(name: string): string {
	const words = name
		.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
		.replace(/[_-]+/gu, ' ')
		.toLowerCase()
	return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
}

/** The Markdown an attribute's content reads as: a paragraph, or a heading and its list. */
function attributeMarkdown(name: string, raw: string): string[] {
	if (NOT_CONTENT_ATTRIBUTE.test(name)) return []
	const value = raw.startsWith('{') ? jsonValue(raw) : raw
	if (typeof value === 'string') {
		const text = value.trim()
		return isProse(text, 4) && (/[.!?…]$/u.test(text) || proseWords(text) >= 8) ? [text, ''] : []
	}
	if (!Array.isArray(value)) return []
	const ordered = ORDERED_ATTRIBUTE.test(name)
	// "[{"title":"Waffles","list":[…]}]": the list in groups, each under its own name.
	const groups = value.every(
		(entry) =>
			entry &&
			typeof entry === 'object' &&
			Object.values(entry as object).some((inner) => Array.isArray(inner)),
	)
		? value.map((entry) => {
				const fields = Object.entries(entry as Record<string, unknown>)
				const list = fields.find(([, inner]) => Array.isArray(inner))?.[1] as unknown[]
				const title = fields.find(
					([key, inner]) => TEXT_FIELD.test(key) && typeof inner === 'string',
				)
				return { title: value.length > 1 ? (title?.[1] as string | undefined) : undefined, list }
			})
		: [{ title: undefined, list: value }]
	return groups.flatMap(({ title, list }) => {
		const lines = listLines(list)
		if (lines.length < 2) return []
		const heading = title ? `${attributeHeading(name)}: ${title}` : attributeHeading(name)
		return [
			`#### ${heading}`,
			'',
			...lines.map((line, i) => (ordered ? `${i + 1}. ${line}` : `- ${line}`)),
			'',
		]
	})
}

/**
 * "<RecipeCard description="…" ingredients="{[…]}" steps="{[…]}" />": a component's attributes
 * that hold prose or lists, written out as the paragraphs and lists they are. Components in code
 * blocks are code and stay as they are.
 */
function componentsAsMarkdown(text: string): string {
	if (!/<\p{Lu}/u.test(text)) return text
	let out = ''
	let last = 0
	for (const match of text.matchAll(/<(\p{Lu}[\w.]*)(?=[\s/>])/gu)) {
		const at = match.index
		if (at < last) continue
		const before = text.slice(0, at)
		if ((before.match(/^\s{0,3}(?:`{3,}|~{3,})/gmu) ?? []).length % 2 === 1) continue
		const tag = tagAttributes(text, at + match[0].length)
		if (!tag) continue
		const lines = tag.attributes.flatMap(([name, raw]) => attributeMarkdown(name ?? '', raw ?? ''))
		if (lines.length === 0) continue
		out += `${text.slice(last, at)}\n\n${lines.join('\n')}\n\n`
		last = tag.end
	}
	return out + text.slice(last)
}

// "[Fecha del Evento]", "[Your Name]", "[insert link]": a template's blank, never filled in. It is
// marked with these brackets, which no other rule reads, so that its sentence can be left out.
const PLACEHOLDER_OPEN = '\u27E6'
const PLACEHOLDER_CLOSE = '\u27E7'
const PLACEHOLDER_MARK = /\s*\u27E6[^\u27E7]*\u27E7/gu
const PLACEHOLDER_WORD =
	/(?<![\p{L}])(?:name|nombre|nome|date|fecha|data|time|hora|hor[aá]rio|address|direcci[oó]n|endere[cç]o|location|ubicaci[oó]n|localiza[cç][aã]o|venue|lugar|local|city|ciudad|cidade|phone|tel[eé]fono|telefone|e-?mail|correo|company|empresa|event|evento|title|t[ií]tulo|link|enlace|url|price|precio|pre[cç]o)(?![\p{L}])/iu
const PLACEHOLDER_LEAD =
	/^(?:insert|insertar|inserir|add|a[nñ]adir|your|tu|su|seu|sua|tuo|enter|introduce|ingrese)\s/iu

function isPlaceholder(inner: string): boolean {
	const words = inner.trim().split(/\s+/u)
	if (!PLACEHOLDER_WORD.test(inner) && !(PLACEHOLDER_LEAD.test(inner.trim()) && words.length >= 2))
		return false
	// "[Fecha del Evento]", "[NAME]": capitalised, every long word too, as a form's field is.
	// ("a project called “Welcome, [your name].”" names a thing with a blank in it: prose.)
	return (
		/^\p{Lu}/u.test(words[0] ?? '') &&
		words.every((word) => word.length < 4 || /^\p{Lu}/u.test(word))
	)
}

function markPlaceholders(text: string): string {
	if (!text.includes('[')) return text
	const defined = new Set(
		[...text.matchAll(/^\s*\[([^\]\n]+)\]:\s+\S/gmu)].map((m) => (m[1] ?? '').toLowerCase()),
	)
	return text.replace(/(?<![\]!\\])\[([^\]\n[^]{2,60})\](?![([:])/gu, (whole, inner: string) =>
		isPlaceholder(inner) && !defined.has(inner.toLowerCase())
			? `${PLACEHOLDER_OPEN}${inner}${PLACEHOLDER_CLOSE}`
			: whole,
	)
}

// "<strong>Venue- </strong>Try to find…", "<strong>Time of Day</strong>- Usually…", "**Seek
// Donations** - Often…": a short bold label run into its paragraph with a dash (or, in HTML, a colon
// inside the bold). ("**Note:** …" in Markdown is a label already; "__Desafio__: encarar…" with the
// colon outside goes on as one sentence.)
const RUN_IN_LABEL = [
	/^\s*<(strong|b)\b[^>]*>\s*(?:<[^/>][^>]*>\s*)*([^<>\n]{1,40}?)\s*[-–—:]\s*(?:<\/[^>]+>\s*)*<\/\1>\s*(?=\S)/u,
	/^\s*<(strong|b)\b[^>]*>\s*(?:<[^/>][^>]*>\s*)*([^<>\n]{1,40}?)\s*(?:<\/[^>]+>\s*)*<\/\1>\s*[-–—]\s+(?=\S)/u,
	/^\s*(\*\*|__)([^*_\n]{1,40}?)\s*[-–—]\s*\1\s*(?=\S)/u,
	/^\s*(\*\*|__)([^*_\n]{1,40}?)\1\s*[-–—]\s+(?=\S)/u,
]

/** Each such label as a heading of its own over the rest of the paragraph. */
function runInLabels(lines: string[]): string[] {
	// Only the bold's opening characters can start a label: most lines have none (ADR 046).
	if (!lines.some((line) => /^\s*(?:<(?:strong|b)\b|\*\*|__)/u.test(line))) return lines
	return lines.flatMap((line) => {
		for (const pattern of RUN_IN_LABEL) {
			const found = pattern.exec(line)
			const label = found?.[2]?.trim() ?? ''
			if (!found || !/\p{L}/u.test(label) || /[.!?,;]/u.test(label)) continue
			if (wordCountOf(label) > 5) continue
			const rest = line.slice(found[0].length)
			if (wordCountOf(rest.replace(/<[^>]*>/gu, ' ')) < 3) continue
			return [`#### ${label}`, '', rest]
		}
		return [line]
	})
}

function parseMarkdownBlocks(source: string): Block[] {
	const text = componentsAsMarkdown(cleanedSource(frontMatterAsProse(source)))
		.replace(/<!--[\s\S]*?-->/gu, '')
		// "import RecipeCard from '$lib/components/RecipeCard.svelte';" in an MDX or MDsveX post:
		// code that loads a component, not a sentence.
		.replace(/^[ \t]*import\s+(?:[\w*{}\s,$]+\s+from\s+)?['"][^'"\n]+['"];?[ \t]*$/gmu, '')
		// A pasted page's scripts and styles are code, never prose.
		.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/giu, '')
		// An embedded post's byline ("&mdash; Jason (@jlengstorf) <a …>January 7, 2014</a>") says
		// who posted it and when; left in, it reads as a sentence of the text.
		.replace(/(?:&mdash;|—|--)\s*[^<>\n]{1,60}\(@[A-Za-z0-9_]{1,30}\)\s*<a\b[^>]*>[^<]*<\/a>/gu, '')
		// A CodePen embed's fallback line ("See the Pen <a…>…</a> by …  on CodePen.") is credits.
		.replace(/See the Pen\b[\s\S]{0,400}?\bon\s+(?:<a\b[^>]*>)?CodePen(?:<\/a>)?\.?/gu, '')
		// "<figure><img …><figcaption>Recorriendo el Loira en bici.</figcaption></figure>" and
		// WordPress's "[caption …]<img …> A view of the bay[/caption]": a picture's caption says
		// what the picture shows, not what the text says.
		.replace(/<figcaption\b[^>]*>[\s\S]*?<\/figcaption\s*>/giu, '')
		.replace(/\[caption\b[^\]]*\][\s\S]*?\[\/caption\]/giu, '')
	const lines = runInLabels(labelTimedTurns(looseMarkup(markPlaceholders(text).split('\n')))).map(
		(line, i, all) =>
			// "(Imagem: Reuters | Reprodução)", "(GIF: Tenor | Reprodução)": a picture's credit line.
			// "_Spliit's visitors in the last 12 months_" in italics under a picture is its caption.
			CREDIT_LINE.test(line) ||
			IMAGE_WITH_CAPTION.test(line) ||
			(IMAGE_LINE.test(all[i - 1] ?? '') && EMPHASIS_LINE.test(line))
				? ''
				: // "Vai ficar mais fácil trabalhar em PortugalMUNDO": an email's section label, pasted
					// onto the end of its headline.
					line.replace(/(?<=\p{Ll})\p{Lu}{4,}\s*$/u, ''),
	)
	const speakerLabels = plainSpeakerLabels(lines)
	// " >> Hi! Okay. So that is my talk title": live captions mark each new voice with ">>", and
	// the lines that follow are the same turn. That is no quotation.
	const captionTurns =
		lines.filter((line) => CAPTION_TURN.test(line)).length >= 2 &&
		!lines.some((line) => /^\s*>(?!>)/u.test(line))
	const blocks: Block[] = []
	let current: {
		kind: BlockKind
		lines: string[]
		level?: number
		ordered?: boolean
		nested?: boolean
	} | null = null
	// The indentation of the first item of the list being read: deeper items are its details.
	let listIndent: number | null = null
	let fence: string | null = null
	let indentedCode = false
	let previousBlank = true

	const flush = () => {
		if (!current) return
		// "**Really tight requirements**" on a line of its own, with no full stop: a subheading
		// written in bold, not a sentence.
		const bold =
			current.kind === 'paragraph' && current.lines.length === 1
				? BOLD_LINE.exec(current.lines[0] ?? '')
				: null
		if (bold?.[2] && !/[.!?…:;,]$/u.test(bold[2].trim()) && wordCountOf(bold[2]) <= 10) {
			current.kind = 'heading'
			current.lines = [bold[2].trim()]
			current.level = 4
		}
		// "THINKING BEFORE SENDING" on a line of its own: a subheading written in capitals.
		const only =
			current.kind === 'paragraph' && current.lines.length === 1 ? current.lines[0] : null
		if (
			only &&
			!/[.!?…:;,]\s*$/u.test(only) &&
			(only.match(/\p{Lu}{2,}/gu) ?? []).length >= 2 &&
			!/\p{Ll}/u.test(only) &&
			wordCountOf(only) <= 10
		) {
			current.kind = 'heading'
			current.lines = [only.trim()]
			current.level = 4
		}
		// "1 en un tazón agregue…" / "2 añade la grasa": steps numbered 1, 2, 3… with no full stop
		// after the number are a numbered list, not one run-on sentence.
		const numbered =
			current.kind === 'paragraph' && current.lines.length >= 3
				? current.lines.map((line) => /^\s*(\d{1,2})\s+(?=\p{L})/u.exec(line))
				: []
		if (
			numbered.length > 0 &&
			numbered.every((match, i) => match !== null && Number(match[1]) === i + 1)
		) {
			current.lines.forEach((line, i) => {
				const cleaned = cleanInline(line.slice(numbered[i]?.[0].length ?? 0))
				if (/\p{L}/u.test(cleaned))
					blocks.push({
						kind: 'list',
						text: cleaned.charAt(0).toLocaleUpperCase() + cleaned.slice(1),
						linkOnly: false,
						level: 0,
						emphasis: emphasisOf(line),
						links: linksOf(line),
						ordered: true,
					})
			})
			current = null
			return
		}
		// Plain text often puts one statement per line with no full stops (notes, lyrics, a
		// pasted list): such lines are items, not one run-on sentence.
		const lines = current.lines
		if (
			current.kind === 'paragraph' &&
			lines.length >= 2 &&
			lines.every((line) => /^[\p{Lu}\p{N}¿¡"“«]/u.test(bareLine(line)) && line.length <= 120) &&
			lines.filter((line) => !endsWithPunctuation(bareLine(line))).length >= lines.length / 2 &&
			// A line that stops on a comma or a small word is prose wrapped mid-sentence.
			!lines.some(
				(line) => WRAPPED_MID_SENTENCE.test(bareLine(line)) || leavesEmphasisOpen(line),
			) &&
			// "…will be developed for around" / "17 months:": a figure that goes on in lower case
			// after a line that stopped on a word is the same sentence, wrapped.
			!lines.some(
				(line, i) =>
					i > 0 &&
					/\p{Ll}$/u.test(bareLine(lines[i - 1] ?? '')) &&
					/^\d[\d.,]*\s+\p{Ll}/u.test(bareLine(line)),
			)
		) {
			for (const line of lines) {
				const cleaned = cleanInline(line)
				if (/\p{L}/u.test(cleaned)) {
					blocks.push({
						kind: 'list',
						text: cleaned,
						linkOnly: isLinkOnly(line),
						level: 0,
						emphasis: emphasisOf(line),
						links: linksOf(line),
					})
				}
			}
			current = null
			return
		}
		// "- **Maintainability:** They'd get out of sync…": in a list the bold label names the item
		// (kept as "Maintainability: …"); only a paragraph's opens a speaker's turn.
		const inList = current.kind === 'list'
		const raw = inList
			? current.lines.join(' ').replace(SPEAKER_LABEL, (_, label: string) => `${label}: `)
			: current.lines.join(' ')
		let cleaned = cleanInline(raw)
		let speaker = inList ? undefined : SPEAKER_LABEL.exec(raw)?.[1]?.trim()
		if (speaker && NOT_A_SPEAKER.test(speaker)) speaker = undefined
		// "- 🥚 5 ovos", "### 📝 Ingredientes 📝": emoji as bullets and as a section's decoration;
		// the item is "5 ovos", the section "Ingredientes".
		if (inList) cleaned = cleaned.replace(LEADING_EMOJI, '')
		if (current.kind === 'heading' && (current.level ?? 0) >= 2)
			cleaned = cleaned.replace(LEADING_EMOJI, '').replace(TRAILING_EMOJI, '')
		const plain = PLAIN_SPEAKER.exec(raw)
		if (!speaker && plain?.[1] && speakerLabels.has(plain[1])) {
			speaker = plain[1]
			cleaned = cleanInline(raw.slice(plain[0].length))
		}
		// "## [3.8.0](…) (06-06-2025)": a changelog's version heading has no word, only its number.
		if (
			/\p{L}/u.test(cleaned) ||
			(current.kind === 'heading' && /(?<![\p{N}.])\d+\.\d+(?:\.\d+)?(?![\p{N}])/u.test(cleaned))
		) {
			blocks.push({
				kind: current.kind,
				...(speaker ? { speaker } : {}),
				text: cleaned,
				linkOnly: isLinkOnly(raw),
				level: current.level ?? 0,
				emphasis: emphasisOf(raw),
				links: linksOf(raw),
				ordered: current.ordered,
				...(current.nested ? { nested: true } : {}),
			})
		}
		if (current.kind !== 'list') listIndent = null
		current = null
	}

	for (const line of lines) {
		if (fence) {
			if (line.trim().startsWith(fence)) fence = null
			continue
		}
		const fenceOpen = /^\s{0,3}(`{3,}|~{3,})/u.exec(line)
		if (fenceOpen?.[1]) {
			flush()
			fence = fenceOpen[1]
			previousBlank = false
			continue
		}
		if (line.trim() === '') {
			flush()
			previousBlank = true
			continue
		}
		const wasBlank = previousBlank
		previousBlank = false

		// Indented code block: it opens only after a blank line and outside a list, and goes on
		// over every indented line after that ("    script:\n      - \"bundle exec rspec\"").
		if (
			/^(?: {4}|\t)/u.test(line) &&
			(indentedCode || (wasBlank && blocks.at(-1)?.kind !== 'list'))
		) {
			indentedCode = true
			continue
		}
		indentedCode = false

		const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/u.exec(line)
		if (heading) {
			flush()
			current = { kind: 'heading', lines: [heading[2] ?? ''], level: heading[1]?.length ?? 1 }
			flush()
			continue
		}
		if (/^\s{0,3}(=+|-+)\s*$/u.test(line) && current && current.kind === 'paragraph') {
			// Setext heading: the paragraph above is the heading text.
			current.kind = 'heading'
			current.level = line.trim().startsWith('=') ? 1 : 2
			flush()
			continue
		}
		if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/u.test(line)) {
			flush()
			continue
		}
		// Tables are data, not prose: their rows make poor sentences.
		if (
			/^\s*\|.*\|\s*$/u.test(line) ||
			/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/u.test(line)
		) {
			flush()
			continue
		}
		if (/^\s*\[[^\]]+\]:\s+\S+/u.test(line)) continue
		if (/^\s*\{\{[<%].*[>%]\}\}\s*$/u.test(line)) continue

		// "▪   Owns a small feature…", also inside a quote: a list typed with a glyph for a bullet.
		const listItem =
			/^\s*([-*+•▪▫◦‣●■►▸]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/u.exec(line) ??
			/^\s*(?:>\s?)+\s*([•▪▫◦‣●■►▸])\s+(.*)$/u.exec(line)
		if (listItem) {
			flush()
			// "- [Cursos na Irlanda](#cursos-irlanda)": a table of contents links to the page's own
			// headings; it is navigation, not something the text says.
			if (/^\s*\[[^\]]+\]\(#[^)\s]*\)\s*$/u.test(listItem[2] ?? '')) continue
			const indent = (/^\s*/u.exec(line)?.[0] ?? '').replace(/\t/gu, '    ').length
			listIndent ??= indent
			current = {
				kind: 'list',
				lines: [listItem[2] ?? ''],
				ordered: /\d/u.test(listItem[1] ?? ''),
				nested: indent >= listIndent + 2,
			}
			continue
		}
		const turn = captionTurns ? CAPTION_TURN.exec(line) : null
		if (turn) {
			flush()
			current = { kind: 'paragraph', lines: [(turn[1] ?? '').trim()] }
			continue
		}
		const quote = /^\s*(?:>\s?)+(.*)$/u.exec(line)
		if (quote) {
			if (!current || current.kind !== 'quote') {
				flush()
				current = { kind: 'quote', lines: [] }
			}
			current.lines.push(quote[1] ?? '')
			continue
		}
		if (!current) current = { kind: 'paragraph', lines: [] }
		current.lines.push(line.trim())
	}
	flush()
	// The host's turn that opens a talk's captions ("…So without further ado, Bjorn Roche.").
	const opening = captionTurns ? blocks.find((block) => block.kind === 'paragraph') : undefined
	if (opening && HOST_INTRODUCTION.test(opening.text)) opening.introduction = true
	// In a conversation a paragraph with no label goes on with the last speaker's turn (one
	// "**Update:**" in a blog post is no conversation).
	if (new Set(blocks.map((block) => block.speaker).filter(Boolean)).size >= 2) {
		let speaker: string | undefined
		for (const block of blocks) {
			if (block.speaker) speaker = block.speaker
			else if (speaker && block.kind === 'paragraph') block.speaker = speaker
		}
	}
	return blocks
}

// ---------------------------------------------------------------------------------------------
// Sentences, words and scores

const segmenterCache = new Map<string, Intl.Segmenter>()

function segmenter(language: ContentLanguage, granularity: 'sentence' | 'word'): Intl.Segmenter {
	const key = `${language}:${granularity}`
	let value = segmenterCache.get(key)
	if (!value) {
		value = new Intl.Segmenter(language, { granularity })
		segmenterCache.set(key, value)
	}
	return value
}

export function splitSentences(text: string, language: ContentLanguage): string[] {
	const result: string[] = []
	let gapBefore = true
	for (const { segment } of segmenter(language, 'sentence').segment(text)) {
		const trimmed = segment.trim()
		// A sentence ends at a stop followed by a space; Intl also breaks inside "Python 3.X.0"
		// and "3.(X-1).0", where nothing separates the pieces. Those are one sentence.
		const joined = !gapBefore && result.length > 0
		gapBefore = /\s$/u.test(segment)
		if (!trimmed) continue
		const previous = result.at(-1)
		if (joined && previous) {
			result[result.length - 1] = `${previous}${trimmed}`
			continue
		}
		// Intl splits after "Mr." or "e.g."; glue such pieces back. Titles before a name always;
		// other abbreviations only when the next piece goes on in lower case.
		if (
			previous &&
			(/(?:^|\s)(?:Mr|Mrs|Ms|Dr|Prof|Sr|Sra|Srta|Dra|St)\.$/u.test(previous) ||
				// "Montreal Impact vs. Santos Laguna": "vs." sets two sides against each other.
				/(?:^|\s)vs\.$/iu.test(previous.slice(-4)) ||
				// "Charles T. Munger", "J. R. R. Tolkien": a name's initial, then the name goes on.
				(/(?:^|\s)\p{Lu}\.$/u.test(previous) && /^\p{Lu}\.$/u.test(trimmed)) ||
				// Only the piece's last words are looked at: the test stays as cheap on a long one.
				(INITIALS_END.test(previous.slice(-40)) &&
					!NOT_A_FIRST_NAME.test(
						/(\p{Lu}\p{Ll}+)\s+\p{Lu}\.\s*$/u.exec(previous.slice(-40))?.[1] ?? '',
					) &&
					/^\p{Lu}\p{Ll}+(?:[\s,.;:!?'’]|$)/u.test(trimmed) &&
					!SENTENCE_OPENER.test(trimmed)) ||
				(/^[\p{Ll}\d]/u.test(trimmed) &&
					/\b(?:e\.g|i\.e|vs|etc|ex|p\.ex|approx|aprox|p\.m|a\.m)\.$/iu.test(previous)) ||
				// "…such as, “what syrup tastes best?” or “should I pick…?”": a quoted question or
				// exclamation inside the sentence, which goes on in lower case.
				// (Only the piece's last characters are looked at: a long glued piece stays cheap.)
				(/[?!]["”»’']$/u.test(previous.slice(-2)) && /^\p{Ll}/u.test(trimmed)) ||
				(/[?!]$/u.test(previous.slice(-1)) && /^(?:or|and|nor|o|u|y|e|ou|ni|nem)\s/u.test(trimmed)))
		) {
			result[result.length - 1] = `${previous} ${trimmed}`
			continue
		}
		// Intl does not break before a sentence that opens on a figure: "…to the art world. 2019
		// was the second year…". A word's full stop and a number that starts a clause do.
		// Its lookbehind is tried at every position of the sentence: a sentence with no stop, then
		// space, before a figure has nothing to split, which one plain scan tells (ADR 037; the stop
		// added in ADR 046: every match has one before its space).
		if (/[.!?]["”»')]*\s+\d/u.test(trimmed)) result.push(...trimmed.split(NUMBER_OPENS_SENTENCE))
		else result.push(trimmed)
	}
	return result
}

// "Charles T.", "J. R. R.": a capitalised word and one initial, or initials with spaces between.
const INITIALS_END =
	/(?:(?:^|\s)\p{Lu}\p{Ll}+\s+(?:\p{Lu}\.\s+){0,2}\p{Lu}\.|(?:^|\s)\p{Lu}\.\s+(?:\p{Lu}\.\s+){0,1}\p{Lu}\.)$/u
// "Plan B.", "Room A.", "Vitamin D.": a thing's letter, not a name's initial.
const NOT_A_FIRST_NAME =
	/^(?:Plan|Room|Company|Section|Part|Vitamin|Type|Level|Grade|Option|Step|Phase|Team|Group|Building|Gate|Floor|Exhibit|Appendix|Figure|Table|Model|Class|Category|Block|Unit|Track|Stage|Version|Row|Column|Point|Line|Zone|Sala|Parte|Tipo|Nivel|Nível|Opción|Opção|Paso|Passo|Fase|Grupo|Equipo|Equipe|Vitamina|Modelo|Clase|Classe|Letra)$/u
// Words that open a sentence rather than go on with a name: "We chose Plan B. Nobody…".
const SENTENCE_OPENER =
	/^(?:The|A|An|It|I|We|You|He|She|They|This|That|These|Those|There|Here|But|And|So|Then|Now|Today|Tomorrow|Yesterday|Everything|Everyone|Nothing|Nobody|No|Yes|Bring|Please|If|When|Why|What|How|After|Before|El|La|Los|Las|Lo|Un|Una|O|Os|As|Em|En|Y|E|Pero|Mas|Nadie|Todo|Todos|Hoy|Mañana|Luego|Después|Depois|Então|Entonces)(?:[\s,]|$)/u

const NUMBER_OPENS_SENTENCE =
	/(?<=(?<![\p{L}.])(?!(?:approx|aprox|etc|fig|figs|vol|vols|pp|nos?|ed|eds|cap|art|núm|num|p[aá]g)\.)\p{Ll}{3,}[.!?]["”»')]*)\s+(?=\d[\d.,]*%?\s+\p{L})/u

/** Word-like tokens of a text, in order. */
export function words(text: string, language: ContentLanguage): string[] {
	const result: string[] = []
	// The same segments as Intl's, without it when the text allows (word-segments.ts, ADR 039).
	for (const part of wordSegments(text) ?? segmenter(language, 'word').segment(text)) {
		if (part.isWordLike) result.push(part.segment)
	}
	return result
}

function endsWithPunctuation(text: string): boolean {
	return /[.!?…:;]["'”’»)]*$/u.test(text)
}

export function isContentWord(word: string, language: ContentLanguage): boolean {
	const lower = word.toLowerCase()
	if (lower.length < 3) return false
	// A digit is no letter, mark, apostrophe or hyphen: the next test rules it out too (ADR 039).
	if (!/^\p{L}[\p{L}\p{M}'’-]*$/u.test(lower)) return false
	// "uv está escrito en Rust": a participle said of the subject, never a topic ("#Escrito");
	// nor the verbs a how-to opens its steps with ("Puedes usar husky…": "#Puedes").
	if (
		language !== 'en' &&
		/^(?:escrit[oa]s?|basad[oa]s?|baseado|baseada|hech[oa]s?|feit[oa]s?|puedes|puede|pueden|podemos|podéis|debes|debe|deben|tienes|tiene|tienen|quieres|quiere|quieren|necesitas|necesita|podes|pode|podem|deve|devem|precisa|precisas|precisam|quer|querem|consegue|conseguem)$/u.test(
			lower,
		)
	)
		return false
	// "Método usando Regex": a gerund is a verb, never a topic ("#MétodoUsandoRegex").
	if (
		language !== 'en' &&
		/^\p{Ll}{2,}(?:ando|endo|indo)$/u.test(word) &&
		!/^(?:comando|mando|bando|contrabando|lindo|estupendo|tremendo|remendo|horrendo|stupendo)$/u.test(
			lower,
		)
	)
		return false
	const stopwords = stopwordsFor(language)
	if (stopwords.has(lower)) return false
	// Without an apostrophe, the word cut at its apostrophe is the word, already looked up.
	return (
		!(lower.includes("'") || lower.includes('’')) || !stopwords.has(lower.replace(/['’].*$/u, ''))
	)
}

/** A loose key for grouping inflections: lower case, accents off, plural "s"/"es" off. */
const termKeyCache = new Map<string, string>()

export function termKey(term: string): string {
	const cached = termKeyCache.get(term)
	if (cached !== undefined) return cached
	// Bounded: a long-running server sees an open-ended vocabulary.
	if (termKeyCache.size > 50_000) termKeyCache.clear()
	const key = computeTermKey(term)
	termKeyCache.set(term, key)
	return key
}

function computeTermKey(term: string): string {
	return term
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.split(/[\s-]+/u)
		.map((part) => (part.length > 4 ? part.replace(/(?:es|s)$/u, '') : part))
		.join(' ')
}

type PhraseStats = {
	count: number
	/** occurrences in body sentences, where a repeated phrase shows it is a real term */
	bodyCount: number
	forms: Map<string, number>
	parts: string[]
	/** capitalised where a sentence does not start: evidence of a name */
	namedCount: number
	/** seen as a whole run of content words in a title or heading, not a slice of a longer one */
	headingRun: boolean
}

type Token = { text: string; content: boolean; sentenceStart: boolean }

function tokenize(text: string, language: ContentLanguage): Token[] {
	const tokens: Token[] = []
	let first = true
	// "20-Minute", "4-week": a word joined to a number describes a quantity, and a term starting
	// there ("#MinuteWeeklyReview") is a fragment.
	let previous = ''
	let beforePrevious = ''
	for (const part of wordSegments(text) ?? segmenter(language, 'word').segment(text)) {
		// "half-inch chunks", "Long-Term Disability": the second half of a compound whose first
		// half is no term starts none either ("#InchChunks", "#TermDisability").
		const countedWord =
			previous === '-' &&
			(/^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|single|double)$/iu.test(
				beforePrevious,
			) ||
				(/^\p{L}+$/u.test(beforePrevious) && !isContentWord(beforePrevious, language)))
		const afterHyphen = previous === '-'
		beforePrevious = previous
		previous = part.segment
		if (part.isWordLike) {
			const content = !countedWord && isContentWord(part.segment, language)
			// "Bug-O", "plug-in": a compound whose second half is no term is one word; its first half
			// alone ("#Bug") is not what the text is about.
			const half = tokens.at(-1)
			if (afterHyphen && !content && half?.content && !/^\d+$/u.test(part.segment))
				half.content = false
			tokens.push({ text: part.segment, content, sentenceStart: first })
			first = false
		} else if (part.segment === ' ' || part.segment === '-') {
			// A space or hyphen keeps a run of content words together ("clean code").
		} else if (part.segment.trim() === '') {
			tokens.push({ text: ' ', content: false, sentenceStart: false })
		} else {
			tokens.push({
				text: part.segment,
				content: false,
				sentenceStart: /[.!?:;…]/u.test(part.segment),
			})
			if (/[.!?:;…]/u.test(part.segment)) first = true
		}
	}
	return tokens
}

function collectPhrases(
	tokens: Token[],
	phrases: Map<string, PhraseStats>,
	weight: number,
	inBody: boolean,
) {
	let run: Token[] = []
	const closeRun = () => {
		for (let size = 1; size <= 4; size++) {
			for (let start = 0; start + size <= run.length; start++) {
				const parts = run.slice(start, start + size)
				// A name joined by "of" ("Google Summer of Code") is a phrase only whole: never one
				// that starts or ends on the "of", nor four words without one.
				const joined = parts.some((token) => !token.content)
				if (
					(!joined && run.some((token) => !token.content)) ||
					!parts[0]?.content ||
					!parts.at(-1)?.content ||
					(size === 4 && !joined) ||
					(joined && parts.some((token) => !/^\p{Lu}/u.test(token.text) && token.content))
				)
					continue
				const surface = parts.map((token) => token.text).join(' ')
				const key = parts.map((token) => termKey(token.text)).join(' ')
				let stats = phrases.get(key)
				if (!stats) {
					stats = {
						count: 0,
						bodyCount: 0,
						forms: new Map(),
						parts: key.split(' '),
						namedCount: 0,
						headingRun: false,
					}
					phrases.set(key, stats)
				}
				stats.count += weight
				if (inBody) stats.bodyCount++
				else if (size === run.length) stats.headingRun = true
				const firstToken = parts[0]
				if (firstToken && !firstToken.sentenceStart && /^\p{Lu}/u.test(firstToken.text)) {
					stats.namedCount++
				}
				// A sentence-initial capital says nothing about the word; store it lower-cased.
				const form =
					firstToken?.sentenceStart && !/^\p{Lu}{2,}|^\p{Lu}.*\p{Lu}/u.test(surface)
						? surface.charAt(0).toLocaleLowerCase() + surface.slice(1)
						: surface
				stats.forms.set(form, (stats.forms.get(form) ?? 0) + 1)
			}
		}
		run = []
	}
	for (const [i, token] of tokens.entries()) {
		if (token.content) run.push(token)
		// "Google Summer of Code": in running English text, "of" between capitalised words is part
		// of a name.
		else if (
			inBody &&
			NAME_JOINER.test(token.text) &&
			run.length > 0 &&
			/^\p{Lu}/u.test(run.at(-1)?.text ?? '') &&
			!run.at(-1)?.sentenceStart &&
			tokens[i + 1]?.content &&
			/^\p{Lu}\p{Ll}/u.test(tokens[i + 1]?.text ?? '')
		)
			run.push(token)
		else closeRun()
	}
	closeRun()
}

// English only: "Hooks de React" is a noun phrase, and "#React" its topic.
const NAME_JOINER = /^of$/u

// No part-of-speech tagger offline, so word endings stand in: nouns make hashtags, verbs and
// adverbs do not.
const NOUN_ENDINGS: Record<ContentLanguage, RegExp> = {
	en: /(?:tion|sion|ment|ness|ity|ism|ship|ence|ance|ology|ist|ure|ware)$/u,
	es: /(?:ción|sión|dad|miento|ismo|ista|aje|encia|ancia|tud|eza|ura|ía)$/u,
	pt: /(?:ção|ções|são|dade|mento|ismo|ista|agem|ência|ância|eza|ura|ia)$/u,
}
const VERB_ENDINGS: Record<ContentLanguage, RegExp> = {
	en: /(?:ly|ed)$/u,
	es: /(?:ar|er|ir|ando|iendo|aba|aban|amos|emos|imos|ían|ías|arlo|erlo|irlo|arla|erla|irla|arse|erse|irse|mente|an|en|zco)$/u,
	pt: /(?:ar|er|ir|ando|endo|indo|ou|eu|iu|amos|emos|imos|ava|avam|iam|mente|am|em)$/u,
}

function nounLikeness(word: string, language: ContentLanguage): number {
	const lower = word.toLowerCase()
	if (NOUN_ENDINGS[language].test(lower)) return 1.3
	if (lower.length > 4 && VERB_ENDINGS[language].test(lower)) return 0.45
	return 1
}

function preferredForm(forms: Map<string, number>): string {
	let best = ''
	let bestCount = -1
	for (const [form, count] of forms) {
		// Prefer the most frequent spelling; on ties, a capitalised one (proper nouns, acronyms).
		const better =
			count > bestCount || (count === bestCount && /^\p{Lu}/u.test(form) && !/^\p{Lu}/u.test(best))
		if (better) {
			best = form
			bestCount = count
		}
	}
	return best
}

/** "clean code" to "#CleanCode"; keeps inner capitals (VueJS) and accents; null when unusable. */
export function phraseToHashtag(phrase: string): string | null {
	const parts = phrase
		.replace(/['’]s(?![\p{L}])/gu, '')
		.split(/[\s\-'’]+/u)
		.map((part) => part.replace(/[^\p{L}\p{M}]/gu, ''))
		.filter(Boolean)
	if (parts.length === 0) return null
	const body = parts
		.map((part) => {
			// Shouted words ("PROCRASTINAR") read as words; short all-caps ones are acronyms (API).
			const word =
				part.length > 4 && part === part.toLocaleUpperCase() ? part.toLocaleLowerCase() : part
			return word.charAt(0).toLocaleUpperCase() + word.slice(1)
		})
		.join('')
	const letters = body.replace(/\p{M}/gu, '')
	if (letters.length < 3 || letters.length > 28) return null
	return `#${body}`
}

function hashtagKey(tag: string): string {
	return tag.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/^#/u, '')
}

// Sponsor reads and ads in show notes and newsletters: never the topic of a post.
// "Ads" alone heads a sponsor break; "Ways to write great job ads" is about ads.
const PROMO_HEADING =
	/sponsor|patrocin|publicidad|publicidade|advertis|^\W*(?:ads?|ad break)\W*$|anuncio|anúncio|parceiro|partner|^\W*(?:jobs|job board|empleos|ofertas de empleo|vagas)\W*$/iu
const PROMO_SENTENCE =
	/coupon code|brought to you by|presented by|presentado por|traído por|oferecido por|trazido por|promo code|discount code|use (?:the )?code|c[oó]digo (?:de )?(?:descuento|promocional|cup[oó]n)|cupom|cup[oó]n de descuento|sponsored by|patrocinado por|affiliate link|enlace de afiliado|link de afiliado|click here|haz clic aqu[ií]|clique aqui|open an account|sign up (?:here|now|today)|(?:don['’]t miss|no te pierdas|n[aã]o perca) (?:my|mis|meus|minhas)\b|(?:follow|s[ií]gueme|me siga|siga-me)\b[^.!?]{0,20}\b(?:on|en|no|na) (?:twitter|x|instagram|tiktok|youtube|twitch|linkedin)\b|(?:subscribe to|suscr[ií]bete a|inscreva-se n)[oa]? ?(?:my|mi|meu) (?:youtube )?(?:channel|canal)/iu
// Thanks and credits close a text; they rarely say what it is about.
const ACKNOWLEDGEMENT =
	/^(?:thanks|thank you|many thanks|special thanks|huge thanks|(?:muchas )?gracias|(?:muito )?obrigad[oa])\b/iu

function cleanTitle(title: string): string {
	// Episode codes and site suffixes ("- 03x06") add noise to a hook.
	return (
		title
			.replace(/\s+[-–—|]\s+[\p{L}\p{N}]*\d[\p{L}\p{N}]*$/u, '')
			// "#2 - Como usar SVG": the part of a series, not the subject.
			.replace(/^#\d{1,3}\s*[-–—:.]\s*(?=\p{L})/u, '')
			.replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s]+/u, '')
			// "Memory for agents (conceptual video)": the format, not the subject.
			.replace(
				/\s*\((?:[\p{L}-]+\s){0,2}(?:video|vídeo|transcript|transcripci[oó]n|transcri[cç][aã]o|podcast|episode|episodio|episódio|live|en vivo|ao vivo|audio|áudio|slides|recording|grabaci[oó]n|grava[cç][aã]o)\)\s*$/iu,
				'',
			)
			.trim()
	)
}

export function analyzeSourceDetailed(source: string): DetailedSourceAnalysis {
	const blocks = parseMarkdownBlocks(source)
	// A heading keeps its words without a template's blank; a sentence with one is left out below.
	for (const block of blocks)
		if (block.kind === 'heading' && block.text.includes(PLACEHOLDER_OPEN))
			block.text = block.text.replace(PLACEHOLDER_MARK, '').trim()
	const unmarked = (text: string) =>
		text.includes(PLACEHOLDER_OPEN) ? text.replace(PLACEHOLDER_MARK, '') : text
	const bodyText = blocks.map((block) => unmarked(block.text)).join('\n\n')
	const language = detectLanguage(bodyText || source)
	const headingBlocks = blocks.filter((block) => block.kind === 'heading')
	// "## A ideia por trás do projeto" after three paragraphs heads a section; the text has no
	// title of its own. A first heading is the title when it is a top-level one or opens the text.
	const firstHeading = headingBlocks[0]
	const proseBefore = firstHeading
		? blocks
				.slice(0, blocks.indexOf(firstHeading))
				.filter((block) => block.kind === 'paragraph' && block.text.split(/\s+/u).length >= 8)
				.length
		: 0
	const rawTitle =
		firstHeading &&
		(firstHeading.level <= 1 || proseBefore < 2) &&
		// "para pensar" over a newsletter's first lines: a label in lower case, not its title.
		!(/^[\p{Ll}\s]+$/u.test(firstHeading.text) && firstHeading.text.split(/\s+/u).length <= 3)
			? firstHeading.text
			: null
	const title = rawTitle ? cleanTitle(rawTitle) || rawTitle : null

	type Draft = SentenceDetail & { text: string; tokens: Token[] }
	const drafts: Draft[] = []
	const plainParts: string[] = []
	let promoLevel: number | null = null
	let section = -1
	blocks.forEach((block, blockIndex) => {
		if (block.kind === 'heading') {
			section++
			plainParts.push(block.text)
			// The title names the whole text, never a sponsor break inside it.
			if (PROMO_HEADING.test(block.text) && !(blockIndex === 0 && block === headingBlocks[0]))
				promoLevel = block.level
			else if (promoLevel !== null && block.level <= promoLevel) promoLevel = null
			return
		}
		let text = block.text
		// A list item is a sentence of its own even when the author wrote no full stop.
		// So is a paragraph's last sentence ("…cualquier texto o imagen (incluido fondos)").
		if (block.kind === 'list' && !endsWithPunctuation(text)) text = `${text}.`
		// A short first line without one is a title ("PEP 619 – Python 3.10 Release Schedule").
		else if (
			block.kind === 'paragraph' &&
			blockIndex > 0 &&
			/[\p{Ll}\p{N})]$/u.test(text) &&
			text.split(/\s+/u).length >= 8
		)
			text = `${text}.`
		plainParts.push(unmarked(text))
		// An English quote inside a Spanish essay is someone else's words in another language: a
		// post in the text's language never says it as the author's.
		if (block.kind === 'quote' && quotedInAnotherLanguage(text, language)) return
		const stressed = block.emphasis.map((span) => span.toLowerCase())
		splitSentences(text, language).forEach((sentence, position) => {
			// "Fecha: [Fecha del Evento]": a sentence with a blank the author never filled in says
			// nothing yet, and a post must not print the blank.
			if (sentence.includes(PLACEHOLDER_OPEN)) return
			const tokens = tokenize(sentence, language)
			const lower = sentence.toLowerCase()
			drafts.push({
				text: sentence,
				tokens,
				index: drafts.length,
				blockKind: block.kind,
				blockIndex,
				opensBlock: position === 0,
				linkOnly: block.linkOnly,
				promotional:
					promoLevel !== null || PROMO_SENTENCE.test(sentence) || block.introduction === true,
				wordCount: tokens.filter((token) => token.text !== ' ' && wordRunCount(token.text) > 0)
					.length,
				section,
				emphasised: stressed.some(
					(span) => lower.includes(span) || (span.length > 20 && span.includes(lower)),
				),
				ordered: block.ordered === true,
				...(block.nested ? { nested: true } : {}),
				blockCount: blocks.length,
				speaker: block.speaker ?? null,
				emphasis: block.emphasis.filter((span) => lower.includes(span.toLowerCase())),
			})
		})
	})
	const titleTokens = title ? tokenize(title, language) : []
	const headingTokens = headingBlocks
		.slice(title ? 1 : 0)
		.map((block) => tokenize(unmarked(block.text), language))

	// Term weights: how often a content word appears, boosted when the title or a heading uses it.
	const termCounts = new Map<string, number>()
	for (const draft of drafts) {
		for (const token of draft.tokens) {
			if (token.content) {
				const key = termKey(token.text)
				termCounts.set(key, (termCounts.get(key) ?? 0) + 1)
			}
		}
	}
	const titleTerms = new Set(titleTokens.filter((t) => t.content).map((t) => termKey(t.text)))
	const headingTerms = new Set(
		headingTokens
			.flat()
			.filter((t) => t.content)
			.map((t) => termKey(t.text)),
	)
	const termWeight = (key: string) => {
		const count = termCounts.get(key) ?? 0
		let weight = Math.log2(2 + count)
		if (titleTerms.has(key)) weight *= 1.8
		else if (headingTerms.has(key)) weight *= 1.3
		return weight
	}

	const rawScores = drafts.map((draft) => {
		const keys = new Set(draft.tokens.filter((t) => t.content).map((t) => termKey(t.text)))
		let sum = 0
		for (const key of keys) sum += termWeight(key) - 1
		let score = sum / Math.sqrt(Math.max(draft.wordCount, 1))
		// Ideal social-post sentences are 8 to 30 words: long enough to say something, short
		// enough to quote whole.
		if (draft.wordCount < 5) score *= 0.3
		else if (draft.wordCount < 8) score *= 0.7
		else if (draft.wordCount > 45) score *= 0.5
		else if (draft.wordCount > 30) score *= 0.8
		const relativePosition = drafts.length > 1 ? draft.index / (drafts.length - 1) : 0
		score *= 1.25 - 0.35 * relativePosition
		if (draft.opensBlock) score *= 1.1
		if (draft.blockKind === 'quote') score *= 1.2
		if (draft.linkOnly) score *= 0.4
		if (draft.promotional) score *= 0.2
		if (ACKNOWLEDGEMENT.test(draft.text)) score *= 0.4
		if (/^[\p{Ll}]/u.test(draft.text)) score *= 0.6
		if (/[{}<>=|`]|\(\)|=>|;\s*$/u.test(draft.text)) score *= 0.4
		return score
	})
	const maxScore = Math.max(...rawScores, 0)
	const sentences: RankedSentence[] = drafts.map((draft, i) => ({
		text: draft.text,
		index: draft.index,
		score: maxScore > 0 ? Math.round(((rawScores[i] ?? 0) / maxScore) * 1000) / 1000 : 0,
	}))

	// Key phrases: runs of content words (1 to 3 long), scored by frequency and word weight.
	const phrases = new Map<string, PhraseStats>()
	for (const draft of drafts)
		if (!draft.linkOnly && !draft.promotional) collectPhrases(draft.tokens, phrases, 1, true)
	collectPhrases(titleTokens, phrases, 2, false)
	for (const tokens of headingTokens) collectPhrases(tokens, phrases, 1, false)
	const scoredPhrases = [...phrases.entries()]
		// A multi-word phrase must recur, or head the text or a section, to be a term.
		.filter(([, stats]) => stats.parts.length === 1 || stats.bodyCount >= 2 || stats.headingRun)
		.map(([key, stats]) => {
			const form = preferredForm(stats.forms)
			const wordWeight = stats.parts.reduce((sum, part) => sum + termWeight(part), 0)
			let score = stats.count * wordWeight
			if (stats.parts.length > 1) score *= 1.2
			const lastWord = form.split(' ').at(-1) ?? form
			score *= nounLikeness(lastWord, language)
			// Capitalised mid-sentence words are names of things: good topics and hashtags.
			if (stats.namedCount >= 1) score *= 1.2 + Math.min(stats.namedCount, 3) * 0.1
			// A strong term is repeated, a name, in the title, or shaped like a noun; a word seen
			// once that may well be a verb ("conozco", "ayudar") makes a weak hashtag.
			const strong =
				stats.bodyCount >= 2 ||
				stats.namedCount >= 1 ||
				stats.parts.every((part) => titleTerms.has(part)) ||
				nounLikeness(lastWord, language) > 1
			return { key, form, score, parts: stats.parts, strong }
		})
		.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key))
	const selected: typeof scoredPhrases = []
	const covered = new Set<string>()
	for (const phrase of scoredPhrases) {
		if (selected.length >= 15) break
		if (phrase.parts.every((part) => covered.has(part))) continue
		selected.push(phrase)
		for (const part of phrase.parts) covered.add(part)
	}
	const keyPhrases = selected.map((phrase) => phrase.form)

	// Strong terms first, weak ones after: engines reach for a weak tag only to fill a minimum.
	const hashtags: string[] = []
	const seenTags = new Set<string>()
	let strongHashtagCount = 0
	for (const phrase of [
		...selected.filter((p) => p.strong),
		...selected.filter((p) => !p.strong),
	]) {
		const tag = phraseToHashtag(phrase.form)
		if (!tag) continue
		const key = hashtagKey(tag)
		if (seenTags.has(key)) continue
		seenTags.add(key)
		hashtags.push(tag)
		if (phrase.strong) strongHashtagCount++
	}

	const plainText = plainParts.join('\n\n')
	return {
		language,
		plainText,
		title,
		sentences,
		keyPhrases,
		hashtags,
		numbers: extractNumbers(plainText),
		details: drafts.map(({ text: _text, tokens: _tokens, ...detail }) => detail),
		headings: headingBlocks.map((block) => block.text),
		headingLevels: headingBlocks.map((block) => block.level),
		strongHashtagCount,
		links: blocks.flatMap((block) => block.links),
	}
}

export function analyzeSource(source: string): SourceAnalysis {
	const {
		details: _details,
		headings: _headings,
		headingLevels: _headingLevels,
		strongHashtagCount: _strongHashtagCount,
		links: _links,
		...analysis
	} = analyzeSourceDetailed(source)
	return analysis
}

/** The best `count` sentences, returned in source order. */
export function topSentences(analysis: SourceAnalysis, count: number): RankedSentence[] {
	return [...analysis.sentences]
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, Math.max(0, count))
		.sort((a, b) => a.index - b.index)
}
