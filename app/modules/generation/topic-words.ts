// Which single words make a hashtag a reader would follow: nouns and names of things, not
// verbs ("#Write", "#Hit"), adjectives ("#Multiple", "#Final"), participles ("#Notado"), a
// person's first name ("#Scott") or a calendar word. No part-of-speech tagger runs offline,
// so word endings and short lists stand in; multi-word terms ("#OutagePostMortem") are judged
// by their last word.
import { type ContentLanguage } from './source-analysis.ts'

const COMMON_VERBS_EN = new Set(
	'reply apply ask share care blend stir chop simmer boil bake whisk mix add season serve pour fry roast toast saute sauté slice dice mince grate drain rinse soak cook heat melt knead preheat write wrote written read hit run ran go went make made take took get got give gave see saw know knew think thought tell told work works worked call find found feel felt become became leave left put keep kept let begin began show showed hear heard play move live believe bring brought happen happened sit stand lose lost pay paid meet met include continue learn learned change lead understand watch follow stop create speak spoke spend spent grow grew open walk win offer remember love consider appear buy wait serve die send sent expect build built stay fall fell cut reach kill remain suggest raise pass sell sold require report decide pull close closed add added avoid avoided try tried help helped use used need needed want wanted seem seemed ask asked turn turned start started dealt deal handle handles hoping hope talk talked checking check checks paying falls fix fixed ship shipped merge merged release released summarize experimenting building navigate figure cook fix add change test default source foo bar baz tbsp tsp cup cups gather discuss travel travels'.split(
		' ',
	),
)
const COMMON_ADJECTIVES_EN = new Set(
	'weird strange odd funny silly dry wet cold hot warm cool soft tender fresh raw ripe sweet sour bitter thick thin deep wide flat loose tight safe ready actual angry annual aware bad basic best better big brave busy calm canonical cheap clear common complete critical daily dark different double dumb early easy entire expensive experimental extra false fast final free full general global good great happy hard heavy high honest humble important kind large late lazy light local long loud lovable low lucky main major messy minor monthly multiple new nice obvious occasional old only open optional other paid personal polite possible private professional proud public quick quiet real repetitive rich rude sad same serious short simple single slow small smart social special specific strong sure tidy total triple true unclear unknown unsure various viable weak weekly weird whole worse worst'.split(
		' ',
	),
)
// A first-name list is the only offline way to tell "#Scott" from "#Tauri"; a few hundred
// common names in the three languages catch most hosts, guests and authors.
const FIRST_NAMES = new Set(
	'aaron adam adrian ahmed aisha akira alan albert alex alexander alice alicia allison amanda amelia amit amy ana andre andrea andrew andy angela anil anna anne anthony antonio anya arjun arthur ashley ava barbara bea beatriz ben benjamin bernardo beth betty bia bill bob brad brandon brian bruce bruna bruno caio caleb camila camille carlos carmen carol caroline catherine cecilia cecília charles charlie chidi chloe chloé chris christian christina christine christopher claire dana daniel danny davi david dean deborah deepa dennis diana diego dmitri donald donna doug douglas dylan ed edward elena elizabeth ella ellen emily emma enzo eric erik ethan eva evan evelyn fatima felipe fernanda fernando frank gabriel gabriela gary george giovanna greg gregory hannah harry heather heitor helen helena henry hiro ian igor irene isabel isabela isabella ivan jack jacob jake james jamie jane janet jason javi javier jean jeff jeffrey jennifer jeremy jerod jess jessica jessie jim joan joao joe joel john jon jonathan jordan jorge jose joseph joshua josé joão juan juana julia julian julie justin karen kate katherine kathy katie katya keith kelly ken kenji kevin kim kofi kwame kyle larissa laura lauren lea leah lena leo leticia letícia liam linda lisa lorena louis lucas lucia lucía luis luisa luke léa manuela marc marcelo marco marcos marcus maria mariana marie mark marta martin martín mary maría mateo matt matthew matías maya meg megan melissa mia michael michelle miguel mike molly nancy natalia nathan neha ngozi nick nicole nina noah nora nuria oksana olga oliver olivia omar owen pablo pamela patricia patrick paul paula paulo pedro peter philip pierre priya rachel rafa rafael ralph raquel ravi rebecca renata ricardo richard rick robert roberto rodrigo ron rosario ryan sam samantha samuel sandra sanjay sara sarah scott sean sergio sharon simon sofia sofía sonia sophia stephen steve steven susan svetlana tanya ted thiago thomas tim timothy tina todd tom tommy tony tyler valentina victor victoria vincent vinicius vinícius vitor walter wes will william willian yasmin yuki yusuf zach zoe'.split(
		' ',
	),
)

