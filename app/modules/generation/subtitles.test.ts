import { describe, expect, test } from 'vitest'
import { buildSourceModel } from './source-model.ts'
import { subtitlesToProse } from './subtitles.ts'

const SRT = `\uFEFF1
00:00:06,500 --> 00:00:09,000
About two months ago I found myself on
the comment section of YouTube

2
00:00:11,000 --> 00:00:17,000
<i>And I was commenting,</i>
unfortunately I was commenting,
on a video about money

3
00:00:19,000 --> 00:00:24,000
- So I organised a global awareness day.
`

test('a subtitle file becomes what was said, without cue numbers or timings', () => {
	expect(subtitlesToProse(SRT)).toBe(
		'About two months ago I found myself on the comment section of YouTube. And I was commenting, unfortunately I was commenting, on a video about money. So I organised a global awareness day.',
	)
})

test('WebVTT headers and notes are dropped too', () => {
	const vtt = `WEBVTT
Kind: captions

NOTE made by hand

intro
00:01.000 --> 00:04.000
Welcome to the kitchen.

00:05.000 --> 00:08.000
Today we bake bread.
`
	expect(subtitlesToProse(vtt)).toBe('Welcome to the kitchen. Today we bake bread.')
})

test('text that is not a subtitle file is left to the normal reading', () => {
	expect(subtitlesToProse('The meeting starts at 10:30 --> bring notes.\n\nSee you.')).toBeNull()
	expect(subtitlesToProse('# A post\n\nJust prose.')).toBeNull()
})

test('a subtitled talk is read as a transcript, and no sentence carries a timing', () => {
	const model = buildSourceModel(SRT)
	expect(model.kind).toBe('transcript')
	expect(model.sentences.map((s) => s.text).join(' ')).not.toMatch(/-->|\d{2}:\d{2}/u)
})

test('timestamps in a pasted transcript are not part of what was said', () => {
	const model = buildSourceModel(
		`[00:12] So, first thing. A starter is just flour and water that has caught wild yeast.\n\n[01:34] Around day four, it is going to smell terrible, like nail polish.\n\n4:42 - Chapter two`,
	)
	const texts = model.sentences.map((s) => s.text)
	expect(texts).toContain('A starter is just flour and water that has caught wild yeast.')
	expect(texts.join(' ')).not.toMatch(/\[\d/u)
})

test("a show's greeting, its plan for today and its sign-off are not the author's point", () => {
	const model = buildSourceModel(
		`Hola a todos, bienvenidos a un nuevo episodio de Plata Clara. Hoy quiero hablar de algo que me preguntan muchísimo: el fondo de emergencia.\n\nEl fondo de emergencia es para la gente que no tiene margen, porque cualquier imprevisto te tira a la tarjeta.\n\nSi te sirvió, compartilo con alguien que lo necesite. Nos escuchamos la semana que viene.`,
	)
	const asides = model.sentences.filter((s) => s.aside).map((s) => s.text)
	expect(asides).toEqual([
		'Hola a todos, bienvenidos a un nuevo episodio de Plata Clara.',
		'Hoy quiero hablar de algo que me preguntan muchísimo: el fondo de emergencia.',
		'Si te sirvió, compartilo con alguien que lo necesite.',
		'Nos escuchamos la semana que viene.',
	])
})

test("a transcript tool's plain labels ('Dev Patel (00:00:26): …') mark who speaks, not what is said", () => {
	const model =
		buildSourceModel(`Maya Lopez (00:00:03): Welcome back to Build Slowly. Today I'm talking to Dev Patel, who runs a bakery in Leeds.

Dev Patel (00:00:15): Thanks for having me, Maya.

Maya Lopez (00:00:18): So Dev, you told me that you closed on Mondays and revenue went up. How does that work?

Dev Patel (00:00:26): Monday was our worst day by far. When we closed, the regulars just came on Tuesday instead.

Dev Patel (00:00:48): The real win was staff turnover. In the year since we closed Mondays, nobody has left.`)
	expect(model.kind).toBe('transcript')
	const texts = model.sentences.map((s) => s.text)
	expect(texts.join(' ')).not.toMatch(/Maya Lopez:|Dev Patel:|\(00:/u)
	expect(model.sentences.find((s) => s.text.startsWith('The real win'))?.speaker).toBe('Dev Patel')
	expect(model.sentences.find((s) => s.text.includes('you told me'))?.standsAlone).toBe(false)
})

test('one "Note:" or "Ingredients:" line is not a speaker', () => {
	const model = buildSourceModel(
		'Note: the shop is closed on Monday.\n\nWe bake every morning from five. Ingredients: flour, water, salt.',
	)
	expect(model.sentences.every((s) => s.speaker === null)).toBe(true)
})

test('"Hoje eu venho falar sobre…" announces the talk; it is not its point', () => {
	const model = buildSourceModel(
		'Hoje eu venho falar sobre uma coisa que nós como desenvolvedores praticamente não discutimos, que é a saúde.\n\nUm dia o corpo cobra e às vezes o preço é caro demais.',
	)
	expect(model.sentences[0]?.aside).toBe(true)
	expect(model.sentences[1]?.aside).toBe(false)
})

describe('subtitlesToProse: names, notes and a file that stops mid-sentence (session 16)', () => {
	const vtt = `WEBVTT

00:00:11.269 --> 00:00:16.520
Today, we’ll look outward to how the powers engaged with each

00:00:16.520 --> 00:00:22.039
other and beyond Europe--which is to say that warfare is coming.

00:00:28.880 --> 00:00:37.719
[Intro]
So, population was rising in 18th century

00:00:37.719 --> 00:00:44.210
Europe and despite lots of wartime casualties,

00:00:44.210 --> 00:00:46.600
many people were leading better lives.

00:01:00.960 --> 00:01:05.140
Now, this may seem like minor progress, but
here’s another way of thinking about it:
`
	test('a cue that opens on a name the talk uses mid-sentence goes on the sentence', () => {
		const prose = subtitlesToProse(vtt) ?? ''
		expect(prose).toMatch(/rising in 18th century Europe and despite/u)
		expect(prose).not.toMatch(/\[?Intro\]?/u)
		expect(prose).toMatch(/thinking about it\.$/u)
	})
})
