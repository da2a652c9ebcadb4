import { describe, expect, test } from 'vitest'
import { docxHtmlToText } from './docx-html-to-text'

describe('docxHtmlToText', () => {
	test('puts headings and paragraphs on their own lines with a blank line between', () => {
		expect(
			docxHtmlToText('<h1>Title</h1><p>First <strong>bold</strong> line.</p><p>Second.</p>'),
		).toBe('Title\n\nFirst bold line.\n\nSecond.')
	})

	test('drops empty paragraphs and collapses runs of spaces and tabs', () => {
		expect(docxHtmlToText('<p></p><p>\tIndented   text </p><p> </p><p>Next</p>')).toBe(
			'Indented text\n\nNext',
		)
	})

	test('keeps line breaks inside a paragraph', () => {
		expect(docxHtmlToText('<p>Line one<br />Line two</p>')).toBe('Line one\nLine two')
	})

	test('decodes the entities mammoth escapes, and numeric ones', () => {
		expect(docxHtmlToText('<p>Fish &amp; chips &lt;3 &quot;yes&quot; &#8364;5 &#x1F600;</p>')).toBe(
			'Fish & chips <3 "yes" €5 😀',
		)
	})

	test('renders bulleted lists as dashes and numbered lists as numbers, nested lists indented', () => {
		const html =
			'<ul><li>Fruit<ul><li>Apple</li><li>Pear<ol><li>Conference</li><li>Williams</li></ol></li></ul></li><li>Veg</li></ul>'
		expect(docxHtmlToText(html)).toBe(
			'- Fruit\n  - Apple\n  - Pear\n    1. Conference\n    2. Williams\n- Veg',
		)
	})

	test('indents extra paragraphs of a list item under its text', () => {
		expect(
			docxHtmlToText('<ol><li><p>Step one</p><p>More about it</p></li><li>Step two</li></ol>'),
		).toBe('1. Step one\n   More about it\n2. Step two')
	})

	test('separates a list from surrounding paragraphs with blank lines', () => {
		expect(docxHtmlToText('<p>Before</p><ul><li>a</li><li>b</li></ul><p>After</p>')).toBe(
			'Before\n\n- a\n- b\n\nAfter',
		)
	})

	test('renders tables as rows of cells joined by pipes, skipping empty cells and rows', () => {
		const html =
			'<table><thead><tr><th><p>Name</p></th><th><p>Role</p></th></tr></thead><tbody>' +
			'<tr><td><p>Ada</p><p>Lovelace</p></td><td><p>Analyst</p></td></tr>' +
			'<tr><td></td><td><p></p></td></tr><tr><td colspan="2"><p>Footer</p></td></tr></tbody></table>'
		expect(docxHtmlToText(html)).toBe('Name | Role\nAda Lovelace | Analyst\nFooter')
	})

	test('keeps footnote markers in the text and appends the notes with their labels', () => {
		const html =
			'<p>Claim.<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> Aside.<sup><a href="#endnote-1" id="endnote-ref-1">[2]</a></sup></p>' +
			'<ol><li id="footnote-1"><p> Source A. <a href="#footnote-ref-1">↑</a></p></li>' +
			'<li id="endnote-1"><p> Source B. <a href="#endnote-ref-1">↑</a></p></li></ol>'
		expect(docxHtmlToText(html)).toBe('Claim.[1] Aside.[2]\n\n[1] Source A.\n[2] Source B.')
	})

	test('drops private-use symbol-font characters', () => {
		expect(docxHtmlToText('<p>Tick \uF0FC done</p>')).toBe('Tick done')
	})

	test('leaves images out but keeps link text', () => {
		expect(
			docxHtmlToText(
				'<p>See <a href="https://example.com">our site</a> <img src="" alt="logo" /></p>',
			),
		).toBe('See our site')
	})

	test('gives an empty string for a document with no text', () => {
		expect(docxHtmlToText('')).toBe('')
		expect(docxHtmlToText('<p></p><p><img src="x" /></p>')).toBe('')
	})

	test('tolerates stray closing tags and unclosed elements', () => {
		expect(docxHtmlToText('<p>One</span></p><p>Two <em>three')).toBe('One\n\nTwo three')
	})
})
