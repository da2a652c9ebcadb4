// Cleaning a source before it is read as Markdown: what a page's source, a pasted email or a
// site's editor leaves in the text that is no part of what the author says (ADR 058).
//
// - A page's HTML source (a .php or .html file pasted whole): its template tags, head, scripts
//   and navigation go; its block elements become Markdown blocks, and its indentation (tabs,
//   for most editors) is markup's, not a code block's.
// - HTML entities, named and numeric ("v&atilde;o", "&#233;", "&#x2014;").
// - A pasted email's header (From:, To:, Subject:…), mail-merge fields ("Dear $first,"), the
//   sign-off and signature, and a closing list of bare links.

// ---------------------------------------------------------------------------------------------
// HTML entities

// HTML's Latin-1 names, in code point order from U+00A0: "&nbsp;" … "&yuml;".
const LATIN_1_NAMES =
	'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(
		' ',
	)

// The markup's own characters, and the typographic set (quotes, dashes, spaces, symbols).
const OTHER_NAMES: Record<string, number> = {
	quot: 0x22,
	amp: 0x26,
	apos: 0x27,
	lt: 0x3c,
	gt: 0x3e,
	OElig: 0x152,
	oelig: 0x153,
	Scaron: 0x160,
	scaron: 0x161,
	Yuml: 0x178,
	fnof: 0x192,
	circ: 0x2c6,
	tilde: 0x2dc,
	ensp: 0x2002,
	emsp: 0x2003,
	thinsp: 0x2009,
	zwnj: 0x200c,
	zwj: 0x200d,
	lrm: 0x200e,
	rlm: 0x200f,
	ndash: 0x2013,
	mdash: 0x2014,
	lsquo: 0x2018,
	rsquo: 0x2019,
	sbquo: 0x201a,
	ldquo: 0x201c,
	rdquo: 0x201d,
	bdquo: 0x201e,
	dagger: 0x2020,
	Dagger: 0x2021,
	bull: 0x2022,
	hellip: 0x2026,
	permil: 0x2030,
	prime: 0x2032,
	Prime: 0x2033,
	lsaquo: 0x2039,
	rsaquo: 0x203a,
	oline: 0x203e,
	frasl: 0x2044,
	euro: 0x20ac,
	trade: 0x2122,
	larr: 0x2190,
	uarr: 0x2191,
	rarr: 0x2192,
	darr: 0x2193,
	harr: 0x2194,
	minus: 0x2212,
	hearts: 0x2665,
}

const NAMED_ENTITIES = new Map<string, string>([
	...LATIN_1_NAMES.map((name, i): [string, string] => [name, String.fromCodePoint(0xa0 + i)]),
	...Object.entries(OTHER_NAMES).map(([name, code]): [string, string] => [
		name,
		String.fromCodePoint(code),
	]),
])

const ENTITY = /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,7});/gu

/** The character an entity stands for, or null when it names none. */
function entityValue(body: string): string | null {
	if (!body.startsWith('#')) return NAMED_ENTITIES.get(body) ?? null
	const code =
		body[1] === 'x' || body[1] === 'X'
			? Number.parseInt(body.slice(2), 16)
			: Number.parseInt(body.slice(1), 10)
	// No NUL, no surrogate halves, nothing past Unicode.
	if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
		return null
	return String.fromCodePoint(code)
}

/**
 * "v&atilde;o" → "vão", "&#8220;" → "“", "&nbsp;" → a space. With `keepMarkup`, the entities
 * for "<", ">" and "&" are left for a later step (a "&lt;p&gt;" written in the text is a tag
 * named, not one to remove).
 */
export function decodeHtmlEntities(text: string, keepMarkup = false): string {
	if (!text.includes('&')) return text
	return text.replace(ENTITY, (whole, body: string) => {
		const value = entityValue(body)
		if (value === null) return whole
		if (keepMarkup && (value === '<' || value === '>' || value === '&')) return whole
		// A no-break space reads as a space.
		return value === '\u00a0' ? ' ' : value
	})
}

// ---------------------------------------------------------------------------------------------
// A page's HTML source

// A line that opens with a tag, a closing tag, a comment, a doctype or a template tag.
const TAG_LINE = /^\s*<(?:[a-zA-Z][\w-]*[\s>/]|\/[a-zA-Z]|!|\?)/u
const BLOCK_TAG = /<(?:p|div|h[1-6]|section|article|main|body|ul|ol|li|table|br)\b/iu

/**
 * A page's source rather than a text with some HTML in it: it opens with a doctype, an <html>
 * tag or a PHP block, or it opens with a tag, half its lines (five or more) open with one and it
 * has block elements.
 */
