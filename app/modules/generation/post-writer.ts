// Writes the three posts from the source model, the voice profile and the goal. Each platform
// gets a shape chosen from the kind of text, the goal and the voice (X: a takeaway, a quote, a
// number with its meaning, a question, a list teaser or the new-post line; LinkedIn: a lesson,
// a list, a story, a result or a question; Instagram: a story, a list, a recipe card or a
// takeaway), and the sentences that serve the goal. Every sentence used stands alone (see
// self-contained.ts); every other word is a phrase from post-phrases.ts or the goal's own.
import { type GoalReading, productInLanguage, readGoal } from './goal-reading.ts'
import {
	countGraphemes,
	extractHashtags,
	PLATFORM_LIMITS,
	twitterWeightedLength,
	violatesHardLimit,
} from './platform-rules.ts'
import { countCharacters } from './generation-limits.ts'
import { LINK_PLACEHOLDER } from './post-links.ts'
import { withOrganisationAsSubject } from './organisation-voice.ts'
import { pointsElsewhere, standAlone } from './self-contained.ts'
import { cutFromAName, inWrittenCase, isCommonFirstName, withoutNameParts } from './topic-words.ts'
import { sentenceCased } from './title-case.ts'
import { type ByRegister, PHRASES, QUOTE_WORDING } from './post-phrases.ts'
import {
	detectLanguage,
	isContentWord,
	termKey,
	words,
	type ContentLanguage,
} from './source-analysis.ts'
import {
	buildSourceModel,
	onlyYears,
	type ModelSentence,
	type SourceList,
	type SourceModel,
	titleTermDefinition,
} from './source-model.ts'
import { fitText, mainClause, type Measure, withTrailingClausesDropped } from './text-fitting.ts'
import {
	clashesWithVoice,
	ENCLITIC_COMMAND,
	speaksToTu,
	maskProfanity,
	inLowerCase,
	profaneWords,
	readVoiceProfile,
	withoutContractions,
	wordForVoice,
	type VoiceProfile,
} from './voice-profile.ts'
import type { LearnedVoice } from './voice-samples.ts'
import { applyVoiceToText, containsAvoidedWord } from './voice-style.ts'
import { PLATFORMS, type Platform } from './platforms.ts'
import { letterAt, letterRunCount, spacedWords, wordRunCount } from './letter-count.ts'
import { modelSaidToUsted } from './usted-forms.ts'

export { PLATFORMS, type Platform }

export type WriterInput = {
	sourceContent: string
	brandVoice: string
	contentGoal: string
	seoOptimize: boolean
	link?: string
	voiceSamples?: string[]
	learnedVoice?: LearnedVoice
}

export type PostShape =
	'takeaway' | 'quote' | 'fact' | 'question' | 'list' | 'new-post' | 'lesson' | 'story' | 'recipe'

export type WrittenPost = { platform: Platform; content: string; shape: PostShape }

type Writer = {
	model: SourceModel
	/** the brand voice as the user wrote it */
	brandText: string
	/** a team, a shop or an association speaks as "we": one person's "I" is not theirs */
	speaksAsOrganisation: boolean
	/**
	 * the source's "we" is others': a client's, for an agency after its own leads; a show's
	 * hosts, for a team that is no show reposting an episode
	 */
	othersWe: boolean
	voice: VoiceProfile
	goal: GoalReading
	language: ContentLanguage
	seo: boolean
	/** the link the post carries, or the placeholder; null when the goal wants no link */
	link: string | null
	/** the goal's words for its offer, when they are in the source's language */
	offer: string | null
	product: string | null
	topic: string
	/** the content words of the title and the main topics, as term keys */
	topicKeys: ReadonlySet<string>
	/** the topic is a phrase of the title, so "{topic}" phrases read naturally */
	topicFits: boolean
	/** the topic is something people do or handle, not a title or a name in capitals */
	topicIsPractice: boolean
	registerIndex: 0 | 1 | 2
	/** a Spanish source's "tú" commands under a voice that says "usted" (they are left out) */
	tuCommands: boolean
	/**
	 * Term keys of what the goal offers that the source talks about ("garlic" for "Sell our
	 * garlic bulbs" on a newsletter with a garlic section): the sentences to post about.
	 */
	subjectKeys: ReadonlySet<string>
	/** paragraphs with a sentence about the goal's offer ("Garlic is in! … Plant cloves …") */
	subjectBlocks: ReadonlySet<number>
	/** sentences that name the goal's offer */
	subjectSentences: ReadonlySet<number>
	/** sentences the voice can say, standing alone, not asides */
	pool: ModelSentence[]
	/** sentence indexes already used by an earlier platform of this set */
	used: Set<number>
	/** the sentences each earlier post of the set said, to keep two posts from saying the same */
	postSentences: Set<number>[]
	/** the question the title asks ("¿Qué son los ingenieros 10x?"), or null */
	titleQuestion: string | null
	/** sentences with the same words as another (a pull quote and its body sentence), by index */
	twins: ReadonlyMap<number, number[]>
	emoji: string[]
}

const X_TARGET = PLATFORM_LIMITS.twitter.warnAbove
const LINKEDIN_MIN = PLATFORM_LIMITS.linkedin.optimalMin
const LINKEDIN_MAX = PLATFORM_LIMITS.linkedin.optimalMax
const INSTAGRAM_TARGET = 900
// A caption of one sentence and a call to action reads as a teaser for nothing.
const INSTAGRAM_FILL_MIN = 300
const INSTAGRAM_FILL_MIN_CONCISE = 220
const INSTAGRAM_FILL_MAX = 650

// Emoji that follow the content, not the platform: the first topic that matches picks.
// Each subject's words must start a word ("art" is not in "start", "git" not in "digital").
const CONTENT_EMOJI: Array<[RegExp, string[]]> = (
	[
		[
			'bread|dough|bake|baking|loaf|loaves|flour|sourdough|pan\\b|masa\\b|hornear|pão|massa\\b|assar',
			['🍞', '🥖'],
		],
		[
			'recipes?\\b|cook|dish\\b|dishes|beef|potato|corn\\b|meals?\\b|soup|receta|cocina|receita|cozinha|comida',
			['🍳', '🥘'],
		],
		[
			'outage|incident|alert|post-mortem|postmortem|downtime|bugs?\\b|failures?\\b|caída|falha',
			['🚨', '🛠️'],
		],
		[
			'rust\\b|python|code\\b|coding|programm|developer|software|commits?\\b|git\\b|compiler|api\\b|javascript|react\\b|css\\b|código|programa',
			['💻', '⚙️'],
		],
		[
			'money|budget|fees?\\b|bank|financ|price|pricing|spend|savings?\\b|dinero|plata\\b|ahorr|dinheiro|poupan|presupuesto|orçamento|banco',
			['💰', '📊'],
		],
		[
			'health|fitness|workout|exercise|gym\\b|nutrition|salud|saúde|ejercicio|exercício',
			['💪', '🥗'],
		],
		['music|songs?\\b|playlist|música|canción|canciones|canção', ['🎧', '🎶']],
		[
			'productiv|procrastin|focus|time management|habits?\\b|breaks?\\b|rest\\b|productividad|produtividade|foco\\b|descanso',
			['⏱️', '🧠'],
		],
		['talks?\\b|speak|presentation|conference|palestra|charla|apresentação', ['🎤', '💡']],
		['travel|trips?\\b|abroad|viaje|viagem', ['✈️', '🌍']],
		[
			'teams?\\b|remote|company|work\\b|working\\b|onboarding|hiring|equipo|equipe|trabajo|trabalho',
			['🤝', '💼'],
		],
		['art\\b|arts\\b|artist|museum|galler|arte\\b|artista', ['🎨', '🖼️']],
		['illustrat|drawing|sketch|ilustra|dibujo|desenho', ['🎨', '✏️']],
		['release|launch|version|announc|lanzamiento|lançamento', ['🚀', '📦']],
		['feedback|comments?\\b|criticism|comentario|comentário|crítica', ['💬', '🫶']],
		[
			'quarantine|lockdown|covid|cuarentena|quarentena|stress|estrés|estresse|mental\\b',
			['🫶', '🌱'],
		],
		[
			'garden|plants?\\b|planting|seeds?\\b|soil|flowers?\\b|bulbs?\\b|prun|compost|jardín|plantas?\\b|jardim',
			['🌱', '🌷'],
		],
		['photo|camera|fotograf|fotos?\\b|câmera|cámara', ['📸', '💡']],
		['books?\\b|novel\\b|libros?\\b|livros?\\b', ['📚', '✍️']],
		[
			'hosts?\\b|hosting|guests?\\b|airbnb|rentals?\\b|hospitality|huésped|hóspede|aluguel|alquiler',
			['🏡', '🔑'],
		],
		['candles?\\b|velas?\\b', ['🕯️', '✨']],
	] as Array<[string, string[]]>
).map(([words, glyphs]) => [new RegExp(`(?<![\\p{L}])(?:${words})`, 'giu'), glyphs])
const TONE_EMOJI = ['✨', '💡', '📌']

function pick<T>(list: readonly T[], n: number): T | undefined {
	return list.length === 0 ? undefined : list[Math.abs(n) % list.length]
}

// "How does your team approach {topic}?" asks about a practice: "fitness", "outage
// post-mortems", not a title ("Sourdough Table Loaf", "Programmer Misconceptions") or a document.
const PRACTICE_SLOT =
	/(?:approach|experience with|aborda su equipo|lo haces tú con|lo llevas tú con|lida com)\s+\{topic\}/u

function shortestPhrase(writer: Writer, table: ByRegister): string {
	const options = [0, 1, 2, 3].map((k) => phrase(writer, table, k)).filter(Boolean)
	return options.sort((a, b) => a.length - b.length)[0] ?? ''
}

function phrase(writer: Writer, table: ByRegister, n: number): string {
	// "How do you handle {topic}?" only reads well with a topic the title names.
	const fits = (list: readonly string[]) =>
		list.filter(
			(template) =>
				!template.includes('{topic}') ||
				(writer.topicFits && (writer.topicIsPractice || !PRACTICE_SLOT.test(template))),
		)
	return pick(fits(table[writer.registerIndex]), n) ?? pick(fits(table[1]), n) ?? ''
}

/**
 * The lede the author stressed ("¡Ya tenemos disponible una nueva versión!"), placed before
 * the sentence at `index`: it opens the post, as it opens the source.
 */
function ledeBefore(s: ModelSentence, index: number): boolean {
	return s.emphasised && s.blockIndex <= 1 && s.index < index
}

/**
 * A sentence wholly in quotation marks, without them: it goes inside the post's own. One that
 * ends on a quote it contains ("…and say "That's what worked."") keeps its marks.
 */
function unquoted(text: string): string {
	const wrapped = /^["“«]([^"“”«»]*)["”»]$/u.exec(text)
	return wrapped ? wrapped[1]! : text
}

/** A line worth quoting: the author's emphasis, a pull quote, a lesson, or a guest's words. */
/** A sentence a post may put in quotation marks: the author's stressed words, a quote, a rule. */
export function isQuotable(s: ModelSentence): boolean {
	// Quotation marks hold the words as written; a sentence reworded for the voice is not.
	if (s.saysUsted) return false
	return s.emphasised || s.blockKind === 'quote' || s.lesson || (s.speaker !== null && !s.host)
}

function wordCount(text: string): number {
	return wordRunCount(text)
}

function capitalise(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

function withoutJoinAs(table: ByRegister): ByRegister {
	const keep = (lines: readonly string[]) => {
		const kept = lines.filter((line) => !/\bas \{offer\}/u.test(line))
		return kept.length > 0 ? kept : lines
	}
	return [keep(table[0]), keep(table[1]), keep(table[2])]
}

const VOLUNTEER_ROLE =
	/(?<![\p{L}])(?:mentors?|volunteers?|speakers?|contributors?|maintainers?|ambassadors?|reviewers?|beta testers?|moderators?|mentores|mentoras|voluntari[oa]s|ponentes|palestrantes|contribuidor(?:es|as)|embajador(?:es|as)|embaixador(?:es|as)|moderador(?:es|as))(?![\p{L}])/iu

// "remote senior engineers (EU time zones)", "customer success managers in Manchester".
const PLURAL_ROLE =
	/^(?!(?:a|an|um|uma|un|una)\s)[^()]*?\p{L}s(?:\s*\(.*\)|\s+(?:in|at|for|on|en|em|para)\s+[^()]*)?$/iu

const OWN_DETERMINER: Record<ContentLanguage, RegExp> = {
	en: /^(?:a|an|the|our|my|your)\s/iu,
	es: /^(?:un|una|el|la|los|las|mi|mis|nuestro|nuestra|tu)\s/iu,
	pt: /^(?:um|uma|o|a|os|as|meu|minha|nosso|nossa|seu|sua)\s/iu,
}

// What a call goal can book: a call, a demo, an audit. Anything else ("our consulting", "mi
// asesoría") is what the call is about.
const MEETING =
	/(?<![\p{L}])(?:calls?|demos?|consults?|consultations?|sessions?|meetings?|audits?|appointments?|chats?|reviews?|walkthroughs?|tours?|intros?|llamadas?|consultas?|sesi[oó]n(?:es)?|reuni[oó]n(?:es)?|citas?|auditor[ií]as?|diagn[oó]sticos?|conversas?|reuni[aã]o|reuni[oõ]es|sess[aã]o|sess[oõ]es|liga[cç][aã]o|liga[cç][oõ]es|mentorias?|mentor[ií]as?|asesor[ií]as?)(?![\p{L}])/iu
const DOWNLOADABLE =
	/(?<![\p{L}])(?:guide|e-?book|book|checklist|template|playbook|report|white ?paper|pdf|kit|cheat ?sheet|toolkit|worksheet|workbook|swipe file|gu[ií]a|libro|plantilla|informe|lista de (?:verificaci[oó]n|control)|modelo|relat[oó]rio|livro|planilha|cartilha)s?(?![\p{L}])/iu

const DIRECT_MESSAGE = /^(?:DM|MD)$/iu

const APPLIED_FOR =
	/^one of\s|(?<![\p{L}])(?:grants?|scholarships?|bursar(?:y|ies)|fellowships?|plots?|half-plots?|allotments?|places?|spots?|stalls?|pitches?|funding|loans?)(?![\p{L}])/iu

function fill(writer: Writer, template: string): string {
	const offer = writer.offer ?? ''
	const product = writer.product ?? offer
	let text = template
		.replace(/\{offer\}/gu, offer)
		.replace(/\{product\}/gu, product)
		.replace(/\{topic\}/gu, writer.topic)
		.replace(/\{title\}/gu, writer.model.title ?? '')
		.replace(/\{link\}/gu, writer.link ?? '')
		.replace(
			/\{action\}/gu,
			(writer.registerIndex === 0 ? writer.goal.actionFormal : null) ?? writer.goal.action ?? '',
		)
		.replace(/\{visit\}/gu, writer.goal.visit ?? offer)
		.replace(/\{reserve\}/gu, writer.goal.reserve ?? offer)
		.replace(/\{via\}/gu, writer.goal.via ?? '')
		// "Peça seu orçamento por DM", "Ask for a quote by DM": a message is sent by, not on.
		.replace(/(?<![\p{L}])(?:pelo|on|por) (DM|MD)(?![\p{L}])/giu, (_, dm: string) =>
			writer.language === 'en' ? `by ${dm.toUpperCase()}` : `por ${dm.toUpperCase()}`,
		)
		.replace(/\{quoteOf\}/gu, writer.goal.quoteOf ?? '')
	// A grant, a plot or a place is applied for; a programme is applied to.
	if (writer.language === 'en' && APPLIED_FOR.test(offer))
		text = text
			.replace(/\bApply to\b/u, 'Apply for')
			.replace(/^Applications for (.+) are open\b/u, 'Apply for $1')
	// "Join us at my free React workshop": one person's event is joined with them.
	if (writer.language === 'en' && /^my\s/iu.test(offer))
		text = text.replace(/\bJoin us at\b/u, 'Join me at')
	// The engine's own English lines follow a voice that writes no contractions too.
	if (writer.language === 'en' && writer.voice.contractions === 'avoid')
		text = withoutContractions(text)
	// "Te esperamos en mi comunidad": one person's community waits with them.
	if (writer.language === 'es' && /^mi\s/iu.test(offer))
		text = text.replace(/\bTe esperamos en\b/u, 'Te espero en')
	// Spanish contracts "a el" and "de el": "Suscríbete al boletín".
	if (writer.language === 'es')
		text = text.replace(/(?<![\p{L}])([aA]|[dD]e) el(?![\p{L}])/gu, (_, p: string) =>
			p.toLowerCase() === 'a' ? `${p}l` : `${p.charAt(0)}el`,
		)
	// Portuguese contracts "em o" and "de a": "Inscreva-se no curso", "Participe da oficina".
	if (writer.language === 'pt')
		text = text.replace(
			/(?<![\p{L}])([eE]m|[dD]e) (o|a|os|as)(?![\p{L}])/gu,
			(_, p: string, article: string) =>
				`${p.charAt(0) === p.charAt(0).toUpperCase() ? (p.toLowerCase() === 'em' ? 'N' : 'D') : p.toLowerCase() === 'em' ? 'n' : 'd'}${article}`,
		)
	text = text
		.replace(/\s+([:.,])(?![\p{L}\p{N}_-])/gu, '$1')
		.replace(/:\s*$/u, '')
		.trim()
	// "Gratis nuestra guía PDF…, en el enlace de la bio": an offer that opens on "free" has lost
	// its verb; the thing is named first and "free" said after it.
	const freeFirst = FREE_FIRST.exec(text)
	if (freeFirst?.[1] && freeFirst[2])
		text = `${freeFirst[2]}, ${freeFirst[1].toLowerCase()}${freeFirst[3] ?? ''}${freeFirst[4] ?? ''}`
	return capitalise(text)
}

const FREE_FIRST =
	/^(gratis|free|gr[aá]tis|gratuitamente)\s+((?:our|my|the|nuestr[oa]s?|mi|la|el|nosso|nossa|meu|minha|o|a)\s[^,:]+?)(,)?((?:,|:)?\s+(?:en el enlace de la bio|at the link in bio|via the link in bio|pelo link da bio|no link da bio)\.)$/iu

/** The first readable noun phrase the text is about, for "{topic}" slots. */
function pickTopic(model: SourceModel): string {
	// A phrase of the title names the subject best ("clean code" over "code").
	const title = (model.title ?? '').toLowerCase()
	const short = model.topics.filter((t) => wordCount(t) <= 4 && t.length <= 32)
	const topic =
		short.find((t) => wordCount(t) >= 2 && title.includes(t.toLowerCase())) ??
		short.find((t) => title.includes(t.toLowerCase())) ??
		short[0]
	if (!topic) return model.language === 'en' ? 'this' : model.language === 'es' ? 'esto' : 'isso'
	return /^\p{Lu}{2,}|^\p{Lu}\p{Ll}+\p{Lu}/u.test(topic) ||
		/\p{Lu}/u.test(topic.slice(1)) ||
		writtenAsName(topic, model.analysis.plainText)
		? topic
		: topic.toLocaleLowerCase()
}

/**
 * "fitness", "outage post-mortems", "Rust": something a team does or uses. A phrase in title case
 * ("Sourdough Table Loaf", "Apresentação Técnica"), the whole title or a short acronym ("PEP")
 * names a document or a dish, not a practice.
 */
function isPractice(topic: string, title: string | null): boolean {
	const words = topic.trim().split(/\s+/u)
	if (title && fold(title) === fold(topic)) return false
	if (words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word))) return false
	if (/^\p{Lu}{2,4}$/u.test(topic.trim())) return false
	return true
}

/** "Rust", "Git", "Basecamp": a word the text capitalises mid-sentence is a name. */
/**
 * `(text.match(new RegExp(`(?<=[\\p{Ll},;] )${word}(?![\\p{L}])`, 'gu')) ?? []).length` for a
 * word of letters in the BMP, by searching for it rather than compiling a pattern for each word
 * (ADR 041).
 */
export function midSentenceCount(word: string, text: string): number {
	let count = 0
	for (let i = text.indexOf(word); i >= 0;) {
		const end = i + word.length
		let match = false
		if (i >= 2 && text.charCodeAt(i - 1) === 0x20 && !letterAt(text, end)) {
			// The code point before the space: a surrogate pair is one.
			const unit = text.charCodeAt(i - 2)
			const from =
				unit >= 0xdc00 && unit <= 0xdfff && i >= 3 && HIGH_SURROGATE.test(text[i - 3] ?? '')
					? i - 3
					: i - 2
			match = LOWER_COMMA_OR_SEMICOLON.test(text.slice(from, i - 1))
		}
		if (match) count++
		i = text.indexOf(word, match ? end : i + 1)
	}
	return count
}
const PLAIN_LETTERS = /^\p{L}+$/u
const SURROGATE = /[\uD800-\uDFFF]/
const HIGH_SURROGATE = /[\uD800-\uDBFF]/
const LOWER_COMMA_OR_SEMICOLON = /^[\p{Ll},;]$/u

