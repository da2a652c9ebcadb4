// Whether a source sentence still makes sense on its own, in a post, without the sentences
// around it. A post is read alone: "It", "This", "But", "Todo esto", "step 5", "this post" or a
// person's first name the post never introduces leave the reader outside. Such a sentence is
// repaired when that is safe (a leading "But," or "So," dropped, a first name completed to the
// full name the source gives), else it is not used alone.
import { isContentWord, type ContentLanguage } from './source-analysis.ts'
import { isCommonFirstName } from './topic-words.ts'

// A run of two to four words said again at once ("a ver, a ver") or one word three times ("Yo,
// yo, yo"); "No, no es tan difícil" and "muy, muy pocos" are written. Each start tries at most
// four word runs (no nesting).
const REPEATED_RUN =
	/(?<![\p{L}])(\p{L}+(?:\s+\p{L}+){1,3}),?\s+\1(?![\p{L}])|(?<![\p{L}])(\p{L}+)(?:,?\s+\2){2}(?![\p{L}])/iu

const SPEECH_FILLER =
	/(?<![\p{L}])(?:o sea|me refiero|pues como|you know,|i mean,|tipo assim|, like,)(?![\p{L}])/iu

export type SelfContainedResult = { ok: true; text: string; repaired: boolean } | { ok: false }

