// Turns the HTML that mammoth produces from a .docx into plain, readable text for the editor.
// mammoth's output is a small, well-formed subset of HTML (p, h1-h6, ul/ol/li, table/tr/td,
// inline formatting, a, img, br, and a trailing <ol> of footnotes/endnotes), with text and
// attribute values escaped, so a small tolerant parser is enough and avoids a DOM dependency.

import { decodeHtmlEntities } from '#app/modules/generation/source-cleaning.ts'

type HtmlElement = {
	type: 'element'
	tag: string
	attrs: Record<string, string>
	children: HtmlNode[]
}
type HtmlNode = { type: 'text'; text: string } | HtmlElement

const VOID_TAGS = new Set(['br', 'img', 'hr', 'col', 'wbr', 'input', 'meta', 'link'])
const BLOCK_TAGS = new Set([
	'p',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'ul',
	'ol',
	'li',
	'table',
	'thead',
	'tbody',
	'tfoot',
	'tr',
	'td',
	'th',
	'blockquote',
	'div',
	'pre',
	'hr',
	'section',
	'article',
	'body',
	'html',
])
const NOTE_ID = /^(?:footnote|endnote)-/
const NOTE_BACKLINK = /^#(?:footnote|endnote)-ref-/

export function docxHtmlToText(html: string): string {
	const root = parseHtml(html)
	const context: RenderContext = { noteLabels: collectNoteLabels(root.children) }
	const blocks = renderBlocks(root.children, context)
	return blocks
		.join('\n\n')
		.replace(/\n{3,}/g, '\n\n')
		.trim()
}

type RenderContext = { noteLabels: Map<string, string> }

function parseHtml(html: string): HtmlElement {
	const root: HtmlElement = { type: 'element', tag: '#root', attrs: {}, children: [] }
	const stack: HtmlElement[] = [root]
	const current = () => stack[stack.length - 1] ?? root
	let pos = 0
	while (pos < html.length) {
		const lt = html.indexOf('<', pos)
		if (lt < 0) {
			current().children.push({ type: 'text', text: decodeHtmlEntities(html.slice(pos)) })
			break
		}
		if (lt > pos)
			current().children.push({ type: 'text', text: decodeHtmlEntities(html.slice(pos, lt)) })
		if (html.startsWith('<!--', lt)) {
			const end = html.indexOf('-->', lt + 4)
			pos = end < 0 ? html.length : end + 3
			continue
		}
		const gt = html.indexOf('>', lt + 1)
		if (gt < 0) {
			current().children.push({ type: 'text', text: decodeHtmlEntities(html.slice(lt)) })
			break
		}
		const inner = html.slice(lt + 1, gt)
		pos = gt + 1
		const closing = /^\/\s*([a-zA-Z][a-zA-Z0-9]*)/.exec(inner)
		if (closing) {
			const tag = (closing[1] ?? '').toLowerCase()
			// Tolerate stray closers: pop only if the tag is actually open.
			const index = stack.findLastIndex((el) => el.tag === tag)
			if (index > 0) stack.length = index
			continue
		}
		const opening = /^([a-zA-Z][a-zA-Z0-9]*)([\s\S]*?)(\/?)\s*$/.exec(inner)
		if (!opening) {
			// Doctype, processing instruction or a literal '<': not content.
			continue
		}
		const tag = (opening[1] ?? '').toLowerCase()
		const element: HtmlElement = {
			type: 'element',
			tag,
			attrs: parseAttributes(opening[2] ?? ''),
			children: [],
		}
		current().children.push(element)
		if (!VOID_TAGS.has(tag) && opening[3] !== '/') stack.push(element)
	}
	return root
}

function parseAttributes(source: string): Record<string, string> {
	const attrs: Record<string, string> = {}
	const pattern = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
	for (const match of source.matchAll(pattern)) {
		const name = (match[1] ?? '').toLowerCase()
		attrs[name] = decodeHtmlEntities(match[2] ?? match[3] ?? match[4] ?? '')
	}
	return attrs
}

/**
 * mammoth numbers note references in the body ("[1]") and lists the notes at the end with ids
 * like "footnote-1"; map each note id to the label its reference shows so the appended notes
 * read "[1] My note." whatever order footnotes and endnotes were numbered in.
 */
function collectNoteLabels(nodes: HtmlNode[], labels = new Map<string, string>()) {
	for (const node of nodes) {
		if (node.type !== 'element') continue
		const href = node.attrs.href
		if (node.tag === 'a' && href?.startsWith('#') && NOTE_ID.test(href.slice(1))) {
			const label = cleanInline(inlineText(node, { noteLabels: labels }))
			if (label) labels.set(href.slice(1), label)
		}
		collectNoteLabels(node.children, labels)
	}
	return labels
}

/** The node as an element if it is one of the given tags. */
function asElement(node: HtmlNode, ...tags: string[]): HtmlElement | null {
	return node.type === 'element' && tags.includes(node.tag) ? node : null
}

/** The children that are elements of the given tags. */
function childElements(parent: HtmlElement, ...tags: string[]): HtmlElement[] {
	return parent.children.flatMap((child) => asElement(child, ...tags) ?? [])
}

function isBlock(node: HtmlNode): boolean {
	return node.type === 'element' && BLOCK_TAGS.has(node.tag)
}

