import { describe, expect, test } from 'vitest'
import { frontMatterAsProse, splitFrontMatter } from './front-matter.ts'

describe('splitFrontMatter', () => {
	test('reads Pelican or MultiMarkdown metadata lines, and leaves a lone "Note:" line alone', () => {
		expect(
			splitFrontMatter(
				'Title: This Week in Rust 100\nNumber: 100\nDate: 2015-10-12\nCategory: This Week in Rust\n\nHello and welcome to another issue.',
			),
		).toEqual({
			title: 'This Week in Rust 100',
			description: null,
			body: 'Hello and welcome to another issue.',
			tags: ['This Week in Rust'],
		})
		const note = 'Note: this post is old.\n\nThe rest of it.'
		expect(splitFrontMatter(note)).toEqual({ title: null, description: null, body: note, tags: [] })
	})

	test('reads the title and description of YAML front matter and returns the body after it', () => {
		expect(
			splitFrontMatter(
				'---\ntitle: Hello\ndescription: "A short summary."\ntags: [a, b]\n---\n\n# Heading\nBody',
			),
		).toEqual({
			title: 'Hello',
			description: 'A short summary.',
			body: '# Heading\nBody',
			tags: ['a', 'b'],
		})
	})

	test('reads a description quoted over indented lines', () => {
		const { description } = splitFrontMatter(
			"---\ndescription:\n  'Tem dúvidas sobre quando usar Grid? Esse\n  artigo pode te ajudar'\nimage: x.jpg\n---\nBody",
		)
		expect(description).toBe('Tem dúvidas sobre quando usar Grid? Esse artigo pode te ajudar')
	})

	test('reads TOML front matter and a block closed with three dots', () => {
		expect(splitFrontMatter('+++\ntitle = "Hello"\n+++\nBody')).toMatchObject({
			title: 'Hello',
			body: 'Body',
		})
		expect(splitFrontMatter('---\ntitle: Hello\n...\nBody').body).toBe('Body')
	})

	test('handles CRLF line endings and a byte order mark', () => {
		expect(splitFrontMatter('\uFEFF---\r\ntitle: x\r\n---\r\nBody\r\n')).toEqual({
			title: 'x',
			description: null,
			body: 'Body\n',
			tags: [],
		})
	})

	test('leaves a document without front matter alone', () => {
		expect(splitFrontMatter('# Title\n\n---\n\nText').body).toBe('# Title\n\n---\n\nText')
	})

	test('leaves an unclosed opening fence, or prose between two rules, alone', () => {
		expect(splitFrontMatter('---\nJust text after a rule').body).toBe('---\nJust text after a rule')
		const prose = '---\nA note before the post, set off by rules.\n---\nBody'
		expect(splitFrontMatter(prose)).toEqual({
			title: null,
			description: null,
			body: prose,
			tags: [],
		})
	})

	test('reads the author’s tags, inline or as a block, and leaves templates out', () => {
		expect(
			splitFrontMatter(
				'---\ntitle: x\ntags: ["finanzas personales", "ahorro", presupuesto]\n---\nBody',
			).tags,
		).toEqual(['finanzas personales', 'ahorro', 'presupuesto'])
		expect(
			splitFrontMatter('---\ntitle: x\ncategorias:\n  - Pescado\n  - "{{ cat }}"\n---\nBody').tags,
		).toEqual(['Pescado'])
		expect(splitFrontMatter('+++\ntitle = "x"\ntags = ["rust", "wasm"]\n+++\nBody').tags).toEqual([
			'rust',
			'wasm',
		])
	})

	test('ignores a title that is a list or a template, not words', () => {
		expect(splitFrontMatter('---\ntitle: ["a"]\n---\nBody').title).toBeNull()
		expect(splitFrontMatter('---\ntitle: {{ page }}\n---\nBody').title).toBeNull()
	})
})

