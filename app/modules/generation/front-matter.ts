// Front matter: the YAML (`---`) or TOML (`+++`) block a static site generator keeps at the top
// of a Markdown post. Most of it is site metadata (layout, date, tags), but its title and
// description are the author's own words: the post's name and its one-line summary.

export type FrontMatter = {
	title: string | null
	description: string | null
	/** the document after the block */
	body: string
	/** the author's own tags and categories ("finanzas personales", "ahorro"), as written */
	tags: string[]
}

const OPENING = /^(---|\+\+\+)[ \t]*\n/u

/**
 * Splits a leading front matter block from a document. An unclosed block is left alone, since
 * then the `---` is probably a horizontal rule.
 */
export function splitFrontMatter(text: string): FrontMatter {
	// A blank line pasted above the block ("\n---\ntitle: …") does not make it a rule.
	const normalized = text
		.replace(/^\uFEFF/u, '')
		.replace(/\r\n?/gu, '\n')
		.replace(/^(?:[ \t]*\n)+(?=(?:---|\+\+\+)[ \t]*\n)/u, '')
	const nikola = nikolaMetadata(normalized)
	if (nikola) return nikola
	const opening = OPENING.exec(normalized)
	if (!opening) return metadataLines(normalized)
	const fence = opening[1]
	const closing = fence === '---' ? /^(?:---|\.\.\.)[ \t]*$/mu : /^\+\+\+[ \t]*$/mu
	const rest = normalized.slice(opening[0].length)
	const end = closing.exec(rest)
	if (!end) return { title: null, description: null, body: normalized, tags: [] }
	const block = rest.slice(0, end.index)
	// Metadata opens with a key ("title: …", "layout = …"); prose between two rules does not.
	if (!/^\s*$|^[\w.-]+\s*[:=]/u.test(block.trimStart().split('\n')[0] ?? ''))
		return { title: null, description: null, body: normalized, tags: [] }
	return {
		title: fieldOf(block, 'title'),
		description: summaryOf(block),
		body: rest.slice(end.index + end[0].length).replace(/^\s*\n/u, ''),
		tags: tagsOf(block),
	}
}

// Nikola keeps its metadata in an HTML comment, one ".. key: value" line each:
// "<!--\n.. title: Alias & Pretty URL con Nginx\n.. slug: …\n-->".
const NIKOLA_BLOCK = /^<!--[ \t]*\n((?:\.\.[ \t]+[\w-]+:[^\n]*\n)+)[ \t]*-->[ \t]*(?:\n|$)/u

function nikolaMetadata(text: string): FrontMatter | null {
	const block = NIKOLA_BLOCK.exec(text)
	if (!block?.[1]) return null
	const fields = block[1].replace(/^\.\.[ \t]+/gmu, '')
	return {
		title: fieldOf(fields, 'title'),
		description: fieldOf(fields, 'description'),
		body: text.slice(block[0].length).replace(/^\s*\n/u, ''),
		tags: tagsOf(fields),
	}
}

// "Title: This Week in Rust 100" / "Number: 100" / "Date: 2015-10-12": the metadata lines
// Pelican and MultiMarkdown keep at the top of a post, with no fence around them.
// A PEP's header has hyphenated keys ("PEP-Delegate:", "Post-History:") and values that go on
// over indented lines.
const METADATA_LINE = /^[A-Z][A-Za-z -]{0,20}:[ \t]*\S[^\n]*$/u
const METADATA_CONTINUATION = /^[ \t]+\S/u

function metadataLines(text: string): FrontMatter {
	const lines = text.split('\n')
	let count = 0
	while (
		count < lines.length &&
		(METADATA_LINE.test(lines[count] ?? '') ||
			(count > 0 && METADATA_CONTINUATION.test(lines[count] ?? '')))
	)
		count++
	const block = lines.slice(0, count).join('\n')
	// A title and at least one more field, then a blank line: a lone "Note: …" is prose.
	if (count < 2 || (lines[count] ?? '').trim() !== '' || !/^title:/imu.test(block))
		return { title: null, description: null, body: text, tags: [] }
	const lower = block.replace(/^([A-Za-z ]+):/gmu, (key: string) => key.toLowerCase())
	return {
		title: fieldOf(lower, 'title'),
		description: fieldOf(lower, 'summary') ?? fieldOf(lower, 'description'),
		body: lines
			.slice(count)
			.join('\n')
			.replace(/^\s*\n/u, ''),
		tags: tagsOf(lower),
	}
}