function writtenAsName(topic: string, text: string): boolean {
	const word = topic.trim()
	if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false
	const escaped = word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
	const midSentence = (pattern: string, flags: string) =>
		flags === 'gu' && PLAIN_LETTERS.test(pattern) && !SURROGATE.test(pattern)
			? midSentenceCount(pattern, text)
			: (text.match(new RegExp(`(?<=[\\p{Ll},;] )${pattern}(?![\\p{L}])`, flags)) ?? []).length
	const capitalised = midSentence(escaped, 'gu')
	const lower = midSentence(escaped.toLocaleLowerCase(), 'gu')
	return capitalised > 0 && capitalised >= lower
}

/**
 * "What's your experience with freelance project?" needs an article the slot cannot give: a noun
 * the source mostly writes after "a", "the", "your" is a countable one. Mass nouns ("fitness"),
 * plurals and names go in bare.
 */
function countedNoun(topic: string, text: string): boolean {
	if (/^\p{Lu}/u.test(topic) || /s$/u.test(topic)) return false
	const escaped = topic.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
	const uses = [...text.matchAll(new RegExp(`(\\p{L}+)\\s+${escaped}(?![\\p{L}])`, 'giu'))]
	const before = (pattern: RegExp) => uses.filter((m) => pattern.test(m[1] ?? '')).length
	const counted = before(
		/^(?:a|an|the|this|that|my|your|our|his|her|their|every|each|one|first|another)$/iu,
	)
	// "about fitness", "write clean code": said bare after a preposition or a verb.
	const bare = before(
		/^(?:about|with|for|of|on|in|into|to|from|at|by|like|love|loves|make|makes|eat|do|does|doing|write|writing|learn|learning|use|using|and|or)$/iu,
	)
	return bare === 0 || counted >= bare
}

function sourceSelfLink(model: SourceModel): string | null {
	const own = model.links.find((link) =>
		/read (?:the )?(?:full|more|original|whole)|originally (?:posted|published)|full (?:post|article)|leer m[aá]s|art[ií]culo completo|ler mais|texto completo/iu.test(
			link.text,
		),
	)
	return own?.url ?? null
}

// ---------------------------------------------------------------------------------------------
// Choosing sentences for the goal and the voice

// "On occasion, despite our best efforts, it is not a fit.": true in a handbook, and the last
// thing a post that hires, sells or books a call should say.
const BAD_OUTCOME =
	/(?<![\p{L}])(?:not a (?:good )?fit|terminat\p{L}*|fired|laid off|layoffs?|let go|misconduct|severance|despid\p{L}*|demit\p{L}*|demiss[aã]o|rescis[aã]o)(?![\p{L}])/iu

function badForGoal(goal: GoalReading, s: ModelSentence): boolean {
	return (
		(goal.intent === 'hiring' ||
			goal.intent === 'sales' ||
			goal.intent === 'leads' ||
			goal.intent === 'event') &&
		BAD_OUTCOME.test(s.text)
	)
}

function goalWeight(goal: GoalReading, s: ModelSentence): number {
	let w = 1
	switch (goal.intent) {
		case 'traffic':
			if (s.question) w *= 1.5
			if (s.emphasised) w *= 1.2
			if (s.hasNumber) w *= 1.15
			if (s.conclusion) w *= 0.75
			break
		case 'leads':
			if (s.lesson) w *= 1.35
			if (s.instruction) w *= 1.3
			if (s.addressesReader) w *= 1.2
			break
		case 'sales':
			if (s.addressesReader) w *= 1.4
			if (s.hasNumber) w *= 1.25
			if (s.firstPerson) w *= 0.85
			break
		case 'engagement':
			if (s.question) w *= 1.6
			if (s.firstPerson) w *= 1.3
			if (s.lesson) w *= 1.2
			break
		case 'awareness':
			if (s.emphasised) w *= 1.5
			if (s.lesson) w *= 1.4
			if (s.conclusion) w *= 1.3
			break
		case 'community':
			if (s.firstPerson) w *= 1.45
			if (s.addressesReader) w *= 1.2
			break
		case 'hiring':
			if (/\b(?:we|our|team|culture|work|equipo|equipe|nosotros|nós|time)\b/iu.test(s.text))
				w *= 1.6
			break
		case 'event':
			if (s.hasNumber) w *= 1.3
			break
	}
	return w
}

