// Word segmentation without Intl.Segmenter for the text it is cheap to segment exactly (ADR 039).
//
// The engine splits every sentence into words with `Intl.Segmenter` (ICU's word rules, UAX #29),
// a few times per sentence: about a twelfth of a generation. For a text made only of the
// characters below, those rules come down to a handful, implemented here; any other character
// (an emoji, a combining mark, a soft hyphen, an underscore, a CJK or Hebrew letter, a digit that
// is not 0-9…) makes `wordSegments` answer null, and the caller segments with Intl as before.
//
// The classes (UAX #29's Word_Break property, as ICU's root word rules use it for en, es, pt):
// - letter (ALetter): A-Z, a-z, and U+00C0-U+024F except × and ÷ (Latin-1 and Latin Extended-A
//   and -B, all letters), ª, µ, º;
// - digit (Numeric): 0-9;
// - MidNumLet (with Single_Quote): . ' ‘ ’; MidLetter: : ·; MidNum: , ;
// - WSegSpace: the space; CR and LF;
// - everything else listed in OTHER: plain punctuation and symbols, a word break on both sides.
// The rules that apply to them: CR × LF; a break after CR or LF and before them; space × space;
// letters and digits join each other (WB5, WB8-10); a letter, a MidLetter or MidNumLet and a
// letter join (WB6-7); a digit, a MidNum or MidNumLet and a digit join (WB11-12); a break
// anywhere else. A segment is word-like when it holds a letter or a digit.
//
// word-segments.test.ts compares this with Intl.Segmenter on random strings of these characters
// and on the corpus fixtures, in the three languages: a Node whose ICU segments differently fails
// there, not in a post.

export type WordSegment = { segment: string; isWordLike: boolean }

const LETTER = 1
const DIGIT = 2
const MID_NUM_LET = 3
const MID_LETTER = 4
const MID_NUM = 5
const SPACE = 6
const CR = 7
const LF = 8
const OTHER = 9

const OTHER_CHARACTERS = '!"#$%&()*+-/<=>?@[\\]^`{|}~\t¡¿«»§¶°–—“”…•′″€£¥¢'

/** The class of each character below U+0250 (0: not handled here). */
const CLASS_BELOW_0250 = (() => {
	const table = new Uint8Array(0x250)
	for (let c = 0x41; c <= 0x5a; c++) table[c] = LETTER
	for (let c = 0x61; c <= 0x7a; c++) table[c] = LETTER
	for (let c = 0xc0; c < 0x250; c++) table[c] = LETTER
	table[0xd7] = 0
	table[0xf7] = 0
	table[0xaa] = LETTER
	table[0xb5] = LETTER
	table[0xba] = LETTER
	for (let c = 0x30; c <= 0x39; c++) table[c] = DIGIT
	for (const c of [0x2e, 0x27]) table[c] = MID_NUM_LET
	for (const c of [0x3a, 0xb7]) table[c] = MID_LETTER
	for (const c of [0x2c, 0x3b]) table[c] = MID_NUM
	table[0x20] = SPACE
	table[0x0d] = CR
	table[0x0a] = LF
	for (const char of OTHER_CHARACTERS) {
		const c = char.charCodeAt(0)
		if (c < 0x250) table[c] = OTHER
	}
	return table
})()

const CLASS_ABOVE = new Map<number, number>([
	[0x2018, MID_NUM_LET],
	[0x2019, MID_NUM_LET],
	...[...OTHER_CHARACTERS]
		.map((char) => char.charCodeAt(0))
		.filter((c) => c >= 0x250)
		.map((c): [number, number] => [c, OTHER]),
])

// The classes of the text being segmented, reused from call to call (grown when needed).
let classes = new Uint8Array(1024)

/**
 * The text's segments as `Intl.Segmenter(language, { granularity: 'word' })` gives them (for
 * English, Spanish and Portuguese), or null when the text holds a character this does not handle.
 */
export function wordSegments(text: string): WordSegment[] | null {
	const length = text.length
	if (classes.length < length + 1)
		classes = new Uint8Array(Math.max(length + 1, classes.length * 2))
	const k = classes
	for (let i = 0; i < length; i++) {
		const c = text.charCodeAt(i)
		const type = c < 0x250 ? (CLASS_BELOW_0250[c] ?? 0) : (CLASS_ABOVE.get(c) ?? 0)
		if (type === 0) return null
		k[i] = type
	}
	k[length] = 0
	const segments: WordSegment[] = []
	let start = 0
	let wordLike = false
	for (let i = 0; i < length; i++) {
		const current = k[i] ?? 0
		if (i > start) {
			const previous = k[i - 1] ?? 0
			let join = false
			if (previous === CR) join = current === LF
			else if (previous === LF || current === CR || current === LF) join = false
			else if (previous === SPACE) join = current === SPACE
			else if (previous === LETTER || previous === DIGIT) {
				if (current === LETTER || current === DIGIT) join = true
				else if (previous === LETTER && (current === MID_LETTER || current === MID_NUM_LET))
					join = k[i + 1] === LETTER
				else if (previous === DIGIT && (current === MID_NUM || current === MID_NUM_LET))
					join = k[i + 1] === DIGIT
			} else if (previous === MID_LETTER || previous === MID_NUM_LET || previous === MID_NUM) {
				// The middle character joined the one before it only if the one after joins too, so
				// here it is inside the segment: its segment started before it.
				if (i - 1 > start) {
					const before = k[i - 2] ?? 0
					if (current === LETTER && previous !== MID_NUM) join = before === LETTER
					else if (current === DIGIT && previous !== MID_LETTER) join = before === DIGIT
				}
			}
			if (!join) {
				segments.push({ segment: text.slice(start, i), isWordLike: wordLike })
				start = i
				wordLike = false
			}
		}
		if (current === LETTER || current === DIGIT) wordLike = true
	}
	if (length > start) segments.push({ segment: text.slice(start), isWordLike: wordLike })
	return segments
}
