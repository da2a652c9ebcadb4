// A brand voice read into a profile the built-in engines can write with: register and
// formality, person, sentence length, contractions, emoji (and which), exclamation, humour,
// jargon, words to use and to avoid, a sign-off, and — when the voice was learned from the
// user's own posts — their lengths, openers, emoji and hashtag habits. The profile decides what
// is picked from the source and how it is worded, not only whether emoji appear.
import { type ContentLanguage } from './source-analysis.ts'
import type { LearnedVoice } from './voice-samples.ts'
import { parseBrandVoice, type VoiceStyle } from './voice-style.ts'

export type Register = 'formal' | 'neutral' | 'casual'

export type VoiceTrait =
	| 'humor'
	| 'warm'
	| 'bold'
	| 'calm'
	| 'candid'
	| 'instructive'
	| 'empathetic'
	| 'optimistic'
	| 'concise'
	| 'authoritative'
	| 'humble'

export type VoiceProfile = VoiceStyle & {
	register: Register
	traits: ReadonlySet<VoiceTrait>
	/** the longest source sentence the voice quotes whole, in words */
	maxSentenceWords: number
	contractions: 'use' | 'avoid' | 'keep'
	exclamation: boolean
	/** the voice's own emoji, most characteristic first (empty: the content picks) */
	emoji: string[]
	signOff: string | null
	/** a label the voice opens posts with ("Quick tip:") */
	opener: string | null
	/** writes everything in lower case ("lowercase vibes") */
	lowercase: boolean
	/** the voice's own catchphrases that can open a line ("ok but", "real talk") */
	interjections: string[]
	/** false when the voice says it uses no hashtags ("I don't use emojis or hashtags") */
	hashtags: boolean
	/** how many hashtags the voice's own posts carry, when learned */
	hashtagHabit: number | null
	/** the most hashtags the voice allows ("two hashtags at most"), on every platform */
	hashtagLimit: number | null
	/**
	 * The brand's own hashtags, which go on every post: the ones the voice writes out ("Always
	 * #nomadlife") and, when learned, the ones at least half of its posts carry.
	 */
	brandHashtags: string[]
	/** the voice allows its own tags and no others ("Hashtags: #JavaScript #WebDev only") */
	onlyBrandHashtags: boolean
	/**
	 * Profane words the voice writes masked ("sh*tty") rather than leaving out every sentence
	 * that has them: set when the text's own title names its subject with one ("Shitty First
	 * Draft"), so the post can still say what the text is about.
	 */
	masked?: string[]
	/** "British spelling": colour, organise, centre (English posts only) */
	britishSpelling: boolean
	/** preferred wording: [word the source uses, word the brand says instead] */
	replacements: Array<[string, string]>
	/** its own past posts, for the AI provider's examples */
	samples: string[]
	/** stable number from the voice text, to choose among equally good phrasings */
	seed: number
}

const TRAIT_WORDS: Record<VoiceTrait, RegExp> = {
	humor:
		/humou?r|funny|wit(?:ty)?\b|wry|playful|jok|wink|offbeat|cheeky|quirky|irreverent|divertid|gracios|bromista|engraçad|bem-humorad|brincalh/iu,
	warm: /warm|friendly|welcom|human\b|caring|kind\b|approachable|cercan|amigabl|cálid|acolhedor|amigáve|próxim|humano/iu,
	bold: /\bbold|brave|confident|daring|punchy|provocativ|fearless|audaz|valiente|atrevid|ousad|corajos/iu,
	calm: /\bcalm|measured|quiet|subtle|understated|thoughtful|balanced|sereno|tranquil|calmad|equilibrad|ponderad/iu,
	candid:
		/candid|honest|upfront|transparent|straightforward|authentic|plain-spoken|\breal\b|direct|sincer|honest|franc|transparen|direct|diret/iu,
	instructive:
		/instructive|educational|teach|helpful|practical|informative|explain|clarity|\bclear\b|guide|didáctic|didátic|práctic|prátic|útil|claro|clara|clareza|claridad/iu,
	empathetic:
		/empath|compassion|understanding|respect|inclusive|welcoming to all|empatí|empati|respeto|respeit|compasi|compaix/iu,
	optimistic:
		/optimis|positiv|encourag|inspir|uplift|hope|joy|empower|optimis|positiv|alent|esperan|alegr|encoraj/iu,
	concise:
		/concise|brief|short sentences|to the point|no fluff|plain|simple|succinct|conciso|breve|directo|sencill|simples|objetiv/iu,
	authoritative:
		/authoritative|expert|credible|professional|trustworthy|serious|rigorous|precise|formal|autoridad|experto|profesional|riguros|autoridade|especialista|profissional|rigoros/iu,
	humble: /humble|modest|not arrogant|humilde|modest/iu,
}

