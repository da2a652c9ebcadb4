// A brand voice learned from a few of the user's own past posts. The learning itself (lengths,
// emoji and hashtag habits, person, formality, openers, sign-offs) is a pure function so both
// engines, the voices page and the tests share it; no Node imports, so it can run anywhere.

/** What the engines read from a set of sample posts. Every field is a habit seen in them. */
export type LearnedVoice = {
	/** how many samples it was learned from */
	sampleCount: number
	/** median characters per sample */
	medianLength: number
	/** median words per sentence */
	wordsPerSentence: number
	/** share of samples with at least one emoji, 0..1 */
	emojiRate: number
	/** the emoji they use, most frequent first (at most 5) */
	emoji: string[]
	/** median hashtags per sample */
	hashtagsPerPost: number
	/** their hashtags as written, most frequent first (at most 10) */
	hashtags: string[]
	person: 'first-singular' | 'first-plural' | 'second' | 'neutral'
	formality: 'formal' | 'informal'
	/** share of sentences ending in "!", 0..1 */
	exclamationRate: number
	/** contractions per 100 words (don't, it's, we're; pra, tá) */
	contractionRate: number
	/** first words that open two or more samples ("Quick tip:", "Hot take:") */
	openers: string[]
	/** a closing line used by two or more samples ("— Ana", "Happy baking!") */
	signOff: string | null
}

export const MAX_VOICE_SAMPLES = 10
export const MAX_VOICE_SAMPLE_CHARS = 3000

