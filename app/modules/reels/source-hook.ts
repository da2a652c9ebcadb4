// The source's own hook: the line a creator would open the reel on because the author wrote it
// to be one ("330 dias. 26 países. 17 quilos. 1 só sentimento."), a question the text asks and
// answers ("¿Por dónde empezamos cualquier tarea?" → "Se empieza por el principio…"), or a
// short line that counts what the story is about ("Duas mochilas, quatro países e temperaturas
// completamente diferentes."). Said whole, it is specific to this text, where a formula about a
// topic ("Nobody tells you this about goals.") could open any reel; the sentence that answers it
// is said first in the body, so the hook is paid off.
import type { ModelSentence, SourceModel } from '../generation/source-model.ts'

export type SourceHook = {
	/** the words said, the source's own */
	text: string
	/** the sentences the hook says: the body leaves them out */
	indexes: number[]
	kind: 'stack' | 'question' | 'counts' | 'result' | 'needs'
	/** the sentence that answers or follows it up, said first in the body */
	answer: ModelSentence | null
}

// Counting words from two up ("one", "un", "um" are also articles): a count a line stacks.
const NUMBER_WORD =
	/(?<![\p{L}])(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred|thousand|million|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cincuenta|cien|mil|millón|millones|dois|duas|três|quatro|sete|oito|nove|dez|onze|doze|vinte|trinta|cinquenta|cem|milhão|milhões)(?![\p{L}])/giu
const DIGITS = /(?<![\p{L}\p{N}])\d[\d.,]*(?![\p{L}\p{N}])/gu

function counts(text: string): number {
	return (text.match(NUMBER_WORD)?.length ?? 0) + (text.match(DIGITS)?.length ?? 0)
}

// "…, right?", "¿verdad?", "…, não?": a tag asks for agreement, not a question the text answers.
const TAG_QUESTION =
	/(?:,\s*|¿)(?:right|no|verdad|cierto|não|né|certo|isn['’]t it|don['’]t you)\?\s*$/iu