/** Renders a sequence of nodes into blocks; the caller decides how blocks are separated. */
function renderBlocks(nodes: HtmlNode[], context: RenderContext): string[] {
	const blocks: string[] = []
	let inline: HtmlNode[] = []
	const flushInline = () => {
		if (inline.length === 0) return
		const text = cleanInline(inline.map((node) => inlineText(node, context)).join(''))
		if (text) blocks.push(text)
		inline = []
	}
	for (const node of nodes) {
		const block = node.type === 'element' && BLOCK_TAGS.has(node.tag) ? node : null
		if (!block) {
			inline.push(node)
			continue
		}
		flushInline()
		const text = renderBlock(block, context)
		if (text) blocks.push(text)
	}
	flushInline()
	return blocks
}

function renderBlock(element: HtmlElement, context: RenderContext): string {
	switch (element.tag) {
		case 'ul':
		case 'ol':
			return isNoteList(element)
				? renderNotes(element, context).join('\n')
				: renderList(element, 0, context).join('\n')
		case 'table':
			return renderTable(element, context).join('\n')
		case 'hr':
			return ''
		case 'p':
		case 'h1':
		case 'h2':
		case 'h3':
		case 'h4':
		case 'h5':
		case 'h6':
			return renderBlocks(element.children, context).join('\n')
		default:
			return renderBlocks(element.children, context).join('\n\n')
	}
}

function isNoteList(list: HtmlElement): boolean {
	const items = childElements(list, 'li')
	return items.length > 0 && items.every((item) => NOTE_ID.test(item.attrs.id ?? ''))
}

function renderNotes(list: HtmlElement, context: RenderContext): string[] {
	const lines: string[] = []
	let index = 0
	for (const item of childElements(list, 'li')) {
		index++
		const label = context.noteLabels.get(item.attrs.id ?? '') ?? `[${index}]`
		const text = renderBlocks(item.children, context).join('\n')
		if (text) lines.push(`${label} ${text}`)
	}
	return lines
}

/**
 * Lists become "- item" (bulleted) or "1. item" (numbered) lines, nested lists indented two
 * spaces per level, and extra paragraphs inside an item indented under its text.
 */
function renderList(list: HtmlElement, depth: number, context: RenderContext): string[] {
	const lines: string[] = []
	const indent = '  '.repeat(depth)
	const ordered = list.tag === 'ol'
	let number = Number.parseInt(list.attrs.start ?? '', 10)
	if (!Number.isFinite(number)) number = 1
	for (const child of childElements(list, 'li', 'ul', 'ol')) {
		if (child.tag !== 'li') {
			// A list directly inside a list (invalid HTML, but seen in the wild) nests one level.
			lines.push(...renderList(child, depth + 1, context))
			continue
		}
		const marker = ordered ? `${number++}.` : '-'
		const continuation = indent + ' '.repeat(marker.length + 1)
		let markerUsed = false
		const textLines = (text: string) => {
			for (const line of text.split('\n')) {
				if (!line) continue
				lines.push(markerUsed ? continuation + line : `${indent}${marker} ${line}`)
				markerUsed = true
			}
		}
		let inline: HtmlNode[] = []
		const flushInline = () => {
			textLines(renderBlocks(inline, context).join('\n'))
			inline = []
		}
		for (const part of child.children) {
			const nested = asElement(part, 'ul', 'ol')
			if (nested) {
				flushInline()
				lines.push(...renderList(nested, depth + 1, context))
				markerUsed = true
			} else if (isBlock(part)) {
				flushInline()
				textLines(renderBlocks([part], context).join('\n'))
			} else {
				inline.push(part)
			}
		}
		flushInline()
	}
	return lines
}

/** Tables become one line per row with cells separated by " | "; empty rows are dropped. */
function renderTable(table: HtmlElement, context: RenderContext): string[] {
	const rows: string[] = []
	const visit = (nodes: HtmlNode[]) => {
		for (const node of nodes) {
			const group = asElement(node, 'thead', 'tbody', 'tfoot')
			if (group) visit(group.children)
			const row = asElement(node, 'tr')
			if (!row) continue
			const cells = childElements(row, 'td', 'th')
				.map((cell) =>
					renderBlocks(cell.children, context)
						.join(' ')
						.replace(/\s*\n\s*/g, ' ')
						.trim(),
				)
				.filter((cell) => cell !== '')
			if (cells.length > 0) rows.push(cells.join(' | '))
		}
	}
	visit(table.children)
	return rows
}

function inlineText(node: HtmlNode, context: RenderContext): string {
	if (node.type === 'text') return node.text
	switch (node.tag) {
		case 'br':
			return '\n'
		case 'img':
			return ''
		case 'a':
			// The "↑" link that jumps from a note back to its reference is navigation, not text.
			if (NOTE_BACKLINK.test(node.attrs.href ?? '')) return ''
			break
		case 'ul':
		case 'ol':
		case 'table':
		case 'p':
			// Blocks met inside inline content (only from unusual input): keep them on own lines.
			return `\n${renderBlocks([node], context).join('\n')}\n`
	}
	return node.children.map((child) => inlineText(child, context)).join('')
}

/**
 * Collapses runs of spaces and tabs, trims each line and drops empty lines. Private-use
 * characters go too: Word stores symbol-font glyphs (Symbol, Wingdings) there, and without the
 * font they are meaningless boxes.
 */
function cleanInline(text: string): string {
	return text
		.replace(/[\uE000-\uF8FF]/g, '')
		.split('\n')
		.map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
		.filter((line) => line !== '')
		.join('\n')
}