function voiceWeight(voice: VoiceProfile, s: ModelSentence): number {
	let w = 1
	const t = voice.traits
	if (s.words > voice.maxSentenceWords + 8) w *= 0.45
	else if (s.words > voice.maxSentenceWords) w *= 0.75
	else if (t.has('concise') && s.words <= 14) w *= 1.3
	if (t.has('instructive') && s.instruction) w *= 1.35
	if ((t.has('humor') || t.has('warm')) && s.firstPerson) w *= 1.25
	if ((t.has('humor') || voice.register === 'casual') && /!["”»']?$/u.test(s.original)) w *= 1.2
	if ((voice.register === 'formal' || t.has('authoritative')) && s.hasNumber) w *= 1.25
	if ((voice.register === 'formal' || t.has('authoritative')) && s.firstPerson) w *= 0.8
	if ((t.has('empathetic') || t.has('warm')) && s.addressesReader) w *= 1.3
	if (t.has('bold') && (s.emphasised || s.lesson)) w *= 1.3
	if ((t.has('calm') || t.has('candid')) && (s.lesson || s.conclusion)) w *= 1.2
	if (
		t.has('optimistic') &&
		/\b(?:can|will|better|best|easy|easier|love|enjoy|win|grow|puedes|mejor|pode|melhor)\b/iu.test(
			s.text,
		)
	)
		w *= 1.2
	// Equally good sentences: the voice's own seed breaks the tie.
	w *= 1 + (((voice.seed >>> (s.index % 24)) & 7) / 7) * 0.22
	return w
}

/**
 * The goal's offer in the source's own words: the content words of "Saturday's winter pruning
 * workshop" that the source uses, but not ones it uses everywhere (they pick out nothing).
 */
function goalSubjectKeys(goal: GoalReading, model: SourceModel): Set<string> {
	const offer = [goal.offer, goal.product].filter(Boolean).join(' ')
	const keys = new Set<string>()
	// Something to buy, attend, download or apply for; a page to read is about the whole text, and
	// a place to visit ("the market") is what every line of the text is about.
	if (!offer || !['sales', 'event', 'leads', 'hiring'].includes(goal.intent)) return keys
	const sentenceKeys = model.sentences.map(
		(s) => new Set(words(s.text, model.language).map(termKey)),
	)
	const content = words(offer, model.language).filter(
		(word) =>
			(word.length >= 4 && isContentWord(word, model.language)) ||
			// "ThinkPad X220 with 16GB RAM": a model, a size and an acronym name the product best.
			/^(?=[\p{L}\p{N}]*\p{L})(?=[\p{L}\p{N}]*\p{N})[\p{L}\p{N}]{3,}$/u.test(word) ||
			/^\p{Lu}{3,}$/u.test(word),
	)
	for (const word of content) {
		const key = termKey(word)
		const share = sentenceKeys.filter((k) => k.has(key)).length / Math.max(sentenceKeys.length, 1)
		if (share > 0 && share <= 0.25) keys.add(key)
	}
	// "our engineering management consulting" on a text about team culture: "engineering" alone
	// does not make a sentence about the consulting. Without the offer's head noun, a long offer
	// needs two of its words in the text ("our garlic bulbs" is about the garlic).
	const head = content.at(-1)
	if (content.length >= 3 && head && !keys.has(termKey(head)) && keys.size < 2) return new Set()
	return keys
}

/** A sentence about the goal's offer, or in the section about it, serves the goal best. */
function subjectWeight(writer: Writer, s: ModelSentence): number {
	if (writer.subjectKeys.size === 0) return 1
	const has = (text: string) =>
		words(text, writer.language).some((word) => writer.subjectKeys.has(termKey(word)))
	if (has(s.text)) return 4
	if ((s.section && has(s.section)) || writer.subjectBlocks.has(s.blockIndex)) return 3
	return 1
}

// "Credit union marketing team", "Escuela de cocina", "Loja de chocolates": a brand that says
// first what it is, a group of people. A style guide that only describes how "we" write ("we play
// with language") says nothing of who is posting.
const ORGANISATION =
	/^(?:we(?:['’]re| are)\s+(?:a|an|the)\s+|somos\s+(?:una?|uma?)\s+)?(?:(?!(?:who|que|quien|quem|with|con|com)\s)[\p{L}&'’.-]+\s+){0,3}?(?:team|company|agency|association|union|school|shop|store|bookshop|bookstore|bakery|studio|nonprofit|non-profit|charity|foundation|church|ministry|council|library|museum|restaurant|caf[eé]|hotel|clinic|market|collective|club|co-?op|equipo|empresa|agencia|asociaci[oó]n|escuela|tienda|librer[ií]a|panader[ií]a|pasteler[ií]a|florister[ií]a|estudio|fundaci[oó]n|ayuntamiento|restaurante|cl[ií]nica|mercado|colectivo|equipe|ag[eê]ncia|associa[cç][aã]o|escola|loja|livraria|padaria|confeitaria|est[uú]dio|funda[cç][aã]o|prefeitura|seguros|aseguradora|seguradora|viveiro|vivero|c[aâ]mara municipal|concejal[ií]a|gimnasio|marca|banco|operador|operadora|plataforma|gobierno|governo|comunidad|comunidade|cuenta|ONG|NGO)(?![\p{L}])(?!\s+(?:lead|leader|member|owner|manager|founder|coach|of one)(?![\p{L}]))/iu
const PERSON_ROLE =
	/(?<![\p{L}])(?:leader|lead|owner|manager|founder|coach|mentor|consultant|advis[eo]r|trainer|pastor|teacher|director|mentora?|consultora?|asesora?|entrenadora?|l[ií]der|due[ñn][oa]|dono|dona|fundador[a]?|profesor[a]?|professor[a]?|gerente|directora?)(?![\p{L}])/iu
// "Marca personal", "(just me!)", "ex-agency copywriter": one person, whatever words follow.
const ONE_PERSON =
	/(?<![\p{L}])(?:personal|just me|of one|one-(?:man|woman|person)|solo|ex-|former|freelance|aut[oó]nom[oa])/iu

// What a business or a public body is called, at the end of its name or right after it: "IronHouse
// Gym", "Green Thumb Garden Center", "Maple & Co., a small Vermont maple syrup shop", "ViajeSeguro,
// seguradora de viagem".
const ORGANISATION_NOUN =
	/(?:team|company|agency|association|union|school|academy|shop|store|bookshop|bookstore|bakery|studio|nonprofit|non-profit|charity|foundation|church|ministry|council|library|museum|restaurant|caf[eé]|hotel|clinic|market|collective|club|co-?op|cooperative|gym|cent(?:er|re)|nursery|farm|brewery|winery|roastery|bank|insurer|insurance|department|recreation|city|town|county|brand|consultancy|startup|platform|accelerator|project|co\.|inc\.?|ltd\.?|llc|marca|plataforma|operador|operadora|comunidad|comunidade|equipo|empresa|agencia|asociaci[oó]n|escuela|academia|tienda|librer[ií]a|panader[ií]a|pasteler[ií]a|florister[ií]a|estudio|fundaci[oó]n|ayuntamiento|gobierno|municipio|restaurante|cl[ií]nica|mercado|colectivo|granja|bodega|cooperativa|gimnasio|aseguradora|banco|joyer[ií]a|equipe|ag[eê]ncia|associa[cç][aã]o|escola|loja|livraria|padaria|confeitaria|est[uú]dio|funda[cç][aã]o|prefeitura|seguradora|fazenda|academia|turismo|ONG|NGO|pub|bar|office|society|outlet|butcher|butchery|bakehouse|salon|barbershop|pharmacy|gallery|theatre|theater|cinema|centro|c[aâ]mara|carnicer[ií]a|charcuter[ií]a|ferreter[ií]a|farmacia|farm[aá]cia|viveiro|vivero|a[cç]ougue|seguros|sociedad|sociedade|oficina|escrit[oó]rio|concejal[ií]a)/iu
/**
 * A pattern's letters in either case, outside and inside its classes: the name around the noun
 * must keep its capitals ("IronHouse Gym"), which an "i" flag would let any word pass as.
 */
function caseless(source: string): string {
	let out = ''
	let inClass = false
	for (let i = 0; i < source.length; i++) {
		const char = source[i] ?? ''
		if (char === '\\') {
			out += char + (source[i + 1] ?? '')
			i++
			continue
		}
		if (char === '[') inClass = true
		else if (char === ']') inClass = false
		const lower = char.toLowerCase()
		const upper = char.toUpperCase()
		if (lower === upper) out += char
		else if (inClass) out += lower + upper
		else out += `[${lower}${upper}]`
	}
	return out
}
const CASELESS_NOUN = caseless(ORGANISATION_NOUN.source)
const NAMED_ORGANISATION = new RegExp(
	`^(?:(?:\\p{Lu}[\\p{L}\\p{N}&'’.-]*|&|of|de|del|do|da|and|y|e)\\s+)*?(?:\\p{L}[\\p{L}&'’-]*\\s+)?${CASELESS_NOUN}(?![\\p{L}])(?:\\s+\\p{Ll}[\\p{L}-]*)?(?:\\.\\s|\\.?\\s*(?:$|[,—–(:]|\\s-\\s))|^\\p{Lu}[\\p{L}\\p{N}&'’.-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}&'’.-]*|&)){0,3},\\s+(?:(?:a|an|the|una?|uma?|la|el|o|a)\\s+)?(?:[\\p{L}-]+\\s+){0,4}?${CASELESS_NOUN}(?![\\p{L}])`,
	'u',
)

export function speaksAsOrganisation(voice: VoiceProfile, brandText: string): boolean {
	if (voice.person === 'first-singular') return false
	const opening = brandText.trim().slice(0, 80)
	// "Church youth ministry leader": the phrase's last word says who speaks.
	const firstPhrase = opening.split(/[.,;:!?(]/u)[0] ?? ''
	if (ONE_PERSON.test(opening)) return false
	// "Emma, bakery owner", "Jane Doe, founder of Acme Studio": a person named first is one person.
	return (
		(ORGANISATION.test(opening) && !PERSON_ROLE.test(firstPhrase)) ||
		(NAMED_ORGANISATION.test(opening) && !PERSON_ROLE.test(opening)) ||
		(NAME_DASH_ORGANISATION.test(opening) && !PERSON_ROLE.test(firstPhrase))
	)
}

// "Heathrow Staff Perks – benefits platform for airport workers", "Ham Radio Outlet Seattle –
// radio store", "ThriftTech Refurbished – we sell refurbished ThinkPads": a name, a dash, then what
// the business is or does.
const NAME_DASH_ORGANISATION = new RegExp(
	`^\\p{Lu}[\\p{L}\\p{N}&'’.-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}&'’.-]*|&|of|de|del|do|da|dos|das)){0,5}(?:,\\s+[^–—,]{2,40})?\\s+[–—-]\\s+(?:(?:(?:a|an|the|una?|uma?|la|el|o|a|our|nuestra|nuestro|nossa|nosso)\\s+)?(?:(?!(?:I|my|mi|mis|yo|eu|meu|minha|me)\\s)[\\p{L}-]+\\s+){0,4}?${CASELESS_NOUN}(?![\\p{L}])|(?:we|nosotros|n[oó]s)\\s+(?:sell|make|run|build|bake|roast|grow|offer|help|serve|repair|fix|vendemos|hacemos|ofrecemos|fazemos|oferecemos|ajudamos))`,
	'u',
)

const FIRST_SINGULAR: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:I|I['’](?:m|ve|d|ll)|[Mm]y|[Mm]e|[Mm]ine|[Mm]yself)(?![\p{L}])/u,
	// "intentaré", "farei": the future said of oneself has its "I" in the verb.
	es: /(?<![\p{L}])(?:[Yy]o|[Mm]is?|[Mm]e|[Mm]í|conmigo|(?<=(?:suelen?|pueden?|quieren?|van a|va a|para|sin|al|de|por)\s)\p{Ll}{2,}(?:arme|erme|irme)|[Ee]stoy|[Tt]engo|[Cc]reo|[Ss]oy|[Ff]ui|[Hh]ice|[Aa]prendí|\p{L}\p{Ll}*(?:aré|eré|iré))(?![\p{L}])/u,
	pt: /(?<![\p{L}])(?:[Ee]u|[Mm]eus?|[Mm]inhas?|[Mm]e|comigo|[Ee]stou|[Tt]enho|[Ss]ou|[Ff]ui|[Ff]iz|[Aa]prendi|\p{L}\p{Ll}*(?:arei|erei|irei))(?![\p{L}])/u,
}

/**
 * One person's "I" in a team's post. A line about what the goal sells ("I picked up a re-release
 * of The Walking Man" for the bookshop selling it) is said all the same: it is the post's subject.
 */
function notTheirI(writer: Writer, s: ModelSentence): boolean {
	return (
		writer.speaksAsOrganisation &&
		!s.speaker &&
		notOwnFirstPerson(writer, s.text) &&
		subjectWeight(writer, s) === 1
	)
}

/** One person speaking: "I", "my", "yo", "mi", "eu", "minha". */
function saysI(text: string, language: ContentLanguage): boolean {
	return FIRST_SINGULAR[language].test(text)
}

const FIRST_PLURAL: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:[Ww]e|[Ww]e['’](?:re|ve|d|ll)|[Oo]urs?|[Uu]s|[Oo]urselves)(?![\p{L}])/u,
	es: /(?<![\p{L}])(?:[Nn]osotr[oa]s|[Nn]uestr[oa]s?|[Hh]emos|[Ee]stamos|[Ss]omos|[Tt]enemos|[Qq]ueremos|[Ii]nvitamos|[Oo]frecemos|[Ee]speramos)(?![\p{L}])/u,
	pt: /(?<![\p{L}])(?:[Nn]ós|[Nn]oss[oa]s?|[Ee]stamos|[Ss]omos|[Tt]emos|[Qq]ueremos|[Cc]onvidamos|[Oo]ferecemos|[Ee]speramos)(?![\p{L}])/u,
}

// "Agencia de marketing Nube Roja" after calls from shops, on a jeweller's opening: the agency
// does not say the jeweller's "le invitamos a explorar nuestra colección" as its own.
const AGENCY =
	/(?<![\p{L}])(?:agency|agencia|ag[eê]ncia|consultancy|consultora|consultoria|studio|estudio|est[uú]dio)(?![\p{L}])/iu

// A voice that is itself a show: its episode's "we" is its own.
const SHOW =
	/(?<![\p{L}])(?:podcasts?|podcasters?|show|episodes?|hosts?|radio|r[aá]dio|broadcast|channel|canal|programa)(?![\p{L}])/iu

/** One person's "I", or a "we" that is others' (a client's, a show's hosts'). */
function notOwnFirstPerson(writer: Writer, text: string): boolean {
	return (
		saysI(text, writer.language) || (writer.othersWe && FIRST_PLURAL[writer.language].test(text))
	)
}

// "Note that Mac Catalyst targets are not affected…": the small print of the news, not the news.
const CAVEAT =
	/^(?:(?:please )?note that|keep in mind|bear in mind|be aware that|(?:as )?a caveat|ten(?:ga)? en cuenta (?:que )?|nótese que|observe que|note que|lembre-se (?:de )?que|vale lembrar que)/iu

function rank(
	writer: Writer,
	sentences: ModelSentence[],
	extra: (s: ModelSentence) => number = () => 1,
) {
	return sentences
		.map((s) => ({
			s,
			score:
				s.score *
				goalWeight(writer.goal, s) *
				subjectWeight(writer, s) *
				voiceWeight(writer.voice, s) *
				// "By 6:00 AM, I'm at the market setting up my booth" said by the market's association:
				// the baker's morning, not theirs. Kept for when nothing else is left.
				(notTheirI(writer, s) ? 0.15 : 1) *
				extra(s) *
				(CAVEAT.test(s.text) ? 0.35 : 1) *
				(writer.used.has(s.index) ? 0.2 : 1),
		}))
		.sort((a, b) => b.score - a.score || a.s.index - b.s.index)
		.map(({ s }) => s)
}

function say(writer: Writer, s: ModelSentence): string {
	// "At PostHog, we've written job ads…" posted by a recruiting partner: PostHog is the subject
	// (a speaker's words are theirs, and are quoted as they are).
	const text =
		s.speaker || writer.language !== 'en'
			? s.text
			: withOrganisationAsSubject(s.text, writer.brandText, writer.model.analysis.plainText)
	// "I got a job in January…" posted by a gym: one person's words, quoted as theirs, not said
	// as the team's own.
	if (writer.speaksAsOrganisation && !s.speaker && notOwnFirstPerson(writer, text))
		return `“${sayQuoted(writer, { ...s, text: text.replace(/["“”«»]([^"“”«»]*)["“”«»]/gu, '‘$1’') })}”`
	return sayQuoted(writer, { ...s, text })
}

/**
 * A news item's long first sentence whose main clause, its trailing clauses dropped, says it in
 * `words` or fewer: the post leads on it and assemble makes the cut.
 */
function ledeCutTo(
	writer: Writer,
	s: ModelSentence,
	words: number,
	/** down to its first clause, as on X */
	toHeadClause = false,
): boolean {
	return (
		(s === writer.model.lede || (s.opensBlock && s.blockIndex <= 2)) &&
		s.words <= 60 &&
		!s.firstPerson &&
		withTrailingClausesDropped(s.text, (text) => wordCount(text) <= words, toHeadClause) !== null
	)
}

/** A sentence in the voice's spelling and punctuation, its words and person as written. */
function sayQuoted(writer: Writer, s: ModelSentence): string {
	// "…at the school's cafeteria,." in the source: one stop is enough.
	return wordForVoice(s.text.replace(/[,;:]+([.!?])$/u, '$1'), writer.voice, writer.language)
}

/** An opening line in the voice: a bold or upbeat voice ends a short statement with energy. */
function sayOpening(writer: Writer, s: ModelSentence): string {
	const text = say(writer, s)
	const t = writer.voice.traits
	// A calm or concise voice keeps its full stops, and a plain report of a figure ("runs four
	// clinics with 22 dentists") is not made to shout.
	if (
		writer.voice.exclamation &&
		(t.has('bold') || (t.has('optimistic') && t.has('humor'))) &&
		!t.has('calm') &&
		!t.has('concise') &&
		!s.hasNumber &&
		s.words <= 14 &&
		// Advice or a claim is said with energy; a moment of a story ("Most of my job was fixing
		// up poor code!") or a dish's name ("Basic bolognese sauce…!") is not.
		(s.lesson || s.insight || s.instruction || s.addressesReader) &&
		!s.narrative
	)
		// Spanish opens what it exclaims: "¡Es difícil…!".
		return writer.language === 'es' && /\.$/u.test(text) && !text.includes('¡')
			? `¡${text.replace(/\.$/u, '!')}`
			: text.replace(/\.$/u, '!')
	return text
}

/** The next sentence of the same paragraph, when it reads on from `s` and stands alone too. */
// "It's about what the no makes room for." leans on the sentence before it, which the post shows.
const CONTINUES_SUBJECT_VERB = /^(?:It|This|That)(['’]s| is| was| means)(?=\s)/u
const LEANING_IT_AFTER_PHRASE =
	/^((?:[\p{Lu}][\p{L}\p{N}'’-]*)(?:\s+[\p{L}\p{N}'’-]+){0,5},\s+)it\s(?=\p{Ll})/u

function follower(writer: Writer, s: ModelSentence): ModelSentence | null {
	const next = writer.model.sentences[s.index + 1]
	if (!next || next.blockIndex !== s.blockIndex || next.aside) return null
	if (!next.standsAlone) {
		// Only the opening pronoun may lean back: with a noun in its place the sentence must stand.
		const named = next.text
			.replace(CONTINUES_SUBJECT_VERB, (_, verb: string) =>
				/^['’]s$/u.test(verb) ? 'The idea is' : `The idea${verb}`,
			)
			// "We recently completed an entire rebrand. / From start to finish, it took less than a
			// month.": after an opening phrase, "it" is still the subject of the sentence before.
			.replace(LEANING_IT_AFTER_PHRASE, '$1we ')
		if (writer.language !== 'en' || named === next.text || !standAlone(named, 'en').ok) return null
	}
	// "I have no idea!" answers the sentence before; short replies need their question.
	if (next.words < 6 || VAGUE.test(next.text)) return null
	if (breaksVoice(writer, next)) return null
	return next
}

/**
 * Words the voice would not say: its slang and profanity rules, "tú" commands for "usted", and
 * one person's "I" for a team.
 */
function breaksVoice(writer: Writer, s: ModelSentence): boolean {
	return (
		clashesWithVoice(s.text, writer.voice) ||
		(writer.tuCommands && isTuCommand(s)) ||
		notTheirI(writer, s)
	)
}

/** "Pela los ajos", "pásalos a un plato": a command, in a text that speaks to "tú". */
function isTuCommand(s: ModelSentence): boolean {
	return !s.saysUsted && (s.instruction || ENCLITIC_COMMAND.test(s.text))
}

/**
 * What backs up a key sentence: the sentence after it when it reads on, else a strong sentence
 * of the same section, after it. Never a sentence from elsewhere: two unrelated sentences side by
 * side read as a non sequitur.
 */
// "increased 108%", "cut load time by 2.1 s", "saved $40k": a measured change.
const MEASURED_RESULT = /(?:\d+(?:[.,]\d+)?\s?%|\d+(?:[.,]\d+)?x(?![\p{L}])|[$€£]\s?\d)/u

/** A case study's strongest measured result, other than the post's main line. */
function caseStudyResult(
	writer: Writer,
	ing: Ingredients,
	main: ModelSentence,
): ModelSentence | null {
	return (
		ing.facts.find(
			(s) =>
				s.index !== main.index &&
				MEASURED_RESULT.test(s.text) &&
				s.words <= 35 &&
				!s.question &&
				!breaksVoice(writer, s),
		) ?? null
	)
}

function supportFor(writer: Writer, main: ModelSentence, ing: Ingredients): ModelSentence | null {
	const next = follower(writer, main)
	if (next && !next.question && next.words <= 30 && !badForGoal(writer.goal, next)) return next
	// A story's opening line and the author's own point, however far apart: the moral of the
	// story ("My dad kept every screw… / You never know which small thing…").
	if (main.blockIndex <= 1 && main.firstPerson && main.narrative) {
		const moral = ing.thesis.find(
			(s) =>
				s.index > main.index &&
				(s.section === main.section || s.section === null) &&
				(s.emphasised || s.lesson) &&
				!s.question &&
				s.words >= 6 &&
				s.words <= 26,
		)
		if (moral) return moral
	}
	return (
		ing.thesis.find(
			(s) =>
				s.index > main.index &&
				s.section === main.section &&
				sameTurn(writer, s, main) &&
				s.index - main.index <= 6 &&
				!writer.used.has(s.index) &&
				!s.question &&
				// "I took one can home." after a point from elsewhere in the section is a non sequitur.
				s.words >= 6 &&
				s.words <= 26,
		) ?? null
	)
}

// ---------------------------------------------------------------------------------------------
// Shapes

type Ingredients = {
	thesis: ModelSentence[]
	questions: ModelSentence[]
	facts: ModelSentence[]
	stories: ModelSentence[]
	lists: SourceList[]
}

/** The question a title asks ("¿Qué son los ingenieros 10x? CSSCamp y JSCamp 2019."), or null. */
function titleQuestion(title: string | null): string | null {
	const asked = /^[¿]?[^?]{8,120}\?/u.exec(title ?? '')?.[0]
	return asked && asked.split(/\s+/u).length >= 3 ? asked : null
}

// Sentences that carry little on their own: "There was a bunch of math.", "Stuff happens."
const VAGUE =
	/^(?:there (?:is|was|are|were)|(?:hay|había|hubo|tem|tinha|havia) )|(?<![\p{L}])(?:a bunch of|stuff|things like that|something like that|un montón de|cosas así|um monte de|coisas assim)(?![\p{L}])/iu

const topicMentions = new WeakMap<ModelSentence, boolean>()

function mentionsTopic(writer: Writer, s: ModelSentence): boolean {
	let found = topicMentions.get(s)
	if (found === undefined) {
		const keys = writer.topicKeys
		found = words(s.text, writer.language).some((word) => keys.has(termKey(word)))
		topicMentions.set(s, found)
	}
	return found
}

const keyCounts = new WeakMap<SourceModel, { counts: Map<string, number>; title: Set<string> }>()

/**
 * A question about what the text is about: it shares a word with the title or a topic the text
 * comes back to. "Should we all switch to tabs?", asked once on the way, is an example.
 */
function asksAboutTheText(writer: Writer, s: ModelSentence): boolean {
	if (s.addressesReader) return true
	let known = keyCounts.get(writer.model)
	if (!known) {
		const counts = new Map<string, number>()
		for (const sentence of writer.model.sentences)
			for (const word of words(sentence.text, writer.language))
				counts.set(termKey(word), (counts.get(termKey(word)) ?? 0) + 1)
		const title = new Set(words(writer.model.title ?? '', writer.language).map(termKey))
		known = { counts, title }
		keyCounts.set(writer.model, known)
	}
	const { counts, title } = known
	return words(s.text, writer.language).some((word) => {
		const key = termKey(word)
		return (
			isContentWord(word, writer.language) &&
			(title.has(key) || (writer.topicKeys.has(key) && (counts.get(key) ?? 0) >= 2))
		)
	})
}

/** A text made of separate items (a newsletter, a listicle): one item a post. */
function itemised(writer: Writer): boolean {
	const { model } = writer
	return model.kind === 'newsletter' || model.kind === 'listicle'
}

const RESULTS_HEADING = /\b(?:results?|outcomes?|impact|what changed|resultados?|impacto)\b/iu

const DATA_LINE = /\s[·|•]\s/u

function inAsideSection(s: ModelSentence): boolean {
	return s.section !== null && GENERIC_SECTION.test(fold(s.section))
}

/**
 * A guest's "our support tickets" needs to say whose: in a transcript a first-person line is
 * quoted with its speaker ("“…” — Lena Ortiz").
 */
function attributed(s: ModelSentence, text: string): string | null {
	if (!s.speaker || s.host) return null
	if (
		!/(?<![\p{L}])(?:i|i['’]m|i['’]ve|me|my|we|we['’]re|we['’]ve|us|our|yo|mi|nosotros|nuestr[oa]s?|eu|meu|minha|nós|nosso|nossa)(?![\p{L}])/iu.test(
			text,
		)
	)
		return null
	return `“${unquoted(text)}” — ${s.speaker}`
}

/**
 * A short reply in a conversation ("I have a fair number of opinions."): without the question it
 * answers it says nothing, so it is neither a post's point nor a quote.
 */
function needsItsQuestion(s: ModelSentence): boolean {
	return s.speaker !== null && s.words < 9 && !s.lesson && !s.insight
}

/**
 * A guest's point as a LinkedIn post: two or three sentences of one turn, said by name, under
 * the host's question when the guest answers one. "“I don't think there's anything I can point
 * to… I think there's a lot of survival bias…” — Carson Gross" reads on; a host's welcome and
 * a guest's aside from ten minutes later do not.
 */
function guestPassage(writer: Writer, ing: Ingredients, reuse: boolean): Parts | null {
	const { sentences } = writer.model
	const candidates = ing.thesis.filter(
		(s) => s.speaker !== null && !s.host && !s.question && s.words <= 40,
	)
	const passageOf = (main: ModelSentence) => {
		const ofTurn = (s: ModelSentence | undefined): s is ModelSentence =>
			s !== undefined &&
			s.blockIndex === main.blockIndex &&
			s.speaker === main.speaker &&
			!s.aside &&
			!s.question &&
			s.words >= 5 &&
			!clashesWithVoice(s.text, writer.voice)
		const passage = [main]
		const before = sentences[main.index - 1]
		const length = () => passage.reduce((sum, s) => sum + s.text.length + 1, 0)
		if (ofTurn(before) && before.standsAlone && length() + before.text.length <= 320)
			passage.unshift(before)
		// The turn goes on in the speaker's own words ("That's why I'm good at my job." follows
		// what it points at): two sentences, or three short ones.
		for (
			let next = sentences[passage.at(-1)!.index + 1];
			ofTurn(next) &&
			(passage.length < 2 || (passage.length < 3 && length() < 160)) &&
			length() + next.original.length <= 320;
			next = sentences[next.index + 1]
		)
			passage.push(next)
		return passage
	}
	// A passage that reads on beats one line; a fresh one beats what another platform quoted. A
	// short reply alone needs its question ("Oh, definitely."); in a passage of its turn it reads
	// on: "My standards are super-high. I'm not satisfied with medium."
	const passages = candidates
		.map(passageOf)
		.filter((p) =>
			p.length >= 2 ? p.reduce((sum, s) => sum + s.words, 0) >= 9 : !needsItsQuestion(p[0]!),
		)
	const fresh = passages.filter((p) => p.every((s) => !writer.used.has(s.index)))
	// A long fresh remark beats repeating the passage LinkedIn quoted.
	const long = (p: ModelSentence[]) => p.length >= 2 || p[0]!.text.length >= 120
	const passage =
		fresh.find((p) => p.length >= 2) ??
		fresh.find(long) ??
		(reuse ? passages.find((p) => p.length >= 2) : undefined) ??
		fresh[0] ??
		(reuse ? passages[0] : undefined)
	// One short remark ("Through life experiences you begin to discover your facets.") is a
	// line for X; a LinkedIn post or a caption needs the passage around it.
	if (!passage || (passage.length < 2 && passage[0]!.text.length < 120)) return null
	// The passage another platform already quoted whole: another shape says something else.
	if (passage.every((s) => writer.used.has(s.index))) return null
	const speaker = passage[0]!.speaker
	// The host's question this turn answers: the reader sees what the guest was asked.
	const asked = sentences
		.slice(0, passage[0]!.index)
		.reverse()
		.find((s) => s.blockIndex < passage[0]!.blockIndex)
	const hook =
		asked &&
		asked.host &&
		asked.question &&
		asked.standsAlone &&
		asked.words <= 20 &&
		!clashesWithVoice(asked.text, writer.voice)
			? say(writer, asked)
			: ''
	// A quote is the speaker's words: only its first sentence may lose a lead ("Yeah, …").
	const words = passage.map((s, i) =>
		unquoted(i === 0 ? sayQuoted(writer, s) : sayQuoted(writer, { ...s, text: s.original })),
	)
	const quote = `“${words.join(' ')}” — ${speaker}`
	const usedIdx = passage.map((s) => s.index)
	return hook ? { opening: hook, body: [quote], usedIdx } : { opening: quote, body: [], usedIdx }
}

/** In a conversation, two lines of one speaker's turn: remarks from across it do not read on. */
function sameTurn(writer: Writer, a: ModelSentence, b: ModelSentence): boolean {
	return (
		writer.model.kind !== 'transcript' ||
		(a.speaker === b.speaker && Math.abs(a.blockIndex - b.blockIndex) <= 1)
	)
}

/** A line of the list's own section, or of the opening before the text's first section. */
function sameThread(writer: Writer, s: ModelSentence, list: SourceList): boolean {
	const first = list.items[0]
	if (first && sameItem(s, first)) return true
	return s.section === null || s.section === writer.model.title
}

/** In an itemised text, one item: its section under a heading, else its paragraph. */
function sameItem(a: ModelSentence, b: ModelSentence): boolean {
	return a.section !== null && b.section !== null
		? a.section === b.section
		: a.blockIndex === b.blockIndex
}

// The title's definition check, made once per source model (its pattern is the title's own).
const titleDefinitions = new WeakMap<SourceModel, ReturnType<typeof titleTermDefinition>>()

function titleDefinition(model: SourceModel): ReturnType<typeof titleTermDefinition> {
	if (!titleDefinitions.has(model)) titleDefinitions.set(model, titleTermDefinition(model.title))
	return titleDefinitions.get(model) ?? null
}

/**
 * A team's post leaves out one person's "I" ("By six I am at my stall") when the text has enough
 * else to say: three points or more.
 */
function withoutOnePersonsI(writer: Writer, ranked: ModelSentence[]): ModelSentence[] {
	if (!writer.speaksAsOrganisation) return ranked
	const theirs = ranked.filter((s) => !notTheirI(writer, s))
	return theirs.length >= 3 ? theirs : ranked
}

function ingredients(writer: Writer): Ingredients {
	const { model } = writer
	const pool = writer.pool
	const thesisSet = new Set(model.thesis.map((s) => s.index))
	const definesTitle = titleDefinition(model)
	// "I joined a gym… (and I need to use the membership much more)" is a list item of a year in
	// review, and the one line about what a gym's trial offers: a line about the goal's offer is
	// said whatever block it is in.
	const prose = pool.filter(
		(s) =>
			s.blockKind !== 'list' || (s.words >= 10 && !s.instruction && subjectWeight(writer, s) === 4),
	)
	const thesis = rank(
		writer,
		// A text that is all lists (a policy page) says its points in its items.
		prose.length >= 2
			? prose
			: pool.filter((s) => s.blockKind !== 'list' || thesisSet.has(s.index)),
		(s) =>
			(thesisSet.has(s.index) ? 1.6 : 1) *
			// "The Bug-O describes how much an API slows you down…": what the title's term is.
			(definesTitle?.(s.text) ? 3 : 1) *
			// "We recently completed an entire rebrand of our website.": the opening that says the
			// title's subject is the author's own summary, however it is told.
			(s === model.lede ? 3 / Math.max(s.score, 0.15) : 1) *
			// What the author put in bold is the author's own word on what matters.
			(s.emphasised && s.blockKind !== 'list' ? 1.4 : 1) *
			(s.words <= 28 ? 1 : 0.6) *
			(s.opensBlock ? 1.25 : 1) *
			// The point of a text is what the author says, not what happened on the way.
			(s.lesson ? 1.5 : 1) *
			// "The thing nobody tells you…": the author's own flag on the point.
			(s.insight ? 3 / Math.max(s.score, 0.15) : 1) *
			// "You must actively reduce friction.": the lesson an essay ends on, however few of the
			// text's frequent words it uses.
			(s.lesson && s.conclusion && !s.question && !s.insight && s.words >= 5
				? Math.max(1, 0.5 / Math.max(s.score, 0.1))
				: 1) *
			(s.instruction ? 1.2 : 1) *
			(s.narrative && !s.lesson && s !== model.lede ? 0.6 : 1) *
			// A key sentence names what the text is about; "There was a bunch of math." does not.
			(mentionsTopic(writer, s) ? 1.3 : 0.75) *
			// "Should we build npm right into the browser?": an example asked on the way.
			(s.question && !asksAboutTheText(writer, s) ? 0.5 : 1) *
			(VAGUE.test(s.text) ? 0.6 : 1) *
			// A correction or a housekeeping note is not what the issue is about.
			(inAsideSection(s) ? 0.4 : 1) *
			// "Serves 4 · 35 minutes · vegan" is a line of data, not a point.
			(DATA_LINE.test(s.text) ? 0.05 : 1) *
			// A host's questions and welcomes are not the guest's argument.
			(s.host ? 0.35 : 1),
	)
	return {
		thesis: withoutOnePersonsI(writer, thesis),
		questions: rank(
			writer,
			// A host's question to the guest ("What happened after?") is asked of someone else.
			pool.filter((s) => s.question && !s.host && s.words >= 5 && s.words <= 25),
			// "Should we build npm right into the browser?" is an example on the way; a question
			// about what the text is about, or put to the reader, opens a post.
			(s) => (asksAboutTheText(writer, s) ? 1.3 : 0.55) * (s.addressesReader ? 1.2 : 1),
		),
		facts: rank(
			writer,
			pool.filter(
				(s) =>
					s.hasNumber &&
					s.words >= 6 &&
					s.words <= 35 &&
					s.blockKind !== 'list' &&
					// "In 2019 GoDaddy launched…": a year dates a sentence, it is not a figure.
					!onlyYears(s.text),
			),
		),
		stories: rank(
			writer,
			pool.filter(
				(s) =>
					// A line of the paragraph about the goal's offer can open its story.
					(s.opensBlock || writer.subjectSentences.has(s.index)) &&
					!s.question &&
					s.blockKind !== 'list' &&
					s.words >= 8 &&
					!inAsideSection(s),
			),
			(s) =>
				(s.firstPerson ? 1.4 : 1) *
				(s.narrative ? 1.8 : 1) *
				(mentionsTopic(writer, s) ? 1.2 : 0.85) *
				// The lede opens a story; in a blog post the first paragraph is often an aside.
				(s.blockIndex <= 1 &&
				(model.kind === 'story' || model.kind === 'essay' || model.kind === 'transcript')
					? 1.6
					: 1) *
				(inAsideSection(s) ? 0.4 : 1) *
				(s.host ? 0.35 : 1),
		),
		// A case study's results come first: they are what the reader came for.
		lists: model.lists
			.filter(
				(list) =>
					listedItems(writer, list).length >=
					// Two results are a result, and two cans of corn a part of a dish; two tips are not
					// a list.
					(RESULTS_HEADING.test(list.heading ?? '') || list.role === 'ingredients' ? 2 : 3),
			)
			.sort(
				(a, b) =>
					Number(RESULTS_HEADING.test(b.heading ?? '')) -
					Number(RESULTS_HEADING.test(a.heading ?? '')),
			),
	}
}

// "300 grams beef mince", "1 Tbsp Ginger, minced", "2 dientes de ajo": the amount, the unit and
// the preparation are for the cook; the post names what goes in.
const INGREDIENT_AMOUNT =
	/^(?:about\s+|approx\.?\s+|unos\s+|unas\s+|uns\s+|umas\s+)?(?:\d*[½¼¾⅓⅔]|\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?|\d+\s+\d\/\d|[½¼¾⅓⅔]|(?:a|an|one|two|three|half|un|una|um|uma|medio|media|meio|meia)(?![\p{L}]))\s*(?:(?:g|gr|grams?|gramos|gramas|kg|kilos?|ml|l|litres?|liters?|litros?|oz|ounces?|lbs?|pounds?|tbsps?|tsps?|tablespoons?|teaspoons?|cups?|tazas?|xícaras?|cucharadas?|cucharaditas?|colher(?:es)?(?: de (?:sopa|chá|sobremesa|café))?|cans?|tins?|latas?|glass(?:es)?|vasos?|copos?|jars?|packs?|packets?|pinch(?:es)?|pizcas?|pitadas?|handfuls?|pu[ñn]ados?|bunch(?:es)?|sprigs?|slices?|rodajas?|fatias?|sticks?|cloves?|dientes?|dentes?|pieces?|trozos?|pedazos?|peda[çc]os?|mililitros?|millilit(?:re|er)s?|heads?|large|medium|small|big|whole|fresh|grandes?|medianos?|médios?|pequeños?|pequenos?)\.?(?![\p{L}])\s*(?:of\s+|de\s+)?)*(?:de\s+)?/iu
// What every kitchen has is not what the dish is made of.
const PANTRY =
	/(?:^|\s)(?:salt|pepper|water|oil|sal|pimienta|pimenta|agua|água|aceite|azeite|óleo)$|^(?:aceite|azeite|óleo) de /iu

function ingredientName(item: string, text: string): string | null {
	if (/\boptional\b|\bopcional\b/iu.test(item)) return null
	const name = item
		.replace(/\s*\([^)]*\)/gu, '')
		// "0,5 de guindilla": a decimal comma is part of the amount.
		.replace(/[;:].*$|,(?!\d).*$/u, '')
		.replace(/[.!]+$/u, '')
		.replace(INGREDIENT_AMOUNT, '')
		// "Pinch of nutmeg", "potatoes or around 6 big ones": the ingredient, not the measure or
		// the alternative.
		.replace(/^(?:a\s+)?(?:pinch|dash|splash|handful|drizzle|sprinkle)\s+of\s+/iu, '')
		.replace(/^(?:una\s+|um\s+|uma\s+)?(?:pizca|chorrito|pitada|punhado|puñado)\s+de\s+/iu, '')
		.replace(/\s+(?:or|o|ou)\s.*$/u, '')
		// "chocolate em pó 50% cacau": the grade is for the shopper.
		.replace(/\s+\d+(?:[.,]\d+)?\s?%.*$/u, '')
		.trim()
	if (!name || /\d/u.test(name) || PANTRY.test(name)) return null
	// "For a vegetarian alternative", "If you like mushrooms": a note's opening, not a food.
	if (/^(?:for|if|this|you|when|to|para|si|se|esta|este|quando|cuando)\s/iu.test(name)) return null
	const count = name.split(/\s+/u).length
	if (count > 4) return null
	// "Chickpeas" and "Sweet Potato" from capitalised list items are ordinary words in a
	// sentence, as the method writes them ("add the sweet potato").
	const lower = name.toLowerCase()
	if ((/^\p{Lu}\p{Ll}/u.test(name) && !/\s\p{Lu}/u.test(name)) || text.includes(lower)) return lower
	// "Grated Pecorino Romano": the cheese keeps its name, the preparation is an ordinary word.
	return name.replace(
		/^(?:Grated|Chopped|Minced|Sliced|Diced|Fresh|Ground|Shredded|Dried|Frozen|Crushed|Toasted|Melted|Softened|Smoked|Aged|Rallad[oa]|Picad[oa]|Fresc[oa]|Molid[oa]|Ralad[oa]|Moíd[oa])(?=\s)/u,
		(word) => word.toLowerCase(),
	)
}

/**
 * "Made with carrots, celery, beef mince and milk.": what a recipe is, on X and LinkedIn (the
 * Instagram caption lists it all); null for any other text or platform.
 */
const SIDE_PART =
	/(?<![\p{L}])(?:sauce|dressing|topping|glaze|marinade|garnish|frosting|icing|dip|salsa|aderezo|glaseado|cobertura|guarnici[oó]n|adobo|molho|calda|tempero|marinada)s?(?![\p{L}])/iu

function madeWithLine(writer: Writer, platform: Platform, n: number): string | null {
	if (platform === 'instagram' || writer.model.kind !== 'recipe') return null
	const all = writer.model.lists.filter((l) => l.role === 'ingredients')
	if (all.length === 0) return null
	// A collection ("Pipoca Perfeita", "Arroz à Piamontese"…), each dish with its ingredients and
	// its steps: the post names the dishes, not one dish made of all their ingredients.
	const headings = [
		...new Set(all.map((list) => list.heading).filter((h): h is string => h !== null)),
	]
	const withSteps = headings.filter((heading) =>
		writer.model.lists.some((l) => l.role === 'steps' && l.heading === heading),
	)
	const dishes = withSteps.length >= 2 ? headings.filter((h) => !SIDE_PART.test(h)) : []
	if (dishes.length >= 2) {
		const named = dishes.slice(0, 4)
		const words = PHRASES[writer.language]
		const items = `${named.slice(0, -1).join(', ')} ${words.and} ${named.at(-1)}`
		return phrase(writer, words.dishes, n).replace('{items}', items)
	}
	// A dish in layers (the mash, the beef, the corn) is made of the first of each, in turn; a
	// sauce or a topping comes after what the dish itself is made of.
	const side = (heading: string | null) => SIDE_PART.test(heading ?? '')
	const lists = all.some((l) => !side(l.heading)) ? all.filter((l) => !side(l.heading)) : all
	const perList = lists.map((list) =>
		list.items
			.map((item) => ingredientName(item.text, writer.model.analysis.plainText))
			.filter((x) => x !== null),
	)
	const interleaved: string[] = []
	for (let i = 0; i < Math.max(...perList.map((names) => names.length)); i++)
		for (const names of perList) if (names[i]) interleaved.push(names[i]!)
	const names = [...new Set(interleaved)].slice(0, 5)
	if (names.length < 3) return null
	const words = PHRASES[writer.language]
	const items = `${names.slice(0, -1).join(', ')} ${words.and} ${names.at(-1)}`
	return phrase(writer, words.madeWith, n).replace('{items}', items)
}

// The language of a list item, read once per item: each platform and shape asks again.
const itemLanguages = new WeakMap<ModelSentence, ReturnType<typeof detectLanguage>>()

function itemLanguage(item: ModelSentence) {
	let language = itemLanguages.get(item)
	if (language === undefined) {
		language = detectLanguage(item.text)
		itemLanguages.set(item, language)
	}
	return language
}

/**
 * "Livros / Artigos / Podcasts / Discussões / Oportunidades no exterior": four or more short
 * names are a list of things, whole in a word each, like a shopping list.
 */
function roleOfItems(list: SourceList): SourceList['role'] | 'names' {
	return list.role === 'points' &&
		list.items.length >= 4 &&
		list.items.every((item) => item.words <= 4 && !item.instruction && !item.question)
		? 'names'
		: list.role
}

// "**Loss of Intent**: If we force const everywhere it can work, we lose…": a point that opens on
// its own name. Too long for a list, or leaning on its label ("One Way to Do It: It is mental
// overhead…"), it is listed by the name.
const LABELLED_ITEM = /^(\p{Lu}[^:.!?]{2,48}):\s+\S/u
// "Fun with line-height! - fazendo coisas criativas…", "Sane Stack – um boilerplate…": a link
// roundup's item, its title, a dash, then what the author says of it.
const DASHED_ITEM = /^(\p{Lu}[^:.!?–—]{1,58}?[!?]?)\s+[-–—]\s+\S/u

/** A list's items as a post lists them: whole, or by their labels when the whole do not fit. */
// A list's items as this writer can post them, read once: each platform and shape asks again,
// and nothing they depend on changes while a writer writes (ADR 041). The array is shared: its
// readers copy it before sorting.
const listedByWriter = new WeakMap<Writer, Map<SourceList, ModelSentence[]>>()

function listedItems(writer: Writer, list: SourceList): ModelSentence[] {
	let known = listedByWriter.get(writer)
	if (!known) listedByWriter.set(writer, (known = new Map()))
	let items = known.get(list)
	if (!items) known.set(list, (items = usableListItems(writer, list)))
	return items
}

function usableListItems(writer: Writer, list: SourceList): ModelSentence[] {
	const role = roleOfItems(list)
	const whole = list.items.filter((item) => usableItem(writer, item, role))
	if (whole.length === list.items.length) return whole
	const named: ModelSentence[] = []
	for (const item of list.items) {
		const label = (LABELLED_ITEM.exec(item.text) ?? DASHED_ITEM.exec(item.text))?.[1]?.trim()
		const rest = label ? item.text.slice(label.length + 1).replace(/^\s*[-–—]/u, '') : ''
		if (!label || wordCount(label) < 2 || wordCount(label) > 7 || wordCount(rest) < 6) continue
		const byName = { ...item, text: label, words: wordCount(label), standsAlone: true }
		if (usableItem(writer, byName, role)) named.push(byName)
	}
	// Names and whole sentences side by side read as two lists: by name when most have one.
	return named.length >= 3 && named.length > whole.length ? named : whole
}

function usableItem(
	writer: Writer,
	item: ModelSentence,
	role?: SourceList['role'] | 'names',
): boolean {
	// "Spaghetti", "Peppercorns (you can also use pepper…)": an ingredient is a name, whole in one
	// word and under its list's heading.
	const ingredient = role === 'ingredients' || role === 'names'
	return (
		(item.standsAlone || ingredient) &&
		/^[\p{L}\p{N}"“«¿¡½¼¾⅓⅔]/u.test(item.text) &&
		// An English example inside a Spanish list reads as a mixed-language post; a few words
		// ("Utilizando Data URIs") are too few to tell a language by.
		(writer.language === 'en' || item.words < 5 || itemLanguage(item) === writer.language) &&
		// A link roundup's items are bare links, which elsewhere are asides ("see also", a series'
		// other parts): in a newsletter of links they are the text.
		(!item.aside || (role === 'links' && writer.model.kind === 'newsletter')) &&
		(item.words >= 2 || ingredient) &&
		// Figures are not words to read: "fell from 11.2% to 6.9%" is short.
		letterRunCount(item.text) <= 16 &&
		item.text.length <= 120 &&
		!clashesWithVoice(item.text, writer.voice) &&
		!containsAvoidedWord(item.text, writer.voice.avoidWords)
	)
}

const SHAPES: Record<Platform, PostShape[]> = {
	twitter: ['takeaway', 'quote', 'fact', 'question', 'list', 'new-post'],
	linkedin: ['lesson', 'list', 'story', 'fact', 'question', 'quote', 'recipe'],
	instagram: ['story', 'list', 'recipe', 'takeaway', 'quote'],
}

function shapeScore(
	writer: Writer,
	platform: Platform,
	shape: PostShape,
	ing: Ingredients,
): number {
	const { model, goal, voice } = writer
	const kind = model.kind
	const t = voice.traits
	let score = 1
	switch (shape) {
		case 'takeaway':
		case 'lesson':
			if (ing.thesis.length === 0) return 0
			score = 1.2
			if (kind === 'essay' || kind === 'howto' || kind === 'announcement') score *= 1.2
			if (goal.intent === 'leads' || goal.intent === 'awareness') score *= 1.25
			if (voice.register === 'formal' || t.has('authoritative') || t.has('concise')) score *= 1.15
			break
		case 'quote': {
			if (!ing.thesis.some(isQuotable)) return 0
			// On LinkedIn a quote is a guest's passage: the one way a conversation reads as a post
			// (remarks drawn from across an interview jump).
			if (platform !== 'twitter' && kind !== 'transcript') return 0
			score = 1.05
			if (platform !== 'twitter') score *= 1.5
			if (kind === 'essay' || kind === 'transcript' || kind === 'story') score *= 1.25
			if (goal.intent === 'awareness') score *= 1.35
			if (t.has('bold') || t.has('calm')) score *= 1.2
			break
		}
		case 'fact':
			if (ing.facts.length === 0) return 0
			score = 1
			// A case study is read for its result: the figure leads.
			if (kind === 'case-study') score *= 1.8
			else if (kind === 'announcement') score *= 1.5
			if (goal.intent === 'sales' || goal.intent === 'event') score *= 1.3
			if (voice.register === 'formal' || t.has('authoritative')) score *= 1.2
			break
		case 'question':
			if (ing.questions.length === 0 && goal.intent !== 'engagement' && !writer.titleQuestion)
				return 0
			score = ing.questions.length > 0 ? 1.05 : 0.8
			// "¿Qué son los ingenieros 10x?": a title that asks is the hook X lacks (it shows no title).
			if (platform === 'twitter' && writer.titleQuestion) score = 1.6
			if (goal.intent === 'engagement') score *= 1.6
			if (goal.intent === 'traffic') score *= 1.2
			if (t.has('humor') || t.has('warm')) score *= 1.15
			break
		case 'list':
			if (ing.lists.length === 0) return 0
			score = 1.15
			if (kind === 'listicle' || kind === 'newsletter' || kind === 'howto') score *= 1.45
			// A release is posted as what is new in it.
			if (kind === 'announcement' && ing.lists.some((l) => l.outline)) score *= 1.45
			if (kind === 'case-study' && ing.lists.some((l) => RESULTS_HEADING.test(l.heading ?? '')))
				score *= 2.2
			// A caption has room for the whole list: that is what a listicle is on Instagram.
			if (kind === 'listicle' && platform === 'instagram') score *= 1.4
			// Two of five steps on X cook nothing; the caption has room for the method.
			if (kind === 'recipe' && platform === 'twitter') return 0
			if (kind === 'recipe') score *= platform === 'instagram' ? 0.8 : 1.3
			if (goal.intent === 'traffic' || goal.intent === 'leads') score *= 1.2
			if (t.has('instructive')) score *= 1.25
			break
		case 'new-post':
			if (!model.title || wordCount(model.title) < 2 || wordCount(model.title) > 14) return 0
			score = 0.75
			if (goal.intent === 'traffic') score *= 1.3
			if (kind === 'transcript' || kind === 'newsletter' || kind === 'announcement') score *= 1.3
			break
		case 'story':
			if (platform === 'instagram') {
				score = 1.1
				if (ing.stories.length > 0) score *= 1.2
			} else {
				if (ing.stories.length === 0) return 0
				score = 1
			}
			if (kind === 'story' || kind === 'essay') score *= 1.3
			// A conversation's lines read as a story only on X and LinkedIn's two lines; a caption of
			// five remarks from across an interview jumps. The guest's point, said by name, reads on.
			if (kind === 'transcript') score *= platform === 'instagram' ? 0.6 : 1.3
			// A guide, a release or a list is not a story: its passages do not read as one.
			if (
				kind === 'howto' ||
				kind === 'announcement' ||
				kind === 'newsletter' ||
				kind === 'listicle'
			)
				score *= 0.7
			if (goal.intent === 'community' || goal.intent === 'engagement') score *= 1.3
			if (t.has('humor') || t.has('warm') || t.has('candid')) score *= 1.2
			// One person's moments told by a team ("I see the joy on a kid's face" from the market's
			// association) are not the team's story to tell.
			if (
				writer.speaksAsOrganisation &&
				ing.stories.filter((s) => notOwnFirstPerson(writer, s.text)).length * 2 > ing.stories.length
			)
				score *= 0.4
			break
		case 'recipe':
			if (kind !== 'recipe' || !ing.lists.some((l) => l.role === 'ingredients') || !model.title)
				return 0
			// On LinkedIn what the dish is and what goes in, when no other shape has a point to make.
			score = platform === 'linkedin' ? 0.5 : 2
			break
	}
	// Equally fitting shapes: the voice decides.
	score *= 1 + (((voice.seed >>> (SHAPES[platform].indexOf(shape) * 3)) & 7) / 7) * 0.18
	return score
}

function chooseShapes(
	writer: Writer,
	platform: Platform,
	ing: Ingredients,
	avoid: PostShape[],
): PostShape[] {
	return SHAPES[platform]
		.map((shape) => ({
			shape,
			score:
				shapeScore(writer, platform, shape, ing) *
				// A guest's passage on LinkedIn or Instagram is not X's one-line quote.
				(avoid.includes(shape) && !(platform !== 'twitter' && shape === 'quote') ? 0.7 : 1),
		}))
		.filter((s) => s.score > 0)
		.sort((a, b) => b.score - a.score)
		.map((s) => s.shape)
}

// ---------------------------------------------------------------------------------------------
// Rendering

function bulletFor(writer: Writer, platform: Platform): string {
	if (platform === 'instagram' && writer.voice.useEmoji && writer.voice.register !== 'formal')
		return '✔️'
	if (platform === 'linkedin') return writer.voice.register === 'formal' ? '–' : '→'
	return '•'
}

const GENERIC_HEADING =
	/^(?:show notes|notes|links|resources|ingredients|directions|steps|method|summary|overview|introduction|intro|conclusion|ok|notas|enlaces|recursos|ingredientes|pasos|resumen|introducción|conclusión|links|recursos|passos|resumo|introdução|conclusão)$/iu

function twinSentences(sentences: readonly ModelSentence[]): Map<number, number[]> {
	const byText = new Map<string, number[]>()
	for (const s of sentences) {
		const key = fold(s.text)
		byText.set(key, [...(byText.get(key) ?? []), s.index])
	}
	const twins = new Map<number, number[]>()
	for (const group of byText.values())
		if (group.length > 1) for (const index of group) twins.set(index, group)
	return twins
}

// While one generation is written the same texts are folded again and again (each sentence by
// the twin check and the title check, a section's heading for each of its sentences): each is
// folded once. buildWriter empties this at the start of every generation, so nothing carries
// over from one request to the next (ADR 035).
const foldedTexts = new Map<string, string>()

function fold(text: string): string {
	let folded = foldedTexts.get(text)
	if (folded === undefined) {
		// Letters and digits by table, as the pattern /[^\p{L}\p{N}]+/gu spaces them (ADR 039).
		folded = spacedWords(text.toLowerCase()).trim()
		if (foldedTexts.size >= 10_000) foldedTexts.clear()
		foldedTexts.set(text, folded)
	}
	return folded
}

/** A list's heading as the line that introduces it, when it says what the items are. */
const STEP_LABEL =
	/^(?:step|paso|passo|etapa|hora|hour|day|día|dia|week|semana|part|parte)\s*\d{1,2}\b/iu

function listIntroFromHeading(writer: Writer, list: SourceList): string | null {
	// A guide's outline is introduced by what the guide is: "How to price your first freelance
	// project:" (its aside in brackets left out).
	const heading = (list.outline ? list.heading?.replace(/\s*\([^)]*\)\s*$/u, '') : list.heading)
		?.replace(/^\s*\d+[.)]\s*/u, '')
		.trim()
	if (!heading || GENERIC_HEADING.test(fold(heading))) return null
	// "Hora 3: recortar" labels one step; it says nothing about the items under it.
	if (STEP_LABEL.test(heading)) return null
	const count = wordCount(heading)
	// "CSS", "JS": a roundup's section named by an acronym says what its links are about.
	if ((count < 2 && !/^\p{Lu}{2,6}$/u.test(heading)) || count > 14 || heading.length > 110)
		return null
	if (/[([]|\.\.\.|…/u.test(heading)) return null
	if (count >= 6 && detectLanguage(heading) !== writer.language) return null
	if (clashesWithVoice(heading, writer.voice)) return null
	// "Tem todos os outros pontos" goes on from the section before it.
	if (pointsElsewhere(heading, writer.language)) return null
	const written = list.outline ? sentenceCased(heading, bodyOf(writer.model)) : heading
	if (/[?:]$/u.test(written)) return written
	return `${written.replace(/[.!;,]+$/u, '')}:`
}

function bodyOf(model: SourceModel): string {
	return model.sentences.map((s) => s.text).join(' ')
}

/**
 * A listicle's title says what its items are: "7 Mistakes First-Time Airbnb Hosts Make (I Made
 * Five of Them)" introduces three of them as "Mistakes first-time Airbnb hosts make:" (the count
 * only when every item is shown).
 */
function listIntroFromTitle(writer: Writer, list: SourceList, shown: number): string | null {
	const title = writer.model.title
	if (
		!title ||
		(list.heading &&
			!GENERIC_HEADING.test(fold(list.heading)) &&
			fold(list.heading) !== fold(title))
	)
		return null
	const counted = /^(\d{1,2})\s+(?=\p{L})/u.exec(title)
	// A listicle's title names its items; so does a show's ("Preventing and Dealing with
	// Burnout": what is talked about), where X otherwise shows a stock "The good stuff:".
	if (!counted && writer.model.kind !== 'listicle' && writer.model.kind !== 'transcript')
		return null
	let intro = title
		.replace(/\s*[([][^)\]]*[)\]]\s*$/u, '')
		.replace(/[.!;,:]+$/u, '')
		.trim()
	if (counted && shown < list.items.length) intro = intro.slice(counted[0].length)
	intro = sentenceCased(intro, bodyOf(writer.model))
	intro = intro.charAt(0).toLocaleUpperCase(writer.language) + intro.slice(1)
	const count = wordCount(intro)
	if (count < 2 || count > 12 || /[?:]|\.\.\.|…/u.test(intro)) return null
	if (clashesWithVoice(intro, writer.voice)) return null
	return `${intro}:`
}

// "Five things I read this week that are worth your coffee.": the author's own lead-in says what
// the items are.
const LEAD_IN_NOUN =
	/(?<![\p{L}])(?:things|links|reads|picks|tools|ideas|tips|lessons|ways|books|articles|posts|resources|stories|finds|cosas|enlaces|consejos|lecturas|herramientas|coisas|dicas|leituras|ferramentas)(?![\p{L}])/iu

function listIntroFromLeadIn(writer: Writer, list: SourceList): string | null {
	const first = list.items[0]
	if (!first) return null
	const lead = writer.model.sentences[first.index - 1]
	if (
		!lead ||
		lead.blockKind !== 'paragraph' ||
		// A line that ends on a colon stands alone when what it introduces is shown after it.
		!(
			lead.standsAlone ||
			(introducesItems(lead) &&
				standAlone(
					lead.text.replace(/,?\s*(?:que s[aã]o|que son|which are|namely)?:\s*$/u, ':'),
					writer.language,
					writer.model.names,
					true,
				).ok)
		) ||
		lead.aside ||
		lead.question ||
		lead.words > 16 ||
		!(LEAD_IN_NOUN.test(lead.text) || introducesItems(lead)) ||
		clashesWithVoice(lead.text, writer.voice)
	)
		return null
	return `${say(writer, lead)
		.replace(/[.!:]+$/u, '')
		.replace(/,?\s*(?:que s[aã]o|que son|which are|namely)$/iu, '')}:`
}

/** "As vantagens são várias:": the author's own line ends on a colon to introduce the items. */
function introducesItems(lead: ModelSentence | undefined): boolean {
	return lead !== undefined && /:\s*$/u.test(lead.original)
}

function listItemText(item: ModelSentence, writer: Writer): string {
	// '"Async" doesn't mean "whenever."' ends inside its quote: the list drops that stop too.
	return say(writer, item)
		.replace(/[.;]$/u, '')
		.replace(/[.;](["”»'’])$/u, '$1')
}

/** A how-to, a recipe or a text of steps and tips: what readers answer with is a tip. */
function instructive(writer: Writer): boolean {
	const { kind } = writer.model
	if (kind === 'howto' || kind === 'recipe') return true
	const pool = writer.pool
	// "Day one, you mix 50 grams of flour": telling the reader what to do is instruction too.
	const told = pool.filter(
		(s) =>
			s.instruction ||
			(!s.question &&
				/(?:^|,\s)you\s+(?!can|could|might|may|will|would|should|are|were)\p{Ll}+/u.test(s.text)),
	).length
	return pool.length > 0 && told / pool.length >= 0.3
}

const DEMO_OFFER =
	/(?<![\p{L}])(?:demos?|demostraci[oó]n|demonstra[cç][aã]o|walkthrough|trial)(?![\p{L}])/iu

const NOT_READ =
	/(?<![\p{L}])(?:courses?|training|workshops?|programs?|programmes?|bootcamps?|class(?:es)?|tools?|apps?|platform|products?|shop|store|services?|community|events?|cursos?|formaci[oó]n|talleres?|programas?|herramientas?|plataforma|tienda|comunidad|treinamentos?|oficinas?|ferramentas?|loja|comunidade|produtos?|productos?|portfolios?|portf[oó]lios?|portafolios?|showroom|galler(?:y|ies)|galer[ií]as?)(?![\p{L}])/iu

const FILLER_ADVERB =
	/^(?:just|simply|really|very|basically|actually|literally|totally|truly|honestly|obviously|clearly|definitely)$/iu

const PRODUCT_OFFER =
	/(?<![\p{L}])(?:platform|app|apps|tool|software|service|saas|product|extension|plugin|api|plataforma|aplicaci[oó]n|aplicativo|herramienta|ferramenta|servicio|servi[cç]o|produto|producto|extens[aã]o|extensi[oó]n)(?![\p{L}])/iu

/** "my course on running a small software business" is a course: what it is about is not it. */
function offerHead(offer: string): string {
	return offer.split(/\s+(?:on|about|for|in|of|de|sobre|para|em|en)\s+/u)[0] ?? offer
}

// Only where nothing else is named with it: "Síguenos en Instagram y TikTok" keeps its places.
const ON_INSTAGRAM =
	/\s+(?:on|en|no|em)\s+(?:Instagram|IG)(?=\s*$|[.,;!?]|\s+(?:para|pra|for|to|e|y|and)\s+(?!TikTok|YouTube|Facebook|X\b|Twitter|LinkedIn|Threads))/u

/** The goal's call to action; with the number to ring when the goal gives one. */
function ctaLine(writer: Writer, platform: Platform, n: number, tellsStory = false): string {
	const said = withDeadline(writer, goalCtaLine(writer, platform, n, tellsStory))
	// "Peça seu orçamento por DM.": a line whose link slot stayed empty ends as a sentence.
	const line =
		writer.link === null && DIRECT_MESSAGE.test(writer.goal.via ?? '') && !/[.!?]$/u.test(said)
			? `${said}.`
			: said
	const phone = writer.goal.phone
	if (!phone || line.includes(phone)) return line
	// "Book a table for the new winter menu: call 01753 682707."
	const call = fill(writer, PHRASES[writer.language].cta.callNumber[writer.registerIndex][0] ?? '')
	// "Book a table: https://anchor.pub/book · Call 01753 682707.": a link stays a link.
	if (/[.!?]$/u.test(line)) return `${line} ${capitalise(call)} ${phone}.`
	return writer.link !== null
		? `${line} · ${capitalise(call)} ${phone}.`
		: `${line.replace(/\s*[:→]\s*$/u, '')}: ${call.charAt(0).toLowerCase()}${call.slice(1)} ${phone}.`
}

/**
 * "Inscríbase en el sorteo de 40 parcelas hasta el 15 de mayo": the goal's last day, right after
 * what it is the last day for. A line that does not name that leaves it out.
 */
function withDeadline(writer: Writer, line: string): string {
	const { deadline } = writer.goal
	// A sale's last day is its offer's ("com 20% de desconto até domingo"), not the product's.
	const opening = deadline?.split(' ').slice(0, 2).join(' ')
	if (!deadline || !opening || writer.goal.intent === 'sales' || line.includes(opening)) return line
	const named = [writer.goal.reserve, writer.product, writer.offer].find(
		(text): text is string => !!text && line.includes(text),
	)
	if (!named) return line
	const at = line.indexOf(named) + named.length
	return `${line.slice(0, at)} ${deadline}${line.slice(at)}`
}

function goalCtaLine(writer: Writer, platform: Platform, n: number, tellsStory = false): string {
	const { goal } = writer
	const cta = PHRASES[writer.language].cta
	// A number to ring or a direct message is no link: Instagram says it in the caption too.
	const bio =
		platform === 'instagram' &&
		!((goal.phone || DIRECT_MESSAGE.test(goal.via ?? '')) && writer.link === null)
	const linked = writer.link !== null
	// A concise voice closes with the shortest of the equally good wordings.
	const pickFrom = (table: ByRegister) =>
		fill(
			writer,
			writer.voice.traits.has('concise')
				? shortestPhrase(writer, table) || phrase(writer, table, n)
				: phrase(writer, table, n),
		)
	// "Take the survey: https://…": the goal's own action when it asks for one, in its words when
	// they are the post's language; a link the goal gives is never left out.
	// "Síguenos en Instagram para más recetas" under an Instagram post: the reader is there
	// already, so the action is said without the place and without a link.
	if (
		bio &&
		goal.action &&
		ON_INSTAGRAM.test(goal.action) &&
		detectLanguage(goal.action) === writer.language
	)
		return `${fill(writer, '{action}').replace(ON_INSTAGRAM, '')}.`
	// "Sígueme en el reto #30díasdeblog y comenta tu propia historia": done right here, no link.
	if (
		!linked &&
		!goal.wantsLink &&
		goal.action &&
		(goal.intent === 'engagement' || goal.intent === 'awareness') &&
		detectLanguage(goal.action) === writer.language
	)
		return `${fill(writer, '{action}')}.`
	if (
		linked &&
		(goal.intent === 'engagement' || goal.intent === 'awareness') &&
		(goal.action || goal.url)
	)
		return goal.action && detectLanguage(goal.action) === writer.language
			? pickFrom(bio ? cta.actionBio : cta.action)
			: pickFrom(bio ? cta.detailsBio : cta.details)
	// "Book a table for Sunday lunch": a table is booked, not a call about it.
	if (goal.reserve) return pickFrom(bio ? cta.reserveBio : cta.reserve)
	// "Get more people to save and share my recipes": a question asks for something else.
	if (goal.saveShare) return pickFrom(cta.saveShare)
	switch (goal.intent) {
		case 'traffic':
			// "Listen to episode 112", not "Read episode 112"; without an offer, the second line.
			// A channel is subscribed to, whatever the offer: "Inscreva-se no canal".
			if (goal.medium === 'subscribe') return pickFrom(bio ? cta.subscribeBio : cta.subscribe)
			if (goal.medium) {
				const table = cta[`${goal.medium}${bio ? 'Bio' : ''}` as 'listen' | 'listenBio']
				const lines = table[writer.registerIndex]
				// Without an offer the second line names what to hear or watch ("Escucha el episodio
				// completo"); with one, the offer by name.
				const line = writer.offer ? (lines[0] ?? '') : (lines[1] ?? lines[0] ?? '')
				return fill(writer, line)
			}
			// "Get people to visit the truck this weekend": a place is visited, not read.
			if (goal.visit) return pickFrom(bio ? cta.visitBio : cta.visit)
			// "Read our Rust training courses" is no sentence: a course, a tool or a shop is explored.
			if (writer.offer && NOT_READ.test(writer.offer))
				return pickFrom(bio ? cta.traffic.exploreBio : cta.traffic.explore)
			if (bio) return pickFrom(writer.offer ? cta.traffic.bioOffer : cta.traffic.bio)
			return pickFrom(writer.offer ? cta.traffic.offer : cta.traffic.generic)
		case 'leads':
			// "Receber pedidos de orçamento pelo WhatsApp": a quote is asked for, where the goal says.
			if (goal.quote) {
				const table = goal.quoteOf
					? goal.via
						? bio
							? cta.quoteOfViaBio
							: cta.quoteOfVia
						: bio
							? cta.quoteOfBio
							: cta.quoteOf
					: goal.via
						? bio
							? cta.quoteViaBio
							: cta.quoteVia
						: bio
							? cta.quoteBio
							: cta.quote
				return inGoalsQuoteWord(pickFrom(table), writer)
			}
			// "Book demos of our leave management software": the demo of it, not a call about it.
			if (goal.demo && writer.offer && !MEETING.test(writer.offer))
				return pickFrom(bio ? cta.demoBio : cta.demo)
			// "Apply to our spring cohort": applications, by name.
			if (goal.apply && writer.offer) return pickFrom(bio ? cta.applyBio : cta.apply)
			// "Generate leads for our CI platform": a product is tried, not joined.
			if (
				writer.offer &&
				(goal.trial || (goal.leadKind === 'signup' && PRODUCT_OFFER.test(offerHead(writer.offer))))
			)
				return pickFrom(bio ? cta.trialBio : cta.trial)
			// "Book a free audit", but "Book a call about our engineering management consulting":
			// a service is talked about on a call, not booked like one.
			if (bio && goal.leadKind === 'call')
				return pickFrom(
					!writer.offer
						? cta.callBioGeneric
						: MEETING.test(writer.offer)
							? cta.callBio
							: cta.callAboutBio,
				)
			// "Get founders to subscribe to my newsletter": on Instagram too, the newsletter by name.
			if (bio && goal.leadKind === 'newsletter')
				return pickFrom(namesItsNewsletter(writer) ? cta.newsletterOfferBio : cta.newsletterBio)
			if (bio)
				return pickFrom(
					goal.leadKind === 'download' && writer.offer
						? cta.downloadBio
						: // "Promote our free coding bootcamp": the bio link signs up for it by name.
							goal.leadKind === 'signup' && writer.offer && !DOWNLOADABLE.test(writer.offer)
							? cta.signupOfferBio
							: cta.leadsBio,
				)
			// A newsletter the goal names is the one to subscribe to, with its own words.
			if (goal.leadKind === 'newsletter')
				return pickFrom(namesItsNewsletter(writer) ? cta.newsletterOffer : cta.newsletter)
			if (goal.leadKind === 'call')
				return pickFrom(
					writer.offer && !MEETING.test(writer.offer)
						? cta.callAbout
						: writer.offer &&
							  (OWN_DETERMINER[writer.language].test(writer.offer) ||
									// "a free consult for your nonprofit's next fundraiser" is booked as the goal says.
									/^(?:a|an|free|un|una|um|uma)\s/iu.test(writer.offer))
							? // "Want to see it for yourself?" asks about a demo, not a call.
								DEMO_OFFER.test(writer.offer)
								? cta.callOffer
								: cta.callBook
							: cta.call,
				)
			// "Conseguir inscripciones para nuestro bootcamp": people sign up for it, they do not
			// download it. A guide, a checklist or a template is downloaded.
			if (writer.offer && goal.leadKind === 'signup' && !DOWNLOADABLE.test(writer.offer))
				return pickFrom(cta.signupOffer)
			if (writer.offer) return pickFrom(cta.download)
			return pickFrom(cta.signup)
		case 'sales':
			// "Get our refurbished ThinkPad X220 ($229): [link]": the price the goal gives, by the name.
			if (goal.price && writer.product && !writer.product.includes(goal.price))
				return goalCtaLine(
					{
						...writer,
						product: `${writer.product} (${goal.price})`,
						goal: { ...goal, price: null },
					},
					platform,
					n,
					tellsStory,
				)
			if (goal.preorder && writer.product) return pickFrom(bio ? cta.preorderBio : cta.preorder)
			if (goal.order && writer.product)
				return pickFrom(
					goal.via ? (bio ? cta.orderViaBio : cta.orderVia) : bio ? cta.orderBio : cta.order,
				)
			if (bio) return pickFrom(writer.product ? cta.salesProductBio : cta.salesBio)
			return pickFrom(writer.product || writer.offer ? cta.salesProduct : cta.salesGeneric)
		case 'engagement':
			// The goal's own question ("How do you decide what to say no to?") is the one to ask.
			if (goal.question && detectLanguage(goal.question) === writer.language) return goal.question
			// "Share your own stories": an invitation to tell one, not "Agree, or not quite?". A
			// post that tells the author's own moment asks for the reader's too; "Concorda?" under
			// "Meu burnout veio num dia que eu acordei…" reads as if the author had argued something.
			if (goal.wantsStories || tellsStory) return pickFrom(cta.stories)
			// "Agree? Disagree?" under a method reads oddly: readers add their own tricks.
			return pickFrom(instructive(writer) ? cta.engagementTips : cta.engagement)
		case 'awareness':
			// "Save this for later" is for tips and steps; under a story or an episode it asks
			// readers to keep something they will not come back to.
			return pickFrom(instructive(writer) ? cta.awareness : cta.awarenessShare)
		case 'community':
			// "Aumentar seguidores no Instagram": readers are asked to follow.
			if (goal.follow && !writer.offer) return pickFrom(cta.follow)
			// "Que más personas se unan a nuestra comunidad en Discord": the community by its name.
			if (writer.offer) return pickFrom(bio ? cta.communityOfferBio : cta.communityOffer)
			if (linked && !bio) return pickFrom(cta.communityLink)
			if (goal.question && detectLanguage(goal.question) === writer.language) return goal.question
			return pickFrom(goal.wantsStories ? cta.stories : cta.community)
		case 'hiring':
			// Mentors and volunteers take part; they are not hired.
			if (writer.offer && VOLUNTEER_ROLE.test(writer.offer))
				return pickFrom(bio ? cta.volunteerBio : cta.volunteer)
			if (bio) return pickFrom(writer.offer ? cta.hiringBio : cta.hiringBioGeneric)
			if (!writer.offer) return pickFrom(cta.hiringGeneric)
			// "Join us as remote senior engineers" reads as one person being several: a role in the
			// plural is hired, not joined as.
			return pickFrom(PLURAL_ROLE.test(writer.offer) ? withoutJoinAs(cta.hiring) : cta.hiring)
		case 'event':
			if (bio) return pickFrom(writer.offer ? cta.eventBio : cta.eventBioGeneric)
			return pickFrom(writer.offer ? cta.event : cta.eventGeneric)
	}
}

/** "my newsletter", "The Friday Diff": the goal names its own newsletter, to subscribe to by name. */
/** A quote line in the goal's own word for it: "Faça sua cotação" for "Cotações de seguro". */
function inGoalsQuoteWord(line: string, writer: Writer): string {
	const wording = QUOTE_WORDING[writer.language]
	if (!writer.goal.quoteWord || !wording.goal.test(writer.goal.quoteWord)) return line
	return wording.swaps.reduce((text, [pattern, word]) => text.replace(pattern, word), line)
}

function namesItsNewsletter(writer: Writer): boolean {
	return (
		writer.offer !== null &&
		(OWN_DETERMINER[writer.language].test(writer.offer) || /^\p{Lu}/u.test(writer.offer))
	)
}

function label(writer: Writer, s: ModelSentence, n: number): string {
	const labels = PHRASES[writer.language].labels
	// "The lesson: The thing nobody tells you…" says it twice.
	if (s.insight) return ''
	if (writer.voice.opener) return writer.voice.opener
	// The voice's own catchphrase ("ok but…") opens every other post.
	const own = writer.voice.interjections
	if (own.length > 0 && ((writer.voice.seed >>> 4) + n) % 2 === 0)
		return own[((writer.voice.seed >>> 6) + n) % own.length] ?? ''
	// Labels are a habit of some voices: instructive and playful ones reach for them, calm,
	// candid and concise ones let the sentence speak.
	const t = writer.voice.traits
	const quiet = t.has('calm') || t.has('concise') || (t.has('candid') && !t.has('humor'))
	const keen = t.has('humor') || t.has('instructive') || t.has('bold')
	const uses = quiet
		? ((writer.voice.seed >>> 5) + n) % 4 === 0
		: keen || writer.voice.register === 'casual' || ((writer.voice.seed >>> 5) + n) % 3 === 0
	if (!uses) return ''
	// A label promises what follows: "The figure:" only before an amount, "The lesson:" only
	// before what the author stresses as their lesson.
	// "The big lesson: do we really need a dependency for this?": a question is no lesson.
	// "Usar puntuación… es innecesario": an infinitive that is the subject of "es" states a
	// fact; "Try this:" before it promises a step that is not there.
	const statesAFact =
		writer.language !== 'en' &&
		/^\p{L}+(?:ar|er|ir)\s(?:[^.!?]*?\s)?(?:es|son|era|é|são|era)\s/iu.test(s.text)
	const table = s.question
		? null
		: s.instruction && !statesAFact
			? labels.tip
			: AMOUNT.test(s.text)
				? labels.fact
				: s.lesson && (s.emphasised || s.conclusion)
					? labels.lesson
					: null
	return table ? phrase(writer, table, n + (writer.voice.seed >>> 9)) : ''
}

const AMOUNT =
	/[$€£]\s?\d|\d\s?%|(?<![\p{L}])\d[\d.,]*\s?(?:k|m|bn|million|billion|millones|milhões|mil|percent|por ciento|por cento)(?![\p{L}])/iu

/** For tests: a label put before an English sentence. */
export function withLabelForTest(labelText: string, sentence: string): string {
	return withLabel(labelText, sentence, 'en')
}

function withLabel(labelText: string, sentence: string, language: ContentLanguage): string {
	// "Remember: the most important part…" has its own label; "Try this: Remember: …" has two.
	if (!labelText || /^[\p{L}'’ ]{2,24}:\s/u.test(sentence)) return sentence
	// "Try this: Try to catch yourself…" says its verb twice.
	// ("The lesson: The goal of…" keeps its label: an article is no verb.)
	const labelVerb = /^\p{L}+/u.exec(labelText)?.[0]?.toLocaleLowerCase()
	if (
		labelVerb &&
		!/^(?:the|a|an|one|el|la|los|las|un|una|o|os|as|um|uma)$/u.test(labelVerb) &&
		labelVerb === /^\p{L}+/u.exec(sentence)?.[0]?.toLocaleLowerCase()
	)
		return sentence
	// "ok but your chair matters…": a catchphrase runs into the sentence; a name keeps its capital.
	// Spanish and Portuguese write on in lower case after a colon ("El dato: mis precios…").
	const first = /^\p{Lu}\p{Ll}+(?![\p{L}])/u.exec(sentence)?.[0] ?? ''
	// After a Spanish or Portuguese label any common word goes lower case ("Experimente:
	// coloque o produto…"); a person's name keeps its capital.
	const latinAfterColon =
		language !== 'en' && /:$/u.test(labelText) && first !== '' && !isCommonFirstName(first)
	if (
		latinAfterColon ||
		((!/[:—–-]$/u.test(labelText) || (language !== 'en' && /:$/u.test(labelText))) &&
			COMMON_OPENING_WORD.test(sentence))
	)
		return `${labelText} ${sentence.charAt(0).toLocaleLowerCase()}${sentence.slice(1)}`
	return `${labelText} ${sentence}`
}

const COMMON_OPENING_WORD =
	/^(?:the|a|an|your|you|my|we|it|this|that|our|if|when|most|every|all|no|some|there|what|how|why|el|la|los|las|un|una|unos|unas|tu|tus|mi|mis|su|sus|nuestro|nuestra|si|cuando|hace|hay|ya|lo|o|os|as|um|uma|seu|sua|seus|suas|meu|minha|meus|minhas|nosso|nossa|se|quando|há|eu|nós|já|sé|creo|pienso|yo|muchas|muchos|todo|todos|toda|todas|cada|en|con|para|por|desde|sei|acho|penso|muita|muitas|muito|muitos|tudo|em|com|depois|antes)(?![\p{L}])/iu

/**
 * The last touches of the voice on a finished post: the words it writes masked ("Sh*tty"), and
 * "lowercase vibes" (the whole post in lower case, except links and hashtags).
 */
function finishedInVoice(text: string, voice: VoiceProfile): string {
	text = maskProfanity(text, voice)
	if (!voice.lowercase) return text
	return inLowerCase(text)
}

function joinBlocks(blocks: Array<string | null | undefined | false>): string {
	return blocks.filter((b): b is string => typeof b === 'string' && b.trim() !== '').join('\n\n')
}

// X counts a link as 23 characters whatever its length; the placeholder will become one.
function xLength(text: string): number {
	const placeholders = text.split(LINK_PLACEHOLDER).length - 1
	return twitterWeightedLength(text) + placeholders * (23 - LINK_PLACEHOLDER.length)
}

function measureFor(platform: Platform): Measure {
	return platform === 'twitter' ? xLength : countGraphemes
}

function hashtagsFor(writer: Writer, platform: Platform, count: number, exclude: string): string[] {
	if (count <= 0 && writer.voice.brandHashtags.length === 0) return []
	const present = new Set(extractHashtags(exclude).map((t) => t.toLowerCase()))
	const text = writer.model.analysis.plainText
	const allowed = (tag: string) =>
		!present.has(tag.toLowerCase()) &&
		!containsAvoidedWord(tag.slice(1), writer.voice.avoidWords) &&
		!clashesWithVoice(tag.slice(1), writer.voice)
	// The brand's own tags come first; the topic's fill the rest.
	const own = writer.voice.brandHashtags.filter((tag) => !present.has(tag.toLowerCase()))
	const ownKeys = new Set(own.map((tag) => tag.toLowerCase()))
	const strong = writer.model.hashtags.filter(
		(tag) => allowed(tag) && !ownKeys.has(tag.toLowerCase()),
	)
	if (writer.voice.onlyBrandHashtags && own.length > 0) return own
	// "#Huw" beside "#HuwRichards": half of a name the post's tags already name; it leaves its
	// place empty rather than let a weaker tag in.
	// "#BairroMaurício" (from "bairro Maurício de Nassau") is a name cut in half.
	const tags = withoutNameParts(
		[...own, ...strong].slice(0, Math.max(count, own.length)),
		text,
	).filter((tag) => ownKeys.has(tag.toLowerCase()) || !cutFromAName(tag, text))
	if (
		platform === 'instagram' &&
		tags.length < PLATFORM_LIMITS.instagram.optimalHashtagsMin &&
		writer.seo
	) {
		// "#Outcome" and "#Outcomes" are one tag.
		const stem = (tag: string) => tag.toLowerCase().replace(/(?:es|s)$/u, '')
		const taken = new Set(tags.map(stem))
		const chosen = new Set(tags.map((tag) => tag.toLowerCase()))
		tags.push(
			...withoutNameParts([...tags, ...writer.model.fillerHashtags], text)
				.filter(
					(tag) =>
						!chosen.has(tag.toLowerCase()) &&
						allowed(tag) &&
						!cutFromAName(tag, text) &&
						!taken.has(stem(tag)),
				)
				.slice(0, PLATFORM_LIMITS.instagram.optimalHashtagsMin - tags.length),
		)
	}
	// "#Wwara" → "#WWARA": an acronym in the capitals the text writes it in.
	const written = tags.map((tag) =>
		ownKeys.has(tag.toLowerCase()) ? tag : inWrittenCase(tag, text),
	)
	const limit = writer.voice.hashtagLimit
	return limit === null ? written : written.slice(0, Math.max(limit, own.length))
}

// A voice that uses no hashtags gets none where a post does without them; Instagram is found
// through them, so it keeps the fewest that work.
function voiceTagCount(writer: Writer, platform: Platform): number {
	if (!writer.voice.hashtags) return platform === 'instagram' ? 3 : 0
	if (!writer.seo) return platform === 'instagram' ? 2 : 0
	if (platform === 'twitter') return 2
	if (platform === 'linkedin') return 3
	return Math.max(3, Math.min(7, writer.voice.hashtagHabit ?? 5))
}

/** "🎉 We're thrilled…": the source's own emoji opens the post; a second one would stack. */
function opensWithEmoji(text: string): boolean {
	return /^\p{Extended_Pictographic}/u.test(text)
}

function emojiPrefix(writer: Writer, platform: Platform, n: number): string {
	if (!writer.voice.useEmoji) return ''
	// On LinkedIn only a playful or warm voice opens with an emoji.
	const t = writer.voice.traits
	if (
		platform === 'linkedin' &&
		(t.has('authoritative') || !(t.has('humor') || t.has('warm') || t.has('optimistic')))
	)
		return ''
	// Instagram opens with the emoji that fits the content best; LinkedIn varies it. A voice that
	// names its emoji ("Emoji fine 🍺") opens with its own, on LinkedIn too.
	const own = writer.voice.emoji
	const choice =
		platform === 'instagram'
			? writer.emoji[0]
			: pick((own.length > 0 ? own : writer.emoji).slice(0, 2), n)
	return choice ? `${choice} ` : ''
}

type Parts = {
	opening: string
	body: string[]
	usedIdx: number[]
	/** a body block even a concise voice keeps on X ("Made with carrots, celery…") */
	essential?: string
	/** tells a moment of the author's own story: readers are asked for theirs */
	tellsStory?: boolean
	/**
	 * A recipe's method: shown whole or not at all (half the steps cook nothing), in a caption
	 * allowed to run longer than the usual target.
	 */
	method?: string
}

/** A long step up to its first semicolon, when that part is a step of its own. */
function firstPart(step: string): string | null {
	const head = /^([^;]{20,160});/u.exec(step)?.[1]
	return head ? `${head.trim()}.` : null
}

// A recipe caption with its ingredients and method is read in the kitchen, not in the feed.
const INSTAGRAM_RECIPE_TARGET = 2000

/** The post's opening and body for a shape, before the call to action and tags. */
function render(
	writer: Writer,
	platform: Platform,
	shape: PostShape,
	ing: Ingredients,
	n: number,
	/** whether the post may lead on a sentence an earlier platform of the set used */
	reuse = true,
): Parts | null {
	const measure = measureFor(platform)
	// A news item's first sentence says who did what, where and why in one go: a caption has room
	// for it whole.
	const short = (s: ModelSentence) =>
		platform === 'twitter'
			? s.words <= 30 ||
				ledeCutTo(writer, s, 30, true) ||
				// The point the author flags ("…minutiae that do not define that business") may run
				// to 36 words on X: assemble still takes it only whole, within X's hard limit.
				(s.insight && s.words <= 36)
			: s.words <= 40 ||
				(platform === 'instagram' &&
					s.words <= 50 &&
					s.opensBlock &&
					s.blockIndex <= 2 &&
					!s.firstPerson) ||
				(platform === 'linkedin' && ledeCutTo(writer, s, 40))
	const firstUnused = (list: ModelSentence[]) =>
		list.find((s) => !writer.used.has(s.index) && short(s)) ??
		(reuse ? list.find(short) : null) ??
		null
	switch (shape) {
		case 'takeaway':
		case 'lesson': {
			// Variety skips the strongest point every other time, but not when the goal's offer
			// is what the strongest point is about.
			const candidates = ing.thesis
				// The host's remarks and questions to the guest are not the point of a conversation;
				// the line that says who the guest is tells what the episode is.
				.filter((s) => !s.host || s.introducesGuest)
				.filter((s) => !needsItsQuestion(s))
				.filter((s) => !s.question || asksAboutTheText(writer, s))
			// "There was a bunch of math." or "I had an idea." (a beat of the story told around it)
			// leads a post only when nothing says more.
			const said = candidates.filter(
				(s) => !VAGUE.test(s.text) && !(s.narrative && s.words < 6 && !s.lesson && !s.emphasised),
			)
			const points = said.length > 0 ? said : candidates
			// With one point there is nothing to vary between. A point that says the title's words
			// ("Team working agreements embrace that tension…") is not skipped for variety.
			const lead = firstUnused(points)
			const title = fold(writer.model.title ?? '')
			const saysTitle =
				lead !== null &&
				(lead === writer.model.lede ||
					(title.split(/\s+/u).length >= 2 && fold(lead.text).includes(title)) ||
					(titleDefinition(writer.model)?.(lead.text) ?? false))
			const main =
				firstUnused(points.slice(writer.subjectKeys.size > 0 || saysTitle ? 0 : n % 2)) ??
				firstUnused(points)
			if (!main) return null
			// A case study is read for its result: a point without a figure is followed by it, even
			// when another platform's post led on it ("CVR increased 108%…").
			const result =
				writer.model.kind === 'case-study' && !main.hasNumber
					? caseStudyResult(writer, ing, main)
					: null
			const support = result ?? supportFor(writer, main, ing)
			const payoff = support !== null && support.hasNumber && !main.hasNumber && support.words <= 20
			const madeWith = madeWithLine(writer, platform, n)
			// An Instagram caption has room for a second point; a LinkedIn post of one short line
			// ("Most of the repetition was between similar directions.") needs one.
			const more =
				platform === 'instagram' || (platform === 'linkedin' && !support && main.text.length < 70)
					? (ing.thesis.find(
							(s) =>
								s.index !== main.index &&
								s.index !== support?.index &&
								!writer.used.has(s.index) &&
								!s.question &&
								!VAGUE.test(s.text) &&
								s.words >= 6 &&
								s.words <= 30 &&
								sameTurn(writer, s, main) &&
								// Another point of the same kind, not a piece of a story from elsewhere.
								(itemised(writer)
									? sameItem(s, main)
									: s.section === main.section || ((s.lesson || s.instruction) && !s.narrative)),
						) ?? null)
					: null
			return {
				opening:
					attributed(main, sayOpening(writer, main)) ??
					withLabel(label(writer, main, n), sayOpening(writer, main), writer.language),
				// A concise voice on X says one thing, unless the line after it is the figure it sets
				// up ("He migrado varios proyectos Django a uv. / El resultado: de 4 minutos a 45
				// segundos."): then that figure is what X keeps.
				body: [
					...(support && !(platform === 'twitter' && writer.voice.traits.has('concise') && !payoff)
						? [say(writer, support)]
						: []),
					// An Instagram caption has room for a second point.
					...(more ? [say(writer, more)] : []),
					...(madeWith ? [madeWith] : []),
				],
				...(madeWith
					? { essential: madeWith }
					: payoff && support
						? { essential: say(writer, support) }
						: {}),
				usedIdx: [main.index, ...(support ? [support.index] : []), ...(more ? [more.index] : [])],
				// "My colleague has just checked in the code…" is a moment of the author's story, not
				// a claim: "Agree, or not quite?" under it reads as if the author had argued something.
				tellsStory: main.firstPerson && main.narrative && !main.lesson && !main.insight,
			}
		}
		case 'quote': {
			if (platform !== 'twitter') return guestPassage(writer, ing, reuse)
			// A remark the speaker stressed is worth quoting however short.
			// A question quoted alone ("“How can you tell which one is which?”") asks about
			// something the post does not show.
			const quotable = (s: ModelSentence) =>
				isQuotable(s) &&
				!(s.question && s.speaker === null) &&
				s.words <= 32 &&
				(!needsItsQuestion(s) || s.emphasised)
			const main =
				ing.thesis.find((s) => quotable(s) && !writer.used.has(s.index)) ??
				(reuse ? ing.thesis.find(quotable) : undefined)
			// A quote is said whole: one cut to fit loses its closing mark and its point.
			if (!main || (platform === 'twitter' && main.text.length > 220)) return null
			const text = unquoted(sayQuoted(writer, main))
			// Who said it goes with the words: "“…” — Lena Ortiz".
			if (main.speaker)
				return { opening: `“${text}” — ${main.speaker}`, body: [], usedIdx: [main.index] }
			const title =
				writer.model.title && wordCount(writer.model.title) <= 12 ? `— ${writer.model.title}` : ''
			return { opening: `“${text}”`, body: title ? [title] : [], usedIdx: [main.index] }
		}
		case 'fact': {
			// A case study's figure is its result ("CVR increased 108%"), not the version of a tool
			// it used ("Google Analytics 4").
			const results =
				writer.model.kind === 'case-study'
					? ing.facts.filter((s) => MEASURED_RESULT.test(s.text))
					: []
			const main = firstUnused(results.length > 0 ? results : ing.facts)
			if (!main) return null
			const meaning = follower(writer, main)
			return {
				opening:
					attributed(main, say(writer, main)) ??
					withLabel(label(writer, main, n), say(writer, main), writer.language),
				body: meaning && !meaning.question ? [say(writer, meaning)] : [],
				usedIdx: [main.index, ...(meaning ? [meaning.index] : [])],
			}
		}
		case 'question': {
			const asked = platform === 'twitter' ? writer.titleQuestion : null
			// The title's question with the text's answer; a question alone says nothing.
			const titleAnswer = asked
				? ing.thesis.find(
						(s) =>
							!s.question && !writer.used.has(s.index) && s.words <= 28 && s.text.length <= 140,
					)
				: undefined
			if (asked && titleAnswer) {
				// Even a concise voice keeps the answer: the question alone says nothing.
				const said = say(writer, titleAnswer)
				return { opening: asked, body: [said], essential: said, usedIdx: [titleAnswer.index] }
			}
			// An example asked on the way ("Should we build npm into the browser?") is no opener.
			const question = firstUnused(ing.questions.filter((s) => asksAboutTheText(writer, s)))
			const answer = ing.thesis.find(
				(s) =>
					!s.question && s.index !== question?.index && !writer.used.has(s.index) && s.words <= 28,
			)
			if (!question && !answer) return null
			if (!question && answer) {
				// "…it's not really about the no." reads on into "It's about what the no makes room for."
				const next = follower(writer, answer)
				return {
					opening: say(writer, answer),
					body: next ? [say(writer, next)] : [],
					usedIdx: [answer.index, ...(next ? [next.index] : [])],
				}
			}
			if (!question) return null
			return {
				opening: say(writer, question),
				body: answer ? [say(writer, answer)] : [],
				usedIdx: [question.index, ...(answer ? [answer.index] : [])],
			}
		}
		case 'list': {
			// A shopping list is not an X post: on X a recipe is the dish and its trick.
			const lists =
				platform === 'twitter' ? ing.lists.filter((l) => l.role !== 'ingredients') : ing.lists
			const list = lists[n % Math.max(lists.length, 1)]
			if (!list) return null
			const items = listedItems(writer, list)
			// A concise voice posts the first points, not all of them; steps and a shopping list are
			// posted whole or not at all.
			const brief =
				writer.voice.traits.has('concise') && list.role !== 'steps' && list.role !== 'ingredients'
			const max = platform === 'instagram' ? (brief ? 4 : 6) : 3
			// Steps are posted whole or not at all: three of five steps make nothing.
			if (list.role === 'steps' && items.length > max) return null
			// Three of fourteen ingredients is no shopping list: LinkedIn says what the dish is made of.
			// Nor is a list that leaves out one of four ("5 dientes de ajo" without the cod).
			if (
				list.role === 'ingredients' &&
				platform !== 'instagram' &&
				(items.length > max || items.length < list.items.length)
			)
				return null
			const bullet = bulletFor(writer, platform)
			// The author's own lead-in says what the items are ("Here's what I thought would
			// happen when I disconnected:"); a stock intro only when the heading says too little.
			const untitled = !list.heading || fold(list.heading) === fold(writer.model.title ?? '')
			// "Atualmente existem 5 formas…:" above three of them promises two the post leaves out.
			const counted = /(?<![\p{L}\p{N}])(\d{1,2})\s+\p{L}/u.exec(
				listIntroFromLeadIn(writer, list) ?? '',
			)?.[1]
			const leadIn = counted && Number(counted) > max ? null : listIntroFromLeadIn(writer, list)
			const fromHeading = listIntroFromHeading(writer, list)
			// Under "1. Aprenderia inglês", "As vantagens são várias:" says what the items are and
			// the heading says of what: "Aprenderia inglês. As vantagens são várias:".
			const leadsIn = introducesItems(writer.model.sentences[(list.items[0]?.index ?? 0) - 1])
			// Under "Como usar?", "Atualmente existem 5 formas de se utilizar o SVG:" answers it.
			// "A stack escolhida" above "Para desenvolver o projeto, usei uma stack moderna…:" is
			// said again by the lead-in: the lead-in alone.
			const headingWords = (fromHeading ?? '')
				.split(/[^\p{L}\p{N}]+/u)
				.filter((word) => word.length >= 4)
				.map((word) => fold(word))
			const saidByLeadIn =
				leadIn !== null &&
				headingWords.length > 0 &&
				headingWords.filter((word) => fold(leadIn).includes(word)).length * 2 >= headingWords.length
			const ownIntro =
				(untitled || saidByLeadIn ? leadIn : null) ??
				(leadIn && fromHeading && leadsIn && fromHeading.endsWith(':')
					? `${fromHeading.replace(/:$/u, '.')} ${leadIn}`
					: null) ??
				(leadIn && fromHeading && leadsIn && fromHeading.endsWith('?')
					? `${fromHeading} ${leadIn}`
					: null) ??
				fromHeading
			// "Se pudesse contar uma história só com números ela seria assim:" is the only line that
			// says what "7 cirurgias, 5 namoradas" are: counts without it say nothing, and under the
			// title ("Hoje faço 30 anos, eis o que aprendi") they would say something false. Rules or
			// tips under the title still read as its ("Lidiar con las reacciones: • No beber…").
			const authorLead = writer.model.sentences[(list.items[0]?.index ?? 0) - 1]
			if (
				leadsIn &&
				!leadIn &&
				authorLead?.blockKind === 'paragraph' &&
				untitled &&
				items.every((item) => /^\d/u.test(item.text) && item.words <= 4)
			)
				return null
			// "• Gerou conteúdo? • Respondeu dúvidas?": questions are only points under the line that
			// says what they ask; "Key points:" above them says nothing.
			if (!ownIntro && items.length > 0 && items.every((item) => item.question)) return null
			const intro =
				ownIntro ??
				phrase(writer, PHRASES[writer.language].listIntro[list.role], n + (writer.voice.seed >>> 3))
			// A listicle's title is its hook ("9 things nobody tells you…"); otherwise a key line
			// that is not one of the items.
			const hook =
				writer.goal.intent === 'traffic' ||
				platform === 'twitter' ||
				// A guide's outline under its own title needs no other line above it.
				list.outline ||
				(writer.model.kind === 'listicle' && writer.model.title)
					? null
					: ing.thesis.find(
							(s) =>
								!writer.used.has(s.index) &&
								s.words <= 22 &&
								!list.items.some((item) => item.index === s.index) &&
								// A recap's sections are separate threads: "I started 2016 at 146 pounds" above
								// the year's articles glues two of them. A line of the list's own section, or
								// of the text's opening, says what the list is.
								(!writer.model.recap || sameThread(writer, s, list)),
						)
			const lines: string[] = []
			// On X the list has to fit beside its intro: short points first, in the author's order
			// (steps keep theirs: the third step without the first two is no recipe).
			const fitting =
				platform === 'twitter' && list.role !== 'steps'
					? [...items.filter((i) => i.words <= 12), ...items.filter((i) => i.words > 12)]
							.slice(0, max)
							.sort((a, b) => a.index - b.index)
					: items
			// The items that fit the platform's room: three long results do not fit on X beside
			// their intro and the call to action, two do.
			const room =
				platform === 'twitter'
					? X_TARGET - ctaLine(writer, platform, n).length - intro.length - 8
					: platform === 'linkedin'
						? 200
						: 600
			const chosen: ModelSentence[] = []
			let length = 0
			const candidates =
				// A guide's outline keeps its first headings, in order.
				platform === 'twitter' && list.role !== 'steps' && !list.outline
					? [...items].sort((a, b) => a.text.length - b.text.length).slice(0, max)
					: fitting.slice(0, max)
			for (const item of candidates) {
				const size = item.text.length + 3
				if (chosen.length >= 2 && length + size > room) break
				chosen.push(item)
				length += size
			}
			// Two of three steps make nothing: a method that does not fit is not posted as a list.
			if (list.role === 'steps' && chosen.length < items.length) return null
			if (platform === 'twitter' && list.role !== 'steps') chosen.sort((a, b) => a.index - b.index)
			for (const item of chosen) lines.push(`${bullet} ${listItemText(item, writer)}`)
			// On X the title's own words introduce its items better than a stock "The essentials:",
			// which can even say the opposite of "mistakes".
			const titleIntro =
				platform === 'twitter' && !ownIntro ? listIntroFromTitle(writer, list, chosen.length) : null
			const title =
				writer.model.title &&
				wordCount(writer.model.title) <= 10 &&
				fold(writer.model.title) !== fold(list.heading ?? '')
					? writer.model.title
					: null
			const opening = hook
				? say(writer, hook)
				: title && platform !== 'twitter'
					? title
					: (titleIntro ?? intro)
			const listBlock =
				hook || (title && platform !== 'twitter')
					? `${intro}\n${lines.join('\n')}`
					: lines.join('\n')
			return {
				opening,
				body: [listBlock],
				usedIdx: [...(hook ? [hook.index] : []), ...chosen.map((i) => i.index)],
			}
		}
		case 'new-post': {
			const title = writer.model.title
			if (!title) return null
			const kind = writer.model.kind
			// Show notes read as a post; the goal says it is an episode people listen to.
			const episode = kind === 'transcript' || writer.goal.medium === 'listen'
			const table =
				PHRASES[writer.language].newPost[
					episode ? 'episode' : kind === 'newsletter' ? 'issue' : 'post'
				]
			// "New post!" sends readers to the post; a post selling takeout or hiring a chef names
			// the dish or the subject and sends them to the offer.
			// "Haz la tortilla este finde…": a step the reader takes is no post to read either.
			const announces = !(
				writer.goal.action !== null ||
				writer.goal.reserve !== null ||
				writer.goal.intent === 'sales' ||
				writer.goal.intent === 'hiring' ||
				writer.goal.intent === 'event'
			)
			const opening = announces ? fill(writer, phrase(writer, table, n)) : title
			const support = firstUnused(ing.thesis)
			// A recipe announced says what the dish is made of, whatever else fits.
			const madeWith = madeWithLine(writer, platform, n)
			return {
				opening,
				body: [...(support ? [say(writer, support)] : []), ...(madeWith ? [madeWith] : [])],
				...(madeWith ? { essential: madeWith } : {}),
				usedIdx: support ? [support.index] : [],
			}
		}
		case 'story': {
			const firstOpener = firstUnused(ing.stories) ?? firstUnused(ing.thesis)
			if (!firstOpener) return null
			// A concise voice tells the moment in fewer sentences.
			const concise = writer.voice.traits.has('concise')
			const want = platform === 'instagram' ? (concise ? 2 : 4) : 2
			// A voice of short sentences does not read on into a long one.
			const longest = writer.voice.maxSentenceWords + 6
			const passage = (start: ModelSentence) => {
				const run = [start]
				let next = follower(writer, start)
				while (next && run.length < (concise ? 2 : 3) && next.words <= longest) {
					run.push(next)
					next = follower(writer, next)
				}
				return run
			}
			const tell = (opener: ModelSentence) => {
				const told = [passage(opener)]
				// Instagram reads a little story: a second paragraph when the first is short.
				if (platform === 'instagram' && told[0]!.length < Math.min(3, want)) {
					// The next paragraph of the same section reads on; one from elsewhere would jump.
					const second = ing.stories.find(
						(s) =>
							s.blockIndex !== opener.blockIndex &&
							s.section === opener.section &&
							Math.abs(s.blockIndex - opener.blockIndex) <= 2 &&
							!writer.used.has(s.index) &&
							s.words <= Math.min(35, longest),
					)
					const more = second ? passage(second).slice(0, want - told[0]!.length) : []
					if (more.length > 0) told.push(more)
				}
				return told
			}
			let paragraphs = tell(firstOpener)
			// A caption is a little story: when the first opener is a line on its own, a moment
			// that reads on (even one LinkedIn told) makes the better caption.
			if (platform === 'instagram' && reuse && paragraphs.flat().length < 2) {
				const fuller = ing.stories
					.filter((s) => s.index !== firstOpener.index && short(s))
					.slice(0, 4)
					.map(tell)
					.find((told) => told.flat().length >= 2)
				if (fuller) paragraphs = fuller
			}
			const opener = paragraphs[0]![0]!
			// Told in the author's order.
			paragraphs.sort((a, b) => (a[0]?.index ?? 0) - (b[0]?.index ?? 0))
			const sentences = paragraphs.flat()
			const madeWith = madeWithLine(writer, platform, n)
			const isLesson = (s: ModelSentence) =>
				(!itemised(writer) || sameItem(s, opener)) &&
				!sentences.some((x) => x.index === s.index) &&
				!s.question &&
				(s.lesson || s.conclusion || s.emphasised) &&
				// "Clean code is not a goal." is short and the whole point; "I took one jar home."
				// is short and a moment.
				(s.words >= 6 || (s.words >= 4 && (s.lesson || s.emphasised || !s.narrative))) &&
				s.words <= 30
			// A caption that may reuse lands on the point even when LinkedIn made it too: the
			// moment alone ("My grandmother kept every jar…") is no post.
			// A case study told without a figure ("Users were frantically clicking…") is setup
			// without its result: the measured result, when the text has one, leads the post.
			const result =
				writer.model.kind === 'case-study' && !sentences.some((s) => MEASURED_RESULT.test(s.text))
					? caseStudyResult(writer, ing, opener)
					: null
			const lesson =
				result ??
				ing.thesis.find((s) => isLesson(s) && !writer.used.has(s.index)) ??
				(platform === 'instagram' && reuse ? ing.thesis.find(isLesson) : undefined)
			// A caption of one sentence is no story ("Como tudo meu, o código está lá no Github…"):
			// another shape tells more.
			if (platform === 'instagram' && sentences.length + (lesson ? 1 : 0) < 2) return null
			// On X and LinkedIn the moment and the point: the lede's second sentence gives way to
			// the lesson, which a long post would otherwise lose first.
			if (lesson && platform !== 'instagram') paragraphs[0] = paragraphs[0]!.slice(0, 1)
			const body = [
				paragraphs[0]!
					.slice(1)
					.map((s) => say(writer, s))
					.join(' '),
				...paragraphs.slice(1).map((p) => p.map((s) => say(writer, s)).join(' ')),
				lesson
					? [lesson, follower(writer, lesson)]
							.filter((x) => x !== null)
							.map((x) => say(writer, x))
							.join(' ')
					: '',
				madeWith ?? '',
			].filter(Boolean)
			void measure
			// "¡Ya tenemos disponible una nueva versión de Google Chrome!" is the lede the author
			// stressed: it opens the post, and the moment follows it, as in the source.
			if (lesson && (lesson === result || ledeBefore(lesson, paragraphs[0]![0]!.index))) {
				const leadLines = [
					...paragraphs.map((p) => p.map((s) => say(writer, s)).join(' ')),
					madeWith ?? '',
				].filter(Boolean)
				const lede = [lesson, follower(writer, lesson)].filter(
					(x): x is ModelSentence => x !== null && !sentences.some((y) => y.index === x.index),
				)
				return {
					opening: lede.map((x) => say(writer, x)).join(' '),
					body: leadLines,
					tellsStory: paragraphs.flat().some((s) => s.firstPerson),
					...(madeWith ? { essential: madeWith } : {}),
					usedIdx: [...paragraphs.flat().map((s) => s.index), lesson.index],
				}
			}
			return {
				opening: say(writer, paragraphs[0]![0]!),
				body,
				tellsStory: paragraphs.flat().some((s) => s.firstPerson),
				...(madeWith ? { essential: madeWith } : {}),
				usedIdx: [...paragraphs.flat().map((s) => s.index), ...(lesson ? [lesson.index] : [])],
			}
		}
		case 'recipe': {
			const list = ing.lists.find((l) => l.role === 'ingredients')
			if (!list || !writer.model.title) return null
			// "Cacio e Pepe (meaning cheese and pepper) is not only based but also incredibly simple,
			// ideal for…": what the dish is and why make it, the author's long intro included.
			// Told in the author's order: "It is very similar to a Shepherd's Pie…" follows the line
			// that names the dish.
			const why = ing.thesis
				.filter((s) => !s.instruction && s.words <= 45)
				.slice(0, 2)
				.sort((a, b) => a.index - b.index)
			if (platform === 'linkedin') {
				const madeWith = madeWithLine(writer, platform, n)
				const said = why.map((s) => say(writer, s)).join(' ')
				// A LinkedIn post of a few lines says the intro's main clause when the whole is long.
				const dish =
					why.length === 0 ? null : said.length <= 160 ? said : mainClause(say(writer, why[0]!))
				if (!madeWith) return null
				if (dish)
					return {
						opening: writer.model.title,
						body: [dish, madeWith],
						essential: madeWith,
						usedIdx: why.map((s) => s.index),
					}
				// A recipe that opens straight on its list says what goes in and how it comes
				// together: its first short steps, as the author wrote them.
				const short = (ing.lists.find((l) => l.role === 'steps')?.items ?? [])
					.filter((step) => !step.aside && step.standsAlone && step.words <= 18)
					.slice(0, 3)
				if (short.length < 2)
					return { opening: writer.model.title, body: [madeWith], essential: madeWith, usedIdx: [] }
				return {
					opening: writer.model.title,
					body: [
						madeWith,
						`${phrase(writer, PHRASES[writer.language].listIntro.steps, n + (writer.voice.seed >>> 5))}\n${short.map((step) => `${bulletFor(writer, platform)} ${say(writer, step)}`).join('\n')}`,
					],
					essential: madeWith,
					usedIdx: short.map((s) => s.index),
				}
			}
			const intro = phrase(
				writer,
				PHRASES[writer.language].listIntro.ingredients,
				n + (writer.voice.seed >>> 3),
			)
			// The whole list: a recipe without its lemon or its stock cannot be cooked from the caption.
			// "Rice", "Salt": an ingredient is often one word, and needs nothing before it.
			// A dish made in parts ("Mashed potatoes layer", "Beef layer", "Corn layer") lists every
			// part's ingredients under its own heading: the first part alone cooks a third of it.
			const parts = ing.lists.filter((l) => l.role === 'ingredients')
			const usableIngredient = (item: ModelSentence) =>
				/^[\p{L}\p{N}]/u.test(item.text) && !item.aside && item.text.length <= 120
			const partItems = parts.map((part) => part.items.filter(usableIngredient))
			const items = partItems.flat().slice(0, 24)
			const bullet = bulletFor(writer, 'instagram')
			const ingredientLines =
				parts.length >= 2 && items.length === partItems.flat().length
					? parts
							.map((part, i) =>
								[
									`${(part.heading ?? '').replace(/[:.]+$/u, '')}:`,
									...(partItems[i] ?? []).map((item) => `${bullet} ${listItemText(item, writer)}`),
								].join('\n'),
							)
							.join('\n\n')
					: `${intro}\n${items
							.slice(0, 16)
							.map((i) => `${bullet} ${listItemText(i, writer)}`)
							.join('\n')}`
			// The method, a line a step: the first sentence of each, as the author wrote it.
			const method = ing.lists.find((l) => l.role === 'steps')
			// Steps read in their order, so "Meanwhile, mash the peppercorns" needs nothing before it.
			// A long step ("Prepare the Pecorino…; continue mixing until a cream is formed") says its
			// first part: the cream the next step adds must not go missing.
			// A step is all of its item ("Move the rack to the top. Broil for 5 minutes, flip…"):
			// its first sentence alone can leave out the cooking.
			const wholeStep = (step: ModelSentence) => {
				const rest = writer.model.sentences.filter(
					(s) => s.blockIndex === step.blockIndex && s.index > step.index && !s.aside,
				)
				const all = [step, ...rest]
				return all.reduce((sum, s) => sum + s.words, 0) <= 40
					? all.map((s) => say(writer, { ...s, text: s.original })).join(' ')
					: null
			}
			const steps = (method?.items ?? [])
				.filter((step) => !step.aside)
				.map(
					(step) =>
						wholeStep(step) ??
						(step.words <= 30 ? say(writer, step) : firstPart(say(writer, step))),
				)
				.filter((step): step is string => step !== null)
				.slice(0, 8)
			const stepsIntro = phrase(
				writer,
				PHRASES[writer.language].listIntro.steps,
				n + (writer.voice.seed >>> 5),
			)
			const methodBlock =
				steps.length >= 3 && method && steps.length >= method.items.length - 1
					? `${stepsIntro}\n${steps.map((step) => `${bullet} ${step}`).join('\n')}`
					: ''
			return {
				opening: writer.model.title,
				body: [
					why.map((s) => say(writer, s)).join(' '),
					ingredientLines,
					// Dropped first when the caption runs long: the ingredients matter more.
					methodBlock,
				].filter(Boolean),
				...(methodBlock ? { method: methodBlock } : {}),
				usedIdx: [...why.map((s) => s.index), ...items.map((i) => i.index)],
			}
		}
	}
}

const GENERIC_TITLE =
	/^(?:abstract|introduction|overview|summary|show notes|untitled|resumen|introducción|resumo|introdução)$/iu

/**
 * The title as a first line on LinkedIn and Instagram when the post's opening does not say what
 * it is about: "Goodbye, Clean Code" above a passage of the story tells the reader the subject.
 */
// Section headings that name no subject of their own.
const GENERIC_SECTION =
	/^(?:correction|corrections|one (?:small|last|more) (?:ask|thing)|a small ask|housekeeping|links?|news|updates?|intro|introduction|conclusion|summary|show notes|fe de erratas|correcci[oó]n|correç[aã]o|avisos?|enlaces|links da semana)$/iu

/**
 * In a newsletter or a listicle the post is about one item: its own heading ("Indie bookstores
 * are quietly winning") says more than the issue's name ("The Shelf — Issue #47").
 */
function itemHeading(writer: Writer, parts: Parts): string | null {
	if (!itemised(writer)) return null
	const first = writer.model.sentences[parts.usedIdx[0] ?? -1]
	const heading = first?.section?.replace(/^\s*(?:\d{1,2}|[ivx]{1,4})[.)]\s+/iu, '').trim()
	if (!heading || GENERIC_SECTION.test(fold(heading))) return null
	// The title's own heading, with the episode code the title drops ("… 2019. - 01x12").
	if (writer.model.title && fold(heading).startsWith(fold(writer.model.title))) return null
	// "Hora 1: escolher um tema só", "Step 2: …": a step of the method; "What changed": no subject.
	if (
		/^(?:step|day|week|hour|part|paso|día|semana|hora|parte|passo|dia)\s+\d+\b/iu.test(heading) ||
		/^(?:what changed|the results?|results|o que mudou|lo que cambió|resultados?)$/iu.test(
			fold(heading),
		)
	)
		return null
	// "But first, some context" leads into the next part; it names nothing.
	const alone = standAlone(heading, writer.language)
	if (!alone.ok || alone.repaired) return null
	const count = wordCount(heading)
	if (count < 3 || count > 12) return null
	if (parts.usedIdx.some((i) => writer.model.sentences[i]?.section !== first?.section)) return null
	return heading
}

function headlineFor(writer: Writer, parts: Parts): string | null {
	const title = (itemHeading(writer, parts) ?? writer.model.title)?.trim()
	if (!title || GENERIC_TITLE.test(fold(title))) return null
	const count = wordCount(title)
	if (count < 2 || count > 12) return null
	const openingText = fold(parts.opening)
	if (openingText.includes(fold(title))) return null
	if (parts.body.some((block) => fold(block).includes(fold(title)))) return null
	// "code" in the opening does not say "Goodbye, Clean Code": most of the title's own words do.
	const titleKeys = [
		...new Set(
			words(title, writer.language)
				.filter((word) => isContentWord(word, writer.language))
				.map(termKey),
		),
	]
	const openingKeys = new Set(words(parts.opening, writer.language).map(termKey))
	const shared = titleKeys.filter((key) => openingKeys.has(key)).length
	if (titleKeys.length === 0 || shared * 2 >= titleKeys.length) return null
	if (clashesWithVoice(title, writer.voice)) return null
	const headline = title.replace(/[.:;,…]+$/u, '')
	// "Running a Small Business is...": a title its headings finish is no line of its own.
	if (UNFINISHED.test(headline)) return null
	return headline
}

const UNFINISHED =
	/(?<![\p{L}])(?:is|are|was|were|the|a|an|of|to|and|or|for|with|in|on|es|son|el|la|los|las|de|del|y|en|é|são|os|as|do|da|e|em|no|na)$/u

/** Fits the parts into the platform's length: drops body blocks, then cuts the opening. */
function assemble(
	writer: Writer,
	platform: Platform,
	parts: Parts,
	n: number,
	/** the opening may be cut short ("…") to fit; without it, an opening that does not fit is null */
	mayCut = true,
): string | null {
	const measure = measureFor(platform)
	// On X only a recipe names itself first: "Smoky red lentil soup" above its trick.
	const headline =
		platform !== 'twitter' || writer.model.kind === 'recipe' ? headlineFor(writer, parts) : null
	const opening =
		platform === 'twitter'
			? `${headline ? `${headline}\n\n` : ''}${parts.opening}`
			: `${headline || !opensWithEmoji(parts.opening) ? emojiPrefix(writer, platform, n) : ''}${headline ? `${headline}\n\n` : ''}${parts.opening}`
	const cta = ctaLine(writer, platform, n + (writer.voice.seed >>> 7), parts.tellsStory)
	const signOff = platform !== 'twitter' && writer.voice.signOff ? writer.voice.signOff : null
	// "Two hashtags at most": the voice's own limit holds on every platform, Instagram too.
	const tagCount = Math.min(
		writer.voice.hashtagLimit ?? Number.POSITIVE_INFINITY,
		voiceTagCount(writer, platform),
	)
	const max =
		platform === 'twitter'
			? X_TARGET
			: platform === 'linkedin'
				? LINKEDIN_MAX
				: parts.method
					? INSTAGRAM_RECIPE_TARGET
					: INSTAGRAM_TARGET
	// A concise voice says one thing on X (a list stays a list).
	let body =
		platform === 'twitter' &&
		writer.voice.traits.has('concise') &&
		!parts.body.some((b) => b.includes('\n'))
			? parts.essential
				? [parts.essential]
				: []
			: [...parts.body]
	// The same words twice read as a glitch: a lede stressed in a summary and again in the body,
	// or a sentence shown again after the passage that holds it.
	const said = [fold(parts.opening)]
	body = body.filter((block) => {
		const key = fold(block)
		if (said.some((earlier) => earlier === key || (key.length >= 20 && earlier.includes(key))))
			return false
		said.push(key)
		return true
	})
	const allTags = hashtagsFor(writer, platform, tagCount, joinBlocks([opening, ...body]))
	let tags = allTags
	const build = (openingText: string) => {
		const text = joinBlocks([openingText, ...body, cta, signOff])
		return tags.length > 0
			? platform === 'twitter'
				? `${text} ${tags.join(' ')}`
				: `${text}\n\n${tags.join(' ')}`
			: text
	}
	let post = build(opening)
	// Over the target: fewer tags on X and LinkedIn, then fewer body blocks, then a shorter body.
	// The brand's own tags are the last to go.
	const ownTags = tags.filter((tag) =>
		writer.voice.brandHashtags.some((own) => own.toLowerCase() === tag.toLowerCase()),
	).length
	while (measure(post) > max && tags.length > Math.max(platform === 'instagram' ? 3 : 0, ownTags)) {
		tags = tags.slice(0, -1)
		post = build(opening)
	}
	while (measure(post) > max && body.length > 0) {
		const last = body.at(-1) ?? ''
		if (last.includes('\n') && last !== parts.method) {
			// A list shrinks by items, keeping at least two.
			const lines = last.split('\n')
			const itemLines = lines.filter((l) => /^\S+\s/u.test(l) && !/:$/u.test(l))
			if (itemLines.length > 2) {
				body = [...body.slice(0, -1), lines.slice(0, -1).join('\n')]
				post = build(opening)
				continue
			}
		}
		body = body.slice(0, -1)
		post = build(opening)
	}
	// Tags went first to make room; a body block that went after them may have left room again.
	const restoreTags = (openingText: string) => {
		while (tags.length < allTags.length) {
			const more = allTags.slice(0, tags.length + 1)
			const previous = tags
			tags = more
			if (measure(build(openingText)) > max) {
				tags = previous
				break
			}
			post = build(openingText)
		}
	}
	restoreTags(opening)
	// A list that does not fit leaves its intro pointing at nothing: another shape instead.
	if (parts.body.some((b) => b.includes('\n')) && !body.some((b) => b.includes('\n'))) return null
	// A news item's 58-word lede on X: its main clause, with a full stop, before any other shape.
	const ledeAlone =
		body.length === 0 &&
		(() => {
			const s = writer.model.sentences[parts.usedIdx[0] ?? -1]
			return s !== undefined && ledeCutTo(writer, s, Number.POSITIVE_INFINITY)
		})()
	if (measure(post) > max && platform !== 'instagram' && ledeAlone) {
		// On X, beside the call to action, the news may have room only for its first clause: who
		// did what ("La Presidente Municipal … inició este lunes los recorridos…"), not the title.
		const shortened = withTrailingClausesDropped(
			opening,
			(text) => measure(build(text)) <= max,
			platform === 'twitter',
		)
		if (shortened) {
			post = build(shortened)
			restoreTags(shortened)
		}
	}
	if (measure(post) > max) {
		// "Population was rising … and lots of wartime casualties…" drops the main clause: another
		// shape that fits whole is better, and a cut only when none does.
		// On X a whole sentence may run past the soft target up to the hard limit.
		if (!mayCut)
			return platform === 'twitter' && measure(post) <= PLATFORM_LIMITS.twitter.maxWeightedLength
				? post
				: null
		const room = max - measure(build('')) - 2
		const cut = fitText(opening, room, measure, writer.model.language)
		post = build(cut)
	}
	// LinkedIn under its optimal band, or an Instagram caption of one line: more of what reads on
	// from the post (the next sentences, then the same section, then the strongest points), as
	// long as it stays in the band.
	const [fillMin, fillMax] =
		platform === 'linkedin'
			? [LINKEDIN_MIN, LINKEDIN_MAX]
			: platform === 'instagram'
				? [
						writer.voice.traits.has('concise') ? INSTAGRAM_FILL_MIN_CONCISE : INSTAGRAM_FILL_MIN,
						INSTAGRAM_FILL_MAX,
					]
				: [0, 0]
	if (fillMin > 0 && measure(post) < fillMin) {
		const taken = new Set([...parts.usedIdx, ...writer.used])
		const anchor = writer.model.sentences[parts.usedIdx[0] ?? -1]
		// A rhetorical question of the author's ("Am I boasting of my ignorance?") asks nothing of
		// a reader who has not read the text.
		const fits = (s: ModelSentence) =>
			// A conversation's remarks from other turns do not read on from the post's line.
			(!anchor || sameTurn(writer, s, anchor)) &&
			s.blockKind !== 'list' &&
			!s.question &&
			!taken.has(s.index) &&
			s.words >= 6 &&
			s.words <= 30 &&
			!VAGUE.test(s.text)
		const candidates = [
			...(anchor
				? writer.pool.filter((s) => s.blockIndex === anchor.blockIndex && s.index > anchor.index)
				: []),
			...(anchor
				? writer.pool.filter(
						(s) =>
							(itemised(writer) ? sameItem(s, anchor) : s.section === anchor.section) &&
							s.index > anchor.index,
					)
				: []),
			// A newsletter's or a listicle's sections are separate items: mixing them reads as three
			// posts in one, so only a text with one thread fills from anywhere.
			...(itemised(writer) && anchor ? [] : ingredients(writer).thesis),
		].filter(fits)
		// A short source leaves little: a point another platform used beats a caption of one line.
		const reusable = new Set<number>()
		if (platform !== 'twitter' && !itemised(writer))
			for (const s of ingredients(writer).thesis)
				if (
					writer.used.has(s.index) &&
					!parts.usedIdx.includes(s.index) &&
					(!anchor || sameTurn(writer, s, anchor)) &&
					// Told in the author's order: what comes after the post's own sentences.
					s.index > Math.max(...parts.usedIdx, -1) &&
					s.blockKind !== 'list' &&
					s.words >= 6 &&
					s.words <= 30 &&
					!VAGUE.test(s.text)
				) {
					candidates.push(s)
					reusable.add(s.index)
				}
		// A LinkedIn post of one sentence reads as a teaser: the author's strongest later point
		// makes it a post (a text with one thread only; told in the author's order).
		if (platform === 'linkedin' && !itemised(writer) && writer.model.kind !== 'transcript')
			for (const s of ingredients(writer).thesis.slice(0, 4))
				if (
					!parts.usedIdx.includes(s.index) &&
					s.index > Math.max(...parts.usedIdx, -1) &&
					!reusable.has(s.index) &&
					s.blockKind !== 'list' &&
					!s.question &&
					s.words >= 6 &&
					s.words <= 26 &&
					!VAGUE.test(s.text)
				) {
					candidates.push(s)
					reusable.add(s.index)
				}
		const extras: string[] = []
		const lede: string[] = []
		const first = Math.min(...parts.usedIdx)
		for (const extra of candidates) {
			if (measure(post) >= fillMin) break
			if (taken.has(extra.index) && !reusable.has(extra.index)) continue
			if (platform === 'instagram' && clashesWithVoice(extra.text, writer.voice)) continue
			// A team's post is not filled out with one person's "I".
			if (writer.speaksAsOrganisation && !extra.speaker && notOwnFirstPerson(writer, extra.text))
				continue
			// Never the same sentence twice in one post.
			if (post.includes(say(writer, extra))) continue
			// The lede the author stressed ("¡Ya tenemos disponible una nueva versión!") is said
			// before the point it introduces, as in the source.
			const leads = ledeBefore(extra, first)
			const nextLede = leads ? [...lede, say(writer, extra)] : lede
			const next = leads ? extras : [...extras, say(writer, extra)]
			const ledOpening =
				nextLede.length > 0 && opening.endsWith(parts.opening)
					? `${opening.slice(0, -parts.opening.length)}${nextLede.join('\n\n')}\n\n${parts.opening}`
					: opening
			const candidate = joinBlocks([ledOpening, ...body, ...next, cta, signOff])
			const withTags = tags.length ? `${candidate}\n\n${tags.join(' ')}` : candidate
			if (measure(withTags) <= fillMax) post = withTags
			else if (platform === 'linkedin' && measure(candidate) <= fillMax) post = candidate
			else continue
			if (leads) lede.push(say(writer, extra))
			else extras.push(say(writer, extra))
			taken.add(extra.index)
			reusable.delete(extra.index)
		}
	}
	return post
}

function enforceHardLimit(platform: Platform, content: string, language: ContentLanguage): string {
	if (
		!violatesHardLimit(platform, content) &&
		(platform !== 'twitter' || xLength(content) <= PLATFORM_LIMITS.twitter.maxWeightedLength)
	)
		return content
	const measure = measureFor(platform)
	const max =
		platform === 'twitter'
			? PLATFORM_LIMITS.twitter.maxWeightedLength
			: platform === 'linkedin'
				? PLATFORM_LIMITS.linkedin.maxLength
				: PLATFORM_LIMITS.instagram.maxLength
	let text = content
	if (platform === 'instagram') {
		let seen = 0
		text = text.replace(/#[\p{L}\p{M}\p{N}_]+/gu, (tag) =>
			++seen > PLATFORM_LIMITS.instagram.maxHashtags ? '' : tag,
		)
	}
	return fitText(text, max, measure, language)
}

/**
 * Which column of the phrase tables the voice writes from: a casual voice that is also
 * authoritative or candid (and not joking) words its calls to action plainly.
 */
function registerIndexOf(voice: VoiceProfile): 0 | 1 | 2 {
	if (voice.register === 'formal') return 0
	if (voice.register === 'neutral') return 1
	const t = voice.traits
	return t.has('authoritative') || (t.has('candid') && !t.has('humor')) ? 1 : 2
}

function buildWriter(input: WriterInput, prebuilt?: SourceModel): Writer {
	foldedTexts.clear()
	const built = prebuilt ?? buildSourceModel(input.sourceContent)
	const read = readVoiceProfile(input.brandVoice, {
		learned: input.learnedVoice ?? null,
		samples: input.voiceSamples,
	})
	// A voice that says "usted" rewords a text written to "tú" ("Pela los ajos y dóralos" → "Pele
	// los ajos y dórelos") where it can; what it cannot reword stays out of the posts.
	const model =
		read.formality === 'formal' && built.language === 'es' ? modelSaidToUsted(built) : built
	// "Shitty First Draft" is what the text is about: a voice that never swears writes it
	// "Sh*tty" rather than leaving out every sentence that names the subject.
	const voice =
		model.title && clashesWithVoice(model.title, read)
			? { ...read, masked: profaneWords(model.title) }
			: read
	const goal = readGoal(input.contentGoal)
	// The goal's words go into the post only when they are in the post's language. Read when first
	// asked: a short goal goes to tinyld, 3 % of a generation (ADR 046), and most generations never
	// ask (a source in the three languages, a goal without an offer or one written as a name).
	let goalLanguageRead: ReturnType<typeof detectLanguage> | null = null
	const goalLanguage = () => (goalLanguageRead ??= detectLanguage(input.contentGoal))
	// A source in a language the engine does not write (Finnish, French): its sentences stay as
	// they are, and the engine's own words (calls to action, labels) are in the goal's language.
	const language = model.foreign ? goalLanguage() : model.language
	// "my course Conteúdo em 3 horas" in a Portuguese post: the name alone, not "my course".
	const foreignDeterminer =
		language === 'en'
			? /^(?:mi|mis|tu|nuestro|nuestra|nuestros|nuestras|el|la|los|las|meu|minha|nosso|nossa|o|os|as)\s/iu
			: /^(?:my|our|the|your)\s/iu
	const offerFits = (text: string | null) => {
		if (!text) return text
		const name = /^(?:\p{Ll}[\p{L}'’-]*\s+){1,3}(\p{Lu}.*)$/u.exec(text)?.[1] ?? null
		if (foreignDeterminer.test(text))
			return (language !== 'en' && productInLanguage(text, language)) || name
		if (goalLanguage() === language || /^\p{Lu}/u.test(text)) return text
		// A goal too short to tell its language: "a Clearbill demo" in an English post keeps its
		// article ("Book a Clearbill demo", not "Book Clearbill demo").
		if (OWN_DETERMINER[language].test(text)) return text
		return name
	}
	const subjectKeys = goalSubjectKeys(goal, model)
	const subjectBlocks = new Set(
		model.sentences
			.filter(
				// Without subject keys (most goals) no sentence needs splitting into words (ADR 035).
				(s) =>
					subjectKeys.size > 0 &&
					words(s.text, language).some((word) => subjectKeys.has(termKey(word))),
			)
			.map((s) => s.blockIndex),
	)
	// A goal that gives a number to ring, or asks for a direct message, sends people there, not
	// to a link it never gave.
	const link = goal.wantsLink
		? input.link?.trim() ||
			goal.url ||
			(goal.phone || DIRECT_MESSAGE.test(goal.via ?? '')
				? null
				: sourceSelfLink(model) || LINK_PLACEHOLDER)
		: null
	// The title written again as the first line is a heading, not a point to post.
	// fold leaves letters, digits and single spaces: what is not a letter or digit is a space.
	const bare = (text: string) => fold(text).replaceAll(' ', '')
	const titleText = bare(model.title ?? '')
	// "Don't use 'simply' or 'just'": a filler adverb is left out of the sentence when it is
	// written ("just before midnight" → "before midnight"); any other avoided word rules the
	// sentence out, since leaving it out could break the sentence.
	const sentenceAvoidWords = voice.avoidWords.filter((word) => !FILLER_ADVERB.test(word))
	// A Spanish recipe written to "tú" ("Pela los ajos y dóralos") under a voice that says
	// "usted": a command the rewording above could not change would break the voice.
	const tuCommands =
		voice.formality === 'formal' &&
		model.language === 'es' &&
		speaksToTu(model.sentences.map((s) => s.text))
	const pool = model.sentences.filter(
		(s) =>
			s.standsAlone &&
			!s.aside &&
			// "Añadimos el jamón picado…": one step from the middle of a recipe says nothing of the dish.
			!s.methodStep &&
			s.words >= 4 &&
			(titleText === '' || bare(s.text) !== titleText) &&
			!clashesWithVoice(s.text, voice) &&
			!(tuCommands && isTuCommand(s)) &&
			!containsAvoidedWord(s.text, sentenceAvoidWords) &&
			!badForGoal(goal, s),
	)
	const topicText = `${model.title ?? ''} ${model.title ?? ''} ${model.topics.slice(0, 5).join(' ')} ${model.analysis.plainText.slice(0, 600)}`
	// The emoji of the subject the text names most (music over code in a post about music to code by).
	// One passing mention (a garlic variety called "Music") does not make the subject.
	const scored = CONTENT_EMOJI.map(([pattern, glyphs]) => ({
		glyphs,
		hits: (topicText.match(pattern) ?? []).length,
	})).filter((entry) => entry.hits >= 2)
	const contentEmoji = scored.sort((a, b) => b.hits - a.hits)[0]?.glyphs ?? []
	const emoji = [...voice.emoji, ...contentEmoji, ...TONE_EMOJI].slice(0, 4)
	return {
		model,
		voice,
		goal,
		language,
		seo: input.seoOptimize,
		link,
		offer: offerFits(goal.offer),
		product: offerFits(goal.product),
		topic: pickTopic(model),
		topicKeys: new Set(
			words(`${model.title ?? ''} ${model.topics.slice(0, 6).join(' ')}`, model.language)
				.filter((word) => isContentWord(word, model.language))
				.map(termKey),
		),
		// Spanish and Portuguese need an article before a common noun ("la cuarentena"): only
		// English, or a name, goes into the slot as it is.
		topicFits:
			(model.title ?? '').toLowerCase().includes(pickTopic(model).toLowerCase()) &&
			(model.language === 'en' || /^\p{Lu}/u.test(pickTopic(model))) &&
			!countedNoun(pickTopic(model), model.analysis.plainText),
		topicIsPractice: isPractice(pickTopic(model), model.title),
		registerIndex: registerIndexOf(voice),
		tuCommands,
		subjectKeys,
		subjectSentences: new Set(
			model.sentences.filter((s) => subjectBlocks.has(s.blockIndex)).map((s) => s.index),
		),
		subjectBlocks,
		pool,
		brandText: input.brandVoice,
		speaksAsOrganisation: speaksAsOrganisation(voice, input.brandVoice),
		othersWe:
			speaksAsOrganisation(voice, input.brandVoice) &&
			((AGENCY.test(input.brandVoice.trim().slice(0, 80)) && goal.intent === 'leads') ||
				// "We learn the history of gardening…" in a podcast's notes, reposted by a garden centre.
				(model.kind === 'transcript' && !SHOW.test(input.brandVoice))),
		used: new Set(),
		postSentences: [],
		titleQuestion: titleQuestion(model.title),
		twins: twinSentences(model.sentences),
		emoji,
	}
}

function writeOne(
	writer: Writer,
	platform: Platform,
	variant: number,
	avoid: PostShape[],
): WrittenPost {
	const ing = ingredients(writer)
	const shapes = chooseShapes(writer, platform, ing, avoid)
	if (process.env.DEBUG_SHAPES)
		console.error(
			platform,
			shapes,
			ing.thesis.slice(0, 3).map((s) => s.text),
		)
	const order = [
		...shapes.slice(variant % Math.max(shapes.length, 1)),
		...shapes.slice(0, variant % Math.max(shapes.length, 1)),
	]
	const n = variant + PLATFORMS.indexOf(platform)
	// Fresh sentences first; a sentence an earlier platform said only when nothing else will do.
	// Instagram, written last, has the fewest fresh ones left: a thin fresh caption is worse than
	// a point LinkedIn also made, so it may reuse from the start.
	// A post that says only what an earlier one said (the same quote on all three) is kept for
	// when no shape has anything of its own.
	let repeat: WrittenPost | null = null
	let repeatIdx: number[] = []
	// The first shape that fits only with its opening cut short, kept for when nothing fits whole.
	let cut: { parts: Parts; post: string | null; shape: PostShape } | null = null
	const keep = (post: WrittenPost, usedIdx: readonly number[]): WrittenPost => {
		const said = new Set<number>()
		for (const index of usedIdx) {
			said.add(index)
			if (writer.subjectSentences.has(index)) continue
			writer.used.add(index)
			// A pull quote repeats a sentence of the body: said once, both are said.
			for (const twin of writer.twins.get(index) ?? []) writer.used.add(twin)
		}
		writer.postSentences.push(said)
		return post
	}
	for (const reuse of platform === 'instagram' ? [true] : [false, true])
		for (const shape of order) {
			const parts = render(
				writer,
				platform,
				shape,
				ing,
				n + Math.floor(variant / Math.max(shapes.length, 1)),
				reuse,
			)
			if (!parts || !parts.opening) continue
			const raw = assemble(writer, platform, parts, n, false)
			if (raw === null) {
				if (!cut) cut = { parts, post: assemble(writer, platform, parts, n), shape }
				continue
			}
			const styled = finishedInVoice(applyVoiceToText(raw, writer.voice), writer.voice)
			const content = enforceHardLimit(platform, styled, writer.language)
			// Fresh words are worth a post that misses LinkedIn's best length only when nothing else
			// fits it.
			if (
				!reuse &&
				platform === 'linkedin' &&
				(countCharacters(content) < LINKEDIN_MIN || countCharacters(content) > LINKEDIN_MAX)
			)
				continue
			// The lines about the goal's offer (the workshop, the garlic) may serve every platform:
			// each post has to sell it, and few readers see all three.
			const own = parts.usedIdx.filter((index) => !writer.subjectSentences.has(index))
			if (
				reuse &&
				own.length > 0 &&
				writer.postSentences.some((said) => own.every((index) => said.has(index)))
			) {
				if (!repeat) {
					repeat = { platform, content, shape }
					repeatIdx = parts.usedIdx
				}
				continue
			}
			return keep({ platform, content, shape }, parts.usedIdx)
		}
	if (repeat) return keep(repeat, repeatIdx)
	if (cut?.post) {
		const content = enforceHardLimit(
			platform,
			finishedInVoice(applyVoiceToText(cut.post, writer.voice), writer.voice),
			writer.language,
		)
		return keep({ platform, content, shape: cut.shape }, cut.parts.usedIdx)
	}
	// Nothing in the source stands alone (notes, a link list): the title or a cut first line.
	// Markup a tool left around the words ("{0>Der Satz.<}0{>") is not part of them.
	const fallback = (writer.model.title ?? writer.model.sentences[0]?.text ?? '')
		.replace(/[{}<>|\\`]+\d*[{}<>|\\`]*/gu, ' ')
		.replace(/\s+/gu, ' ')
		.trim()
	const opening = fitText(
		fallback,
		platform === 'twitter' ? 150 : 200,
		measureFor(platform),
		writer.model.language,
	)
	// The first line, when it is the opening, is not said again to fill the post.
	const first = writer.model.title ? [] : [0]
	const raw = assemble(writer, platform, { opening, body: [], usedIdx: first }, n) ?? opening
	return {
		platform,
		content: enforceHardLimit(
			platform,
			finishedInVoice(applyVoiceToText(raw, writer.voice), writer.voice),
			writer.language,
		),
		shape: 'takeaway',
	}
}

/** The three posts, X, LinkedIn, Instagram: each a different shape and different sentences. */
export function writePosts(input: WriterInput): WrittenPost[] {
	const writer = buildWriter(input)
	const posts: WrittenPost[] = []
	for (const platform of PLATFORMS) {
		posts.push(
			writeOne(
				writer,
				platform,
				0,
				posts.map((p) => p.shape),
			),
		)
	}
	return posts
}

/** One post; variant 0 is what writePosts gives, 1, 2… other shapes and sentences. */
export function writePost(input: WriterInput, platform: Platform, variant: number): WrittenPost {
	const writer = buildWriter(input)
	// The earlier platforms of the set claim their sentences first, as in writePosts.
	const posts: WrittenPost[] = []
	for (const each of PLATFORMS) {
		if (each === platform) break
		posts.push(
			writeOne(
				writer,
				each,
				0,
				posts.map((p) => p.shape),
			),
		)
	}
	return writeOne(
		writer,
		platform,
		variant,
		posts.map((p) => p.shape),
	)
}

/**
 * The call to action of an Instagram caption or a reel for this goal and voice: it names the
 * goal's offer and points at the link in bio. `model` saves building the source model twice.
 */
export function instagramCallToAction(input: WriterInput, model: SourceModel, n: number): string {
	const writer = buildWriter(input, model)
	return applyVoiceToText(
		wordForVoice(ctaLine(writer, 'instagram', n), writer.voice, writer.language),
		writer.voice,
	)
}