export function isPageSource(text: string): boolean {
	if (/^\s*(?:<\?(?:php|=)|<!doctype\s+html|<html[\s>])/iu.test(text)) return true
	if (!BLOCK_TAG.test(text)) return false
	// A page's body opens with its markup; a Markdown post that ends on an embed does not.
	const first = /^\s*(\S[^\n]*)/u.exec(text)?.[1] ?? ''
	if (!TAG_LINE.test(first)) return false
	let lines = 0
	let tagged = 0
	for (const line of text.split('\n')) {
		if (line.trim() === '') continue
		lines++
		if (TAG_LINE.test(line)) tagged++
	}
	return tagged >= 5 && tagged * 2 >= lines
}

// Elements whose content is never the text: the page's head, code, navigation and furniture.
const NOT_CONTENT_OPEN =
	/<(head|script|style|noscript|svg|nav|footer|iframe|template|form|select|button|pre)\b[^<>]*>/giu
const HEADING_OPEN = /<(h[1-6])\b[^<>]*>/giu

/**
 * Each element an opening tag of `open` starts, up to its closing tag, replaced. The closing tag is
 * searched for, once per opening tag; an element never closed is left (so no pattern scans to the
 * end of the text once per opening tag, ADR 037).
 */
function replaceElements(
	text: string,
	open: RegExp,
	replace: (name: string, inner: string) => string,
): string {
	const lower = text.toLowerCase()
	const unclosed = new Set<string>()
	let out = ''
	let from = 0
	for (const match of text.matchAll(open)) {
		const name = (match[1] ?? '').toLowerCase()
		if (match.index < from || unclosed.has(name)) continue
		const start = match.index + match[0].length
		const close = lower.indexOf(`</${name}`, start)
		const end = close === -1 ? -1 : lower.indexOf('>', close)
		if (end === -1) {
			unclosed.add(name)
			continue
		}
		out += text.slice(from, match.index) + replace(name, text.slice(start, close))
		from = end + 1
	}
	return out + text.slice(from)
}

const BLOCK_BOUNDARY =
	/<\/?(?:p|div|section|article|main|aside|header|body|html|blockquote|table|thead|tbody|tr|ul|ol|dl|dt|dd|figure|hr|center)\b[^>]*>/giu

/**
 * The page's source as Markdown: template tags and the page's furniture removed, headings as
 * "#" headings, paragraphs and line breaks as blank lines and new lines, list items as "- " items,
 * and no line indented (inline tags such as <a> and <strong> are left for the inline cleaning).
 */
export function pageSourceAsMarkdown(text: string): string {
	if (!text.includes('<') || !isPageSource(text)) return text
	const bare = replaceElements(
		withoutSpans(withoutTemplateTags(text), '<!--', '-->').replace(/<!doctype[^<>]*>/giu, ''),
		NOT_CONTENT_OPEN,
		() => '\n\n',
	)
	const out = replaceElements(
		bare,
		HEADING_OPEN,
		(name, inner) =>
			`\n\n${'#'.repeat(Number(name.slice(1)))} ${inner
				.replace(/<[^<>]*>/gu, ' ')
				.replace(/\s+/gu, ' ')
				.trim()}\n\n`,
	)
		.replace(/<img\b[^>]*>/giu, ' ')
		.replace(/<li\b[^>]*>/giu, '\n- ')
		.replace(/<\/li\s*>/giu, '\n')
		.replace(/<br\s*\/?>/giu, '\n')
		.replace(/<\/?t[dh]\b[^>]*>/giu, ' ')
		.replace(BLOCK_BOUNDARY, '\n\n')
	return out
		.split('\n')
		.map((line) => line.trim())
		.join('\n')
		.replace(/\n{3,}/gu, '\n\n')
		.trim()
}

const OPENS_WITH_TAG =
	/^\s*<\/?(?:p|div|section|article|main|aside|header|span|h[1-6]|ul|ol|li|table|blockquote|figure|center|font|b|strong|em|i|a|br|img)\b/iu

/**
 * A run of indented lines that opens with an HTML tag and holds a sentence of prose ("\t<p>No dia
 * 4 de junho, o CEPAC juntou…") is a page's markup, indented by its editor, and not a code
 * sample; its lines lose their indentation. (A sample's markup holds no sentence, or sits in a
 * fenced block.)
 */