// "Say folks, not guys" / "use 'team' instead of 'staff'" / "di 'equipo' en vez de 'plantilla'".
const REPLACEMENT =
	/["“'‘]([^"”'’]{2,30})["”'’]\s*(?:,\s*)?(?:instead of|rather than|not|over|en vez de|en lugar de|no|em vez de|e não|não)\s+["“'‘]([^"”'’]{2,30})["”'’]/giu
const SIGN_OFF =
	/sign(?:s|ed)?[- ]off (?:with|as)\s+["“'‘]?([^"”'’\n.]{2,40})|(?:firma|despídete) con\s+["“'‘]?([^"”'’\n.]{2,40})|(?:assine|despeça-se) com\s+["“'‘]?([^"”'’\n.]{2,40})/iu
// "Always end with 'Let's go!'": a closing line in quotes, which may hold an apostrophe.
const END_WITH =
	/(?:always )?(?:end|close|finish)(?:s)? (?:every |each |all |our )?(?:posts? |captions? )?with\s+(?:"([^"\n]{2,40})"|“([^”\n]{2,40})”|'([^\n]{2,40}?)'(?=[\s.,;!?)]|$)|‘([^\n]{2,40}?)’(?=[\s.,;!?)]|$))|(?:termina|cierra|acaba|termine|encerre|terminamos|cerramos) (?:siempre |sempre )?con?\s+(?:"([^"\n]{2,40})"|“([^”\n]{2,40})”|'([^\n]{2,40}?)'(?=[\s.,;!?)]|$))/iu
const BRITISH_SPELLING =
	/british (?:english|spelling)|uk (?:english|spelling)|spell(?:ed|ing)? the british way/iu
const OPENER =
	/(?:start|open|begin)s? (?:every |each |our )?(?:post|posts|with)\s+(?:with\s+)?["“'‘]([^"”'’\n]{2,30})["”'’]/iu
const NO_EXCLAMATION =
	/no exclamation|avoid exclamation|without exclamation|sin exclamaci|sem exclama/iu
// One emoji with what joins it: "✌️" keeps its variation selector (without it, "✌" shows as a
// black-and-white glyph), "👍🏽" its skin tone, "👨‍🍳" the pictograph it joins.
const EMOJI_IN_TEXT =
	/\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*/gu

const LOWERCASE = /\blower ?case\b|\ball lower|\bminúsculas\b/iu
// "Lowercase is fine" allows it; it does not ask for every post in lower case.
// "Lowercase hashtags are fine" is about the tags, not the writing.
const LOWERCASE_ALLOWED =
	/\blower ?case (?:hash)?tags\b|\blower ?case (?:is |are )?(?:fine|ok|okay|allowed|acceptable|welcome)|\b(?:can|may) (?:be |go |write |use )?(?:in )?lower ?case|\bminúsculas (?:est[aá] bien|valen|s[aã]o ok|tudo bem)/iu
const QUOTED = /["“'‘]([^"”'’\n]{2,20})["”'’]/gu
// Catchphrases that open a line whatever follows; "obsessed" or "literally" need a sentence made
// for them.
const INTERJECTION =
	/^(?:ok(?:ay)? but|ok so|real talk|honestly|hot take|fun fact|not gonna lie|ngl|no bc|psst|okay so|pues mira|ojo|olha só|real oficial|gente)$/iu

// "Two hashtags at most", "max 2 hashtags", "hasta dos hashtags", "no máximo 1 hashtag".
const LIMIT_WORDS =
	'at most|max(?:imum)?\\.?|up to|no more than|hasta|como m[aá]ximo|m[aá]ximo|no m[aá]s de|at[eé]|no m[aá]ximo|n[aã]o mais (?:de|que)'
const HASHTAG_COUNT =
	'(one|two|three|four|five|1|2|3|4|5|un[oa]?|dos|tres|cuatro|cinco|uma?|duas|dois|tr[eê]s|quatro|cinco)'
const HASHTAG_LIMIT = new RegExp(
	`(?<![\\p{L}])(?:(?:${LIMIT_WORDS})\\s+${HASHTAG_COUNT}\\s+hashtags?|${HASHTAG_COUNT}\\s+hashtags?\\s+(?:${LIMIT_WORDS}))(?![\\p{L}])`,
	'iu',
)
const COUNT_WORDS: Record<string, number> = {
	one: 1,
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	un: 1,
	uno: 1,
	una: 1,
	dos: 2,
	tres: 3,
	cuatro: 4,
	cinco: 5,
	um: 1,
	uma: 1,
	duas: 2,
	dois: 2,
	três: 3,
	quatro: 4,
}