// Verbs that end a title's clause and are rarely the noun of a topic ("work" is both).
const CLAUSE_VERBS_EN = new Set(
	'cut cuts made makes took takes got gets went goes saw sees built builds grew grows lost won sold sells hit hits did does doubled tripled halved saved saves rely relies'.split(
		' ',
	),
)
const ADJECTIVE_ENDING_EN = /(?:al|ive|ous|ful|less|able|ible|ical)$/u
// Fields and crafts named by their -ing form are topics people follow: "#Pricing", "#Marketing".
const ING_NOUNS = new Set(
	'pricing marketing branding writing baking cooking hiring onboarding budgeting fundraising networking programming coding testing hosting accounting bookkeeping publishing podcasting blogging journaling parenting gardening training learning funding banking shipping consulting freelancing copywriting storytelling advertising engineering manufacturing recruiting farming fishing camping hiking cycling climbing swimming running skiing surfing sewing knitting painting drawing printing packaging lettering editing photographing investing'.split(
		' ',
	),
)
const VERB_FORM_EN = /(?:ed|ing)$/u
// "#Remotely", "#QuietlyWinning": adverbs name no topic. Nouns that end the same way stay.
const ADVERB_EN = /^\p{L}{4,}ly$/u
const LY_NOUNS = new Set(
	'family assembly supply italy july butterfly anomaly monopoly ally rally belly jelly lily reply apply fly bully holly'.split(
		' ',
	),
)
/**
 * "PostHog" → ["Post", "Hog"]: `text.split(/(?<=\p{Ll})(?=\p{Lu})/u)`, which is the whole text
 * when no lower-case letter comes right before a capital; that one test is cheaper than the split,
 * which tries its pattern at every position (ADR 039).
 */
export function camelCaseParts(text: string): string[] {
	return /\p{Ll}\p{Lu}/u.test(text) ? text.split(/(?<=\p{Ll})(?=\p{Lu})/u) : [text]
}