describe('frontMatterAsProse', () => {
	test('puts the title as the heading and the description as the first paragraph, in italics', () => {
		expect(
			frontMatterAsProse(
				'---\ntitle: Meu ano de 2019\ndescription: Um ano movimentado.\n---\n\n## Introdução\n\nTexto.',
			),
		).toBe('# Meu ano de 2019\n\n*Um ano movimentado.*\n\n## Introdução\n\nTexto.')
	})

	test("keeps the text's own first heading, with the description under it", () => {
		expect(
			frontMatterAsProse('+++\ntitle = "Post"\ndescription = "Why."\n+++\n\n# Post\n\nBody'),
		).toBe('# Post\n\n*Why.*\n\nBody')
	})

	test('leaves out a description that is an excerpt of the body, cut mid-word', () => {
		const text =
			"---\ntitle: 'Viernes'\ndescription: '¡No hagas despliegue en viernes! 😱 O eso dicen. Parece mentira que en 2021 el có'\n---\n\n<p><strong>¡No hagas despliegue en viernes! 😱</strong> O eso dicen. Parece mentira que en 2021 el código…</p>"
		expect(frontMatterAsProse(text)).not.toContain("el có'")
		expect(frontMatterAsProse(text).split('Parece mentira')).toHaveLength(2)
	})

	test('does not repeat a description the body already opens with', () => {
		expect(frontMatterAsProse('---\ntitle: T\ndescription: Body\n---\nBody')).toBe('# T\n\nBody')
	})
})

describe('a PEP header', () => {
	test('gives its title, over hyphenated keys and indented values', () => {
		const pep = [
			'PEP: 602',
			'Title: Annual Release Cycle for Python',
			'Author: Łukasz Langa <lukasz@python.org>',
			'PEP-Delegate: Brett Cannon <brett@python.org>',
			'Status: Active',
			'Post-History: 04-Jun-2019,',
			'              09-Oct-2023',
			'',
			'Abstract',
			'========',
			'',
			'This document describes a change in the release calendar.',
		].join('\n')
		const { title, body } = splitFrontMatter(pep)
		expect(title).toBe('Annual Release Cycle for Python')
		expect(body).toMatch(/^Abstract/u)
		expect(body).not.toMatch(/PEP-Delegate|09-Oct-2023/u)
	})
})

describe('Nikola metadata in an HTML comment', () => {
	const post = `<!--
.. title: Alias & Pretty URL con Nginx
.. slug: alias-pretty-url-con-nginx
.. date: 2018-02-07 22:24:22 UTC-03:00
.. tags: devops, nginx
.. link: 
.. description: Una breve descripción de configuración de Nginx
-->

En este artículo te voy a contar cómo publicar varias carpetas en un mismo servidor.
`
	test('gives the title and the description, and the body starts after the comment', () => {
		expect(splitFrontMatter(post)).toEqual({
			title: 'Alias & Pretty URL con Nginx',
			description: 'Una breve descripción de configuración de Nginx',
			body: 'En este artículo te voy a contar cómo publicar varias carpetas en un mismo servidor.\n',
			tags: ['devops', 'nginx'],
		})
	})

	test('a block under a blank first line is still the front matter', () => {
		expect(
			splitFrontMatter(
				'\n---\ndraft: false\ntitle: "Bacalao al pil-pil"\n---\n\n## Ingredientes\n',
			),
		).toMatchObject({ title: 'Bacalao al pil-pil', description: null, body: '## Ingredientes\n' })
	})

	test('an ordinary HTML comment at the top is not metadata', () => {
		expect(splitFrontMatter('<!-- draft -->\n\nHello there.').title).toBeNull()
	})
})