// The keys a site generator keeps its tags under, in the three languages.
const TAG_KEY =
	/^(?:tags|categories|category|keywords|topics|categor[ií]as|etiquetas)\s*[:=]\s*(.*)$/iu
const MAX_TAGS = 8

/**
 * The author's tags: "tags: [a, "b"]", "tags = ['a']", "tags: a, b", or a block of "- a" lines
 * under the key. Values with a template or a path in them are no tags.
 */
function tagsOf(block: string): string[] {
	const tags: string[] = []
	const lines = block.split('\n')
	for (let i = 0; i < lines.length && tags.length < MAX_TAGS; i++) {
		const key = TAG_KEY.exec(lines[i] ?? '')
		if (!key) continue
		// A comment after the value ("[a, b] # personal finance") is not a tag.
		const inline = (key[1] ?? '').replace(/\s+#.*$/u, '').trim()
		const values: string[] = []
		// "tags: "budgeting, frugal living"": one quoted string of tags.
		if (inline)
			values.push(
				...unquoted(inline)
					.replace(/^\[|\]$/gu, '')
					.split(','),
			)
		else
			for (let j = i + 1; j < lines.length; j++) {
				const item = /^\s*-\s+(.+)$/u.exec(lines[j] ?? '')
				if (!item?.[1]) break
				values.push(item[1])
			}
		// "keywords: [winter menu near heathrow]": a search phrase of three words or more is what a
		// page is found by, not a tag anyone follows (an author's tags and categories stay whole).
		const searchKeywords = /^keywords/iu.test((lines[i] ?? '').trim())
		for (const value of values) {
			const tag = unquoted(value.trim())
			if (searchKeywords && contentWordCount(tag) >= 3) continue
			// A list of objects ("- name: budgeting"), a template, a path or a YAML null is no tag.
			if (
				tag &&
				tag.length <= 40 &&
				/\p{L}/u.test(tag) &&
				!/[{}<>/\\|:]/u.test(tag) &&
				!/^(?:null|true|false|~|yes|no)$/iu.test(tag)
			)
				if (tags.length < MAX_TAGS) tags.push(tag)
		}
	}
	return tags
}

/**
 * "Winter Menu Near Heathrow | Seasonal Food at The Anchor": a search title, the page's name and
 * then the site's or a tagline after a bar. The post's name is the first part.
 */
function pageTitle(title: string): string {
	const first = title.split(SEARCH_TITLE_BAR)[0]?.trim() ?? ''
	return /\p{L}/u.test(first) ? first : title
}
const SEARCH_TITLE_BAR = /\s+[|·•]\s+/u

// The small words inside a phrase ("pintxos y aperitivos", "dia de la madre").
const JOINER =
	/^(?:and|&|of|the|for|in|on|near|y|e|o|ou|or|de|del|la|el|los|las|da|do|das|dos|a|para|en|em|com|con|perto|cerca)$/iu

function contentWordCount(phrase: string): number {
	return phrase.split(/[\s-]+/u).filter((word) => word && !JOINER.test(word)).length
}

function unquoted(value: string): string {
	return value.replace(/^(["'])(.*)\1$/u, '$2').trim()
}

/**
 * The author's one-line summary: "description" for most generators, "summary" for Hugo, "excerpt"
 * for Jekyll and many Next.js or Astro blogs ("How we redesigned a local gym's website to…").
 */
function summaryOf(block: string): string | null {
	return fieldOf(block, 'description') ?? fieldOf(block, 'summary') ?? fieldOf(block, 'excerpt')
}

/** A top-level string field, `key: value` (YAML, also folded or quoted over lines) or `key = "value"` (TOML). */
function fieldOf(block: string, key: string): string | null {
	const lines = block.split('\n')
	const start = lines.findIndex((line) => new RegExp(`^${key}\\s*[:=]`, 'u').test(line))
	if (start === -1) return null
	const first = (lines[start] ?? '').replace(new RegExp(`^${key}\\s*[:=]\\s*`, 'u'), '')
	// A value goes on over the indented lines below it ("description:\n  'Tem dúvidas…").
	const continued: string[] = []
	for (const line of lines.slice(start + 1)) {
		if (!/^\s+\S/u.test(line)) break
		continued.push(line.trim())
	}
	const raw = [/^[>|][+-]?$/u.test(first.trim()) ? '' : first, ...continued]
		.join(' ')
		.replace(/\s+/gu, ' ')
		.trim()
	const value = raw.replace(/^(["'])([\s\S]*)\1$/u, '$2').trim()
	// Lists, tables and template expressions are not prose.
	if (!value || /^[[{]/u.test(value) || !/\p{L}/u.test(value)) return null
	return value
}

/**
 * The document as its reader sees it: the front matter's title as the heading (unless the text
 * opens with one of its own) and its description as the first paragraph, in italics, then the
 * body.
 */
export function frontMatterAsProse(text: string): string {
	const { title, description, body } = splitFrontMatter(text)
	const heading = /^\s*#\s[^\n]*/u.exec(body)?.[0]
	// In italics, as a standfirst: the author's own summary, stressed like a thesis.
	const lede =
		description &&
		!excerptOf(description, body) &&
		!SAYS_WHAT_IT_IS.test(description) &&
		!TEASER.test(description)
			? /[*_]/u.test(description)
				? description
				: `*${description}*`
			: null
	// A search title ("Winter Menu Near Heathrow | Seasonal Food at The Anchor") gives way to the
	// heading the body opens with, at any level; else its first part is the title.
	const searchTitle = title !== null && SEARCH_TITLE_BAR.test(title)
	const ownHeading = searchTitle && /^\s*#{1,6}\s+\S/u.test(body)
	const parts = heading
		? [heading.trim(), lede, body.slice(heading.length).replace(/^\s*\n/u, '')]
		: [title && !ownHeading ? `# ${searchTitle ? pageTitle(title) : title}` : null, lede, body]
	return parts.filter((part): part is string => Boolean(part)).join('\n\n')
}

// "Una breve descripción de configuración de Nginx", "A short post about…": the description says
// what kind of text this is, not what it says; as a post's line it reads like a label.
const SAYS_WHAT_IT_IS =
	/^(?:(?:a|an|una?|um|uma)\s+)?(?:(?:brief|short|quick|small|little|breve|pequeñ[oa]|pequen[oa]|r[aá]pid[oa]|curt[oa])\s+)?(?:description|overview|post|article|note|summary|write-?up|guide|tutorial|descripci[oó]n|art[ií]culo|nota|resumen|gu[ií]a|descri[cç][aã]o|artigo|resumo)(?:\s+(?:breve|corto|corta|r[aá]pid[oa]|curt[oa]))?\s+(?:of|about|on|de|del|da|do|sobre|acerca de)(?![\p{L}])/iu

// "Reviewing goals, accomplishments, and other noteworthy things from 2019", "A transparency
// report on Spliit's first year…", "Apenas um relato de como decidi…", "The early morning
// routine, the incredible community, and why the market…": a teaser for the piece, which says what
// it is about and not what it says; as a post's line it is a label with no sentence.
const TEASER =
	/^(?:\p{Lu}\p{Ll}+(?:ing|ando|iendo|endo|indo)(?![\p{L}])|(?:(?:just|only|apenas|solo|s[oó]lo)\s+)?(?:(?:a|an|un|una|um|uma)\s+)?(?:[\p{L}-]+\s+)?(?:report|account|story|look|recap|roundup|round-up|overview|reflection|relato|historia|hist[oó]ria|reflexi[oó]n|reflex[aã]o|repaso|recopilaci[oó]n)\s+(?:on|of|about|at|into|de|del|da|do|sobre)(?![\p{L}])|(?:the|a|an|el|la|los|las|o|os|as)\s[^.!?]*?,\s+(?:and|y|e)\s+(?:why|how|what|where|who|por qu[eé]|c[oó]mo|qu[eé]|porque|como|o que)(?![\p{L}]))/iu

/**
 * Many sites fill the description with the post's opening words, cut at a length ("…que nos
 * completa el có"): the body already says it, in full.
 */
function excerptOf(description: string, body: string): boolean {
	const letters = (text: string) =>
		text
			.toLowerCase()
			.replace(/<[^>]*>/gu, '')
			.replace(/[^\p{L}\p{N}]+/gu, '')
	const head = letters(description).slice(0, 60)
	return head.length > 0 && letters(body).includes(head)
}