export function indentedMarkupAsText(text: string): string {
	if (!/^(?: {4}|\t)[ \t]*<\/?[a-zA-Z]/mu.test(text)) return text
	const lines = text.split('\n')
	let fence: string | null = null
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i] ?? ''
		const fenceMark = /^\s{0,3}(`{3,}|~{3,})/u.exec(line)?.[1]
		if (fence) {
			if (line.trim().startsWith(fence)) fence = null
			continue
		}
		if (fenceMark) {
			fence = fenceMark
			continue
		}
		if (!/^(?: {4}|\t)/u.test(line) || !OPENS_WITH_TAG.test(line)) continue
		if (i > 0 && (lines[i - 1] ?? '').trim() !== '') continue
		let end = i
		while (
			end < lines.length &&
			(/^(?: {4}|\t)/u.test(lines[end] ?? '') || (lines[end] ?? '').trim() === '')
		)
			end++
		const run = lines.slice(i, end)
		const prose = run.some((each) => {
			const words = each.replace(/<[^>]*>/gu, ' ').trim()
			return /[.!?…]["”’)]?$/u.test(words) && (words.match(/\p{L}+/gu) ?? []).length >= 8
		})
		if (prose) for (let j = i; j < end; j++) lines[j] = (lines[j] ?? '').trim()
		i = end - 1
	}
	return lines.join('\n')
}

/** Every span from `open` to the next `close` replaced by a space; an unclosed one is left. */
function withoutSpans(text: string, open: string, close: string): string {
	let out = ''
	let from = 0
	for (let at = text.indexOf(open); at !== -1; at = text.indexOf(open, from)) {
		const end = text.indexOf(close, at + open.length)
		if (end === -1) break
		out += `${text.slice(from, at)} `
		from = end + close.length
	}
	return out + text.slice(from)
}

/**
 * "<?php include 'includes/head.php';?>", "{{ page.title }}", "{% block content %}", "<% end %>":
 * a template's code, which the reader of the page never sees.
 */
export function withoutTemplateTags(text: string): string {
	let out = text
	if (out.includes('<?')) out = out.replace(/<\?(?:php\b|=)[\s\S]*?(?:\?>|$)/giu, ' ')
	if (out.includes('<%')) out = withoutSpans(out, '<%', '%>')
	if (out.includes('{%')) out = out.replace(/\{%[\s\S]{0,400}?%\}/gu, ' ')
	if (out.includes('{{')) out = out.replace(/\{\{[^{}]{0,200}\}\}/gu, ' ')
	return out
}

// ---------------------------------------------------------------------------------------------
// A pasted email

// "From: …", "Reply-To: …", "Subject: …", "To: …", in the three languages.
const HEADER_LINE =
	/^(from|to|cc|bcc|reply-to|sender|date|sent|subject|de|para|cc|cco|responder a|fecha|enviado|asunto|data|assunto|remetente|destinat[aá]rio)\s*:[ \t]*(.*)$/iu
const SUBJECT_KEY = /^(?:subject|asunto|assunto)$/iu
const ADDRESS_KEY = /^(?:from|to|reply-to|sender|de|para|remetente|destinat[aá]rio)$/iu

// "---------- Forwarded message ---------", "-----Original Message-----", "Begin forwarded
// message:": the line above a forwarded email's header.
const FORWARD_LINE =
	/^\W*(?:forwarded message|original message|begin forwarded message|mensaje reenviado|mensaje original|mensagem encaminhada|mensagem original)\W*$/iu

/**
 * An email's header is no content: two header lines or more, one of them a sender or a recipient,
 * at the top of the text, after a forwarding line or after a blank line, and a blank line after
 * them. The first one's subject is the email's title, when the text has no title of its own.
 */
function emailHeadersAsTitle(text: string): string {
	const lines = text.split('\n')
	const keep = lines.map(() => true)
	let subject: string | null = null
	let found = false
	for (let i = 0; i < lines.length; i++) {
		const before = (lines[i - 1] ?? '').trim()
		if (i > 0 && before !== '' && !FORWARD_LINE.test(before)) continue
		let end = i
		let addressed = false
		let said: string | null = null
		while (end < lines.length) {
			const header = HEADER_LINE.exec((lines[end] ?? '').trim())
			if (!header) break
			if (SUBJECT_KEY.test(header[1] ?? '')) said = (header[2] ?? '').trim()
			if (ADDRESS_KEY.test(header[1] ?? '')) addressed = true
			end++
		}
		if (end - i < 2 || !addressed || (lines[end] ?? '').trim() !== '') continue
		for (let j = i; j < end; j++) keep[j] = false
		if (i > 0 && FORWARD_LINE.test(before)) keep[i - 1] = false
		if (!found) subject = said
		found = true
		i = end
	}
	if (!found) return text
	// "Re: Fwd: WWARA Dues Renewal": the thread's marks are not the title's words.
	const title = (subject ?? '').replace(/^(?:\s*(?:re|fwd?|enc|rv|res)\s*:\s*)+/iu, '').trim()
	const body = lines
		.filter((_, i) => keep[i])
		.join('\n')
		.replace(/^\s*\n/u, '')
	return title && /\p{L}/u.test(title) && !/^\s*#\s/u.test(body) ? `# ${title}\n\n${body}` : body
}