function hashtagLimitOf(text: string): number | null {
	const match = HASHTAG_LIMIT.exec(text)
	const word = (match?.[1] ?? match?.[2] ?? '').toLowerCase()
	if (!word) return null
	return /^\d$/u.test(word) ? Number(word) : (COUNT_WORDS[word] ?? null)
}

const NO_HASHTAGS =
	/\b(?:no|without|avoid|never|zero|skip|don['’]?t use|do not use|sin|evita[r]?|evite|sem|nunca|não use|nada de|cero)\b[^.\n]{0,30}?hashtags?/iu

// "no hashtags unless I have to", "sin hashtags salvo en Instagram": a rule with room left.
const UNLESS =
	/^[^.\n]{0,40}?\b(?:unless|except|only (?:if|when|where|on)|but on|salvo|excepto|menos en|a menos que|solo en|exceto|a não ser|só no|só em)\b/iu

// "no hashtags.", "sin hashtags,", "sem hashtags" at the end: the bare rule. "No hashtag spam",
// "sin hashtags genéricos", "no hashtags on X" only narrow it.
const NO_HASHTAGS_AT_ALL =
	/(?<![\p{L}])(?:no|sin|sem|without|zero|never use|don['’]?t use|do not use|nada de|nunca)\s+(?:any\s+|ning[uú]n\s+|nenhuma?\s+)?hashtags?\s*(?=[.,;!\n)]|$)/iu

/** "terse. no hashtags.", "sin emojis, sin hashtags": none on any platform, Instagram too. */
function noHashtagsAtAll(text: string): boolean {
	const said = NO_HASHTAGS_AT_ALL.exec(text)
	if (!said) return false
	return !UNLESS.test(text.slice(said.index + said[0].length))
}

function hashText(text: string): number {
	let hash = 2166136261
	for (let i = 0; i < text.length; i++) {
		hash ^= text.charCodeAt(i)
		hash = Math.imul(hash, 16777619)
	}
	return hash >>> 0
}

/** Reads a free-text brand voice (and, optionally, what was learned from sample posts). */
/** The voice asks for everything in lower case ("lowercase vibes", "minúsculas"). */
export function writesInLowerCase(voiceText: string): boolean {
	const text = voiceText.replace(/\\n/gu, '\n')
	return (
		LOWERCASE.test(text) &&
		!LOWERCASE_ALLOWED.test(text) &&
		!/\bno lowercase|never lowercase/iu.test(text)
	)
}

/** Text in lower case, as a lowercase voice writes it: hashtags, links and handles as they are. */
export function inLowerCase(text: string): string {
	return text
		.split(/(\s+)/u)
		.map((token) =>
			/^#|:\/\/|@|^\[link\]$|\.[a-z]{2,}\//iu.test(token) ? token : token.toLocaleLowerCase(),
		)
		.join('')
}

export function readVoiceProfile(
	voiceText: string,
	options: { learned?: LearnedVoice | null; samples?: readonly string[] } = {},
): VoiceProfile {
	const text = voiceText.replace(/\\n/gu, '\n')
	const style = parseBrandVoice(text)
	const learned = options.learned ?? null
	const traits = new Set<VoiceTrait>()
	for (const [trait, pattern] of Object.entries(TRAIT_WORDS) as Array<[VoiceTrait, RegExp]>) {
		// "not arrogant", "not too tough": a trait named only to be denied is not taken.
		const match = pattern.exec(text)
		if (!match) continue
		const before = text.slice(Math.max(0, match.index - 14), match.index).toLowerCase()
		if (
			/\b(?:not|no|never|nor|without|overly|too|sin|nunca|sem|nem|demasiado)\s+(?:\p{L}+\s+)?$/u.test(
				before,
			) &&
			trait !== 'humble'
		)
			continue
		traits.add(trait)
	}
	if (style.tone === 'playful') traits.add('humor')
	if (style.tone === 'inspirational') traits.add('optimistic')

	let formality = learned?.formality ?? style.formality
	// "Business casual", "plain-spoken": between the formal and the chatty.
	const businessCasual =
		/business casual|plain-spoken|not (?:too|overly) (?:playful|casual|familiar)|profesional cercan|profissional próxim/iu.test(
			text,
		)
	// "Technical, precise… dry humor is allowed, sparingly": a joke now and then does not make an
	// authoritative voice chatty.
	const sparingHumor =
		traits.has('authoritative') || /\bdry hum|sparingly|con moderaci|com modera/iu.test(text)
	let register: Register =
		formality === 'formal'
			? 'formal'
			: !businessCasual &&
				  ((traits.has('humor') && !sparingHumor) ||
						style.tone === 'casual' ||
						(style.tone === 'playful' && !sparingHumor))
				? 'casual'
				: 'neutral'
	if (learned && learned.contractionRate > 2 && register === 'neutral') register = 'casual'
	if (register === 'formal') formality = 'formal'

	const person = learned && learned.person !== 'neutral' ? learned.person : style.person
	const useEmoji = learned
		? learned.emojiRate >= 0.3
		: style.useEmoji &&
			!(register === 'neutral' && traits.has('concise') && !/\p{Extended_Pictographic}/u.test(text))
	const voiceEmoji = [...new Set(text.match(EMOJI_IN_TEXT) ?? [])]
	const emoji = learned?.emoji.length ? learned.emoji : voiceEmoji

	const maxSentenceWords = learned
		? Math.max(10, Math.min(35, Math.round(learned.wordsPerSentence * 1.6)))
		: traits.has('concise')
			? 20
			: register === 'formal' || traits.has('authoritative')
				? 32
				: 26
	const contractions: VoiceProfile['contractions'] = learned
		? learned.contractionRate >= 1.5
			? 'use'
			: learned.contractionRate < 0.3
				? 'avoid'
				: 'keep'
		: register === 'formal'
			? 'avoid'
			: register === 'casual' || traits.has('warm')
				? 'use'
				: 'keep'
	const exclamation = NO_EXCLAMATION.test(text)
		? false
		: learned
			? learned.exclamationRate >= 0.15
			: register === 'casual' || traits.has('optimistic') || traits.has('bold')
	const replacements: Array<[string, string]> = []
	for (const match of text.matchAll(REPLACEMENT)) {
		const use = match[1]?.trim()
		const instead = match[2]?.trim()
		if (use && instead && use.toLowerCase() !== instead.toLowerCase())
			replacements.push([instead, use])
	}
	const signOffMatch = SIGN_OFF.exec(text)
	const endWith = END_WITH.exec(text)
	const signOff =
		learned?.signOff ??
		(signOffMatch
			? (signOffMatch[1] ?? signOffMatch[2] ?? signOffMatch[3] ?? '').trim() || null
			: endWith
				? endWith.slice(1).find(Boolean)?.trim() || null
				: null)
	const opener = learned?.openers[0] ?? OPENER.exec(text)?.[1]?.trim() ?? null

	return {
		...style,
		formality,
		person,
		useEmoji,
		register,
		traits,
		maxSentenceWords,
		contractions,
		exclamation,
		emoji,
		signOff,
		opener,
		hashtags: learned
			? learned.hashtagsPerPost > 0.2
			: hashtagLimitOf(text) !== null || !NO_HASHTAGS.test(text),
		lowercase: writesInLowerCase(text),
		interjections: [...text.matchAll(QUOTED)]
			.map((m) => (m[1] ?? '').trim().toLowerCase())
			.filter((phrase) => INTERJECTION.test(phrase)),
		hashtagHabit: learned ? learned.hashtagsPerPost : null,
		hashtagLimit: hashtagLimitOf(text) ?? (!learned && noHashtagsAtAll(text) ? 0 : null),
		brandHashtags: brandHashtagsOf(text, options.samples ?? []),
		onlyBrandHashtags: closesItsTags(text),
		replacements,
		britishSpelling: BRITISH_SPELLING.test(text),
		samples: [...(options.samples ?? [])].slice(0, 10),
		seed: hashText(text.trim().toLowerCase() + (learned ? JSON.stringify(learned.openers) : '')),
	}
}

const WRITTEN_HASHTAG = /(?<![\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu
// "Never #blessed", "sin #ad": a tag the voice names in order to avoid it.
const REFUSED =
	/(?<![\p{L}])(?:no|never|avoid|don['’]?t|do not|without|not|ban(?:ned)?|sin|nunca|evita[r]?|evite|sem|não|nada de)(?![\p{L}])/iu

// "Hashtags: #JavaScript #WebDev only", "Only #Rust", "Solo #JavaScript", "Apenas #Dev": a
// clause that writes tags out and closes the list with "only". (Read clause by clause, not with
// one pattern over runs of tags and spaces: that pattern backtracks without end on a voice of
// many tags that never says "only".)
const ONLY_WORD =
	/(?<![\p{L}])(?:only|exclusively|solo|s[oó]lo|solamente|únicamente|unicamente|apenas|somente)(?![\p{L}])/iu

function closesItsTags(voice: string): boolean {
	return voice
		.split(/[.!?;\n]+/u)
		.some(
			(clause) => /#[\p{L}\p{N}_]/u.test(clause) && ONLY_WORD.test(clause) && !REFUSED.test(clause),
		)
}

/** The brand's own hashtags: written in the voice, or carried by half of its own posts. */
export function brandHashtagsOf(voice: string, samples: readonly string[]): string[] {
	const tags: string[] = []
	for (const clause of voice.split(/[.!?;\n]+/u)) {
		if (REFUSED.test(clause)) continue
		for (const match of clause.matchAll(WRITTEN_HASHTAG)) tags.push(`#${match[1]}`)
	}
	// Learned from the user's posts: a tag at least half of them carry is the brand's.
	if (samples.length >= 2) {
		const carried = new Map<string, { tag: string; posts: number }>()
		for (const sample of samples) {
			const seen = new Set<string>()
			for (const match of sample.matchAll(WRITTEN_HASHTAG)) {
				const key = (match[1] ?? '').toLowerCase()
				if (seen.has(key)) continue
				seen.add(key)
				const entry = carried.get(key) ?? { tag: `#${match[1]}`, posts: 0 }
				entry.posts++
				carried.set(key, entry)
			}
		}
		for (const { tag, posts } of carried.values()) if (posts * 2 >= samples.length) tags.push(tag)
	}
	const unique = new Map<string, string>()
	for (const tag of tags) {
		// "#hashtags sparingly" talks about tags; it is not one.
		if (/^#(?:hash)?tags?$/iu.test(tag)) continue
		if (!unique.has(tag.toLowerCase())) unique.set(tag.toLowerCase(), tag)
	}
	return [...unique.values()].slice(0, 3)
}

// ---------------------------------------------------------------------------------------------
// Wording a source sentence the way the voice would, without changing what it says.

// "is not only cheap but also simple" keeps its "not": "isn't only… but also" reads as a slip.
export const CONTRACT_EN: Array<[RegExp, string]> = [
	[/\b([Dd])o not\b(?!\s+only\b)/gu, '$1on’t'],
	[/\b([Dd])oes not\b(?!\s+only\b)/gu, '$1oesn’t'],
	[/\b([Dd])id not\b(?!\s+only\b)/gu, '$1idn’t'],
	[/\b([Ii])s not\b(?!\s+only\b)/gu, '$1sn’t'],
	[/\b([Aa])re not\b(?!\s+only\b)/gu, '$1ren’t'],
	[/\b([Ww])as not\b(?!\s+only\b)/gu, '$1asn’t'],
	[/\b([Cc])annot\b/gu, '$1an’t'],
	[/\b([Ww])ill not\b(?!\s+only\b)/gu, '$1on’t'],
	// A pronoun and "be" that end a clause stay apart: "as good as they are.", never "as they’re."
	[/\b([Ii])t is\b(?!\s+(?:not|that)\b)(?!\s*(?:[.,;:!?)"”]|$))/gu, '$1t’s'],
	[/\bI am\b(?!\s*(?:[.,;:!?)"”]|$))/gu, 'I’m'],
	[/\b([Ww])e are\b(?!\s*(?:[.,;:!?)"”]|$))/gu, '$1e’re'],
	[/\b([Yy])ou are\b(?!\s*(?:[.,;:!?)"”]|$))/gu, '$1ou’re'],
	[/\b([Tt])hey are\b(?!\s*(?:[.,;:!?)"”]|$))/gu, '$1hey’re'],
	[/^Let us\b/gu, 'Let’s'],
]
export const EXPAND_EN: Array<[RegExp, string]> = [
	[/\b([Dd])on['’]t\b/gu, '$1o not'],
	[/\b([Dd])oesn['’]t\b/gu, '$1oes not'],
	[/\b([Dd])idn['’]t\b/gu, '$1id not'],
	[/\b([Ii])sn['’]t\b/gu, '$1s not'],
	[/\b([Aa])ren['’]t\b/gu, '$1re not'],
	[/\b([Ww])asn['’]t\b/gu, '$1as not'],
	[/\b([Cc])an['’]t\b/gu, '$1annot'],
	[/\b([Ww])on['’]t\b/gu, '$1ill not'],
	[/\b([Ss])houldn['’]t\b/gu, '$1hould not'],
	[/\b([Ww])ouldn['’]t\b/gu, '$1ould not'],
	[/\b([Ii])t['’]s been\b/gu, '$1t has been'],
	[/\b([Ii])t['’]s\b/gu, '$1t is'],
	[/\bI['’]m\b/gu, 'I am'],
	[/\bI['’]ve\b/gu, 'I have'],
	[/\b([Ww])e['’]re\b/gu, '$1e are'],
	[/\b([Ww])e['’]ve\b/gu, '$1e have'],
	[/\b([Yy])ou['’]re\b/gu, '$1ou are'],
	[/\b([Yy])ou['’]ll\b/gu, '$1ou will'],
	[/\b([Yy])ou['’]ve\b/gu, '$1ou have'],
	[/\b([Tt])hey['’]re\b/gu, '$1hey are'],
	[/\b([Tt])hat['’]s\b/gu, '$1hat is'],
]

// Every rule of CONTRACT_EN needs one of these words and every rule of EXPAND_EN an apostrophe:
// a text without them is left as it is, with no rule run over it (ADR 045).
export const MAY_CONTRACT_EN = /not|t is|I am|[euy] are|Let us/u
export const MAY_EXPAND_EN = /['’]/u

/** "We’re hiring" in a voice that writes no contractions: "We are hiring". */
export function withoutContractions(text: string): string {
	if (!MAY_EXPAND_EN.test(text)) return text
	return EXPAND_EN.reduce(
		(result, [pattern, replacement]) => result.replace(pattern, replacement),
		text,
	)
}

/** Words contractions add or expand to, for the "nothing but source and template words" check. */
export const CONTRACTION_WORDS = [
	'do',
	'does',
	'did',
	'not',
	'is',
	'are',
	'was',
	'cannot',
	'can',
	'will',
	'should',
	'would',
	'it',
	'has',
	'been',
	'i',
	'am',
	'have',
	'we',
	'you',
	'they',
	'that',
	'let',
	'us',
	'don’t',
	'doesn’t',
	'didn’t',
	'isn’t',
	'aren’t',
	'wasn’t',
	'can’t',
	'won’t',
	'it’s',
	'i’m',
	'we’re',
	'you’re',
	'they’re',
	'let’s',
	'don',
	'doesn',
	'didn',
	'isn',
	'aren',
	'wasn',
	'won',
	't',
	's',
	'm',
	're',
]

// Words a formal voice never carries from the source (en, es, pt).
const PROFANITY =
	/(?<![\p{L}])(?:fuck\w*|shit\w*|bullshit|crap\w*|damn\w*|hell|ass|asses|asshole\w*|bitch\w*|bastard\w*|piss\w*|wtf|omg|lol|lmao|sucks?|dumb|stupid|idiot\w*|mierda|joder|jodid[oa]s?|coño|hostia|puta\w*|put[oa]|cabr[oó]n\w*|gilipollas|carajo|chingad\w*|pendej\w*|boludo|merda|porra|caralho|foda\w*|fodid[oa]s?|droga|puta|bosta|cacete|pqp|vsf)(?![\p{L}])/iu
const SLANG =
	/(?<![\p{L}])(?:gonna|wanna|gotta|kinda|sorta|ya|yeah|nope|yep|dude|guys|awesome|super cool|cool|stuff|tá|pra|pro|né|num é|vc|tb|tbm|cara|mano|galera|tipo assim|o sea|mola|guay|chido|chévere|vale)(?![\p{L}])/iu

// "…é o que faremos xD", "jajaja", "rsrs", ":P": a chat's laugh, not a professional's.
// ("XD" alone may be Adobe XD; it reads as a laugh only at the end.)
const EMOTICON =
	/(?<![\p{L}\p{N}])(?:xD|x[dD](?=[.!]*\s*$)|XD(?=[.!]*\s*$)|[:;]-?[()DPp](?![\p{L}\p{N}])|O_O|o_O|\^\^|k{4,}|rs(?:rs)+|(?:ja){2,}|(?:ha){2,}|lol|lmao)(?![\p{L}\p{N}])/u

// "Descubre cómo centrar…", "¿Te ha pasado?": the reader addressed as "tú", which a voice that
// speaks as "usted" never does.
/**
 * A Spanish text that speaks to its reader as "tú" ("Pela los ajos y dóralos"): in it, a command
 * is a "tú" command, and so is a verb with its pronoun attached ("pásalos", "resérvalos").
 */
export function speaksToTu(texts: readonly string[]): boolean {
	let count = 0
	for (const text of texts) if (TU_FORMS.test(text) && ++count >= 2) return true
	return false
}
// "pásalos", "trocéala", "fríelos": a command with its pronoun attached takes a written accent.
// A cook's command ("Pasa el aceite"), a "tú" one in the negative ("no lo desperdicies"), and
// "Sé corto": in a text that speaks to "tú", each is said to the reader.
export const ENCLITIC_COMMAND =
	/^(?:dora|saltea|vierte|remueve|cuece|escurre|pica|ralla|sazona|salpimienta|unta|amasa|enrolla|espolvorea|rellena|sofríe|fríe|precalienta|engrasa)(?![\p{L}])|^(?:pasa|echa|vierte|lava|tapa|cubre)\s+(?:el|la|los|las)\s|^espera\s+a\s+que\s|(?<![\p{L}])no\s+(?:(?:lo|la|los|las|le|les|te|me|nos)\s+)?(?!(?:antes|mientras|entonces|veces|meses|pues|menos|más)(?![\p{L}]))\p{Ll}{3,}(?:es|as)(?![\p{L}])|^s[ée]\s|(?<![\p{L}])\p{Ll}*[áéíóú]\p{Ll}*[ae](?:lo|la|los|las|le|les|me|nos)(?![\p{L}])|(?<![\p{L}])(?:pon|haz|ten|sal|di)\s+(?:a|un|una|el|la|los|las|lo|le|les|\p{Ll}+mente)(?![\p{L}])/iu

const TU_FORMS =
	/(?<![\p{L}])(?:tú|tus?|te|contigo|puedes|tienes|quieres|sabes|necesitas|debes|vas|haces|estás|eres|verás|podrás|tendrás|hayas|tengas|puedas|quieras|estés|vayas)(?![\p{L}])|^[¿¡]?(?:descubre|aprende|mira|prueba|conoce|lee|haz|usa|evita|recuerda|piensa|imagina|olvida|empieza|deja|sigue|apúntate|suscríbete|échale|añade|agrega|pon|limpia|corta|mezcla|calienta|sirve|incorpora|retira|pela|bate|hornea|cocina|coloca|decora|reserva|escribe|elige|crea|abre|busca|revisa|guarda|comparte|toma|llama|visita|compra|lleva|cambia|dale|fíjate|cuéntame)(?![\p{L}])/iu

/** The profane words of a text, as written ("Shitty" in "Shitty First Draft"). */
export function profaneWords(text: string): string[] {
	return [...text.matchAll(new RegExp(PROFANITY.source, 'giu'))].map((match) => match[0])
}

function maskedWordPattern(words: readonly string[]): RegExp | null {
	if (words.length === 0) return null
	const alternatives = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
	return new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'giu')
}

/** "Shitty" → "Sh*tty": the word is still read, not printed whole. */
function maskWord(word: string): string {
	return word.replace(/^(\p{L}[^aeiouáéíóúãõ]*)[aeiouáéíóúãõ]/iu, '$1*')
}

/** The words the voice writes masked, masked wherever they stand (a title, a list item). */
export function maskProfanity(text: string, profile: VoiceProfile): string {
	const masked = maskedWordPattern(profile.masked ?? [])
	return masked ? text.replace(masked, (word) => maskWord(word)) : text
}

/** A sentence the voice cannot say as it is (profanity, or slang for a formal voice). */
export function clashesWithVoice(text: string, profile: VoiceProfile): boolean {
	text = maskProfanity(text, profile)
	if (profile.register === 'formal' || profile.traits.has('authoritative')) {
		return (
			PROFANITY.test(text) ||
			SLANG.test(text) ||
			EMOTICON.test(text) ||
			(profile.formality === 'formal' && TU_FORMS.test(text))
		)
	}
	return PROFANITY.test(text) && !profile.traits.has('humor')
}

/** The sentence worded the voice's way: contractions, exclamation marks, preferred words. */
export function wordForVoice(
	text: string,
	profile: VoiceProfile,
	language: ContentLanguage,
): string {
	let result = maskProfanity(text, profile)
	if (language === 'en') {
		const [rules, mayApply] =
			profile.contractions === 'use'
				? [CONTRACT_EN, MAY_CONTRACT_EN]
				: profile.contractions === 'avoid'
					? [EXPAND_EN, MAY_EXPAND_EN]
					: [[], null]
		// Someone's quoted words stay theirs: "You can't run an organization…" is not reworded.
		if (mayApply?.test(result))
			result = result
				.split(/(["“][^"“”]*["”])/u)
				.map((part, i) =>
					i % 2 === 1 || !mayApply.test(part)
						? part
						: rules.reduce(
								(text, [pattern, replacement]) => text.replace(pattern, replacement),
								part,
							),
				)
				.join('')
	}
	if (!profile.exclamation) result = result.replace(/!+(?=["”»')\s]|$)/gu, '.').replace(/¡/gu, '')
	// "Short sentences. No fluff.": the fillers go, and two clauses joined by ", and" become two
	// sentences (", but" stays: "But…" alone answers the sentence before).
	if (language === 'en' && profile.traits.has('concise')) result = tightenForConciseVoice(result)
	if (language === 'en' && profile.britishSpelling) result = inBritishSpelling(result)
	for (const [from, to] of profile.replacements) {
		const pattern = new RegExp(
			`(?<![\\p{L}])${from.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`,
			'giu',
		)
		result = result.replace(pattern, to)
	}
	return result
}

const FILLER_EN =
	/(?<![\p{L}'’-])(?:basically|actually|really|honestly|totally|truly|simply|literally|kind of|sort of)\s+(?=\p{L})/giu
// The clause after the joint has its own subject: "…free, and Trailhead Pro still includes…". A
// pronoun subject ("…, and they're where…") stays joined: alone it would point back.
const CLAUSE_JOINT_EN =
	/([^,;]{20,}?),\s+(and)\s+((?:(?:i|we|you)(?:['’](?:re|ve|ll|d|m))?|the|our|my|your|most|some|every|each|(?!(?:It|They|He|She|This|That|These|Those|There)\b)\p{Lu}[\p{L}-]*)\s[^,;]{15,})$/u

function tightenForConciseVoice(text: string): string {
	let result = text.replace(FILLER_EN, '')
	// "Basically, it works." keeps a capital after a dropped opener.
	result = result.replace(/^\p{Ll}/u, (first) => first.toLocaleUpperCase())
	// Only a plain sentence is split: a quote, a list line or a link keeps its shape.
	if (/["“”\n]|https?:|\[link\]/u.test(result) || !/[.!?]$/u.test(result)) return result
	const joint = CLAUSE_JOINT_EN.exec(result)
	if (!joint || /\b(?:between|both|either)\b/iu.test(joint[1] ?? '')) return result
	const [, first = '', , second = ''] = joint
	const before = result.slice(0, joint.index)
	return `${before}${first}. ${second.charAt(0).toLocaleUpperCase()}${second.slice(1)}`
}

// American spellings whose British form is not a rule of endings.
const BRITISH_WORDS: Record<string, string> = {
	color: 'colour',
	colors: 'colours',
	colored: 'coloured',
	colorful: 'colourful',
	favorite: 'favourite',
	favorites: 'favourites',
	behavior: 'behaviour',
	behaviors: 'behaviours',
	honor: 'honour',
	humor: 'humour',
	labor: 'labour',
	neighbor: 'neighbour',
	neighbors: 'neighbours',
	flavor: 'flavour',
	flavors: 'flavours',
	rumor: 'rumour',
	center: 'centre',
	centers: 'centres',
	centered: 'centred',
	theater: 'theatre',
	meter: 'metre',
	meters: 'metres',
	liter: 'litre',
	liters: 'litres',
	fiber: 'fibre',
	catalog: 'catalogue',
	dialog: 'dialogue',
	traveled: 'travelled',
	traveling: 'travelling',
	traveler: 'traveller',
	canceled: 'cancelled',
	canceling: 'cancelling',
	modeling: 'modelling',
	labeled: 'labelled',
	labeling: 'labelling',
	fulfill: 'fulfil',
	enrollment: 'enrolment',
	defense: 'defence',
	offense: 'offence',
	license: 'licence',
	gray: 'grey',
	aluminum: 'aluminium',
	mom: 'mum',
	analyze: 'analyse',
	analyzed: 'analysed',
	analyzing: 'analysing',
	paralyze: 'paralyse',
}
// "-ize" words keep their British "-ise" (organise, realised, optimising); "size" and "prize"
// are not the suffix.
const IZE_WORD = /(?<![\p{L}])(\p{L}{3,}?)iz(e|es|ed|ing|ation|ations|er|ers)(?![\p{L}])/gu
const NOT_IZE = /^(?:caps|cit)$/iu

function keepCase(original: string, replacement: string): string {
	if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase()
	if (/^\p{Lu}/u.test(original)) return replacement.charAt(0).toUpperCase() + replacement.slice(1)
	return replacement
}

/** An English text in British spelling, for a voice that asks for it. Links and tags stay. */
export function inBritishSpelling(text: string): string {
	return text
		.split(/(\s+)/u)
		.map((token) => {
			if (/^(?:https?:|www\.|#|@)/iu.test(token)) return token
			return token
				.replace(/(?<![\p{L}])\p{L}+(?![\p{L}])/gu, (word) => {
					const british = BRITISH_WORDS[word.toLowerCase()]
					return british ? keepCase(word, british) : word
				})
				.replace(IZE_WORD, (word, stem: string, ending: string) =>
					NOT_IZE.test(stem) ? word : `${stem}is${ending}`,
				)
		})
		.join('')
}