// A quoted question is someone's words ("Dudas del tipo, '¿pero yo…?'"), not the author's.
const QUOTED = /["“”«»'‘’]/u
// A line that leans on the one before it: "So…", "But…", "This…", "Así que…", "Isso…".
const LEANS_BACK =
	/^(?:so|but|and|this|that|these|those|it|they|así|pero|y|esto|eso|esta|este|ese|esa|entonces|mas|e|isso|isto|essa|esse|então|porque|because)(?![\p{L}])/iu

function capitalised(text: string): string {
	return text.replace(/^([¿¡"“«]?)(\p{Ll})/u, (_, mark: string, letter: string) => {
		return mark + letter.toLocaleUpperCase()
	})
}

function spoken(sentence: ModelSentence): string {
	return capitalised(sentence.text.replace(/\s*\([^)]*\)/gu, '').trim())
}

/** The paragraphs the text opens on, in order, after any page furniture. */
function openingBlocks(model: SourceModel, how: number): ModelSentence[][] {
	const blocks = new Map<number, ModelSentence[]>()
	for (const sentence of model.sentences) {
		const list = blocks.get(sentence.blockIndex) ?? []
		list.push(sentence)
		blocks.set(sentence.blockIndex, list)
	}
	return [...blocks.values()]
		.filter((block) => block.some((s) => !s.aside && s.words >= 2 && /\p{L}{2}/u.test(s.text)))
		.filter((block) => !block.every((s) => /^:|::/u.test(s.text)))
		.slice(0, how)
}

/** "330 dias. 26 países. 17 quilos. 1 só sentimento.": short fragments, counted, at the top. */
function stackedFragments(model: SourceModel): SourceHook | null {
	for (const block of openingBlocks(model, 2)) {
		if (block[0]?.blockKind !== 'paragraph') continue
		const words = block.reduce((sum, s) => sum + s.words, 0)
		if (
			block.length >= 3 &&
			block.length <= 6 &&
			words <= 12 &&
			block.every((s) => s.words <= 4 && !s.aside && !s.question) &&
			block.filter((s) => counts(s.text) > 0).length >= 2
		) {
			return {
				text: block.map((s) => s.original.trim()).join(' '),
				indexes: block.map((s) => s.index),
				kind: 'stack',
				answer: null,
			}
		}
	}
	return null
}

function askable(sentence: ModelSentence): boolean {
	return (
		sentence.question &&
		sentence.standsAlone &&
		!sentence.aside &&
		!sentence.host &&
		sentence.blockKind === 'paragraph' &&
		sentence.words >= 4 &&
		sentence.words <= 11 &&
		/\?\s*$/u.test(sentence.text) &&
		!TAG_QUESTION.test(sentence.text) &&
		!QUOTED.test(sentence.text) &&
		!LEANS_BACK.test(sentence.text.replace(/^¿/u, '')) &&
		!sentence.text.includes(':') &&
		// A question to the reader about themselves ("What do you think?") is the reel's end.
		!sentence.conclusion
	)
}

/** The first plain statement after a question, close enough to be its answer. */
function answerTo(question: ModelSentence, model: SourceModel): ModelSentence | null {
	for (const next of model.sentences.slice(question.index + 1, question.index + 5)) {
		if (next.blockIndex > question.blockIndex + 1) break
		if (next.question) continue
		if (next.standsAlone && !next.aside && next.words >= 5 && next.words <= 30) return next
	}
	return null
}

// "Una de las preguntas que más me hacen es ¿qué lugares me han gustado más?": the question a
// Spanish sentence ends on, marked by its own "¿".
const ENDS_ON_A_QUESTION = /\s¿([^¿?"“”«»]{8,90})\?\s*$/u

/** The question a sentence of the opening ends on, asked by the author, said alone. */
function embeddedQuestion(sentence: ModelSentence): string | null {
	if (!sentence.question || !sentence.standsAlone || sentence.aside || sentence.host) return null
	const clause = ENDS_ON_A_QUESTION.exec(sentence.text)?.[1]?.trim()
	if (!clause) return null
	const words = clause.split(/\s+/u).length
	return words >= 3 && words <= 10 ? capitalised(`¿${clause}?`) : null
}

/** A question the text asks in its first paragraphs and answers right after. */
function openingQuestion(model: SourceModel): SourceHook | null {
	const first = openingBlocks(model, 3)
	const asked = first.flat().find((s) => askable(s) || embeddedQuestion(s) !== null)
	if (!asked) return null
	const answer = answerTo(asked, model)
	// A first paragraph of questions only ("Para onde ir…? O que levar…?") is answered by the
	// whole text; any other question needs its answer close by.
	const opening = first[0] ?? []
	const allQuestions =
		opening.length >= 2 &&
		opening.every((s) => s.question) &&
		asked.blockIndex === opening[0]?.blockIndex
	// So is the question the text's very first line asks.
	const firstLine = asked.index === opening[0]?.index
	if (!answer && !allQuestions && !firstLine) return null
	const text = askable(asked) ? spoken(asked) : (embeddedQuestion(asked) ?? spoken(asked))
	return { text, indexes: [asked.index], kind: 'question', answer }
}

/** "Duas mochilas, quatro países e temperaturas completamente diferentes.": a line that counts. */
function countLine(model: SourceModel): SourceHook | null {
	// In the story's first half (or its first few lines, in a short one), not its fine print.
	const half = Math.max(8, Math.ceil(model.sentences.length / 2))
	const line = model.sentences.slice(0, half).find(
		(s) =>
			s.standsAlone &&
			!s.aside &&
			!s.question &&
			!s.host &&
			s.blockKind === 'paragraph' &&
			s.words >= 4 &&
			s.words <= 10 &&
			counts(s.text) >= 2 &&
			!/[():;]/u.test(s.text) &&
			// "2019 and 2020" or "10:30" is a date, not a count.
			!/\d{4}/u.test(s.text) &&
			!LEANS_BACK.test(s.text) &&
			/[.!]$/u.test(s.text),
	)
	if (!line) return null
	const next = model.sentences[line.index + 1]
	const answer =
		next &&
		next.blockIndex === line.blockIndex &&
		next.standsAlone &&
		!next.aside &&
		!next.question &&
		next.words >= 3
			? next
			: null
	return { text: spoken(line), indexes: [line.index], kind: 'counts', answer }
}

// A figure that changed: "increased 92%", "dropped from 95% to 65%", "subió un 20 %", "caiu 30%".
const CHANGE =
	/(?<![\p{L}])(?:increased|decreased|dropped|fell|rose|grew|improved|doubled|tripled|halved|jumped|aument(?:ó|aron|ou|aram)|sub(?:ió|ieron|iu|iram)|baj(?:ó|aron)|ca(?:yó|yeron|iu|íram)|cre(?:ció|cieron|sceu|sceram)|mejor(?:ó|aron)|melhor(?:ou|aram)|duplic(?:ó|aron|ou|aram)|dobr(?:ou|aram)|reduj(?:o|eron)|reduz(?:iu|iram)|disminuy(?:ó|eron)|diminu(?:iu|íram))(?![\p{L}])/iu
const FROM_TO = /(?<![\p{L}])(?:from|de)\s\S*\d\S*(?:\s\S+)?\s(?:to|a|para)\s\S*\d/iu

/** "Conversion rate improved from 1.8 percent to 5.6 percent.": the result a case study is for. */
function resultLine(model: SourceModel): SourceHook | null {
	const results = model.sentences.filter(
		(s) =>
			s.standsAlone &&
			!s.aside &&
			!s.question &&
			!s.host &&
			s.words >= 4 &&
			s.words <= 12 &&
			/\d/u.test(s.text) &&
			CHANGE.test(s.text) &&
			!/[():;]/u.test(s.text) &&
			!LEANS_BACK.test(s.text) &&
			/[.!]$/u.test(s.text),
	)
	const best = results.find((s) => FROM_TO.test(s.text)) ?? results[0]
	return best ? { text: spoken(best), indexes: [best.index], kind: 'result', answer: null } : null
}

const AND: Record<SourceModel['language'], string> = { en: 'and', es: 'y', pt: 'e' }

/**
 * "3 patatas, 5 huevos, 1 cebolla y aceite de oliva.": a short recipe's whole shopping list,
 * counted, is its most concrete line; the method that follows pays it off.
 */
function needsLine(model: SourceModel): SourceHook | null {
	if (model.kind !== 'recipe') return null
	const items = model.lists.filter((list) => list.role === 'ingredients').flatMap((l) => l.items)
	if (items.length < 2 || items.length > 5) return null
	const said = items.map((item) => item.text.replace(/[.;,]+$/u, '').trim())
	if (said.some((item) => /[()[\]:]/u.test(item) || item.split(/\s+/u).length > 4)) return null
	if (!said.some((item) => /\d/u.test(item))) return null
	// "Aceite de oliva" goes on in lower case after the first item, as a list is said.
	const spoken = said.map((item, i) =>
		i > 0 && /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(item)
			? item.charAt(0).toLocaleLowerCase() + item.slice(1)
			: item,
	)
	const text = `${spoken.slice(0, -1).join(', ')} ${AND[model.language]} ${spoken.at(-1)}.`
	if (text.split(/\s+/u).length > 11) return null
	return { text, indexes: [], kind: 'needs', answer: null }
}

/** The source's own hook, or null when it has none to open on. */
export function sourceHook(model: SourceModel): SourceHook | null {
	return (
		stackedFragments(model) ??
		openingQuestion(model) ??
		needsLine(model) ??
		resultLine(model) ??
		countLine(model)
	)
}
