// Subtitle files (SubRip .srt, WebVTT) pasted or uploaded as a source: cue numbers and timings
// are not what was said, and a sentence runs across several cues. They become plain paragraphs
// of what was said, so the rest of the engine reads a talk as it reads a transcript.

const CUE_TIMING =
	/^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?\s*-->\s*(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?(?:\s.*)?$/u

/** Words a paragraph of converted speech runs to before it breaks at the next sentence end. */
const PARAGRAPH_WORDS = 60

function cueLine(line: string): string {
	return (
		line
			// "<i>…</i>", "<v Roger>", "{\an8}": styling and voice tags
			.replace(/<[^>]*>|\{\\[^}]*\}/gu, '')
			// "- Yes." a dash that marks a change of speaker
			.replace(/^\s*[-–—]\s+/u, '')
			// "[Intro]", "[Music]", "(applause)": a captioner's note on a line of its own
			.replace(/^\s*[[(][^()[\]\n]{1,40}[\])]\s*$/u, '')
			.trim()
	)
}

/** The text a subtitle file speaks, as paragraphs; null when `source` is not a subtitle file. */
export function subtitlesToProse(source: string): string | null {
	const lines = source
		.replace(/^\uFEFF/u, '')
		.replace(/\r\n?/gu, '\n')
		.split('\n')
	if (lines.filter((line) => CUE_TIMING.test(line)).length < 2) return null

	const cues: string[] = []
	let current: string[] = []
	let inHeader = false
	const flush = () => {
		const text = current.join(' ').replace(/\s+/gu, ' ').trim()
		if (text) cues.push(text)
		current = []
	}
	lines.forEach((line, i) => {
		if (CUE_TIMING.test(line)) {
			flush()
			inHeader = false
			return
		}
		if (line.trim() === '') {
			flush()
			inHeader = false
			return
		}
		// WebVTT's header and its NOTE and STYLE blocks run to the next blank line.
		if (/^(?:WEBVTT|NOTE|STYLE|REGION)\b/u.test(line.trim()) && current.length === 0) {
			inHeader = true
			return
		}
		if (inHeader) return
		// A cue's number or id sits on the line right above its timing.
		if (CUE_TIMING.test(lines[i + 1] ?? '')) return
		const text = cueLine(line)
		if (text) current.push(text)
	})
	flush()

	// Cues rarely carry full stops: a cue that opens with a capital after one that ends without
	// punctuation starts a new sentence ("…on the comment section of YouTube" / "And I was…").
	// "I" opens sentences and continues them alike, so it is left as it is.
	// "…was rising in 18th century" / "Europe and despite…": a word the talk capitalises after a
	// lower-case word elsewhere ("beyond Europe") is a name, which goes on a sentence as often as
	// it opens one; a cue that opens on it does not start a new sentence.
	const names = new Set<string>()
	// Within a cue only: where two cues meet, a capital may well open the next sentence.
	for (const cue of cues)
		for (const match of cue.matchAll(/(?<=\p{Ll}[,;]?\s)(\p{Lu}\p{L}*(?:['’-]\p{L}+)*)/gu))
			if (match[1]) names.add(match[1])
	let prose = ''
	for (const cue of cues) {
		const first = /^\p{L}+(?:['’-]\p{L}+)*/u.exec(cue)?.[0] ?? ''
		const startsSentence = /^(?!I\b)[\p{Lu}¿¡"“]/u.test(cue) && !names.has(first)
		if (prose && startsSentence && !/[.!?…:;"”]$/u.test(prose)) prose += '.'
		prose += prose ? ` ${cue}` : cue
	}
	// "…another way of thinking about it:" where the file stops: a sentence end, not ":.".
	if (prose && !/[.!?…"”]$/u.test(prose)) prose = `${prose.replace(/[,;:\s]+$/u, '')}.`

	const paragraphs: string[] = []
	let paragraph = ''
	for (const sentence of prose.match(/[^.!?…]+(?:[.!?…]+["”]?|$)\s*/gu) ?? []) {
		paragraph += sentence
		if (paragraph.split(/\s+/u).length >= PARAGRAPH_WORDS) {
			paragraphs.push(paragraph.trim())
			paragraph = ''
		}
	}
	if (paragraph.trim()) paragraphs.push(paragraph.trim())
	return paragraphs.join('\n\n')
}
