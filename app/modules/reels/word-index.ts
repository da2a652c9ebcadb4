// One pass over the source's words, so the engine can ask "how is this phrase written
// mid-sentence?", "how often does it occur?" and "does a determiner come before it?" without
// scanning the whole text with a fresh regular expression for every phrase.

type Token = {
	lower: string
	start: number
	end: number
	/** Opens a sentence (or the text): capitalisation there says nothing about the word. */
	opensSentence: boolean
	/** Nothing but spaces or a hyphen between this token and the one before it. */
	joined: boolean
}

export type PhraseOccurrence = { form: string; opensSentence: boolean; previous: string | null }

export type WordIndex = {
	occurrences: (phrase: string) => PhraseOccurrence[]
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu

function splitPhrase(phrase: string): string[] {
	return phrase
		.toLowerCase()
		.split(/[\s-]+/u)
		.filter(Boolean)
}

export function buildWordIndex(text: string): WordIndex {
	const tokens: Token[] = []
	const byWord = new Map<string, number[]>()
	let previousEnd = 0
	for (const match of text.matchAll(WORD)) {
		const gap = text.slice(previousEnd, match.index)
		const before = text
			.slice(Math.max(0, match.index - 4), match.index)
			.replace(/[\s"'“‘«(*¿¡]+$/u, '')
		const lower = match[0].toLowerCase()
		tokens.push({
			lower,
			start: match.index,
			end: match.index + match[0].length,
			opensSentence: before === '' || /[.!?:…\n]$/u.test(before),
			joined: tokens.length > 0 && /^(?:\s+|\s*-\s*)$/u.test(gap) && !gap.includes('\n'),
		})
		const list = byWord.get(lower)
		if (list) list.push(tokens.length - 1)
		else byWord.set(lower, [tokens.length - 1])
		previousEnd = match.index + match[0].length
	}

	const cache = new Map<string, PhraseOccurrence[]>()
	return {
		occurrences(phrase) {
			const key = phrase.toLowerCase()
			const cached = cache.get(key)
			if (cached) return cached
			const parts = splitPhrase(phrase)
			const found: PhraseOccurrence[] = []
			for (const first of byWord.get(parts[0] ?? '') ?? []) {
				let matches = true
				for (let k = 1; k < parts.length; k++) {
					const token = tokens[first + k]
					if (!token || token.lower !== parts[k] || !token.joined) {
						matches = false
						break
					}
				}
				if (!matches) continue
				const head = tokens[first]
				const tail = tokens[first + parts.length - 1]
				if (!head || !tail) continue
				const previous = tokens[first - 1]
				found.push({
					form: text.slice(head.start, tail.end),
					opensSentence: head.opensSentence,
					previous: previous && head.joined ? previous.lower : null,
				})
			}
			cache.set(key, found)
			return found
		},
	}
}
