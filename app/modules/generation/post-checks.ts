// Checks that a post says nothing its source does not: no number the source never states, no
// word that is neither a source word nor a template word (a word cut mid-way shows up here),
// no hashtag that is not spelled from source words. Used by tests, the eval script, and to
// vet AI-provider output.
import { templatePhrases } from './built-in-engine.ts'
import { allCallToActions } from './goal.ts'
import { extractHashtags } from './platform-rules.ts'
import { analyzeSource, type ContentLanguage } from './source-analysis.ts'
import { buildSourceModel } from './source-model.ts'
import { modelSaidToUsted } from './usted-forms.ts'
import { inBritishSpelling } from './voice-profile.ts'

// Numbers in the post that the source never states, literally (every digit the engine adds).
export { numbersNotInSource } from './source-numbers.ts'

const wordSegmenters = new Map<string, Intl.Segmenter>()

function wordTokens(text: string, language: ContentLanguage): string[] {
	let segmenter = wordSegmenters.get(language)
	if (!segmenter) {
		segmenter = new Intl.Segmenter(language, { granularity: 'word' })
		wordSegmenters.set(language, segmenter)
	}
	const tokens: string[] = []
	for (const part of segmenter.segment(text)) {
		if (part.isWordLike) tokens.push(part.segment.toLowerCase())
	}
	return tokens
}

let templateWordCache: Set<string> | null = null

function templateWords(): Set<string> {
	if (!templateWordCache) {
		const phrases = [...allCallToActions(), ...templatePhrases()].join('\n')
		const languages: ContentLanguage[] = ['en', 'es', 'pt']
		templateWordCache = new Set(languages.flatMap((language) => wordTokens(phrases, language)))
	}
	return templateWordCache
}

// Checks usually run over several posts of one source: keep the last source's vocabulary.
let knownWordsCache: { source: string; language: ContentLanguage; words: Set<string> } | null = null

function knownWords(source: string, language: ContentLanguage): Set<string> {
	if (knownWordsCache?.source === source && knownWordsCache.language === language) {
		return knownWordsCache.words
	}
	// Stripping Markdown can join tokens ("`Option`'s" reads "Option's"), so words of the
	// stripped text count as source words too.
	const sourceWords = [
		...wordTokens(source, language),
		...wordTokens(analyzeSource(source).plainText, language),
	]
	// A voice may ask for British spelling: "optimised" is the source's "optimized".
	const british = language === 'en' ? sourceWords.map((word) => inBritishSpelling(word)) : []
	// A voice that says "usted" rewords the source's "tú": "desperdicie" is its "desperdicies".
	const usted = language === 'es' ? ustedWords(source) : []
	const words = new Set([...sourceWords, ...british, ...usted, ...templateWords()])
	knownWordsCache = { source, language, words }
	return words
}

// The words of the source's sentences as the writer rewords them, and only those: a word the
// rewording garbled is still caught.
function ustedWords(source: string): string[] {
	const said = modelSaidToUsted(buildSourceModel(source))
	// A guide's headings are list items and no sentence of the text: reworded all the same.
	return [...said.sentences, ...said.lists.flatMap((list) => list.items)]
		.filter((s) => s.saysUsted)
		.flatMap((s) => wordTokens(s.text, 'es'))
}

/**
 * Words in the post that are neither source words nor template words: a word cut mid-way
 * ("informat…") or an invented one. Hashtags are checked by hashtagsNotFromSource.
 */
export function wordsNotFromSource(
	content: string,
	source: string,
	language: ContentLanguage,
	/** the goal, link and voice texts: their words may appear in a call to action */
	alsoKnown = '',
): string[] {
	const known = knownWords(source, language)
	const extra = new Set(alsoKnown ? wordTokens(alsoKnown, language) : [])
	const withoutTags = content
		.replace(/#[\p{L}\p{M}\p{N}_]+/gu, ' ')
		.replace(/\bhttps?:\/\/\S+/gu, ' ')
	return wordTokens(withoutTags, language).filter((word) => !known.has(word) && !extra.has(word))
}

function fold(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Hashtags whose letters do not spell a run of source words. */
export function hashtagsNotFromSource(content: string, source: string): string[] {
	const folded = fold(source)
	return extractHashtags(content).filter((tag) => !folded.includes(fold(tag)))
}