describe('a description that says what kind of text it is', () => {
	test('is no standfirst: "Una breve descripción de…" describes the post, it says nothing', () => {
		const prose = frontMatterAsProse(
			'---\ntitle: Alias con Nginx\ndescription: Una breve descripción de configuración de Nginx\n---\n\nEn este artículo te cuento cómo publicar dos carpetas en un servidor.\n',
		)
		expect(prose).not.toMatch(/breve descripción/u)
		expect(prose).toMatch(/^# Alias con Nginx/u)
	})
})

describe('tags that are not tags (review)', () => {
	test('a quoted string of tags is split, comments and objects and nulls are dropped', () => {
		const tagsOf = (line: string) => splitFrontMatter(`---\ntitle: x\n${line}\n---\nBody`).tags
		expect(tagsOf('tags: "budgeting, frugal living"')).toEqual(['budgeting', 'frugal living'])
		expect(tagsOf('tags: [budgeting, frugal] # personal finance')).toEqual(['budgeting', 'frugal'])
		expect(tagsOf('tags:\n  - name: budgeting')).toEqual([])
		expect(tagsOf('tags: null')).toEqual([])
	})
})

describe('a search title (session 21)', () => {
	test('"Page | Site" is cut to the page’s name', () => {
		const text = `---\ntitle: Winter Menu Near Town | Seasonal Food at The Bell\n---\n\nOur winter menu is here.`
		expect(frontMatterAsProse(text)).toMatch(/^# Winter Menu Near Town\n/u)
	})

	test('gives way to the heading the body opens with', () => {
		const text = `---\ntitle: Winter Menu Near Town | Seasonal Food at The Bell\n---\n\n  \n\n## Seasonal Winter Menu at The Bell\n\nOur winter menu is here.`
		const prose = frontMatterAsProse(text)
		expect(prose).not.toMatch(/\|/u)
		expect(prose).toMatch(/^\s*## Seasonal Winter Menu at The Bell/u)
	})

	test('a title with no bar is kept whole', () => {
		const text = `---\ntitle: Fish, Chips – and Peas\n---\n\n## Starters\n\nOur menu.`
		expect(frontMatterAsProse(text)).toMatch(/^# Fish, Chips – and Peas\n/u)
	})
})

describe('search keywords (session 21)', () => {
	test('a keyword of three words or more is a search phrase, not a tag; tags stay whole', () => {
		const tagsOf = (block: string) => splitFrontMatter(`---\ntitle: x\n${block}\n---\nBody`).tags
		expect(
			tagsOf('keywords:\n  - winter menu near heathrow\n  - seasonal food stanwell moor\n  - pubs'),
		).toEqual(['pubs'])
		expect(tagsOf('keywords: [dia de la madre]')).toEqual(['dia de la madre'])
		expect(tagsOf('tags: [feliz dia de la madre, recetas caseras fáciles]')).toEqual([
			'feliz dia de la madre',
			'recetas caseras fáciles',
		])
	})
})

describe('an excerpt or a summary in YAML front matter (session 21)', () => {
	test('is the author’s one-line summary when there is no description', () => {
		const post =
			'---\ntitle: "Case Study: A Bakery Site That Doubled Orders"\nexcerpt: "How we rebuilt a bakery\'s website and doubled its online orders in six weeks."\ndate: "2026-02-07"\n---\n\nBody text.'
		expect(splitFrontMatter(post).description).toBe(
			"How we rebuilt a bakery's website and doubled its online orders in six weeks.",
		)
		expect(
			splitFrontMatter('---\ntitle: Hello\nsummary: The short of it.\n---\n\nBody').description,
		).toBe('The short of it.')
		expect(
			splitFrontMatter('---\ntitle: Hello\ndescription: First.\nexcerpt: Second.\n---\n\nBody')
				.description,
		).toBe('First.')
	})
})

describe('a teaser in the front matter (session 21)', () => {
	test.each([
		'Reviewing goals, accomplishments, and other noteworthy things from 2019',
		"A transparency report on the app's first year, with visits, costs and donations.",
		'Apenas um relato de como decidi fazer o que gosto.',
		'The early mornings, the regulars, and why the market has become the heart of the bakery.',
	])('"%s" is not posted as the author’s summary', (teaser) => {
		const prose = frontMatterAsProse(
			`---\ntitle: Hello\ndescription: "${teaser}"\n---\n\nBody text here.`,
		)
		expect(prose).not.toContain(teaser)
	})
	test('a sentence that says what happened is', () => {
		const prose = frontMatterAsProse(
			'---\ntitle: Hello\nsummary: "Live captions were the best surprise of this year\'s conference."\n---\n\nBody text here.',
		)
		expect(prose).toContain('Live captions were the best surprise')
	})
})