// ---- Learning (pure: the voices page also runs it in the browser for a live preview) ----

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u
// Text-style symbols that are pictographic in Unicode but read as punctuation in a post.
const NOT_EMOJI = new Set(['©', '®', '™', '‼', '↔', '↩', '↪', '▶', '◀'])
const HASHTAG = /(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu
const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/giu
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu

// Pronouns by person, English, Spanish and Portuguese together: the words shared between
// languages ("me", "te", "nos", "tu") mean the same person in each, so no language guess is needed.
const PRONOUNS: Record<Exclude<LearnedVoice['person'], 'neutral'>, ReadonlySet<string>> = {
	'first-singular': new Set(
		'i me my mine myself i’m i’ve i’ll i’d yo mi mis mío mía conmigo eu meu minha meus minhas mim comigo'.split(
			' ',
		),
	),
	'first-plural': new Set(
		'we us our ours ourselves we’re we’ve we’ll we’d nosotros nosotras nuestro nuestra nuestros nuestras nos nós nosso nossa nossos nossas conosco'.split(
			' ',
		),
	),
	second: new Set(
		'you your yours yourself yourselves you’re you’ve you’ll you’d y’all tú tu tus te ti contigo usted ustedes vosotros vosotras vuestro vuestra você vocês teu tua teus tuas cê vc'.split(
			' ',
		),
	),
}

// Spoken short forms that are not apostrophe contractions (Portuguese and Spanish).
const SHORT_FORMS = new Set(
	'pra pras pro pros tá tô tava né cê vc pa pal pá q xq tb tmb'.split(' '),
)
const SLANG = new Set(
	'gonna wanna gotta kinda sorta lol lmao omg btw tbh ngl yeah yep nope yay awesome hey y’all dude jaja jajaja jeje guay mola chido porfa finde tío bro xd kkk kkkk rs blz galera massa mano valeu oi'.split(
		' ',
	),
)
// Words too plain to count as someone's recurring opener on their own.
const PLAIN_OPENERS = new Set(
	'a an the i we you it this that my our so and but el la los las un una yo mi es en o os as um uma eu meu é e'.split(
		' ',
	),
)

function median(values: number[]): number {
	if (values.length === 0) return 0
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

function emojiIn(text: string): string[] {
	const found: string[] = []
	for (const { segment } of graphemes.segment(text)) {
		if (EMOJI.test(segment) && !NOT_EMOJI.has(segment.replace(/\uFE0F/g, ''))) found.push(segment)
	}
	return found
}

function hashtagsIn(text: string): string[] {
	return [...text.matchAll(HASHTAG)].map((match) => `#${match[1]}`)
}

function wordsIn(text: string): string[] {
	const plain = text.replace(URL_PATTERN, ' ').replace(HASHTAG, ' ').replace(/'/g, '’')
	return plain.match(WORD) ?? []
}

function sentencesIn(text: string): string[] {
	return text
		.replace(URL_PATTERN, ' ')
		.split(/(?<=[.!?…])\s+|\n+/u)
		.map((sentence) => sentence.trim())
		.filter((sentence) => wordsIn(sentence).length > 0)
}

/** Items seen in two or more samples, most frequent first; each kept as first written. */
function recurring(perSample: string[][], minSamples = 2): Array<{ text: string; count: number }> {
	const counts = new Map<string, { text: string; count: number; first: number }>()
	perSample.forEach((items) => {
		for (const item of new Set(items.map((each) => each.toLocaleLowerCase()))) {
			const original = items.find((each) => each.toLocaleLowerCase() === item)!
			const entry = counts.get(item)
			if (entry) entry.count += 1
			else counts.set(item, { text: original, count: 1, first: counts.size })
		}
	})
	return [...counts.values()]
		.filter((entry) => entry.count >= minSamples)
		.sort((a, b) => b.count - a.count || a.first - b.first)
		.map(({ text, count }) => ({ text, count }))
}

function byFrequency(items: string[], limit: number): string[] {
	const counts = new Map<string, { text: string; count: number; first: number }>()
	for (const item of items) {
		const key = item.toLocaleLowerCase()
		const entry = counts.get(key)
		if (entry) entry.count += 1
		else counts.set(key, { text: item, count: 1, first: counts.size })
	}
	return [...counts.values()]
		.sort((a, b) => b.count - a.count || a.first - b.first)
		.slice(0, limit)
		.map((entry) => entry.text)
}

/** The ways a sample opens: a "Label:" and its first one, two and three words. */
function openingsOf(sample: string): string[] {
	const firstLine = sample.split('\n')[0]!.replace(/^[^\p{L}\p{N}]+/u, '')
	const label = /^((?:[\p{L}\p{N}’'-]+\s){0,3}[\p{L}\p{N}’'-]+):(?:\s|$)/u.exec(firstLine)
	const words = (firstLine.match(/^(?:[\p{L}\p{N}’'-]+[ ,]?\s*){1,3}/u)?.[0] ?? '')
		.split(/[\s,]+/)
		.filter(Boolean)
	const openings = words.map((_, index) => words.slice(0, index + 1).join(' '))
	if (openings[0] && PLAIN_OPENERS.has(openings[0].toLocaleLowerCase())) openings.shift()
	return label ? [`${label[1]}:`, ...openings] : openings
}

function learnOpeners(samples: string[]): string[] {
	const shared = recurring(samples.map(openingsOf))
	// "Quick tip:" beats "Quick tip" and "Quick" when they open the same samples.
	const kept: typeof shared = []
	for (const candidate of [...shared].sort(
		(a, b) => b.count - a.count || b.text.length - a.text.length,
	)) {
		const covered = kept.some(
			(longer) =>
				longer.count >= candidate.count &&
				longer.text.toLocaleLowerCase().startsWith(candidate.text.toLocaleLowerCase()),
		)
		if (!covered) kept.push(candidate)
	}
	return kept.slice(0, 3).map((entry) => entry.text)
}

/** The last line of a sample, above a line of hashtags only; none for a one-line sample. */
function closingLineOf(sample: string): string | null {
	const lines = sample
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
	while (lines.length > 1 && lines.at(-1)!.replace(HASHTAG, '').trim() === '') lines.pop()
	return lines.length > 1 ? lines.at(-1)!.replace(/\s+/g, ' ') : null
}

function learnPerson(words: string[]): LearnedVoice['person'] {
	const counts = Object.entries(PRONOUNS).map(([person, set]) => ({
		person: person as LearnedVoice['person'],
		count: words.filter((word) => set.has(word.toLocaleLowerCase())).length,
	}))
	const best = counts.sort((a, b) => b.count - a.count)[0]!
	return best.count >= 2 ? best.person : 'neutral'
}

// "’s" is a contraction only after these ("it’s", "let’s"); after a name it is a possessive.
const S_CONTRACTS = new Set('it that there what here who let he she where how'.split(' '))

function isContraction(word: string): boolean {
	const lower = word.toLocaleLowerCase()
	if (SHORT_FORMS.has(lower)) return true
	const match = /^(\p{L}+)’(t|re|ve|ll|d|m|s)$/u.exec(lower)
	if (!match) return false
	return match[2] !== 's' || S_CONTRACTS.has(match[1]!)
}

/**
 * What a few of the user's own past posts say about how they write: length, emoji and hashtag
 * habits, person, formality, exclamations, contractions, recurring openers and sign-off.
 * English, Spanish and Portuguese samples (or a mix) are read alike.
 */
export function learnVoiceFromSamples(samples: string[]): LearnedVoice {
	const posts = samples
		.map((sample) => sample.replace(/\r\n?/g, '\n').trim())
		.filter(Boolean)
		.slice(0, MAX_VOICE_SAMPLES)
		.map((sample) => sample.slice(0, MAX_VOICE_SAMPLE_CHARS))
	const words = posts.flatMap(wordsIn)
	const sentences = posts.flatMap(sentencesIn)
	const emojiPerPost = posts.map(emojiIn)
	const hashtagsPerPost = posts.map(hashtagsIn)
	const exclamations = sentences.filter((sentence) =>
		/!\s*\p{Extended_Pictographic}*\s*$/u.test(sentence),
	)
	const contractions = words.filter(isContraction).length
	const slang = words.filter((word) => SLANG.has(word.toLocaleLowerCase())).length
	const per100 = (count: number) => (words.length ? (count / words.length) * 100 : 0)

	const emojiRate = posts.length
		? emojiPerPost.filter((found) => found.length > 0).length / posts.length
		: 0
	const exclamationRate = sentences.length ? exclamations.length / sentences.length : 0
	const contractionRate = per100(contractions)
	// Casual writing shows in several habits at once; one alone (a formal brand with a 🚀) is not enough.
	const casualSignals = [
		contractionRate >= 1.5,
		slang >= 1,
		exclamationRate >= 0.2,
		emojiRate >= 0.5,
	].filter(Boolean).length
	const signOffs = recurring(posts.map((post) => [closingLineOf(post) ?? ''].filter(Boolean)))

	return {
		sampleCount: posts.length,
		medianLength: Math.round(median(posts.map((post) => countGraphemesPlain(post)))),
		wordsPerSentence: round(median(sentences.map((sentence) => wordsIn(sentence).length)), 1),
		emojiRate: round(emojiRate),
		emoji: byFrequency(emojiPerPost.flat(), 5),
		hashtagsPerPost: median(hashtagsPerPost.map((tags) => tags.length)),
		hashtags: byFrequency(hashtagsPerPost.flat(), 10),
		person: learnPerson(words),
		formality: casualSignals >= 2 ? 'informal' : 'formal',
		exclamationRate: round(exclamationRate),
		contractionRate: round(contractionRate, 1),
		openers: learnOpeners(posts),
		signOff: signOffs[0]?.text ?? null,
	}
}

function countGraphemesPlain(text: string): number {
	let count = 0
	for (const _ of graphemes.segment(text)) count++
	return count
}

/** The samples typed into one textarea: posts separated by a line holding only `---`. */
export function splitVoiceSamples(text: string): string[] {
	return text
		.replace(/\r\n?/g, '\n')
		.split(/^[ \t]*-{3,}[ \t]*$/m)
		.map((sample) => sample.trim())
		.filter(Boolean)
}

/** The separator line written between samples when they are shown in one textarea again. */
export const VOICE_SAMPLE_SEPARATOR = '\n---\n'