// A mailing tool's furniture: "View this email in your browser", "Unsubscribe | Update your
// preferences", "Copyright © 2025 …, All rights reserved.", "You are receiving this email
// because…", in the three languages.
const TEMPLATE_LINE =
	/^(?:view (?:this (?:email|e-mail|message) )?(?:in|on) (?:your|a|the) (?:browser|web)|view (?:this (?:email|e-mail) )?online|having trouble viewing|ver (?:este (?:correo|e-?mail|mensaje) )?en (?:tu|el|su) navegador|(?:ver|visualizar|abrir) (?:este e-?mail |esta mensagem |o e-?mail )?no navegador|unsubscribe|update (?:your )?(?:subscription |email )?preferences|manage (?:your )?(?:subscription|preferences|email)|forward (?:this email )?to a friend|darse de baja|darte de baja|date de baja|cancelar (?:la |tu )?suscripci[oó]n|cancelar (?:a |sua )?(?:inscri[cç][aã]o|assinatura)|descadastr|copyright\s*(?:©|\(c\)|\d{4})|©\s*(?:\d{4}|copyright)|all rights reserved|todos los derechos reservados|todos os direitos reservados|you(?:'|’| a)re receiving this|you received this (?:email|e-mail|message)|this (?:email|e-mail) was sent to|recib(?:es|iste) este (?:correo|e-?mail|mensaje)|este (?:correo|e-?mail|mensaje) (?:fue enviado|se ha enviado|se envi[oó])|voc[eê] (?:est[aá] recebendo|recebeu) est[ea]|este e-?mail foi enviado|our mailing address is|nuestra direcci[oó]n (?:postal|de correo) es|nosso endere[cç]o (?:postal )?[eé]|want to change how you receive|why did i get this|add us to your address book)/iu
const MAILING_ADDRESS = /^(?:our mailing address is|nuestra direcci[oó]n|nosso endere[cç]o)/iu

/** The words of a line without its link or emphasis marks: "[View this email in your browser](…)". */
function lineWords(line: string): string {
	return line
		.trim()
		.replace(/^[*_[#>\s-]+/u, '')
		.replace(/\]\([^)]*\)/gu, '')
}

// "Hi *|FNAME|*,", "Dear all,", "Hola a todos:", "Olá, pessoal!": a letter's greeting on a line
// of its own.
const SALUTATION =
	/^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)|hola|querid[oa]s?|estimad[oa]s?|buen[oa]s (?:d[ií]as|tardes|noches)|ol[aá]|oi|prezad[oa]s?|car[oa]s?|bom dia|boa tarde|boa noite)(?![\p{L}])[^.!?\n]{0,40}[,:!]$/iu

/**
 * A pasted email's header anywhere, a mailing tool's furniture, a greeting on a line of its own,
 * and a mail-merge field's sentence marked: what a reader of the email skips.
 */
function withoutEmailFurniture(text: string): string {
	let out = text.includes(':') ? emailHeadersAsTitle(text) : text
	const lines = out.split('\n')
	const keep = lines.map(() => true)
	for (let i = 0; i < lines.length; i++) {
		const words = lineWords(lines[i] ?? '')
		const standsAlone = (lines[i - 1] ?? '').trim() === '' && (lines[i + 1] ?? '').trim() === ''
		if (standsAlone && SALUTATION.test(words) && words.split(/\s+/u).length <= 6) keep[i] = false
		if (!TEMPLATE_LINE.test(words) || words.split(/\s+/u).length > 20) continue
		keep[i] = false
		// "Our mailing address is:" and the address under it.
		if (MAILING_ADDRESS.test(words))
			for (let j = i + 1; j < lines.length && (lines[j] ?? '').trim() !== ''; j++) keep[j] = false
	}
	out = lines.filter((_, i) => keep[i]).join('\n')
	return out
}

// The marks of the brackets source-analysis.ts reads as a template's blank (ADR 054).
const BLANK_OPEN = '\u27E6'
const BLANK_CLOSE = '\u27E7'

// "$first", "*|FNAME|*", "%FIRSTNAME%", "{{ first_name }}": a mail-merge field, never filled in.
// ("{{ site.baseurl }}" in a link's address is a site generator's, and the link's words stay.)
const MERGE_FIELD =
	/\$(?:first|last|name|full_?name|first_?name|last_?name|fname|lname|email|e_?mail|company|nombre|apellido|nome|sobrenome|empresa)(?![\p{L}\p{N}_])|\*\|[A-Z][A-Z0-9_]{1,30}\|\*|%[A-Z][A-Z0-9_]{2,30}%|(?<![("'=/])\{\{\s*[\p{L}_][\p{L}\p{N}_]{0,40}\s*\}\}/giu

/** Mail-merge fields marked as a template's blank, so that their sentences are left out. */
function markMergeFields(text: string): string {
	let out = text
	if (/[$*%{]/u.test(out))
		out = out.replace(MERGE_FIELD, (field) => `${BLANK_OPEN}${field}${BLANK_CLOSE}`)
	// "Your modest membership fee ($$5)": a template's escaped dollar sign.
	if (out.includes('$$')) out = out.replace(/\$\$(?=\d)/gu, '$')
	return out
}

// "Best,", "Kind regards,", "73,", "Un saludo,", "Abraços,": the closing of a letter.
const SIGN_OFF =
	/^(?:best|best regards|best wishes|kind regards|warm regards|warmly|regards|thanks|thank you|many thanks|thanks again|cheers|sincerely|yours|yours truly|yours sincerely|sincerely yours|all the best|talk soon|take care|love|with love|73|saludos|un saludo|saludos cordiales|un abrazo|abrazos|atentamente|cordialmente|gracias|muchas gracias|abra[cç]os?|um abra[cç]o|atenciosamente|cumprimentos|cordiais cumprimentos|obrigad[oa]|muito obrigad[oa]|beijos|at[eé] breve|hasta pronto)[,.!]?$/iu

// "Happy growing,", "Until next time,", "Hasta la próxima,": any short line that ends on a comma
// with the signature right under it closes the letter.
const CLOSING = /^[\p{L}][\p{L}'’ ]{0,30}\p{L},$/u

// A signature's line: a name, a call sign, a title, a phone, an address; short, with no full stop.
function isSignatureLine(line: string): boolean {
	const words = line.match(/[\p{L}\p{N}]+/gu) ?? []
	return words.length > 0 && words.length <= 8 && !/[.!?]$/u.test(line) && line.length <= 80
}

// "WWARA Website - https://www.wwara.org/", "New 70cm Band Plan: https://…": a label and its
// address, one a line.
const LABELLED_LINK =
	/^\s*(?:[-*•]\s+)?[^\s:[][^:\n]{0,60}?\s*(?:[-–—:|]|->|→)\s*<?(?:https?:\/\/|www\.)\S+>?\s*$/iu

/**
 * A pasted email's furniture: the sign-off line ("73,") and the signature under it (up to the
 * next blank line), and two or more lines in a row that are each a label and a bare address
 * (a list of links, not a list of points).
 */
function withoutSignOffAndLinkLists(text: string): string {
	const lines = text.split('\n')
	const keep = lines.map(() => true)
	for (let i = 0; i < lines.length; i++) {
		const line = (lines[i] ?? '').trim()
		if (
			!(SIGN_OFF.test(line) || CLOSING.test(line)) ||
			(i > 0 && (lines[i - 1] ?? '').trim() !== '')
		)
			continue
		// The signature: the lines right under the sign-off, all short.
		let end = i + 1
		while (end < lines.length && (lines[end] ?? '').trim() === '' && end <= i + 1) end++
		const start = end
		while (end < lines.length && (lines[end] ?? '').trim() !== '' && end - start < 6) {
			if (!isSignatureLine((lines[end] ?? '').trim())) break
			end++
		}
		if (end === start || ((lines[end] ?? '').trim() !== '' && end < lines.length)) continue
		for (let j = i; j < end; j++) keep[j] = false
	}
	for (let i = 0; i < lines.length;) {
		let end = i
		while (end < lines.length && LABELLED_LINK.test(lines[end] ?? '')) end++
		if (end - i >= 2) for (let j = i; j < end; j++) keep[j] = false
		i = Math.max(end, i + 1)
	}
	return lines.filter((_, i) => keep[i]).join('\n')
}

/**
 * A source cleaned of what is no part of its text, before it is read as Markdown (the front
 * matter has been read already).
 */
export function cleanedSource(text: string): string {
	let out = text
	out = withoutEmailFurniture(out)
	out = indentedMarkupAsText(pageSourceAsMarkdown(out))
	out = markMergeFields(out)
	out = withoutSignOffAndLinkLists(out)
	return decodeHtmlEntities(out, true)
}
