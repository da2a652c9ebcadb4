import { describe, expect, test } from 'vitest'
import { analyzeSourceDetailed } from './source-analysis.ts'
import {
	cleanedSource,
	decodeHtmlEntities,
	indentedMarkupAsText,
	pageSourceAsMarkdown,
} from './source-cleaning.ts'
import { buildSourceModel } from './source-model.ts'

describe('HTML entities', () => {
	test('decodes every Latin-1 name, the typographic ones and numeric references', () => {
		expect(decodeHtmlEntities('v&atilde;o paisag&iacute;stica manuten&ccedil;&atilde;o')).toBe(
			'vão paisagística manutenção',
		)
		expect(decodeHtmlEntities('&Aacute;rvore, &ntilde;and&uacute;, &szlig;, &yuml;')).toBe(
			'Árvore, ñandú, ß, ÿ',
		)
		expect(decodeHtmlEntities('&ldquo;Oi&rdquo; &euro;5 &#233;t&#xE9; &#8212; a&nbsp;b')).toBe(
			'“Oi” €5 été — a b',
		)
		// Unknown names and impossible code points stay as written.
		expect(decodeHtmlEntities('&madeup; &#0; &#xD800;')).toBe('&madeup; &#0; &#xD800;')
	})

	test('leaves "<", ">" and "&" for the tag removal when asked', () => {
		expect(decodeHtmlEntities('&lt;p&gt; &amp; &eacute;', true)).toBe('&lt;p&gt; &amp; é')
	})

	test('a news item written with entities posts its words whole, and its tags too', () => {
		const news = `# Caruaru revitaliza pra&ccedil;as

Os novos trabalhos de reforma iniciaram pelas Pra&ccedil;as Amazonas, no bairro Maur&iacute;cio de Nassau, e Centen&aacute;rio, no bairro de mesmo nome.

As quatro v&atilde;o passar por reforma paisag&iacute;stica, manuten&ccedil;&atilde;o e adequa&ccedil;&atilde;o dos espa&ccedil;os existentes.`
		const model = buildSourceModel(news)
		const texts = model.sentences.map((s) => s.text)
		expect(texts).toContain(
			'As quatro vão passar por reforma paisagística, manutenção e adequação dos espaços existentes.',
		)
		expect(texts.join(' ')).not.toMatch(/&\w+;/u)
		expect([...model.hashtags, ...model.fillerHashtags].join(' ')).not.toMatch(/#BairroMaur(?!í)/u)
	})
})

const page = `<?php include 'includes/head.php';?>
<div id="grey">
	<?php include 'includes/header.php';?>
</div>

	<section id="article" class="top-extra">
		<div class="container">
			<div class="bigtitle">
				<h1>Festa da Primavera</h1>
			</div>
			<img src="images/festa-1.png" alt="">
			<div class="middleparagraph">
				<p>No dia 4 de junho, a associação juntou a sua equipa, voluntários e utentes para festejar a primavera no jardim.
				<br>
				<br>
				O lanche contou com o apoio de duas padarias do bairro, que ofereceram bolos e pão para todos.
				<br>
				<a href="https://example.org/fotos" target="_blank">Veja mais fotografias aqui.</a>
				</p>
			</div>
		</div>
	</section>

<?php include 'includes/footer.php';?>`

describe('a page’s HTML source', () => {
	test('reads tab-indented paragraphs as the text, not as a code block', () => {
		const texts = analyzeSourceDetailed(page).sentences.map((s) => s.text)
		expect(texts).toContain(
			'O lanche contou com o apoio de duas padarias do bairro, que ofereceram bolos e pão para todos.',
		)
		expect(analyzeSourceDetailed(page).title).toBe('Festa da Primavera')
	})

	test('never lets a template tag through', () => {
		const markdown = pageSourceAsMarkdown(page)
		expect(markdown).not.toMatch(/<\?|\?>|include/u)
		expect(markdown).toMatch(/^# Festa da Primavera$/mu)
		const model = buildSourceModel(page)
		expect(model.sentences.map((s) => s.text).join(' ')).not.toMatch(/php|include/iu)
		expect(model.hashtags.join(' ')).not.toMatch(/Php/iu)
		expect(model.language).toBe('pt')
	})

	test('a Markdown text with some HTML in it is not a page', () => {
		const text = `Some notes.

    const x = 1

<p>One paragraph.</p>`
		expect(pageSourceAsMarkdown(text)).toBe(text)
	})

	test('takes linear time on a hostile page', () => {
		const hostile = [
			`<html>${'<div><p>'.repeat(2500)}`,
			`<html>${'<nav>'.repeat(4000)}`,
			`<html>${'<h1>'.repeat(4000)}`,
			`<html>${'<%'.repeat(10000)}`,
			`<html>${'<!--'.repeat(5000)}`,
			`<?php ${'<?php '.repeat(3000)}`,
			`From: a\nTo: b\n\n${'$$'.repeat(5000)}${'x - https://a.b\n'.repeat(500)}`,
			`${'\nThanks,\nName\nName\n'.repeat(1000)}`,
		].map((text) => text.slice(0, 20000))
		for (const text of hostile) {
			const start = performance.now()
			cleanedSource(text)
			expect(performance.now() - start).toBeLessThan(250)
		}
	})
})

const email = `From: Riverside Radio Club Secretary <secretary@example.org>
Reply-To: secretary@example.org
Subject: Re: Club Dues Renewal
To: $first $last <$email>

Dear $first,

With the new year, it is renewal time for club members. Your modest membership fee ($$5) covers web hosting, mailing and the meeting room.

We hope to see you at our next meeting on December 7th, where the topic will be the new band plan.

73,

Jane Doe, K7ABC
Club Treasurer

Club Groups.IO - https://groups.io/g/club/
Club Website - https://www.example.org/
New Band Plan: https://www.example.org/bandplan/`

describe('a pasted email', () => {
	test('its subject is the title and its header is no content', () => {
		const analysis = analyzeSourceDetailed(email)
		expect(analysis.title).toBe('Club Dues Renewal')
		const texts = analysis.sentences.map((s) => s.text).join(' ')
		expect(texts).not.toMatch(/From:|Reply-To|secretary@|\$first|\$email|Dear/u)
	})

	test('an escaped "$$5" is "$5"', () => {
		const texts = analyzeSourceDetailed(email).sentences.map((s) => s.text)
		expect(texts).toContain(
			'Your modest membership fee ($5) covers web hosting, mailing and the meeting room.',
		)
	})

	test('the sign-off, the signature and the closing list of links are no points', () => {
		const model = buildSourceModel(email)
		const all = [
			...model.sentences.map((s) => s.text),
			...model.lists.flatMap((list) => list.items),
		].join(' ')
		expect(all).not.toMatch(/Jane Doe|Treasurer|Groups\.IO|Club Website|Band Plan:|^73/u)
	})

	test('a site generator’s "{{ site.baseurl }}" in a link is no mail-merge field', () => {
		const text =
			'Você pode acessar [nossas atividades]({{ site.baseurl }}/atividades/) e ajudar-nos nelas.'
		expect(cleanedSource(text)).toBe(text)
		expect(cleanedSource('Hi {{ first_name }}, welcome aboard.')).toContain('\u27E6')
	})

	test('a sign-off inside a paragraph, or a single link line, stays', () => {
		const text = `Thanks,

this is how the story goes on, in a full sentence of its own.

Sign up here: https://example.org/join`
		expect(cleanedSource(text)).toBe(text)
	})

	test('a forwarded header, a mailing tool’s furniture, a greeting and a closing are no content', () => {
		const newsletter = `View this email in your browser

---------- Forwarded message ---------
From: Green Thumb Weekly <hello@greenthumb.example>
Date: Tue, Mar 4, 2025 at 9:12 AM
Subject: Fwd: Five spring jobs for your vegetable beds
To: <reader@example.com>

Hi everyone,

Spring is here and the soil is finally warm enough to work. This week I cleared the winter mulch from the raised beds.

Happy growing,
Maria
Green Thumb Weekly

Unsubscribe | Update your preferences
Copyright © 2025 Green Thumb Weekly, All rights reserved.
You are receiving this email because you opted in via our website.
Our mailing address is:
Green Thumb Weekly, 12 Garden Lane, Leeds, LS1 1AA`
		const analysis = analyzeSourceDetailed(newsletter)
		expect(analysis.title).toBe('Five spring jobs for your vegetable beds')
		expect(analysis.sentences.map((s) => s.text)).toEqual([
			'Spring is here and the soil is finally warm enough to work.',
			'This week I cleared the winter mulch from the raised beds.',
		])
	})
})

describe('indented markup in a Markdown text', () => {
	test('a tab-indented paragraph of HTML is the text, not a code block', () => {
		const text = `O jardim da associação voltou a acolher a festa este ano.

	<div class="middleparagraph">
		<p>No dia 4 de junho, a associação juntou a sua equipa, voluntários e utentes para festejar a primavera.
		</p>
	</div>

E o lanche foi oferecido pelas padarias do bairro.`
		const texts = analyzeSourceDetailed(text).sentences.map((s) => s.text)
		expect(texts).toContain(
			'No dia 4 de junho, a associação juntou a sua equipa, voluntários e utentes para festejar a primavera.',
		)
	})

	test('an indented code sample of markup stays a code sample', () => {
		const text = `Wrap the form in a container:

    <div class="container">
      <form action="/signup"></form>
    </div>

Then style it.`
		expect(indentedMarkupAsText(text)).toBe(text)
	})
})
