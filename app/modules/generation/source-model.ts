// The model of a source that both engines write from: what kind of text it is, what the author
// is saying (the thesis: stressed sentences, pull quotes, the conclusion or lesson), its lists,
// its facts with their context, the people it introduces, its links, and every sentence in the
// form it can take alone in a post (see self-contained.ts).
import {
	analyzeSourceDetailed,
	type ContentLanguage,
	foreignLanguage,
	type DetailedSourceAnalysis,
	isContentWord,
	lineInAnotherLanguage,
	phraseToHashtag,
	type SourceLink,
} from './source-analysis.ts'
import { splitFrontMatter } from './front-matter.ts'
import { camelCaseParts, isCommonFirstName, isTopicalWord } from './topic-words.ts'
import { collectKnownNames, standAlone, type KnownNames } from './self-contained.ts'
import { subtitlesToProse } from './subtitles.ts'
import { mainClauseOfLong } from './text-fitting.ts'
import { sentenceCased } from './title-case.ts'
import {
	letterAt,
	letterBefore,
	letterCount,
	whiteSpaceUnit,
	whitespaceCount,
	wordRunCount,
} from './letter-count.ts'

export type TextKind =
	| 'recipe'
	| 'howto'
	| 'listicle'
	| 'story'
	| 'case-study'
	| 'announcement'
	| 'transcript'
	| 'newsletter'
	| 'essay'

export type ModelSentence = {
	/** the sentence as it can stand alone (a leading "But," dropped, a name completed) */
	text: string
	original: string
	index: number
	/** salience in 0..1 from the source analysis */
	score: number
	/** heading of its section, or null */
	section: string | null
	blockKind: 'paragraph' | 'list' | 'quote'
	blockIndex: number
	/** first sentence of its paragraph or item: reads without the one before */
	opensBlock: boolean
	words: number
	/** false: it leans on context a post cannot give, never used alone */
	standsAlone: boolean
	emphasised: boolean
	question: boolean
	hasNumber: boolean
	/** in the last part of the text, or under a conclusion/lesson heading */
	conclusion: boolean
	/** says what the author thinks or learned ("the key is", "should", "I learned") */
	lesson: boolean
	/** the author flags it as the point ("The thing nobody tells you about saying no is…") */
	insight: boolean
	firstPerson: boolean
	/** tells what happened (past tense): the stuff of a story */
	narrative: boolean
	/** speaks to the reader ("you", "tú", "você") */
	addressesReader: boolean
	/** starts with a verb in the imperative: a step or a tip */
	instruction: boolean
	/** a sponsor read, a credit or a bare link */
	aside: boolean
	/** who says it in a transcript ("Lena Ortiz"), with the full name the source gives */
	speaker: string | null
	/** said by the host of a conversation: the questions and links, not the guest's point */
	host: boolean
	/** the host names the guest ("This week we have …, who is …"): what an episode post says */
	introducesGuest?: boolean
	/** the belief the author takes apart ("¡No hagas despliegue en viernes! O eso dicen.") */
	refuted?: boolean
	/** said to "tú" in the source, reworded to "usted" for a voice that speaks so */
	saysUsted?: boolean
	/** a step of a recipe's method told in paragraphs: read in its place, never a post's point */
	methodStep?: boolean
}

export type SourceList = {
	heading: string | null
	items: ModelSentence[]
	ordered: boolean
	role: 'ingredients' | 'steps' | 'links' | 'points'
	/** the text's own numbered or how-to headings, under its title */
	outline?: boolean
}

export type SourceModel = {
	language: ContentLanguage
	/** the source's language when the engine does not write it ('fi'), else null */
	foreign: string | null
	title: string | null
	kind: TextKind
	sentences: ModelSentence[]
	/** sentences that carry the author's point, best first, all standing alone */
	thesis: ModelSentence[]
	/** the opening sentence when it says what the title says: the piece's own summary */
	lede: ModelSentence | null
	lists: SourceList[]
	/** sentences that state a number, with the number's context, standing alone */
	facts: ModelSentence[]
	names: KnownNames
	links: SourceLink[]
	/** topics for hashtags, best first: '#CamelCase' built from source words */
	hashtags: string[]
	/** weaker topics, to reach a platform's minimum */
	fillerHashtags: string[]
	/** short noun phrases the text is about, best first */
	topics: string[]
	analysis: DetailedSourceAnalysis
	/**
	 * a year in review: its headings are the things the author did ("I wrote 14 articles.", "I lost
	 * 11 pounds."), each a thread of its own
	 */
	recap?: boolean
}

// "Announcing Scala.js 1.10.0", "Rust 1.62.0 release announcement": a release by its name.
const RELEASE_IN_TITLE =
	/(?<![\p{L}\p{N}])(?!(?:Announcing|Introducing|Releasing|Presenting|Welcome|New|The|Anunciando|Lanzamiento|Lan[cç]amento|Novo|Nueva|Nuevo)\s)(\p{Lu}[\p{L}\p{N}.+#-]*(?:\s+\p{Lu}[\p{L}\p{N}.+#-]*){0,2}\s+v?\d+(?:\.\d+)+)(?![\p{L}\p{N}.])/u
// Title-case words that lead up to a name without being part of it: "What's New In Python 3.12",
// "Why I Moved To Node 20.1", "Upgrading To Django 5.0".
const NOT_OF_THE_NAME =
	/^(?:in|to|on|for|at|of|with|from|and|or|the|a|an|my|our|why|how|what|what['’]s|moved|upgrading|migrating|new|en|de|para|a|con|y|e|o|no|na|do|da|lan[cç]ad[oa]s?|lanzad[oa]s?|publicad[oa]s?|liberad[oa]s?|dispon[ií]vel|disponible|nov[oa]|nuev[oa]|versão|versión)$/iu

/** "Scala.js 1.10.0" in "Announcing Scala.js 1.10.0"; at most two words before the version. */
function releaseNameOf(title: string | null): string | null {
	const found = RELEASE_IN_TITLE.exec(title ?? '')?.[1]
	if (!found) return null
	const words = found.split(/\s+/u)
	const version = words.pop() ?? ''
	const name = words.slice(-2)
	while (
		name.length > 0 &&
		(NOT_OF_THE_NAME.test(name[0] ?? '') || /(?:ing|ed)$/u.test(name[0] ?? ''))
	)
		name.shift()
	return name.length > 0 ? `${name.join(' ')} ${version}` : null
}

// "For me: I started…", "For the MMRF: They raised…": a label for whose part of the story
// this is; the pronoun after it is the label's.
const FOR_LABEL =
	/^For (me|us|(?:the\s+)?\p{Lu}[\p{L}\p{N}&'’. -]{1,40}?|the [\p{L}\p{N} -]{2,30}?):\s+(?=\p{Lu})/u
const LABEL_PRONOUN = /^(?:They|It)\s+(?=\p{Ll})/u
const SET_PHRASE_LABEL =
	/^(?:the\s+)?(?:record|now|instance|example|reference|context|starters|comparison|clarity|sure|real|good|one thing|what it['’]s worth|the most part|this reason|that reason|this|that|now on|later|today|years|months|weeks|days|once|free)$/iu
// "this marathon" in a post titled "NYC marathon results" is the NYC marathon.
const THIS_NOUN = /(?<![\p{L}])this (\p{Ll}{3,})(?![\p{L}])/u

/** A sentence's label and its "this <noun>" said with what the label and the title name. */
export function labelledByTitle(text: string, title: string | null): string {
	let said = text
	const label = FOR_LABEL.exec(said)
	// "For the record:", "For now:", "For example:": a set phrase, not whose part this is.
	if (label?.[1] && !SET_PHRASE_LABEL.test(label[1])) {
		const rest = said.slice(label[0].length)
		if (/^(?:me|us)$/u.test(label[1])) said = rest
		else if (LABEL_PRONOUN.test(rest)) {
			const named = label[1].replace(/^the\s/u, 'The ')
			said = rest.replace(LABEL_PRONOUN, `${named} `)
		}
	}
	const pointed = THIS_NOUN.exec(said)
	const noun = pointed?.[1]
	if (title && noun) {
		const words = title.split(/\s+/u)
		// The noun must be written in lower case in the title: in "Dear Conference Organizer"
		// every word is capitalised, and nothing tells a name from its noun.
		const at = words.findIndex((word) => word === noun)
		// The capitalised words just before the noun name which one it is: "NYC marathon".
		let start = at
		while (
			start > 0 &&
			/^\p{Lu}/u.test(words[start - 1] ?? '') &&
			!NOT_OF_THE_NAME.test(words[start - 1] ?? '') &&
			!/^(?:The|My|Our|Your|His|Her|Their|This|That|Notes|El|La|Los|Las|Mi|Mis|O|Os|As|Meu|Minha)$/u.test(
				words[start - 1] ?? '',
			)
		)
			start--
		if (at > 0 && start < at)
			said = said.replace(THIS_NOUN, `the ${words.slice(start, at).join(' ')} ${noun}`)
	}
	return said
}

// "Con estas medidas salen unas 18 croquetas", "Makes 12 muffins", "Truco: …": what the dish
// comes to, or a tip, said among the steps.
const YIELD_OR_TIP =
	/(?<![\p{L}])(?:salen|sale|rinde|rende|rendem|makes|yields?|serves|raciones|porciones|porções|truco|consejo|tip|dica|segredo|secreto|secret)(?![\p{L}])/iu

/**
 * The indexes of a recipe's method written as paragraphs: after its first list of ingredients,
 * under the same heading (numbered steps, "### 1", have none the text keeps) or under a method
 * heading ("Preparación", "Directions"), until a heading of another kind (the next dish, "Notas").
 * "Añadimos el jamón picado y rehogamos unos instantes." is one step from the middle, not what
 * the dish is: no post leads on it.
 */
function methodInProse(
	sentences: readonly ModelSentence[],
	lists: readonly SourceList[],
	headings: readonly string[],
	analysis: DetailedSourceAnalysis,
): Set<number> {
	const steps = new Set<number>()
	const ingredients = lists.find((list) => list.role === 'ingredients')
	const first = ingredients?.items[0]
	if (!first) return steps
	const section = (s: ModelSentence) => analysis.details[s.index]?.section ?? -1
	const listSection = section(first)
	for (const s of sentences) {
		if (s.blockIndex <= first.blockIndex || s.blockKind !== 'paragraph') continue
		const own = section(s)
		if (own !== listSection && !STEPS_HEADING.test(headings[own] ?? '')) {
			if (own > listSection) break
			continue
		}
		if (!YIELD_OR_TIP.test(s.original)) steps.add(s.index)
	}
	return steps
}

// "This release also brings…", "Esta versión corrige…": the release the text announces.
const THIS_RELEASE =
	/^(?:this (?:release|version|update)|esta (?:versi[oó]n|vers[aã]o|actualizaci[oó]n|atualiza[cç][aã]o)|este (?:lanzamiento|lan[cç]amento))(?![\p{L}])/iu
const CONCLUSION_HEADING =
	/^(?:conclusions?|summary|wrap(?:ping)?[- ]up|takeaways?|key takeaways?|lessons?(?: learned)?|final thoughts|in (?:short|summary|closing)|tl;?dr|the bottom line|resumen|conclusi[oó]n(?:es)?|lecciones|lo que aprend[ií]|en resumen|para terminar|reflexi[oó]n final|resumo|conclus[aã]o|conclus[oõ]es|li[cç][oõ]es|o que aprendi|para fechar|considera[cç][oõ]es finais)\b/iu
const INGREDIENTS_HEADING =
	/ingredient|ingredientes|what you(?:'|’)ll need|you will need|lo que necesitas|o que você vai precisar/iu
const STEPS_HEADING =
	/direction|instruction|method|steps?\b|how to|preparation|procedure|procedimiento|procedimento|preparaci[oó]n|pasos|instrucciones|elaboraci[oó]n|modo de preparo|preparo|passo|instru[cç][oõ]es/iu
const INSIGHT: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:(?:nobody|no one) (?:tells|told) you|if there['’]s (?:only )?one (?:thing|message|lesson|rule|piece of advice)|my (?:whole )?point is(?: that)?|the (?:thing|truth|real lesson|lesson) (?:is|nobody|no one)|what i (?:learned|wish i['’]d known)|here['’]s what i learned|the biggest lesson|(?:do|does)(?: not|n['’]t) (?:define|determine|decide))(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:nadie te (?:dice|cuenta)|mi punto es que|lo que quiero decir es que|lo que (?:nadie|aprend[ií])|la (?:verdadera )?lecci[oó]n (?:es|fue)|la verdad es que|no (?:define|determina)n?)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:ningu[eé]m (?:te )?(?:conta|fala|diz)|meu ponto [eé] que|o que (?:eu )?quero dizer [eé] que|o que (?:ningu[eé]m|aprendi)|a (?:grande )?li[cç][aã]o (?:[eé]|foi)|a verdade [eé] que|não (?:define|determina)m?)(?![\p{L}])/iu,
}

// "Apagar el ONT.", "Resetear el router…": a Spanish or Portuguese step in the infinitive.
const INFINITIVE_STEP = /^(?:Ir|\p{Lu}\p{Ll}{2,}(?:ar|er|ir))(?:se|lo|la|los|las)?(?=[\s,.])/u

// "Never ship on a Friday", "Remember: …": a rule said to the reader. "I don't remember what the
// talk was about" and "we're always trying to…" are not.
const LESSON: Record<ContentLanguage, RegExp> = {
	en: /\b(?:(?:call|consider|declare|deem)\s+(?:it|this|that|the \p{L}+)\s+a\s+(?:\p{L}+\s+)?(?:success|failure|win|disaster)|(?:was|is|has been|turned out to be) a (?:resounding |huge |complete |total |clear |qualified )?(?:success|failure|disaster)\b|the (?:key|lesson|point|secret|trick|goal|truth|problem|answer|purpose|idea)(?: (?:of|behind) (?:(?:the|a|an|this|your|our|any) )?[\p{L}-]+(?: [\p{L}-]+){0,3})? (?:is|was)|i (?:learned|realized|realised|believe|think)|we (?:learned|realized|believe)|what (?:matters|works)|should|must|(?<!(?:what|which|whatever|everything|all|anything) (?:you|we|i|they) )need to|(?:we|i) (?:strongly )?recommend|worth|the best|the most important|is about|isn['’]t about|is not about|it['’]s not)\b|^(?:remember|always|never)\b|\b(?:always|never) (?:do|be|use|ask|check|write|test|keep|make|start|put|take|give|say|ship|trust|forget)\b/iu,
	es: /(?<![\p{L}])(?:(?:fue|ha sido|es|resultó) un (?:rotundo |gran |total |completo )?(?:éxito|fracaso)|la (?:clave|lección|idea|verdad) es|lo (?:importante|mejor) es|aprend[ií]|creo que|deber[ií]as?|hay que|(?:te |les )?recomendamos|(?:te )?recomiendo|nunca|siempre|vale la pena|no se trata de|se trata de|recuerda)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:(?:foi|tem sido|é) um (?:grande |enorme |total |completo )?(?:sucesso|fracasso)|a (?:chave|lição|ideia|verdade) é|o (?:importante|segredo) é|aprendi|acredito|acho que|recomendamos|recomendo|deve(?:mos)?|precisa(?:mos)?|nunca|sempre|vale a pena|não se trata|se trata de|lembre)(?![\p{L}])/iu,
}
const FIRST_PERSON: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:i|i['’]m|i['’]ve|i['’]d|my|me|we|we['’]re|we['’]ve|our|us)(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:yo|me|mi|mis|nosotros|nuestro|nuestra|nuestros|nuestras|creo|estoy|tengo|hice|aprendí)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:eu|me|meu|minha|meus|minhas|nós|nosso|nossa|estou|tenho|fiz|aprendi)(?![\p{L}])/iu,
}
const READER: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:you|your|you['’]re|you['’]ll|yourself)(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:tú|tu|tus|te|ti|usted|puedes|tienes|quieres|necesitas|haces)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:você|vocês|seu|sua|seus|suas|te|pode|tem|precisa|quer)(?![\p{L}])/iu,
}
// An imperative opener: a base-form verb or a "don't". Lists of steps and tips start this way.
const INSTRUCTION: Record<ContentLanguage, RegExp> = {
	en: /^(?:don['’]t|do|never|always|add|use|make|take|start|stop|try|keep|let|get|put|set|write|read|ask|check|combine|mix|place|bring|turn|shape|bake|cook|remove|avoid|find|pick|choose|plan|build|create|open|close|run|install|learn|focus|remember|think|give|go|wait|leave|cut|wet|refrigerate|serve|heat|preheat|stir|pour|fold|cover|measure|spend|save|book|block|schedule|limit|track|test|say|tell|share|include|send|label|begin|list|explain|publish|review|fill|season|sauté|saute|mash|drain|chop|slice|dice|boil|simmer|fry|roast|grill|whisk|knead|rinse|soak|sprinkle|transfer|toss|garnish|melt|grate|peel|squeeze|marinate|flip|scoop)(?![\p{L}\p{N}_])/iu,
	// "No olvides…", "Não use…" give an order; "No es fácil", "Não poderia passar por aqui sem…"
	// state something: after "no", only a verb in its command form is an instruction.
	es: /^(?:no (?:te |se |lo |la |los |las |le |les )?(?:olvides|olvide|uses|use|hagas|haga|dejes|deje|pongas|ponga|subestimes|subestime|ignores|ignore|esperes|espere|compares|compare|intentes|intente|tengas|tenga|seas|sea|pierdas|pierda|confíes|confíe|empieces|empiece|añadas|añada|mezcles|mezcle|cortes|corte|abras|abra|sirvas|sirva|te rindas|se rinda|copies|copie|publiques|publique|escribas|escriba|tires|tire|laves|lave|guardes|guarde|toques|toque|pienses|piense|vayas|vaya|cometas|cometa)(?![\p{L}])|haz|usa|utiliza|pon|añade|agrega|mezcla|toma|empieza|comienza|deja|prueba|mantén|escribe|lee|pregunta|revisa|busca|elige|crea|abre|aprende|piensa|evita|recuerda|ve |sal |corta|hornea|cocina|sirve|calienta|guarda|comparte|incluye|envía|reserva|planifica|organiza)/iu,
	pt: /^(?:não (?:se )?(?:esqueça|faça|use|deixe|tenha|seja|fique|perca|confie|espere|ignore|subestime|pule|desista|tente|pense|coloque|misture|adicione|abra|compare|guarde|aceite|cometa|exagere|leve|tome|corte|lave|mexa|mude|pare|copie|publique|escreva|jogue|toque|comece|assuma|caia|vá)(?![\p{L}])|faça|use|coloque|adicione|misture|pegue|comece|deixe|tente|mantenha|escreva|leia|pergunte|revise|procure|escolha|crie|abra|aprenda|pense|evite|lembre|vá |corte|asse|cozinhe|sirva|aqueça|guarde|compartilhe|inclua|envie|reserve|planeje|organize)/iu,
}
const MONTH =
	/^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)$/iu
const DATE_WORD =
	/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|sábado|domingo|segunda|terça|quarta|quinta|sexta|feira|de|del|of|the|a|\d{1,4}(?:st|nd|rd|th|º|°)?)$/iu