// Connectives that only join a sentence to the previous one: dropping them keeps the meaning.
const DROPPABLE_OPENER: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:what['’]s more|not to mention(?: that)?|meanwhile|in the meantime|but|and|so(?!\s+(?:far|much|many|long|few|little|often|that|to speak)\b)|also|plus|anyway|still|however|besides(?=\s*,)|then|now(?!\s+that\b)|well(?!-)|okay|ok|yeah|oh|of course|in fact|in other words|that said|after all|again|if anything|rather(?=\s*,)|instead(?=\s*,)|(?:this|that|which) is why|(?:this|that)['’]s why)\s*[,:]?|(?:like|you know|i mean|um|uh|(?:even )?worse(?: still)?|what['’]s worse|better (?:yet|still)|on top of that|to make (?:matters|things) worse)\s*,)\s+/iu,
	es: /^(?:mientras tanto|pero|y|solo que|sólo que|sin contar (?:con )?que|sin olvidar que|así que|entonces|pues bien|pues|bueno|vale|de hecho|en fin|aun así|por cierto|o sea|(?:es )?por eso(?: es)? que|por eso|por ello|(?:peor|mejor) a[uú]n\s*,|encima\s*,)\s*,?\s+/iu,
	pt: /^(?:enquanto isso|nesse meio tempo|mas|e|só que|sem contar que|sem falar que|então|aliás|bom(?!\s+dia)|enfim|de fato|na verdade|ainda assim|ou seja|pois bem|pois|(?:é )?por isso(?: é)? que|por isso|(?:pior|melhor) ainda\s*,|ainda por cima\s*,)\s*,?\s+/iu,
}

const ADDS_TO_BEFORE: Record<ContentLanguage, RegExp> = {
	en: /(?:,\s*|\s)(?:too|as well|either)[.!]?["”»']?$/iu,
	es: /(?:,\s*|\s)(?:también|tampoco)[.!]?["”»']?$/iu,
	pt: /(?:,\s*|\s)(?:também|tampouco)[.!]?["”»']?$/iu,
}

// "También hay talleres…", "Yo también lo creo", "Eu também": "also" at the start, or after a
// bare subject pronoun, adds to what the sentence before said. Inside a sentence ("Los vecinos
// también pueden votar") it is an ordinary word and the sentence says its own thing.
const ALSO_OPENS: Record<ContentLanguage, RegExp> = {
	en: /^(?:and |but )?also(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:también|tampoco)\s+(?:te|le|os|les)\s+(?:puede[ns]?\s+|podr[ií]an?\s+)?(?:interes|gust)|^[¡¿]?(?:(?:y|pero|e)\s+)?(?:(?:yo|t[uú]|[eé]l|ella|nosotr[oa]s|vosotr[oa]s|ellos|ellas|usted|ustedes|a m[ií]|a nosotros)\s+)?(?:también|tampoco)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:também|tampouco)\s+(?:te|lhe|vos|lhes|vai|v[aã]o|pode[m]?)\s+(?:te\s+|lhe\s+)?(?:interess|gost|curt)|^(?:(?:e|mas)\s+)?(?:(?:eu|tu|ele|ela|n[oó]s|eles|elas|voc[eê]s?|a gente|a mim)\s+)?(?:também|tampouco)(?![\p{L}])/iu,
}

// Inside a sentence, "también" after its subject ("Los vecinos también pueden…", "…o seu projeto
// também não será") or in "sino que también" / "mas também" says the sentence's own thing; after a
// verb with no subject ("Sólo hay que ver también…", "Tem também algumas coisas…") it adds to what
// the text said before.
const ALSO_WORD = /(?<![\p{L}])(?:también|também)(?![\p{L}])/giu
const CLAUSE_START = '(?:^|[,;:]\\s*|\\s(?:que|y|e|pero|mas|sino|porque)\\s+)(?:\\p{L}+mente\\s+)?'
const ALSO_AFTER_SUBJECT = new RegExp(
	`${CLAUSE_START}(?:el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?|este|esta|estos|estas|ese|esa|esos|esas|muchos|muchas|algunos|algunas|todos|todas|cada|otros|otras|o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|seu|sua|seus|suas|nosso|nossa|nossos|nossas|esse|essa|esses|essas|estes|estas|alguns|algumas|outros|outras)\\s+(?:[\\p{L}-]+\\s+){0,3}$`,
	'iu',
)
// "…y Kaleidos también ofrece…": a name inside the sentence (at its start, "Tem" is no name).
const ALSO_AFTER_NAME =
	/(?:[,;:]\s*|\s(?:que|y|e|pero|mas|sino|porque)\s+)\p{Lu}[\p{L}-]+\s+(?:\p{Lu}[\p{L}-]+\s+){0,2}$/u
const ALSO_PAIRED = /(?:sino(?:\s+que)?|mas|pero|y|e|como|bem como)\s+$/iu

function alsoLeansBack(text: string, language: ContentLanguage): boolean {
	if (language === 'en') return false
	for (const match of text.matchAll(ALSO_WORD)) {
		// Only the words just before are looked at: a long sentence stays cheap. A slice that starts
		// inside the sentence gets a mark, so that "^" is only the sentence's start.
		const before =
			match.index <= 80
				? text.slice(0, match.index)
				: `\u0000${text.slice(match.index - 80, match.index)}`
		if (ALSO_PAIRED.test(before) || ALSO_AFTER_SUBJECT.test(before) || ALSO_AFTER_NAME.test(before))
			continue
		return true
	}
	return false
}

const THE_NEW_PIECE: Record<ContentLanguage, { pattern: RegExp; replace: string }> = {
	en: {
		pattern: /^In (?:this|today['’]s) (post|blog post|article|episode|video|issue|newsletter)\b/u,
		replace: 'In the new $1',
	},
	es: {
		pattern: /^En este (post|artículo|episodio|vídeo|video|número)\b/u,
		replace: 'En el nuevo $1',
	},
	pt: {
		pattern: /^(?:Neste|Nesse) (post|artigo|episódio|vídeo|texto)\b/u,
		replace: 'No novo $1',
	},
}

// "In this talk, my aim was to show why strict adherence to DRY leads to software we can't
// understand.": the author stating the point says it; the point is what follows "why" or "that".
const AIM_TO_SHOW: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:in|with) (?:this|the|my) (?:post|talk|article|essay|video|episode|piece|newsletter|book)\s*,\s*)?(?:(?:my|our|the) (?:aim|goal|point|intent|intention|purpose|hope) (?:here )?(?:was|is) to|i (?:want(?:ed)?|(?:['’]ll|will) try|tried|hope) to|i['’]m (?:going|trying) to|i (?:will|['’]ll)) (?:show|explain|argue|demonstrate|prove|convince you)\s+(?:you\s+)?(?:why|that)\s+(?=\p{L})/iu,
	es: /^(?:(?:en|con) (?:este|esta|mi) (?:post|charla|artículo|vídeo|video|episodio|libro)\s*,\s*)?(?:mi (?:objetivo|intención|idea) (?:aquí )?(?:es|era|fue) |(?:quiero|quise|intento|intenté|voy a) )(?:mostrar|explicar|argumentar|demostrar|convencerte de)\s+(?:por qué|que)\s+(?=\p{L})/iu,
	pt: /^(?:(?:neste|nesse|nessa|nesta|com (?:este|esse|esta|essa)) (?:post|palestra|artigo|vídeo|episódio|livro)\s*,\s*)?(?:meu (?:objetivo|intuito|propósito) (?:aqui )?(?:é|era|foi) |(?:quero|quis|tento|tentei|vou) )(?:mostrar|explicar|argumentar|demonstrar|te convencer de)\s+(?:por ?que|que)\s+(?=\p{L})/iu,
}

// "…sempre vai querer automatizar as coisas e bom, é o que faremos xD": what the text will do
// next, said as the sentence's end.
const WHAT_COMES_NEXT: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:that['’]s|that is|which is) (?:exactly |just )?what (?:we['’]ll|we will|i['’]ll|i will|we['’]re going to|i['’]m going to|we['’]re gonna) (?:do|build|see|cover|learn)(?: (?:here|today|now|next|in this (?:post|article|video)))?[.!]*\s*(?:\S{1,4})?\s*$/iu,
	es: /(?<![\p{L}])(?:es|eso es) (?:justo |exactamente )?lo que (?:haremos|vamos a (?:hacer|ver|aprender)|voy a (?:hacer|explicar|contar)|veremos|aprenderemos)(?: (?:hoy|aqu[ií]|ahora|a continuaci[oó]n|en este (?:art[ií]culo|post|v[ií]deo)))?[.!]*\s*(?:\S{1,4})?\s*$/iu,
	pt: /(?<![\p{L}])(?:[eé]|isso [eé]) (?:justamente |exatamente )?o que (?:faremos|vamos (?:fazer|ver|aprender)|vou (?:fazer|explicar|mostrar)|veremos|aprenderemos)(?: (?:hoje|aqui|agora|a seguir|neste (?:artigo|post|v[ií]deo)))?[.!]*\s*(?:\S{1,4})?\s*$/iu,
}

// "Se você notar, tem uma parte separada…", "As you can see, …": about something the reader of
// the source is looking at (a screenshot, a config file), which the post does not show.
// "O país vai acelerar a emissão de vistos…", "The company raised…": a country or a company the
// text named before; alone, the post does not say which.
const NAMED_BEFORE: Record<ContentLanguage, RegExp> = {
	en: /^the (?:country|company|city|state|government|firm|startup|organi[sz]ation|agency|brand|bank)(?![\p{L}])(?!\s+(?:of|behind|at|in|that|who|which|where|i|we|you)(?![\p{L}]))/iu,
	es: /^(?:el|la) (?:país|empresa|ciudad|gobierno|estado|compañía|startup|marca|banco|agencia)(?![\p{L}])(?!\s+(?:de|del|que|donde|en)(?![\p{L}]))/iu,
	pt: /^(?:o|a) (?:país|empresa|cidade|governo|estado|companhia|startup|marca|banco|agência)(?![\p{L}])(?!\s+(?:de|do|da|dos|das|que|onde|em)(?![\p{L}]))/iu,
}

/**
 * An English sentence of seven words or more with no clause of its own: no comma or colon to
 * hang one on, no finite verb, no subject pronoun. ("Overcommitted in 2019", a show note's short
 * line, is a note, not such a sentence.)
 */
function withoutClause(text: string): boolean {
	return (
		(text.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 7 &&
		!/[,;:]/u.test(text) &&
		!FINITE_EN.test(text) &&
		!/(?<![\p{L}])(?:I|we|you|they|he|she)(?![\p{L}])/u.test(text)
	)
}

// "still holds today", "improves", "wins": a verb in the third person, which most sentences have.
// Nouns in the plural end the same way, so this only tells a sentence apart from a phrase that
// has no other verb.
const THIRD_PERSON_VERB = /(?<![\p{L}'’])\p{Ll}{3,}(?<![su])s(?![\p{L}])/u
const FINITE_EN =
	/(?<![\p{L}])(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|do|does|did|means|makes|takes|requires|needs|helps|works|matters|pays)(?![\p{L}])/u

// "Last time, we looked at how the monarchs…": what an earlier episode covered.
const LAST_EPISODE: Record<ContentLanguage, RegExp> = {
	en: /^(?:last (?:time|week|episode)|in (?:the|our) (?:last|previous) (?:episode|video|post|lesson)),? (?:we|i) (?:looked|talked|saw|covered|discussed|learned|left off|explored|went)(?![\p{L}])/iu,
	es: /^(?:la (?:última|otra) vez|la semana pasada|en el (?:episodio|vídeo|video|capítulo) anterior),? (?:vimos|hablamos|aprendimos|dejamos|exploramos|estuvimos)(?![\p{L}])/iu,
	pt: /^(?:da última vez|na última vez|semana passada|no (?:episódio|vídeo|capítulo) anterior),? (?:vimos|falamos|aprendemos|paramos|exploramos|estivemos)(?![\p{L}])/iu,
}

const POINTS_AT_WHAT_IS_SHOWN: Record<ContentLanguage, RegExp> = {
	// "Just for fun, here are a few Tweets that…", "Here is the same chart…": what the page shows.
	en: /^(?:as you can see|if you (?:look|notice|check)(?: closely| carefully)?|notice (?:how|that)|look at (?:how|this|the)|(?:(?:just )?for fun,\s*|so,\s*|now,\s*|anyway,\s*)?here(?:['’]s| is| are)\s+(?:[\p{L}-]+\s+){0,4}?(?:tweets?|charts?|graphs?|screenshots?|photos?|pictures?|images?|examples?|links?|videos?|clips?|stats|numbers|results|snippets?|tables?|diagrams?|slides?))(?![\p{L}])/iu,
	es: /^(?:como (?:puedes|podéis|pueden|podemos) ver|si te fijas|si (?:os )?fij[aá]is|si observas|f[ií]jate (?:en|que|c[oó]mo)|aqu[ií] (?:tienes|ten[eé]is|tienen|hay|van|est[aá]n?|os dejo|te dejo|les dejo)\s+(?:[\p{L}-]+\s+){0,4}?(?:tuits?|tweets?|gr[aá]ficos?|capturas?|fotos?|im[aá]genes|ejemplos?|enlaces|v[ií]deos?|resultados|n[uú]meros|tablas?))(?![\p{L}])/iu,
	pt: /^(?:como (?:voc[eê] )?(?:pode|podem|podemos) ver|se (?:voc[eê] )?(?:notar|reparar|observar|perceber)|repare (?:que|como|no|na)|aqui (?:est[aá]o|est[aá]|tem|vai|v[aã]o|deixo)\s+(?:[\p{L}-]+\s+){0,4}?(?:tweets?|gr[aá]ficos?|prints?|capturas?|fotos?|imagens|exemplos?|links|v[ií]deos?|resultados|n[uú]meros|tabelas?))(?![\p{L}])/iu,
}

const ENDS_ON_POINTER: Record<ContentLanguage, RegExp> = {
	// "…I spent $1,120/month to live there.": the place was named before.
	// "You can find more information about the projects here.": here is a link the post lacks.
	en: /\s(?:that|this|these|those|it|them|(?:of|for|from) each|(?<!get |be |over |out |stay |stays )there)[.!]["”»']?$|(?<![\p{L}])(?:information|info|details|more|find|found|read|see|check|download|sign up|register|apply|available|listed|linked|posted|published|look)(?![\p{L}])[^.!?]{0,80}\shere[.!]["”»']?$/iu,
	es: /(?<![\p{L}])(?:informaci[oó]n|detalles|m[aá]s|encontrar|encuentras|puedes (?:ver|leer|consultar)|lee|mira|consulta|disponible)(?![\p{L}])[^.!?]{0,80}\saqu[ií][.!]["”»']?$|\s(?:eso|esto|aquello|ello|all[ií]|all[aá]|(?:cuando|si|porque) (?:ocurre|pasa|sucede|ocurrió|pasó)|(?:me|te|le|nos|os|les) (?:pasa|pasaba|pasó|ocurre|ocurría|sucede))[.!]["”»']?$/iu,
	pt: /(?<![\p{L}])(?:informa[cç](?:[aã]o|[oõ]es)|detalhes|mais|encontrar|encontra|pode (?:ver|ler|conferir)|leia|veja|confira|dispon[ií]vel)(?![\p{L}])[^.!?]{0,80}\saqui[.!]["”»']?$|\s(?:isso|isto|aquilo|l[aá]|(?:quando|se|porque) (?:acontece|ocorre|aconteceu)|acontece com (?:todo mundo|todos|a gente|muita gente))[.!]["”»']?$/iu,
}

// "…to use this account" points at an account the post has not named. Time words ("this
// week") and "this is" read fine.
// "Unique in that it attracts…" ("that" opens a clause) and "those who…", "those things that
// are of interest to us" (the clause after says which) point at nothing before.
const DEMONSTRATIVE_NOUN =
	/(?<![\p{L}])(?:(?:about|of|with|from|on|in|for|into|to|like) that (?!(?:is|was|are|were|will|would|can|could|has|had|may|might|must|should|it|they|we|you|i|he|she|there|the|a|an|its|their|our|your|his|her|my)(?![\p{L}]))\p{L}+|this (?!(?:year|week|month|morning|afternoon|evening|night|weekend|summer|winter|spring|fall|autumn|time|times|day|days|season|is|was|are|were|will|would|can|could|has|had|may|might|must|should)(?![\p{L}]))\p{L}+|(?:these|those) (?!(?:year|week|month|morning|afternoon|evening|night|weekend|summer|winter|spring|fall|autumn|time|times|day|days|season|is|was|are|were|will|would|can|could|has|had|may|might|must|should|who|whom|whose)(?![\p{L}]))(?!\p{L}+ (?:that|who|which|whose) )\p{L}+)/iu

// A speaker trailing off ("…might look like that positive feeling...") leaves the thought open.
// "…" at the end, or a cut-off conjunction: "Envidia fue lo que sentí, pero.", "Todo el."
const TRAILS_OFF: Record<ContentLanguage, RegExp> = {
	en: /(?:\.{3}|…)["”»']?$|(?<![\p{L}])(?:but|and|or|because|the)[.!]$/iu,
	es: /(?:\.{3}|…)["”»']?$|(?<![\p{L}])(?:pero|y|porque|que|el|los|las|de)[.!]$/iu,
	pt: /(?:\.{3}|…)["”»']?$|(?<![\p{L}])(?:mas|ou|porque|que|os|as|do|da|de)[.!]$/iu,
}

// "When the meal ended, …" tells a moment of a story the post has not told: "the meal" is one
// the reader never saw.
const STORY_MOMENT: Record<ContentLanguage, RegExp | null> = {
	en: /^(?:when|after|before|once|as soon as|by the time|while|until) the \p{L}+ (?:\p{L}+ )?(?:ended|was|were|started|began|finished|arrived|came|left|got|had|did|went|became)\b/iu,
	es: null,
	pt: null,
}

// "A few hours later the primary was being stepped down…", "Poco después…", "No dia seguinte…":
// a time counted from a moment of the story the post has not told.
const LATER_IN_THE_STORY: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:a few|a couple of|several|many|some|two|three|four|five|ten|\d+)\s+)?(?:seconds|minutes|hours|days|weeks|months|years|moments)\s+later(?![\p{L}])|^(?:an? (?:second|minute|hour|day|week|month|year|moment) later|(?:shortly|soon|right|immediately|not long) (?:after(?:wards?)?|thereafter)(?!\s+(?:the|a|an|my|our|his|her|their|we|i|you|it)\b)|(?:the )?next (?:day|morning|evening|night|week)|later that (?:day|night|morning|week|year))(?![\p{L}])/iu,
	es: /^(?:(?:unos|unas|pocos|pocas|varios|varias|dos|tres|cuatro|cinco|diez|\d+)\s+)?(?:segundos|minutos|horas|d[ií]as|semanas|meses|años|momentos)\s+(?:m[aá]s tarde|despu[eé]s)(?![\p{L}])|^(?:un (?:minuto|d[ií]a|mes|año|rato|momento) (?:m[aá]s tarde|despu[eé]s)|una (?:hora|semana) (?:m[aá]s tarde|despu[eé]s)|poco (?:despu[eé]s|m[aá]s tarde)|al (?:d[ií]a|rato|mes|año) siguiente|a la mañana siguiente)(?![\p{L}])/iu,
	pt: /^(?:(?:alguns|algumas|poucos|poucas|v[aá]rios|v[aá]rias|dois|duas|tr[eê]s|quatro|cinco|dez|\d+)\s+)?(?:segundos|minutos|horas|dias|semanas|meses|anos|momentos)\s+(?:mais tarde|depois)(?![\p{L}])|^(?:um (?:minuto|dia|m[eê]s|ano|momento) (?:mais tarde|depois)|uma (?:hora|semana) (?:mais tarde|depois)|pouco (?:tempo )?depois|no dia seguinte|na manh[aã] seguinte)(?![\p{L}])/iu,
}

// "…the primary was being stepped down": the story's past. "Four years later, I have ~500
// customers." says where the author is now, and reads alone.
const TOLD_IN_THE_PAST: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:was|were|had|did|went|got|came|took|made|\p{L}{3,}ed)(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:fue|fueron|era|eran|estaba|estaban|hab[ií]a|hab[ií]an|\p{L}{2,}(?:aba|aban|i[oó]|[oó]|aron|ieron))(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:foi|foram|era|eram|estava|estavam|tinha|tinham|\p{L}{2,}(?:ava|avam|ou|eu|iu|aram|eram|iram))(?![\p{L}])/iu,
}

// "What better idea than growing it under runner beans": "it" is the plant the sentence before
// named. ("Making it in the industry" is an idiom.)
const DOING_IT =
	/(?<![\p{L}])(?!making(?![\p{L}]))\p{L}{3,}ing\s+it\s+(?:under|in|on|at|with|into|near|next to|beside|alongside|between|inside|outside|behind|over|from|for|by|together)(?![\p{L}])/iu

// "Northfield Logistics, a regional freight company with 340 employees." and "Marta, que pedía
// un cortado…": a name and what is said of it, with no sentence around them. (Up to four words
// with a space between each: with the space optional, a run of capitals was split four ways at
// every letter, 30 s for 400 of them.)
const NAME_FRAGMENT =
	/^\p{Lu}[\p{L}&'’.-]*(?:\s\p{Lu}[\p{L}&'’.-]*){0,3}\s?,\s+(?:(?:a|an|the|our|my|un|una|el|la|um|uma|o)\s(?:[^,;]|,(?=\d))+|(?:que|quien|who|which)\s[^;]+)[.!]?["”»']?$/u

// "Jess calls it…", "Tom sent me his system": a person the post never introduces. A name the
// source writes in full has been completed before this check; a show's lede names its hosts.
const LONE_NAME = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])(?!\s+\p{Lu})/gu
const SHOW_LEDE = /\b(?:episode|podcast|show|episodio|episódio|programa)\b/iu

function introducesNobody(text: string): boolean {
	if (SHOW_LEDE.test(text)) return true
	for (const match of text.matchAll(LONE_NAME)) {
		const before = text.slice(0, match.index)
		// "Ben Smith": the word before is part of the same name.
		if (/\p{Lu}\p{Ll}+\s+$/u.test(before)) continue
		// "Our head gardener Marta", "my friend Sam": the role introduces the person.
		if (
			/(?<![\p{L}])(?:my|our|your|their|the|mi|mis|nuestr[oa]|el|la|meu|minha|nosso|nossa|o|a)\s+(?:\p{Ll}[\p{Ll}-]+\s+){1,3}$/iu.test(
				before,
			)
		)
			continue
		if (isCommonFirstName(match[0])) return false
	}
	return true
}

// "The one sentence in an onboarding email that makes someone feel stupid.": a noun phrase and
// its relative clause, one of a run of examples with no sentence of its own.
const AUX =
	/\b(?:is|are|was|were|will|would|can|could|should|must|has|have|had|do|does|did|may|might|isn['’]t|aren['’]t|wasn['’]t|won['’]t|can['’]t|doesn['’]t|don['’]t|didn['’]t)\b|['’](?:s|re|ll|ve|d)\b/iu
const COPULA_ES_PT =
	/(?<![\p{L}])(?:es|son|fue|fueron|era|eran|está|están|estaba|será|ha|han|había|é|são|foi|foram|era|eram|está|estão|estava|será|tem|têm|tinha)(?![\p{L}])/iu

// Verbs that take a "que" clause ("El alcalde dice que…", "A prefeitura garante que…").
const VERB_BEFORE_QUE =
	/^(?:quieren?|dicen?|creen?|piensan?|saben?|piden?|esperan?|prefieren?|necesitan?|aseguran?|afirman?|explican?|recuerdan?|reconocen?|consideran?|proponen?|exigen?|insisten?|temen?|sienten?|opinan?|señalan?|indican?|advierten?|confirman?|anuncian?|sugieren?|demuestran?|muestran?|\p{L}{2,}(?:ó|aron|ieron)|quer|querem|diz|dizem|acham?|pensam?|sabem|pedem?|garantem?|lembram?|reconhecem?|mostram?|\p{L}{2,}(?:ou|aram|eram|iram))$/iu

function nounPhraseFragment(text: string, language: ContentLanguage): boolean {
	if (language !== 'en') {
		// "Dos empleadas que aprendieron el oficio conmigo…": a noun phrase and its "que" clause.
		const match =
			/^(?:el|la|los|las|un|una|unos|unas|dos|tres|o|a|os|as|um|uma|uns|umas|duas|três)\s+([^,;:]*?)\s+que\s+(.+)$/iu.exec(
				text,
			)
		if (!match) return false
		const [, head = '', rest = ''] = match
		// "Los vecinos quieren que el mercado abra.": the "que" follows the sentence's own verb (a
		// plural noun ends in "s", so a word after a plural article ending in "n" or "m" is one).
		const plural = /^(?:los|las|unos|unas|dos|tres|os|as|uns|umas|duas|três)\s/iu.test(text)
		if (
			head
				.split(/\s+/u)
				.some((word) => VERB_BEFORE_QUE.test(word) || (plural && /^\p{Ll}{2,}[nm]$/u.test(word)))
		)
			return false
		// "importa más que la intensidad": a comparison, not a relative clause.
		if (
			/(?:^|\s)(?:más|mais|menos|mejor|peor|melhor|pior|tanto|antes|después|depois|lo|o)$/iu.test(
				head,
			)
		)
			return false
		return head.split(/\s+/u).length <= 3 && !COPULA_ES_PT.test(head) && !COPULA_ES_PT.test(rest)
	}
	// "On every shelf of the shed, labelled in pencil.": a place and a detail, no one doing anything.
	if (
		/^(?:on|in|at|under|with|without|for|from|by|inside|outside|behind|above|below|across|along|near)\s/iu.test(
			text,
		) &&
		(text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 12 &&
		!AUX.test(text) &&
		!/(?<![\p{L}])(?:i|we|you|he|she|they|it|there|people|everyone|nobody|someone)(?![\p{L}])/iu.test(
			text,
		) &&
		!/\b\p{Ll}{2,}(?:s|ed)\s+(?:the|a|an|to|it|them|us|me|our|my|your|their|his|her)\b/u.test(
			text,
		) &&
		// "In this episode of Syntax, Scott and Wes talk…": a named subject after the comma.
		!/,\s+\p{Lu}/u.test(text)
	)
		return true
	const match =
		/^(?:the|a|an|one|that|every)\s+([^,;:]*?)\s+(?:that|who|which|where)\s+(.+)$/iu.exec(text)
	if (!match) return false
	const [, head = '', rest = ''] = match
	// "The client's offhand comment": a possessive, not "is".
	const headWithoutPossessive = head.replace(/['’]s\b/gu, '')
	return !AUX.test(headWithoutPossessive) && !AUX.test(rest) && !/\b\p{L}+ed\b/u.test(head)
}

// "Not in a charming, organized way.": a phrase that qualifies what came before.
const QUALIFIER_FRAGMENT: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:not|only|just|mostly|especially|maybe|probably|usually)\s+(?:in|with|at|by|for|because|on|when|if|a|an|the|really|exactly)\b[^,]*?(?:,[^,]*)?[.!]["”»']?$|not\s+(?:\p{L}+,?\s+){1,4}(?:[—–]|-\s|but\b))/iu,
	es: /^(?:no|solo|sobre todo|quizás|tal vez)\s+(?:en|con|por|para|porque|cuando|si|un|una|el|la)\b[^.]*[.!]$/iu,
	pt: /^(?:não|só|sobretudo|talvez)\s+(?:em|com|por|para|porque|quando|se|um|uma|o|a)\b[^.]*[.!]$/iu,
}

// A reason without its main clause: "Because feelings are always a part of the process."
const ANSWERS_BEFORE: Record<ContentLanguage, RegExp> = {
	// "Because GitHub is around 12 years old, and I think…": the reason runs on without a main
	// clause.
	// "No me extraña ya que los métodos de Date…": no surprise at what was just said.
	en: /^(?:because|since|which is why|so that)\b[^,;:]*(?:[.!]["”»']?$|,\s*(?:and|but|so|or)\s)|^(?:no wonder|small wonder|(?:that|this|it) (?:doesn['’]t|does not) surprise me),?\s+(?:since|as|because|given)\b/iu,
	es: /^(?:porque|ya que|por lo que)(?![\p{L}])[^,;:]*(?:[.!]["”»']?$|,\s*(?:y|pero|as[ií] que|o)\s)|^no me (?:extraña|sorprende)(?:\s+(?:nada|mucho))?,?\s+(?:ya que|porque|pues|dado que)(?![\p{L}])/iu,
	pt: /^(?:porque|já que|pois)(?![\p{L}])[^,;:]*(?:[.!]["”»']?$|,\s*(?:e|mas|ent[aã]o|ou)\s)|^(?:n[aã]o me (?:surpreende|espanta)|n[aã]o [eé] (?:à|a) toa)(?:\s+nada)?,?\s+(?:j[aá] que|porque|pois|visto que)(?![\p{L}])/iu,
}

// Openers that point back at something the reader of a post has not seen.
const ANAPHORIC_OPENER: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:some|many|most|all|none|one|each|any|few|several|both|neither|either) of (?:them|these|those|this|that)|one (?:is|was)(?! of)|(?:setting|putting|leaving) (?:that|this|those|these)|or|nor|this(?! (?:week|month|year|morning|afternoon|evening|weekend|season|summer|winter|spring|fall|autumn)\b)|that|these|those|they|them|their|he|she|him|her|his|hers|its|such|both|either|neither|the latter|the former|here|there(?!\s+(?:is|are|was|were|will|has|have|had|must|should|can|could|may|might|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|'s)\b)|which|whose|same|another|the other|the rest|the next|the last one|the first one|the second|the third|the first two|the first three|the two|the three|other|others|none of|all of (?:this|that|these|those|them)|each of (?:these|those|them)|most of (?:these|those|them)|for example|for instance|e\.g\.|instead|otherwise|therefore|thus|hence|as a result|because of (?:this|that)|in that case|in this case|at that point|by then|afterwards|after that|before that|similarly|likewise|in addition|additionally|moreover|furthermore|finally|lastly|first,|second,|third,|one,|two,|three,|four,|next,|especially|particularly|even|except|unlike|including|like that|something like (?:this|that)|something similar|just like|kind of like|sort of like|much like|like if|like when|same with|on the other hand|the same goes|the same (?:happened|happens|is true|was true|applies|applied|thing happened|holds|went)|as with|first up|next up|last up|up next|last but not least|as always|as usual|don['’]t worry|no worries|that being said|with that said|in return|in turn|in exchange|at that (?:moment|time)|(?:i|we|you|they) then|(?:from|of|among) the remaining|the remaining|if so|if not,|if that['’]s the case|if that is the case|if yes)(?![\p{L}\p{N}])/iu,
	es: /^(?:algo así|algo parecido|(?:de|con|por) todo ello|de ello|todo ello|tales|esto|eso|ello|esta|este|estas|estos|esa|ese|esas|esos|aquello|aquel|aquella|todo esto|todo eso|ellos|ellas|él|ella|le|les|su|sus|lo anterior|los dos|las dos|el primero|la primera|el segundo|la segunda|el último|la última|el resto|los demás|otro|otra|otros|otras|aquí|ahí|allí|así|por eso|por ello|por esto|por lo tanto|por tanto|sin embargo|no obstante|en cambio|por ejemplo|además(?!\s+de\s)|asimismo|finalmente|por último|primero,|segundo,|luego|también|tampoco|especialmente|sobre todo|incluso|excepto|salvo|dicho esto|dicho eso|con esto|con eso|aun así|después de eso|antes de eso|en ese caso|en este caso|a partir de ahí|de ahí|siendo así|así las cosas|de esta forma|de este modo|como siempre|como de costumbre|no te preocupes|tranquilo|tranquila|siguiendo (?:la|con la) tradición|continuando (?:la|con la) tradición|en ese momento|en aquel momento|a cambio|por otro lado|por otra parte|lo mismo|la misma|los mismos|las mismas|(?:la )?misma cosa|si es así|si es el caso|de ser así|si no,|en caso contrario|si la respuesta es (?:s[ií]|no))(?![\p{L}\p{N}])/iu,
	pt: /^(?:algo assim|algo parecido|algo do tipo|(?:de|com|por) tudo isso|disso tudo|ou(?![^.!?]*\sou\s)|tais|isso|isto|aquilo|essa|esse|essas|esses|esta|este|estas|estes|aquela|aquele|tudo isso|tudo isto|eles|elas|ele|ela|dele|dela|deles|delas|seu|sua|seus|suas|o primeiro|a primeira|o segundo|a segunda|o último|a última|os dois|as duas|o resto|os demais|outro|outra|outros|outras|aqui|aí|ali|assim|por isso|portanto|no entanto|contudo|todavia|por exemplo|além disso|também|tampouco|especialmente|principalmente|inclusive|exceto|dito isso|dito isto|com isso|mesmo assim|finalmente|por fim|primeiro,|segundo,|depois disso|antes disso|nesse caso|neste caso|daí|sendo assim|assim sendo|dessa forma|desta forma|deste modo|desse modo|como sempre|como de costume|não se preocupe|fica tranquilo|continuando a tradição|seguindo a tradição|nesse momento|naquele momento|em troca|por outro lado|em contrapartida|o mesmo|a mesma|os mesmos|as mesmas|mesma coisa|a mesma coisa|se sim|se for assim|se for o caso|se não,|caso contrário|se a resposta for (?:sim|não))(?![\p{L}\p{N}])/iu,
}

// "It" as a dummy subject reads fine alone: "It's worth the effort", "It takes practice", "It's
// just before midnight".
const EXPLETIVE_IT =
	/^it(?:['’]s| is| was| will be| can be| would be| takes| took| pays| helps| makes sense| turns out| seems| felt| feels)\s+(?!going to\b)(?:(?!(?:their|his|her|its|our|my|your)\s)\p{L}+\s+){0,2}?(?:to|that|worth|easy|hard|important|critical|essential|possible|impossible|better|best|okay|fine|normal|true|time|practice|a good idea)\b|^it(?:['’]s| is| was)\s+(?:currently\s+|now\s+|already\s+|almost\s+)?(?:(?:just\s+)?(?:before|after|past)\s+)?(?:midnight|noon|morning|evening|night|late|early|dark|cold|hot|raining|snowing|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock))(?![\p{L}])/iu
// "When the light hits it, …" and "Is it something I want?": the thing "it" stands for was named
// before. "When it comes to pricing, …" is a turn of phrase, not a pointer.
const FRONTED_POINTER =
	/^(?:when|if|once|after|before|as|while|until|because)\s+(?![^,]*\bit\s+(?:comes|came|is time|was time)\b)[^,]*(?<![\p{L}])(?:it|them|this|that|these|those)(?![\p{L}])[^,]*,/iu
const ASKS_ABOUT_IT =
	/^(?:(?:how|why|what|where|when|who)\s+)?(?:is|was|are|were|does|did|do|can|could|will|would|should|isn['’]t|wasn['’]t|doesn['’]t|didn['’]t)\s+(?:it|this|that|these|those|they|their|his|her|its)(?![\p{L}])/iu
// "Five years in, here's what I wish someone had told me." announces what follows it in the
// source; "Here's the trick: add lemon." says it.
const ANNOUNCES_NEXT =
	/(?<![\p{L}])(?:here['’]s|here is|here are|this is)\s+(?:what|how|why|the (?:list|thing|process|plan|breakdown))(?![\p{L}])[^:]*$/iu
// "Antes de falar sobre o meu caso, eu quero falar um pouco sobre o que é o burnout." and "vou
// passar alguns pontos": the author says what the text will do next, not what it says.
const ANNOUNCES_SECTION: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:i|we)\s*(?:want|would like|['’]d like|am (?:only |just )?going|['’]m (?:only |just )?going|are (?:only |just )?going|['’]re (?:only |just )?going|will|['’]ll)\s+(?:to\s+)?(?:(?:talk|say|write|go over|walk you through|share|cover)\s+(?:a (?:bit|little|few words)\s+)?(?:about|some|a few|the following)|focus on(?:\s+(?:today|here|now|first))?[.!]?$)(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:quiero|quisiera|voy a|vamos a|me gustaría)\s+(?:hablar|contar|comentar|pasar|repasar|compartir|explicar)\s+(?:un poco\s+)?(?:sobre|de|algun[oa]s|unos|unas|lo que)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:(?:eu )?quero|queria|vou|vamos|gostaria de)\s+(?:falar|contar|comentar|passar|compartilhar|explicar)\s+(?:um pouco\s+)?(?:sobre|de|alguns|algumas|o que)(?![\p{L}])/iu,
}
// "There are important design principles that every component should strive to follow.": the
// principles are in the text that follows; posted alone, the line names none of them.
const ANNOUNCES_LIST: Record<ContentLanguage, RegExp> = {
	// "At a high level, we think there are two types of memory.": the types come after it.
	en: /^(?:(?:at a high level|broadly|basically|in short|in general|roughly),?\s+)?(?:(?:i|we) (?:think|believe|see|would say)\s+)?there (?:are|were) (?:a few|some|several|many|\d+|two|three|four|five|six|seven|important|key|certain|a couple of|a handful of)(?:\s+\p{L}+)?\s+(?:things|principles|rules|tips|ways|steps|lessons|reasons|ideas|patterns|questions|points|mistakes|tricks|practices|types|kinds|sorts|categories|levels|stages|phases|approaches|options|flavou?rs)(?![\p{L}])/iu,
	es: /^(?:hay|existen) (?:algun[oa]s|vari[oa]s|muchos|muchas|\d+|dos|tres|cuatro|cinco|ciertos|ciertas)(?:\s+\p{L}+)?\s+(?:cosas|principios|reglas|consejos|formas|maneras|pasos|lecciones|razones|ideas|patrones|preguntas|puntos|errores|trucos|prácticas|tipos|clases|categorías|niveles|etapas|fases|enfoques|opciones)(?![\p{L}])/iu,
	pt: /^(?:há|existem|tem) (?:alguns|algumas|vári[oa]s|muitos|muitas|\d+|dois|duas|três|quatro|cinco|cert[oa]s)(?:\s+\p{L}+)?\s+(?:coisas|princípios|regras|dicas|formas|maneiras|passos|lições|razões|ideias|padrões|perguntas|pontos|erros|truques|práticas|tipos|categorias|níveis|etapas|fases|abordagens|opções)(?![\p{L}])/iu,
}
// "I know it seems optional.": "it" is whatever the sentence before was about.
const IT_SEEMS =
	/(?<![\p{L}])it\s+(?:seems|looks|sounds|feels)\s+(?:\p{L}+\s+){0,2}\p{L}+[.!]["”»']?$|(?<![\p{L}])(?:talk|talks|talking|talked|think|thinking|thought|write|writing|wrote|read|hear|heard|know|knew|care|cares)\s+about\s+(?:it|them)(?![\p{L}])/iu
// "You're on cloud nine right now, right?", "Es así, ¿no?", "Foi difícil, né?": a speaker checking
// with the other, about something both know.
const TAG_QUESTION =
	/,\s*(?:right|huh|yeah|eh|no|yes|correct)\?["”»']?$|,?\s*¿(?:no|verdad|cierto|s[ií])\?["”»']?$|,\s*(?:n[eé]|certo|n[aã]o [eé]|n[aã]o)\?["”»']?$/iu
// "Digo "o más" porque…", "I say 'almost' because…": the author on a word of the sentence before.
const ON_OWN_WORD = /^(?:i say|i said|digo|dije|eu digo|falo|falei)\s+["“'‘«]/iu
// "I'm not saying you should become a hypochondriac…" qualifies something said before it.
const NOT_SAYING =
	/^(?:i['’]m not saying|i am not saying|i don['’]t mean|that['’]s not to say|no estoy diciendo|no digo que|no quiero decir|n[aã]o estou (?:falando|dizendo)|n[aã]o digo que|n[aã]o quero dizer)(?![\p{L}])/iu
// "like woo-- that didn't pay": a speaker's false start, transcribed.
const FALSE_START = /\p{L}--(?:\s|$)|\s--\s/u

// "It…" in English; in Spanish and Portuguese the subject is often left out, and a sentence that
// opens on an object pronoun ("Te obliga a…", "Le pasa a…") has its subject in the sentence before;
// "Te cuento…", "Te quiero convencer…" have theirs in the verb: the author.
// "Fue por algo más aburrido…" / "Foi por causa de…": a bare "it was" whose subject is in the
// sentence before.
const ANY_IT: Record<ContentLanguage, RegExp> = {
	en: /^it(?![\p{L}])/iu,
	es: /^(?:(?:realmente|de verdad|siempre|también|mucho)\s+)?(?:te|le|les|me|nos|se lo|se la)\s(?!\p{L}+(?:o|oy)(?![\p{L}]))|^lo\s(?!(?:importante|mejor|peor|que|bueno|malo|primero|único|más|menos)(?![\p{L}]))|^(?:fue|era|fueron|eran)\s+(?:por|porque|algo|un|una|lo|la|el|así|culpa)(?![\p{L}])/iu,
	pt: /^(?:(?:realmente|de verdade|sempre|também|muito)\s+)?(?:te|lhe|lhes|me|nos)\s(?!\p{L}+o(?![\p{L}]))|^(?:foi|era|foram|eram)\s+(?:por|porque|algo|um|uma|o|a|assim|culpa)(?![\p{L}])/iu,
}

// "Let's talk about why…", "I'll start by introducing…", "Vamos ao que interessa": the text
// turning to its next part, which the post does not show.
const SIGNPOST: Record<ContentLanguage, RegExp> = {
	en: /^(?:(?:now that [^,]{3,80},\s*)?let['’]?s (?:write|build|make|create|draft|put together|walk through|go through|set up)(?![\p{L}])|while you['’]re (?:here|at it)|enough (?:rambling|chit-?chat|small talk|intro)|let['’]s (?:get (?:started|to it|into it|down to)|dive in|dig in|begin|start|talk about|look at|take a look|jump in|go)|let me (?:start|begin|explain|walk you)|i['’]d like to (?:start|begin) by|i (?:want|wanted) to (?:start|begin) (?:by|with)|without further ado|(?:i['’]ll|i will|i['’]m going to|we['’]ll|we will|we['’]re going to) (?:start|begin|first|now|then|briefly|quickly|also|walk|cover|go over|introduce|discuss|talk about|look at|dig into|get to)\b|(?:first|to start|to begin),? (?:i['’]ll|let me|let['’]s|we['’]ll))/iu,
	es: /^(?:aprovecha(?:d)? (?:que|y|para)|(?:basta|dejémonos|déjate) de (?:rollos?|enrollarnos|charla)|vamos (?:al l[ií]o|a ello|all[aá]|a ver|a empezar|con ello|a hablar|a repasar|a escribir|a construir|a crear|a montar|a preparar)|sin m[aá]s pre[aá]mbulos|empecemos|comencemos|(?:primero|para empezar),? (?:voy a|vamos a|veamos))/iu,
	pt: /^(?:aproveit(?:a|e|em) (?:que|e|para|pra)|(?:vamos parar|chega) de enrola[cç][aã]o|vamos (?:ao que interessa|l[aá]|come[cç]ar|falar|ver|escrever|construir|criar|montar|preparar)|sem mais delongas|bora (?:l[aá]|come[cç]ar)|(?:primeiro|para come[cç]ar),? (?:vou|vamos))/iu,
}

// "Antes mesmo de começar a falar de SSH, a gente precisa falar…", "Before we dive into the
// config, let's…": the text's own plan, not one of its points.
const BEFORE_WE_START: Record<ContentLanguage, RegExp> = {
	en: /^before (?:we|i) (?:even )?(?:start|begin|get (?:into|to)|dive (?:into|in)|talk about|look at|jump (?:into|in))(?![\p{L}])/iu,
	es: /^antes (?:(?:incluso|siquiera) )?de (?:empezar|comenzar|entrar|meternos|hablar|ver)(?![\p{L}])/iu,
	pt: /^antes (?:mesmo )?de (?:come[cç]ar|entrar|falar|vermos|ver|partir)(?![\p{L}])/iu,
}

// "Supongamos que tenemos un sitio estático…", "Let's say we have a static site": the set-up of
// a worked example, which only the steps after it complete. ("Imagine…" can open a post alone.)
const SUPPOSE: Record<ContentLanguage, RegExp> = {
	en: /^(?:suppose|let['’]s say|let us say|let['’]s assume|let us assume|say)\s+(?:that\s+)?(?:we|you|i)\s+(?:have|had|want|need|are|were|run|own)(?![\p{L}])/iu,
	es: /^(?:supongamos|digamos|pongamos|asumamos)\s+(?:ahora\s+|por caso\s+)?que(?![\p{L}])/iu,
	pt: /^(?:suponha(?:mos)?|vamos supor|digamos|imaginemos)\s+(?:agora\s+)?que(?![\p{L}])/iu,
}

// "Já CSS Grid é…" (whereas CSS Grid…) sets a thing against one said before; "Se quiser ouvir
// tudo…, só ver minha playlist" and "If you want more, check out my…" send the reader elsewhere.
const CONTRAST_OR_POINTER_OPENER: Record<ContentLanguage, RegExp> = {
	// "If you're still hungry for more newsletter content, I recommend…": more than the text gave.
	en: /^(?:if you(?:['’]d like| want| wanna| are curious| need)\b[^.!?]*?,\s*(?:just |simply )?(?:check out|see|look at|take a look|head (?:over )?to|visit|read|listen to|watch|follow|grab|find)\b|if you(?:['’]re| are) (?:still )?(?:hungry|thirsty|looking|itching) for (?:even )?more\b)/iu,
	es: /^(?:[Ss]i (?:quieres|queréis|quiere|te interesa|le interesa)\b[^.!?]*?,\s*(?:solo |sólo )?(?:mira|echa un vistazo|visita|lee|escucha|sigue|ve a|pásate)|[Ee]n cambio,? \p{Lu})/u,
	pt: /^(?:[Jj]á\s+\p{Lu}|[Ss]e (?:ainda )?(?:quiser|estiver com fome de|ficou com vontade de) (?:ainda )?mais\b|[Ss]e (?:quiser|você quiser|tiver interesse|curtiu)\b[^.!?]*?,\s*(?:é )?(?:só |basta )?(?:ver|veja|olhar|olha|conferir|confira|acessar|acesse|ler|leia|ouvir|ouça|seguir|siga|dar uma olhada))/u,
}

// References to the source itself or to parts of it the post does not show.
const POINTER: Record<ContentLanguage, RegExp> = {
	en: /\b(?:this|the|that|today['’]s|next|previous|last) (?:post|blog post|article|essay|piece|episode|show|video|thread|newsletter|issue|page|section|chapter|list|write-?up|handbook|document|pep|guide|tutorial)(?![\p{L}-])|(?<!\bbut\s)\b(?:also|as well(?!\s+as\b))\b|\b(?:a|the) (?:single|second|new|other|last|next|same) one\b|\b(?:this|that|these|those) (?:info|information|stuff|thing|things|one|ones|idea|approach|method|technique|trick|data|way|problem|issue|situation|case|point|someone|person|people|guy|expertise|topic|story|stories|moment|place|decision|conversation)\b|^the (?:second|third|fourth|next|other|same|latter|former|remaining|rest)\b|^the first (?!(?:thing|step|rule|time|question)\b)|\b(?:(?<!\bfrom )above|below|aforementioned|mentioned|earlier|the following|as follows|see (?:also )?(?:here|there)|click here|read on|keep reading|later on|later in|as (?:i|we) (?:said|mentioned|saw|discussed)|what (?:we|i)['’]re (?:talking|looking) (?:about|at) here|(?:methods|steps|items|tips|ideas|things|options|points|tools|examples) (?:listed|mentioned|described|shown)(?!\s+(?:in|on|by)\s+(?:the|a)\s+(?:docs|documentation|book|manual|paper))|like (?:i|we) said|\b(?:step|steps|point|item|tip|rule|part|lesson|figure|fig\.|table|section|chapter|option|number|no\.|#)\s*\d+|the (?:first|second|third|last|other) (?:one|two|three|few)|the (?:first|last) (?:two|three|four|five)|(?:these|those) (?:two|three|four|five|steps|tips|points|ideas|ones|things|rules)|in the (?:next|previous|last) (?:step|section|part)|(?:the|that|this|those) same (?:thing|things|way|mistake|question|questions|story|problem|idea|advice)|(?:did|do|does|doing) the same|(?:the|all the) other (?:points|things|tips|steps|reasons|aspects|parts|cases|ones)|which (?:one )?is which|(?:i['’]ll|i will|we['’]ll|we will|you['’]ll|see|find|listed|linked|included|share|give)\b[^.!?]*\b(?:at|towards?|near) the (?:end|bottom)(?! of))\b/iu,
	es: /\b(?:este|esta|el|la|ese|esa|del|al|en este|en esta|de este|de esta) (?:post|artículo|entrada|episodio|vídeo|video|hilo|boletín|newsletter|número|página|sección|capítulo|lista|documento|guía|tutorial)(?![\p{L}-])|(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|dicho|dicha) (?!(?:mundo|año|semana|mes|día|momento|fin de semana|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?![\p{L}]))\p{L}+|(?<![\p{L}])(?:arriba|abajo|anteriormente|mencionad[oa]s?|lo siguiente|a continuación|más adelante|como (?:dije|decía|comenté|vimos|mencioné)|(?:paso|punto|consejo|regla|parte|sección|capítulo|número)\s*\d+|(?:código|ejemplo|fragmento|párrafo|apartado) (?:anterior|de arriba)|los (?:dos|tres) primeros|las (?:dos|tres) primeras|todo esto|todo eso|(?:estos|estas|esos|esas) (?:dos|tres|pasos|consejos|puntos|ideas)|(?:los|las|todos los|todas las) (?:otros|otras|demás) (?:puntos|cosas|consejos|pasos|motivos|aspectos|partes|casos)|(?:el|la|los|las) siguientes? (?:comando|c[oó]digo|ejemplo|paso|lista|enlace|imagen|tabla|fragmento|script|archivo|captura|v[ií]deo)s?)(?![\p{L}])/iu,
	pt: /\b(?:este|esta|esse|essa|neste|nesta|nesse|nessa|deste|desta|desse|dessa|o|a|do|da|no|na) (?:post|artigo|texto|episódio|vídeo|fio|thread|newsletter|boletim|edição|página|seção|secção|capítulo|lista|documento|guia|tutorial)(?![\p{L}-])|(?<![\p{L}])(?:esse|essa|esses|essas|este|esta|estes|estas|aquele|aquela|tal|desse|dessa|desses|dessas|deste|desta|destes|destas|nesse|nessa|neste|nesta|daquele|daquela) (?!(?:mundo|ano|semana|mês|dia|momento|fim de semana|verão|inverno|segunda|terça|quarta|quinta|sexta|sábado|domingo)(?![\p{L}]))\p{L}+|(?<![\p{L}])(?:acima|abaixo|anteriormente|mencionad[oa]s?|a seguir|o seguinte|mais adiante|como (?:eu )?(?:disse|falei|comentei|vimos|mencionei)|(?:passo|ponto|dica|regra|parte|seção|capítulo|número)\s*\d+|(?:código|exemplo|trecho|parágrafo) (?:anterior|acima)|os (?:dois|três) primeiros|as (?:duas|três) primeiras|tudo isso|tudo isto|(?:esses|essas|estes|estas) (?:dois|duas|três|passos|dicas|pontos|ideias)|(?:os|as|todos os|todas as) (?:outros|outras|demais) (?:pontos|coisas|dicas|passos|motivos|aspectos|partes|casos)|(?:o|a|os|as) seguintes? (?:comando|c[oó]digo|exemplo|passo|lista|link|imagem|tabela|trecho|script|arquivo|print|v[ií]deo)s?)(?![\p{L}])/iu,
}

// "Na época criei uma thread…", "…graças à próxima dica": a time or a tip the text names
// elsewhere.
const ELSEWHERE: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:at the time(?! of\b)|back then|(?:the|my|our) next (?:tip|point|trick|one)|the previous (?:tip|point|one))(?![\p{L}])/iu,
	// "¿Puedes separarlo en diferentes commits?": "lo" is the thing the text was just about.
	// "Es fácil de recordar…", "No se lleva bien con los overflows.": what is easy or does not
	// get on was named before (Spanish leaves the subject out).
	es: /(?<![\p{L}])(?:(?:que|como|lo que) (?:hemos|he|habíamos|ya hemos) (?:visto|comentado|dicho|mencionado|explicado)(?: (?:antes|anteriormente|arriba|más arriba))?|^(?:no )?(?:es|era|ser[aá]|son) (?:muy |bastante |m[aá]s |super |s[uú]per )?\p{L}+ de (?:recordar|usar|utilizar|entender|aprender|leer|mantener|implementar|aplicar)\b|^(?:no )?se llevan? (?:bien|mal)|^(?:no )?funcionan? (?:bien|mal|muy|perfectamente)|(?:sigue|contin[uú]a|siga|contin[uú]e) leyendo|antes de seguir|^porque(?! (?:s[ií]|no)\b)[^?]*$|vamos a ver|(?:puedes|puede|podr[ií]as?|quieres|quiere|debes|debe|deber[ií]as?|vas a|va a|hay que|tienes que|tiene que|intenta|trata de)\s+\p{L}+(?:ar|er|ir)(?:lo|la|los|las)|en (?:aquel|ese) entonces|por aquel entonces|en (?:aquella|esa) [ée]poca|(?:la|el) (?:siguiente|pr[oó]xim[oa]) (?:consejo|truco|punto|dica)|(?:el|la) anterior (?:consejo|truco|punto))(?![\p{L}])/iu,
	// "Para fazê-lo…", "separá-la": the thing the text was just about.
	pt: /(?<![\p{L}])(?:(?:que|como|o que) (?:vimos|falei|comentei|mencionei|expliquei|j[aá] vimos)(?: (?:antes|anteriormente|acima))?|continu[ea] lendo|continuem lendo|antes de seguir|^porque[^?]*$|vamos ver|\p{L}+[áéêíóô]-(?:lo|la|los|las)|na [ée]poca|naquela [ée]poca|nessa [ée]poca|(?:[àa]|na|da) pr[oó]xima dica|(?:o|no|do) pr[oó]ximo (?:ponto|passo)|(?:a|na|da) dica anterior)(?![\p{L}])/iu,
}

// A comparison with what the text said just before: "Mobile was even worse", "Quer nos ajudar
// mais ainda?", "aún más barato". With "than" / "que" the sentence names both sides itself.
const COMPARED_TO_BEFORE: Record<ContentLanguage, { comparison: RegExp; otherSide: RegExp }> = {
	en: {
		comparison:
			/(?<![\p{L}])even (?:worse|better|more|less|bigger|smaller|faster|slower|higher|lower)(?![\p{L}])/iu,
		otherSide: /(?<![\p{L}])than(?![\p{L}])/iu,
	},
	es: {
		comparison:
			/(?<![\p{L}])(?:a[uú]n|todav[ií]a) (?:m[aá]s|menos|peor(?:es)?|mejor(?:es)?)(?![\p{L}])|(?<![\p{L}])(?:m[aá]s|menos|peor(?:es)?|mejor(?:es)?) a[uú]n(?![\p{L}])/iu,
		otherSide: /(?<![\p{L}])(?:que|de lo que)(?![\p{L}])/iu,
	},
	pt: {
		comparison:
			/(?<![\p{L}])ainda (?:mais|menos|pior(?:es)?|melhor(?:es)?)(?![\p{L}])|(?<![\p{L}])(?:mais|menos|pior(?:es)?|melhor(?:es)?) ainda(?![\p{L}])/iu,
		otherSide: /(?<![\p{L}])(?:que|do que)(?![\p{L}])/iu,
	},
}

// "Acredito que o conceito ainda esteja em desenvolvimento", "The idea caught on fast": a concept
// or an idea the text named before. "The idea of…", "la idea es que…" and "the idea: …" say it.
const UNNAMED_IDEA: Record<ContentLanguage, RegExp> = {
	// Not at the start: the writer tries "The idea is…" as a neutral subject for a leaning "It's…".
	en: /(?<![\p{L}])(?<!^)the (?:concept|idea|proposal)(?![\p{L}])(?!\s*:)(?!\s+(?:of|behind|that|for|here|is (?:to|that|simple)|was (?:to|that|simple))(?![\p{L}]))/iu,
	es: /(?<![\p{L}])(?:el (?:concepto)|la (?:idea|propuesta))(?![\p{L}])(?!\s*:)(?!\s+(?:de|del|que|detr[aá]s|aqu[ií]|es (?:que|sencilla|simple|clara)|era (?:que|sencilla|simple)|\p{L}+(?:ar|er|ir)\s+(?:que|de|en))(?![\p{L}]))/iu,
	pt: /(?<![\p{L}])(?:o (?:conceito)|a (?:ideia|proposta))(?![\p{L}])(?!\s*:)(?!\s+(?:de|do|da|dos|das|que|por tr[aá]s|aqui|[eé] (?:que|simples|clara)|era (?:que|simples))(?![\p{L}]))/iu,
}

// "Vou deixar o link para conhecerem mais", "I'll leave the link below", "os dejo el enlace": a
// link the source gives next to the sentence; a post does not carry it.
const PROMISES_LINK: Record<ContentLanguage, RegExp> = {
	en: /(?<![\p{L}])(?:i['’]ll|i will|we['’]ll|we will|let me) (?:leave|drop|put|add|share|include) (?:the|a|my|our|some) (?:links?|urls?)(?![\p{L}])|(?<![\p{L}])links? (?:below|above|down below)(?![\p{L}])/iu,
	es: /(?<![\p{L}])(?:(?:os|te|les|le) )?(?:dejo|dejamos|dejar[eé]|dejaremos|voy a dejar|vamos a dejar|pongo|pondr[eé]) (?:aqu[ií] )?(?:el|los|un|unos) (?:enlaces?|links?)(?![\p{L}])|(?<![\p{L}])(?:enlaces?|links?) (?:abajo|debajo|m[aá]s abajo|arriba)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:(?:vou|vamos|irei) deixar|deixo|deixamos|deixarei|coloco|vou colocar) (?:aqui )?(?:o|os|um|uns) (?:links?)(?![\p{L}])|(?<![\p{L}])links? (?:abaixo|acima|aqui embaixo)(?![\p{L}])/iu,
}

// "…no hay motivos para prestarle atención": "le" is someone the text named before. With the
// person in the same sentence ("darle la vuelta a la tortilla") it is doubled, not a pointer.
const POINTS_AT_SOMEONE: Record<ContentLanguage, { pronoun: RegExp; named: RegExp } | null> = {
	en: null,
	es: {
		pronoun:
			/(?<![\p{L}])\p{L}{2,}(?:ar|er|ir|ár|ér|ír|ando|iendo|ándo|iéndo)(?:le|les)(?:lo|la|los|las)?(?![\p{L}])/iu,
		named: /(?<![\p{L}])(?:a|al)\s+\p{L}/iu,
	},
	pt: {
		pronoun: /(?<![\p{L}])\p{L}{2,}-lhes?(?![\p{L}])/iu,
		named: /(?<![\p{L}])(?:a|ao|à|aos|às)\s+\p{L}/iu,
	},
}

// "…podéis echar un vistazo en su web": whose web is said before; with the owner named in the
// sentence ("Kaleidos tiene su web…") it is theirs.
const THEIR_SITE: Record<ContentLanguage, RegExp | null> = {
	en: null,
	es: /(?<![\p{L}])(?:en|a|por) su (?:web|p[aá]gina(?: web)?|blog|sitio(?: web)?|perfil|canal|cuenta|tienda online)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:n[oa]|em|pel[oa]) (?:seu|sua) (?:site|p[aá]gina|blog|perfil|canal|conta|loja online)(?![\p{L}])/iu,
}

function leansOnWhatCameBefore(text: string, language: ContentLanguage): boolean {
	const site = THEIR_SITE[language]
	// The owner is a capitalised word after the first, or a first word that is no function word.
	if (site?.test(text) && !/\s\p{Lu}/u.test(text)) {
		const first = /^\p{Lu}[\p{L}'’-]*/u.exec(text)?.[0] ?? ''
		if (!first || !isContentWord(first, language)) return true
	}
	const compared = COMPARED_TO_BEFORE[language]
	if (compared.comparison.test(text) && !compared.otherSide.test(text)) return true
	if (UNNAMED_IDEA[language].test(text) || PROMISES_LINK[language].test(text)) return true
	const someone = POINTS_AT_SOMEONE[language]
	const pronoun = someone?.pronoun.exec(text)
	return Boolean(pronoun && someone && !someone.named.test(text.slice(pronoun.index)))
}

// "…we answer questions from new owners, such as, “what syrup tastes best?” or “which espresso
// machine?”": the questions people ask, quoted as examples, set up the author's answer in the
// sentences after; alone, the post asks and never answers. "The question to ask is “who pays?”"
// is the author's point and stands.
const QUOTED_QUESTION_END = /\?["”»’']$/u
const QUOTED_ASKED =
	/(?<![\p{L}])(?:such as|for example|for instance|e\.g\.|like|including|asks?|asked|asking|questions?|wonders?|wondered|tales como|como|por ejemplo|por exemplo|tipo|pregunt\p{L}*|pergunt\p{L}*|dudas?|d[uú]vidas?)(?:\s+(?:me|us|you|them|him|her|nos|te|les|lhe|lhes))?\s*[,:]?\s*["“«‘]/iu
const QUOTED_POINT = /(?<![\p{L}])(?:is|was|are|es|era|son|é|s[aã]o)\s*[,:]?\s*["“«‘][^"“«‘]*$/iu

function asksForTheAnswer(text: string): boolean {
	if (!QUOTED_QUESTION_END.test(text) || /^["“«‘¿]/u.test(text)) return false
	return QUOTED_ASKED.test(text) && !QUOTED_POINT.test(text)
}

// Demonstrative or personal pronouns standing for something said before ("None of this was
// obvious", "handled that poorly", "he said").
const PRONOUN_INSIDE: Record<ContentLanguage, RegExp> = {
	en: /\b(?:i think|i guess|i believe|i feel like|i['’]d say|i would say)\s+(?:it|that|this)(?:['’]s| is| was)\s+(?!(?:\p{L}+ly\s+|really\s+|very\s+|so\s+)?(?:worth\b(?!\s+it\b)|(?:time|easy|hard|important|critical|essential|possible|impossible|better|best|okay|fine|normal|a good idea)\s+(?:to|that)\b))|\b(?:learned|learnt|heard|took|borrowed|copied|stole|got|picked up)\s+(?:\p{L}+\s+){0,3}?from\s+(?:them|him|her)\b|\b(?:this|these|those)\s+(?:should|must|might|may|needs?|makes?|made|gives?|gave|shows?|showed|leads?|led|lets?|took|takes)\b|\b(?:some|many|most|all|none|any|one|each|few|several|both|neither|either) of them\b|\b(?:is|was) that (?:they\s|it\s+(?!(?:is|was|takes|seems|helps|pays)\b))|\b(?:this|these|those)\s+(?:is|was|are|were|will|would|can|could|has|had|means|meant|matters|works|worked|happens|happened|seems|helps|helped)\b|\b(?:of|about|with|like|from|for|on|at|by|into|after|before|all|none of|some of|most of|any of|than|do|did|does|doing|handled|said|saying|say|is|was|love|hate|know|knew|try|tried|see|saw|want|wanted|need|needed|think|thought|mean|meant)\s+(?:this|that|these|those|it)(?=\s*[,.;:!?…)\-–—]|\s+(?:is|was|are|were|will|would|can|could|has|had|happens|happened|matters|means|meant|works|worked|again|too|either|anymore|now|then|before|later|poorly|well|badly|right|wrong|out|up|off|myself|ourselves)\b|$)|(?<![\p{L}])(?:he|she|him|his|hers|himself|herself)(?![\p{L}])|\b(?:tried|try|trying|calls|call|called|loved|love|hated|hate|bought|read|used|using|tested|ate)\s+it\b|\bto\s+(?:fix|use|change|build|run|test|install|update|remove|replace|improve|solve|handle|keep|ship|deploy|roll|turn|switch|disable|enable)\s+it\b|\b(?:rolling|rolled|turning|turned|switching|switched)\s+it\s+(?:out|off|on|back)\b|\b(?:some|many|most|a few|several|dozens|hundreds|two|three|four|five|ten) of you\b|^(?:maybe|perhaps|probably|and|so)\s+it(?:['’]s| is| was)\b|\b\p{L}{3,}ed\s+it\b(?!\s+(?:is|was|to|that)\b)|\b(?:ask|asked|tell|told|give|gave|show|showed|help|helped|thank|call|called|meet|met)\s+them\b|\b\p{L}+\s+them\s+(?:in|out|up|down|off|back|over|away|later|again)\b|\bit(?:['’]s| is| was)\s+(?:there|here|gone|over)\b|\bthat(?:['’]s|\s+is|\s+was|\s+isn['’]t|\s+wasn['’]t)\s+(?:it|all|why|how|the point|the thing)\b|\b(?:asked|known|said|told|done|started|tried|called|listened|gone)\s+(?:sooner|earlier|before|first)[.!]?["”»']?$/iu,
	es: /(?<![\p{L}])(?:(?:ningun[oa]|algun[oa]s?|cada un[oa]|un[oa]|tod[oa]s|ambos|ambas|la mayor[ií]a|muchos|muchas|varios|varias) de (?:ell[oa]s|est[oa]s|es[oa]s)|de esto|de eso|con esto|con eso|por esto|por eso|todo esto|todo eso|en esto|en eso|a esto|a eso|sobre esto|sobre eso|para eso|para esto|él|ella(?!s))(?![\p{L}])|(?<![\p{L}])(?:eso|esto mismo|eso mismo|que esto)(?![\p{L}])(?!\s*:)|(?<![\p{L}])(?:(?:quiere decir|significa|implica) esto|esto (?:quiere decir|significa|implica))(?![\p{L}])|(?<![\p{L}])ninguno(?![\p{L}])(?!\s+de\s)/iu,
	pt: /(?<![\p{L}])(?:(?:nenhuma|nenhum|alguma|algum|algumas|alguns|cada uma|cada um|uma|um|todas|todos|ambas|ambos|a maioria|muitas|muitos|v[aá]rias|v[aá]rios) (?:delas|deles|destas|destes|dessas|desses)|disso|disto|nisso|nisto|com isso|com isto|por isso|sobre isso|tudo isso|tudo isto|ele|ela|dele|dela)(?![\p{L}])|(?<![\p{L}])(?:isso|isto)(?![\p{L}])(?!\s*:)/iu,
}

// "Quieren que su opinión se tenga en cuenta.", "Lo peor es que quieren…", "Querem que…": a verb
// in the third person plural with no subject in its clause; "they" are people the text named
// before. Present forms are listed, since "-an"/"-en" is also a command said to "ustedes"
// ("Vengan a vernos") and ends nouns ("imagen"); past, future and conditional forms are told by
// their ending. "Queremos" (we) has its subject in the verb and is the author's.
const THIRD_PLURAL_PRESENT: Record<'es' | 'pt', string> = {
	es: 'quieren|dicen|cuentan|creen|piensan|saben|tienen|pueden|deben|hacen|van|están|siguen|parecen|buscan|piden|exigen|hablan|llaman|opinan|consideran|afirman|aseguran|prefieren|esperan|necesitan|intentan|usan|utilizan|venden|ofrecen|ganan|pierden|dejan|comentan|explican|insisten|defienden|critican|acusan|niegan|reclaman|protestan|sostienen|prometen|entienden|ven|dan|han|quieran|digan|crean|sepan|puedan',
	pt: 'querem|dizem|contam|acham|pensam|sabem|têm|podem|devem|fazem|vão|estão|continuam|parecem|buscam|procuram|pedem|exigem|falam|chamam|consideram|afirmam|garantem|preferem|esperam|precisam|tentam|usam|utilizam|vendem|oferecem|ganham|perdem|deixam|comentam|explicam|insistem|defendem|criticam|acusam|negam|reclamam|prometem|entendem|veem|dão|digam|achem|saibam|possam',
}
const THIRD_PLURAL_ENDING: Record<'es' | 'pt', string> = {
	es: '\\p{Ll}{2,}(?:aron|[ijy]eron|aban|ían|arán|erán|irán|rían)',
	pt: '\\p{Ll}{2,}(?:aram|eram|iram|avam|iam|arão|erão|irão|riam)',
}
// "Ahora quieren…", "Ya no saben…": a time word or a negation before the verb.
const LEAD_WORDS: Record<'es' | 'pt', string> = {
	es: '(?:(?:ahora|hoy(?: en día)?|ya|siempre|también|todavía|aún|además|encima|luego|después|entonces|incluso|no|nunca|tampoco|solo|sólo)\\s*,?\\s+){0,3}',
	pt: '(?:(?:agora|hoje(?: em dia)?|já|sempre|também|ainda|além disso|depois|então|inclusive|não|nunca|só)\\s*,?\\s+){0,3}',
}
// "Lo peor es que…", "Creo que…": a "that" clause whose subject is its own. (A "que" after a
// noun, "personas que usan…", is a relative: its subject is that noun.)
const THAT_CLAUSE: Record<'es' | 'pt', string> = {
	es: '(?:es|era|fue|será|sería|sea|creo|pienso|parece|resulta|sé|sabemos|veo|vemos|está claro)\\s+que\\s+',
	pt: '(?:é|era|foi|será|seria|seja|acho|penso|parece|sei|sabemos|vejo|vemos|está claro|acontece)\\s+que\\s+',
}
const SUBJECTLESS_PLURAL: Record<'es' | 'pt', RegExp> = {
	es: new RegExp(
		`(?:^|(?<![\\p{L}])${THAT_CLAUSE.es})${LEAD_WORDS.es}(${THIRD_PLURAL_PRESENT.es}|${THIRD_PLURAL_ENDING.es})(?![\\p{L}])`,
		'giu',
	),
	pt: new RegExp(
		`(?:^|(?<![\\p{L}])${THAT_CLAUSE.pt})${LEAD_WORDS.pt}(${THIRD_PLURAL_PRESENT.pt}|${THIRD_PLURAL_ENDING.pt})(?![\\p{L}])`,
		'giu',
	),
}
// A plural subject, before the verb ("Los alumnos quieren…") or after it ("Dicen los expertos
// que…", "Han pasado tres años").
const PLURAL_SUBJECT: Record<'es' | 'pt', RegExp> = {
	es: /(?<![\p{L}])(?:los|las|unos|unas|estos|estas|esos|esas|aquellos|aquellas|mis|tus|sus|nuestros|nuestras|muchos|muchas|varios|varias|algunos|algunas|todos|todas|ambos|ambas|otros|otras|pocos|pocas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+|ellos|ellas|ustedes|quienes)(?![\p{L}])/iu,
	pt: /(?<![\p{L}])(?:os|as|uns|umas|estes|estas|esses|essas|aqueles|aquelas|meus|minhas|teus|tuas|seus|suas|nossos|nossas|muitos|muitas|vários|várias|alguns|algumas|todos|todas|ambos|ambas|outros|outras|poucos|poucas|dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|\d+|eles|elas|vocês)(?![\p{L}])/iu,
}
// "Ana y Luis…", "la patata y la cebolla…": two singular subjects make a plural one.
const JOINED_SUBJECT =
	/(?<![\p{L}])(?:\p{Lu}\p{Ll}+|(?:el|la|o|a)\s+\p{Ll}+)\s+(?:y|e)\s+(?:\p{Lu}|(?:el|la|o|a)\s)/u
// "Dicen que el café…", "Dizem que…": said of people at large ("se dice"), which reads alone.
// "Dicen que su opinión…" and "Dicen que quieren…" are specific people again.
const SAID_AT_LARGE = /^(?:dicen|cuentan|dizem|contam)$/iu
const THEIR = /(?<![\p{L}])(?:su|sus|seu|sua|seus|suas)(?![\p{L}])/iu

function subjectOnlyInVerb(text: string, language: 'es' | 'pt'): boolean {
	for (const match of text.matchAll(SUBJECTLESS_PLURAL[language])) {
		const verb = match[1] ?? ''
		const start = match.index
		// "…en Madrid Van Gogh…": a capital inside the sentence is a name.
		if (start > 0 && /^\p{Lu}/u.test(verb)) continue
		const before = text.slice(0, start)
		const after = text.slice(start + match[0].length)
		if (PLURAL_SUBJECT[language].test(before) || JOINED_SUBJECT.test(before)) continue
		const head = after.split(/(?<![\p{L}])que(?![\p{L}])|,/u)[0] ?? ''
		if (PLURAL_SUBJECT[language].test(head)) continue
		if (SAID_AT_LARGE.test(verb) && /^\s*que\s/iu.test(after)) {
			const said = after.replace(/^\s*que\s+/iu, '')
			if (!THEIR.test(said) && !subjectOnlyInVerb(said, language)) continue
		}
		return true
	}
	return false
}

// "Chamado de seletor adjacente, serve para selecionar…": named, then a verb with no subject;
// the thing it names is in the heading or the sentence before.
const NAMED_WITHOUT_SUBJECT =
	/^(?:chamad[oa]s?|conhecid[oa]s?|llamad[oa]s?|conocid[oa]s?|called|known)\s+(?:de\s+|como\s+|as\s+)?[^,]{1,50},\s*(?:é|são|era|serve|servem|funciona|permite|seleciona|es|son|sirve|sirven|permite|selecciona|is|are|was|does|works|allows|selects|lets)(?![\p{L}])/iu

// "Owns a small-to-medium feature from design through completion.", "Can ship a well defined
// feature.": a job ladder's or a feature list's line, whose subject is the heading above it.
// "Sometimes the tests fail." and "Cats are…" have theirs.
const NOT_A_VERB_IN_S =
	'(?!(?:sometimes|perhaps|always|besides|nevertheless|nowadays|afterwards|towards|unless|thus|this|its|yes|less|guess|news|bonus|status|focus|process|success|business|access|address|progress|class|glass|boss|cross|miss|kiss|pass|yours|ours|hers|theirs|whereas|famous|various|serious|previous|obvious|gorgeous|nervous|curious|anxious|jealous|delicious)\\s)'
const OBJECT_START =
	'(?:a|an|the|when|how|what|why|to|its|their|his|her|our|your|all|every|each|some|help|steady|sure)[\\s,]'
const SUBJECTLESS_THIRD_PERSON = new RegExp(
	[
		'^(?:can|could|will|should|must|may|might)\\s+(?!(?:you|we|i|they|it|he|she|this|that|the|a|an|there)\\s)\\p{Ll}+',
		`^${NOT_A_VERB_IN_S}\\p{L}{2,}[^s\\W]s\\s+${OBJECT_START}`,
		// "Consistently writes and delivers…"
		`^\\p{L}+ly\\s+${NOT_A_VERB_IN_S}\\p{L}{2,}[^s\\W]s\\s+(?:and\\s|${OBJECT_START})`,
		// "Self-sufficient and makes steady progress on tasks."
		`^(?:self-)?\\p{L}+(?:ent|ant|ive|ful|ous|able|ible|ic|al|less)\\s+and\\s+${NOT_A_VERB_IN_S}\\p{L}{2,}[^s\\W]s\\s+\\p{L}`,
	].join('|'),
	'iu',
)

// "Los los ingenieros 10x.": a few words after an article and no verb, the end of the sentence
// before it ("uno de los grandes temas… Los ingenieros 10x.").
const NOUN_PHRASE_ONLY =
	/^(?:the|a|an|el|la|los|las|un|una|unos|unas|o|a|os|as|um|uma|uns|umas)\s+(?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+[.!]?$/iu
const SHORT_VERB =
	/(?<![\p{L}])(?:is|are|was|were|be|has|have|had|do|does|did|can|will|works?|wins?|helps?|matters?|fails?|changes?|speaks?|counts?|ends?|rules?|es|son|era|eran|fue|fueron|está|están|hay|tiene|tienen|funciona|sirve|gana|importa|cambia|é|são|foi|foram|está|estão|há|tem|têm|funciona|serve|ganha|importa|muda|\p{L}+(?:ed|aba|aban|ía|ían|ou|ava|avam|iu))(?![\p{L}])/iu

const BARE_COPULA =
	/^(?:(?:es|era|fue|son|eran|será|está|estaba|é|era|foi|são|eram|será|está|estava)\s+(?:para|por|de|como|así|asi|eso|esto|justo|lo|que|assim|isso|isto|pra|uno de|una de|um dos|uma das)|(?:tiene|tienen|tenía|tem|têm|tinha)\s+(?:un|una|um|uma)\s+(?:nombre|nome)|(?:es|era|será|é|era|será)\s+(?:muy |bem |super |s[uú]per |bastante )?(?:legal|genial|[uú]til|bueno|buena|bom|boa|ideal|perfect[oa]|[oó]tim[oa]|interesante|interessante|importante|necesari[oa]|necess[aá]ri[oa])\s+(?:para|pra)\s+\p{L}+(?:ar|er|ir|r)(?![\p{L}]))(?![\p{L}])/iu

// "Give each of the three a slot": "the three" are things the post has not listed. "The three
// outcomes" and "the two of us" name what they count.
const COUNTED_POINTER =
	/(?<![\p{L}])(?:the|these|those|all|both|each of the)\s+(?:two|three|four|five|six|seven|eight|nine|ten)(?!\s+(?:of|more|most|times|years?|months?|weeks?|days?|hours?|minutes?)\b)(?!\s+\p{L}+s\b)(?!\s+\p{L}+(?:people|men|women|children)\b)(?=\s+(?:a|an|the|to|in|on|at|and|or|is|are|were|was|that|which|who|with|for)\b|[\s]*[.,;:!?])/iu

// "My dad kept every screw he ever took out of anything.": "he" is the dad named before it in the
// same sentence. A pronoun with its person earlier in the sentence needs nothing from outside.
const PERSON_BEFORE =
	/(?<![\p{L}])(?:my|our|your|a|an|the|one)\s+(?:(?:late|old|older|younger|little|big|best|new|first|former|own)\s+)?(?:dad|father|mom|mother|mum|parent|brother|sister|son|daughter|husband|wife|partner|boyfriend|girlfriend|grandfather|grandmother|grandpa|grandma|granddad|grandad|uncle|aunt|cousin|friend|boss|manager|client|customer|colleague|co-?worker|neighbou?r|teacher|coach|mentor|founder|ceo|man|woman|guy|girl|boy|kid|child|doctor|nurse|engineer|designer|developer|writer|student|user|reader|chef|farmer|owner)(?![\p{L}])/iu
const GENDERED_PRONOUN = /(?<![\p{L}])(?:he|she|him|his|hers|himself|herself)(?![\p{L}])/giu

function withResolvedPronouns(text: string): string {
	const person = PERSON_BEFORE.exec(text)
	if (!person) return text
	const end = person.index + person[0].length
	return text.slice(0, end) + text.slice(end).replace(GENDERED_PRONOUN, 'one')
}

// "Apesar de eu amar o Jekyll e ele funcionar muito bem…": "ele" is the name just before it, in
// the same sentence. A name after the first word (which is capitalised anyway) resolves "ele",
// "ela", "él" and "ella" that follow it.
const NAME_IN_SENTENCE = /(?<=\S\s+)\p{Lu}[\p{L}\p{N}.+#-]*/u
const SUBJECT_PRONOUN_ES_PT = /(?<![\p{L}])(?:ele|ela|él|ella)(?![\p{L}])/giu

function withResolvedSubjectPronouns(text: string): string {
	const name = NAME_IN_SENTENCE.exec(text)
	if (!name) return text
	const end = name.index + name[0].length
	return text.slice(0, end) + text.slice(end).replace(SUBJECT_PRONOUN_ES_PT, 'X')
}

// "I run a design studio now." and "We don't ship on Fridays anymore.": a short sentence of the
// author's that ends on a turn in time tells the second half of a before-and-after the post has
// not told.
const TURN_IN_TIME: Record<ContentLanguage, RegExp> = {
	en: /\s(?:now|anymore|any more|again|instead|these days|since then|ever since)[.!]["”»']?$/iu,
	es: /\s(?:ahora|ya no|otra vez|de nuevo|desde entonces)[.!]["”»']?$/iu,
	pt: /\s(?:agora|de novo|outra vez|desde então)[.!]["”»']?$/iu,
}

// "Written communication is the whole job now." is a claim about today; "I run a design studio
// now." is the author's own after.
const FIRST_PERSON_START =
	/^(?:i|i['’]m|we|we['’]re|my|our|yo|mi|mis|nosotros|nuestr[oa]s?|eu|meu|minha|meus|minhas|nós|nosso|nossa)(?![\p{L}'’])/iu

const NOT_NAME_PART =
	/^(?:but|and|or|so|on|in|at|of|the|a|an|not|will|this|that|these|those|if|when|then|now|my|our|your|his|her|their|its|with|for|from|to|by|as|is|was|we|i|you|he|she|they|it|pero|y|el|la|los|las|en|con|de|del|por|para|si|mas|e|o|os|as|no|na|do|da|com|para|se|um|uma|un|una|mi|meu|minha)$/iu
const CALENDAR =
	/^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|segunda|terça|quarta|quinta|sexta|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)$/iu

/** Full names written in the source ("Pablo Galindo Salgado"), keyed by each single part. */
export type KnownNames = Map<string, string>

const NAME_RUN =
	/(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+(?:\s+(?:de|da|do|dos|das|del|van|von|la|le)?\s*\p{Lu}\p{Ll}+){1,3})(?![\p{L}])/gu

/**
 * Person-like names: two to four capitalised words in a row, not at a sentence start, that the
 * source writes at least once. Each part points to the full name, so a later "Pablo" or
 * "Salgado" alone can be completed.
 */
export function collectKnownNames(sentences: readonly string[], exclude: Set<string>): KnownNames {
	const names: KnownNames = new Map()
	// "1 Tbsp Butter" and "heat butter", "1 Red Pepper" and "add red pepper": a word the source
	// also writes in lower case is a common noun in a capitalised list item, not part of a name.
	// Read only when a run passes the other checks (all pure, so their order is free): most texts
	// have no such run, and reading every lower-case word of the text was 1-2 % of an engine
	// generation (ADR 046).
	let lowerCase: Set<string> | null = null
	const writtenInLowerCase = (part: string) => {
		if (!lowerCase) {
			lowerCase = new Set<string>()
			for (const sentence of sentences) {
				for (const word of sentence.slice(1).match(/(?<![\p{L}\p{N}])\p{Ll}+(?![\p{L}])/gu) ?? [])
					lowerCase.add(word)
			}
		}
		return lowerCase.has(part.toLowerCase())
	}
	for (const sentence of sentences) {
		for (const match of sentence.matchAll(NAME_RUN)) {
			const full = match[1] ?? ''
			const parts = full.split(/\s+/u).filter((part) => /^\p{Lu}/u.test(part))
			if (parts.length < 2 || parts.some((part) => exclude.has(part.toLowerCase()))) continue
			// "But Charles", "On Thursday": a capitalised function word is not part of a name.
			if (NOT_NAME_PART.test(parts[0] ?? '') || parts.some((part) => CALENDAR.test(part))) continue
			if (parts.some(writtenInLowerCase)) continue
			for (const part of parts) if (!names.has(part)) names.set(part, full)
		}
	}
	return names
}

function completeNames(text: string, names: KnownNames): { text: string; changed: boolean } {
	if (names.size === 0) return { text, changed: false }
	let changed = false
	const completed = new Set<string>()
	const result = text.replace(
		/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}])/gu,
		(word, offset: number) => {
			const full = names.get(word)
			if (!full || full === word || completed.has(full)) return word
			// People only: "React" is not short for "React Native".
			if (!isCommonFirstName(full.split(/\s+/u)[0] ?? '')) return word
			// Already written in full here ("Pablo Galindo Salgado said…", "React and React
			// Native"): the reader has met the name.
			if (text.includes(full)) {
				completed.add(full)
				return word
			}
			// "Tbsp Thai Red Curry Paste": the word is part of another capitalised run.
			const before = text.slice(0, offset)
			const after = text.slice(offset + word.length)
			const capitalBefore =
				/\p{Lu}[\p{L}\p{N}]*\s+$/u.test(before) &&
				!/(?:^|[.!?:]\s+)\p{Lu}[\p{L}\p{N}]*\s+$/u.test(before)
			if (capitalBefore || /^\s+\p{Lu}/u.test(after)) return word
			completed.add(full)
			changed = true
			return full
		},
	)
	return { text: result, changed }
}

function wordCountOf(text: string): number {
	return (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).length
}

function capitalise(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/**
 * The sentence as it can stand alone in a post, or `{ ok: false }` when it leans on context a
 * post cannot give. `names` completes first names the source introduces in full.
 */
/** A heading or a line that names what the text said elsewhere: "Tem todos os outros pontos". */
export function pointsElsewhere(text: string, language: ContentLanguage): boolean {
	return POINTER[language].test(text) || ELSEWHERE[language].test(text)
}

export function standAlone(
	sentence: string,
	language: ContentLanguage,
	names: KnownNames = new Map(),
	/** the line is posted above the list it announces ("There are 5 ways to use SVG:") */
	introducesList = false,
): SelfContainedResult {
	let text = sentence.trim()
	let repaired = false
	// "Anyway, per the post title--I'm doing a little consulting now.": the title is the post's.
	const titleAside =
		/^(?:anyway,?\s+)?(?:per|as|like) the (?:post['’]?s? )?title(?: says| suggests)?\s*(?:--|[—–,:])\s*/iu.exec(
			text,
		)
	if (titleAside) {
		text = capitalise(text.slice(titleAside[0].length))
		repaired = true
	}
	// "GUADALUPE, ZAC.- Con una inversión…": a news agency's dateline is no word of the news.
	const dateline = /^\p{Lu}{3,}(?:[ ,]+\p{Lu}{2,}\.?)*\.?\s?[-–—]{1,2}\s*(?=\p{Lu})/u.exec(text)
	if (dateline) {
		text = text.slice(dateline[0].length)
		repaired = true
	}
	const aim = AIM_TO_SHOW[language].exec(text)
	if (aim && (text.slice(aim[0].length).match(/[\p{L}\p{N}]+/gu) ?? []).length >= 6) {
		text = capitalise(text.slice(aim[0].length))
		repaired = true
	}
	// "Oh, and the timeline looks great": connectives come in runs.
	for (let opener = DROPPABLE_OPENER[language].exec(text); opener;) {
		const rest = text.slice(opener[0].length)
		if ((rest.match(/[\p{L}\p{N}]+/gu) ?? []).length < 5) return { ok: false }
		text = capitalise(rest)
		repaired = true
		opener = DROPPABLE_OPENER[language].exec(text)
	}
	// "Dev, you told me before we started…": said to the guest, not to the reader.
	if (
		/^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s+(?:you|your|what|how|where|why|when|tell|so|do|did|can|could|would)(?![\p{L}])/u.test(
			text,
		) &&
		!/^(?:yes|no|well|okay|ok|look|listen|honestly|actually|sure|right|now|today|first|then|also|and|but|so)\b/iu.test(
			text,
		)
	)
		return { ok: false }
	// "Evandro Pastor e Og Maciel, sejam bem vindos ao Castálio Podcast.": the host greets the
	// guests, who are not the post's readers.
	if (
		text.length <= 300 &&
		/^\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|e|y|and|de|da|do))*,\s+(?:sejam|seja|sean|sea|sed|you(?:['’]re| are))?\s*(?:bem[- ]?vind|bienvenid|welcome)/u.test(
			text,
		)
	)
		return { ok: false }
	// "The short answer: not well!", "La respuesta es una absoluta obviedad…": an answer to a
	// question the post does not show ("the answer to…" names its question and stands).
	if (
		/^(?:the\s+(?:(?:short|long|simple|quick|honest|real|easy|obvious)\s+)?answer(?!\s+to(?![\p{L}]))(?:\s+is(?![\p{L}])|\s*[:,—–])|(?:short|long|simple|quick|honest)\s+answer\s*[:,—–]|la\s+respuesta(?:\s+(?:corta|breve|sencilla|simple|r[aá]pida|honesta|real|f[aá]cil|obvia))?(?!\s+(?:a|al|de)(?![\p{L}]))(?:\s+es(?![\p{L}])|\s*[:,—–])|a\s+resposta(?:\s+(?:curta|simples|r[aá]pida|honesta|real|f[aá]cil|[oó]bvia))?(?!\s+(?:a|à|ao|de)(?![\p{L}]))(?:\s+[eé](?![\p{L}])|\s*[:,—–]))/iu.test(
			text,
		)
	)
		return { ok: false }
	// "Yo diría que, ¡No!", "I'd say yes.", "A resposta é não.": the answer to a question the post
	// does not ask.
	if (
		/^(?:(?:yo\s+)?dir[ií]a\s+que|(?:eu\s+)?diria\s+que|i['’]d\s+say|i\s+would\s+say|the\s+answer\s+is|la\s+respuesta\s+es|a\s+resposta\s+[eé])\s*,?\s*[¡!]?\s*(?:no|s[ií]|yes|n[aã]o|sim)(?![\p{L}])/iu.test(
			text,
		)
	)
		return { ok: false }
	// "…looks great, too." adds to something said before; "We want to support that." and
	// "Because feelings are part of it." answer it.
	if (
		ADDS_TO_BEFORE[language].test(text) ||
		ALSO_OPENS[language].test(text) ||
		alsoLeansBack(text, language)
	)
		return { ok: false }
	if (ENDS_ON_POINTER[language].test(text)) return { ok: false }
	if (WHAT_COMES_NEXT[language].test(text)) return { ok: false }
	if (POINTS_AT_WHAT_IS_SHOWN[language].test(text)) return { ok: false }
	if (NAMED_BEFORE[language].test(text)) return { ok: false }
	if (LAST_EPISODE[language].test(text)) return { ok: false }
	// "I'm sure that they will support Jekyll Admin…": who "they" are was said before.
	// "This morning, we had a talk about obsession.": an earlier talk of the same day, which the
	// post cannot show.
	if (
		language === 'en' &&
		(/^(?:i['’]m|i am|we['’]re|we are)\s+(?:sure|confident|certain)\s+(?:that\s+)?they\s|^(?:i|we)\s+(?:think|believe|guess)\s+(?:that\s+)?they\s/iu.test(
			text,
		) ||
			/^(?:this|earlier this) (?:morning|afternoon|evening),?\s+(?:we|i|you)\s+(?:had|heard|saw)\s+(?:a|an|the)\s+(?:talk|session|keynote|panel|workshop|presentation)\b/iu.test(
				text,
			))
	)
		return { ok: false }
	// "Is the fire station receives a call, they need to…": a question's word order with a full
	// stop is a caption's mishearing ("If…") or a question that lost its mark; neither is posted.
	if (
		language === 'en' &&
		/^(?:is|are|was|were)\s+(?:the|a|an|this|that|there|it|he|she|they|we|you|your|our|my)\s/iu.test(
			text,
		) &&
		/\.$/u.test(text)
	)
		return { ok: false }
	// "To make homework not to be proven wrong or not to spam the reader.": a purpose with no
	// clause to serve, the answer to a question the text asked before.
	if (language === 'en' && /^To \p{Ll}/u.test(text) && withoutClause(text)) return { ok: false }
	// "Quite opposite of social media postings.", "Not bad for a first try.": a degree word and
	// what follows it, with no verb: a remark on what the text said before.
	if (
		language === 'en' &&
		/^(?:quite|very|totally|completely|exactly|not|somewhat|pretty|far|way|too)\s+(?!(?:many|much|few|little|often|all|every|everyone|everybody|enough)(?![\p{L}]))\p{Ll}/iu.test(
			text,
		) &&
		!FINITE_EN.test(text) &&
		!/(?<![\p{L}])(?:I|we|you|they|he|she|it|\p{L}{3,}ed)(?![\p{L}])/iu.test(text)
	)
		return { ok: false }
	// "Something that’s easy for everyone to engage with.": a thing and what it is like, and no
	// verb of the sentence's own: it names what the text described before.
	const described =
		language === 'en'
			? /^(?:something|someone|somebody|anything|everything|nothing|a (?:[\p{L}-]+ ){0,2}(?:place|way|thing|tool|space|person|book|app|habit|game|community|platform))\s+(?:that|which|who|where)(?:['’]s|\s+is|\s+are|\s+was)\s+(.*)$/iu.exec(
					text,
				)
			: null
	if (
		described?.[1] &&
		!FINITE_EN.test(described[1]) &&
		!THIRD_PERSON_VERB.test(described[1]) &&
		!/(?<![\p{L}])\p{L}{3,}ed(?![\p{L}])/iu.test(described[1])
	)
		return { ok: false }
	// "Tiempos que puedes aprovechar y que no lo harías de otra forma.": a plural noun and its
	// relative clause, the rest of a sentence before ("Sabes que…" and "Crees que…" are verbs).
	if (
		language !== 'en' &&
		// "…que puedes…", "…que aprendi…": said by or to the writer; "Personas que leen más ganan
		// más" has a clause of its own.
		/^\p{Lu}\p{Ll}{2,}s\s+que\s+(?:(?:no|n[aã]o|me|te|lo|la|le|se|eu|yo|t[uú])\s+)?\p{Ll}+(?:as|es|[eé]|[ií]|o|aste|iste|ei)(?![\p{L}])/u.test(
			text,
		) &&
		// "Dicas que funcionam para todo mundo são raras": the sentence's own verb comes after.
		!/\s(?:es|son|era|eran|fue|fueron|será|serán|está|están|é|são|foi|foram|serão|estão|parece|parecen|parecem|tienen|têm|hacen|fazem)\s/iu.test(
			text,
		) &&
		!/^(?:sabes|crees|piensas|ves|dices|quieres|imaginas|recuerdas|entiendes|sientes|notas|esperas|achas|pensas|vês|dizes|queres|lembras|percebes|sabemos|creemos|pensamos|vemos|decimos|queremos|esperamos|achamos|dizemos|vimos|mas|pues|pois|além|antes|después|depois|desde|mientras|menos|mais|más|ademais|demás|apenas)\s/iu.test(
			text,
		)
	)
		return { ok: false }
	// "Provided irregularly on an 'as-needed' basis until October 2026.": what is provided was
	// said in the sentence before.
	if (
		language === 'en' &&
		/^\p{Lu}\p{Ll}+ed\s+(?:\p{Ll}+ly\s+)?(?:on|in|at|for|with|as|to|from|by|until|since|during|through|via)\s/u.test(
			text,
		) &&
		withoutClause(text) &&
		!/(?<![\p{L}])it(?![\p{L}])/u.test(text)
	)
		return { ok: false }
	// "Se precisar mudar para o email da empresa no projeto X?": a condition asked, with no
	// question of its own ("E se…?" and "What if…?" are whole questions).
	if (/^(?:if|si|se)\s[^,;:?]*\?["”»']?$/iu.test(text)) return { ok: false }
	if (ANSWERS_BEFORE[language].test(text)) return { ok: false }
	if (asksForTheAnswer(text)) return { ok: false }
	if (TRAILS_OFF[language].test(text)) return { ok: false }
	if (
		STORY_MOMENT[language]?.test(text) ||
		(LATER_IN_THE_STORY[language].test(text) && TOLD_IN_THE_PAST[language].test(text))
	)
		return { ok: false }
	if (SIGNPOST[language].test(text)) return { ok: false }
	if (BEFORE_WE_START[language].test(text)) return { ok: false }
	if (SUPPOSE[language].test(text)) return { ok: false }
	// "Sound like fun to you?" asks about what was just described, its "that" left out.
	if (
		/\?["”»']?$/u.test(text) &&
		/^¿?(?:sounds?|looks?|feels?|seems?|(?:te |le |les )?suena|(?:te |le |les )?parece|soa|parece)\s+(?:like|familiar|good|fun|great|easy|hard|right|crazy|weird|bien|familiar|f[aá]cil|dif[ií]cil|raro|conocido|estranho|conhecido|bom)(?![\p{L}])/iu.test(
			text,
		)
	)
		return { ok: false }
	if (CONTRAST_OR_POINTER_OPENER[language].test(text)) return { ok: false }
	// "In this episode, …" is the lede of the piece the post announces: "In the new episode, …".
	const lede = THE_NEW_PIECE[language]
	// "In this post I'll offer a list of…" says what the piece will do, not what it says.
	if (
		lede.pattern.test(text) &&
		/^\S+\s+\S+\s+\S+,?\s+(?:i['’]ll|i will|i['’]m going to|we['’]ll|we will|voy a|vamos a|vou|vamos)(?![\p{L}])/iu.test(
			text,
		)
	)
		return { ok: false }
	if (lede.pattern.test(text)) {
		text = text.replace(lede.pattern, lede.replace)
		repaired = true
	}
	if (language === 'en' && DEMONSTRATIVE_NOUN.test(text)) return { ok: false }
	if (language === 'en' && COUNTED_POINTER.test(text)) return { ok: false }
	// "Es para la gente que no tiene margen": Spanish and Portuguese drop the subject, and a
	// bare "Es para…" / "É por isso…" leans on the sentence before for it. "Es que la gente…"
	// is a speaker explaining what they just said.
	if (language !== 'en' && BARE_COPULA.test(text)) return { ok: false }
	// "Não é rico em dicas práticas, mas…": what is not rich was named before. "No es fácil
	// aprender Rust" and "Não é à toa que…" say their own subject after the adjective.
	if (
		language !== 'en' &&
		/^(?:no|n[aã]o)\s+(?:es|era|fue|son|eran|ser[aá]|est[aá]|é|foi|s[aã]o|eram|estava)\s/iu.test(
			text,
		) &&
		!/^(?:no|n[aã]o)\s+\p{L}+\s+(?:\p{L}+\s+){0,2}?(?:que|\p{L}+(?:ar|er|ir|ír))(?![\p{L}])/iu.test(
			text,
		)
	)
		return { ok: false }
	if (NAMED_WITHOUT_SUBJECT.test(text)) return { ok: false }
	if (NOUN_PHRASE_ONLY.test(text) && !SHORT_VERB.test(text)) return { ok: false }
	if (language === 'en' && !/\?["”»']?$/u.test(text) && SUBJECTLESS_THIRD_PERSON.test(text))
		return { ok: false }
	// "Note que somente o elemento p seguinte de a é afetado": a remark on an example the post
	// does not show.
	if (
		/^(?:(?:please )?note|notice|observe|repare|perceba|f[ií]jate|f[ií]jese|nótese)\s+(?:que|that|how|como|cómo)(?![\p{L}])|^(?:as (?:you|we) can see|como (?:pode-se|se pode|podemos|voc[eê] pode) (?:notar|ver|perceber)|como (?:se puede|puedes|podemos) (?:ver|observar|notar))(?![\p{L}])/iu.test(
			text,
		)
	)
		return { ok: false }
	if (/^[\p{Ll}]/u.test(text)) return { ok: false }
	// "(Folks from minority groups often suffer the opposite bias…)": an aside to what came before.
	if (/^\(.*\)[.!]?$/u.test(text)) return { ok: false }
	// "🎵 Este género…": the words after an opening emoji or quote mark are the opener.
	const opening = text.replace(/^[\p{Extended_Pictographic}\uFE0F\u200D\s"“«¿¡(]+/u, '')
	if (ANAPHORIC_OPENER[language].test(opening)) return { ok: false }
	if (ANY_IT[language].test(opening) && !EXPLETIVE_IT.test(opening)) return { ok: false }
	if (language !== 'en' && subjectOnlyInVerb(opening, language)) return { ok: false }
	// "Most likely, it is a lot deeper.": a short lead does not give "it" a referent.
	// "At least, for Huw, it has been very successful.": two short leads do not either.
	const afterLead = /^[^,]{2,30},\s+(?:[^,]{2,30},\s+)?(it(?![\p{L}]).*)$/iu.exec(opening)?.[1]
	if (language === 'en' && afterLead && !EXPLETIVE_IT.test(afterLead)) return { ok: false }
	if (
		language === 'en' &&
		(FRONTED_POINTER.test(opening) || ASKS_ABOUT_IT.test(opening) || DOING_IT.test(opening))
	)
		return { ok: false }
	// "Con la actitud en el cielo, en el cielo, en el cielo.": speech repeating itself is a
	// transcript's, not a line anyone posts.
	if (REPEATED_RUN.test(text)) return { ok: false }
	// "¿Tú crees que de o sea, tú crees…?", "It was, you know, fine": speech fillers.
	if (SPEECH_FILLER.test(text)) return { ok: false }
	// "Yo que voy a la sede más concurrida…": a subject and its relative clause, no verb of its own.
	if (
		language !== 'en' &&
		/^(?:yo|t[uú]|[eé]l|ella|nosotros|ustedes|eu|voc[eê]|ele|n[oó]s)\s+que\s+(?!t[uú](?![\p{L}]))/iu.test(
			text,
		) &&
		// "Yo que pensaba que lo sabía todo, aprendí que no.": the clause after the comma is its own.
		!text.includes(',')
	)
		return { ok: false }
	// "A la más bici bici": a word said twice without a pause, in Spanish or Portuguese (English
	// writes "that that" and "had had").
	if (language !== 'en' && /(?<![\p{L}])(\p{Ll}{3,})\s+\1(?![\p{L}])/u.test(text))
		return { ok: false }
	if (
		FALSE_START.test(text) ||
		NOT_SAYING.test(opening) ||
		TAG_QUESTION.test(text) ||
		ON_OWN_WORD.test(opening)
	)
		return { ok: false }
	if (language === 'en' && (ANNOUNCES_NEXT.test(text) || IT_SEEMS.test(text))) return { ok: false }
	if (ANNOUNCES_SECTION[language].test(text)) return { ok: false }
	if (ANNOUNCES_LIST[language].test(text) && !/:/u.test(text) && !introducesList)
		return { ok: false }
	if (POINTER[language].test(text) || ELSEWHERE[language].test(text)) return { ok: false }
	if (leansOnWhatCameBefore(text, language)) return { ok: false }
	if (
		PRONOUN_INSIDE[language].test(
			language === 'en' ? withResolvedPronouns(text) : withResolvedSubjectPronouns(text),
		)
	)
		return { ok: false }
	// "I'm doing a little consulting now." announces what goes on from today; it needs no before.
	const ongoing = /^(?:i['’]m|we['’]re|i am|we are)\s+\p{L}+ing\b/iu.test(text)
	if (
		TURN_IN_TIME[language].test(text) &&
		FIRST_PERSON_START.test(text) &&
		wordCountOf(text) <= 8 &&
		!ongoing
	)
		return { ok: false }
	// A sentence that introduces a list or an example is only half of a thought.
	if (/[;,]["”»']?$/u.test(text) || (/:["”»']?$/u.test(text) && !introducesList))
		return { ok: false }
	if (NAME_FRAGMENT.test(text)) return { ok: false }
	if (nounPhraseFragment(text, language)) return { ok: false }
	if (
		QUALIFIER_FRAGMENT[language].test(text) &&
		!/\b(?:is|are|was|were|do|does|did|have|has|had|will|can|should|must)\b/iu.test(text)
	)
		return { ok: false }
	const named = completeNames(text, names)
	if (named.changed) {
		text = named.text
		repaired = true
	}
	if (!introducesNobody(text)) return { ok: false }
	return { ok: true, text, repaired }
}
