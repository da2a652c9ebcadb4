// A source that is only code (a cheat sheet of snippets, a config file) has no sentence the
// built-in engine can post: it would answer with a call to action and nothing above it. The
// check runs on the request thread before the engine, so it is plain line scanning, with no part
// of the engine's analysis (ADR 035).

// A line of code outside a fence (read once its HTML tags are gone: "<p>…</p>" is prose):
// statements, declarations, brackets, assignments and arrows. A prose list item may end on ";"
// ("- explicar os serviços de forma clara;"): only with code's own characters is that code.
// A line may open on "[" or "(" as prose does ("[00:01] Today…", "[a link](…)").
const CODE_LINE =
	/^\s*(?:[\]{})]|\/\/|#include|(?:const|let|var|function|import|export|def|class|return|public|private|static|if|for|while|switch|case|server|location|listen|root)\b)|^\s*[{}]|=>|\)\s*\{|^\s*[\w.$-]+\s*=\s*\S|^\s*"[\w-]+"\s*:/u
// A statement's end, and code's own characters before it: two linear tests, since one pattern
// ("[=(){}] then anything then ;") is tried again from every bracket of a long line.
const STATEMENT_END = /[;{}]\s*$/u
const CODE_CHARACTER = /[=(){}[\]]/u

function codeLine(text: string): boolean {
	if (CODE_LINE.test(text)) return true
	const end = STATEMENT_END.exec(text)
	return end !== null && CODE_CHARACTER.test(text.slice(0, end.index))
}
const FENCE = /^\s*(?:`{3,}|~{3,})/u
const WORD = /\p{L}{2,}/gu
/** Fewer words than this outside the code, and a source with code in it has no prose to post. */
const MIN_PROSE_WORDS = 4

/** True when the source holds code and next to no prose around it. */
export function isOnlyCode(source: string): boolean {
	let inFence = false
	let codeLines = 0
	let proseWords = 0
	const lines = source
		.replace(/^\uFEFF/u, '')
		.replace(/\r\n?/gu, '\n')
		.split('\n')
	// A front matter block is metadata, neither code nor prose.
	let start = 0
	if (/^(?:---|\+\+\+)\s*$/u.test(lines[0] ?? '')) {
		const end = lines.findIndex((line, i) => i > 0 && /^(?:---|\+\+\+|\.\.\.)\s*$/u.test(line))
		if (end > 0) start = end + 1
	}
	for (const line of lines.slice(start)) {
		if (FENCE.test(line)) {
			inFence = !inFence
			codeLines++
			continue
		}
		// "<[^<>]*>": a tag ends before the next "<", so a run of "<" is read once, not once each.
		const text = line.includes('<') ? line.replace(/<[^<>]*>/gu, ' ') : line
		if (inFence || /^(?: {4}|\t)\S/u.test(line) || codeLine(text)) {
			if (line.trim() !== '') codeLines++
			continue
		}
		const prose = text.replace(/`[^`]*`/gu, ' ').replace(/https?:\/\/\S+/gu, ' ')
		proseWords += prose.match(WORD)?.length ?? 0
		// Enough prose found: no need to read the rest of a long text.
		if (proseWords >= MIN_PROSE_WORDS) return false
	}
	return codeLines > 0 && proseWords < MIN_PROSE_WORDS
}

/** The source has no prose to write posts from (the built-in engine only; an AI engine copes). */
export class SourceWithoutProseError extends Error {
	constructor() {
		super('the source holds only code')
		this.name = 'SourceWithoutProseError'
	}
}