/**
 * "Playas de Rosarito, Baja California; Lunes 21 de diciembre del 2020.": a news item's dateline,
 * a place and a date and nothing said.
 */
function isDateline(text: string): boolean {
	const words = text.match(/[\p{L}\p{N}]+/gu) ?? []
	if (words.length < 3 || words.length > 16) return false
	// A month and a day or a year ("Lunes 21 de diciembre del 2020"), after the place.
	if (!words.some((word) => MONTH.test(word) && word.length >= 3 && !/^(?:may|mar)$/iu.test(word)))
		return false
	if (!words.some((word) => /^\d{1,4}$/u.test(word))) return false
	const place = words.filter((word) => !MONTH.test(word) && !DATE_WORD.test(word))
	return (
		place.length <= 6 &&
		// The place is written before the date, and ends on a separator ("…California;").
		/^[\p{Lu}\d]/u.test(text) &&
		/[,;–—-]/u.test(text) &&
		place.every((word) => /^\p{Lu}/u.test(word))
	)
}

/** Opens with an imperative: a step or a tip ("Add the flour", "Don't skip the break"). */
export function isInstruction(text: string, language: ContentLanguage): boolean {
	return INSTRUCTION[language].test(text)
}

const ANNOUNCEMENT =
	/\b(?:(?:is|are) (?:now )?(?:available|out|released|live)|we(?:'re| are) (?:excited|happy|pleased|proud) to|announc|release[sd]?|releasing|launch(?:ed|ing)?|version \d|v\d+\.\d|lanzamiento|lanzamos|disponible|anunci|lançamento|lançamos|dispon[ií]vel)\b/iu
const TRANSCRIPT =
	/\b(?:episode|podcast|show notes|transcript|listen|episodio|episódio|oyente|ouvinte)\b|^\s*\[?\d{1,2}:\d{2}/imu
const NEWSLETTER =
	/\b(?:this week|newsletter|weekly|links? (?:of|da|de) (?:the|la|a) semana|esta semana|essa semana|nesta semana|links da semana|issue #?\d+)\b/iu
const RESULT =
	/\b(?:grew|increased|decreased|reduced|saved|spent|budget|revenue|results?|roi|conversion|doubled|tripled|cut|raised|fell|dropped|rose|halved|\d+\s?%|\$\s?\d|€\s?\d|£\s?\d|creci[oó]|aument[oó]|redujo|ahorr|presupuesto|resultados?|cresceu|aumentou|reduziu|economiz|orçamento|resultados?)/iu
const RESULTS_SECTION = /\b(?:results?|outcomes?|impact|what changed|resultados?|impacto)\b/iu
const PROBLEM_OR_CHANGE_SECTION =
	/(?<![\p{L}])(?:the )?(?:problem|challenge|solution|approach|what (?:they|we) (?:changed|did)|how (?:they|we) did it|el (?:problema|reto|desaf[ií]o)|la soluci[oó]n|o (?:problema|desafio)|a solu[cç][aã]o)(?![\p{L}])/iu
/**
 * The first sentence of the opening paragraph when it says one of the title's words (by a stem
 * of five letters: "rebrand" in "rebranded"), or null.
 */
function ledeOf(
	sentences: ModelSentence[],
	title: string | null,
	language: ContentLanguage,
): ModelSentence | null {
	if (!title) return null
	const stems = new Set(
		title
			.split(/[^\p{L}\p{N}'’-]+/u)
			.filter((word) => word.length >= 5 && isContentWord(word, language))
			.map((word) => word.toLowerCase().slice(0, 5)),
	)
	if (stems.size === 0) return null
	const first = sentences.find((s) => s.blockKind === 'paragraph' && !s.speaker)
	if (!first || first.aside || !first.standsAlone || first.question) return null
	if (first.blockIndex > 2) return null
	const says = first.text
		.split(/[^\p{L}\p{N}'’-]+/u)
		.some((word) => word.length >= 5 && stems.has(word.toLowerCase().slice(0, 5)))
	return says ? first : null
}

const PAST_ACCOUNT_TITLE =
	/^how we (?:[\p{L}-]+ly )?(?:[\p{L}-]{3,}ed|built|grew|made|got|went|wrote|ran|took|found|lost|won|sold|rebuilt|quit|left|spent|paid|cut|brought|broke|taught|learnt|became|began|kept|hit|beat)\b/iu
/**
 * "1. Para la masa:" over "- 3 huevos": the numbered item is a label and the items under it are
 * the content; under a step ("3. Copiar los parámetros:") they are its details.
 */
function underLabel(list: SourceList): boolean {
	const parent = list.items.at(-1)
	return (
		parent !== undefined &&
		/:\s*$/u.test(parent.original) &&
		!parent.instruction &&
		!INFINITIVE_STEP.test(parent.text)
	)
}

/** Every time the word is written it is a part of a dotted code path ("X.WANDevice.1"). */
function onlyInCodePaths(word: string, text: string): boolean {
	if (!/\p{Lu}.*\p{Lu}/u.test(word)) return false
	let seen = false
	for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
		seen = true
		const before = text[at - 1] ?? ''
		const after = text.slice(at + word.length, at + word.length + 2)
		if (before !== '.' && !/^\.[\p{L}\p{N}]/u.test(after)) return false
	}
	return seen
}

/** Every number in the text is a year ("In 2019", "the 1990s"). */
export function onlyYears(text: string): boolean {
	const numbers = text.match(/\d+(?:[.,]\d+)*(?:\s?%)?/gu) ?? []
	return numbers.length > 0 && numbers.every((n) => /^(?:19|20)\d\d$/u.test(n))
}

const RESULT_TITLE =
	/(?<![\p{L}])(?:improved|increased|grew|cut|reduced|boosted|doubled|tripled|halved|saved|lowered|raised|dropped|decreased|sped up|mejor[oó]|aument[oó]|redujo|duplic[oó]|ahorr[oó]|melhorou|aumentou|reduziu|dobrou|economizou)(?![\p{L}]).{0,80}?(?<![\p{L}\p{N}])(?:by|en un|em|un|a)?\s*\d+(?:[.,]\d+)?\s?(?:%|x(?![\p{L}])|×|percent|por ciento|por cento)/iu
const CASE_STUDY_TITLE =
	/^(?:case study|customer story|caso de (?:estudio|éxito|sucesso)|estudo de caso)\b/iu
// "2 tins sardines", "½ cup mayonnaise", "1 egg": an amount and what it measures.
const QUANTITY =
	/(?:\b\d+(?:[.,/]\d+)?|[½¼¾⅓⅔])\s?(?:g|kg|ml|l|cups?|tbsp|tsp|tb|oz|lbs?|pounds?|teaspoons?|tablespoons?|tins?|cans?|cloves?|eggs?|pinch(?:es)?|tazas?|cucharadas?|cucharaditas?|latas?|dientes?|huevos?|colheres?|xícaras?|gramas?|gramos?|ovos?)\b/iu
const PAST_STORY: Record<ContentLanguage, RegExp> = {
	en: /\b(?:i|we)\s+(?:was|were|had|did|went|got|made|started|decided|spent|tried|realized|learned|felt|thought|used to)\b/iu,
	es: /(?<![\p{L}])(?:fui|era|estaba|tuve|hice|empecé|decidí|aprendí|pasé|me di cuenta|sentí|pensé)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:fui|era|estava|tive|fiz|comecei|decidi|aprendi|passei|percebi|senti|pensei)(?![\p{L}])/iu,
}
const NARRATIVE: Record<ContentLanguage, RegExp> = {
	en: /\b(?:was|were|had|did|went|got|took|made|came|began|decided|started|tried|learned|realized|felt|thought|spent|became|found|left|told|said|\p{L}{3,}ed)\b/iu,
	es: /(?<![\p{L}])(?:fue|fui|era|eran|estaba|estaban|tuve|tuvo|hice|hizo|empecé|empezó|decidí|decidió|aprendí|pasé|pasó|sentí|pensé|\p{L}{3,}(?:aron|ieron|aba|aban))(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:foi|fui|era|eram|estava|estavam|tive|teve|fiz|fez|comecei|começou|decidi|decidiu|aprendi|passei|passou|senti|pensei|\p{L}{3,}(?:aram|eram|iram|ava|avam|ei|ou))(?![\p{L}])/iu,
}
function restates(short: string, sentence: string): boolean {
	const words = new Set((sentence.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w))
	return (short.toLowerCase().match(/\p{L}{4,}/gu) ?? []).some((word) => words.has(word))
}

// "Thanks.", "Un abrazo.", "Bye!": a letter's sign-off, no verdict on the sentence before.
const SIGN_OFF =
	/^(?:thanks|thank you|cheers|bye|enjoy|gracias|saludos|un abrazo|abrazos|adi[oó]s|hasta pronto|obrigad[oa]|abra[cç]os?|valeu|tchau|at[eé] mais)(?![\p{L}])/iu

// "Now that all the systems are back up, let's write a detailed outage post-mortem.": a guide
// turning from the story it opened on to what it teaches.
const EXAMPLE_TURN: Record<ContentLanguage, RegExp> = {
	en: /^(?:so,?\s+)?now that\s[^.!?]{3,120}?,\s*(?:let['’]?s|let us|we can|it['’]s time to|i['’]ll|we['’]ll)\s/iu,
	es: /^(?:as[ií] que\s+)?ahora que\s[^.!?]{3,120}?,\s*(?:vamos a|veamos|toca|podemos|es hora de)\s/iu,
	pt: /^(?:ent[aã]o\s+)?agora que\s[^.!?]{3,120}?,\s*(?:vamos|bora|podemos|[eé] hora de)\s/iu,
}
const ASIDE =
	/\b(?:sponsor|patrocin|thanks to|thank you|gracias a|obrigad|(?:we|i)(?:['’]d| would)? (?:like|love|want) to thank|(?:quer(?:emos|o)|quisi[eé]ramos|quisiera|gostar[ií]amos de|gostaria de) agradecer|agradecemos|agradezco|agrade[cç]o|credit|photo by|foto de|image by|subscribe|suscr[ií]bete|inscreva-se|(?:edition|issue|newsletter) (?:was|is) (?:edited|curated|compiled) by|(?:is|are) (?:openly )?developed (?:openly )?on github|editada por|editado por|curada por|fica a dica|ah[ií] queda la idea)\b/iu

// The source's own calls to action, contact lines and notes about itself: "The full printable
// card is on the blog at littlepotkitchen.com/…", "reply or drop it in the comments", "Three
// things worth your time, one thing I got wrong, and a small ask." A post has its own call to
// action; a second one, or the text talking about itself, is not the author's point.
// (Used with `test` alone: an address is one character of a name before the @, which every
// longer name ends on; a run there was tried from each of its characters, ADR 039.)
const SOURCE_CALL =
	/[\p{L}\p{N}._-]@[\p{L}\p{N}-]+\.\p{L}{2,}|https?:\/\/|(?<![\p{L}])(?:please (?:report|file|open an issue for) (?:any |the )?(?:bugs?|issues?|problems?)|if you have (?:any )?(?:further |more |other )?questions|(?:feel free to |please )?(?:reach out|get in touch)(?: to| with)? (?:us|me)|si (?:tienes|tiene|tienen) (?:alguna |cualquier )?(?:duda|pregunta)|se (?:voc[eê] )?tiver (?:alguma |qualquer )?(?:d[uú]vida|pergunta)|reply to (?:this|me)|(?:hit|just) reply|reply or|drop (?:it|them|a comment|yours) (?:in|below)|in the comments|leave a comment|let (?:me|us) know|for (?:more|further) (?:information|info|details)|para m[aá]s (?:informaci[oó]n|detalles)|para mais (?:informa[cç][oõ]es|detalhes)|i['’]d love to (?:hear|know|see)|forward (?:it|this)(?: email)? to|share (?:it|this) with|tell us|write to (?:me|us)|tweet (?:at )?(?:us|me)|(?:send|drop) (?:us|me) (?:an? )?(?:e-?mail|line|note|message)|e-?mail (?:us|me)|want something mentioned|update the app|download (?:it|the app)|tag (?:me|us)|short one this week|^want to (?:see|know|learn|try|find out|get involved|help out|contribute)|^(?:¿)?quieres (?:saber|ver|probar)|^quer (?:saber|ver|testar)|we['’]ll cover|we will cover|let['’]s dive in|without further ado|(?:two|three|four|five|a few) things worth|in this (?:issue|edition|week['’]s issue)|welcome (?:back )?to|escr[ií]beme|esc[ií]benos|d[ée]jame un comentario|en los comentarios|cu[ée]ntame|comp[aá]rtelo|me conta|conta pra mim|nos coment[aá]rios|deixe (?:um|seu) coment[aá]rio|me escreva|compartilhe|^(?:it['’]s |(?:it|this) is )?(?:well |totally |really )?worth (?:a |the )?(?:full |whole |quick )?(?:watch|read|listen|look)(?:ing|ing it)?|^vale (?:muito )?a pena (?:assistir|ler|ouvir|conferir|ver)|^vale (?:mucho )?la pena (?:verlo|leerlo|escucharlo|ver|leer|escuchar)|vers[aã]o em texto|versi[oó]n (?:en texto|escrita)|(?:text|written) version of|see the pen|a pen by|^(?:see|v[eé]ase|veja|ver) (?:also |tamb[ié]m |tambi[eé]n )?\p{Lu}[^.!?]{0,40}\.$|^(?:watch|read|listen|download|mira|escucha|lee|descarga|assista|ouça|leia|baixe)\s*:|here['’]?s a link|here is a link|(?:the |a )?link (?:below|above)|(?:the )?links? in the (?:description|show notes)|aqu[ií] (?:tienes|tiene|hay|est[aá]) (?:un |el )?enlace|aqui (?:est[aá]|tem) o link|on codepen|view (?:it |this |the (?:code|demo|source) )?on (?:github|codepen|youtube))(?![\p{L}])/iu

// A site the reader is sent to: "on the blog at littlepotkitchen.com/…", "visit ledgerly.io". A
// domain named as a thing ("from the rustfoundation.dev domain", "the crates.io
// infrastructure", "suspicious activity on crates.io") is what the sentence is about, not a call.
const SITE_POINTER =
	/(?:(?<![\p{L}])(?:at|visit|visiting|go to|head (?:over )?to|via|check out|no site|en la web|acesse|accede a|visita|visite|entra en|entre em)\s+)(?:https?:\/\/)?(?:www\.)?[\p{L}\p{N}-]+\.(?:com|co|io|dev|app|news|org|net|blog|me|ai|shop|store|tv|fm|br|es|pt|mx|ar)(?:\.[a-z]{2})?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}@.])[\p{L}\p{N}-]+\.(?:com|co|io|dev|app|news|org|net|blog|me|ai|shop|store|tv|fm|br|es|pt|mx|ar)(?:\.[a-z]{2})?\/[^\s]*|(?<![\p{L}])(?:o código|the (?:source )?code|el código)\s+(?:est[aá]|is|lives|vive)\s+(?:(?:l[aá]|all|up|todo)\s+)?(?:no|on|en|in)\s+(?:o\s+|el\s+)?git(?:hub|lab)(?![\p{L}])/iu

// The author on their own writing: "Nossa, como é bom voltar a escrever!", "When I wrote about my
// process…", "I haven't posted in months." A post about the topic is not about the blog.
const ABOUT_THE_BLOG =
	/(?<![\p{L}])(?:(?:the|my) (?:previous|earlier|other) (?:posts|articles|parts|episodes|installments)|(?:this|the) (?:whole |four-part |three-part |two-part )?series|(?:los|mis) (?:art[ií]culos|posts) anteriores|(?:os|meus) (?:artigos|posts) anteriores|back to (?:writing|blogging)|been a while since i (?:wrote|posted|blogged)|haven['’]t (?:written|posted|blogged)|i (?:wrote|have written|['’]ve written|blogged|posted) about|in (?:a|my|the) (?:previous|last|earlier) (?:post|article)|(?:no|num|em um) [uú]ltimo (?:post|artigo|texto|v[ií]deo)|como (?:eu )?(?:havia|tinha) (?:falado|dito|comentado)|en (?:el|mi) [uú]ltimo (?:post|art[ií]culo|v[ií]deo)|como (?:ya )?(?:hab[ií]a|coment[eé]|dije) (?:en|antes)|volver a escribir|hace (?:mucho )?tiempo (?:que )?no escrib|escrib[ií] sobre|he escrito sobre|en (?:un|mi) (?:post|art[ií]culo) anterior|voltar a escrever|tempo sem escrever|n[aã]o escrevo|escrevi sobre|havia escrito|tinha escrito|(?:num|no meu|em um) (?:post|artigo) anterior|skip ahead|feel free to skip|i['’]m not an? (?:\p{L}+ )?(?:expert|teacher|historian|doctor|lawyer|nutritionist|professional|pro)|you can (?:search|google|look up) (?:for )?[^.]{0,60}(?:online|on the internet|on google)|no soy (?:un[ao]? )?(?:experto|experta|profesor|profesora|historiador|historiadora|m[eé]dico|abogado)|n[aã]o sou (?:um[a]? )?(?:especialista|expert|professor|professora|historiador|historiadora|m[eé]dico|advogado)|(?:i )?(?:decided|chose) to write (?:about|this)|escolhi escrever|decidi escrever|resolvi escrever|decid[ií] escribir|eleg[ií] escribir|skip (?:this|the next) (?:section|part)|(?:this|it) is (?:just|only) my (?:own )?(?:experience|opinion|reality)|es (?:solo|sólo|simplemente) mi (?:experiencia|opini[oó]n|realidad)|diz respeito (?:t[aã]o somente |somente |apenas )?[aà] minha realidade|(?:esse|este) [ée] um texto (?:absolutamente |totalmente |muito )?pessoal|(?:este|[ée]ste) es un texto (?:absolutamente |totalmente |muy )?personal|this is a (?:very |deeply )?personal (?:post|text|piece)|(?:read|reading) the full post|you decided to read|the rest of (?:this|the) (?:post|article)|s[aá]ltate esta (?:parte|secci[oó]n)|pule esta (?:parte|se[cç][aã]o))(?![\p{L}])/iu

// "We're on a mission to empower our worldwide community…", "GoDaddy is the world's largest
// services platform for…": a company's boilerplate about itself, under any story it tells.
const COMPANY_BOILERPLATE =
	/^(?:(?:we['’]re|we are) on a mission to|(?:\p{Lu}[\p{L}\p{N}.&'’+-]*\s+){1,4}(?:is the world['’]s (?:largest|leading|biggest|first|most)|is a (?:leading|global|world-?leading) (?:provider|platform|company|supplier))|nuestra misi[oó]n es|nossa miss[aã]o [eé])(?![\p{L}])(?!.*,\s+(?:and|so|but|y|pero|e|mas)\s)/iu

// "…please be sure to inform your People Ops team when you move": a handbook's instruction to
// its own staff, which a post would put to readers who have no People Ops team of the company's.
const STAFF_ONLY =
	/(?<![\p{L}])(?:inform|tell|notify|check with|talk to|ask|email|contact|let)\s+(?:your|the|our)\s+(?:people ops|people operations|hr|human resources|manager|team lead|supervisor|payroll|it department)(?![\p{L}])|(?<![\p{L}])(?:avisa|informa|habla con|consulta con|avise|informe|fale com|consulte)\s+(?:a\s+)?(?:tu|su|seu|sua|o|a|el|la)\s+(?:equipo de personas|rr\.?\s?hh|recursos humanos|rh|gestor|gestora|jefe|jefa|l[ií]der)(?![\p{L}])/iu

// A show or a video framing itself: its greeting, its "today I want to talk about", its sign-off
// and the offer it points to ("Hola a todos, bienvenidos a un nuevo episodio", "Si te sirvió,
// compartilo", "Next week I'll show you the first loaf", "the checklist I use is on my site").
const SHOW_FRAME =
	/(?<![\p{L}])(?:^(?:hi|hey|hello)(?: everyone| all| there| folks)?,? (?:i['’]m|my name is)|^sent from|^written (?:on|in|from) the|have a (?:great|good|nice|lovely) (?:one|week|weekend|day|sunday)|que (?:tengas|tengan|tenga) (?:un )?buen (?:fin de semana|d[ií]a|domingo)|(?:tenha|tenham) (?:um|uma) (?:[oó]tim[oa]|boa|bom) (?:semana|fim de semana|dia|domingo)|bienvenid[oa]s? a|bem-vind[oa]s? (?:a|ao|à)|hola a todos|ol[aá],? (?:a todos|pessoal|gente)|(?:fala|e a[ií]),? (?:pessoal|galera|gente)|qu[eé] tal,? (?:gente|a todos|amigos)|hey (?:guys|everyone|y['’]all)|hi (?:everyone|guys|all)|(?:today|in this (?:video|episode)),? (?:i want to|i['’]m going to|i['’]m gonna|we['’]re (?:going to|gonna)|we are going to|i['’]ll) (?:talk|chat|show|cover|go over)|hoy (?:quiero|vamos a|les voy a|te voy a) (?:hablar|contar|mostrar)|hoje (?:eu )?(?:quero|vamos|vou|venho|vim) (?:falar|mostrar|contar|conversar)|hoy (?:vengo|vine) a (?:hablar|contar)|si te (?:sirvi[oó]|gust[oó])|se (?:isso |esse (?:v[ií]deo|epis[oó]dio|post) )?te ajudou|nos (?:escuchamos|vemos|leemos) (?:la|el|en)|(?:that['’]s|that is) (?:it|all) for (?:today|this week|now)|^(?:okay|ok|alright),? that['’]s it|eso es todo|por hoy es todo|por hoje [ée] (?:s[oó]|isso)|at[eé] a pr[oó]xima|see you next (?:week|time)|next (?:week|time),? i['’]ll|la (?:semana|pr[oó]xima) que viene|(?:is|it['’]s|are) on my (?:site|website|blog)|(?:est[aá]|lo encontr[aá]s) en mi (?:web|sitio|blog)|(?:est[aá]|tem) no meu (?:site|blog)|in the description|where can (?:people|listeners|we|they|folks) find you|(?:we['’]re|i['’]m|you can find (?:me|us)) on (?:instagram|twitter|x|tiktok|linkedin|youtube|bluesky|threads)|you guys have been asking|you['’]ve been asking|^see you (?:at|on|in|next|soon|there|then|tomorrow)|^(?:i )?hope to see (?:you|y['’]all)(?: all)? (?:soon|there|again|next)|^(?:espero )?ver(?:te|los|os) pronto|^espero (?:ver|rever) (?:voc[eê]s|vocês) em breve|^(?:cheers|warmly|best wishes|until next time|hasta (?:pronto|la pr[oó]xima)|un abrazo|abra[cç]os|beijos|nos vemos)(?:,|\s*[.!]?$)|(?:eu )?fico por aqui|me despido|espero que (?:les|te|os|vos) (?:haya|hayan) gustado|espero que (?:voc[eê]s? )?(?:tenham|tenha) gostado|(?:los|las|te|nos) leemos en (?:los )?comentarios|(?:um|uma) (?:forte|grande) abra[cç]o|i hope (?:this|that)(?:['’]s| is| was) (?:been )?helpful|hope (?:this|that) helps)(?![\p{L}])/iu

const DISH_POINTER =
	/^(?:This|It)(\s+(?:is|takes|tastes|makes|works|feeds|serves|keeps|comes together)\b|['’]s)/u

const SUBJECTLESS_DISH_LINE =
	/^(?:(?:Can|Could|Will|Should|May|Must) be|Serves|Makes|Keeps|Freezes|Pairs|Goes|Tastes|Works|Feeds)\s/u

const TIMESTAMP = /^\(?\d{1,2}:\d{2}(?::\d{2})?\)?\s*[-–—:]?/u

// "Cacio e Pepe", "Pão de Queijo", "Arroz con Pollo": a name whose words are joined by a small
// word is one topic, "#CacioEPepe", not "#Cacio" and "#Pepe".
const JOINED_NAME =
	/^\p{Lu}\p{Ll}+(?:\s+(?:e|y|and|&|de|di|del|da|do|con|com|al|alla|au|à|a)\s+\p{Lu}\p{Ll}+)+$/u

function withTitleName(title: string | null, tags: string[]): string[] {
	const name = title?.trim()
	if (!name || !JOINED_NAME.test(name) || name.split(/\s+/u).length > 5) return tags
	const words = name.split(/\s+/u).filter((word) => word !== '&')
	const tag = `#${words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join('')}`
	const parts = new Set(words.map((word) => `#${word}`))
	return [tag, ...tags.filter((t) => !parts.has(t) && t !== tag)]
}

function wordCount(text: string): number {
	return wordRunCount(text)
}

/** Quotes and brackets open before they close, and every one closes. */
function balanced(text: string): boolean {
	const pairs: Record<string, string> = { '“': '”', '«': '»', '(': ')' }
	const stack: string[] = []
	for (const char of text) {
		if (char in pairs) stack.push(pairs[char] ?? '')
		else if (char === '”' || char === '»' || char === ')') {
			if (stack.pop() !== char) return false
		}
	}
	return stack.length === 0
}

/**
 * A sentence over 50 words with its last clauses after a comma dropped until it is within 50
 * ("…a familias en condición de vulnerabilidad, igual que lo hizo el año pasado…"); null when it
 * is short enough already, asks something, or would keep too little of itself.
 */
function withoutTrailingClauses(text: string): string | null {
	const total = wordCount(text)
	if (total <= 50 || !/\.$/u.test(text)) return null
	let kept = text.replace(/\.$/u, '')
	while (wordCount(kept) > 50) {
		const comma = kept.lastIndexOf(', ')
		if (comma < 0) return null
		kept = kept.slice(0, comma)
	}
	kept = kept.replace(/(?:\s+(?:y|e|o|u|and|or|but|pero|mas|que|de|del|da|do|of))+$/iu, '')
	return wordCount(kept) >= Math.max(12, total * 0.6) ? `${kept}.` : null
}

function usableForPost(text: string, listItem = false): boolean {
	const words = wordCount(text)
	if (words < (listItem ? 2 : 4) || words > 50) return false
	// "O <label> deve ser utilizado como rótulo": an element named by its tag reads as a name;
	// a tag with attributes, or any other code, does not.
	const prose = text.includes('<') ? text.replace(/<\/?[a-z][a-z0-9-]*>/gu, 'tag') : text
	if (/[{}<>=|`\\]|\$\{|=>|\(\)|;\s*$|#\[|::|[\p{L}\d_]\(/u.test(prose)) return false
	if ((text.match(/"/gu) ?? []).length % 2 === 1) return false
	if (!balanced(text)) return false
	// "Team (on the bcc),..." — a sentence that trails off was cut from something longer.
	if (/[,;:]\s*(?:\.{2,}|…)\.?$|\.{4,}$/u.test(text)) return false
	// The visible characters are the text's less its white space, which has no letters (ADR 037).
	return letterCount(text) / Math.max(text.length - whitespaceCount(text), 1) >= 0.5
}

const SECTION_NAME_TITLE =
	/^(?:abstract|introduction|intro|overview|summary|contents|table of contents|resumen|introducción|resumo|introdução|sumário|changelog|change ?log|release notes|registro de (?:alterações|cambios)|notas de (?:la )?versi[oó]n|notas de vers[aã]o)$|^(?:added|changed|fixed|removed|fixes|bug ?fixes|features|improvements|new|novo|novidades|corre[cç][oõ]es|altera[cç][oõ]es|melhorias|correcciones|cambios|mejoras|nuevo|novedades)$/iu

// A changelog's sections ("### Correções", "## Added") under each version's heading.
const CHANGE_HEADING =
	/^(?:added|changed|fixed|removed|fixes|bug ?fixes|features|new features|improvements|new|novo|novidades|corre[cç][oõ]es|altera[cç][oõ]es|melhorias|corre[cç][oõ]es\s*\/\s*melhorias|correcciones|cambios|mejoras|nuevo|novedades)$/iu
// "[3.8.0](https://…/compare/3.7.2..3.8.0) (06-06-2025)", "v1.1.2 2025-12-31", "3.0.0 - 25/04/2024".
const VERSION_IN_HEADING = /(?<![\p{L}\p{N}.])v?(\d+\.\d+(?:\.\d+)?)(?![\p{N}])/u
const WHATS_NEW_IN: Record<ContentLanguage, string> = {
	en: 'What’s new in',
	es: 'Novedades de la versión',
	pt: 'Novidades da versão',
}

/**
 * "PEP 619 – Python 3.10 Release Schedule" on a line of its own above "Abstract / ========": the
 * first line names the document; the first heading only names its first section.
 */
function documentTitle(analysis: DetailedSourceAnalysis): string | null {
	// "3.8.2 (12-12-2025)", a changelog's first version, is no title.
	const title = analysis.title && /\p{L}/u.test(analysis.title) ? analysis.title : null
	if (title && !SECTION_NAME_TITLE.test(title.trim())) return title
	const first = analysis.sentences[0]?.text.trim() ?? ''
	const detail = analysis.details[0]
	if (
		detail &&
		detail.blockKind === 'paragraph' &&
		detail.section < 0 &&
		first.split(/\s+/u).length <= 14 &&
		!SECTION_NAME_TITLE.test(first) &&
		!/[.!?]$/u.test(first) &&
		// "para pensar": a label in lower case over a newsletter's first lines, not its title.
		!/^[\p{Ll}\s]+$/u.test(first)
	)
		return first
	// "Correções" over a changelog's first section names no document.
	return title && CHANGE_HEADING.test(title.trim()) ? null : title
}

const ITEM_MARKER = /^(?:\d{1,2}|[ivx]{1,4})[.)]?$/iu

/**
 * "**1. Your commute was doing a job.** It was the buffer…": a listicle written as paragraphs
 * that open on a bold lead. Three or more such paragraphs in a row are a list of their leads,
 * each of which reads as an item ("Loneliness sneaks up.").
 */
function leadInLists(
	sentences: ModelSentence[],
	language: ContentLanguage,
	names: KnownNames,
	headings: readonly string[],
	analysis: DetailedSourceAnalysis,
): SourceList[] {
	const byBlock = new Map<number, ModelSentence[]>()
	for (const s of sentences) {
		if (s.blockKind !== 'paragraph') continue
		const block = byBlock.get(s.blockIndex) ?? []
		block.push(s)
		byBlock.set(s.blockIndex, block)
	}
	const lists: SourceList[] = []
	let run: { items: ModelSentence[]; ordered: boolean; lastBlock: number } | null = null
	const close = () => {
		if (run && run.items.length >= 3) {
			const first = run.items[0]
			const section = first ? (analysis.details[first.index]?.section ?? -1) : -1
			lists.push({
				heading: section >= 0 ? (headings[section] ?? null) : null,
				items: run.items,
				ordered: run.ordered,
				role: 'points',
			})
		}
		run = null
	}
	for (const [blockIndex, block] of [...byBlock].sort((a, b) => a[0] - b[0])) {
		const marked = block[0] && ITEM_MARKER.test(block[0].original.trim()) ? 1 : 0
		const lead = block[marked]
		const isLead = lead && lead.emphasised && block.length > marked + 1 && lead.words <= 16
		if (!isLead || !lead) {
			close()
			continue
		}
		if (run && blockIndex !== run.lastBlock + 1) close()
		const alone = usableForPost(lead.original, true)
			? standAlone(lead.original, language, names)
			: ({ ok: false } as const)
		const item: ModelSentence = alone.ok
			? { ...lead, text: alone.text, standsAlone: true }
			: { ...lead, standsAlone: false }
		run ??= { items: [], ordered: marked === 1, lastBlock: blockIndex }
		run.items.push(item)
		run.lastBlock = blockIndex
	}
	close()
	return lists
}

// "1. Find the number the client cares about", "Step 2: …", "Hora 3: recortar": a numbered
// heading is one step of the text's own outline.
const NUMBERED_HEADING =
	/^(?:(\d{1,2})[.):]|(?:step|paso|passo|etapa|hora|hour|day|día|dia|week|semana|part|parte|tip|consejo|dica|#)\s*(\d{1,2})\s*[.:)—–-]?)\s+/iu

/**
 * A guide's outline as a list: three or more numbered headings in order ("1. Find the number",
 * "2. Estimate your time"), or, in a how-to, three or more headings that each say what to do.
 * Each heading becomes an item the way a list item would.
 */
const WHATS_NEW =
	/(?<![\p{L}])(?:what['’]s new|new in|announcing|introducing|release|released|launch(?:es|ing)?|novedades|de nuevo en|qu[eé] hay de nuevo|lanzamiento|presentamos|novidades|o que h[aá] de novo|lan[cç]amento|apresentamos)(?![\p{L}])/iu
// Sections every release note has, which say nothing of what is new.
const GENERIC_SECTION =
	/^(?:other|more|contributors?|what['’]s in|introduction|conclusions?|summary|wrapping up|thanks|acknowledg|get(?:ting)? started|how to (?:get|install|update)|installing|feedback|otros|otras|m[aá]s|colaborador|introducci|conclusi|resumen|agradec|c[oó]mo (?:instalar|actualizar)|outros|outras|mais|introdu[cç]|conclus|resumo|agradec|como (?:instalar|atualizar))/iu

function headingList(
	analysis: DetailedSourceAnalysis,
	language: ContentLanguage,
	names: KnownNames,
	kind: TextKind,
	firstIndex: number,
): SourceList | null {
	const title = analysis.title ?? null
	const headings = analysis.headings.filter((heading) => heading !== title)
	const numbered = headings
		.map((heading) => ({ heading, match: NUMBERED_HEADING.exec(heading) }))
		.filter((entry) => entry.match)
	const inOrder =
		numbered.length >= 3 &&
		numbered.every((entry, i) => Number(entry.match?.[1] ?? entry.match?.[2]) === i + 1)
	// "Qué hay de nuevo en DevTools (Chrome 93)": a release's headings are what is new in it.
	const features =
		kind === 'announcement' && title && WHATS_NEW.test(title)
			? headings.filter(
					(heading) =>
						!GENERIC_SECTION.test(heading) &&
						!/\?$/u.test(heading) &&
						wordCount(heading) >= 2 &&
						wordCount(heading) <= 12,
				)
			: []
	// "5 dicas para iniciantes" over five headings with no numbers: the headings are the tips
	// (fewer when the text is cut short); a closing "Concluindo" is not one of them.
	const announced = Number(/^(\d{1,2})\s+\p{L}/u.exec(title ?? '')?.[1] ?? 0)
	const counted =
		announced >= 3
			? headings.filter(
					(heading) =>
						!GENERIC_SECTION.test(heading) &&
						!ABOUT_ME_HEADING.test(heading) &&
						wordCount(heading) >= 2 &&
						wordCount(heading) <= 14,
				)
			: []
	const steps = inOrder
		? numbered.map((entry) => entry.heading.slice(entry.match?.[0].length ?? 0))
		: counted.length >= 3 && counted.length <= announced
			? counted
			: kind === 'howto'
				? headings.filter((heading) => INSTRUCTION[language].test(heading))
				: features.length >= 3 && features.length <= 12
					? features
					: []
	if (steps.length < 3 || (!inOrder && kind === 'howto' && steps.length < headings.length - 1))
		return null
	const items = steps.map((raw, k): ModelSentence => {
		const trimmed = raw.trim().replace(/[:.]$/u, '')
		const text = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1)
		const alone = usableForPost(text, true)
			? standAlone(text, language, names)
			: ({ ok: false } as const)
		// A release's "cargo add" is a command, written as the author wrote it.
		const asWritten = steps === features && alone.ok && alone.text === text
		return {
			text: asWritten ? trimmed : alone.ok ? alone.text : text,
			original: raw,
			index: firstIndex + k,
			score: 0.5,
			section: raw,
			blockKind: 'list',
			blockIndex: -1,
			opensBlock: true,
			words: wordCount(text),
			standsAlone: alone.ok,
			emphasised: false,
			question: /\?$/u.test(text),
			hasNumber: /(?<![\p{L}])\d/u.test(text),
			conclusion: false,
			lesson: false,
			insight: false,
			firstPerson: FIRST_PERSON[language].test(text),
			narrative: false,
			addressesReader: READER[language].test(text),
			// "Do their unit tests pass?" asks; it does not tell the reader to do anything.
			instruction: INSTRUCTION[language].test(text) && !/\?["”»']?$/u.test(text),
			aside: false,
			speaker: null,
			host: false,
		}
	})
	return { heading: title, items, ordered: inOrder, role: 'points', outline: true }
}

// "**Adam:** …" turns: a speaker speaks more than once. "**Maintainability:** …" list labels
// each appear once.
function boldSpeakerTurns(plain: string): boolean {
	const labels = plain.match(/^\s*\*\*[^*\n]{2,40}:\*\*/gmu)
	if (!labels || labels.length < 2) return false
	const seen = new Set<string>()
	for (const label of labels) {
		const key = label.trim().toLowerCase()
		if (seen.has(key)) return true
		seen.add(key)
	}
	return false
}

function classifyKind(
	analysis: DetailedSourceAnalysis,
	sentences: ModelSentence[],
	lists: SourceList[],
	plain: string,
): TextKind {
	const title = analysis.title ?? ''
	const head = `${title}\n${plain.slice(0, 1500)}`
	if (
		lists.some((list) => list.role === 'ingredients') ||
		(plain.match(new RegExp(QUANTITY, 'giu')) ?? []).length >= 4
	)
		return 'recipe'
	if (TRANSCRIPT.test(head) || boldSpeakerTurns(plain)) return 'transcript'
	const linkItems = lists
		.filter((list) => list.role === 'links')
		.reduce((n, l) => n + l.items.length, 0)
	// "How to price your first project" is a guide even when its body mentions "a launch date"
	// or "the newsletter I send on Fridays".
	const howToTitle = /^(?:how to|how i|how we|c[oó]mo|como)\b/iu.test(title)
	if ((!howToTitle && NEWSLETTER.test(head)) || linkItems >= 5) return 'newsletter'
	// "How GoDaddy's sites improved Core Web Vitals by 75%": a result in the title is a case study's,
	// whatever was launched on the way.
	if (RESULT_TITLE.test(title)) return 'case-study'
	if (!howToTitle && ANNOUNCEMENT.test(`${title}\n${plain.slice(0, 600)}`)) return 'announcement'
	// "How we rebranded PostHog in four weeks": a team's account of what it did, not a guide.
	// ("How I made a career change…" stays a guide: its outline is the steps the author took.)
	if (PAST_ACCOUNT_TITLE.test(title) && !lists.some((list) => list.role === 'steps'))
		return 'case-study'
	if (howToTitle || lists.some((list) => list.role === 'steps')) return 'howto'
	// A title that says it is a case study is one, however many lists it has.
	if (CASE_STUDY_TITLE.test(title)) return 'case-study'
	// "Meu ano de 2019", "My Decade in Review": a life told in order, whatever lists it holds.
	if (YEAR_REVIEW_TITLE.test(title)) return 'story'
	const listItems = lists.reduce((n, list) => n + list.items.length, 0)
	if (/^\d+\s+\p{L}/u.test(title) || (listItems >= 5 && listItems >= sentences.length * 0.35))
		return 'listicle'
	// "Things I Don't Know as of 2018" over seven items: the title announces the list.
	if (listItems >= 5 && LIST_TITLE.test(title)) return 'listicle'
	const resultSentences = sentences.filter((s) => s.hasNumber && RESULT.test(s.original)).length
	if (resultSentences >= 3) return 'case-study'
	// "The problem / What they changed / The results": the plan of a customer story.
	const headings = analysis.headings.join('\n')
	if (RESULTS_SECTION.test(headings) && PROBLEM_OR_CHANGE_SECTION.test(headings))
		return 'case-study'
	const story = sentences.filter((s) => PAST_STORY[analysis.language].test(s.original)).length
	if (story >= 3) return 'story'
	return 'essay'
}

// "Prep time: 40 min", "Servings: 4": a recipe card's facts, not something to say.
const RECIPE_FACTS =
	/^[\p{Extended_Pictographic}\uFE0F\u200D\s]*(?:prep(?:aration)? time|cook(?:ing)? time|total time|bake time|active time|chill(?:ing)? time|rest(?:ing)? time|servings?|serves|yield|makes|calories|tiempo de (?:preparaci[oó]n|cocci[oó]n)|tiempo total|porciones|raciones|rinde|tempo de (?:preparo|preparação|cozimento)|tempo total|por[cç][oõ]es|rendimento|rende)\s*:/iu

// "Disclaimer 1: All the code examples are in Sass", "Note: prices in USD", "Obs.: …": the author
// annotating their own text. It frames the post; it is not one of its points.
const NOTE_LABEL =
	/^_*(?:disclaimers?|note|notes|nb|n\.b\.|ps|p\.s\.|aviso|nota|notas|obs|observa[cç][aã]o|aclaraci[oó]n|advertencia)\.?\s*\d*\s*:/iu

// "Ponga aquí todo lo que valga la pena conocer…", "Write your intro here", "Lorem ipsum": a
// template's instructions to whoever fills it in, left in the pasted text.
const TEMPLATE_TEXT =
	/(?<![\p{L}])(?:(?:ponga|pon|escriba|escribe|agregue|agrega|añada|añade|inserte|put|write|add|insert|type|paste|escreva|coloque|adicione|insira)\s+(?:aqu[ií]|aqui|here)|(?:your|tu|su|seu|sua)\s+(?:text|texto|intro|description|descripci[oó]n|descri[cç][aã]o)\s+(?:here|aqu[ií]|aqui)|lorem ipsum)(?![\p{L}])/iu
// "TODO: PLACE FIGURE Chart…": a note the author left for themself, in capitals.
const EDITOR_NOTE = /(?<![\p{L}])(?:TODO|FIXME|TBD|XXX)\s*:|^(?:TODO|FIXME|TBD|XXX)\s+\p{Lu}{2,}/u

// "Happy to be here", "Thanks for having me on", "I feel like our paths have crossed": the
// pleasantries that open a conversation, said to each other, not to a reader.
const SMALL_TALK =
	/(?<![\p{L}])(?:(?:happy|glad|great|good|nice|excited|thrilled) to (?:be here|be on|have you|see you|meet you|talk to you|finally talk)|thanks? (?:you )?(?:so much )?for (?:having|inviting) (?:me|us)|thanks for coming(?: on)?|paths have crossed|good to (?:be back|have you back)|how are you(?: doing)?|un placer (?:estar aqu[ií]|tenerte)|gracias por (?:invitarme|tenerme|venir)|encantad[oa] de (?:estar|tenerte)|obrigad[oa] pelo convite|obrigad[oa] por (?:me receber|vir)|um prazer (?:estar aqui|ter voc[eê]))(?![\p{L}])/iu

// "I'm currently the vice-president and the head of AmEx AI Labs.", "Personally, I am born and
// brought up in New Delhi…": a speaker introducing themselves, not the conversation's point.
// A section about the author ("About me", "Me apresentando de novo", "Quién soy").
const ABOUT_ME_HEADING =
	/^(?:(?:a (?:bit|little) )?about (?:me|the author|myself)|who am i|who i am|introducing myself|(?:me )?apresentando(?:-me)?(?: de novo)?|quem sou(?: eu)?|sobre mim|sobre (?:el|o) autor|sobre m[ií]|qui[eé]n soy(?: yo)?|presentándome|(?:mi|minha) presentaci[oó]n)[.!:]?$/iu
// "Sou Felipe, e…", "My name is Ana and…": the author names themself.
const NAMES_THEMSELVES =
	/^(?:(?:hi|hello|hey|hola|ol[aá]|oi),?\s+)?(?:my name is|i['’]m called|me llamo|mi nombre es|meu nome [eé]|(?:sou|soy) (?:(?:o|a|el|la)\s+)?\p{Lu}\p{Ll}+(?=[,.!\s]))/u
const SELF_INTRODUCTION =
	/^(?:(?:personally|so|well|sure|yeah|yes|okay|ok),?\s+)*(?:(?:i['’]m|i am) (?:currently |now |also )?(?:the |a |an )?(?:[\p{L}-]+\s+){0,4}?(?:president|vp|head|ceo|cto|coo|cfo|founder|co-?founder|director|engineer|scientist|manager|developer|designer|professor|partner|lead|strategist|researcher|host|co-?host|editor|writer|analyst|consultant|architect|officer|student)(?![\p{L}])|(?:i['’]m|i am|i was) born and (?:brought up|raised)|(?:i['’]ve|i have) (?:spent|been|worked) (?:over |about |almost |nearly |more than |for )?[\p{L}\p{N}-]+ years|my name is|this is \p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?[.!]$|(?:soy|me llamo|mi nombre es|sou|meu nome [eé]) )/iu
// "I'm Adam Garrett-Harris.", "And I'm Jason Staten.": a host or a guest saying their name (case
// matters: "I'm not satisfied with medium." is a point).
const SAYS_OWN_NAME =
	/^(?:And\s+|and\s+)?I(?:['’]m| am) \p{Lu}[\p{L}'’]*(?:[\s-]\p{Lu}[\p{L}'’]*){0,3}[.!]$/u
// "This week we have Madhurima Khandelwal, who is…", "Joining us today is…": the host names the
// guest; what the show talks before that is the hosts' own small talk.
// "This time we're going over a picture book called “Ara the Star Engineer” by Komal Singh": the
// host names the book (the film, the paper) the episode is about.
const SUBJECT_INTRODUCTION =
	/(?<![\p{L}])(?:going over|talking about|discussing|reading|covering|reviewing|looking at|hablando de|hablamos de|comentamos|leemos|repasamos|analizamos|falando sobre|falamos sobre|comentamos|lemos|analisamos)\s+(?:a|an|the|el|la|un|una|o|um|uma)\s+(?:[\p{L}-]+\s+){0,2}?(?:book|novel|paper|film|movie|album|game|essay|documentary|libro|novela|pel[ií]cula|art[ií]culo|documental|juego|livro|romance|filme|artigo|document[aá]rio|jogo)\s+(?:called|titled|named|llamad[oa]|titulad[oa]|chamad[oa]|intitulad[oa])\s+["“«]/iu
// "This time", "Today": when in the show's run; the sentence says the same without it.
const EPISODE_TIME_OPENER =
	/^(?:this time|this week|today|on this episode|in this episode|esta vez|esta semana|hoy|en este episodio|desta vez|nesta semana|hoje|neste epis[oó]dio),?\s+/iu
const GUEST_INTRODUCTION =
	/(?<![\p{L}])(?:we have|we['’]ve got|joining us|joined by|with us (?:today|this week) is|our guest|i['’]m here with|we['’]re here with|tenemos a|nos acompaña|nuestr[oa] invitad[oa]|temos (?:aqui )?(?:o|a)|nosso convidado|nossa convidada)\s+(?:(?:today|this week|here|hoy|hoje)\s+)?(?:is\s+)?\p{Lu}\p{L}+\s+\p{Lu}/u

const SO_THEY_SAY =
	/^[\p{Extended_Pictographic}\uFE0F\u200D\s]*(?:or )?(?:so they say|so (?:i was|we were) told|so (?:i|we) thought|that['’]s what they (?:say|tell you)|(?:o )?eso (?:dicen|me dijeron|nos dijeron|pensaba)|(?:o )?as[ií] dicen|(?:ou )?(?:assim dizem|é o que dizem|pelo menos é o que dizem|é o que me disseram))[.!…]*$/iu

const YEAR_REVIEW_TITLE =
	/(?<![\p{L}])(?:(?:year|decade|\d{4}) in review|(?:my|mi|meu) (?:\d{4}|year|decade|año|ano|década)|(?:my|mi|meu) (?:año|ano) (?:de |en )?\d{4}|a[nñ]o en revisi[oó]n|retrospectiva(?: \d{4})?|looking back (?:at|on) \d{4}|\d{4}(?:,)? a (?:year|retrospective)|\d{4} (?:into|to) \d{4})(?![\p{L}])/iu

const LIST_TITLE =
	/(?<![\p{L}])(?:things|lessons|mistakes|tips|ways|reasons|ideas|tools|habits|rules|myths|misconceptions|cosas|lecciones|errores|consejos|formas|razones|herramientas|h[aá]bitos|mitos|coisas|li[cç][oõ]es|erros|dicas|raz[oõ]es|ferramentas)(?![\p{L}])/iu

const ENDS_ON_A_VERB_FORM =
	/\p{Ll}(?:Using|Usando|Utilizando|Haciendo|Fazendo|Creando|Criando|Rely|Relies|Uses)$/u
const GENERIC_TOPIC =
	/^(?:socials?|sponsors?|post|posts|month|months|hours?|minutes?|middle|watching|thing|things|way|ways|part|parts|end|start|lot|bit|people|person|world|life|today|week|weekend|year|years|idea|ideas|question|questions|answer|problem|problems|example|examples|reason|reasons|point|points|step|steps|number|case|cases|place|side|kind|type|stuff|fact|home|work|team|job|company|blog|article|episode|link|links|list|page|site|email|mail|app|note|notes|update|news|summary|tips?|cosas?|coisas?|gente|forma|parte|semana|mes|mês|año|ano|vida|mundo|tiempo|tempo|ejemplo|exemplo|pessoas|personas|percent|percentage|issue|issues|edition|plan|plans|card|cards|deck|floor|support|founder|founders|store|stores|number|numbers|result|results|version|option|options|user|users|customer|customers|client|clients|money|day|days|hour|change|changes|morning|night|por ciento|por cento|número|edición|edição|cliente|clientes|dinero|dinheiro|día|dia|dias|días|paso|passo|bloco|bloque|ideia|idea|project|projects|proyecto|proyectos|projeto|projetos|couple|secrets?|secretos?|segredos?|tricks?|trucos?|truques?|corre[cç][oõ]es|correcciones|melhorias|mejoras|ajustes|altera[cç][oõ]es|cambios|features|fixes|improvements|changelog|refinamentos|mins?|seconds?|segundos?|minutos?|horas?|miles?|km|kms|kilometers?|kilometres?|meters?|metres?|millas?|quil[oô]metros?|kil[oó]metros?|metros?|pace|ritmo|grams?|gramos|gramas|kilos?|tbsp|tsp|cups?|oz|inch|inches|chunks?|pieces?|mom|dad|mum|mother|father|parents?|pais|kids?|guys|folks|friends?|comments?|comentarios?|comentários?|hands|process|processo|proceso|usuario|usuarios|usuário|usuários|datos|dados|sick|coverage|quality|qualidade|calidad|videos?|vídeos?|topic|topics|tema|temas|tópico|tópicos|lunch|almoço|almuerzo|casa|casas|hogar|lar|guide|guides|gu[ií]a|gu[ií]as|lugar|lugares|discuss|landing|feedback|começo|comienzo|inicio|início|final|fim|lado|caso|casos|minimum|maximum|minimal|optimal|default|basic|advanced|general|current|previous|initial|main|major|minor|additional|extra|total|overall|average|typical|standard|mínimo|mínima|máximo|máxima|básico|básica|principal|actual|atual|anterior|cmd|ctrl|shift|alt|esc|enter|tab|quarters?|saucepan|pan|pot|skillet|bowl|oven|blender|processor|whisk|tray|sheet|mediumsaucepan|largebowl|future|mistakes?|making|trimestres?|versão|versões|versión|versiones|field|fields|campo|campos)$/iu

/**
 * A pattern for a sentence that defines the title's term: the term in quotes in the title
 * ("The “Bug-O” Notation" → "the bug-o describes…"), or a short title that is a name for a thing
 * ("Working Agreements" → "working agreements are…").
 */
export function titleTermDefinition(title: string | null): ((text: string) => boolean) | null {
	if (!title) return null
	const quoted = /["“«]([^"”»]{2,40})["”»]/u.exec(title)?.[1]
	const bare = title.replace(/^(?:the|a|an|el|la|los|las|o|os|as)\s+/iu, '').trim()
	const term =
		quoted ??
		(bare.split(/\s+/u).length <= 3 && /^[\p{L}\s'’-]+$/u.test(bare) && !/\?$/u.test(bare)
			? bare
			: null)
	if (!term) return null
	const escaped = fold(term).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
	const pattern = new RegExp(
		`^(?:(?:the|a|an|el|la|los|las|o|os|as|um|uma|un|una)\\s+)?${escaped}\\s+(?:is|are|was|describes|means|measures|refers to|es|son|describe|mide|significa|[eé]|s[aã]o|descreve|mede)(?![\\p{L}])`,
		'u',
	)
	return (text) => pattern.test(fold(text))
}

function fold(text: string): string {
	const lower = text.toLowerCase()
	// No character below U+00C0 decomposes or is a mark: such a text folds to itself (ADR 039).
	for (let i = 0; i < lower.length; i++)
		if (lower.charCodeAt(i) >= 0xc0) return lower.normalize('NFD').replace(/\p{M}/gu, '')
	return lower
}

/** "#OutagePostMortem" as a pattern for "outage post-mortem(s)" in folded text. */
// "How much does a startup spend on marketing." is a question the author punctuated as a
// heading; posted as is it reads as a typo.
const UNMARKED_QUESTION =
	/^(?:how(?: much| many| often| long)?|what|why|where|when|who|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will|has|have)\s[^.!?]*\.$/iu

function asQuestion(text: string, language: ContentLanguage): string {
	return language === 'en' && UNMARKED_QUESTION.test(text) ? `${text.slice(0, -1)}?` : text
}

/**
 * A check on hashtags worked out once per tag: buildSourceModel asks the same few tags the same
 * questions many times (each builds regular expressions), always about the same text.
 */
function oncePerTag<T>(check: (tag: string) => T): (tag: string) => T {
	const known = new Map<string, T>()
	return (tag) => {
		if (known.has(tag)) return known.get(tag) as T
		const value = check(tag)
		known.set(tag, value)
		return value
	}
}

export function tagPattern(tag: string): RegExp {
	const parts = fold(tag.replace(/^#/u, ''))
		.replace(/([a-z])(?=[A-Z])/gu, '$1 ')
		.split(/\s+/u)
	const camel = camelCaseParts(tag.replace(/^#/u, '')).map((part) =>
		fold(part).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'),
	)
	const body = (camel.length > 1 ? camel : parts).join("[\\s'’-]*")
	return new RegExp(`(?<![\\p{L}])${body}`, 'u')
}

/**
 * What `tagPattern(tag)` finds, without compiling a pattern for each tag (ADR 041): when its
 * parts are plain words (letters and digits), a match is the parts in turn with any run of
 * `[\s'’-]` between them, not after a letter; no part starts with such a character, so the run
 * between two parts is the whole run. Any other tag is asked of the pattern itself.
 */
export function tagMatcher(tag: string): {
	test: (text: string) => boolean
	count: (text: string) => number
} {
	const bare = tag.replace(/^#/u, '')
	const parts = fold(bare)
		.replace(/([a-z])(?=[A-Z])/gu, '$1 ')
		.split(/\s+/u)
	const camel = camelCaseParts(bare).map((part) => fold(part))
	const words = camel.length > 1 ? camel : parts
	if (!words.every(plainWord)) {
		let pattern: RegExp | null = null
		const compiled = () => (pattern ??= tagPattern(tag))
		return {
			test: (text) => compiled().test(text),
			count: (text) => (text.match(new RegExp(compiled().source, 'gu')) ?? []).length,
		}
	}
	const first = words[0] ?? ''
	// Where the match that starts at i ends, or -1.
	const endAt = (text: string, i: number) => {
		if (letterBefore(text, i)) return -1
		let at = i
		for (let k = 0; k < words.length; k++) {
			const word = words[k] ?? ''
			if (!text.startsWith(word, at)) return -1
			at += word.length
			if (k < words.length - 1) while (at < text.length && tagSeparator(text.charCodeAt(at))) at++
		}
		return at
	}
	return {
		test: (text) => {
			for (let i = text.indexOf(first); i >= 0; i = text.indexOf(first, i + 1))
				if (endAt(text, i) >= 0) return true
			return false
		},
		count: (text) => {
			let count = 0
			for (let i = text.indexOf(first); i >= 0;) {
				const end = endAt(text, i)
				if (end >= 0) count++
				i = text.indexOf(first, end >= 0 ? end : i + 1)
			}
			return count
		},
	}
}

/** `[\s'’-]`: white space and line ends as `\s` reads them, an apostrophe or a hyphen. */
function tagSeparator(unit: number): boolean {
	return unit === 0x27 || unit === 0x2d || unit === 0x2019 || whiteSpaceUnit(unit)
}

/**
 * `new RegExp(`[\\p{Ll},]\\s+${word}(?![\\p{L}])`, 'u').test(text)` without compiling it, for a
 * plain word (ADR 041): somewhere the word is not before a letter, and the run of white space
 * before it follows a lower-case letter or a comma. Any other word is asked of the pattern.
 */
export function afterLowerCase(word: string, text: string): boolean {
	if (!plainWord(word)) return new RegExp(`[\\p{Ll},]\\s+${word}(?![\\p{L}])`, 'u').test(text)
	for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
		if (letterAt(text, i + word.length)) continue
		let start = i
		while (start > 0 && whiteSpaceUnit(text.charCodeAt(start - 1))) start--
		if (start === i || start === 0) continue
		const unit = text.charCodeAt(start - 1)
		// The code point before the white space: a surrogate pair is one.
		const from =
			unit >= 0xdc00 &&
			unit <= 0xdfff &&
			start >= 2 &&
			/[\ud800-\udbff]/.test(text[start - 2] ?? '')
				? start - 2
				: start - 1
		if (LOWER_OR_COMMA.test(text.slice(from, start))) return true
	}
	return false
}
const LOWER_OR_COMMA = /^[\p{Ll},]$/u

/**
 * A word of letters and digits in the BMP: a pattern reads it as the literal it is, and a search
 * for its code units finds what the pattern finds (ADR 041).
 */
function plainWord(word: string): boolean {
	return PLAIN_WORD.test(word) && !SURROGATE.test(word)
}
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u
const SURROGATE = /[\uD800-\uDFFF]/

// "Jess calls it "the coffee can mode."": a name the author gives something. Another sentence
// that uses the name ("someone will say "uh oh, coffee can mode"") needs that one before it.
const COINAGE =
	/(?<![\p{L}])(?:calls?|called|calling|call(?:ed)? it|dubbed|nicknamed|known as|we call|i call|llam(?:a|an|amos|o|ó)|chama(?:m|mos)?|apelid\p{L}+)\s+(?:it|this|that|them|lo|la|los|las|isso|de)?\s*["“«]((?:the |el |la |o |a )?([^"”»]{3,40}?))[.,!?]?["”»]/giu

/** Names the source coins in quotes, folded and without their article. */
function coinages(sentences: readonly { text: string }[]): Map<string, number> {
	const found = new Map<string, number>()
	sentences.forEach((sentence, index) => {
		for (const match of sentence.text.matchAll(COINAGE)) {
			const name = fold(match[2] ?? '').trim()
			if (name.split(/\s+/u).length >= 2 && !found.has(name)) found.set(name, index)
		}
	})
	return found
}

// Words a subject or a negation comes before: "eu crio", "we reply", "no sé".
const SUBJECT_BEFORE: Record<ContentLanguage, string> = {
	en: "i|we|you|they|don't|dont|never|always",
	// ("la" and the Portuguese "nos" are also an article and "in the": nouns follow them.)
	es: 'yo|no|nosotros|tu|lo|me|te|se|nos|siempre|nunca',
	pt: 'eu|nao|voce|me|te|se|sempre|nunca|a gente',
}

// "Always interested in tech, but just from a distance.", "Really the ups and the downs, and the
// fundraising…": said aloud, a phrase with no subject and no verb of its own reads fine; written
// in a post, it is half a sentence.
const SPOKEN_CLAUSE =
	/(?<![\p{L}])(?:i|we|you|he|she|they|is|are|was|were|am|be|been|being|have|has|had|does|did|will|would|can|could|should|may|might|must|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|don['’]t|doesn['’]t|didn['’]t|won['’]t|can['’]t|couldn['’]t)(?![\p{L}])|['’](?:s|re|ve|ll|d|m)(?![\p{L}])/iu

function spokenFragment(text: string): boolean {
	if (/\?["”»']?$/u.test(text)) return false
	// "Worked at Trinity as an executive in residence, which is…": the speaker left out "I".
	if (/^\p{Lu}\p{Ll}+ed\s+(?:at|in|on|for|with|as|to|from)\s/u.test(text)) return true
	return wordCount(text) <= 25 && !SPOKEN_CLAUSE.test(text)
}

// Words a noun comes after: "the", "a", "our", "las", "o".
const DETERMINER_BEFORE: Record<ContentLanguage, string> = {
	en: 'the|a|an|this|that|these|those|my|our|your|their|his|her|its|some|any|every|each|no',
	es: 'el|la|los|las|un|una|unos|unas|su|sus|mi|mis|tu|tus|este|esta|estos|estas|del|al',
	pt: 'o|a|os|as|um|uma|uns|umas|seu|sua|seus|suas|meu|minha|este|esta|esse|essa|do|da|dos|das|no|na',
}

/**
 * "the pricing", "our new pricing": the word after a determiner (in English, maybe one word
 * between), for `test`. The word is matched first and the determiner looked for behind it: the
 * pattern that starts at the determiner is tried at every position of the text, this one only
 * where the word is; a text has a match of one exactly when it has a match of the other (ADR 039).
 */
export function afterDeterminerPattern(word: string, language: ContentLanguage): RegExp {
	return new RegExp(
		`(?<=(?<![\\p{L}])(?:${DETERMINER_BEFORE[language]})\\s+${language === 'en' ? '(?:\\p{L}+\\s+)?' : ''})${word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`,
		'u',
	)
}

/**
 * `afterDeterminerPattern(word, language).test(text)` without compiling a pattern for each word
 * (ADR 041): for a plain word, each place it occurs not before a letter is asked of one pattern
 * per language, the same look-behind, at that place (sticky). Any other word is asked of the
 * pattern itself.
 */
export function afterDeterminerIn(word: string, text: string, language: ContentLanguage): boolean {
	if (!plainWord(word)) return afterDeterminerPattern(word, language).test(text)
	const behind = (DETERMINER_BEHIND[language] ??= new RegExp(
		`(?<=(?<![\\p{L}])(?:${DETERMINER_BEFORE[language]})\\s+${language === 'en' ? '(?:\\p{L}+\\s+)?' : ''})`,
		'uy',
	))
	for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
		if (letterAt(text, i + word.length)) continue
		behind.lastIndex = i
		if (behind.test(text)) return true
	}
	return false
}
const DETERMINER_BEHIND: Partial<Record<ContentLanguage, RegExp>> = {}

/**
 * Where `(?<![\p{L}])word(?![\p{L}])` matches in `text` (flags `gu`), in order; for a plain word
 * by searching for it (ADR 041).
 */
export function wordUses(word: string, text: string): number[] {
	if (!plainWord(word)) {
		const escaped = word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')
		return [...text.matchAll(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'gu'))].map(
			(use) => use.index,
		)
	}
	const uses: number[] = []
	for (let i = text.indexOf(word); i >= 0;) {
		const end = i + word.length
		const use = !letterBefore(text, i) && !letterAt(text, end)
		if (use) uses.push(i)
		i = text.indexOf(word, use ? end : i + 1)
	}
	return uses
}

/**
 * Whether a single word is used as the name of a thing in the text, judged from its uses: "eu
 * crio tudo" is a verb, "coffee cans" and "coffee can mode" use "coffee" to say which can.
 */
function usedAsNoun(word: string, text: string, language: ContentLanguage): boolean {
	const uses = wordUses(word, text)
	if (uses.length === 0) return true
	const subjectBefore = new RegExp(`(?<![\\p{L}])(?:${SUBJECT_BEFORE[language]})\\s+$`, 'u')
	const afterSubject = uses.filter((use) =>
		subjectBefore.test(text.slice(Math.max(0, use - 12), use)),
	).length
	if (afterSubject * 2 >= uses.length) return false
	// The same word after it most times: a modifier of that word.
	const next = new Map<string, number>()
	for (const use of uses) {
		const following = /^\s+(\p{L}{3,})/u.exec(text.slice(use + word.length))?.[1]
		if (following)
			next.set(following.replace(/s$/u, ''), (next.get(following.replace(/s$/u, '')) ?? 0) + 1)
	}
	const most = Math.max(0, ...next.values())
	return !(uses.length >= 2 && most >= 2 && most * 3 >= uses.length * 2)
}

/**
 * Whether a key phrase of the text names a thing a post or a reel can be about: a phrase of two
 * words or more, or a single word the text uses as a noun ("coffee" in "coffee cans" does not).
 */
export function namesAThing(phrase: string, model: SourceModel): boolean {
	const words = phrase.trim().split(/\s+/u)
	// A phrase names a thing when the model reads it as a topic ("promesas falla" is a clause).
	if (words.length > 1)
		return (
			model.topics.some((topic) => fold(topic) === fold(phrase)) ||
			fold(model.title ?? '').includes(fold(phrase)) ||
			!model.analysis.keyPhrases.some((key) => fold(key) === fold(phrase))
		)
	if (!isTopicalWord(`#${phrase}`, model.language)) return false
	return usedAsNoun(fold(phrase), fold(model.analysis.plainText), model.language)
}

export function buildSourceModel(pasted: string): SourceModel {
	const subtitles = subtitlesToProse(pasted)
	const source = subtitles ?? pasted
	const analysis = analyzeSourceDetailed(source)
	const language = analysis.language
	const last = analysis.details.at(-1)
	const blockCount = last?.blockCount ?? 1
	const lastBlock = last?.blockIndex ?? 0
	const titleWords = new Set((analysis.title ?? '').toLowerCase().match(/\p{L}+/gu) ?? [])
	const names = collectKnownNames(
		analysis.sentences.map((s) => s.text),
		titleWords,
	)
	const headings = analysis.headings
	// In a conversation the first voice is the host's; the text is about what the guest says.
	const speakers = [
		...new Set(analysis.details.map((d) => d.speaker).filter((x): x is string => !!x)),
	]
	const host = speakers.length >= 2 ? speakers[0] : null
	const releaseName = releaseNameOf(analysis.title)
	const coined = coinages(analysis.sentences)
	const usesCoinage = (text: string, index: number) => {
		// Most texts coin no name: then no sentence needs folding for one (ADR 039).
		if (coined.size === 0) return false
		const folded = fold(text)
		for (const [name, at] of coined) if (index !== at && folded.includes(name)) return true
		return false
	}
	const sentences: ModelSentence[] = analysis.sentences.map((sentence, i) => {
		const detail = analysis.details[i]
		const section = detail && detail.section >= 0 ? (headings[detail.section] ?? null) : null
		let alone =
			usableForPost(sentence.text, detail?.blockKind === 'list') && !usesCoinage(sentence.text, i)
				? standAlone(sentence.text, language, names)
				: ({ ok: false } as const)
		// A news item's 58-word sentence: its trailing clauses go until it reads in one breath.
		// The essay's point in one 130-word sentence: its main clause, before the semicolon and
		// without what it concedes, says it in a breath.
		const main = alone.ok ? null : mainClauseOfLong(sentence.text)
		const trimmed = alone.ok
			? null
			: main && usableForPost(main)
				? main
				: withoutTrailingClauses(main ?? sentence.text)
		if (trimmed && usableForPost(trimmed) && !usesCoinage(trimmed, i)) {
			const own = standAlone(trimmed, language, names)
			if (own.ok) alone = own
		}
		// "This release addresses a security vulnerability…" under "Announcing Scala.js 1.10.0":
		// the release is the one the title names.
		if (!alone.ok && releaseName && THIS_RELEASE.test(sentence.text)) {
			const named = sentence.text.replace(THIS_RELEASE, releaseName)
			const own = usableForPost(named) ? standAlone(named, language, names) : alone
			if (own.ok) alone = own
		}
		// "For the MMRF: They raised about $525K via this marathon" under "NYC marathon results":
		// "The MMRF raised about $525K via the NYC marathon".
		if (!alone.ok && language === 'en') {
			const named = labelledByTitle(sentence.text, analysis.title)
			if (named !== sentence.text) {
				const own = usableForPost(named) ? standAlone(named, language, names) : alone
				if (own.ok) alone = own
			}
		}
		// "He had this belief … that **you never know which small thing is going to save the whole
		// job.**": the clause the author put in bold is their point, and it stands alone.
		if (!alone.ok) {
			// "If there's one message … it's this: **focus on one user first**.": after a colon, a
			// shorter run is the point the sentence builds up to.
			const ending = sentence.text.trimEnd().replace(/["”»']$/u, '')
			const span = (detail?.emphasis ?? [])
				.map((run) => run.trim().replace(/[,;:]$/u, ''))
				.find((run) => {
					const bare = run.replace(/["”»']$/u, '')
					if (wordCount(run) >= 6 && ending.endsWith(bare)) return true
					const unstopped = bare.replace(/[.!?]$/u, '')
					const before = ending.replace(/[.!?]$/u, '')
					// A command ("focus on one user first"), not a list of words ("productividad, focus y
					// entretenimiento").
					return (
						wordCount(run) >= 4 &&
						INSTRUCTION[language].test(upperFirst(unstopped)) &&
						before.endsWith(unstopped) &&
						/:\s*$/u.test(before.slice(0, before.length - unstopped.length))
					)
				})
			if (span) {
				const clause = `${span.charAt(0).toLocaleUpperCase()}${span.slice(1)}${/[.!?]$/u.test(span) ? '' : '.'}`
				const own = usableForPost(clause)
					? standAlone(clause, language, names)
					: ({ ok: false } as const)
				if (own.ok) alone = own
			}
		}
		// "01:33 Why scope your CSS?": in a post the chapter's time points at nothing.
		const own = alone.ok ? alone.text : sentence.text
		const chapter = detail?.blockKind === 'list' && alone.ok ? TIMESTAMP.exec(own) : null
		const said =
			chapter && /\p{L}/u.test(own.slice(chapter[0].length))
				? upperFirst(own.slice(chapter[0].length).trim())
				: own
		const text = asQuestion(said, language)
		const blockIndex = detail?.blockIndex ?? 0
		const nearEnd =
			blockCount > 4 && blockIndex >= lastBlock - Math.max(1, Math.round(blockCount * 0.15))
		// Asked once each (ADR 041): neither pattern keeps state between tests.
		const question = /\?["”»']?$/u.test(text)
		const saysInsight = INSIGHT[language].test(text)
		// The clause in bold after "If there's one message…, it's this:" is the message.
		const insight = saysInsight || (sentence.text !== text && INSIGHT[language].test(sentence.text))
		return {
			text,
			original: sentence.text,
			index: sentence.index,
			score: sentence.score,
			section,
			blockKind: (detail?.blockKind ?? 'paragraph') as ModelSentence['blockKind'],
			blockIndex,
			opensBlock: detail?.opensBlock ?? false,
			words: wordCount(text),
			// "The reason I wanted you on is that you did…": the host speaking to the guest.
			standsAlone:
				alone.ok &&
				!(language === 'en' && detail?.speaker && spokenFragment(text)) &&
				// "…I'm skipping over steps on it but uh-": a turn cut off mid-word.
				!(detail?.speaker && /(?:\p{L}-|\s[-–—])$/u.test(text)) &&
				!(
					host !== null &&
					detail?.speaker === host &&
					!question &&
					/(?<![\p{L}])(?:you|your|you['’]ve|you['’]re|usted|tú|você)(?![\p{L}])/iu.test(text)
				),
			emphasised: detail?.emphasised ?? false,
			question,
			hasNumber: /(?<![\p{L}])\d/u.test(text),
			conclusion: nearEnd || (section !== null && CONCLUSION_HEADING.test(section)),
			lesson: LESSON[language].test(text) || saysInsight,
			insight,
			firstPerson: FIRST_PERSON[language].test(text),
			narrative: NARRATIVE[language].test(text),
			addressesReader: READER[language].test(text),
			instruction: INSTRUCTION[language].test(text) && !question,
			// "4:42 - Past year reflections" is a chapter marker: fine in a list, not a sentence.
			aside:
				(detail?.promotional ?? false) ||
				RECIPE_FACTS.test(text) ||
				NOTE_LABEL.test(text) ||
				TEMPLATE_TEXT.test(text) ||
				EDITOR_NOTE.test(text) ||
				SMALL_TALK.test(text) ||
				(detail?.speaker != null && (SELF_INTRODUCTION.test(text) || SAYS_OWN_NAME.test(text))) ||
				// "## Me apresentando de novo / Sou Felipe, e…": the author's bio, not the subject.
				(section !== null && ABOUT_ME_HEADING.test(section)) ||
				NAMES_THEMSELVES.test(text) ||
				(detail?.linkOnly ?? false) ||
				ASIDE.test(text) ||
				SOURCE_CALL.test(sentence.text) ||
				SITE_POINTER.test(sentence.text) ||
				ABOUT_THE_BLOG.test(sentence.text) ||
				COMPANY_BOILERPLATE.test(sentence.text) ||
				SHOW_FRAME.test(sentence.text) ||
				STAFF_ONLY.test(sentence.text) ||
				// "See you at the bench," above the signature: a letter's closing line.
				/,\.?\s*$/u.test(sentence.text) ||
				(detail?.blockKind !== 'list' && TIMESTAMP.test(text)) ||
				isDateline(text),
			speaker: detail?.speaker ? (names.get(detail.speaker) ?? detail.speaker) : null,
			host: host !== null && detail?.speaker === host,
		}
	})

	// "…a number that has how many zeros? 100 zeros, and it's called a googol…": an answer that
	// opens on the figure asked for leans on its question.
	for (const s of sentences) {
		const before = sentences[s.index - 1]
		if (
			before?.question &&
			before.blockIndex === s.blockIndex &&
			/^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|a hundred|a thousand|uno|una|dos|tres|cuatro|cinco|diez|cien|um|uma|duas|três|quatro|cinco|dez|cem)\s+[\p{L}-]+\s*[,.;]/iu.test(
				s.text,
			)
		)
			s.standsAlone = false
	}
	// "…that you'll want to move some code. Copy and paste some part. Rename it. Unify special
	// cases…": a run of four or more short sentences in one paragraph is a list said in prose,
	// each item leaning on the sentence that opened it.
	let run: ModelSentence[] = []
	const closeRun = () => {
		if (run.length >= 4) for (const s of run) s.standsAlone = false
		run = []
	}
	for (const s of sentences) {
		const previous = run.at(-1)
		if (previous && previous.blockIndex !== s.blockIndex) closeRun()
		if (s.blockKind === 'paragraph' && s.words <= 8 && !s.question) run.push(s)
		else closeRun()
	}
	closeRun()

	// "¡No hagas despliegue a producción en viernes! 😱 O eso dicen.": the line before "or so
	// they say" is the belief the author is about to take apart, not what they say.
	sentences.forEach((s, i) => {
		const previous = sentences[i - 1]
		if (previous && previous.blockIndex === s.blockIndex && SO_THEY_SAY.test(s.text)) {
			previous.standsAlone = false
			previous.aside = true
			previous.refuted = true
		}
	})

	// A changelog's older versions are old news: under "Version 1.0 — now in the App Store", what
	// "Version 0.1" said of the first pre-release is no longer true. Their sentences and lists are
	// not posted, and their headings name no topic.
	const olderReleases = olderReleaseSections(
		headings,
		new Set(analysis.details.map((detail) => detail.section)),
	)
	const inOlderRelease = (s: ModelSentence) =>
		olderReleases.has(analysis.details[s.index]?.section ?? -1)
	for (const s of sentences) if (inOlderRelease(s)) s.standsAlone = false

	// Lists: runs of list items in consecutive blocks.
	const lists: SourceList[] = []
	let current: SourceList | null = null
	let previousBlock = -2
	analysis.details.forEach((detail, i) => {
		const sentence = sentences[i]
		if (!sentence) return
		if (detail.blockKind !== 'list') {
			if (detail.blockIndex !== previousBlock) current = null
			previousBlock = detail.blockIndex
			return
		}
		// "    * NAT: Sí" under "11. Ir al menú…": a detail of a numbered step, not a step. (Under
		// "- Scott" in show notes the indented items are the content, and stay.)
		if (detail.nested && current?.ordered && !underLabel(current)) {
			previousBlock = detail.blockIndex
			return
		}
		if (!current || detail.blockIndex > previousBlock + 1) {
			const heading = detail.section >= 0 ? (headings[detail.section] ?? null) : null
			current = { heading, items: [], ordered: detail.ordered, role: 'points' }
			lists.push(current)
		}
		// One item may hold several sentences: the first is the item.
		if (detail.opensBlock) current.items.push(sentence)
		previousBlock = detail.blockIndex
	})
	lists.push(...leadInLists(sentences, language, names, headings, analysis))
	lists.forEach((list, i) => {
		// "Corn layer: 1 small can (around 14oz) of whole kernel corn…" after "Beef layer": the next
		// part of the same ingredients, amounts first.
		const before = lists[i - 1]
		if (
			before &&
			(INGREDIENTS_HEADING.test(before.heading ?? '') ||
				before.items.filter((item) => QUANTITY.test(item.original)).length >=
					before.items.length / 2) &&
			list.items.length >= 2 &&
			list.items.every((item) => /^[\d½¼¾⅓⅔]/u.test(item.original.trim()) && item.words <= 12)
		)
			list.role = 'ingredients'
	})
	// "Makes: 6 tacos", "Serves: 3": a recipe card, whose short bulleted lists ("Olive oil",
	// "Onion: Finely chopped.") are what goes into each part, even with no amounts.
	const recipeCard = sentences.some((s) => RECIPE_FACTS.test(s.original))
	for (const list of lists) {
		if (list.role === 'ingredients') continue
		// "WWARA Website - https://…", "New 70cm Band Plan: https://…": a label whose address was
		// taken out is a link too, and names nothing a post can show.
		const bareLabel = (item: ModelSentence) =>
			item.words <= 6 && /(?:\s[-–—]|:)\.?$/u.test(item.original)
		for (const item of list.items) if (bareLabel(item)) item.standsAlone = false
		const linkOnly = list.items.filter(
			(item) => analysis.details[item.index]?.linkOnly || bareLabel(item),
		).length
		// "Ingredientes para 4 o 5 personas:" in a paragraph of its own just above the list.
		const leadIn = sentences[(list.items[0]?.index ?? 0) - 1]
		const ingredientsLeadIn =
			leadIn !== undefined &&
			leadIn.blockKind === 'paragraph' &&
			leadIn.words <= 8 &&
			/:\s*$/u.test(leadIn.original) &&
			/^(?:\p{L}+\s+){0,2}?(?:ingredients?|ingredientes)(?![\p{L}])/iu.test(leadIn.original)
		if ((list.heading && INGREDIENTS_HEADING.test(list.heading)) || ingredientsLeadIn)
			list.role = 'ingredients'
		else if (
			recipeCard &&
			!list.ordered &&
			list.items.length >= 2 &&
			linkOnly === 0 &&
			list.items.every(
				(item) => item.words <= 8 && !item.instruction && !RECIPE_FACTS.test(item.original),
			)
		)
			list.role = 'ingredients'
		else if (
			list.items.filter((item) => QUANTITY.test(item.original)).length >= list.items.length / 2 &&
			// "For a vegetarian alternative, replace the 1 lb of beef with lentils.": a note that
			// mentions an amount is a sentence, not an ingredient.
			list.items.filter((item) => item.words <= 10).length > list.items.length / 2
		)
			list.role = 'ingredients'
		else if (linkOnly >= list.items.length / 2) list.role = 'links'
		else if (
			(list.heading && STEPS_HEADING.test(list.heading)) ||
			(list.ordered &&
				list.items.filter(
					(i) => i.instruction || (language !== 'en' && INFINITIVE_STEP.test(i.text)),
				).length >=
					list.items.length / 2)
		)
			list.role = 'steps'
		// "Cut the chicken into pieces and fry it.": a step names what its "it" is, so it stands
		// alone in a post's or a reel's method.
		if (list.role === 'steps')
			for (const item of list.items)
				if (
					!item.standsAlone &&
					item.instruction &&
					item.words >= 5 &&
					/^\p{Lu}/u.test(item.text) &&
					/\s(?:it|them)[.!]$/u.test(item.text)
				)
					item.standsAlone = true
	}
	// "Aceite de oliva 0.4": an amount under one after the ingredient, with no unit, says nothing a
	// cook can measure (0.4 of a litre, of a cup?), and a post that prints it reads as a typo. The
	// line names the ingredient. A whole number after it ("Huevos 4") counts, and an amount before
	// it ("0.5 cebolla", "½ tsp salt") is the source's own way of writing one: both stay.
	for (const list of lists)
		if (list.role === 'ingredients')
			for (const item of list.items)
				item.text = item.text.replace(/^(\p{L}[^\d]*?\p{L})\s+0?[.,]\d+(?=\.?$)/u, '$1')
	// A collection of recipes has an "Ingredientes" under each dish: there the list is the dish's,
	// by the heading above its own ("Pipoca Perfeita"), not one more list called "Ingredientes".
	const generic = (heading: string | null) =>
		heading !== null &&
		wordCount(heading) <= 4 &&
		(INGREDIENTS_HEADING.test(heading) || STEPS_HEADING.test(heading))
	const sectionOf = new Map<ModelSentence, number>()
	for (const s of sentences) sectionOf.set(s, analysis.details[s.index]?.section ?? -1)
	const sameHeading = new Map<string, number>()
	for (const list of lists)
		if (list.heading) sameHeading.set(list.heading, (sameHeading.get(list.heading) ?? 0) + 1)
	// "### Alterações" under "## [3.8.0](…) (06-06-2025)": the changes are that version's.
	for (const list of lists) {
		if (!CHANGE_HEADING.test(list.heading ?? '')) continue
		const first = list.items[0]
		const section = first ? (sectionOf.get(first) ?? -1) : -1
		const level = analysis.headingLevels[section] ?? 0
		// The version's heading is above, at a higher level or (in many changelogs) the same one.
		for (let up = section - 1; up >= 0; up--) {
			const version = VERSION_IN_HEADING.exec(headings[up] ?? '')?.[1]
			if (version) {
				list.heading = `${WHATS_NEW_IN[language]} ${version}`
				break
			}
			// A sibling section ("## Alterações" above "### Correções") is passed over.
			if (!CHANGE_HEADING.test(headings[up] ?? '') && (analysis.headingLevels[up] ?? 0) < level)
				break
		}
	}
	for (const list of lists) {
		if (!generic(list.heading)) continue
		const same = sameHeading.get(list.heading ?? '') ?? 0
		const first = list.items[0]
		const section = first ? (sectionOf.get(first) ?? -1) : -1
		if (same < 2 || section < 0) continue
		const level = analysis.headingLevels[section] ?? 0
		for (let up = section - 1; up >= 0; up--) {
			if ((analysis.headingLevels[up] ?? 0) >= level) continue
			const parent = headings[up] ?? null
			// The document's own title heads every list: that is no dish of a collection.
			if (parent && up > 0 && !generic(parent)) list.heading = parent
			break
		}
	}
	// Two results are worth posting ("Dispute rate fell from 14% to 4%"); two tips are not a list.
	// A changelog is posted for its newest version: what 3.4.0 fixed is old news under 3.8.0.
	const newest = lists.find((list) => list.heading?.startsWith(WHATS_NEW_IN[language]))
	const usableLists = lists.filter(
		(list) =>
			!ABOUT_ME_HEADING.test(list.heading ?? '') &&
			!list.items.some(inOlderRelease) &&
			(list === newest || !list.heading?.startsWith(WHATS_NEW_IN[language])) &&
			(list.items.length >= 3 ||
				// "Corn layer: two cans of corn" is one part of a dish's ingredients.
				(list.items.length === 2 &&
					(RESULTS_SECTION.test(list.heading ?? '') || list.role === 'ingredients'))),
	)

	// "[00:31] What you need…": timestamps say it was spoken, even once they are stripped.
	const timestamped =
		(pasted.match(/^\s*[[(]?\d{1,2}:\d{2}(?::\d{2})?[\])]?\s/gmu) ?? []).length >= 2
	const kind =
		subtitles || timestamped || speakers.length >= 2
			? 'transcript'
			: classifyKind(analysis, sentences, usableLists, analysis.plainText)
	// "Voy a la más bici.", "Amor en México, gimnasio.": in something spoken, a line of a few
	// words is banter between the hosts; what a post quotes is a thought said in full. A line the
	// speaker stressed, or a question, may be short.
	// A labelled guest's short lines are theirs ("My standards are super-high."): this is for
	// speech with no speaker named, where a line is as often a fragment of a turn.
	if (kind === 'transcript' && speakers.length < 2)
		for (const s of sentences)
			if (s.standsAlone && s.words < 7 && !s.emphasised && !s.question && s.blockKind !== 'list')
				s.standsAlone = false
	// A recipe's "This is my go-to weeknight dinner" and "It takes 25 minutes…" are about the dish:
	// said with its name they stand alone ("One-pan lemon orzo with spinach takes 25 minutes…").
	if (kind === 'recipe' && analysis.title) {
		const dish = sentenceCased(
			documentTitle(analysis) ?? analysis.title,
			sentences.map((s) => s.text).join(' '),
			true,
		)
		for (const s of sentences) {
			if (s.blockIndex > 2 || s.blockKind !== 'paragraph') continue
			const about = s.standsAlone ? null : DISH_POINTER.exec(s.text)
			// "Can be served over rice…": the dish is the subject the author left out.
			const subjectless = !about && SUBJECTLESS_DISH_LINE.test(s.text)
			if (!about && !subjectless) continue
			const verb = about?.[1] === "'s" || about?.[1] === '’s' ? ' is' : (about?.[1] ?? '')
			const named = about
				? `${dish}${verb}${s.text.slice(about[0].length)}`
				: `${dish} ${s.text.charAt(0).toLowerCase()}${s.text.slice(1)}`
			const alone = standAlone(named, language, names)
			// Once: the dish's name twice in a row reads like a label, not a person talking.
			if (alone.ok) {
				Object.assign(s, { text: alone.text, standsAlone: true, words: wordCount(alone.text) })
				break
			}
		}
	}
	// A newsletter's numbered headings are its items, each a post of its own; a recipe's and a
	// transcript's are parts of something else.
	// A changelog's headings are its releases, no outline of what one of them says.
	if (
		olderReleases.size === 0 &&
		(kind === 'howto' || kind === 'listicle' || kind === 'essay' || kind === 'announcement')
	) {
		const outline = headingList(analysis, language, names, kind, sentences.length)
		// A guide's outline is the list that says what the guide is.
		if (outline && kind === 'howto') usableLists.unshift(outline)
		else if (outline) usableLists.push(outline)
	}

	// Before the host names the guest, the hosts chat about their week: not what the episode is
	// about. The turn that names the guest says what it is ("a deeper dive into…").
	const guestNamed =
		speakers.length >= 2
			? sentences.find((s) => s.speaker !== null && GUEST_INTRODUCTION.test(s.original))
			: undefined
	if (guestNamed) {
		guestNamed.introducesGuest = true
		for (const s of sentences) if (s.blockIndex < guestNamed.blockIndex) s.aside = true
	}
	// With no guest, the line that names what the episode reads or watches says what it is.
	const subjectNamed =
		speakers.length >= 2 && !guestNamed
			? sentences.find((s) => s.host && SUBJECT_INTRODUCTION.test(s.original))
			: undefined
	if (subjectNamed) {
		const opener = EPISODE_TIME_OPENER.exec(subjectNamed.text)
		const alone = standAlone(
			opener ? upperFirst(subjectNamed.text.slice(opener[0].length)) : subjectNamed.text,
			language,
			names,
		)
		if (alone.ok)
			Object.assign(subjectNamed, {
				text: alone.text,
				standsAlone: true,
				introducesGuest: true,
				words: wordCount(alone.text),
			})
	}
	// A guide that opens on a story ("The website is finally back up after crashing hard for 4
	// hours straight. Recently AWS decided to reboot…") and then turns to its lesson ("Now that
	// all the systems are back up, let's write a detailed outage post-mortem.") tells that story
	// as its worked example: the brand did not crash, and the post does not say it did.
	if (kind === 'howto') {
		const turn = sentences.findIndex(
			(s) =>
				s.section === (sentences[0]?.section ?? null) && EXAMPLE_TURN[language].test(s.original),
		)
		const story = turn > 0 ? sentences.slice(0, turn) : []
		if (story.length >= 2 && story.filter((s) => s.narrative).length * 2 >= story.length)
			for (const s of story) s.aside = true
	}
	// "…o propósito era produzir na manhã para a Mosh Creative e à tarde ser empregado. Grande
	// ingenuidade.": a verdict of a word or two after a sentence, in the same paragraph, is the
	// point of it; the sentence is posted with it, never without.
	sentences.forEach((s, i) => {
		const verdict = sentences[i + 1]
		if (
			!s.standsAlone ||
			s.blockKind !== 'paragraph' ||
			!/[.!]$/u.test(s.text) ||
			!verdict ||
			verdict.blockIndex !== s.blockIndex ||
			verdict.standsAlone ||
			verdict.words > 3 ||
			// "So...": a sentence trailing off is no verdict.
			!/^\p{Lu}[^.!?…]*(?:\.|!+)$/u.test(verdict.original) ||
			SIGN_OFF.test(verdict.original) ||
			// "Distrair da vida mundana… Me informar.": a run of infinitives, reasons listed.
			(language !== 'en' && INFINITIVE_STEP.test(s.original)) ||
			// "On Thursday I took a break. A real break.": the sentence said again, for stress, is
			// no verdict on it (and the sentence reads the same without it).
			restates(verdict.original, s.original)
		)
			return
		s.text = `${s.text} ${verdict.original}`
		s.words = wordCount(s.text)
	})
	if (kind === 'recipe')
		for (const index of methodInProse(sentences, lists, headings, analysis)) {
			const step = sentences[index]
			if (step) step.methodStep = true
		}
	const prose = sentences.filter(
		(s) => s.standsAlone && !s.aside && s.blockKind !== 'list' && !s.methodStep,
	)
	// A policy page or a reference that is all lists says its points in its items: the statement
	// that opens each list ("Residents of Colorado may be eligible for…"). A step, a rule under a
	// heading ("Not OK: …") or an ingredient needs the list around it.
	const candidates =
		prose.length >= 2 || kind === 'recipe'
			? prose
			: [
					...prose,
					...sentences.filter(
						(s, i) =>
							s.standsAlone &&
							!s.aside &&
							!s.instruction &&
							s.blockKind === 'list' &&
							s.words >= 8 &&
							(sentences[i - 1]?.blockKind !== 'list' || sentences[i - 1]?.section !== s.section),
					),
				]
	// "The Bug-O describes how much an API slows you down…": the sentence that says what the
	// title's term is, is the point of the piece.
	const definesTitle = titleTermDefinition(analysis.title)
	// "We recently completed an entire rebrand of our website." under "How we rebranded PostHog
	// in four weeks": the opening paragraph saying what the title says is the piece's lede.
	// An essay or a story may open on a hook or a premise; an account of what a team did, or
	// news, opens on its summary.
	const lede =
		kind === 'case-study' || kind === 'announcement'
			? ledeOf(sentences, analysis.title, language)
			: null
	const thesisScore = (s: ModelSentence) => {
		let score = s.score
		if (definesTitle?.(s.text)) score *= 2.2
		else if (s === lede) score = Math.max(score, 0.5) * 2
		if (s === guestNamed) score *= 1.5
		// "The thing nobody tells you about saying no is…": the author says this is the point,
		// however few of the text's frequent words it uses.
		if (s.insight) score = Math.max(score, 0.5) * 2
		// "You must actively reduce friction.": the lesson an essay ends on is its point, even in
		// few words of its own.
		else if (s.lesson && s.conclusion && !s.question && s.words >= 5) score = Math.max(score, 0.45)
		if (s.emphasised) score *= 1.8
		if (s.blockKind === 'quote') score *= 1.6
		if (s.lesson) score *= 1.4
		if (s.conclusion) score *= 1.3
		if (s.words > 30) score *= 0.6
		else if (s.words >= 7 && s.words <= 22) score *= 1.15
		if (s.question) score *= 0.7
		return score
	}
	const thesis = [...candidates]
		.map((s) => ({ s, score: thesisScore(s) }))
		.sort((a, b) => b.score - a.score || a.s.index - b.s.index)
		.slice(0, 8)
		.map(({ s }) => s)
	const facts = candidates
		// "In 2019 GoDaddy launched…": a year dates a sentence, it is not a figure to post.
		.filter((s) => s.hasNumber && s.words >= 6 && !onlyYears(s.text))
		.sort((a, b) => b.score - a.score || a.index - b.index)

	// Topics: strong terms that are not generic words, names of people or calendar words.
	const firstNames = new Set(
		[...names.entries()]
			.filter(([part, full]) => full.startsWith(part))
			.map(([part]) => part.toLowerCase()),
	)
	let squashedNames: Set<string> | null = null
	const isTopic = oncePerTag((tag: string) => {
		const word = tag.slice(1)
		if (GENERIC_TOPIC.test(word)) return false
		// "#DependenciasUsando" ("sin dependencias usando Intl"), "#ProjectsUsing": a phrase cut
		// on the verb that went on to the next thing.
		if (ENDS_ON_A_VERB_FORM.test(word)) return false
		if (!isTopicalWord(tag, language)) return false
		if (firstNames.has(word.toLowerCase())) return false
		// "#WANConnectionDevice" from "InternetGatewayDevice.WANDevice.1.WANConnectionDevice": a
		// part of a code path, never a word of the prose.
		if (onlyInCodePaths(word, analysis.plainText)) return false
		// "#Chen" from "Sarah Chen": a person's surname is not a topic either.
		const full = names.get(word)
		if (full && full !== word && isCommonFirstName(full.split(/\s+/u)[0] ?? '')) return false
		// Each full name squashed once, not once per tag and per part it has (ADR 039).
		squashedNames ??= new Set(
			[...names.values()].map((full) => full.replace(/\s+/gu, '').toLowerCase()),
		)
		if (squashedNames.has(word.toLowerCase())) return false
		return true
	})
	// A topic is named in the title or a heading, or comes back in the text.
	const headingText = fold(headings.filter((_, i) => !olderReleases.has(i)).join(' '))
	// An episode's topics come from the talk, not from the hosts' chat before the guest is named.
	const bodyText = fold(
		guestNamed
			? sentences
					.filter((s) => s.blockIndex >= guestNamed.blockIndex)
					.map((s) => s.original)
					.join(' ')
			: // A changelog's topics are its newest release's.
				olderReleases.size > 0
				? sentences
						.filter((s) => !inOlderRelease(s))
						.map((s) => s.original)
						.join(' ')
				: analysis.plainText,
	)
	// The hashtags and the key phrases ask about the same words (ADR 039).
	const usedAsNounInBody = oncePerTag((word: string) => usedAsNoun(word, bodyText, language))
	const isNamedThing = oncePerTag(
		(tag: string) => /\p{Ll}\p{Lu}/u.test(tag.slice(1)) || usedAsNounInBody(fold(tag.slice(1))),
	)
	const patternOf = oncePerTag(tagMatcher)
	const timesInBody = oncePerTag((tag: string) => patternOf(tag).count(bodyText))
	// A single word has to come back more often than a phrase to be what the text is about:
	// "#Percent" or "#Floor" said twice in passing is not a topic anyone follows.
	const isTopicalTerm = (tag: string) => {
		const pattern = patternOf(tag)
		if (pattern.test(headingText)) return true
		const single = !/\p{Ll}\p{Lu}/u.test(tag.slice(1))
		return timesInBody(tag) >= (single ? 3 : 2)
	}
	// A language the engine has no word lists for: only names it writes with a capital mid-sentence
	// ("#Helsinki", "#Sibelius") are sure to be topics; its word runs are not.
	const foreign = foreignLanguage(source)
	const writtenAsNameInText = oncePerTag(
		(tag: string) =>
			!/\p{Ll}\p{Lu}/u.test(tag.slice(1)) &&
			// A tag is letters only (phraseToHashtag): the pattern needs it as it is (ADR 035).
			analysis.plainText.includes(tag.slice(1)) &&
			afterLowerCase(tag.slice(1), analysis.plainText),
	)
	const titleText = fold(analysis.title ?? '')
	const inTitle = oncePerTag((tag: string) => patternOf(tag).test(titleText))
	const runTogetherInTitle = (tag: string) => {
		const parts = camelCaseParts(tag.slice(1))
		if (parts.length < 2 || !analysis.title || !inTitle(tag)) return false
		if (timesInBody(tag) > patternOf(tag).count(titleText)) return false
		const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
		const written = new RegExp(`(?<![\\p{L}])${escaped.join('\\s+')}(?![\\p{L}])`, 'iu').exec(
			analysis.title,
		)?.[0]
		if (!written) return false
		const words = written.split(/\s+/u)
		return /^\p{Lu}/u.test(words[0] ?? '') && words.slice(1).some((word) => /^\p{Ll}/u.test(word))
	}
	// "Sri Lanka, Índia, Nepal, Butão, Japão, China, Filipinas e Indonésia": a place or a name
	// listed with three or more like it is one stop of many, not what the text is about.
	const enumerated = new Set<string>()
	for (const run of analysis.plainText.matchAll(ENUMERATION))
		for (const item of run[0].split(/\s*,\s*|\s+(?:and|or|y|o|e|ou)\s+/u))
			if (/^\p{Lu}\p{Ll}+$/u.test(item.trim())) enumerated.add(`#${item.trim()}`)
	// "#CSS", "#KAWS", "#CircleCI": a name or an acronym, which people follow.
	// "#GoogleSummerOfCode": a name joined by "of".
	const aName = (tag: string) =>
		/\p{Lu}{2,}|\p{Ll}\p{Lu}.*\p{Lu}{2}|\p{Ll}Of\p{Lu}/u.test(tag.slice(1)) ||
		(!/\p{Ll}\p{Lu}/u.test(tag.slice(1)) && writtenAsNameInText(tag))
	// "#PromesasFalla", "#MonthsAged", "#SoundsCool": a phrase is a noun phrase when its last word
	// also comes after an article or a possessive somewhere in the text (in English, with maybe an
	// adjective between: "a wild ride").
	const nounPhrase = oncePerTag((tag: string) => {
		const parts = camelCaseParts(tag.slice(1))
		// "#CodeLooked": "the code looked" ends on a verb.
		if (parts.length < 2 || (language === 'en' && /(?:ed|ly)$/u.test(parts.at(-1) ?? '')))
			return false
		const word = fold(parts.at(-1) ?? '')
		// Only a text with the word can have it after an article (ADR 035).
		if (!bodyText.includes(word)) return false
		return afterDeterminerIn(word, bodyText, language)
	})
	const titleAndBodyAsWritten = `${analysis.title ?? ''}\n${analysis.plainText}`
	// "Running a Small Business": "running" takes an object there, a verb and not a topic. Found
	// by searching for the word, not by a pattern compiled for it (ADR 041).
	const titleAndBody = `${analysis.title ?? ''}\n${analysis.plainText}`.toLowerCase()
	const verbWithObject = (tag: string) => {
		if (language !== 'en' || !/^\p{Lu}\p{Ll}+ing$/u.test(tag.slice(1))) return false
		const word = tag.slice(1).toLowerCase()
		for (let at = titleAndBody.indexOf(word); at >= 0; at = titleAndBody.indexOf(word, at + 1))
			if (
				!letterBefore(titleAndBody, at) &&
				OBJECT_AFTER.test(titleAndBody.slice(at + word.length, at + word.length + 12))
			)
				return true
		return false
	}
	// "Pardonne-moi pour juin" over a Portuguese post: the title's words are another language's,
	// and only those the text itself says make tags ("#Juin", "#Pour" are none of its topics).
	const titleInAnotherLanguage = analysis.title
		? lineInAnotherLanguage(analysis.title, language)
		: false
	const all = analysis.hashtags.filter(
		(tag) =>
			isTopic(tag) &&
			// The body text holds the title's heading: "only in the title" is no more times than that.
			!(
				titleInAnotherLanguage &&
				inTitle(tag) &&
				timesInBody(tag) <= patternOf(tag).count(titleText)
			) &&
			!halfOfAName(tag.slice(1), titleAndBodyAsWritten) &&
			// Said only of a changelog's older releases: old news, no topic of this one.
			!(olderReleases.size > 0 && timesInBody(tag) === 0) &&
			!verbWithObject(tag) &&
			// "#StrongUnderstanding", "#GreatIdea": a word of praise before a noun is no topic.
			!(
				language === 'en' &&
				!inTitle(tag) &&
				/^#(?:Strong|Good|Great|Nice|Important|Main|Whole|Huge|Clear|Right|Wrong|Normal|Usual|Typical|Regular|Average|Overall|Entire|Same|Other|Different|Certain|Various|Actual|Current)\p{Lu}\p{L}+$/u.test(
					tag,
				)
			) &&
			// "Month 5 Recap", "Year in Review": the kind of post a title files it under is nobody's
			// topic.
			!KIND_OF_POST_TAG.test(tag) &&
			// "Inaugura alcalde de Guadalupe concha acústica": a headline's verb before its noun, a
			// place before what is in it. A phrase only the title says, as a capital and then
			// small letters, is two things run together, not a name.
			!runTogetherInTitle(tag) &&
			isNamedThing(tag) &&
			(!guestNamed || timesInBody(tag) > 0) &&
			(!foreign || writtenAsNameInText(tag)) &&
			// "code search" said four times in a conversation is its subject, articles or not (two
			// words: "provide job protection" four times is a clause).
			(!/\p{Ll}\p{Lu}/u.test(tag.slice(1)) ||
				inTitle(tag) ||
				aName(tag) ||
				nounPhrase(tag) ||
				(camelCaseParts(tag.slice(1)).length === 2 && timesInBody(tag) >= 4)),
	)
	// A common word ("#Panel", "#Command", "#Level") is a topic people follow only when the title
	// says it; else it only fills Instagram's minimum. The title's own terms come first.
	// With no title, the word the text says most ("relationship" in a talk with no heading) is
	// its subject as much as a place named in an anecdote ("#Texas" was a psychology talk's only
	// tag).
	const subject = analysis.title
		? undefined
		: all.find(
				(tag) =>
					fold(tag.slice(1)) === fold((analysis.keyPhrases[0] ?? '').replace(/\s+/gu, '')) &&
					!/\p{Ll}\p{Lu}/u.test(tag.slice(1)),
			)
	const strong = all
		.filter(
			(tag) =>
				isTopicalTerm(tag) &&
				!(enumerated.has(tag) && !inTitle(tag)) &&
				(inTitle(tag) || aName(tag) || /\p{Ll}\p{Lu}/u.test(tag.slice(1)) || tag === subject),
		)
		.sort(
			(a, b) =>
				Number(inTitle(b)) - Number(inTitle(a)) || Number(b === subject) - Number(a === subject),
		)
	// Filler is still a topic: names first ("#Jekyll", "#GatsbyJS"), then common words the text
	// puts an article before ("o código"), and last what may be a verb ("eu ouvi": "#Ouvi") or an
	// adverbial ("por padrão": "#Padrão"), only when nothing better fills Instagram's minimum.
	const afterDeterminer = (tag: string) =>
		// The text must have the word first: one scan for it, not the whole pattern (ADR 035).
		bodyText.includes(fold(tag.slice(1))) &&
		afterDeterminerIn(fold(tag.slice(1)), bodyText, language)
	const fillerRank = (tag: string) =>
		enumerated.has(tag) && !inTitle(tag)
			? 2
			: /\p{Ll}\p{Lu}/u.test(tag.slice(1)) ||
				  // A name said once ("a rover to Mars") is a detail, not a topic.
				  (aName(tag) && timesInBody(tag) >= 2)
				? 0
				: // "#Pricing", "#Baking": an English gerund names an activity people follow.
					afterDeterminer(tag) || (language === 'en' && /\p{L}{3}ing$/u.test(tag))
					? 1
					: 2
	const ranks = new Map(all.map((tag) => [tag, strong.includes(tag) ? -1 : fillerRank(tag)]))
	const weak = all
		.filter((tag) => !strong.includes(tag))
		.sort((a, b) => (ranks.get(a) ?? 2) - (ranks.get(b) ?? 2))
	const topics = analysis.keyPhrases.filter(
		(phrase) =>
			isTopic(`#${phrase.replace(/\s+/gu, '')}`) &&
			!firstNames.has(phrase.toLowerCase()) &&
			(/\s/u.test(phrase.trim())
				? // "promesas falla" is a clause, not a topic for "No cometas este error con…".
					((tag) => !tag || inTitle(tag) || aName(tag) || nounPhrase(tag))(phraseToHashtag(phrase))
				: usedAsNounInBody(fold(phrase))),
	)

	return {
		language,
		foreign,
		title: documentTitle(analysis),
		kind,
		sentences,
		thesis,
		lede,
		lists: usableLists,
		facts,
		names,
		links: analysis.links,
		hashtags: withTitleName(
			analysis.title,
			withoutNamePrefixed(withAuthorTags(strong, authorTagsOf(pasted), inTitle)),
		),
		fillerHashtags: weak,
		topics,
		analysis,
		recap: isRecap(headings.slice(1), language),
	}
}

// "I wrote 14 articles.", "I deleted Facebook", "Escribí 14 artículos", "Escrevi 14 artigos": a
// heading that says what the author did.
const DID_HEADING: Record<ContentLanguage, RegExp> = {
	en: /^(?:i|we)\s+(?:\p{L}+ed|wrote|made|drew|lost|won|ran|built|read|got|began|went|took|gave|became|found|left|learned|learnt|quit|met|sold|spent|did|had|saw|grew|taught|bought|flew|rode|sang|swam|kept|finished|started)(?![\p{L}])/iu,
	es: /^(?:yo\s+|nosotros\s+)?\p{L}+(?:é|í|ió|amos|imos)\s+\p{L}/iu,
	pt: /^(?:eu\s+|n[oó]s\s+)?\p{L}+(?:ei|i|amos|emos|imos)\s+\p{L}/iu,
}

/**
 * A recap's sections are separate threads: three headings or more, and most of them, say what the
 * author did (the year's articles, its songs, the weight lost).
 */
function isRecap(headings: readonly string[], language: ContentLanguage): boolean {
	const did = headings.filter((heading) => DID_HEADING[language].test(heading.trim())).length
	return did >= 3 && did * 2 >= headings.length
}

// "Version 1.0", "v2.3.1", "1.4.0 (2024-05-01)": a heading that is a release's number and
// nothing else ("3.10.0 schedule" and "3.10 Lifespan" head parts of a release plan).
const RELEASE_HEADING =
	/^(?:(?:version|versão|versión|release|v)\s*)?v?(\d+(?:\.\d+){1,2})(?![\p{N}])[^\p{L}]*$/iu

/**
 * The sections of a changelog that belong to any release but its newest: from each older
 * release's heading to the next release's, with a label heading just above it ("`Pre-Release`"
 * over "Version 0.1"). Empty unless two headings name releases.
 */
function olderReleaseSections(
	headings: readonly string[],
	sectionsWithText: ReadonlySet<number>,
): Set<number> {
	const releases = headings.flatMap((heading, section) => {
		const number = RELEASE_HEADING.exec(heading.trim())?.[1]
		return number ? [{ section, parts: number.split('.').map(Number) }] : []
	})
	const older = new Set<number>()
	if (releases.length < 2) return older
	const newer = (a: number[], b: number[]) => {
		for (let i = 0; i < Math.max(a.length, b.length); i++)
			if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0)
		return false
	}
	const newest = releases.reduce((best, release) =>
		newer(release.parts, best.parts) ? release : best,
	)
	releases.forEach((release, i) => {
		if (release === newest) return
		const end = releases[i + 1]?.section ?? headings.length
		for (let section = release.section; section < end; section++) older.add(section)
		// A label heading straight above the release's, with nothing of its own, goes with it.
		const previousEnd = i > 0 ? (releases[i - 1]?.section ?? -1) : -1
		const above = release.section - 1
		if (above > previousEnd && !sectionsWithText.has(above)) older.add(above)
	})
	// The label above the newest release's heading stays with it.
	older.delete(newest.section - 1)
	return older
}

// Four capitalised names or more in a row, "A, B, C and D" (a name may have two words).
const ENUMERATION =
	/(?<![\p{L}])(?:\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?,\s+){3,}\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?(?:,?\s+(?:and|or|y|o|e|ou)\s+\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?)?/gu

const ARTICLE = /^(?:the|an?|el|la|los|las|un|una|os|as|um|uma|my|our|mi|meu|minha)$/iu

/**
 * "#Maciel" from "Og Maciel": a word the text only ever writes right after another capitalised
 * word (no article: "The Market" is a name whole) and never in lower case is half of a name.
 * "Castillo de Godella" leaves "Godella" whole: a place after "de".
 */
function halfOfAName(word: string, text: string): boolean {
	if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false
	let seen = false
	for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
		if (
			letterBefore(text, at) ||
			/^\p{L}/u.test(text.slice(at + word.length, at + word.length + 1))
		)
			continue
		seen = true
		const before = /(?<![\p{L}])(\p{Lu}\p{Ll}+)[ \t]+$/u.exec(text.slice(Math.max(0, at - 30), at))
		// "The Market", "O Castálio": after an article the word is the name.
		if (!before || ARTICLE.test(before[1] ?? '')) return false
	}
	const lower = word.toLowerCase()
	for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1))
		if (
			!letterBefore(text, at) &&
			!/^\p{L}/u.test(text.slice(at + lower.length, at + lower.length + 1))
		)
			return false
	return seen
}

// "Month 5 Recap", "Year in Review", "Capítulo 1": the kind of post, not what it is about.
const KIND_OF_POST_TAG =
	/^#(?:Recaps?|Roundups?|Updates?|Editions?|Issues?|Episodes?|Parts?|Chapters?|Reviews?|Posts?|Articles?|Entry|Entries|Resumen|Resumo|Edici[oó]n|Edi[cç][aã]o|Episodios?|Epis[oó]dios?|Cap[ií]tulos?|Art[ií]culos?|Artigos?|Entradas?|Partes?)$/iu

// A site's filing words ("general", "releases", "blog") are no topic anyone follows, nor are its
// sections ("category: Destacadas", "Portada": featured, front page).
const FILING_TAG =
	/^#(?:blog\p{Lu}\p{L}*|general|misc|miscellaneous|uncategori[sz]ed|others?|otros|otras|outros|outras|diversos|diversas|miscel[aâá]nea|sin ?clasificar|sem ?classifica[cç][aã]o|blog|posts?|personal|releases?|news|updates?|announcements?|notes?|random|other|featured|highlights|destacad[oa]s?|destaques?|portada|portadas|noticias|not[ií]cias|novedades|novidades|english|espa[nñ]ol|portugu[eê]s|sin ?categor[ií]a|sem ?categoria|geral|varios|v[aá]rios|art[ií]culos?|artigos?|tutoriais|tutoriales|tutorials?|draft)$/iu
const MAX_AUTHOR_TAGS = 3

/** The tags the author filed the post under ("finanzas personales", "ahorro"), as hashtags. */
function authorTagsOf(pasted: string): string[] {
	const tags: string[] = []
	for (const tag of splitFrontMatter(pasted).tags) {
		const hashtag = phraseToHashtag(tag)
		// "tags: ['#30díasdeblog', '#tbt']": a tag the author writes as a hashtag is kept as written
		// (the challenge's "#30díasdeblog", not "#Díasdeblog").
		const written = /^#(?=[\p{L}\p{N}_]*\p{L})[\p{L}\p{N}_]{3,28}$/u.test(tag) ? tag : null
		if (
			!hashtag ||
			FILING_TAG.test(hashtag) ||
			// "categories: [episodes]": the kind of post, not what it is about.
			KIND_OF_POST_TAG.test(hashtag) ||
			GENERIC_TOPIC.test(hashtag.slice(1)) ||
			// The author filed it as a topic: "#Pescado" is no participle there. A friend's first
			// name ("Cindy", "Mike") tagged on a race report is not one.
			isCommonFirstName(hashtag.slice(1)) ||
			tags.some((known) => known.toLowerCase() === (written ?? hashtag).toLowerCase())
		)
			continue
		tags.push(written ?? hashtag)
		if (tags.length >= MAX_AUTHOR_TAGS) break
	}
	return tags
}

/** The title's own tags first, then the author's, then the rest of what the text is about. */
function withAuthorTags(
	strong: string[],
	author: string[],
	inTitle: (tag: string) => boolean,
): string[] {
	if (author.length === 0) return strong
	const seen = new Set<string>()
	const out: string[] = []
	for (const tag of [...strong.filter(inTitle), ...author, ...strong]) {
		const key = tag.toLowerCase()
		if (seen.has(key)) continue
		seen.add(key)
		out.push(tag)
	}
	return out
}

const OBJECT_AFTER = /^\s+(?:a|an|the|your|my|our|their|his|her|this|that|these|those)\s/u

/**
 * "#EvaluaciónIntelNUC" next to "#IntelNUC": a section's word before a name is the section's
 * heading, not a second topic. ("#WomenEngineers" next to "#Engineers" stays: no name there.)
 */
function withoutNamePrefixed(tags: string[]): string[] {
	// A name with capitals in a row ("IntelNUC"); "#PostMortem" is two words, not a name.
	const names = tags.filter((tag) => /\p{Lu}{2}/u.test(tag.slice(1)))
	return tags.filter(
		(tag) =>
			!names.some(
				(name) =>
					name !== tag &&
					name.length >= 5 &&
					tag.endsWith(name.slice(1)) &&
					/^#\p{Lu}\p{Ll}+$/u.test(tag.slice(0, tag.length - name.length + 1)),
			),
	)
}

function upperFirst(text: string): string {
	return `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`
}