function firstWordOf(tag: string): string {
	return (camelCaseParts(tag.replace(/^#/u, ''))[0] ?? '').toLowerCase()
}
const VERB_FORM_ES_PT =
	/(?:ar|er|ir|ado|ada|ados|adas|ido|ida|idos|idas|ando|endo|indo|amos|emos|imos|aba|aban|ava|avam|aste|iste|ou|eu|iu)$/u
const FUNCTION_ES_PT =
	/^(?:pon|haz|ven|eis|quant[oa]s?|cuant[oa]s?|much[oa]s?|muit[oa]s?|algun[oa]s?|algum[as]?|tod[oa]s?|otr[oa]s?|outr[oa]s?|precisa|gosto|fiz|hice|puedo|posso|quiero|quero|tengo|tenho|estoy|estou|siempre|sempre|nunca|mejor|melhor|mayor|maior|nuev[oa]s?|nov[oa]s?|grande|pequeñ[oa]|pequen[oa]|buen[oa]|bom|boa|mal[oa]?|difícil|fácil|diferentes?|últim[oa]s?|disso|disto|importante|feito|feita|significa|funciona|organizo|añade|escrevi|escribí|usa|usar|uses|hacer|fazer|graça|gracia|perfeit[oa]s?|perfect[oa]s?|pena|conta|cuenta|vez|veces|vezes|vende|venden|vendem|fica|ficam|queda|quedan|tiene|tienen|tem|têm|pode|podem|puede|pueden|deve|devem|debe|deben|muda|mudam|cambia|ajuda|ayuda|funcionam|funcionan)$/iu

function lastWordOf(tag: string): string {
	const parts = camelCaseParts(tag.replace(/^#/u, ''))
	return (parts.at(-1) ?? '').toLowerCase()
}

/** False for a hashtag whose (last) word is a verb, an adjective or a person's first name. */
export function isTopicalWord(tag: string, language: ContentLanguage): boolean {
	const body = tag.replace(/^#/u, '')
	const single = !/\p{Ll}\p{Lu}/u.test(body)
	const word = lastWordOf(tag)
	// Acronyms and brand spellings ("API", "PostHog", "VueJs") are names of things.
	// ("WEIRD" written on a label is the adjective shouted.)
	if (
		/^\p{Lu}{2,}$/u.test(body) &&
		!COMMON_ADJECTIVES_EN.has(body.toLowerCase()) &&
		!COMMON_VERBS_EN.has(body.toLowerCase())
	)
		return true
	if (single && FIRST_NAMES.has(word)) return false
	const first = firstWordOf(tag)
	if (language === 'en') {
		// "#RemoteWork" ends on a noun that is also a verb; "#Work" alone could be either.
		if ((single && COMMON_VERBS_EN.has(word)) || COMMON_ADJECTIVES_EN.has(word)) return false
		if ([word, first].some((w) => ADVERB_EN.test(w) && !LY_NOUNS.has(w))) return false
		// "#BrightlineDentalCut" (from "How Brightline Dental Cut No-Shows"): a name and its verb
		// are a clause.
		if (!single && CLAUSE_VERBS_EN.has(word)) return false
		// "#IntroducingTrailhead": a phrase that opens on a verb is a sentence, not a topic.
		if (!single && (VERB_FORM_EN.test(first) || COMMON_VERBS_EN.has(first))) return false
		// "#Tells": a common verb in the third person is still a verb; "#ClientCares" is a clause.
		if (/[^s]s$/u.test(word) && COMMON_VERBS_EN.has(word.slice(0, -1))) return false
		if (single && ING_NOUNS.has(word)) return true
		if (single && (VERB_FORM_EN.test(word) || ADJECTIVE_ENDING_EN.test(word))) return false
		return true
	}
	if (FUNCTION_ES_PT.test(word)) return false
	if (!single && (/í$/u.test(first) || /ei$/u.test(first) || FUNCTION_ES_PT.test(first)))
		return false
	// "#CargarGoogleAnalytics": a phrase that opens on an infinitive is an instruction.
	if (
		!single &&
		/^\p{L}{3,}(?:ar|er|ir)$/u.test(first) &&
		!/(?:lugar|hogar|poder|mujer|mulher|placer|prazer)$/u.test(first)
	)
		return false
	if (single && VERB_FORM_ES_PT.test(word) && word.length > 4) return false
	// First-person past tense: "aprendí", "abrí", "comecei", "fiquei".
	if (single && ((/í$/u.test(word) && word.length >= 4) || (/ei$/u.test(word) && word.length >= 5)))
		return false
	// Portuguese -er/-ir verbs in the first person: "consegui", "decidi", "aprendi".
	if (single && language === 'pt' && /(?:[^aeiouáéíóúâêô]|gu|qu)i$/u.test(word) && word.length >= 5)
		return false
	return true
}

/** A common first name in en/es/pt ("Jerod", "Pablo"), whatever its case. */
export function isCommonFirstName(word: string): boolean {
	return FIRST_NAMES.has(word.toLowerCase())
}

/**
 * "#Huw #HuwRichards": the first word of a two-word name the text writes out ("Huw Richards")
 * is half of that name, and the name's own tag already names it. The name stays; its half goes.
 * ("#Garden" next to "#GardenTour" stays: "garden" is a word the text writes in lower case.)
 */
export function withoutNameParts(tags: string[], text: string): string[] {
	return tags.filter((tag) => {
		const word = tag.slice(1)
		if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return true
		const longer = tags.find(
			(other) =>
				other.length > tag.length &&
				other.startsWith(tag) &&
				/^\p{Lu}\p{Ll}+$/u.test(other.slice(tag.length)),
		)
		if (!longer) return true
		const rest = longer.slice(tag.length)
		// The name written out, and the word never in lower case.
		// A person's name: neither word is ever written in lower case ("#Jekyll" next to
		// "#JekyllAdmin" stays: "admin" is a word of the text).
		return !(
			text.includes(`${word} ${rest}`) &&
			!writtenInLowerCase(word.toLowerCase(), text) &&
			!writtenInLowerCase(rest.toLowerCase(), text)
		)
	})
}

/** Whether the text writes the word in lower case, as a word of its own (ADR 041: no pattern). */
function writtenInLowerCase(lower: string, text: string): boolean {
	const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)
	for (let at = text.indexOf(lower); at >= 0; at = text.indexOf(lower, at + 1))
		if (!isLetter(text[at - 1]) && !isLetter(text[at + lower.length])) return true
	return false
}

const NAME_PARTICLE = /^\s+(?:de|da|do|dos|das|del|di|du|van|von|der)\s+\p{Lu}/u

/**
 * "#BairroMaurício" from "no bairro Maurício de Nassau": every time the text writes the tag's
 * words, a name goes on after them ("de Nassau"), and once at least the tag opens on a common word
 * ("bairro"): the tag is a name cut in half, glued to what it names.
 */
export function cutFromAName(tag: string, text: string): boolean {
	const phrase = camelCaseParts(tag.replace(/^#/u, '')).join(' ').toLowerCase()
	if (phrase.length < 3) return false
	const lower = text.toLowerCase()
	const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)
	let seen = false
	let common = false
	for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
		const end = at + phrase.length
		if (isLetter(lower[at - 1]) || isLetter(lower[end])) continue
		if (!NAME_PARTICLE.test(text.slice(end, end + 12))) return false
		seen = true
		// "bairro Maurício": a common word glued to the name. ("Restaurante Castillo de Godella",
		// capitalised every time, is a name whole enough.)
		if (/\p{Ll}/u.test(text[at] ?? '')) common = true
	}
	return seen && common
}

/**
 * "#Wwara" → "#WWARA": a word the text writes only in capitals is an acronym, whatever its length
 * (a word shouted once is also written in small letters elsewhere).
 */
export function inWrittenCase(tag: string, text: string): string {
	const parts = camelCaseParts(tag.replace(/^#/u, ''))
	let changed = false
	const written = parts.map((part) => {
		if (part.length < 5 || !/^\p{Lu}\p{Ll}+$/u.test(part)) return part
		const upper = part.toUpperCase()
		const lower = part.toLowerCase()
		const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch)
		let capitals = 0
		const folded = text.toLowerCase()
		for (let at = folded.indexOf(lower); at >= 0; at = folded.indexOf(lower, at + 1)) {
			if (isLetter(folded[at - 1]) || isLetter(folded[at + lower.length])) continue
			if (text.slice(at, at + part.length) !== upper) return part
			capitals++
		}
		if (capitals < 2) return part
		changed = true
		return upper
	})
	return changed ? `#${written.join('')}` : tag
}
